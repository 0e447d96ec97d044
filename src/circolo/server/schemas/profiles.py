"""The profiles' answers: a new profile, and a profile's statistics (games and wins alone
and with people, per partner, and its match history)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from circolo.server.schemas import Answer
from circolo.storage.profiles import Mode


class ProfileCreated(Answer):
    """``POST /api/profiles``: the new profile's id, its secret (shown this once) and its
    nickname as kept."""

    id: str
    secret: str
    nickname: str


class GamesAndWins(Answer):
    """Matches played and won in one mode (alone with the computer, or with people)."""

    games: int
    wins: int
    left: Annotated[int, Field(description="Matches left to the computer (counted as lost).")]
    win_rate: Annotated[
        float | None, Field(description="Wins over games, to 3 places (null: none played).")
    ]


class Partner(Answer):
    """Matches played and won beside one partner."""

    partner: str
    games: int
    wins: int


class HistoryEntry(Answer):
    """One finished match of a profile."""

    at: Annotated[str, Field(description="When it finished (ISO 8601).")]
    game: str
    table: Annotated[str, Field(description="The table, whose record the replay viewer opens.")]
    variant: str
    mode: Mode
    won: bool
    left: Annotated[
        bool, Field(description="The profile left and the computer finished it (a loss).")
    ]


class Statistics(Answer):
    """``GET /api/profiles/{id}`` (and what ``rename`` and ``reset`` answer): a profile's
    games and wins; its partners and history only to the profile's own secret."""

    id: str
    nickname: str
    single: GamesAndWins
    multi: GamesAndWins
    partners: list[Partner]
    history: list[HistoryEntry]
    public: Annotated[
        bool,
        Field(
            description="True when asked without the secret: the numbers only, no partners "
            "and no history."
        ),
    ]
