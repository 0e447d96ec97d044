"""What a new club evening may be on the server: its game, options, format, boards, rounds
and entries, each checked (``POST /api/evenings``).

:func:`new_evening` turns a :class:`~circolo.server.bodies.NewEvening` body into a waiting
:class:`~circolo.play.evening.live.LiveEvening`, or refuses it with a 422 and a sentence:
the rules of ``circolo tournament run`` hold (play/evening/live.py checks them), and the
server is stricter as for a table (server/seating.py): a computer entry names a player of
the game alone (no settings, no external program), and the game's targets are bounded.
"""

from __future__ import annotations

from circolo.core.errors import CircoloError
from circolo.core.hosting.refusals import RuleError
from circolo.play.evening.live import LiveEvening
from circolo.server.bodies import NewEvening
from circolo.server.seating import _check_caps, _check_seats
from circolo.server.served import served_game


def new_evening(evening_id: str, body: NewEvening, director_hash: str) -> LiveEvening:
    """The waiting evening ``body`` asks for, or a TableError (422 ``bad_request``)."""
    game = served_game(body.game, "bad_request")
    _check_seats(body.entries, game)
    try:
        evening = LiveEvening.create(
            evening_id,
            game=game.name,
            variant=body.variant,
            options=dict(body.options or {}),
            format=body.format,
            boards=body.boards,
            rounds=body.rounds,
            entries=list(body.entries),
            director_hash=director_hash,
            seconds_per_board=body.seconds_per_board,
            invite=body.invite,
            rated=body.rated,
            ai_delay_ms=body.ai_delay_ms,
            sit_and_go=body.sit_and_go,
        )
    except CircoloError as error:
        raise RuleError(error, "bad_request") from None
    _check_caps(game, evening.options)
    return evening
