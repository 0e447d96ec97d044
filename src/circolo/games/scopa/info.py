"""What the browser needs to offer Scopa: its presets, its options, seat counts, players.

``GET /api/games/scopa`` serves this; the lobby's form is drawn from it.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Final

from circolo.games.scopa import options as scopa_options
from circolo.games.scopa.record import GAME

#: How each Scopa option is chosen in the lobby's form (the rest are switches).
_KINDS: Final[dict[str, dict[str, Any]]] = {
    "players": {"kind": "choice", "choices": list(scopa_options.PLAYER_COUNTS)},
    "target": {"kind": "choice", "choices": list(scopa_options.TARGETS)},
}


@cache
def scopa_info() -> dict[str, Any]:
    """Scopa's presets with their options, its option kinds, seat counts and AI players."""
    from circolo.games.scopa.players.registry import NAMES

    return {
        "game": GAME,
        "variants": [
            {"name": name, "options": options.to_json()}
            for name, options in scopa_options.PRESETS.items()
        ],
        "options": [
            {"key": key, **_KINDS.get(key, {"kind": "switch"})} for key in scopa_options.OPTION_KEYS
        ],
        "seats": list(scopa_options.PLAYER_COUNTS),
        "players": list(NAMES),
    }
