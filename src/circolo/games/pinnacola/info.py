"""What the browser needs to offer Pinnacola: its preset, its options, seat counts, players.

``GET /api/games/pinnacola`` serves this; the lobby's form is drawn from it.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from circolo.games.pinnacola import options as pin
from circolo.games.pinnacola.record import GAME

#: How each Pinnacola option is chosen in the lobby's form.
_PINNACOLA_KINDS: dict[str, dict[str, Any]] = {
    "players": {"kind": "choice", "choices": [2, 4]},
    "cards_per_hand": {"kind": "choice", "choices": [13, 15]},
    "pinelle": {"kind": "switch"},
    "jokers": {"kind": "switch"},
    "max_wild_per_meld": {"kind": "number", "min": 1, "max": 4, "nullable": True},
    "four_jokers_meld": {"kind": "switch"},
    "direction": {"kind": "choice", "choices": list(pin.DIRECTIONS)},
    "mode": {"kind": "choice", "choices": list(pin.MODES)},
    "target": {"kind": "choice", "choices": list(pin.TARGETS)},
    "chiusura_in_mano": {"kind": "switch"},
    "no_close_first_round": {"kind": "switch"},
    "open_before_pile": {"kind": "switch"},
    "first_meld_minimum": {"kind": "number", "min": 0, "max": pin.MAX_FIRST_MELD_MINIMUM},
}


@cache
def pinnacola_info() -> dict[str, Any]:
    """Pinnacola's one preset, its option kinds, seat counts and AI player names."""
    from circolo.games.pinnacola.players.registry import NAMES

    return {
        "game": GAME,
        "variants": [{"name": pin.DEFAULT_VARIANT, "options": pin.preset().to_json()}],
        "options": [{"key": key, **_PINNACOLA_KINDS[key]} for key in pin.OPTION_KEYS],
        "seats": [2, 4],
        "players": list(NAMES),
    }
