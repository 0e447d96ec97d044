"""What pimc's model of the other players keeps across the moves of one hand."""

from __future__ import annotations

from dataclasses import dataclass, field

from circolo.core.cards.italian import Card, Suit
from circolo.games.tressette.players.heuristic.choice import Choice
from circolo.games.tressette.players.pimc.solver_kind import SolvedCache
from circolo.games.tressette.state import PlayedCard
from circolo.games.tressette.view import SeatView


@dataclass
class Memo:
    """The model's answers kept across the moves of one seat in one hand.

    An answer for a play depends on that play's index and what the seat held then — not on
    anything played later — so answers found at one move hold at the next (most of the
    time a move would spend weighing goes to finding them again). :meth:`for_view` keeps it
    while the hand goes on, and starts afresh at a new hand.
    """

    seat: int
    dealer: int
    #: The seat's own cards as dealt: a new hand deals others.
    dealt: frozenset[Card]
    #: The plays seen when it was last used (a later view continues them).
    plays: tuple[PlayedCard, ...] = ()
    answers: dict[tuple[int, frozenset[Card]], tuple[Card, tuple[str, ...]]] = field(
        default_factory=dict
    )
    accuse: dict[tuple[int, frozenset[Card]], bool] = field(default_factory=dict)
    suit_leads: dict[tuple[int, Suit, tuple[Card, ...], bool], tuple[float, Choice]] = field(
        default_factory=dict
    )
    #: Parts of a play's chance under the model of strong play, by play and suit holding.
    strong: dict[tuple[object, ...], float] = field(default_factory=dict)
    #: Plays' chances under the solver's kind, by play and every seat's cards then.
    solved: SolvedCache = field(default_factory=dict)

    @classmethod
    def for_view(cls, view: SeatView, memo: Memo | None) -> Memo:
        """``memo`` if ``view`` continues the hand it was made for, else a new one."""
        dealt = frozenset(view.hand) | {p.card for p in view.plays if p.seat == view.seat}
        if (
            memo is None
            or (memo.seat, memo.dealer, memo.dealt) != (view.seat, view.dealer, dealt)
            or view.plays[: len(memo.plays)] != memo.plays
        ):
            memo = cls(view.seat, view.dealer, dealt)
        memo.plays = view.plays
        return memo
