"""The last tricks counted out: by trick 8 a careful counter knows every card (docs/strategy.md §6).

With few cards in hand, the seat deals the unseen cards out in layouts that agree with all
it knows (each seat's card count, voids, cards known held or lacking, counts signalled),
drawn uniformly by the players' one sampler (layouts.py, which pimc draws from too), has
the compiled exact solver (circolo.games.tressette.solver) play each layout out for every legal
card (both
sides playing their best, every card visible), and keeps the card that does best on
average: the points — thirds made whole with what each side already took, the last
trick's point included — its side ends the hand with, minus the other side's.
"""

from __future__ import annotations

import random
import threading

from circolo.core.cards.italian import Card
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.layouts import LayoutSampler
from circolo.games.tressette.ranking import strength, thirds
from circolo.games.tressette.rules import team_of
from circolo.games.tressette.solver import Solver

#: Layouts solved, by cards left in hand.
LAYOUTS = {1: 1, 2: 16, 3: 16, 4: 16}
#: Largest hand the endgame takes on: the last four tricks.
MAX_CARDS = max(LAYOUTS)


def endgame_card(
    k: Knowledge, rng: random.Random, max_cards: int = MAX_CARDS
) -> tuple[Card, float] | None:
    """The card with the best average outcome over sampled layouts, and that average.

    None with more than ``max_cards`` cards in hand, or a single legal card.
    """
    view = k.view
    if len(view.hand) > min(max_cards, MAX_CARDS) or len(view.legal) < 2:
        return None
    taken = [0, 0]
    for done, winner in view.tricks:
        taken[team_of(winner)] += sum(thirds(p.card) for p in done)
    me = team_of(k.me)
    trick = [p.card for p in view.current_trick]
    leader = view.current_trick[0].seat if view.current_trick else k.me
    left = sum(thirds(c) for c in view.unseen) + sum(thirds(c) for c in view.hand)
    left += sum(thirds(c) for c in trick) + 3
    solver = _solver()
    sampler = LayoutSampler(k)
    totals = dict.fromkeys(view.legal, 0.0)
    searched = LAYOUTS[len(view.hand)]
    for _ in range(searched):
        values = solver.move_values(sampler.sample(rng), leader, trick, me)
        for card, value in values.items():
            ours = (taken[me] + value) // 3
            theirs = (taken[1 - me] + left - value) // 3
            totals[card] += ours - theirs
    best = max(view.legal, key=lambda c: (totals[c], -strength(c)))
    return best, totals[best] / searched


_LOCAL = threading.local()


def _solver() -> Solver:
    """One solver per thread (a solver is not shared between threads): its table of
    positions serves every layout and every hand that thread counts out."""
    solver: Solver | None = getattr(_LOCAL, "solver", None)
    if solver is None:
        solver = _LOCAL.solver = Solver(16)
    return solver
