"""The opening lead by a model learned from solved deals (issue 17).

The first card of a hand is chosen knowing only the leader's ten cards, and a search there
does not fit pimc's time (a layout of ten cards takes the solver up to a second).
What a search over many layouts would compute — each lead's average value over the layouts
the leader cannot see — is learned offline instead (``benchmarks/opening_lead.py``): many
deals solved exactly for every opening lead, and a linear model over features of the
leader's hand fitted to those values. The weights ship in ``opening_lead.json`` beside this
module; choosing a lead is a few dictionary look-ups.

The candidates are each card of 3, 2, asso or figure held, and the lowest of the scartine
(7 to 4) of each suit: lower cards of one suit with none between are worth the same.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from circolo.core.cards.italian import SUITS, Card, Suit
from circolo.games.tressette.ranking import strength

#: The ranks worth a third or more, strongest first; the others are scartine.
HIGH = "32ARCF"
#: How a lead from a suit is classed: its rank if it is high, else ``L`` (the lowest scartina).
LOW = "L"


def _suit_cards(hand: Iterable[Card], suit: Suit) -> list[Card]:
    return sorted((c for c in hand if c.suit is suit), key=strength, reverse=True)


def candidates(hand: Sequence[Card]) -> list[Card]:
    """The leads worth telling apart: every high card, and each suit's lowest scartina."""
    chosen: list[Card] = []
    for suit in SUITS:
        cards = _suit_cards(hand, suit)
        chosen.extend(c for c in cards if c.rank.code in HIGH)
        scartine = [c for c in cards if c.rank.code not in HIGH]
        if scartine:
            chosen.append(scartine[-1])
    return chosen


def features(hand: Sequence[Card], card: Card) -> list[str]:
    """What the model knows about leading ``card`` from ``hand`` (names of its features)."""
    mine = _suit_cards(hand, card.suit)
    ranks = {c.rank.code for c in mine}
    high = "".join(r if r in ranks else "." for r in HIGH)
    lows = min(4, len(mine) - sum(r in ranks for r in HIGH))
    n = min(7, len(mine))
    cls = card.rank.code if card.rank.code in HIGH else LOW
    others = [c for c in hand if c.suit is not card.suit]
    lengths = [len(_suit_cards(hand, s)) for s in SUITS if s is not card.suit]
    count = {r: sum(c.rank.code == r for c in others) for r in "32A"}
    pezzi = high[:3]
    return [
        f"k:{high}:{lows}:{cls}",
        f"p:{pezzi}:{n}:{cls}",
        f"n:{n}:{cls}",
        f"c:{cls}",
        f"o3:{count['3']}:{cls}",
        f"o2:{count['2']}:{cls}",
        f"oA:{count['A']}:{cls}",
        f"long:{max(-3, min(3, n - max(lengths)))}:{cls}",
        f"short:{min(lengths)}:{cls}",
        f"p3:{pezzi}:{count['3']}:{cls}",
    ]


@dataclass(frozen=True)
class OpeningModel:
    """Weights of the features; a lead's score is the sum of its features' weights."""

    weights: dict[str, float]
    #: How many solved deals the weights were learned from (the reasons say it).
    deals: int

    def score(self, hand: Sequence[Card], card: Card) -> float:
        """The lead's expected thirds, less what every lead of this hand shares."""
        return sum(self.weights.get(name, 0.0) for name in features(hand, card))

    def scores(self, hand: Sequence[Card]) -> dict[Card, float]:
        """Each candidate lead's score."""
        return {card: self.score(hand, card) for card in candidates(hand)}


@cache
def shipped_model() -> OpeningModel:
    """The model fitted by ``benchmarks/opening_lead.py train`` and shipped in the package."""
    text = (
        resources.files("circolo.games.tressette.players.pimc")
        .joinpath("opening_lead.json")
        .read_text("utf-8")
    )
    data = json.loads(text)
    return OpeningModel(
        weights={str(k): float(v) for k, v in data["weights"].items()}, deals=int(data["deals"])
    )
