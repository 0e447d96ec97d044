"""What a Pinnacola player can do on his turn, and a turn as the record writes it.

A turn is a draw (:class:`DrawStock`, :class:`DrawPile`, or :class:`EndHand` when the
stock is empty and the player takes nothing), then any number of :class:`LayMeld`,
:class:`Attach` and :class:`Swap`, then a :class:`Discard`. :class:`Undo` takes back the
turn's melds to just after the draw; it leaves no trace in the record.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.melds import Placed, parse_placed


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Take the top card of the stock."""

    def to_json(self) -> dict[str, object]:
        """The record's ``draw`` object."""
        return {"from": "stock"}


@dataclass(frozen=True, slots=True)
class DrawPile:
    """Take the pile's card ``index`` (0 = the bottom) and every card above it."""

    index: int

    def to_json(self) -> dict[str, object]:
        """The record's ``draw`` object."""
        return {"from": "discard", "index": self.index}


@dataclass(frozen=True, slots=True)
class EndHand:
    """With the stock empty, take nothing from the pile: the hand ends, nobody closing."""


@dataclass(frozen=True, slots=True)
class LayMeld:
    """Lay a new meld of cards from the hand."""

    cards: tuple[Placed, ...]

    @classmethod
    def parse(cls, *codes: str) -> LayMeld:
        """``LayMeld.parse("5h", "6h", "JK=7h")``."""
        return cls(parse_placed(codes))

    def to_json(self) -> dict[str, object]:
        """The record's action object."""
        return {"meld": [str(p) for p in self.cards]}


@dataclass(frozen=True, slots=True)
class Attach:
    """Add cards from the hand to meld number ``meld`` of the player's team."""

    meld: int
    cards: tuple[Placed, ...]

    @classmethod
    def parse(cls, meld: int, *codes: str) -> Attach:
        """``Attach.parse(0, "8h")``."""
        return cls(meld, parse_placed(codes))

    def to_json(self) -> dict[str, object]:
        """The record's action object."""
        return {"attach": self.meld, "cards": [str(p) for p in self.cards]}


@dataclass(frozen=True, slots=True)
class Swap:
    """Put the natural card ``give`` in meld ``meld`` and take the wild card ``take``."""

    meld: int
    give: FrenchCard
    take: FrenchCard

    @classmethod
    def parse(cls, meld: int, give: str, take: str) -> Swap:
        """``Swap.parse(0, "7h", "JK")``."""
        return cls(meld, FrenchCard.parse(give), FrenchCard.parse(take))

    def to_json(self) -> dict[str, object]:
        """The record's action object."""
        return {"swap": self.meld, "give": self.give.code, "take": self.take.code}


@dataclass(frozen=True, slots=True)
class Discard:
    """Put a card on the pile: the turn ends (and the hand, if it was the last card)."""

    card: FrenchCard


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back this turn's melds, attachments and swaps (not the draw)."""


Draw = DrawStock | DrawPile
TableAction = LayMeld | Attach | Swap
Action = DrawStock | DrawPile | EndHand | LayMeld | Attach | Swap | Discard | Undo


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn as the record writes it: the draw, the melds, the discard."""

    seat: int
    draw: Draw | None
    actions: tuple[TableAction, ...] = ()
    discard: FrenchCard | None = None

    def to_json(self) -> dict[str, Any]:
        """The record's turn object."""
        return {
            "seat": self.seat,
            "draw": None if self.draw is None else self.draw.to_json(),
            "actions": [action.to_json() for action in self.actions],
            "discard": None if self.discard is None else self.discard.code,
        }
