"""The rules of Tressette as pure functions: the deal, following suit, tricks, points, accuse.

Points are counted in thirds (integers): an ace is 3 thirds; a 3, 2, re, cavallo or fante
is 1; the scartine (7 6 5 4) are 0. The deck holds 32 thirds, so every hand is worth
10 card points plus 1 for the last trick.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from circolo.core.cards.italian import DECK, SUITS, Card, Rank, Suit
from circolo.games.tressette.ranking import cards_thirds, sort_key, strength

SEATS: Final = 4
HAND_SIZE: Final = 10
TRICKS_PER_HAND: Final = 10
DECK_THIRDS: Final = 32
#: Card points of a hand: floor of each team's thirds plus the last trick.
HAND_CARD_POINTS: Final = 11

AccusaKind = Literal[
    "napoletana", "tre-tre", "tre-due", "tre-assi", "quattro-tre", "quattro-due", "quattro-assi"
]
_SET_NAMES: Final[dict[Rank, str]] = {Rank.TRE: "tre", Rank.DUE: "due", Rank.ASSO: "assi"}
#: Each suit with the deck positions of its napoletana (asso, due and tre).
_NAPOLETANE: Final[tuple[tuple[Suit, frozenset[int]], ...]] = tuple(
    (suit, frozenset(Card.of(rank, suit).index for rank in (Rank.ASSO, Rank.DUE, Rank.TRE)))
    for suit in SUITS
)
#: Each rank of the sets (tre, due, assi) with its card of every suit, by deck position.
_SETS: Final[tuple[tuple[str, tuple[tuple[Suit, int], ...]], ...]] = tuple(
    (word, tuple((suit, Card.of(rank, suit).index) for suit in SUITS))
    for rank, word in _SET_NAMES.items()
)


def team_of(seat: int) -> int:
    """The team of ``seat``: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat & 1


def next_seat(seat: int) -> int:
    """The seat that plays after ``seat`` (and the next dealer after dealer ``seat``)."""
    return (seat + 1) % SEATS


def thirds(cards: Iterable[Card]) -> int:
    """The point value of ``cards`` in thirds."""
    return cards_thirds(cards)


def legal_cards(hand: Sequence[Card], led: Suit | None) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played on a trick led in ``led`` (None: leading)."""
    if led is not None:
        following = tuple(card for card in hand if card.suit is led)
        if following:
            return following
    return tuple(hand)


def trick_winner(trick: Sequence[tuple[int, Card]]) -> int:
    """The seat that wins ``trick`` (seat, card pairs in play order): highest of the suit led."""
    led = trick[0][1].suit
    best_seat, best = trick[0]
    for seat, card in trick[1:]:
        if card.suit is led and strength(card) > strength(best):
            best_seat, best = seat, card
    return best_seat


def card_points(team_thirds: tuple[int, int], last_trick_team: int) -> tuple[int, int]:
    """Each team's card points: whole points of its thirds, plus 1 for the last trick."""
    return (
        team_thirds[0] // 3 + (last_trick_team == 0),
        team_thirds[1] // 3 + (last_trick_team == 1),
    )


def deal_order(dealer: int) -> tuple[int, ...]:
    """The seats in the order they receive cards and play the first trick: dealer+1 first."""
    return tuple((dealer + 1 + i) % SEATS for i in range(SEATS))


def deal_deck(deck: Sequence[Card], dealer: int) -> tuple[tuple[Card, ...], ...]:
    """Deal a shuffled ``deck`` five cards at a time, starting at dealer+1; hands sorted."""
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    position = 0
    for _round in range(HAND_SIZE // 5):
        for seat in deal_order(dealer):
            hands[seat].extend(deck[position : position + 5])
            position += 5
    return tuple(tuple(sorted(hand, key=sort_key)) for hand in hands)


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A freshly shuffled deck drawn from ``rng``."""
    deck = list(DECK)
    rng.shuffle(deck)
    return deck


RedealReason = Literal["under-one-point", "three-sevens"]


def redeal_reason(
    hands: Sequence[Sequence[Card]], *, under_one_point: bool, three_sevens: bool
) -> tuple[int, RedealReason] | None:
    """The first seat whose dealt hand calls for a redeal under the options, and why."""
    for seat, hand in enumerate(hands):
        if under_one_point and thirds(hand) < 3:
            return seat, "under-one-point"
        if three_sevens and [card.rank for card in hand].count(Rank.SETTE) >= 3:
            return seat, "three-sevens"
    return None


@dataclass(frozen=True, slots=True)
class Accusa:
    """One combination declared (buongioco): kind, suit where the kind has one, points."""

    seat: int
    kind: AccusaKind
    #: The napoletana's suit, or the suit missing from three of a kind; None for four.
    suit: Suit | None
    points: int

    def to_json(self) -> dict[str, object]:
        """The record's accuse entry."""
        entry: dict[str, object] = {"seat": self.seat, "kind": self.kind}
        if self.suit is not None:
            entry["suit"] = self.suit.code
        entry["points"] = self.points
        return entry


def accuse_in(hand: Iterable[Card], seat: int) -> tuple[Accusa, ...]:
    """Every combination in one dealt hand: napoletane by suit, then 3s, 2s and aces.

    Four of a kind counts as the four only; one card may serve two combinations.
    """
    held = {card.index for card in hand}
    found: list[Accusa] = [
        Accusa(seat, "napoletana", suit, 3)
        for suit, napoletana in _NAPOLETANE
        if napoletana <= held
    ]
    for word, cards in _SETS:
        missing = [suit for suit, index in cards if index not in held]
        if not missing:
            found.append(Accusa(seat, f"quattro-{word}", None, 4))  # type: ignore[arg-type]
        elif len(missing) == 1:
            found.append(Accusa(seat, f"tre-{word}", missing[0], 3))  # type: ignore[arg-type]
    return tuple(found)


def accuse_of_deal(hands: Sequence[Sequence[Card]], dealer: int) -> tuple[Accusa, ...]:
    """Every seat's combinations, in the playing order of the first trick."""
    return tuple(a for seat in deal_order(dealer) for a in accuse_in(hands[seat], seat))
