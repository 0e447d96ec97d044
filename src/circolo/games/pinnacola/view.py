"""What one seat may know of a Pinnacola hand: its own cards, and everything public.

The other hands are counts (plus the cards all saw them take from the pile), the stock is
a count; the pile, the melds and every turn so far are public. A stock draw shows as
``{"from": "stock"}`` with no card. :func:`training_view` is the explicit exception: all
hands face up, for training tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.actions import Attach, LayMeld, Turn
from circolo.games.pinnacola.house_rules import (
    in_first_round,
    opened_before_this_turn,
    opening_short,
)
from circolo.games.pinnacola.melds import Meld
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.scoring import CLOSING, CLOSING_IN_ONE_TURN
from circolo.games.pinnacola.state import HandState, MatchState, Phase
from circolo.games.pinnacola.usable import pile_card_use


@dataclass(frozen=True)
class PinnacolaView:
    """One seat's view of the hand in play (or of the last hand, between hands)."""

    options: PinnacolaOptions
    seat: int
    dealer: int
    hand: tuple[FrenchCard, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    pile: tuple[FrenchCard, ...]
    melds: tuple[Meld, ...]
    opened: tuple[bool, ...]
    #: Cards each seat was seen to take (from the pile, by a swap) and still holds.
    known: tuple[tuple[FrenchCard, ...], ...]
    to_move: int | None
    phase: Phase
    must_use: tuple[FrenchCard, ...]
    current: Turn | None
    turns: tuple[Turn, ...]
    score: tuple[int, int]
    hand_number: int
    #: The other seats' hands: only in the training view.
    all_hands: tuple[tuple[FrenchCard, ...], ...] | None = None
    #: For the seat to move, before its draw: the pile cards it may take.
    usable_pile: tuple[int, ...] = ()
    #: For the seat to move, after its draw: the cards it may discard now.
    discardable: tuple[FrenchCard, ...] = ()

    @property
    def team(self) -> int:
        """This seat's team."""
        return self.seat % 2

    def closing_points(self) -> int:
        """What closing now would give this seat's team: 200 when the seat had no meld of
        its own before this turn (it opens and closes in one turn), else 100."""
        before = opened_before_this_turn(self.melds, self.seat, self.current)
        return CLOSING if before else CLOSING_IN_ONE_TURN

    @property
    def first_round(self) -> bool:
        """Whether closing is still barred by ``no_close_first_round``."""
        return in_first_round(self.options, len(self.turns))

    def opening_short(self) -> int:
        """The points this seat still owes an opening made this turn (the options' minimum)."""
        return opening_short(self.options, self.melds, self.seat, self.current)

    def team_melds(self, team: int | None = None) -> list[tuple[int, Meld]]:
        """Melds of ``team`` (this seat's by default), with their numbers."""
        team = self.team if team is None else team
        return [(n, m) for n, m in enumerate(self.melds) if m.seat % 2 == team]

    def use_of(self, card: FrenchCard) -> LayMeld | Attach | None:
        """A step of this seat's that puts ``card`` (one it must meld this turn) into a meld,
        with its hand and its team's melds as they are; None where no meld can take it."""
        opened = self.opened[self.seat]
        melds = self.team_melds()
        return pile_card_use(card, self.hand, melds, opened, self.options, self.first_round)


def hand_view(
    hand: HandState,
    seat: int,
    *,
    score: tuple[int, int] = (0, 0),
    hand_number: int = 1,
    training: bool = False,
) -> PinnacolaView:
    """``seat``'s view of ``hand``."""
    mine = hand.to_move == seat
    return PinnacolaView(
        options=hand.options,
        seat=seat,
        dealer=hand.dealer,
        hand=hand.hands[seat],
        hand_sizes=tuple(len(cards) for cards in hand.hands),
        stock_size=len(hand.stock),
        pile=hand.pile,
        melds=hand.melds,
        opened=hand.opened,
        known=hand.known,
        to_move=hand.to_move,
        phase=hand.phase,
        must_use=hand.must_use,
        current=hand.current,
        turns=hand.turns,
        score=score,
        hand_number=hand_number,
        all_hands=hand.hands if training else None,
        usable_pile=hand.usable_pile_indices() if mine else (),
        discardable=hand.discardable() if mine else (),
    )


def seat_view(match: MatchState, seat: int, *, training: bool = False) -> PinnacolaView:
    """``seat``'s view of the match's hand in play (or of its last hand)."""
    hand = match.hand if match.hand is not None else (match.hands[-1] if match.hands else None)
    if hand is None:
        raise ValueError("no hand has been dealt yet")
    number = len(match.hands) + (1 if match.hand is not None else 0)
    return hand_view(hand, seat, score=match.score, hand_number=number, training=training)


def training_view(match: MatchState, seat: int) -> PinnacolaView:
    """The training table's view: every hand face up."""
    return seat_view(match, seat, training=True)


def view_to_json(view: PinnacolaView) -> dict[str, Any]:
    """The Pinnacola VIEW of the engine protocol and the server (docs/engine-protocol.md)."""
    data: dict[str, Any] = {
        "game": "pinnacola",
        "options": view.options.to_json(),
        "seat": view.seat,
        "dealer": view.dealer,
        "hand": [c.code for c in view.hand],
        "hand_sizes": list(view.hand_sizes),
        "stock_size": view.stock_size,
        "pile": [c.code for c in view.pile],
        "melds": [
            {
                "number": n,
                "seat": m.seat,
                "team": m.seat % 2,
                "kind": m.kind,
                "cards": m.codes,
                "points": m.value(view.options),
            }
            for n, m in enumerate(view.melds)
        ],
        "opened": list(view.opened),
        "known": [[c.code for c in cards] for cards in view.known],
        "to_move": view.to_move,
        "phase": view.phase,
        "must_use": [c.code for c in view.must_use],
        "turn": None if view.current is None else view.current.to_json(),
        "turns": [turn.to_json() for turn in view.turns],
        "score": list(view.score),
        "hand_number": view.hand_number,
        "usable_pile": list(view.usable_pile),
        "discardable": [c.code for c in view.discardable],
    }
    if view.all_hands is not None:
        data["all_hands"] = [[c.code for c in cards] for cards in view.all_hands]
    return data
