"""A model of how a strong player plays, learned from the solver's own play (issue 17).

The inference weighs each layout by how likely it makes the other seats' plays. A seat that
plays by the club rules is read by the heuristic's model; one that does not (the all-seeing
oracle, another search player, pimc itself as partner) is read by a looser model that gives
the club card a fixed share and every other legal card the same chance — which tells little
where a strong player's card depends on its holding in ways the club rules do not follow.

This model gives each legal card a chance from what the seat holds and sees — the card's
worth and place in its suit, whether it takes the trick and who holds the trick now, the
points on the table, whether it is the club rules' card — by a conditional logit whose
weights were fitted to the plays of the solver playing every seat with all hands known
(``benchmarks/strong_play.py``). It conditions only on the seat's own cards and what is
public, so it says how often a perfect player holding *this* plays *that*, averaged over the
cards it cannot see: exactly what a layout's weight needs. The weights ship in
``strong_play.json`` beside this module.

pimc reads by it with ``pimc:loose=learned``. It predicts the solver's plays far better than
the looser model and places the unseen cards better against the oracle, but pimc played no
better with it (docs/lab/pimc-vs-oracle.md, "A model of strong play"): not the default.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources

from circolo.core.cards.italian import DECK, Card, Suit
from circolo.games.tressette.ranking import strength, thirds
from circolo.games.tressette.rules import SEATS, legal_cards
from circolo.games.tressette.view import SeatView

#: Cards of each suit, strongest first (for "no card still out beats it").
_BY_SUIT: dict[Suit, list[Card]] = {}
for _card in sorted(DECK, key=strength, reverse=True):
    _BY_SUIT.setdefault(_card.suit, []).append(_card)


def _bucket(value: int, edges: Sequence[int]) -> int:
    return sum(value >= edge for edge in edges)


@dataclass(frozen=True)
class Moment:
    """What is public when a seat plays: its place, the trick so far, the cards gone."""

    seat: int
    #: The cards on the table in this trick, in order, with their seats.
    trick: tuple[tuple[int, Card], ...]
    #: Every card played in the hand before this play.
    gone: frozenset[Card]
    #: The suits the seat's partner led earlier in the hand (a suit to return).
    partner_led: frozenset[Suit] = frozenset()

    @property
    def led(self) -> Suit | None:
        """The suit of the trick, None when this play leads it."""
        return self.trick[0][1].suit if self.trick else None

    @cached_property
    def holder(self) -> tuple[str, Card]:
        """Who holds the trick so far ("P" partner, "O" an opponent), and with what card."""
        led = self.led
        winner_seat, winner = self.trick[0]
        for seat, played in self.trick[1:]:
            if played.suit is led and strength(played) > strength(winner):
                winner_seat, winner = seat, played
        return ("P" if (winner_seat - self.seat) % SEATS == 2 else "O"), winner

    @cached_property
    def table(self) -> int:
        """The thirds on the table, bucketed: none, one or two, three or more."""
        return _bucket(sum(thirds(c) for _, c in self.trick), (1, 3))


def moment_of(view: SeatView) -> Moment:
    """What is public at ``view``'s play, for ``view.seat`` (the form the model reads)."""
    partner = (view.seat + 2) % SEATS
    led = frozenset(trick[0].card.suit for trick, _ in view.tricks if trick[0].seat == partner)
    return Moment(
        view.seat,
        tuple((p.seat, p.card) for p in view.current_trick),
        frozenset(p.card for p in view.plays),
        led,
    )


def _worth(card: Card) -> str:
    value = thirds(card)
    return "A" if value >= 3 else ("P" if value else "S")


def _master(card: Card, held: frozenset[Card], gone: frozenset[Card]) -> bool:
    """Whether no card still out (neither held nor gone) of its suit beats ``card``."""
    for other in _BY_SUIT[card.suit]:
        if other is card:
            return True
        if other not in held and other not in gone:
            return False
    return True


def _shadowed(card: Card, mine: Sequence[Card], gone: frozenset[Card]) -> bool:
    """Whether a weaker card of the seat's, of the same worth, is the same as ``card`` to
    play (no card still out lies between them): the solver's tie-break plays the weaker."""
    below = [c for c in _BY_SUIT[card.suit] if strength(c) < strength(card)]
    for other in below:  # strongest first
        if other in mine:
            return thirds(other) == thirds(card)
        if other not in gone:
            return False
    return False


def _role(card: Card, mine: Sequence[Card]) -> str:
    if len(mine) == 1:
        return "only"
    if card is mine[0]:
        return "top"
    if card is mine[-1]:
        return "low"
    return "mid"


def features(held: Sequence[Card], card: Card, at: Moment, club: Card | None) -> list[str]:
    """The names of the features of playing ``card`` holding ``held`` at ``at``."""
    hand = frozenset(held)
    mine = sorted((c for c in held if c.suit is card.suit), key=strength, reverse=True)
    n = len(held)
    phase = "E" if n >= 8 else ("M" if n >= 5 else "L")
    worth = _worth(card)
    role = _role(card, mine)
    master = _master(card, hand, at.gone)
    length = min(4, len(mine))
    rank = card.rank.code if card.rank.code in "32A" else ("F" if thirds(card) else "S")
    shadowed = _shadowed(card, mine, at.gone)
    names = [f"c:{card is club}:{len(at.trick)}:{phase}", f"eq:{len(at.trick)}:{shadowed}"]
    if not at.trick:
        out = 10 - len(mine) - sum(1 for c in at.gone if c.suit is card.suit)
        suit_master = any(_master(c, hand, at.gone) for c in mine)
        returns = card.suit in at.partner_led
        names += [
            f"L:{phase}:{worth}:{role}:{master}",
            f"L:n{length}:{role}:{rank}",
            f"L:{phase}:n{length}:{suit_master}:{role}",
            f"L:o{_bucket(out, (1, 3, 5))}:{role}:{master}",
            f"L:r{rank}:{master}:{phase}",
            f"L:ret{returns}:{role}:{worth}",
            f"L:club{card is club}:{master}:{role}",
            f"L:club{card is club}:{worth}:{length}",
        ]
        return names
    place = len(at.trick)
    who, winner = at.holder
    sure = _master(winner, hand, at.gone)
    table = at.table
    if card.suit is winner.suit:
        beats = strength(card) > strength(winner)
        winners = [c for c in mine if strength(c) > strength(winner)]
        cheapest = beats and card is winners[-1]
        can = bool(winners)
        names += [
            f"F:{place}:{who}:{beats}:{worth}:{role}",
            f"F:{place}:{who}:{beats}:cheap{cheapest}:{sure}",
            f"F:{place}:{master}:{beats}:{who}",
            f"F:{place}:t{table}:{beats}:{worth}:{who}",
            f"F:{phase}:{place}:{beats}:{role}",
            f"F:{place}:{who}:{sure}:{beats}:{worth}",
            f"F:n{length}:{role}:{rank}:{place}:{beats}",
            f"F:{place}:{who}:can{can}:{beats}:{rank}",
            f"F:club{card is club}:{place}:{who}:can{can}:{beats}:t{table}",
        ]
        return names
    names += [
        f"D:{place}:{who}:{sure}:{worth}",
        f"D:{worth}:{role}:n{length}",
        f"D:{master}:{worth}:{who}",
        f"D:{phase}:{who}:{worth}:{role}",
        f"D:r{rank}:{role}:{place}",
        f"D:t{table}:{who}:{worth}",
        f"D:club{card is club}:{place}:{who}:{worth}",
    ]
    return names


#: The share of a play's chance (as the inference reads it) spread over the legal cards
#: alike: no card is ever ruled out by the model's mistake.
FLOOR = 0.1


@dataclass(frozen=True)
class StrongPlayModel:
    """Weights of the features; a card's chance is its softmax among the legal cards."""

    weights: dict[str, float]
    #: How many plays the weights were fitted to (for the record).
    plays: int

    def score(self, held: Sequence[Card], card: Card, at: Moment, club: Card | None) -> float:
        """The card's score: its chance is in proportion to the exponential of it."""
        return sum(self.weights.get(name, 0.0) for name in features(held, card, at, club))

    def chance(
        self,
        held: Sequence[Card],
        at: Moment,
        club: Card | None,
        card: Card,
        memo: dict[tuple[object, ...], float],
        play: object,
    ) -> float:
        """``chances(held, at, club)[card]`` with FLOOR of it shared by the legal cards
        alike, from parts kept in ``memo`` across holdings.

        A card's score depends on the seat's cards of its own suit only (the number of cards
        held and the moment are those of play ``play``, the same in every layout), so each
        suit's sum of exponentials is kept by its holding, and the club card's own flag is
        put right on top of them: many layouts share a suit's holding, few the whole hand.
        """
        legal = legal_cards(held, at.led)
        total = 0.0
        holdings = {suit: frozenset(c for c in held if c.suit is suit) for suit in _BY_SUIT}
        for suit in {c.suit for c in legal}:
            key: tuple[object, ...] = (play, suit, holdings[suit])
            part = memo.get(key)
            if part is None:
                part = sum(
                    self._exp(held, at, c, False, holdings, memo, play)
                    for c in legal
                    if c.suit is suit
                )
                memo[key] = part
            total += part
        if club is not None and club in legal:
            # being the club card changes that card's own exponential
            total += self._exp(held, at, club, True, holdings, memo, play)
            total -= self._exp(held, at, club, False, holdings, memo, play)
        chance = self._exp(held, at, card, card is club, holdings, memo, play) / total
        return (1 - FLOOR) * chance + FLOOR / len(legal)

    def _exp(
        self,
        held: Sequence[Card],
        at: Moment,
        card: Card,
        is_club: bool,
        holdings: dict[Suit, frozenset[Card]],
        memo: dict[tuple[object, ...], float],
        play: object,
    ) -> float:
        """The exponential of ``card``'s score, kept by its suit's holding."""
        key: tuple[object, ...] = (play, card, holdings[card.suit], is_club)
        value = memo.get(key)
        if value is None:
            value = math.exp(self.score(held, card, at, card if is_club else None))
            memo[key] = value
        return value

    def chances(self, held: Sequence[Card], at: Moment, club: Card | None) -> dict[Card, float]:
        """Each legal card's chance of being played."""
        legal = legal_cards(held, at.led)
        scores = {card: self.score(held, card, at, club) for card in legal}
        top = max(scores.values())
        exps = {card: math.exp(score - top) for card, score in scores.items()}
        total = sum(exps.values())
        return {card: value / total for card, value in exps.items()}


@cache
def shipped_model() -> StrongPlayModel:
    """The model fitted by ``benchmarks/strong_play.py train`` and shipped in the package."""
    text = (
        resources.files("circolo.games.tressette.players.pimc")
        .joinpath("strong_play.json")
        .read_text("utf-8")
    )
    data = json.loads(text)
    return StrongPlayModel(
        weights={str(k): float(v) for k, v in data["weights"].items()}, plays=int(data["plays"])
    )
