"""Pinnacola's options in words, for ``circolo rules --game pinnacola`` (it/en).

>>> from circolo.games.pinnacola.options import preset
>>> describe_options(preset("standard"), "en").splitlines()[0]
'Pinnacola, preset standard'
"""

from __future__ import annotations

import json

from circolo.core.i18n import Lang, t
from circolo.games.pinnacola.options import DEFAULT_VARIANT, OPTION_KEYS, PinnacolaOptions


def describe_options(options: PinnacolaOptions, lang: Lang) -> str:
    """Every option with its value in ``options`` and what it means, then how to change it."""
    values = options.to_json()
    rows = [(key, json.dumps(values[key])) for key in OPTION_KEYS]
    widths = [max(len(row[column]) for row in rows) for column in range(2)]
    lines = [
        t("pinnacola.rules.heading", lang, variant=DEFAULT_VARIANT),
        t("pinnacola.rules.seats", lang),
        "",
        t("rules.options_heading", lang),
    ]
    for key, value in rows:
        meaning = t(f"pinnacola.option.{key}", lang)
        lines.append(f"  {key.ljust(widths[0])}  {value.ljust(widths[1])}  {meaning}")
    lines.extend(["", t("pinnacola.rules.hint", lang)])
    return "\n".join(lines)
