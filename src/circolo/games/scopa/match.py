"""A Scopa game as a pure state machine: hands until a side has reached the target with more
points than the other (rules.md, "The game": the match is one game).

Points are added at the end of each hand. The game ends after the hand in which a side has
reached ``target`` with more points than the other; an exact tie plays another hand. Each next
hand is dealt by dealer+1.

>>> from circolo.games.scopa.options import ScopaOptions
>>> match = MatchState.new(ScopaOptions(), 0)
>>> match.is_over, match.to_move, match.winner
(False, None, None)
>>> from dataclasses import replace
>>> replace(match, score=(11, 11)).is_over, replace(match, score=(12, 11)).winner
(False, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from circolo.core.cards.italian import Card
from circolo.core.errors import IllegalPlayError
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.scoring import Pair
from circolo.games.scopa.state import HandState, Play, deal_hand, redeal_due


@dataclass(frozen=True, slots=True)
class MatchState:
    """A Scopa game: its hands so far, the hand in play, the score and the next dealer."""

    options: ScopaOptions
    #: The dealer of the hand in play, or of the next one.
    dealer: int
    hand: HandState | None = None
    #: Every finished hand, in order.
    finished: tuple[HandState, ...] = ()
    #: Each side's points, the hands' totals added up.
    score: Pair = (0, 0)

    @classmethod
    def new(cls, options: ScopaOptions, first_dealer: int) -> MatchState:
        """A game before its first deal, dealt first by ``first_dealer``."""
        if not 0 <= first_dealer < options.players:
            raise IllegalPlayError(
                "error.scopa_dealer", dealer=first_dealer, last=options.players - 1
            )
        return cls(options, first_dealer)

    @property
    def is_over(self) -> bool:
        """Whether a side has reached the target with more points than the other."""
        a, b = self.score
        return max(a, b) >= self.options.target and a != b

    @property
    def winner(self) -> int | None:
        """The side that won the game (None while it is played)."""
        if not self.is_over:
            return None
        return 0 if self.score[0] > self.score[1] else 1

    @property
    def to_move(self) -> int | None:
        """The seat to play in the hand in play (None between hands and at the end)."""
        return self.hand.to_move if self.hand is not None else None

    def redeal_due(self, deck: Sequence[Card]) -> bool:
        """Whether ``deck`` must be shuffled and dealt again (three Re turned up)."""
        return redeal_due(self.options, deck)

    def deal(self, deck: Sequence[Card]) -> MatchState:
        """The next hand, dealt from ``deck`` by the game's dealer (a deck that turns up
        three Re with ``three_kings_redeal`` on is refused: deal another)."""
        self._check_no_hand()
        return replace(self, hand=deal_hand(self.options, self.dealer, deck))

    def start_hand(self, hand: HandState) -> MatchState:
        """The next hand as a record writes it (its deal checked by :meth:`HandState.start`)."""
        self._check_no_hand()
        if hand.dealer != self.dealer:
            raise IllegalPlayError(
                "error.scopa_wrong_dealer", dealer=hand.dealer, expected=self.dealer
            )
        return replace(self, hand=hand)

    def _check_no_hand(self) -> None:
        if self.is_over:
            raise IllegalPlayError("error.match_over")
        if self.hand is not None:
            raise IllegalPlayError("error.hand_in_play")

    def legal_actions(self) -> tuple[Play, ...]:
        """The steps the seat to move may take (none between hands)."""
        return self.hand.legal_actions() if self.hand is not None else ()

    def apply(self, play: Play) -> MatchState:
        """The game after the seat to move's ``play``; a finished hand is counted and the
        deal passes to the next seat."""
        if self.hand is None:
            raise IllegalPlayError("error.match_over" if self.is_over else "error.no_hand")
        hand = self.hand.apply(play)
        if not hand.is_over:
            return replace(self, hand=hand)
        total = hand.result().total
        return replace(
            self,
            hand=None,
            finished=(*self.finished, hand),
            score=(self.score[0] + total[0], self.score[1] + total[1]),
            dealer=(self.dealer + 1) % self.options.players,
        )
