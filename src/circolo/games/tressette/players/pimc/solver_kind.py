"""The third kind of player pimc's inference reads a seat as: one that plays the solver's
best card, as if it saw every hand (the arena's oracle; near enough, a very strong player
counting the last tricks out).

Such a seat's play tells a great deal about a layout: in the layouts where its card was
not among the best, it would not have played it. The chance of a play under this kind is a
soft choice by the solver's values of the seat's legal cards at that moment, every hand
as the layout has them: ``exp(-SHARPNESS * thirds given away)``, over the same for every
legal card. Only plays made with at most SOLVED_CARDS cards in hand are read so (a
position is solved in well under a millisecond there; longer ones would cost a move's
budget); before that, the kind reads a seat as the looser player does (kinds.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from circolo.core.cards.italian import Card
from circolo.games.tressette.rules import SEATS
from circolo.games.tressette.solver import Solver
from circolo.games.tressette.state import PlayedCard

#: Plays made with at most this many cards in hand are read by the solver's values.
SOLVED_CARDS = 6
#: How sharply the kind prefers the best card: each third a card gives away divides its
#: chance by e ** SHARPNESS (the oracle always plays a best card; near 5 read it best on
#: fixed positions, docs/benchmarks.md).
SHARPNESS = 5.0
#: The chance, before any play, that a seat not read as the club player is this kind
#: rather than the looser one.
SOLVER_SHARE = 0.5
#: Entries of the cache of solved plays kept across one hand's moves, at most.
CACHE_LIMIT = 100_000

#: Solved plays: by play index and every seat's cards at that play, the play's chance.
SolvedCache = dict[tuple[int, tuple[frozenset[Card], ...]], float]


class SolverReading:
    """The chance of plays under the solver's kind of player, one play at a time."""

    def __init__(self, solver: Solver, plays: Sequence[PlayedCard], cache: SolvedCache) -> None:
        """``plays``: the hand's plays so far; ``cache``: kept across a hand's moves (Memo)."""
        self.solver = solver
        self.plays = plays
        self.cache = cache

    def chance(self, index: int, holdings: Sequence[Sequence[Card]]) -> float:
        """The chance that play ``index`` is the card played, every seat holding
        ``holdings`` just before it (the player's own card among its holding)."""
        key = (index, tuple(frozenset(held) for held in holdings))
        known = self.cache.get(key)
        if known is not None:
            return known
        start = index - index % SEATS
        played = self.plays[index]
        trick = [p.card for p in self.plays[start:index]]
        values = self.solver.move_values(holdings, self.plays[start].seat, trick, played.seat % 2)
        if played.card not in values:  # not legal there: the layout cannot be
            return 0.0
        best = max(values.values())
        total = sum(math.exp(-SHARPNESS * (best - value)) for value in values.values())
        chance = math.exp(-SHARPNESS * (best - values[played.card])) / total
        if len(self.cache) >= CACHE_LIMIT:
            self.cache.clear()
        self.cache[key] = chance
        return chance
