"""What the browser needs to offer Briscola: its preset, its options, seat counts, players.

``GET /api/games/briscola`` serves this; the lobby's form is drawn from it.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from circolo.games.briscola import options as bri
from circolo.games.briscola.record import GAME

#: How each Briscola option is chosen in the lobby's form.
_BRISCOLA_KINDS: dict[str, dict[str, Any]] = {
    "players": {"kind": "choice", "choices": [2, 4]},
    "hands_to_win": {"kind": "number", "min": 1, "max": bri.MAX_HANDS_TO_WIN},
    "tie": {"kind": "choice", "choices": list(bri.TIES)},
    "swap_seven": {"kind": "switch"},
}


@cache
def briscola_info() -> dict[str, Any]:
    """Briscola's one preset, its option kinds, seat counts and AI player names."""
    from circolo.games.briscola.players.registry import NAMES

    return {
        "game": GAME,
        "variants": [{"name": bri.DEFAULT_VARIANT, "options": bri.preset().to_json()}],
        "options": [{"key": key, **_BRISCOLA_KINDS[key]} for key in bri.OPTION_KEYS],
        "seats": [2, 4],
        "players": list(NAMES),
    }
