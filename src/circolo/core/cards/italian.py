"""The Italian 40-card deck: frozen card values, the notation ``3d``/``Rc``, names in it/en.

The card is the same in every game; how a game ranks and values it is the game's own
(Tressette's trick order and thirds: circolo/games/tressette/ranking.py). Each of the 40 cards
exists once: :meth:`Card.parse` and :data:`DECK` hand out the same
interned objects, so cards compare by identity as well as by value and hash quickly.

>>> Card.parse("3d")
Card.parse('3d')
>>> str(Card.parse("Rb"))
'Rb'
>>> Card.parse("Rb").name("it"), Card.parse("Rb").name("en")
('Re di bastoni', 'King of Clubs')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Final

from circolo.core.errors import NotationError
from circolo.core.i18n import DEFAULT_LANG, Lang, t
from circolo.core.record_json import quoted_code


class Suit(Enum):
    """The four Italian suits, by their one-letter code."""

    DENARI = "d"
    COPPE = "c"
    SPADE = "s"
    BASTONI = "b"

    @property
    def code(self) -> str:
        """The one-letter code of the notation."""
        return self.value

    def label(self, lang: Lang = DEFAULT_LANG) -> str:
        """The suit as the domain names it in sentences (``denari`` in both languages)."""
        return t(f"suit.{self.value}", lang)

    def spoken(self, lang: Lang = DEFAULT_LANG) -> str:
        """The suit as a player reads it beside card names (``denari``, ``Coins``): the word
        of the AI's reasons, where "Three of Coins: the best denari" would mix two words."""
        return t(f"card.suit.{self.value}", lang)


class Rank(Enum):
    """The ten ranks, by their one-character code (F = fante, C = cavallo, R = re)."""

    ASSO = "A"
    DUE = "2"
    TRE = "3"
    QUATTRO = "4"
    CINQUE = "5"
    SEI = "6"
    SETTE = "7"
    FANTE = "F"
    CAVALLO = "C"
    RE = "R"

    @property
    def code(self) -> str:
        """The one-character code of the notation."""
        return self.value


SUITS: Final[tuple[Suit, ...]] = tuple(Suit)
RANKS: Final[tuple[Rank, ...]] = tuple(Rank)
_SUIT_ORDER: Final[dict[Suit, int]] = {suit: i for i, suit in enumerate(SUITS)}


class Card:
    """One card of the Italian deck; immutable, interned, written as rank + suit (``Ad``)."""

    __slots__ = ("code", "index", "rank", "suit")

    rank: Rank
    suit: Suit
    code: str
    #: Position 0..39 in :data:`DECK` (suit-major, ranks A..R).
    index: int

    def __init__(self, rank: Rank, suit: Suit) -> None:
        if _INTERNED:
            raise TypeError("cards are interned: use Card.parse('3d') or Card.of(rank, suit)")
        set_ = object.__setattr__
        set_(self, "rank", rank)
        set_(self, "suit", suit)
        set_(self, "code", rank.code + suit.code)
        set_(self, "index", _SUIT_ORDER[suit] * 10 + RANKS.index(rank))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Card is immutable")

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        """The card of ``rank`` and ``suit``."""
        return DECK[_SUIT_ORDER[suit] * 10 + RANKS.index(rank)]

    @classmethod
    def parse(cls, code: str) -> Card:
        """The card written ``code`` (strict: exactly a rank code and a suit code)."""
        card = _BY_CODE.get(code) if isinstance(code, str) else None
        if card is None:
            raise NotationError("error.card_code", code=quoted_code(code))
        return card

    def name(self, lang: Lang = DEFAULT_LANG) -> str:
        """The card's full name: ``Tre di denari`` / ``Three of Coins``."""
        return t(
            "card.name",
            lang,
            rank=t(f"card.rank.{self.rank.code}", lang),
            suit=t(f"card.suit.{self.suit.code}", lang),
        )

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        """The deck's order: by suit (d c s b), then A 2 3 … R (a game sorts a hand its way:
        Tressette's is circolo.games.tressette.ranking.sort_key)."""
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self.code,))


_INTERNED = False
#: The whole deck in a fixed order: denari, coppe, spade, bastoni; each A 2 3 4 5 6 7 F C R.
DECK: Final[tuple[Card, ...]] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
_INTERNED = True
_BY_CODE: Final[dict[str, Card]] = {card.code: card for card in DECK}


def parse_cards(codes: Iterable[object]) -> tuple[Card, ...]:
    """Parse a sequence of card codes; the error names the first bad one and its position."""
    cards: list[Card] = []
    for position, code in enumerate(codes, start=1):
        card = _BY_CODE.get(code) if isinstance(code, str) else None
        if card is None:
            raise NotationError("error.card_code_at", code=quoted_code(code), position=position)
        cards.append(card)
    return tuple(cards)


def card_codes(cards: Iterable[Card]) -> list[str]:
    """The codes of ``cards`` in order, for JSON."""
    return [card.code for card in cards]


@dataclass(frozen=True, slots=True)
class CardName:
    """A card shown by its name in a message (a parameter of :func:`circolo.core.i18n.t`, which
    renders it in the message's language).

    >>> three = CardName(Card.parse("3d"))
    >>> three.localized("it"), str(three)
    ('Tre di denari', 'Three of Coins')
    """

    card: Card

    def localized(self, lang: Lang) -> str:
        """The card's name in ``lang``."""
        return self.card.name(lang)

    def __str__(self) -> str:
        return self.card.name()
