"""The score of a finished Pinnacola hand: melds, cards left in hand, closing, not opening."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from circolo.games.pinnacola.melds import card_value

if TYPE_CHECKING:
    from circolo.games.pinnacola.state import HandState

CLOSING: Final = 100
CLOSING_IN_ONE_TURN: Final = 200
NOT_OPENED: Final = -100


@dataclass(frozen=True, slots=True)
class HandResult:
    """A finished hand's score per team (the record's ``result``)."""

    closer: int | None
    closed_in_one_turn: bool
    melded: tuple[int, int]
    in_hand: tuple[int, int]
    closing: tuple[int, int]
    not_opened: tuple[int, int]
    total: tuple[int, int]
    #: The team that laid a pinnacolone (a natural run of 13 or more), or None.
    pinnacolone: int | None

    def to_json(self) -> dict[str, object]:
        """The record's ``result`` object."""
        return {
            "closer": self.closer,
            "closed_in_one_turn": self.closed_in_one_turn,
            "melded": list(self.melded),
            "in_hand": list(self.in_hand),
            "closing": list(self.closing),
            "not_opened": list(self.not_opened),
            "total": list(self.total),
            "pinnacolone": self.pinnacolone,
        }


def score_hand(hand: HandState) -> HandResult:
    """Score ``hand``: melded minus in hand, plus closing, minus 100 per player not opened
    (with ``chiusura_in_mano``, a close in one turn doubles the closer's team's melds and
    the opponents pay 200 for each of them who never opened)."""
    options = hand.options
    melded = [0, 0]
    for meld in hand.melds:
        melded[meld.seat % 2] += meld.value(options)
    in_hand = [0, 0]
    not_opened = [0, 0]
    for seat, cards in enumerate(hand.hands):
        in_hand[seat % 2] += sum(card_value(card, options) for card in cards)
        if not hand.opened[seat]:
            not_opened[seat % 2] += NOT_OPENED
    closing = [0, 0]
    if hand.closer is not None:
        closing[hand.closer % 2] = CLOSING_IN_ONE_TURN if hand.closed_in_one_turn else CLOSING
        if hand.closed_in_one_turn and options.chiusura_in_mano:  # "chiusura in mano"
            melded[hand.closer % 2] *= 2
            not_opened[1 - hand.closer % 2] *= 2  # 200 for each opponent who never opened
    total = tuple(melded[t] - in_hand[t] + closing[t] + not_opened[t] for t in (0, 1))
    pinnacolone = next((meld.seat % 2 for meld in hand.melds if meld.is_pinnacolone), None)
    return HandResult(
        closer=hand.closer,
        closed_in_one_turn=hand.closed_in_one_turn,
        melded=(melded[0], melded[1]),
        in_hand=(in_hand[0], in_hand[1]),
        closing=(closing[0], closing[1]),
        not_opened=(not_opened[0], not_opened[1]),
        total=(total[0], total[1]),
        pinnacolone=pinnacolone,
    )
