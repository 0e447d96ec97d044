"""Briscola's options in words, for ``circolo rules --game briscola`` (it/en).

>>> from circolo.games.briscola.options import preset
>>> describe_options(preset("classica"), "en").splitlines()[0]
'Briscola, preset classica'
"""

from __future__ import annotations

import json

from circolo.core.i18n import Lang, t
from circolo.games.briscola.options import DEFAULT_VARIANT, OPTION_KEYS, BriscolaOptions


def describe_options(options: BriscolaOptions, lang: Lang) -> str:
    """The rules in short, every option with its value and meaning, then how to change it."""
    values = options.to_json()
    rows = [(key, json.dumps(values[key])) for key in OPTION_KEYS]
    widths = [max(len(row[column]) for row in rows) for column in range(2)]
    lines = [
        t("briscola.rules.heading", lang, variant=DEFAULT_VARIANT),
        t("briscola.rules.seats", lang),
        t("briscola.rules.play", lang),
        "",
        t("rules.options_heading", lang),
    ]
    for key, value in rows:
        meaning = t(f"briscola.option.{key}", lang)
        lines.append(f"  {key.ljust(widths[0])}  {value.ljust(widths[1])}  {meaning}")
    lines.extend(["", t("briscola.rules.hint", lang)])
    return "\n".join(lines)
