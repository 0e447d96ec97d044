"""A Scopa hand's count, category by category, as the record's ``result`` writes it.

Per side, in this order: ``carte`` (more than 20 cards), ``denari`` (more than 5),
``settebello`` (the 7 of denari), ``primiera`` (the higher sum of each suit's best figure; a
side lacking a suit has none), ``scope`` (1 each), and the options' ``re_bello`` and ``napola``
(``[0, 0]`` when off). A tie in a category scores nothing (rules.md, "A hand's points").

>>> from circolo.core.cards.italian import DECK
>>> piles = (tuple(DECK[:21]), tuple(DECK[21:]))  # denari, coppe and As; spade and bastoni
>>> result = count_hand(ScopaOptions(), piles, (2, 0), 1)
>>> result.points["carte"], result.points["settebello"], result.primiera
((1, 0), (1, 0), (None, None))
>>> result.total
(5, 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from circolo.core.cards.italian import DECK, Card
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.values import RE_BELLO, SETTEBELLO, denari, napola, primiera

#: The categories of a hand's points, in the record's order.
CATEGORIES: Final[tuple[str, ...]] = (
    "carte", "denari", "settebello", "primiera", "scope", "re_bello", "napola",
)  # fmt: skip
#: More than this many cards win ``carte`` (half the deck).
HALF_DECK: Final = len(DECK) // 2
#: More than this many denari win ``denari`` (half the suit).
HALF_DENARI: Final = 5

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class HandResult:
    """A finished hand's count: per side the cards and denari taken, its primiera (None
    without every suit), the side of the last capture, each category's points and the total."""

    taken: Pair
    denari: Pair
    primiera: tuple[int | None, int | None]
    last_capture: int
    #: Each category of :data:`CATEGORIES`, in that order: its points per side.
    points: Mapping[str, Pair]
    total: Pair

    def to_json(self) -> dict[str, object]:
        """The record's ``result`` object (keys and categories in interfaces.md's order)."""
        return {
            "taken": list(self.taken),
            "denari": list(self.denari),
            "primiera": list(self.primiera),
            "last_capture": self.last_capture,
            "points": {category: list(self.points[category]) for category in CATEGORIES},
            "total": list(self.total),
        }


def more(a: int, b: int, *, over: int = -1) -> Pair:
    """1 to the side with more (and more than ``over``), nothing on a tie."""
    if a > b and a > over:
        return (1, 0)
    if b > a and b > over:
        return (0, 1)
    return (0, 0)


def primiera_point(a: int | None, b: int | None) -> Pair:
    """The primiera's point: a side lacking a suit cannot win it; the other, with all four
    suits, wins it whatever its sum; else the higher sum; a tie (or neither side) nothing."""
    if a is None or b is None:
        return (int(a is not None), int(b is not None))
    return more(a, b)


def count_hand(
    options: ScopaOptions, piles: Sequence[Sequence[Card]], scope: Pair, last_capture: int
) -> HandResult:
    """The count of a finished hand from each side's pile (the leftovers in it), its scope and
    the side of the last capture."""
    a, b = piles
    taken = (len(a), len(b))
    coins = (denari(a), denari(b))
    figures = (primiera(a), primiera(b))
    points: dict[str, Pair] = {
        "carte": more(*taken, over=HALF_DECK),
        "denari": more(*coins, over=HALF_DENARI),
        "settebello": (int(SETTEBELLO in a), int(SETTEBELLO in b)),
        "primiera": primiera_point(*figures),
        "scope": scope,
        "re_bello": (int(RE_BELLO in a), int(RE_BELLO in b)) if options.re_bello else (0, 0),
        "napola": (napola(a), napola(b)) if options.napola else (0, 0),
    }
    total = (sum(p[0] for p in points.values()), sum(p[1] for p in points.values()))
    return HandResult(taken, coins, figures, last_capture, points, total)
