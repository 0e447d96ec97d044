"""Whether reading the opponents' draws tells the expert more about their hands.

Hands of ``strong`` at every seat; at each discard of seat 0, for every card it may
discard, the chance that the next opponent holds two natural cards that meld with it (what
feeds him the pile) is estimated from layouts of what seat 0 knows — uniform ones
(:func:`determinize`) and ones read from the cards the opponents left on the pile
(:func:`read_layouts`) — and compared with the true hand: the Brier score (mean squared
error, lower is better) and the log-loss of each estimate, and those of the base rate.

The reading: an opponent who left the card on top of the pile for the stock could not (or
would not) meld it — a club player takes a card that makes a new meld with two of his own.
So a layout where that opponent now holds two natural cards that meld with a card it left
is less likely: :func:`read_layouts` draws a larger pool and keeps layouts in proportion
to ``--decline`` for each such card. (Not in the expert: it did not pay;
docs/lab/pinnacola-expert.md.)

    .venv/bin/python -m benchmarks.pinnacola_reading --players 2 --hands 60 --layouts 32
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import time
from collections.abc import Sequence
from typing import Final

from benchmarks.pinnacola_deviations import strong_hand
from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.actions import Discard, DrawStock
from circolo.games.pinnacola.melds import is_wild
from circolo.games.pinnacola.moves import natural_runs, natural_sets
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.expert import determinize
from circolo.games.pinnacola.state import HandState
from circolo.games.pinnacola.view import PinnacolaView, hand_view

#: How much likelier a layout is than one where an opponent holds a meld for one card it
#: left on the pile (each such card counts again).
DECLINE_WEIGHT: Final = 0.25
#: Layouts drawn for each one kept, when the opponents' draws are read.
POOL_FACTOR: Final = 4


#: Estimates are kept within these bounds for the log-loss.
CLIP = (0.02, 0.98)


def declines(view: PinnacolaView) -> list[tuple[int, FrenchCard]]:
    """Each natural card an opponent left on top of the pile for the stock, with the seat.
    The top card at a turn is the last turn's discard (the first turn's is not known here)."""
    found = []
    for before, turn in itertools.pairwise(view.turns):
        top = before.discard
        if turn.seat % 2 == view.team or not isinstance(turn.draw, DrawStock) or top is None:
            continue
        if not is_wild(top, view.options):
            found.append((turn.seat, top))
    return found


def melds_with(card: FrenchCard, hand: Sequence[FrenchCard], options: PinnacolaOptions) -> bool:
    """Whether ``card`` makes a natural set or run with cards of ``hand``."""
    cards = [*hand, card]
    melds = (*natural_sets(cards, options), *natural_runs(cards, options))
    return any(card == placed.card for meld in melds for placed in meld.cards)


def layout_weight(
    state: HandState,
    left: Sequence[tuple[int, FrenchCard]],
    options: PinnacolaOptions,
    decline: float = DECLINE_WEIGHT,
) -> float:
    """How likely ``state`` is by the cards its opponents left (1 when it fits them all)."""
    weight = 1.0
    for seat, card in left:
        if melds_with(card, state.hands[seat], options):
            weight *= decline
    return weight


def read_layouts(
    view: PinnacolaView, rng: random.Random, count: int, decline: float = DECLINE_WEIGHT
) -> list[HandState]:
    """``count`` layouts of ``view``'s unseen cards, fewer of them where an opponent holds a
    meld for a card it left on the pile (drawn in proportion, without repeats)."""
    left = declines(view)
    if not left:
        return [determinize(view, rng) for _ in range(count)]
    pool = [determinize(view, rng) for _ in range(count * POOL_FACTOR)]
    keyed = [
        (rng.random() ** (1.0 / layout_weight(state, left, view.options, decline)), number)
        for number, state in enumerate(pool)
    ]
    keyed.sort(reverse=True)
    return [pool[number] for _, number in keyed[:count]]


def estimates(
    players: int, hands: int, seed: int, layouts: int, decline: float = DECLINE_WEIGHT
) -> list[tuple[bool, float, float]]:
    """For each card seat 0 could discard (where the opponents left a card): whether it
    melds with the next opponent's true hand, the uniform estimate, the read one."""
    options = PinnacolaOptions(players=players, mode="single")
    rows: list[tuple[bool, float, float]] = []
    for index in range(hands):
        rng = random.Random(f"pinnacola-reading/{seed}/{index}")
        state, club = strong_hand(options, rng, index)
        while not state.is_over:
            view = hand_view(state, state.seat)
            action = club[state.seat].decide(view).action
            if state.seat == 0 and isinstance(action, Discard) and declines(view):
                after = (state.seat + 1) % players
                uniform = [determinize(view, rng).hands[after] for _ in range(layouts)]
                read = [layout.hands[after] for layout in read_layouts(view, rng, layouts, decline)]
                for card in dict.fromkeys(view.discardable):
                    truth = melds_with(card, state.hands[after], options)
                    plain = sum(melds_with(card, h, options) for h in uniform) / layouts
                    weighed = sum(melds_with(card, h, options) for h in read) / layouts
                    rows.append((truth, plain, weighed))
            state = state.apply(action)
    return rows


def _scores(rows: list[tuple[bool, float]]) -> tuple[float, float]:
    brier = sum((p - t) ** 2 for t, p in rows) / len(rows)
    loss = 0.0
    for truth, estimate in rows:
        p = min(max(estimate, CLIP[0]), CLIP[1])
        loss -= math.log(p if truth else 1 - p)
    return brier, loss / len(rows)


def main() -> None:
    """The command line (see the module's description)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 4), default=2)
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--layouts", type=int, default=32)
    parser.add_argument("--decline", type=float, default=DECLINE_WEIGHT)
    args = parser.parse_args()
    started = time.perf_counter()
    rows = estimates(args.players, args.hands, args.seed, args.layouts, args.decline)
    base = sum(t for t, _, _ in rows) / len(rows)
    print(f"{len(rows)} cards seat 0 could discard, {base:.1%} of them meld with the next hand")
    print("estimate      Brier   log-loss")
    for name, scored in (
        ("base rate", [(t, base) for t, _, _ in rows]),
        ("uniform", [(t, u) for t, u, _ in rows]),
        ("read", [(t, r) for t, _, r in rows]),
    ):
        brier, loss = _scores(scored)
        print(f"{name:12s} {brier:6.4f}   {loss:6.4f}")
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
