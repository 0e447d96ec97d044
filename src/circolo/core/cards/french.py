"""The French deck of Pinnacola: 52 cards and the joker, the notation ``Ah``/``Td``/``JK``.

Pinnacola plays with two decks, and the two copies of a card are equal in play, so each
card exists once here: :meth:`FrenchCard.parse` and :data:`FRENCH_CARDS` hand out interned
objects, and a hand is a multiset of them (a sorted tuple that may hold a card twice).

>>> FrenchCard.parse("Td")
FrenchCard.parse('Td')
>>> FrenchCard.parse("JK").is_joker
True
>>> FrenchCard.parse("Qs").name("it"), FrenchCard.parse("Qs").name("en")
('Regina di picche', 'Queen of Spades')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from circolo.core.errors import NotationError
from circolo.core.i18n import DEFAULT_LANG, Lang, t
from circolo.core.record_json import quoted_code

#: Suits in display order: hearts, diamonds, clubs, spades.
FRENCH_SUITS: Final[tuple[str, ...]] = ("h", "d", "c", "s")
#: Ranks in natural order, ace first (T is the ten).
FRENCH_RANKS: Final[tuple[str, ...]] = (
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
)  # fmt: skip
JOKER_CODE: Final = "JK"


class FrenchCard:
    """One card of the French deck, or the joker; immutable and interned."""

    __slots__ = ("code", "index", "is_joker", "rank", "suit")

    #: ``A``..``K`` (``T`` is the ten), or ``JK`` for the joker.
    rank: str
    #: ``h d c s``, or the empty string for the joker.
    suit: str
    code: str
    #: Position 0..52: suit-major (h d c s, each A..K), the joker last.
    index: int
    is_joker: bool

    def __init__(self, rank: str, suit: str) -> None:
        if _INTERNED:
            raise TypeError("cards are interned: use FrenchCard.parse('Ah')")
        set_ = object.__setattr__
        joker = rank == JOKER_CODE
        set_(self, "rank", rank)
        set_(self, "suit", suit)
        set_(self, "code", JOKER_CODE if joker else rank + suit)
        set_(self, "is_joker", joker)
        set_(
            self,
            "index",
            52 if joker else FRENCH_SUITS.index(suit) * 13 + FRENCH_RANKS.index(rank),
        )

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a FrenchCard is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a FrenchCard is immutable")

    @classmethod
    def parse(cls, code: str) -> FrenchCard:
        """The card written ``code`` (strict: a rank and a suit code, or ``JK``)."""
        card = _BY_CODE.get(code) if isinstance(code, str) else None
        if card is None:
            raise NotationError("error.french_card_code", code=quoted_code(code))
        return card

    @classmethod
    def of(cls, rank: str, suit: str) -> FrenchCard:
        """The natural card of ``rank`` and ``suit``."""
        return FRENCH_CARDS[FRENCH_SUITS.index(suit) * 13 + FRENCH_RANKS.index(rank)]

    @property
    def rank_number(self) -> int:
        """1 for the ace up to 13 for the king; 0 for the joker."""
        return 0 if self.is_joker else FRENCH_RANKS.index(self.rank) + 1

    def name(self, lang: Lang = DEFAULT_LANG) -> str:
        """The card's full name: ``Regina di picche`` / ``Queen of Spades``, ``Jolly``."""
        if self.is_joker:
            return t("card.french.joker", lang)
        return t(
            "card.french.name",
            lang,
            rank=t(f"card.french.rank.{self.rank}", lang),
            suit=t(f"card.french.suit.{self.suit}", lang),
        )

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"FrenchCard.parse({self.code!r})"

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: FrenchCard) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (FrenchCard.parse, (self.code,))


_INTERNED = False
#: The 52 natural cards (h d c s, each A..K), then the joker.
FRENCH_CARDS: Final[tuple[FrenchCard, ...]] = (
    *(FrenchCard(rank, suit) for suit in FRENCH_SUITS for rank in FRENCH_RANKS),
    FrenchCard(JOKER_CODE, ""),
)
_INTERNED = True
JOKER: Final[FrenchCard] = FRENCH_CARDS[52]
_BY_CODE: Final[dict[str, FrenchCard]] = {card.code: card for card in FRENCH_CARDS}


def parse_french_cards(codes: Iterable[object]) -> tuple[FrenchCard, ...]:
    """Parse a sequence of card codes; the error names the first bad one and its position."""
    cards: list[FrenchCard] = []
    for position, code in enumerate(codes, start=1):
        card = _BY_CODE.get(code) if isinstance(code, str) else None
        if card is None:
            shown = quoted_code(code)
            raise NotationError("error.french_card_code_at", code=shown, position=position)
        cards.append(card)
    return tuple(cards)


def pinnacola_deck(*, pinelle: bool, jokers: bool) -> tuple[FrenchCard, ...]:
    """Two French decks for Pinnacola, sorted: 108 cards, less the red twos with pinelle
    (the black twos are then wild) and less the four jokers without jokers."""
    deck: list[FrenchCard] = []
    for card in FRENCH_CARDS:
        if card.is_joker:
            if jokers:
                deck.extend([card] * 4)
        elif not (pinelle and card.rank == "2" and card.suit in ("h", "d")):
            deck.extend([card, card])
    return tuple(deck)
