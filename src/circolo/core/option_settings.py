"""Options of either game as ``--set KEY=VALUE`` settings and as a record's JSON object.

Each game keeps its own frozen dataclass and its own checks; this module reads the
settings and the objects the same way for both, with the same refusals.

>>> settings_values(["target=21", "signals=none", "decider_target=null"])
{'target': 21, 'signals': 'none', 'decider_target': None}
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Final

from circolo.core.errors import OptionError
from circolo.core.i18n import Phrase
from circolo.core.record_json import shown

#: An option's test of a value, with what it takes in words (for the refusal).
Check = tuple[Callable[[object], bool], Phrase]

#: What a yes-or-no option takes.
TRUE_OR_FALSE: Final = Phrase("option.takes.bool", {})


def one_of(values: Iterable[object]) -> Phrase:
    """What an option with a few values takes: "2 or 4", "2 o 4"."""
    shown_values = [str(value) for value in values]
    *first, last = shown_values
    if not first:
        return Phrase("option.takes.only", {"value": last})
    return Phrase("option.takes.one_of", {"first": ", ".join(first), "last": last})


def takes(key: str, **params: object) -> Phrase:
    """What an option takes in the catalogs' words: ``option.takes.KEY``."""
    return Phrase(f"option.takes.{key}", params)


def validate(checks: Mapping[str, Check], key: str, value: object) -> None:
    """Refuse ``value`` for the option ``key`` unless its check accepts it, saying what the
    option takes."""
    check, allowed = checks[key]
    if not check(value):
        raise OptionError("error.bad_option_value", key=key, value=shown(value), allowed=allowed)


def parse_value(text: str) -> object:
    """A ``--set`` value: a JSON literal (``21``, ``false``, ``null``) or else a bare word."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def settings_values(settings: Iterable[str]) -> dict[str, object]:
    """Command-line settings written ``KEY=VALUE``, as a mapping of values."""
    values: dict[str, object] = {}
    for setting in settings:
        key, equals, text = setting.partition("=")
        if not equals or not key:
            raise OptionError("error.bad_setting", setting=repr(setting))
        values[key.strip()] = parse_value(text.strip())
    return values


def check_values(
    values: Mapping[str, object], keys: Sequence[str], validate: Callable[[str, object], None]
) -> None:
    """Refuse an unknown key (naming the known ones) or a value ``validate`` refuses."""
    for key, value in values.items():
        if key not in keys:
            raise OptionError("error.unknown_option", key=repr(key), keys=", ".join(keys))
        validate(key, value)


def options_object(data: object, keys: Sequence[str]) -> Mapping[str, object]:
    """A record's ``options`` object, refused unless it is an object holding every key."""
    if not isinstance(data, dict):
        raise OptionError("error.options_not_object")
    missing = [key for key in keys if key not in data]
    if missing:
        raise OptionError("error.options_missing", keys=", ".join(missing))
    return data
