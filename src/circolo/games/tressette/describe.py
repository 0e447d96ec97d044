"""Variants and their signal vocabularies in words, for ``circolo rules`` (it/en)."""

from __future__ import annotations

import json
from collections.abc import Sequence

from circolo.core.i18n import Lang, t
from circolo.games.tressette.options import OPTION_KEYS, PRESETS, VARIANTS, preset
from circolo.games.tressette.signals import vocabulary


def _table(rows: Sequence[tuple[str, ...]], indent: str = "  ") -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    lines = []
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row, widths, strict=False)]
        lines.append(indent + "  ".join([*cells, row[-1]]).rstrip())
    return lines


def describe_variants(lang: Lang) -> str:
    """The list of variant presets with where each comes from."""
    rows = [(name, t(f"variant.{name}", lang)) for name in VARIANTS]
    lines = [t("rules.variants_heading", lang), *_table(rows), "", t("rules.variants_hint", lang)]
    return "\n".join(lines)


def describe_vocabulary(name: str, lang: Lang, *, false_signals: bool) -> list[str]:
    """The signals of vocabulary ``name``: who may signal, and each signal's meaning and truth."""
    vocab = vocabulary(name)
    lines = [
        t("rules.signals_heading", lang, vocabulary=name),
        "  " + t(f"rules.who.{vocab.who}", lang),
        "  " + t("rules.false_allowed" if false_signals else "rules.false_refused", lang),
    ]
    for signal in vocab.signals:
        lines.append("")
        lines.append(f"  {signal.id} — {signal.label(name, lang)}")
        lines.append(f"      {t('rules.meaning', lang)}: {signal.meaning(name, lang)}")
        lines.append(f"      {t('rules.true_when', lang)}: {signal.truth.describe(lang)}")
        if signal.companion:
            lines.append(f"      {t('rules.companion', lang)}")
    return lines


def describe_variant(variant: str, lang: Lang) -> str:
    """A variant's options (with how to change each) and its signal vocabulary."""
    options = preset(variant)
    values = options.to_json()
    rows = [(key, json.dumps(values[key]), t(f"option.{key}", lang)) for key in OPTION_KEYS]
    lines = [
        t("rules.variant_heading", lang, variant=variant, origin=t(f"variant.{variant}", lang)),
        "",
        t("rules.options_heading", lang),
        *_table(rows),
        "",
    ]
    if options.best_of == 3:
        lines.extend([t("rules.roman_match", lang), ""])
    if options.signals == "none":
        lines.append(t("rules.no_signals", lang))
    else:
        lines.extend(
            describe_vocabulary(options.signals, lang, false_signals=options.false_signals)
        )
    return "\n".join(lines)


assert set(PRESETS) == set(VARIANTS)
