"""Briscola's ``heuristic`` player: how a good club player plays, with the reason for each card.

It counts what is out (the cards played, its own, the face-up card), so it knows which
briscole and which loads (assi and tre) the others may still hold, and plays by the club's
rules, in order:

- exchange the 7 of briscola for a stronger face-up briscola;
- with four, give partner a load when partner's card takes the trick and nobody after can
  beat it;
- take a load on the table with the lowest card that wins it, a card of the suit before a
  briscola;
- take a trick worth something with a card of its suit when nobody after can beat it;
- keep the briscole for the loads: on a trick worth little play a card worth little;
- lead low (the last to play is always an opponent), never a load the others can take.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from circolo.core.cards.italian import DECK, Card, Suit
from circolo.core.players import Reason
from circolo.games.briscola.players.base import BriscolaDecision
from circolo.games.briscola.ranking import SWAP_RANK, beats, points, strength
from circolo.games.briscola.state import Play, SwapSeven
from circolo.games.briscola.view import SeatView

#: Points on the table that are worth a briscola (an asso or a tre: a load).
LOAD: Final = 10
#: Points on the table worth taking with a card of the suit led.
WORTH_TAKING: Final = 2


@dataclass(frozen=True)
class Count:
    """What the seat knows is out and what the others may still hold."""

    #: Cards the other seats may hold (or are still in the stock), the face-up one aside.
    unseen: frozenset[Card]
    briscola: Suit

    @classmethod
    def of(cls, view: SeatView) -> Count:
        """Every card not in the seat's hand, not played and not lying face up."""
        known = set(view.hand) | {entry.card for entry in view.plays if not entry.swap}
        if view.face_up is not None:
            known.add(view.face_up)
        return cls(frozenset(c for c in DECK if c not in known), view.briscola.suit)

    def can_beat(self, card: Card) -> bool:
        """Whether some card the others may hold beats ``card`` on the table."""
        return any(beats(other, card, self.briscola) for other in self.unseen)

    def briscole_out(self) -> int:
        """Briscole the others may still hold (or that are still to be drawn)."""
        return sum(1 for card in self.unseen if card.suit is self.briscola)


def _value(card: Card, briscola: Suit) -> tuple[int, int, int]:
    """How dear a card is to give away: briscole last, then points, then strength."""
    return (card.suit is briscola, points(card), strength(card))


def _cheapest(cards: Iterable[Card], briscola: Suit) -> Card:
    return min(cards, key=lambda c: _value(c, briscola))


@dataclass
class BriscolaHeuristicPlayer:
    """Plays by the club's rules above; deterministic (its generator breaks no ties)."""

    rng: random.Random

    @property
    def name(self) -> str:
        """``heuristic``."""
        return "heuristic"

    def decide(self, view: SeatView) -> BriscolaDecision:
        """The step of the seat to move in ``view``, with its reason."""
        swap = self._swap(view)
        if swap is not None:
            return swap
        count = Count.of(view)
        trick = view.trick
        if not trick:
            return self._lead(view, count)
        return self._follow(view, count, [entry.card for entry in trick], trick[0].seat)

    def _swap(self, view: SeatView) -> BriscolaDecision | None:
        if not view.may_swap or view.face_up is None:
            return None
        seven = Card.of(SWAP_RANK, view.briscola.suit)
        if strength(view.face_up) <= strength(seven):
            return None
        facts = {"card": seven.code, "won": view.face_up.code}
        return BriscolaDecision(SwapSeven(seven), (Reason("briscola.heuristic.swap", facts),))

    def _lead(self, view: SeatView, count: Count) -> BriscolaDecision:
        suit = count.briscola
        plain = [c for c in view.hand if c.suit is not suit]
        safe_loads = [c for c in plain if points(c) >= LOAD and not count.can_beat(c)]
        if safe_loads:
            card = max(safe_loads, key=points)
            return _decision(card, "briscola.heuristic.lead_safe_load", points=points(card))
        lisci = [c for c in plain if points(c) < LOAD]
        if lisci:
            return _decision(_cheapest(lisci, suit), "briscola.heuristic.lead_low")
        trumps = [c for c in view.hand if c.suit is suit]
        if trumps:
            card = _cheapest(trumps, suit)
            return _decision(card, "briscola.heuristic.lead_briscola", out=count.briscole_out())
        return _decision(_cheapest(view.hand, suit), "briscola.heuristic.lead_forced")

    def _follow(
        self, view: SeatView, count: Count, table: Sequence[Card], leader: int
    ) -> BriscolaDecision:
        suit = count.briscola
        players = view.options.players
        best = 0
        for position in range(1, len(table)):
            if beats(table[position], table[best], suit):
                best = position
        winning = table[best]
        winner_seat = (leader + best) % players
        partner_wins = view.options.side_of(winner_seat) == view.options.side_of(view.seat)
        after = players - len(table) - 1
        at_stake = sum(points(c) for c in table)
        if partner_wins:
            safe = after == 0 or not count.can_beat(winning)
            plain = [c for c in view.hand if c.suit is not suit]
            if safe and plain:
                card = max(plain, key=lambda c: (points(c), -strength(c)))
                if points(card) > 0:
                    return _decision(card, "briscola.heuristic.give_partner", points=points(card))
            return _decision(_cheapest(view.hand, suit), "briscola.heuristic.partner_takes")
        winners = [c for c in view.hand if beats(c, winning, suit)]
        same_suit = [c for c in winners if c.suit is not suit]
        if at_stake >= LOAD and winners:
            card = min(winners, key=lambda c: (c.suit is suit, strength(c)))
            trumped = card.suit is suit and winning.suit is not suit
            code = "trump_load" if trumped else "take_load"
            return _decision(card, f"briscola.heuristic.{code}", points=at_stake)
        if same_suit and at_stake + max(points(c) for c in same_suit) >= WORTH_TAKING:
            sure = [c for c in same_suit if after == 0 or not count.can_beat(c)]
            if sure:
                card = min(sure, key=strength)
                won = at_stake + points(card)
                if not won:
                    return _decision(card, "briscola.heuristic.take_lead")
                return _decision(card, "briscola.heuristic.take_cheap", points=won)
        lisci = [c for c in view.hand if c.suit is not suit and points(c) < LOAD]
        if lisci:
            return _decision(_cheapest(lisci, suit), "briscola.heuristic.duck", points=at_stake)
        if winners:
            card = min(winners, key=lambda c: (c.suit is suit, strength(c)))
            return _decision(card, "briscola.heuristic.save_load", points=at_stake)
        card = min(view.hand, key=lambda c: (points(c), c.suit is suit, strength(c)))
        return _decision(card, "briscola.heuristic.forced", points=at_stake)


def _decision(card: Card, code: str, **facts: object) -> BriscolaDecision:
    return BriscolaDecision(Play(card), (Reason(code, {"card": card.code, **facts}),))
