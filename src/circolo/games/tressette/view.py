"""What one seat may know (:class:`SeatView`), and the explicit all-hands training view.

Hide by default: a seat's view holds its own hand, the cards played, the signals made, the
accuse as far as they are public, the score and whose turn it is — never another seat's
hidden cards. The training view, which shows every hand, is a different type that must be
asked for by name (:func:`training_view`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from circolo.core.cards.italian import DECK, Card, Suit
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.rules import SEATS, TRICKS_PER_HAND, Accusa, trick_winner
from circolo.games.tressette.signals import SignalContext, Vocabulary, vocabulary
from circolo.games.tressette.state import HandState, PlayedCard


@dataclass(frozen=True, slots=True)
class PublicAccusa:
    """An accusa as a seat knows it: who and how many points, and once revealed, what."""

    seat: int
    points: int
    #: None while only its existence and points are public.
    kind: str | None = None
    suit: Suit | None = None

    @classmethod
    def of(cls, accusa: Accusa, *, revealed: bool) -> PublicAccusa:
        """``accusa`` as known to a seat: wholly when ``revealed``, else seat and points."""
        if revealed:
            return cls(accusa.seat, accusa.points, accusa.kind, accusa.suit)
        return cls(accusa.seat, accusa.points)

    def to_json(self) -> dict[str, object]:
        """As the record's entry, with ``kind``/``suit`` left out while still hidden."""
        entry: dict[str, object] = {"seat": self.seat}
        if self.kind is not None:
            entry["kind"] = self.kind
        if self.suit is not None:
            entry["suit"] = self.suit.code
        entry["points"] = self.points
        return entry


def public_accuse(hand: HandState, viewer: int | None) -> tuple[PublicAccusa, ...]:
    """The accuse of ``hand`` as ``viewer`` knows them (None: an onlooker who sees no hand).

    An accusa is declared after its player's first card (timing ``after-own-card``) or when
    the first trick ends; its kind and suit become public after the first card of the second
    trick. A player knows his own as soon as he has declared it.
    """
    if not hand.accuse:
        return ()
    played = len(hand.plays)
    revealed_to_all = played > SEATS or hand.is_over
    first = (hand.dealer + 1) % SEATS
    known: list[PublicAccusa] = []
    for accusa in hand.accuse:
        if hand.options.accuse_timing == "after-own-card":
            declared = played > (accusa.seat - first) % SEATS
        else:
            declared = played >= SEATS
        if declared:
            revealed = revealed_to_all or accusa.seat == viewer
            known.append(PublicAccusa.of(accusa, revealed=revealed))
    # Hidden entries go by seat and points: their order must not hint at their kinds.
    if len(known) > 1:
        known.sort(key=lambda a: (a.seat, a.kind is not None, a.points))
    return tuple(known)


@dataclass(frozen=True)
class SeatView:
    """Everything one seat may know at one moment of a match."""

    options: TressetteOptions
    seat: int
    dealer: int
    #: The seat's own cards.
    hand: tuple[Card, ...]
    #: Every card played in this hand so far, in order, with its signals.
    plays: tuple[PlayedCard, ...]
    #: Accuse of this hand as far as they are public to this seat.
    accuse: tuple[PublicAccusa, ...]
    #: The game's score, accuse credited at the end of the first trick included.
    score: tuple[int, int]
    #: Games won by each team in the match.
    wins: tuple[int, int]
    #: The target of the game in progress.
    target: int
    #: Whose turn it is (None between hands or at the match's end).
    to_move: int | None
    #: The cards this seat may play now (empty when it is not its turn).
    legal: tuple[Card, ...]

    # -- derived knowledge ------------------------------------------------------------------

    @property
    def trick_number(self) -> int:
        """The trick in progress, counting from 0."""
        return len(self.plays) // SEATS

    @property
    def current_trick(self) -> tuple[PlayedCard, ...]:
        """The cards on the table in the trick in progress."""
        played = len(self.plays)
        return self.plays[played - played % SEATS :]

    @property
    def led_suit(self) -> Suit | None:
        """The suit of the trick in progress, or None when a trick is to be led."""
        trick = self.current_trick
        return trick[0].card.suit if trick else None

    @property
    def tricks(self) -> tuple[tuple[tuple[PlayedCard, ...], int], ...]:
        """Completed tricks of this hand, each with the seat that won it."""
        done = len(self.plays) - len(self.plays) % SEATS
        tricks = []
        for start in range(0, done, SEATS):
            trick = self.plays[start : start + SEATS]
            tricks.append((trick, trick_winner([(p.seat, p.card) for p in trick])))
        return tuple(tricks)

    @cached_property
    def unseen(self) -> frozenset[Card]:
        """Cards this seat has not seen: neither in its hand nor played (others hold them)."""
        seen = set(self.hand)
        seen.update(p.card for p in self.plays)
        return frozenset(card for card in DECK if card not in seen)

    @property
    def vocabulary(self) -> Vocabulary | None:
        """The signal vocabulary in use, or None when signals are off."""
        name = self.options.signals
        return None if name == "none" else vocabulary(name)

    def may_signal(self) -> bool:
        """Whether this seat, to move now, may add signals to its card."""
        vocab = self.vocabulary
        if vocab is None or self.to_move != self.seat:
            return False
        played = len(self.plays)
        if played // SEATS >= TRICKS_PER_HAND - 1:
            return False
        return vocab.who == "any" or not played % SEATS

    def signal_is_surely_true(self, card: Card, signal_id: str) -> bool:
        """Whether ``signal_id`` with ``card`` is true whatever the unseen cards are."""
        vocab = self.vocabulary
        signal = None if vocab is None else vocab.get(signal_id)
        if signal is None:
            return False
        context = SignalContext(card, self.hand, self.unseen.__contains__)
        return signal.truth.holds_in(context)

    def true_signals(self) -> dict[str, list[str]]:
        """For each signal this seat may make now, the cards it may play that would make it
        true (by code); signals true with no card are left out, and so is everything when
        the seat may not signal. What a seat has not seen, the other seats hold: "surely
        true" is simply true here.

        >>> from circolo.games.tressette.match import MatchState
        >>> from circolo.games.tressette.options import preset
        >>> from circolo.core.cards.italian import Card
        >>> hand = [Card.parse(c) for c in "Ac 2c 3c 4c 5c 6c Rs Cs Fs 7d".split()]
        >>> rest = [card for card in DECK if card not in hand]
        >>> hands = [hand, rest[:10], rest[10:20], rest[20:]]
        >>> match = MatchState.new(preset("romana"), 3).deal(hands)
        >>> offered = seat_view(match, 0).true_signals()
        >>> sorted(offered["altre-5-carte"]), "altre-7-carte" in offered
        (['2c', '3c', '4c', '5c', '6c', 'Ac'], False)
        >>> offered["volo"]
        ['7d']
        """
        vocab = self.vocabulary
        if vocab is None or not self.may_signal():
            return {}
        true: dict[str, list[str]] = {}
        for signal in vocab.signals:
            cards = [
                card.code
                for card in self.legal
                if signal.truth.holds_in(SignalContext(card, self.hand, self.unseen.__contains__))
            ]
            if cards:
                true[signal.id] = cards
        return true

    def to_json(self) -> dict[str, object]:
        """The engine protocol's VIEW (docs/interfaces.md) and ``wins``, ``target``, ``to_move``."""
        return {
            "game": "tressette",
            "options": self.options.to_json(),
            "seat": self.seat,
            "dealer": self.dealer,
            "hand": [card.code for card in self.hand],
            "plays": [played.to_json() for played in self.plays],
            "accuse": [accusa.to_json() for accusa in self.accuse],
            "score": list(self.score),
            "legal": [card.code for card in self.legal],
            "wins": list(self.wins),
            "target": self.target,
            "to_move": self.to_move,
        }


#: The seats a view may be asked for (made once: a view is made at every card played).
_SEATS = range(SEATS)


def seat_view(match: MatchState, seat: int) -> SeatView:
    """What ``seat`` may know of ``match`` now."""
    if seat not in _SEATS:
        raise ValueError(f"seat {seat!r} is not a seat; seats are 0, 1, 2 and 3")
    hand = match.hand
    if hand is None:
        return SeatView(
            options=match.options, seat=seat, dealer=match.dealer, hand=(), plays=(),
            accuse=(), score=match.score, wins=match.wins, target=match.target,
            to_move=None, legal=(),
        )  # fmt: skip
    return hand_view(match, hand, seat)


def hand_view(match: MatchState, hand: HandState, seat: int) -> SeatView:
    """What ``seat`` may know of ``match`` when its hand in play has come to ``hand`` (as
    :meth:`MatchState.play_hand` hands it out)."""
    score = match.score
    if hand.accuse:
        credited = hand.credited_accuse_points
        score = (score[0] + credited[0], score[1] + credited[1])
    to_move = hand.to_move
    return SeatView(
        options=match.options,
        seat=seat,
        dealer=hand.dealer,
        hand=hand.hands[seat],
        plays=hand.plays,
        accuse=public_accuse(hand, seat),
        score=score,
        wins=match.wins,
        target=hand.target,
        to_move=to_move,
        legal=hand.legal_cards() if to_move == seat else (),
    )


@dataclass(frozen=True)
class TrainingView:
    """The training table's view: one seat's view plus every hand, face up, and all accuse.

    Only for a table with a single human who asked for training mode; never for play.
    """

    view: SeatView
    hands: tuple[tuple[Card, ...], ...]
    accuse: tuple[Accusa, ...]

    def to_json(self) -> dict[str, object]:
        """The seat's VIEW with ``hands`` (every seat's cards) and ``all_accuse`` added."""
        data = self.view.to_json()
        data["hands"] = [[card.code for card in cards] for cards in self.hands]
        data["all_accuse"] = [accusa.to_json() for accusa in self.accuse]
        return data


def training_view(match: MatchState, seat: int) -> TrainingView:
    """The all-hands view for ``seat`` at a training table."""
    hand = match.hand
    return TrainingView(
        view=seat_view(match, seat),
        hands=hand.hands if hand is not None else ((), (), (), ()),
        accuse=hand.accuse if hand is not None else (),
    )
