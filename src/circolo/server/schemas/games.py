"""The games' answers: the club's games, and what the browser needs to offer one."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from circolo.core.hosting.protocol import absent_when_none
from circolo.server.schemas import Answer, GameShaped


class GameListing(Answer):
    """One game of ``GET /api/games``: its name, its presets and its seat counts."""

    name: str
    variants: list[str]
    seats: list[int]


class GameList(Answer):
    """``GET /api/games``: the club's games, in menu order."""

    games: list[GameListing]


class GameVariant(Answer):
    """A preset of a game: its name and its options."""

    name: str
    options: dict[str, Any]


class OptionSpec(Answer):
    """How the options form draws one option of a game: a number between bounds, one of
    some choices, or a switch."""

    key: str
    kind: Literal["number", "choice", "switch"]
    choices: list[Any] | None = absent_when_none()
    min: int | None = absent_when_none()
    max: int | None = absent_when_none()
    nullable: Annotated[
        bool | None, Field(description="Whether the option may be left empty (null).")
    ] = absent_when_none()


class GameInfo(GameShaped):
    """``GET /api/games/{name}``: what the browser needs to offer a game — its presets, the
    kinds of its options and, for the games that have them, its seat counts and AI players;
    the game's other keys (a vocabulary of signals...) follow."""

    game: str
    variants: list[GameVariant]
    options: list[OptionSpec]
    seats: list[int] | None = absent_when_none()
    players: list[str] | None = absent_when_none()
