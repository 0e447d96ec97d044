"""A rule's verdict: the card, the reason code with its facts, and what to signal."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from circolo.core.cards.italian import Card
from circolo.games.tressette.players.heuristic.conventions import Intention
from circolo.games.tressette.ranking import strength, thirds


@dataclass(frozen=True)
class Choice:
    """The card a rule picks, why (a catalog code and facts), and the signal intention."""

    card: Card
    code: str
    facts: dict[str, object] = field(default_factory=dict)
    intention: Intention | None = None


def lowest(cards: list[Card]) -> Card:
    """The card that gives away least: fewest thirds, then the weakest."""
    return min(cards, key=lambda c: (thirds(c), strength(c)))


def best_valued(cards: Iterable[Card], values: Mapping[Card, float], sign: int = 1) -> Card:
    """Of ``cards``, the one of the highest value (the lowest with ``sign`` -1: the other
    side's best) that gives away least among equals: fewest thirds, then the weakest — the
    solver's card for a side, or a model's."""
    return max(cards, key=lambda c: (sign * values[c], -thirds(c), -strength(c)))


def weakest(cards: list[Card]) -> Card:
    """The card of least trick-taking power (to win cheaply or to lead low)."""
    return min(cards, key=lambda c: (strength(c), thirds(c)))


def strongest(cards: list[Card]) -> Card:
    """The card of most trick-taking power."""
    return max(cards, key=lambda c: strength(c))
