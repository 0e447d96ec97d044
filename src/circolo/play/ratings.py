"""The rating model: a Bayesian skill per player and variant (Weng-Lin, from ``openskill``).

A player's skill is a belief, a normal distribution of mean ``mu`` and deviation ``sigma``
(the uncertainty: large for a newcomer, smaller with every match). A match is a team result:
each side is a team of its players' skills, and OpenSkill's Plackett-Luce model
(:class:`openskill.models.PlackettLuce`, its default parameters: a newcomer at mu 25,
sigma 25/3) moves every player by what the result says of them — more for the side that was
expected to lose and won, more for the players it knew least. A level result is a tie.

The rating a leaderboard lists and ranks by is the model's ordinal, ``mu - 3 sigma``: a
skill the player has almost surely reached (a newcomer's is 0), shown with its uncertainty.
This module is the one place that knows the model: the standings (``rated_standings.py``)
and the store keep and show what it answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from openskill.models import PlackettLuce

#: The model, with OpenSkill's defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300).
MODEL: Final = PlackettLuce()
#: How many deviations below the mean the listed rating is (OpenSkill's ordinal).
Z: Final = 3.0


@dataclass(frozen=True)
class Skill:
    """A player's skill in one variant: the mean and the uncertainty (a deviation)."""

    mu: float
    sigma: float

    @property
    def rating(self) -> float:
        """The rating listed and ranked by: the model's ordinal, ``mu - 3 sigma``.

        >>> round(START.rating, 6)
        0.0
        """
        return self.mu - Z * self.sigma


#: A newcomer's skill (the model's prior).
START: Final = Skill(MODEL.mu, MODEL.sigma)


def rate(sides: Sequence[Sequence[Skill]], winner: int | None) -> list[list[Skill]]:
    """Every player's skill after a match of ``sides`` (teams, each a list of its players'
    skills) that side ``winner`` won, or that ended level (``winner`` None: a tie)."""
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma) for s in side] for side in sides]
    if winner is None:
        ranks = [1.0] * len(sides)
    else:
        ranks = [1.0 if index == winner else 2.0 for index in range(len(sides))]
    rated = MODEL.rate(teams, ranks=ranks)
    return [[Skill(player.mu, player.sigma) for player in team] for team in rated]
