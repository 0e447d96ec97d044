"""Pinnacola's ``expert``: a club player's choices, weighed by looking ahead.

The expert's own policy is ``strong``'s with its discard counting live outs (outs.py: a
card kept for a meld that can no longer be made is dead weight). At the two decisions that
shape a hand most — the draw (the stock, or which pile card) and the discard — the expert
takes the few candidates that policy rates best, deals the cards it cannot see in several
ways consistent with what its seat knows (each opponent's hand holds the cards it was seen
to take from the pile), and plays each candidate forward in every such layout with
``strong`` as everybody's policy: to its own next turn, or to the hand's end once the hand
is near it, and valued by its team's points less the opponents' (the table as it would
count). The candidate with the best average is played if it beats the policy's choice
layout by layout with confidence (:data:`CONFIDENCE`); otherwise the policy's choice stays.
Every other step — which meld, attach or swap — is the policy's (``strong``'s). Its reasons
give the search's figures: how many layouts, the candidate's average and the next best's.
"""

from __future__ import annotations

import random
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from circolo.core.cards.french import FrenchCard, pinnacola_deck
from circolo.core.errors import IllegalPlayError
from circolo.games.pinnacola.actions import Action, Discard, DrawPile, DrawStock, EndHand
from circolo.games.pinnacola.house_rules import opened_before_this_turn
from circolo.games.pinnacola.melds import card_value
from circolo.games.pinnacola.players.base import PinnacolaDecision, PinnacolaReason
from circolo.games.pinnacola.players.outs import seen_copies
from circolo.games.pinnacola.players.player import ClubPlayer
from circolo.games.pinnacola.state import HandState
from circolo.games.pinnacola.view import PinnacolaView, hand_view

#: Layouts of the unseen cards each candidate is played in (the same ones for every
#: candidate, so that their averages differ by the choice, not by the luck of the deal).
LAYOUTS: Final = 8
#: Candidates weighed at a discard (the club player's best few).
DISCARDS: Final = 4
#: Steps a look-ahead plays at most.
MAX_STEPS: Final = 120
#: A hand is "near its end" when some player holds this few cards or the stock this few:
#: then the look-ahead plays the hand out instead of stopping at the expert's next turn.
NEAR_END_CARDS: Final = 4
NEAR_END_STOCK: Final = 8
#: How much a card still held counts against its team when a look-ahead stops mid-hand.
HELD_WEIGHT: Final = 0.6
#: Steps (everybody's decisions in the look-ahead) the expert allows itself for one
#: decision: no layout is begun that would end past them, by the most steps a layout took so
#: far. A count, not a clock, so that the same request gets the same answer on any machine
#: or load; this machine plays some 860-960 steps a second, so that 640 is about the 0.7 s
#: the expert stopped at before (docs/benchmarks.md, issue 18).
STEP_BUDGET: Final = 640
#: The club player's choice is left only for a candidate that beats it, layout by layout,
#: by this many standard errors of the differences: a deviation made on the luck of a few
#: layouts costs games (benchmarks/pinnacola_deviations.py).
CONFIDENCE: Final = 2.0


@dataclass
class ExpertPlayer:
    """The ``expert`` Pinnacola player (see the module's description)."""

    rng: random.Random
    layouts: int = LAYOUTS
    #: Everybody's policy in the look-ahead: ``strong``.
    club: ClubPlayer = field(init=False)
    #: The expert's own choices, the candidates' order and every step it does not weigh:
    #: ``strong`` counting live outs at the discard (outs.py).
    own: ClubPlayer = field(init=False)

    def __post_init__(self) -> None:
        self.club = ClubPlayer(random.Random(self.rng.random()), "strong")
        self.own = ClubPlayer(random.Random(self.rng.random()), "expert")

    @property
    def name(self) -> str:
        """``expert``."""
        return "expert"

    def decide(self, view: PinnacolaView) -> PinnacolaDecision:
        """The next action of the seat to move in ``view``."""
        advice = self.own.decide(view)
        candidates = self._candidates(view, advice)
        if len(candidates) < 2:
            return advice
        outcomes = self._weigh(view, candidates)
        means = [statistics.fmean(values) for values in outcomes]
        best = confident_choice(candidates, outcomes, advice.action)
        second = max((i for i in range(len(candidates)) if i != best), key=lambda i: means[i])
        action = candidates[best]
        reasons = advice.reasons if action == advice.action else ()
        facts: dict[str, object] = {
            "layouts": len(outcomes[best]),
            "value": round(means[best]),
            "other_value": round(means[second]),
        }
        if isinstance(action, Discard):
            code, facts["card"] = "expert.discard", action.card.code
        elif isinstance(action, DrawPile):
            code, facts["card"] = "expert.pile", view.pile[action.index].code
        else:
            code = "expert.stock" if isinstance(action, DrawStock) else "expert.end"
        if means[second] > means[best]:  # the club's choice, kept: the best was not steady
            code = "expert.kept"
        return PinnacolaDecision(action, (*reasons, PinnacolaReason(code, facts)))

    # --- the choices weighed ----------------------------------------------------------

    def _candidates(self, view: PinnacolaView, advice: PinnacolaDecision) -> list[Action]:
        if view.phase == "draw":
            first: Action = DrawStock() if view.stock_size else EndHand()
            return [first, *(DrawPile(index) for index in view.usable_pile)]
        if not isinstance(advice.action, Discard) or len(view.hand) == 1:
            return []
        ranked = sorted(
            dict.fromkeys(view.discardable),
            key=lambda c: (self.own.discard_cost(c, view), c.index),
        )
        choices: list[Action] = [advice.action]
        for card in ranked:
            if len(choices) >= DISCARDS:
                break
            if Discard(card) not in choices:
                choices.append(Discard(card))
        return choices

    def _weigh(self, view: PinnacolaView, candidates: Sequence[Action]) -> list[list[float]]:
        """Each candidate's outcome in each layout played (the same layouts for all)."""
        outcomes: list[list[float]] = [[] for _ in candidates]
        spent = most = 0
        for _ in range(self.layouts):
            state = determinize(view, self.rng)
            steps = 0
            for index, action in enumerate(candidates):
                value, taken = self._outcome(state, action, view.seat)
                outcomes[index].append(value)
                steps += taken
            spent += steps
            most = max(most, steps)
            if spent + most > STEP_BUDGET:  # the next layout would end past it
                break
        return outcomes

    def _outcome(self, state: HandState, action: Action, seat: int) -> tuple[float, int]:
        """Play ``action``, then everybody as ``strong`` to ``seat``'s next turn (or the
        hand's end when it is near): the table's count for ``seat``'s team, and the steps
        played."""
        team = seat % 2
        try:
            state = state.apply(action)
        except IllegalPlayError:  # not possible in this layout: worth nothing special
            return _count(state, team), 0
        to_end = _near_end(state)
        left_turn = False
        steps = 0
        while steps < MAX_STEPS and not state.is_over:
            if state.seat != seat:
                left_turn = True
            elif left_turn and state.phase == "draw" and not to_end:
                break
            decision = self.club.decide(hand_view(state, state.seat))
            steps += 1
            try:
                state = state.apply(decision.action)
            except IllegalPlayError:
                break
            to_end = to_end or _near_end(state)
        return _count(state, team), steps


def determinize(view: PinnacolaView, rng: random.Random) -> HandState:
    """A whole hand consistent with ``view``: the unseen cards dealt at random to the other
    hands (each keeping the cards it was seen to take) and to the stock."""
    options = view.options
    unseen = Counter(pinnacola_deck(pinelle=options.pinelle, jokers=options.jokers))
    unseen.subtract(seen_copies(view))
    pool = sorted(unseen.elements())
    rng.shuffle(pool)
    hands: list[tuple[FrenchCard, ...]] = []
    for other, size in enumerate(view.hand_sizes):
        if other == view.seat:
            hands.append(tuple(view.hand))
            continue
        need = max(0, size - len(view.known[other]))
        hands.append(tuple(sorted((*view.known[other], *pool[:need]))))
        pool = pool[need:]
    stock = tuple(pool[: view.stock_size])
    return HandState(
        options=options,
        dealer=view.dealer,
        deal=tuple(hands),
        upcard=view.pile[0] if view.pile else pool[0],
        initial_stock=stock,
        hands=tuple(hands),
        stock=stock,
        pile=view.pile,
        melds=view.melds,
        opened=view.opened,
        seat=view.seat,
        phase=view.phase,
        current=view.current,
        must_use=view.must_use,
        opened_before_turn=opened_before_this_turn(view.melds, view.seat, view.current),
        turns=view.turns,
        known=view.known,
    )


def confident_choice(
    candidates: Sequence[Action], outcomes: Sequence[list[float]], club: Action
) -> int:
    """The candidate to play: the one with the best average if it beats the club's choice
    layout by layout with confidence (:data:`CONFIDENCE`), else the club's choice."""
    means = [statistics.fmean(values) for values in outcomes]
    top = max(range(len(candidates)), key=lambda i: (means[i], -i))
    if club not in candidates:
        return top
    base = candidates.index(club)
    if top == base or len(outcomes[base]) < 2:
        return base
    differences = [v - b for v, b in zip(outcomes[top], outcomes[base], strict=True)]
    mean = statistics.fmean(differences)
    error = statistics.stdev(differences) / len(differences) ** 0.5
    return top if mean > 0 and mean >= CONFIDENCE * error else base


def _near_end(state: HandState) -> bool:
    fewest = min(len(cards) for cards in state.hands)
    return fewest <= NEAR_END_CARDS or len(state.stock) <= NEAR_END_STOCK


def _count(state: HandState, team: int) -> float:
    """``team``'s points less the opponents': the result once the hand is over, else the
    melds on the table less the cards still held (at :data:`HELD_WEIGHT`) and 100 for each
    player who has not opened yet."""
    if state.is_over:
        total = state.result().total
        return float(total[team] - total[1 - team])
    score = [0.0, 0.0]
    for meld in state.melds:
        score[meld.seat % 2] += meld.value(state.options)
    for seat, cards in enumerate(state.hands):
        held = sum(card_value(card, state.options) for card in cards)
        score[seat % 2] -= HELD_WEIGHT * held + (0 if state.opened[seat] else 100)
    return score[team] - score[1 - team]
