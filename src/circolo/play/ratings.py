"""Elo ratings per player and variant, from finished matches.

A match is a team result: each side's strength is the mean rating of its two seats (an AI
seat counts at the fixed rating of its player name), and every human on a side moves by the
same amount.
"""

from __future__ import annotations

from typing import Final

START_RATING: Final = 1500.0
#: How far one match moves a rating.
K_FACTOR: Final = 24.0
#: Fixed ratings of the AI players, so beating them counts for what it is worth.
AI_RATINGS: Final[dict[str, float]] = {"random": 1000.0, "heuristic": 1500.0, "pimc": 1600.0}


def expected(rating: float, other: float) -> float:
    """The expected score (0 to 1) of ``rating`` against ``other``.

    >>> round(expected(1500, 1500), 2)
    0.5
    """
    return 1.0 / (1.0 + 10 ** ((other - rating) / 400.0))


def team_change(ours: list[float], theirs: list[float], won: bool) -> float:
    """The rating change for each player of a team that won (or lost) against ``theirs``."""
    mine = sum(ours) / len(ours)
    other = sum(theirs) / len(theirs)
    return K_FACTOR * ((1.0 if won else 0.0) - expected(mine, other))


def ai_rating(name: str) -> float:
    """The fixed rating of an AI player spec (settings after the colon do not count)."""
    return AI_RATINGS.get(name.split(":")[0], START_RATING)
