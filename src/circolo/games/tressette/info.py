"""What the browser needs to offer Tressette: the variants, their options and their signals.

The browser draws the "create a table" form and the signal buttons from this
(``GET /api/games/tressette``), so that a new option or signal shows up without touching the
client.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from circolo.core.i18n import LANGS
from circolo.games.tressette.options import (
    ACCUSE_MODES,
    ACCUSE_TIMINGS,
    BEST_OF_CHOICES,
    OPTION_KEYS,
    PRESETS,
    SECOND_GAMES,
    SIGNALS_CHOICES,
    VARIANTS,
)
from circolo.games.tressette.record import GAME
from circolo.games.tressette.signals import LAST_TRICK, VOCABULARIES

#: How each option is chosen in a form: a choice among values, a switch, or a number.
_OPTION_KINDS: dict[str, dict[str, Any]] = {
    "target": {"kind": "number", "min": 1, "max": 1000},
    "best_of": {"kind": "choice", "choices": list(BEST_OF_CHOICES)},
    "decider_target": {"kind": "number", "min": 1, "max": 1000, "nullable": True},
    "cappotto": {"kind": "switch"},
    "accuse": {"kind": "choice", "choices": list(ACCUSE_MODES)},
    "accuse_timing": {"kind": "choice", "choices": list(ACCUSE_TIMINGS)},
    "accuse_ends_game": {"kind": "switch"},
    "redeal_under_one_point": {"kind": "switch"},
    "redeal_three_sevens": {"kind": "switch"},
    "signals": {"kind": "choice", "choices": list(SIGNALS_CHOICES)},
    "false_signals": {"kind": "switch"},
    "second_game": {"kind": "choice", "choices": list(SECOND_GAMES)},
}


@cache
def tressette_info() -> dict[str, Any]:
    """The Tressette variants (their preset options), option kinds and signal vocabularies."""
    return {
        "game": GAME,
        "variants": [{"name": name, "options": PRESETS[name].to_json()} for name in VARIANTS],
        "options": [{"key": key, **_OPTION_KINDS[key]} for key in OPTION_KEYS],
        "last_signal_trick": LAST_TRICK,
        "vocabularies": {
            name: {
                "who": vocab.who,
                "signals": [
                    {
                        "id": signal.id,
                        "dialect": signal.dialect,
                        "companion": signal.companion,
                        "name": {lang: signal.name(name, lang) for lang in LANGS},
                        "meaning": {lang: signal.meaning(name, lang) for lang in LANGS},
                    }
                    for signal in vocab.signals
                ],
            }
            for name, vocab in VOCABULARIES.items()
        },
    }
