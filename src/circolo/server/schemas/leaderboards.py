"""The leaderboards' answer: a game's board as the game ranks its players."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from circolo.core.hosting.protocol import absent_when_none
from circolo.server.schemas import Answer, GameShaped


class BoardSeason(Answer):
    """A season of a leaderboard that has them: its name and its dates (both included)."""

    name: str
    from_: Annotated[str, Field(alias="from")]
    to: str


class BoardRow(GameShaped):
    """A player on a leaderboard: rank, id and nickname, then the game's own numbers (a
    rating, the skill mu and its uncertainty sigma, and games; or points, matches and
    wins)."""

    __pydantic_extra__: dict[str, int | float | str]

    rank: int
    id: str
    nickname: str


class Leaderboard(GameShaped):
    """``GET /api/leaderboard?game=NAME``: the board as the game ranks its players, with
    what it was asked for (a variant; or a mode and a season, with the seasons there are).
    What a game's board is not chosen by is left out."""

    game: str
    variant: str | None = absent_when_none()
    mode: str | None = absent_when_none()
    #: Sent null (all time) by a board chosen by season; left out by the others: the route
    #: leaves out what the game's board does not set (``response_model_exclude_unset``).
    season: Annotated[str | None, Field(description="The season asked for; null: all time.")] = None
    seasons: list[BoardSeason] | None = absent_when_none()
    players: list[BoardRow]
