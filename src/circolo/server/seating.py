"""What a new table may be: its game, variant, options and seats, each checked for the server.

:func:`check_table` turns a ``POST /api/tables`` body into a table's settings or refuses it
with a sentence. The server is stricter than the command line: AI seats take a player by
name only (settings such as ``ms=60000`` are for the command line), external programs and
the arena's ``oracle`` never sit at a server's table, a training table is one person
against the AI, and match targets are bounded so that no table plays for ever.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from circolo.core.errors import CircoloError
from circolo.core.game import Game
from circolo.core.hosting.refusals import RuleError, TableError
from circolo.core.players import COMMAND_PREFIX
from circolo.server.bodies import NewTable
from circolo.server.served import served_game

DEFAULT_SEATS: Final = ("human", "open", "open", "open")


@dataclass(frozen=True)
class CheckedTable:
    """A new table's settings, every one checked."""

    game: str
    variant: str
    seats: tuple[str, ...]
    options: dict[str, Any]


def check_table(request: NewTable) -> CheckedTable:
    """The settings of the table ``request`` asks for, or a TableError saying what is wrong."""
    game = served_game(request.game, "bad_request")
    seats = tuple(request.seats) if request.seats is not None else DEFAULT_SEATS
    try:
        options = game.options_json(
            game.table_options(request.variant, len(seats), request.options or {})
        )
    except CircoloError as error:
        raise RuleError(error, "bad_request") from None
    _check_seats(seats, game)
    _check_caps(game, options)
    if request.training:
        humans = [spec for spec in seats if spec == "human"]
        if len(humans) != 1 or "open" in seats:
            raise TableError("bad_request", "server.error.training_seats")
    return CheckedTable(game.name, request.variant or game.default_variant, seats, options)


def _check_seats(seats: Sequence[str], game: Game[Any]) -> None:
    players = game.player_names()
    for number, spec in enumerate(seats):
        if spec in ("human", "open"):
            continue
        name = spec[3:] if spec.startswith("ai:") else None
        if name is None or name.startswith(COMMAND_PREFIX):
            raise TableError(
                "bad_request", "server.error.seat_kind", seat=repr(spec), players=", ".join(players)
            )
        if ":" in name:
            raise TableError(
                "bad_request", "server.error.seat_settings", seat=repr(spec), number=number
            )
        if name not in players:
            raise TableError(
                "bad_request",
                "server.error.seat_player",
                seat=repr(spec),
                players=", ".join(players),
            )


def _check_caps(game: Game[Any], options: Mapping[str, Any]) -> None:
    for key, most in game.server_option_caps.items():
        value = options.get(key)
        if isinstance(value, int) and value > most:
            raise TableError("bad_request", "server.error.option_cap", option=key, most=most)
