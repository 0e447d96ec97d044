"""A seat's snapshot: what every game's ``state`` message shares, around the game's own parts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from circolo.server.protocol import PROTOCOL_VERSION

if TYPE_CHECKING:
    from circolo.server.game_part import GamePart


def snapshot(
    part: GamePart,
    seat: int,
    view: object,
    last_trick: object,
    hand_summary: object,
    reasons: list[Any],
    *,
    watching: bool = False,
    **game: Any,
) -> dict[str, Any]:
    """``seat``'s snapshot: the fields of protocol.StateBase every game shares, around
    the game's ``view``, ``last_trick``, ``hand_summary`` and ``reasons``, then the
    game's own fields (``watching``: the public snapshot spectators get, drawn from
    ``seat``'s chair with no hand). ``part`` is the game's part of the table; its
    ``game`` names the game in play (a Roman match's Briscola game sends Briscola's
    snapshot, ``within`` its Tressette match). A plain dict (tests check real ones
    against the game's state model, ``protocol.state_messages()``): building the pydantic
    model for every seat at every move costs more than the move."""
    table = part.table
    return {
        "type": "state",
        "v": PROTOCOL_VERSION,
        "game": part.game,
        "seq": table.seq,
        "table": table.id,
        "you": seat,
        "watching": watching,
        "spectators": table.audience.names(),
        "status": table.status,
        "phase": table.phase,
        "training": table.stored.training,
        "seats": [s.info_json(i) for i, s in enumerate(table.seats)],
        "view": view,
        "last_trick": last_trick,
        "hand_summary": hand_summary,
        "match": part.match_summary(),
        "ready": [i for i, s in enumerate(table.seats) if s.ready],
        "reasons": reasons,
        "within": part.within.within_json() if part.within is not None else None,
        **game,
    }
