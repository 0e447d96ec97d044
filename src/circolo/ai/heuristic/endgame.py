"""The last tricks counted out: by trick 8 a careful counter knows every card (docs/strategy.md §6).

With few cards in hand, the seat deals the unseen cards out in layouts that agree with all
it knows (each seat's card count, voids, cards known held or lacking, counts signalled),
has the compiled exact solver (circolo.solver) play each layout out for every legal card
(both sides playing their best, every card visible), and keeps the card that does best on
average: the points — thirds made whole with what each side already took, the last
trick's point included — its side ends the hand with, minus the other side's.
"""

from __future__ import annotations

import random
import threading

from circolo.ai.heuristic.knowledge import Knowledge
from circolo.cards.italian import Card
from circolo.solver import Solver
from circolo.tressette.ranking import strength, thirds
from circolo.tressette.rules import SEATS, team_of

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
    totals = dict.fromkeys(view.legal, 0.0)
    searched = 0
    for _ in range(LAYOUTS[len(view.hand)]):
        layout = _layout(k, rng)
        if layout is None:
            continue
        values = solver.move_values(layout, leader, trick, me)
        for card, value in values.items():
            ours = (taken[me] + value) // 3
            theirs = (taken[1 - me] + left - value) // 3
            totals[card] += ours - theirs
        searched += 1
    if not searched:
        return None
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


def _layout(k: Knowledge, rng: random.Random) -> list[list[Card]] | None:
    """One deal of the unseen cards that agrees with what this seat knows, or None."""
    view = k.view
    counts = [10 - sum(1 for p in view.plays if p.seat == seat) for seat in range(SEATS)]
    others = [seat for seat in range(SEATS) if seat != k.me]
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    hands[k.me] = list(view.hand)
    unseen = sorted(view.unseen, key=lambda c: c.index)
    for seat in others:  # cards a seat surely holds go to it first
        for card in sorted(k.seats[seat].holds, key=lambda c: c.index):
            if card in unseen and len(hands[seat]) < counts[seat]:
                hands[seat].append(card)
                unseen.remove(card)
    room_of = {card: [s for s in others if k.may_hold(s, card)] for card in unseen}
    for _attempt in range(20):
        rng.shuffle(unseen)
        trial = [list(h) for h in hands]
        # The most constrained cards first: those fewest seats may hold.
        for card in sorted(unseen, key=lambda c: len(room_of[c])):
            room = [s for s in room_of[card] if len(trial[s]) < counts[s]]
            if not room:
                break
            trial[rng.choice(room)].append(card)
        else:
            if all(len(trial[seat]) == counts[seat] for seat in range(SEATS)) and _agrees(k, trial):
                return trial
    return None


def _agrees(k: Knowledge, hands: list[list[Card]]) -> bool:
    """Whether a layout gives each seat the number of cards per suit its signals told."""
    for seat in range(SEATS):
        facts = k.seats[seat]
        for suit, n in facts.at_least.items():
            if sum(1 for c in hands[seat] if c.suit is suit) < n:
                return False
        for suit, n in facts.counts.items():
            if sum(1 for c in hands[seat] if c.suit is suit) != n:
                return False
    return True
