"""A small pure-Python double-dummy solver: the reference the compiled solver is checked against.

Plain minimax over every legal card (the rules engine's legal cards and trick winner; no
equivalences, no ordering tricks), memoised at the start of each trick. Fast enough for
positions of up to five cards a hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from circolo.core.cards.italian import Card
from circolo.games.tressette.ranking import thirds as card_thirds
from circolo.games.tressette.rules import legal_cards, thirds, trick_winner

LAST_TRICK_THIRDS = 3
SEATS = 4


def team_thirds(
    hands: Sequence[Sequence[Card]], leader: int, trick: Sequence[Card] = (), team: int = 0
) -> int:
    """Thirds ``team`` takes from the current trick (``trick`` already on the table) on."""
    frozen = tuple(frozenset(hand) for hand in hands)
    try:
        value = _in_trick(frozen, leader, tuple(trick))
    finally:
        _trick_start.cache_clear()  # memoised within one position only: memory stays small
    if team == 0:
        return value
    total = sum(card_thirds(card) for hand in hands for card in hand)
    return total + sum(card_thirds(card) for card in trick) + LAST_TRICK_THIRDS - value


@cache
def _trick_start(hands: tuple[frozenset[Card], ...], leader: int) -> int:
    return _in_trick(hands, leader, ())


def _in_trick(hands: tuple[frozenset[Card], ...], leader: int, trick: tuple[Card, ...]) -> int:
    """Thirds of team 0 from the start of this trick, under best play (minimax)."""
    if len(trick) == SEATS:
        winner = trick_winner([((leader + i) % SEATS, card) for i, card in enumerate(trick)])
        gain = thirds(trick)
        if not any(hands):
            gain += LAST_TRICK_THIRDS
            return gain if winner % 2 == 0 else 0
        return (gain if winner % 2 == 0 else 0) + _trick_start(hands, winner)
    seat = (leader + len(trick)) % SEATS
    values = []
    for card in legal_cards(tuple(hands[seat]), trick[0].suit if trick else None):
        after = tuple(hand - {card} if index == seat else hand for index, hand in enumerate(hands))
        values.append(_in_trick(after, leader, (*trick, card)))
    return max(values) if seat % 2 == 0 else min(values)
