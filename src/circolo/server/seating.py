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

from circolo.ai.pinnacola.registry import NAMES as PINNACOLA_PLAYERS
from circolo.ai.registry import COMMAND_PREFIX, PLAYERS
from circolo.errors import CircoloError
from circolo.pinnacola import options as pinnacola_options
from circolo.server.bodies import NewTable
from circolo.server.errors import RuleError, TableError
from circolo.tressette.options import preset, with_values

#: The games a table may be made for.
GAMES: Final = ("tressette", "pinnacola")
#: The players a server seat may name, per game (no settings).
SERVER_PLAYERS: Final[dict[str, tuple[str, ...]]] = {
    "tressette": tuple(PLAYERS),
    "pinnacola": PINNACOLA_PLAYERS,
}
#: The largest value of an option at a server table (the command line has no such cap).
SERVER_OPTION_CAPS: Final[dict[str, dict[str, int]]] = {
    "tressette": {"target": 1000, "decider_target": 1000},
    "pinnacola": {"target": 100_000},
}
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
    if request.game not in GAMES:
        raise TableError("bad_request", "server.error.unknown_game", game=repr(request.game))
    seats = tuple(request.seats) if request.seats is not None else DEFAULT_SEATS
    options_in = request.options or {}
    if request.game == "pinnacola":
        variant, options = _pinnacola_options(request.variant, seats, options_in)
    else:
        variant, options = _tressette_options(request.variant, seats, options_in)
    _check_seats(seats, request.game)
    _check_caps(request.game, options)
    if request.training:
        humans = [spec for spec in seats if spec == "human"]
        if len(humans) != 1 or "open" in seats:
            raise TableError("bad_request", "server.error.training_seats")
    return CheckedTable(request.game, variant, seats, options)


def _tressette_options(
    variant: str | None, seats: Sequence[str], values: Mapping[str, object]
) -> tuple[str, dict[str, Any]]:
    variant = variant or "classico"
    if len(seats) != 4:
        raise TableError("bad_request", "server.error.seats_count")
    try:
        return variant, with_values(preset(variant), values).to_json()
    except CircoloError as error:
        raise RuleError(error, "bad_request") from None


def _pinnacola_options(
    variant: str | None, seats: Sequence[str], values: Mapping[str, object]
) -> tuple[str, dict[str, Any]]:
    """The number of seats gives the option ``players`` unless the options say it; when
    both are given they must agree."""
    variant = variant or pinnacola_options.DEFAULT_VARIANT
    if len(seats) not in (2, 4):
        raise TableError("bad_request", "server.error.pin_seats_count")
    try:
        options = pinnacola_options.with_values(
            pinnacola_options.preset(variant), {"players": len(seats), **values}
        )
    except CircoloError as error:
        raise RuleError(error, "bad_request") from None
    if options.players != len(seats):
        raise TableError(
            "bad_request",
            "server.error.pin_players_seats",
            players=options.players,
            seats=len(seats),
        )
    return variant, options.to_json()


def _check_seats(seats: Sequence[str], game: str) -> None:
    players = SERVER_PLAYERS[game]
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


def _check_caps(game: str, options: Mapping[str, Any]) -> None:
    for key, most in SERVER_OPTION_CAPS[game].items():
        value = options.get(key)
        if isinstance(value, int) and value > most:
            raise TableError("bad_request", "server.error.option_cap", option=key, most=most)
