"""A Tressette match: games of hands, dealers rotating — and the Roman match's other game.

:class:`MatchState` waits for a deal (:meth:`MatchState.deal`) whenever no hand is in play,
then takes plays until the hand ends; games and the match end by themselves. In a Roman
match (option ``second_game``, docs/rules.md) the second game is played at another game of
the registry: :attr:`MatchState.other` holds that game's own match state while it is played
(its deals and steps go to it: :meth:`MatchState.deal_other`, :meth:`MatchState.apply`),
and once it is over it counts as one game won, like a Tressette game. Tressette reaches
that game only through the registry (``Game.new_match``, ``Game.second_game_options``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from circolo.core.cards.italian import Card
from circolo.core.errors import IllegalPlayError
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.rules import SEATS, next_seat, redeal_reason
from circolo.games.tressette.state import EndedBy, HandState, Phase, Play, hand_to_json


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game ("partita"): its hands, final score, winner and how it ended."""

    hands: tuple[HandState, ...]
    score: tuple[int, int]
    winner: int
    ended_by: EndedBy
    target: int

    def to_json(self) -> dict[str, object]:
        """The record's game object (hands as record HANDs)."""
        return {
            "hands": [hand_to_json(hand) for hand in self.hands],
            "score": list(self.score),
            "winner": self.winner,
            "ended_by": self.ended_by,
        }


@dataclass(frozen=True, slots=True)
class OtherGame:
    """A finished game of the match played at another game (the Roman match's Briscola)."""

    #: The game's name in the registry.
    game: str
    #: That game's finished match state.
    state: Any
    winner: int
    #: No Tressette hands: the game's own hands are in ``state``.
    hands: tuple[HandState, ...] = ()

    @property
    def score(self) -> tuple[int, int]:
        """What the game's score is: the hands each team won."""
        wins: tuple[int, int] = self.state.wins
        return wins

    @property
    def ended_by(self) -> str:
        """How the game ended, as its record says (``hands`` for Briscola)."""
        return str(self.to_json()["ended_by"])

    @property
    def target(self) -> int:
        """The hands a team had to win."""
        return int(self.state.options.hands_to_win)

    def to_json(self) -> dict[str, object]:
        """The record's game object, as the other game writes it (interfaces.md)."""
        from circolo.core.registry import embedded_game

        return embedded_game(self.game).game_json(self.state)


def _start_other(options: TressetteOptions, number: int, dealer: int) -> tuple[str, Any] | None:
    """The other game that game ``number`` is played at, begun by ``dealer``; None for
    Tressette."""
    name = options.game_at(number)
    if name == "tressette":
        return None
    from circolo.core.registry import embedded_game

    game = embedded_game(name)
    return name, game.new_match(game.second_game_options(), dealer)


@dataclass(frozen=True, slots=True)
class MatchState:
    """A whole match: games of hands, dealers rotating, the hand in play if any."""

    options: TressetteOptions
    #: The dealer of the match's first hand (drawn by chance by whoever starts the match).
    first_dealer: int
    #: The dealer of the hand in play, or of the next deal.
    dealer: int
    games: tuple[GameResult | OtherGame, ...] = ()
    #: Finished hands of the game in progress.
    hands: tuple[HandState, ...] = ()
    #: Score of the game in progress before the hand in play.
    score: tuple[int, int] = (0, 0)
    hand: HandState | None = None
    #: The game in progress when it is played at another game: (its name, its state).
    other: tuple[str, Any] | None = None

    @classmethod
    def new(cls, options: TressetteOptions, first_dealer: int) -> MatchState:
        """A match about to begin, the first hand to be dealt by ``first_dealer``."""
        if not 0 <= first_dealer < SEATS:
            raise IllegalPlayError("error.bad_dealer", dealer=first_dealer)
        return cls(options=options, first_dealer=first_dealer, dealer=first_dealer)

    @property
    def wins(self) -> tuple[int, int]:
        """Games won by each team so far."""
        won = [0, 0]
        for game in self.games:
            won[game.winner] += 1
        return (won[0], won[1])

    @property
    def winner(self) -> int | None:
        """The team that won the match, or None while it goes on."""
        needed = self.options.best_of // 2 + 1
        for team, won in enumerate(self.wins):
            if won >= needed:
                return team
        return None

    @property
    def is_over(self) -> bool:
        """Whether a team has won the match."""
        return self.winner is not None

    @property
    def phase(self) -> Phase:
        """``deal`` (waiting for cards), ``play`` (a hand in play) or ``over``."""
        if self.is_over:
            return "over"
        if self.other is not None:
            return "deal" if self.other[1].hand is None else "play"
        return "deal" if self.hand is None else "play"

    @property
    def target(self) -> int:
        """The target of the game in progress (the "bella" may have its own)."""
        return self.options.target_of_game(self.wins)

    @property
    def game_number(self) -> int:
        """The game in progress (or the last one, when the match is over), counting from 0."""
        return len(self.games) - (1 if self.is_over else 0)

    @property
    def to_move(self) -> int | None:
        """The seat to play, or None while waiting for a deal or when the match is over."""
        if self.other is not None:
            to_move: int | None = self.other[1].to_move
            return to_move
        return None if self.hand is None else self.hand.to_move

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the seat to move may play (in a Tressette hand)."""
        return () if self.hand is None else self.hand.legal_cards()

    def legal_actions(self) -> tuple[Any, ...]:
        """Each card the seat to move may play, with no signal (a signal is added to a card);
        in the other game, that game's steps."""
        if self.other is not None:
            return tuple(self.other[1].legal_actions())
        return tuple(Play(card) for card in self.legal_cards())

    def apply(self, action: Any) -> MatchState:
        """The game interface's step: a Tressette :class:`Play`, or the other game's step."""
        if self.other is not None:
            return self._other_step(action)
        return self.play(action)

    @property
    def last_hand(self) -> HandState | None:
        """The most recently finished Tressette hand of the game in progress or the last
        Tressette game, for summaries between hands (None after another game)."""
        if self.hands:
            return self.hands[-1]
        if self.games and isinstance(self.games[-1], GameResult):
            return self.games[-1].hands[-1]
        return None

    def tressette_games(self) -> tuple[GameResult, ...]:
        """The finished games played at Tressette."""
        return tuple(game for game in self.games if isinstance(game, GameResult))

    def redeal_reason(self, hands: Sequence[Sequence[Card]]) -> tuple[int, str] | None:
        """Why these dealt hands must be dealt again under the options, or None."""
        return redeal_reason(
            hands,
            under_one_point=self.options.redeal_under_one_point,
            three_sevens=self.options.redeal_three_sevens,
        )

    def deal(self, hands: Sequence[Sequence[Card]]) -> MatchState:
        """The match with the next hand dealt as ``hands`` (seat by seat, ten cards each)."""
        if self.is_over:
            raise IllegalPlayError("error.match_over")
        if self.other is not None:
            raise IllegalPlayError("error.other_game_in_play", game=self.other[0])
        if self.hand is not None:
            raise IllegalPlayError("error.hand_in_play")
        hand = HandState.start(
            self.options, self.dealer, hands, score_before=self.score, target=self.target
        )
        return self._with_hand(hand)

    def deal_other(self, deck: Sequence[Card]) -> MatchState:
        """The other game's next hand, dealt from ``deck`` as that game deals."""
        if self.other is None:
            raise IllegalPlayError("error.no_hand")
        name, state = self.other
        return replace(self, other=(name, state.deal(deck)))

    def play(self, play: Play) -> MatchState:
        """The match after the seat to move plays ``play``; ends hands and games as due."""
        if self.hand is None:
            raise IllegalPlayError("error.match_over" if self.is_over else "error.no_hand")
        hand = self.hand.apply(play)
        if not hand.is_over:
            return self._with_hand(hand)
        return self._finish_hand(hand)

    def play_hand(self, choose: Callable[[HandState], Play]) -> MatchState:
        """The match once the hand in play is played to its end, each play chosen by
        ``choose`` from the hand as it stands (what :meth:`play` does card by card, without
        a match made at every card: self-play plays whole hands so)."""
        hand = self.hand
        if hand is None:
            raise IllegalPlayError("error.match_over" if self.is_over else "error.no_hand")
        while True:
            hand = hand.apply(choose(hand))
            if hand.is_over:
                return self._finish_hand(hand)

    def _with_hand(
        self,
        hand: HandState | None,
        hands: tuple[HandState, ...] | None = None,
        score: tuple[int, int] | None = None,
        dealer: int | None = None,
    ) -> MatchState:
        """This match with ``hand`` in play (None: no hand), and where given the game's
        finished hands, its score and the next dealer (built directly: ``replace`` would
        cost the self-play loop a tenth of its time)."""
        return MatchState(
            self.options,
            self.first_dealer,
            self.dealer if dealer is None else dealer,
            self.games,
            self.hands if hands is None else hands,
            self.score if score is None else score,
            hand,
            self.other,
        )

    def _other_step(self, action: Any) -> MatchState:
        assert self.other is not None
        name, state = self.other
        state = state.apply(action)
        if not state.is_over:
            return replace(self, other=(name, state))
        return self.finish_other(state)

    def finish_other(self, state: Any) -> MatchState:
        """The match once the other game in progress ended as ``state`` (a replay gives the
        game it replayed whole): one game won, the deal passing on to the next seat."""
        assert self.other is not None
        name = self.other[0]
        games = (*self.games, OtherGame(name, state, state.winner))
        ended = replace(self, games=games, other=None, dealer=state.dealer)
        return ended._begin_game()

    def _begin_game(self) -> MatchState:
        """The next game of an unfinished match, begun at the game the options say."""
        if self.is_over:
            return self
        other = _start_other(self.options, len(self.games), self.dealer)
        return replace(self, other=other) if other is not None else self

    def _finish_hand(self, hand: HandState) -> MatchState:
        result = hand.result()
        score = (self.score[0] + result.points[0], self.score[1] + result.points[1])
        hands = (*self.hands, hand)
        ended: tuple[int, EndedBy] | None = None
        if result.cappotto is not None:
            ended = (result.cappotto, "cappotto")
        elif hand.ended_by_accuse:
            ended = (0 if score[0] > score[1] else 1, "accuse")
        elif max(score) >= hand.target and score[0] != score[1]:
            ended = (0 if score[0] > score[1] else 1, "target")
        dealer = next_seat(self.dealer)
        if ended is None:
            return self._with_hand(None, hands, score, dealer)
        game = GameResult(hands, score, ended[0], ended[1], hand.target)
        finished = replace(
            self, games=(*self.games, game), hands=(), score=(0, 0), hand=None, dealer=dealer
        )
        return finished._begin_game()
