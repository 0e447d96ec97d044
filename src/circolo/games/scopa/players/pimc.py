"""Scopa's ``pimc`` player: the unseen cards dealt into layouts, each searched ahead.

The seat deals the cards it has not seen (the other hands, the stock's order) at random into
layouts that agree with what is public — how many cards each seat holds, the stock's size —
values each of its legal steps in every layout with :mod:`search` (with both sides at their
best, to the hand's end where that is near, else a few plays ahead at the club player's card
worths), and plays the step best on average. With two players and the stock out every card is
known by elimination: one layout, searched exactly to the end. Where two steps come out
equal, the club player's step (:mod:`heuristic`) is preferred, and it also describes what the
chosen step takes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from circolo.core.cards.italian import DECK
from circolo.core.players import Reason
from circolo.games.scopa.players.base import ScopaDecision
from circolo.games.scopa.players.heuristic import ScopaHeuristicPlayer, capture_reasons
from circolo.games.scopa.players.heuristic_count import Count
from circolo.games.scopa.players.heuristic_look import judge
from circolo.games.scopa.players.search import LayoutSearch, Move
from circolo.games.scopa.state import Play
from circolo.games.scopa.view import SeatView

#: Plays looked ahead, by the seats and cards in each hand (3: Scopa, 10: Scopone).
DEPTH: Final[dict[tuple[int, int], int]] = {(2, 3): 6, (4, 3): 6, (4, 10): 4}
#: Layouts searched, likewise.
WORLDS: Final[dict[tuple[int, int], int]] = {(2, 3): 128, (4, 3): 64, (4, 10): 24}
#: Within this many plays of the hand's end the search goes to the end.
EXACT_PLAYS: Final[dict[tuple[int, int], int]] = {(2, 3): 8, (4, 3): 6, (4, 10): 4}
#: Two steps whose averages differ by less than this are equal.
TIE: Final = 1e-6


@dataclass(frozen=True, slots=True)
class Layout:
    """One dealing of the unseen cards: every seat's hand and the stock still to deal."""

    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]


def sample_layout(count: Count, rng: random.Random) -> Layout:
    """The unseen cards dealt at random: each other seat as many as it holds, the rest the
    stock in a random order (the seat's own hand as it is)."""
    unseen = [card.index for card in count.unseen]
    rng.shuffle(unseen)
    hands: list[tuple[int, ...]] = []
    start = 0
    for seat, held in enumerate(count.held):
        if seat == count.seat:
            hands.append(tuple(card.index for card in count.hand))
        else:
            hands.append(tuple(unseen[start : start + held]))
            start += held
    return Layout(tuple(hands), tuple(unseen[start:]))


def known_layout(count: Count) -> bool:
    """Whether the unseen cards can lie only one way: every one in the one other hand."""
    others = [held for seat, held in enumerate(count.held) if seat != count.seat and held]
    return count.stock_left == 0 and len(others) <= 1


def layout_search(view: SeatView, count: Count, layout: Layout) -> LayoutSearch:
    """The search of ``layout`` from the seat's turn."""
    piles = tuple([card.index for card in pile] for pile in count.piles)
    return LayoutSearch.of(
        view.options,
        dealer=view.dealer,
        turn=view.seat,
        hands=layout.hands,
        table=[card.index for card in view.table],
        stock=layout.stock,
        piles=(piles[0], piles[1]),
        scope=count.scope,
        last_capture=count.last_capture,
    )


def as_move(play: Play) -> Move:
    """A step as the search writes it."""
    return (play.card.index, tuple(sorted(card.index for card in play.take)))


def as_play(move: Move) -> Play:
    """A search's move as a step."""
    card, take = move
    return Play(DECK[card], tuple(DECK[i] for i in take))


@dataclass(frozen=True, slots=True)
class Weighing:
    """Each legal step's average over the layouts, and how it was searched."""

    averages: dict[Play, float]
    worlds: int
    plies: int
    exact: bool


def weigh(
    view: SeatView,
    count: Count,
    rng: random.Random,
    *,
    worlds: int | None = None,
    depth: int | None = None,
) -> Weighing:
    """Every legal step of ``view`` valued over ``worlds`` layouts, ``depth`` plays ahead
    (None: the defaults of the game's shape; module docstring)."""
    options = view.options
    shape = (options.players, options.hand_size)
    plays_left = count.plays_left
    depth = DEPTH[shape] if depth is None else depth
    exact = plays_left <= max(EXACT_PLAYS[shape], depth)
    plies = plays_left if exact else min(depth, sum(count.held))  # not past the round
    known = known_layout(count)
    worlds = 1 if known else WORLDS[shape] if worlds is None else worlds
    totals = {as_move(play): 0.0 for play in view.legal}
    for _ in range(worlds):
        search = layout_search(view, count, sample_layout(count, rng))
        for (card, take), value in search.root_values(plies).items():
            totals[card, tuple(sorted(take))] += value
    averages = {as_play(move): total / worlds for move, total in totals.items()}
    return Weighing(averages, worlds, plies, exact and known)


def step_reasons(count: Count, play: Play) -> list[Reason]:
    """What ``play`` takes, as the club player says it, or the card laid down."""
    if play.take:
        return capture_reasons(count, judge(count, play))
    return [Reason("scopa.heuristic.lay", {"card": play.card.code})]


def search_reason(weighing: Weighing, chosen: Play) -> Reason:
    """Why the search chose ``chosen``: its margin over the next best step, or, with every
    card known, how the hand ends."""
    average = weighing.averages[chosen]
    if weighing.exact:
        points = round(abs(average))
        lead = "ahead" if average > 0 else "behind" if average < 0 else "level"
        return Reason(f"scopa.pimc.exact_{lead}", {"card": chosen.card.code, "count": points})
    runner_up = max(
        (play for play in weighing.averages if play != chosen),
        key=lambda play: weighing.averages[play],
    )
    facts: dict[str, object] = {
        "card": chosen.card.code,
        "worlds": weighing.worlds,
        "plies": weighing.plies,
        "gain": f"{average - weighing.averages[runner_up]:.2f}",
    }
    if runner_up.card == chosen.card:
        return Reason("scopa.pimc.worlds_take", facts)
    return Reason("scopa.pimc.worlds", {**facts, "best": runner_up.card.code})


@dataclass
class ScopaPimcPlayer:
    """Searches sampled layouts of the unseen cards (module docstring); the club player
    breaks ties and decides when there is one step."""

    rng: random.Random
    #: Layouts searched and plays looked ahead (None: by the game's shape).
    worlds: int | None = None
    depth: int | None = None

    def __post_init__(self) -> None:
        self.club = ScopaHeuristicPlayer(self.rng)

    @property
    def name(self) -> str:
        """``pimc``."""
        return "pimc"

    def decide(self, view: SeatView) -> ScopaDecision:
        """The step best on average over the layouts, with its reasons."""
        club = self.club.decide(view)
        if len(view.legal) < 2:
            return club
        count = Count.of(view)
        weighing = weigh(view, count, self.rng, worlds=self.worlds, depth=self.depth)
        top = max(weighing.averages.values())
        best = [play for play, value in weighing.averages.items() if value >= top - TIE]
        chosen = club.action if club.action in best else best[0]
        reasons = (*step_reasons(count, chosen), search_reason(weighing, chosen))
        return ScopaDecision(chosen, reasons)
