"""Italian and English text catalogs shared by the Python code and the browser client.

Every sentence a person reads comes from ``it.json`` or ``en.json``: a flat mapping from a
message key to a template whose ``{name}`` fields are filled from the message's parameters.
The core's catalogs are here; a game may keep its own in its folder
(``circolo/games/NAME/i18n/it.json``, ``en.json``), read with the core's as one catalog —
found as package data, without importing the game — and no key may be in two catalogs.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Final, Literal, get_args

Lang = Literal["it", "en"]
LANGS: Final[tuple[Lang, ...]] = get_args(Lang)
DEFAULT_LANG: Final[Lang] = "en"


def catalog_files(lang: Lang) -> list[Traversable]:
    """The catalog files of ``lang``: the core's, then each game folder's that has one."""
    games = resources.files("circolo").joinpath("games")
    folders = sorted((f for f in games.iterdir() if f.is_dir()), key=lambda f: f.name)
    own = [folder.joinpath("i18n", f"{lang}.json") for folder in folders]
    return [resources.files(__package__).joinpath(f"{lang}.json"), *(f for f in own if f.is_file())]


@cache
def catalog(lang: Lang) -> dict[str, str]:
    """Return the whole catalog of one language, the core's and the games' (loaded once)."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; languages are: {', '.join(LANGS)}")
    merged: dict[str, str] = {}
    for file in catalog_files(lang):
        data = json.loads(file.read_text(encoding="utf-8"))
        if not isinstance(data, dict):  # pragma: no cover - the catalogs ship with the package
            raise TypeError(f"catalog {file} is not a JSON object")
        twice = sorted(set(data) & set(merged))
        if twice:
            raise ValueError(f"catalog {file} repeats keys of another catalog: {twice[:5]}")
        merged |= {str(k): str(v) for k, v in data.items()}
    return merged


def t(key: str, lang: Lang = DEFAULT_LANG, /, **params: object) -> str:
    """Render the message ``key`` in ``lang`` with ``params`` filled in.

    A key missing from the catalog is a programming error and raises ``KeyError``. Where a
    parameter is 1 and the catalog has the twin ``KEY|NAME=1`` (``error.pin_deal_size|count=1``),
    the twin is used: "1 carta", not "1 carte". A parameter with a ``localized(lang)``
    method (card names, a :class:`Phrase`) is shown as it says in ``lang``, and one with a
    ``message(lang)`` method (a refusal inside another) by its sentence in ``lang``.

    >>> t("suit.d", "en")
    'denari'
    """
    texts = catalog(lang)
    template = texts[key]
    for name in sorted(params):
        value = params[name]
        if value == 1 and not isinstance(value, bool) and f"{key}|{name}=1" in texts:
            template = texts[f"{key}|{name}=1"]
            break
    shown = {name: _shown(value, lang) for name, value in params.items()}
    return template.format(**shown)


#: A number with decimals, as a parameter may carry it ("7.89", "-0.5").
_DECIMAL: Final = re.compile(r"[+-]?\d+\.\d+")


def _shown(value: object, lang: Lang) -> object:
    if isinstance(value, str | int | float):
        return value
    for method in ("localized", "message"):
        render = getattr(value, method, None)
        if callable(render):
            return render(lang)
    return value


@dataclass(frozen=True, slots=True, eq=False)  # its facts may be lists: never hashed by value
class Phrase:
    """A catalog message with its facts, for a part of a sentence that another message
    carries as a parameter (what is wrong with a field, what a field must be): shown in the
    reader's language wherever the outer message is.

    >>> count = Phrase("error.pin_view_count", {})
    >>> count.localized("it"), str(count)
    ('un numero intero, 0 o più', 'a whole number, 0 or more')
    """

    key: str
    params: Mapping[str, object]

    def localized(self, lang: Lang) -> str:
        """The phrase in ``lang``."""
        return t(self.key, lang, **self.params)

    def __str__(self) -> str:
        return self.localized(DEFAULT_LANG)


def decimal(number: str, lang: Lang) -> str:
    """``number`` ("7.89", "+1.5") with ``lang``'s decimal mark: "7,89" in Italian, "7.89" in
    English; anything but a number with decimals as it is. For the facts that are quantities
    (a reason's points): a name or a value someone typed is never one.

    >>> decimal("7.89", "it"), decimal("7.89", "en"), decimal("192.168.1.2", "it")
    ('7,89', '7.89', '192.168.1.2')
    """
    return number.replace(".", ",") if lang == "it" and _DECIMAL.fullmatch(number) else number


def parse_lang(value: str) -> Lang:
    """Return ``value`` as a language code, or raise ``ValueError`` naming the choices."""
    for lang in LANGS:
        if value == lang:
            return lang
    raise ValueError(f"unknown language {value!r}; languages are: {', '.join(LANGS)}")
