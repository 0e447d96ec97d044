"""Scopa's presets and options in words, for ``circolo rules --game scopa [VARIANT]`` (it/en).

>>> describe_presets("en").splitlines()[0]
'Scopa presets:'
>>> describe_preset("scopone", "en").splitlines()[0]
'Scopa, preset scopone'
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from circolo.core.i18n import Lang, t
from circolo.games.scopa.options import OPTION_KEYS, VARIANTS, preset


def _table(rows: Sequence[tuple[str, ...]]) -> list[str]:
    """Rows as aligned columns, indented, the last column left as it is."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    return [
        "  " + "  ".join([*(cell.ljust(w) for cell, w in zip(row, widths, strict=False)), row[-1]])
        for row in rows
    ]


def describe_presets(lang: Lang) -> str:
    """The presets, each in a line, and how to read one's options."""
    rows = [(name, t(f"scopa.variant.{name}", lang)) for name in VARIANTS]
    lines = [t("scopa.rules.presets_heading", lang), *_table(rows), ""]
    lines.extend([t("scopa.rules.presets_hint", lang)])
    return "\n".join(lines)


def describe_preset(variant: str, lang: Lang) -> str:
    """The rules in short, every option of preset ``variant`` with its value and meaning,
    then how to change one (an OptionError naming the presets for an unknown one)."""
    values = preset(variant).to_json()
    rows = [(key, json.dumps(values[key]), t(f"scopa.option.{key}", lang)) for key in OPTION_KEYS]
    lines = [
        t("scopa.rules.heading", lang, variant=variant),
        t(f"scopa.variant.{variant}", lang),
        "",
        t("scopa.rules.seats", lang),
        t("scopa.rules.play", lang),
        t("scopa.rules.points", lang),
        t("scopa.rules.game", lang),
        "",
        t("rules.options_heading", lang),
        *_table(rows),
        "",
        t("scopa.rules.hint", lang),
    ]
    return "\n".join(lines)
