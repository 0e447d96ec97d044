"""The Tressette state machine: one hand (:class:`HandState`) inside a match (:class:`MatchState`).

Both are frozen: ``apply``/``play``/``deal`` return a new state or raise an error that says
which rule refused the action. Nothing here draws random numbers, reads a clock or does I/O:
deals come from outside (see :func:`circolo.games.tressette.rules.deal_deck`), so a whole match is
its deals and its plays.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final, Literal

from circolo.core.cards.italian import DECK, Card, Suit
from circolo.core.errors import IllegalPlayError
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.ranking import thirds
from circolo.games.tressette.rules import (
    HAND_CARD_POINTS,
    HAND_SIZE,
    SEATS,
    TRICKS_PER_HAND,
    Accusa,
    accuse_of_deal,
    card_points,
    next_seat,
    redeal_reason,
    team_of,
    trick_winner,
)
from circolo.games.tressette.signals import SignalContext, signal_refusal, vocabulary

PLAYS_PER_HAND: Final = SEATS * TRICKS_PER_HAND
EndedBy = Literal["target", "cappotto", "accuse"]
Phase = Literal["deal", "play", "over"]


@dataclass(frozen=True, slots=True)
class Play:
    """An action of the player to move: a card and the signals made with it."""

    card: Card
    signals: tuple[str, ...] = ()

    @classmethod
    def parse(cls, code: str, *signals: str) -> Play:
        """``Play.parse("3d", "busso")``: the card by its code, then signal ids."""
        return cls(Card.parse(code), tuple(signals))

    @classmethod
    def of(cls, card: Card, signals: tuple[str, ...] = ()) -> Play:
        """The play of ``card`` with ``signals``: without signals, one play made once per
        card (a frozen object costs a microsecond to build, and self-play makes one a card)."""
        return cls(card, signals) if signals else _PLAYS_PLAIN[card.index]


#: The play of each card with no signal, by the card's place in the deck (:meth:`Play.of`).
_PLAYS_PLAIN: Final[tuple[Play, ...]] = tuple(Play(card) for card in DECK)


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card that was played: by whom, and with which signals."""

    seat: int
    card: Card
    signals: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        """The record's play entry."""
        return {"seat": self.seat, "card": self.card.code, "signals": list(self.signals)}


#: Each seat's play of each card with no signal, by the card's place in the deck: made
#: once, as most cards go without one (a frozen object costs a microsecond to build).
_PLAYED_PLAIN: Final[tuple[tuple[PlayedCard, ...], ...]] = tuple(
    tuple(PlayedCard(seat, card) for card in DECK) for seat in range(SEATS)
)


@dataclass(frozen=True, slots=True)
class HandResult:
    """The score of a finished hand, per team (the record's ``result``)."""

    thirds: tuple[int, int]
    last_trick: int | None
    card_points: tuple[int, int]
    accuse_points: tuple[int, int]
    points: tuple[int, int]
    cappotto: int | None

    def to_json(self) -> dict[str, object]:
        """The record's ``result`` object."""
        return {
            "thirds": list(self.thirds),
            "last_trick": self.last_trick,
            "card_points": list(self.card_points),
            "accuse_points": list(self.accuse_points),
            "points": list(self.points),
            "cappotto": self.cappotto,
        }


def _deal_error(hands: Sequence[Sequence[Card]]) -> IllegalPlayError | None:
    if len(hands) != SEATS:
        return IllegalPlayError("error.deal_seats", count=len(hands))
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE:
            return IllegalPlayError("error.deal_size", seat=seat, count=len(hand))
    if len({card.index for hand in hands for card in hand}) == SEATS * HAND_SIZE:
        return None
    seen: set[Card] = set()
    for hand in hands:
        for card in hand:
            if card in seen:
                return IllegalPlayError("error.deal_twice", card=card.code)
            seen.add(card)
    return None


@dataclass(frozen=True, slots=True)
class HandState:
    """One hand ("mano"): ten tricks from a deal, with accuse and signals.

    ``score_before`` and ``target`` are the game's score before this hand and its target,
    needed only for "tirarsi fuori" (accuse ending the game after the first trick).
    """

    options: TressetteOptions
    dealer: int
    deal: tuple[tuple[Card, ...], ...]
    hands: tuple[tuple[Card, ...], ...]
    accuse: tuple[Accusa, ...]
    score_before: tuple[int, int]
    target: int
    turn: int
    plays: tuple[PlayedCard, ...] = ()
    #: Thirds taken by each team in the tricks completed so far.
    taken: tuple[int, int] = (0, 0)
    #: Seats that won each completed trick, in order.
    trick_winners: tuple[int, ...] = ()
    #: True when "tirarsi fuori" ended the hand (and the game) after the first trick.
    ended_by_accuse: bool = False

    @classmethod
    def start(
        cls,
        options: TressetteOptions,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        *,
        score_before: tuple[int, int] = (0, 0),
        target: int | None = None,
    ) -> HandState:
        """A hand about to be played from ``hands``; refuses a bad deal or one to redeal."""
        if not 0 <= dealer < SEATS:
            raise IllegalPlayError("error.bad_dealer", dealer=dealer)
        problem = _deal_error(hands)
        if problem is not None:
            raise problem
        redeal = redeal_reason(
            hands,
            under_one_point=options.redeal_under_one_point,
            three_sevens=options.redeal_three_sevens,
        )
        if redeal is not None:
            raise IllegalPlayError(f"error.redeal.{redeal[1]}", seat=redeal[0])
        deal = tuple(tuple(hand) for hand in hands)
        accuse = accuse_of_deal(deal, dealer) if options.accuse != "off" else ()
        return cls(
            options=options,
            dealer=dealer,
            deal=deal,
            hands=deal,
            accuse=accuse,
            score_before=score_before,
            target=options.target if target is None else target,
            turn=next_seat(dealer),
        )

    # -- what the position is -------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """Whether all ten tricks are played (or "tirarsi fuori" ended the hand)."""
        return self.ended_by_accuse or len(self.plays) == PLAYS_PER_HAND

    @property
    def to_move(self) -> int | None:
        """The seat whose turn it is, or None when the hand is over."""
        return None if self.is_over else self.turn

    @property
    def trick_number(self) -> int:
        """The trick in progress, counting from 0 (10 when the hand is over)."""
        return len(self.plays) // SEATS

    @property
    def current_trick(self) -> tuple[PlayedCard, ...]:
        """The cards on the table in the trick in progress."""
        played = len(self.plays)
        return self.plays[played - played % SEATS :]

    @property
    def led_suit(self) -> Suit | None:
        """The suit led in the trick in progress, or None when a trick is to be led."""
        trick = self.current_trick
        return trick[0].card.suit if trick else None

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the player to move may play (empty when the hand is over)."""
        played = len(self.plays)
        if self.ended_by_accuse or played == PLAYS_PER_HAND:
            return ()
        hand = self.hands[self.turn]
        position = played % SEATS
        if position:
            led = self.plays[played - position].card.suit
            following = [card for card in hand if card.suit is led]
            if following:
                return tuple(following)
        return hand

    @property
    def accuse_points(self) -> tuple[int, int]:
        """The points the accuse of this hand are worth to each team (zeros unless scored)."""
        if self.options.accuse != "score":
            return (0, 0)
        points = [0, 0]
        for accusa in self.accuse:
            points[team_of(accusa.seat)] += accusa.points
        return (points[0], points[1])

    @property
    def credited_accuse_points(self) -> tuple[int, int]:
        """Accuse points credited so far: they count once the first trick has ended."""
        return self.accuse_points if len(self.plays) >= SEATS else (0, 0)

    def result(self) -> HandResult:
        """The score of the finished hand."""
        if not self.is_over:
            raise IllegalPlayError("error.hand_not_over", plays=len(self.plays))
        accuse_points = self.accuse_points
        if self.ended_by_accuse:
            return HandResult((0, 0), None, (0, 0), accuse_points, accuse_points, None)
        last_team = team_of(self.trick_winners[-1])
        points_of_cards = card_points(self.taken, last_team)
        cappotto = None
        if self.options.cappotto:
            for team in (0, 1):
                if points_of_cards[team] == HAND_CARD_POINTS:
                    cappotto = team
        return HandResult(
            thirds=self.taken,
            last_trick=last_team,
            card_points=points_of_cards,
            accuse_points=accuse_points,
            points=(
                points_of_cards[0] + accuse_points[0],
                points_of_cards[1] + accuse_points[1],
            ),
            cappotto=cappotto,
        )

    # -- signals ----------------------------------------------------------------------------

    def may_signal(self, seat: int) -> bool:
        """Whether ``seat``, about to play, may make a signal at this moment."""
        if self.options.signals == "none" or self.trick_number >= TRICKS_PER_HAND - 1:
            return False
        return vocabulary(self.options.signals).who == "any" or not self.current_trick

    def signal_context(self, seat: int, card: Card) -> SignalContext:
        """The truth-condition context of ``seat`` playing ``card`` now (exact: sees all hands)."""
        others = frozenset(c for s in range(SEATS) if s != seat for c in self.hands[s])
        return SignalContext(card, self.hands[seat], others.__contains__)

    def _check_signals(self, seat: int, card: Card, signals: tuple[str, ...]) -> None:
        problem = signal_refusal(
            self.options,
            seat,
            card,
            signals,
            trick_number=self.trick_number,
            leading=not self.current_trick,
            context=lambda: self.signal_context(seat, card),
        )
        if problem is not None:
            raise problem

    # -- playing ----------------------------------------------------------------------------

    def apply(self, play: Play) -> HandState:
        """The hand after the player to move plays ``play``; an illegal play raises."""
        plays = self.plays
        played = len(plays)
        if self.ended_by_accuse or played == PLAYS_PER_HAND:
            raise IllegalPlayError("error.hand_over", card=play.card.code)
        seat = self.turn
        card = play.card
        hand = self.hands[seat]
        kept = [held for held in hand if held is not card]
        if len(kept) == len(hand):
            raise IllegalPlayError("error.not_in_hand", seat=seat, card=card.code)
        position = played % SEATS
        if position:
            led = plays[played - position].card.suit
            if card.suit is not led and any(c.suit is led for c in hand):
                raise IllegalPlayError(
                    "error.must_follow_suit", seat=seat, card=card.code, suit=led.label()
                )
        if play.signals:
            self._check_signals(seat, card, play.signals)
        hands = list(self.hands)
        hands[seat] = tuple(kept)
        signals = play.signals
        played_card = (
            PlayedCard(seat, card, signals) if signals else _PLAYED_PLAIN[seat][card.index]
        )
        plays = (*plays, played_card)
        if position < SEATS - 1:
            return self._after_play(tuple(hands), plays, next_seat(seat))
        trick = plays[-SEATS:]
        winner = trick_winner([(p.seat, p.card) for p in trick])
        won = sum(thirds(p.card) for p in trick)
        taken = (self.taken[0] + won, self.taken[1]) if winner % 2 == 0 else (
            self.taken[0], self.taken[1] + won)  # fmt: skip
        state = self._after_play(tuple(hands), plays, winner, taken, (*self.trick_winners, winner))
        if played == SEATS - 1 and state._accuse_end_the_game():
            state = replace(state, ended_by_accuse=True)
        return state

    def _after_play(
        self,
        hands: tuple[tuple[Card, ...], ...],
        plays: tuple[PlayedCard, ...],
        turn: int,
        taken: tuple[int, int] | None = None,
        trick_winners: tuple[int, ...] | None = None,
    ) -> HandState:
        """This hand with a card more played: the new hands, plays and turn, and once a trick
        ends the thirds taken and its winner (a direct construction: ``replace`` costs the
        self-play loop a fifth of its time)."""
        return HandState(
            self.options,
            self.dealer,
            self.deal,
            hands,
            self.accuse,
            self.score_before,
            self.target,
            turn,
            plays,
            self.taken if taken is None else taken,
            self.trick_winners if trick_winners is None else trick_winners,
            self.ended_by_accuse,
        )

    def _accuse_end_the_game(self) -> bool:
        """ "Tirarsi fuori": accuse take a team to the target, ahead of the other."""
        if not (self.options.accuse_ends_game and self.options.accuse == "score"):
            return False
        extra = self.accuse_points
        totals = (self.score_before[0] + extra[0], self.score_before[1] + extra[1])
        return max(totals) >= self.target and totals[0] != totals[1]


def hand_deal_json(hand: HandState) -> dict[str, object]:
    """The fields of a hand, dealt or finished, that make its deal, as the record's HAND
    writes them (a club evening's board deal)."""
    return {
        "dealer": hand.dealer,
        "deal": [[card.code for card in cards] for cards in hand.deal],
    }


def hand_to_json(hand: HandState) -> dict[str, object]:
    """A finished hand as the record's HAND object."""
    return {
        **hand_deal_json(hand),
        "plays": [played.to_json() for played in hand.plays],
        "accuse": [accusa.to_json() for accusa in hand.accuse],
        "result": hand.result().to_json(),
    }
