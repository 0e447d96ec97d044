"""A seat's snapshot: what every game's ``state`` message shares, around the game's own parts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from circolo.core.hosting.protocol import PROTOCOL_VERSION

if TYPE_CHECKING:
    from circolo.core.hosting.game_part import GamePart
    from circolo.play.table import Table


def snapshot(
    part: GamePart,
    seat: int,
    view: object,
    last_trick: object,
    hand_summary: object,
    reasons: list[Any],
    *,
    watching: bool = False,
    teaching: int | None = None,
    **game: Any,
) -> dict[str, Any]:
    """``seat``'s snapshot: the fields of protocol.StateBase every game shares, around
    the game's ``view``, ``last_trick``, ``hand_summary`` and ``reasons``, then the
    game's own fields (``watching``: the public snapshot spectators get, drawn from
    ``seat``'s chair with no hand; ``teaching``: a teacher's, with ``seat``'s hand).
    Who asks to see the hand goes to the seat only, the teacher's suggestion to the seat
    and its teacher. ``part`` is the game's part of the table; its
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
        **audience_fields(table, seat, watching=watching, teaching=teaching),
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


def audience_fields(
    table: Table, seat: int, *, watching: bool = False, teaching: int | None = None
) -> dict[str, Any]:
    """The snapshot's fields about who watches, for ``seat`` (or a spectator drawn from its
    chair, ``watching``; a teacher of it, ``teaching``): the spectators, each seat's
    teacher; who asks to see the hand (the seat only); the teacher's suggestion (the seat
    and its teacher only)."""
    audience = table.audience
    learner = seat if not watching or teaching is not None else None
    return {
        "watching": watching,
        "spectators": audience.names(),
        "teachers": audience.teachers(len(table.seats)),
        "teaching": teaching,
        "asking": audience.asking(seat) if not watching else [],
        "asks": audience.asks(seat) if not watching else [],
        "hint": audience.hinted(learner) if learner is not None else None,
    }
