"""Pinnacola melds: sets and runs, wild cards and what they stand for, and their value.

A card laid in a meld is a :class:`Placed`: a natural card, or a wild card (joker, or a
pinella when the option is on) with what it stands for — a card in a run (``JK=7h``), a
rank in a set (``JK=Q``). :func:`make_meld` checks a list of placed cards against the rules
and returns the meld in its written order (runs low to high), or raises an error that names
the rule.

>>> from circolo.games.pinnacola.options import PinnacolaOptions
>>> meld = make_meld(parse_placed(["6h", "JK=7h", "5h"]), PinnacolaOptions())
>>> meld.kind, [str(p) for p in meld.cards]
('run', ['5h', '6h', 'JK=7h'])
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from circolo.core.cards.french import FRENCH_RANKS, FRENCH_SUITS, JOKER, FrenchCard
from circolo.core.errors import IllegalPlayError, NotationError
from circolo.core.record_json import quoted_code
from circolo.games.pinnacola.names import CardNames, RankName, named
from circolo.games.pinnacola.options import PinnacolaOptions

MeldKind = Literal["set", "run", "jokers"]

#: Card values: 2 to 5 are worth 5, 6 to K 10, the ace 15, the joker 25, a pinella 20.
ACE_VALUE: Final = 15
JOKER_VALUE: Final = 25
PINELLA_VALUE: Final = 20
#: Bonuses that replace the card points of a poker of four natural cards.
POKER_OF_FIVES: Final = 40
POKER_OF_TENS: Final = 80
POKER_OF_ACES: Final = 120
FOUR_JOKERS: Final = 400
PINNACOLONE: Final = 1500
#: Natural run lengths for "pinnacola" (x2, x3) and "pinnacolone".
PINNACOLA_DOUBLE: Final = 7
PINNACOLA_TRIPLE: Final = 10
PINNACOLONE_LENGTH: Final = 13


def is_wild(card: FrenchCard, options: PinnacolaOptions) -> bool:
    """Whether ``card`` is wild: a joker, or a black two when pinelle are on."""
    return card.is_joker or (options.pinelle and card.rank == "2" and card.suit in ("c", "s"))


def card_value(card: FrenchCard, options: PinnacolaOptions) -> int:
    """What ``card`` is worth, on the table or left in hand."""
    if card.is_joker:
        return JOKER_VALUE
    if is_wild(card, options):
        return PINELLA_VALUE
    if card.rank == "A":
        return ACE_VALUE
    return 5 if card.rank in ("2", "3", "4", "5") else 10


@dataclass(frozen=True, slots=True)
class Placed:
    """A card as laid in a meld: natural, or wild with the card or rank it stands for."""

    card: FrenchCard
    #: In a run: the natural card a wild card stands for.
    as_card: FrenchCard | None = None
    #: In a set: the rank a wild card stands for.
    as_rank: str | None = None

    @property
    def is_natural(self) -> bool:
        """True for a card that stands for itself."""
        return self.as_card is None and self.as_rank is None

    @property
    def rank(self) -> str:
        """The rank this card counts as in its meld (``JK`` for a bare joker)."""
        if self.as_card is not None:
            return self.as_card.rank
        if self.as_rank is not None:
            return self.as_rank
        return self.card.rank

    @property
    def suit(self) -> str | None:
        """The suit this card counts as in a run; None for a wild card in a set."""
        if self.as_card is not None:
            return self.as_card.suit
        return None if self.as_rank is not None else self.card.suit

    def __str__(self) -> str:
        if self.as_card is not None:
            return f"{self.card.code}={self.as_card.code}"
        if self.as_rank is not None:
            return f"{self.card.code}={self.as_rank}"
        return self.card.code

    @classmethod
    def parse(cls, code: object) -> Placed:
        """``Qd``, ``JK=7h`` (a wild card in a run), ``JK=Q`` or ``2c=Q`` (in a set)."""
        if not isinstance(code, str):
            raise NotationError("error.placed_code", code=quoted_code(code))
        text, equals, stands = code.partition("=")
        card = FrenchCard.parse(text)
        if not equals:
            return cls(card)
        if stands in FRENCH_RANKS:
            return cls(card, as_rank=stands)
        try:
            as_card = FrenchCard.parse(stands)
        except NotationError:
            raise NotationError("error.placed_code", code=quoted_code(code)) from None
        if as_card.is_joker:
            raise NotationError("error.placed_code", code=quoted_code(code))
        return cls(card, as_card=as_card)


def parse_placed(codes: Iterable[object]) -> tuple[Placed, ...]:
    """Parse a meld's written cards (``["5h", "6h", "JK=7h"]``)."""
    return tuple(Placed.parse(code) for code in codes)


def run_ranks(options: PinnacolaOptions) -> tuple[str, ...]:
    """The ranks of a run's positions from the low ace to the high one (no 2 with pinelle)."""
    middle = FRENCH_RANKS[2:] if options.pinelle else FRENCH_RANKS[1:]
    return ("A", *middle, "A")


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld on the table: its kind, its cards in written order, and who laid it."""

    kind: MeldKind
    cards: tuple[Placed, ...]
    seat: int
    #: For a run: the position of its first card (0 = the low ace); -1 otherwise.
    low: int = -1

    @property
    def codes(self) -> list[str]:
        """The meld as written in records."""
        return [str(placed) for placed in self.cards]

    @property
    def wild_count(self) -> int:
        """How many wild cards stand in the meld."""
        return (
            sum(1 for placed in self.cards if not placed.is_natural) if self.kind != "jokers" else 4
        )

    @property
    def suit(self) -> str:
        """A run's suit (empty for other melds)."""
        if self.kind != "run":
            return ""
        return next(p.suit for p in self.cards if p.suit is not None)

    @property
    def rank(self) -> str:
        """A set's rank (empty for other melds)."""
        return self.cards[0].rank if self.kind == "set" else ""

    def value(self, options: PinnacolaOptions) -> int:
        """The meld's points with its bonuses (docs/pinnacola.md)."""
        if self.kind == "jokers":
            return FOUR_JOKERS
        points = sum(card_value(placed.card, options) for placed in self.cards)
        if self.kind == "set":
            if len(self.cards) == 4 and self.wild_count == 0:
                rank_value = card_value(self.cards[0].card, options)
                return {5: POKER_OF_FIVES, 10: POKER_OF_TENS}.get(rank_value, POKER_OF_ACES)
            return points
        if self.wild_count == 0:
            length = len(self.cards)
            if length >= PINNACOLONE_LENGTH:
                return PINNACOLONE
            if length >= PINNACOLA_TRIPLE:
                return 3 * points
            if length >= PINNACOLA_DOUBLE:
                return 2 * points
        return points

    @property
    def is_pinnacolone(self) -> bool:
        """A natural run of 13 cards or more: 1500 points, and the match ends."""
        return self.kind == "run" and self.wild_count == 0 and len(self.cards) >= PINNACOLONE_LENGTH


def _refuse(key: str, cards: Sequence[Placed], **facts: object) -> IllegalPlayError:
    return IllegalPlayError(key, cards=CardNames.of(cards), **facts)


def make_meld(
    cards: Sequence[Placed],
    options: PinnacolaOptions,
    seat: int = 0,
    *,
    kind: MeldKind | None = None,
) -> Meld:
    """The meld ``cards`` make, in written order; an error names the rule they break.

    ``kind`` keeps a meld what it was (an attached card cannot turn a set into a run).
    """
    if len(cards) == 4 and all(p.card.is_joker and p.is_natural for p in cards):
        if not options.four_jokers_meld or kind not in (None, "jokers"):
            raise _refuse("error.pin_four_jokers_off", cards)
        return Meld("jokers", tuple(cards), seat)
    if kind == "jokers":
        raise _refuse("error.pin_four_jokers_closed", cards)
    if not cards:
        raise IllegalPlayError("error.pin_meld_empty")
    if len(cards) < 3:
        raise _refuse("error.pin_meld_short", cards)
    wilds = [p for p in cards if is_wild(p.card, options)]
    naturals = [p for p in cards if not is_wild(p.card, options)]
    for placed in naturals:
        if not placed.is_natural:
            raise _refuse("error.pin_natural_stands", cards, card=named(placed.card))
    for placed in wilds:
        if placed.is_natural:
            raise _refuse("error.pin_wild_unsaid", cards, card=named(placed.card))
    if len(naturals) < 2:
        raise _refuse("error.pin_two_naturals", cards)
    limit = options.max_wild_per_meld
    if limit is not None and len(wilds) > limit:
        raise _refuse("error.pin_too_many_wild", cards, limit=limit)
    if kind is None:
        if len({p.card.rank for p in naturals}) == 1:
            kind = "set"
        elif len({p.card.suit for p in naturals}) == 1:
            kind = "run"
        else:
            raise _refuse("error.pin_not_meld", cards)
    if kind == "set":
        return _make_set(cards, naturals, wilds, options, seat)
    return _make_run(cards, naturals, wilds, options, seat)


def _make_set(
    cards: Sequence[Placed],
    naturals: Sequence[Placed],
    wilds: Sequence[Placed],
    options: PinnacolaOptions,
    seat: int,
) -> Meld:
    rank = naturals[0].card.rank
    if any(p.card.rank != rank for p in naturals):
        raise _refuse("error.pin_set_rank", cards)
    for placed in wilds:
        if placed.as_rank != rank:
            write = str(Placed(placed.card, as_rank=rank))  # the notation the parser reads
            facts = {"card": named(placed.card), "rank": RankName(rank), "write": write}
            raise _refuse("error.pin_set_wild", cards, **facts)
    suits = [p.card.suit for p in naturals]
    if len(set(suits)) != len(suits):
        raise _refuse("error.pin_set_suits", cards)
    if len(cards) > 4:
        raise _refuse("error.pin_set_size", cards)
    ordered = sorted(naturals, key=lambda p: FRENCH_SUITS.index(p.card.suit))
    return Meld("set", (*ordered, *wilds), seat)


def _make_run(
    cards: Sequence[Placed],
    naturals: Sequence[Placed],
    wilds: Sequence[Placed],
    options: PinnacolaOptions,
    seat: int,
) -> Meld:
    if any(p.as_card is None for p in wilds):
        raise _refuse("error.pin_run_wild_card", cards)
    suits = {p.suit for p in cards}
    if len(suits) != 1:
        raise _refuse("error.pin_run_suit", cards)
    ranks = run_ranks(options)
    choices: list[list[int]] = []
    for placed in cards:
        spots = [i for i, rank in enumerate(ranks) if rank == placed.rank]
        if not spots:
            raise _refuse("error.pin_run_two", cards)
        choices.append(spots)
    for positions in itertools.product(*choices):
        if len(set(positions)) == len(positions) and max(positions) - min(positions) + 1 == len(
            positions
        ):
            order = sorted(range(len(cards)), key=lambda i: positions[i])
            return Meld("run", tuple(cards[i] for i in order), seat, low=min(positions))
    raise _refuse("error.pin_run_gap", cards)


def extended(meld: Meld, added: Sequence[Placed], options: PinnacolaOptions) -> Meld:
    """``meld`` with ``added`` attached: still a meld of the same kind, or an error."""
    return make_meld((*meld.cards, *added), options, meld.seat, kind=meld.kind)


def swapped(meld: Meld, give: FrenchCard, take: FrenchCard, options: PinnacolaOptions) -> Meld:
    """``meld`` with the wild card ``take`` replaced by the natural ``give`` it stands for."""
    if meld.kind == "jokers":
        raise IllegalPlayError("error.pin_swap_jokers")
    for i, placed in enumerate(meld.cards):
        if placed.is_natural or placed.card is not take:
            continue
        if meld.kind == "run" and placed.as_card is give:
            return Meld(
                meld.kind,
                (*meld.cards[:i], Placed(give), *meld.cards[i + 1 :]),
                meld.seat,
                meld.low,
            )
        if meld.kind == "set" and not is_wild(give, options) and give.rank == placed.as_rank:
            if give.suit in {p.card.suit for p in meld.cards if p.is_natural}:
                raise IllegalPlayError("error.pin_swap_suit_present", card=named(give))
            return make_meld(
                (*meld.cards[:i], Placed(give), *meld.cards[i + 1 :]),
                options,
                meld.seat,
                kind="set",
            )
    raise IllegalPlayError("error.pin_swap_no_wild", card=named(take), give=named(give))


def _run_positions(card: FrenchCard) -> tuple[int, ...]:
    return (1, 14) if card.rank == "A" else (card.rank_number,)


def may_share_a_meld(a: FrenchCard, b: FrenchCard, reach: int = 2) -> bool:
    """Whether two natural cards can stand in one meld: one rank in two suits, or one suit
    at most ``reach`` ranks apart (the ace at either end; 2 is one wild card's gap)."""
    if a.is_joker or b.is_joker:
        return False
    if a.rank == b.rank:
        return a.suit != b.suit
    if a.suit != b.suit:
        return False
    return any(1 <= abs(x - y) <= reach for x in _run_positions(a) for y in _run_positions(b))


def added_cards(meld: Meld, bigger: Meld) -> tuple[Placed, ...]:
    """The cards of ``bigger`` that ``meld`` lacks, as placed in ``bigger``."""
    left = list(meld.cards)
    added = []
    for placed in bigger.cards:
        if placed in left:
            left.remove(placed)
        else:
            added.append(placed)
    return tuple(added)


def spoils_natural_run(card: FrenchCard, meld: Meld, options: PinnacolaOptions) -> bool:
    """Whether attaching ``card`` puts a wild card on a natural run of five or more, one
    that may still become a pinnacola."""
    return (
        is_wild(card, options)
        and meld.kind == "run"
        and meld.wild_count == 0
        and len(meld.cards) >= 5
    )


def joker_placed(as_card: FrenchCard) -> Placed:
    """A joker standing for ``as_card`` in a run."""
    return Placed(JOKER, as_card=as_card)


def interpretations(
    fixed: Sequence[Placed],
    raw: Sequence[FrenchCard],
    options: PinnacolaOptions,
    seat: int = 0,
    *,
    kind: MeldKind | None = None,
) -> list[Meld]:
    """Every meld that ``raw`` cards make, added to the already placed ``fixed`` ones.

    Wild cards among ``raw`` are given each thing they may stand for: the set's rank, or a
    gap or an end of the run. With no ``fixed`` cards this lists the melds a group of cards
    from a hand can be laid as; with a meld's cards it lists the ways to attach ``raw``.

    >>> from circolo.games.pinnacola.options import PinnacolaOptions
    >>> cards = [FrenchCard.parse(c) for c in ("5h", "6h", "JK")]
    >>> [m.codes for m in interpretations((), cards, PinnacolaOptions())]
    [['5h', '6h', 'JK=7h'], ['JK=4h', '5h', '6h']]
    """
    wilds = [c for c in raw if is_wild(c, options)]
    naturals = [Placed(c) for c in raw if not is_wild(c, options)]
    if kind == "jokers" or (not fixed and len(raw) == 4 and all(c.is_joker for c in raw)):
        return _attempt([Placed(c) for c in raw], options, seat, kind)
    items = [*fixed, *naturals]
    found: dict[tuple[str, ...], Meld] = {}
    if kind in (None, "set") and len({p.rank for p in items}) == 1 and items:
        rank = items[0].rank
        placed = [*items, *(Placed(w, as_rank=rank) for w in wilds)]
        for meld in _attempt(placed, options, seat, "set"):
            found[tuple(meld.codes)] = meld
    suits = {p.suit for p in items}
    if kind in (None, "run") and len(suits) == 1 and None not in suits:
        suit = next(iter(suits))
        assert suit is not None
        for meld in _run_fillings(items, wilds, suit, options, seat):
            found[tuple(meld.codes)] = meld
    return list(found.values())


def _attempt(
    cards: Sequence[Placed], options: PinnacolaOptions, seat: int, kind: MeldKind | None
) -> list[Meld]:
    try:
        return [make_meld(cards, options, seat, kind=kind)]
    except IllegalPlayError:
        return []


def _run_fillings(
    items: Sequence[Placed],
    wilds: Sequence[FrenchCard],
    suit: str,
    options: PinnacolaOptions,
    seat: int,
) -> list[Meld]:
    """Runs of ``items`` with the ``wilds`` put in each gap and end that fits."""
    ranks = run_ranks(options)
    choices = [[i for i, rank in enumerate(ranks) if rank == p.rank] for p in items]
    melds: list[Meld] = []
    for positions in itertools.product(*choices):
        if len(set(positions)) != len(positions):
            continue
        low, high = min(positions), max(positions)
        gaps = [i for i in range(low, high + 1) if i not in positions]
        spare = len(wilds) - len(gaps)
        if spare < 0:
            continue
        for below in range(spare + 1):
            start, end = low - below, high + spare - below
            if start < 0 or end >= len(ranks):
                continue
            free = [*range(start, low), *gaps, *range(high + 1, end + 1)]
            stands = [FrenchCard.of(ranks[i], suit) for i in free]
            placed = [*items, *(Placed(w, as_card=s) for w, s in zip(wilds, stands, strict=True))]
            melds.extend(_attempt(placed, options, seat, "run"))
    return melds
