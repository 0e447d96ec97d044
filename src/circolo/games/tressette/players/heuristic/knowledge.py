"""What a seat can infer from its view: voids, known cards, masters, signals read.

Everything here is built from one :class:`~circolo.games.tressette.view.SeatView`: the cards
played, who failed to follow suit, the accuse revealed and — unless signals are ignored —
the signals made, read through each signal's own truth condition (a ``volo`` keeps no card
of the suit, ``busso il tre`` holds the 3, ``altre 3 carte`` keeps exactly three, a romana
``busso`` holds at least four of the suit and so keeps at least three…).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from circolo.core.cards.italian import SUITS, Card, Rank, Suit
from circolo.games.tressette.ranking import RANKS_BY_STRENGTH, strength
from circolo.games.tressette.rules import SEATS, team_of
from circolo.games.tressette.signals import (
    AllOf,
    Condition,
    HoldsAllOf,
    HoldsAnyOf,
    HoldsCount,
    HoldsNoneOf,
    KeepsCount,
    Signal,
    VoidInOtherSuits,
)
from circolo.games.tressette.state import PlayedCard
from circolo.games.tressette.view import SeatView

#: Signal ids, per vocabulary, that ask partner for his best card and promise a return.
ASK_BEST: dict[str, frozenset[str]] = {
    "classico": frozenset({"busso"}),
    "ai-tressette": frozenset({"busso", "ho-il-25"}),
    "bredese": frozenset({"busso", "busso-il-tre", "busso-il-due"}),
    "chitarrella": frozenset({"busso"}),
    "romana": frozenset({"la-meglio", "busso", "ribusso", "voglio-l-asso"}),
    "neutra": frozenset({"busso"}),
}
#: Signal ids that show the ace without the 3 and 2: partner should play his 3 or 2.
SHOWS_ACE: dict[str, frozenset[str]] = {
    "ai-tressette": frozenset({"asso"}),
    "bredese": frozenset({"punta-l-asso"}),
    "romana": frozenset({"ho-l-asso"}),
}
#: Signal ids that say "this card wins the trick".
SAYS_GOOD: dict[str, frozenset[str]] = {
    "ai-tressette": frozenset({"carta-buona", "torno"}),
    "romana": frozenset({"buona"}),
}
#: Signal ids that say "partner, do not return this suit".
SAYS_AWAY: dict[str, frozenset[str]] = {"bredese": frozenset({"via"})}


#: Each suit's cards, strongest first.
_STRONGEST_FIRST: dict[Suit, tuple[Card, ...]] = {
    suit: tuple(Card.of(rank, suit) for rank in RANKS_BY_STRENGTH) for suit in SUITS
}


def signal_kind(vocabulary: str, signal_id: str) -> str | None:
    """The intention a signal id carries: ``ask``, ``ace``, ``good``, ``away`` or None."""
    for kind, table in (
        ("ask", ASK_BEST),
        ("ace", SHOWS_ACE),
        ("good", SAYS_GOOD),
        ("away", SAYS_AWAY),
    ):
        if signal_id in table.get(vocabulary, frozenset()):
            return kind
    return None


@dataclass
class SeatFacts:
    """What is known of one other seat's hand."""

    voids: set[Suit] = field(default_factory=set)
    #: Cards surely in the seat's hand now.
    holds: set[Card] = field(default_factory=set)
    #: Cards surely not in the seat's hand.
    lacks: set[Card] = field(default_factory=set)
    #: Exact number of cards of a suit left in the seat's hand, where a signal told it.
    counts: dict[Suit, int] = field(default_factory=dict)
    #: Fewest cards of a suit left in the seat's hand, where a signal told it ("striscio").
    at_least: dict[Suit, int] = field(default_factory=dict)
    #: Suits where the seat's 3 is likely (a classico-style busso, "there's a knock").
    likely_three: set[Suit] = field(default_factory=set)
    #: How each void was learnt: "follow" (did not follow suit) or the signal id.
    void_source: dict[Suit, str] = field(default_factory=dict)


@dataclass
class Knowledge:
    """A seat's picture of the hand in play."""

    view: SeatView
    read_signals: bool = True
    seats: list[SeatFacts] = field(default_factory=list)
    played: set[Card] = field(default_factory=set)
    #: Suits partner asked for with a busso-like signal, most recent last, not yet answered.
    asked: list[Suit] = field(default_factory=list)
    #: Suits partner said not to return (Bredese "via").
    away: set[Suit] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.seats = [SeatFacts() for _ in range(SEATS)]
        self._unplayed: dict[Suit, list[Card]] | None = None
        self._read_plays()
        self._read_accuse()
        self._unplayed = {}  # the cards played are all read: their suits can be kept

    # -- who is who ------------------------------------------------------------------------

    @property
    def me(self) -> int:
        """This seat."""
        return self.view.seat

    @property
    def partner(self) -> int:
        """The seat opposite."""
        return (self.view.seat + 2) % SEATS

    def is_partner(self, seat: int) -> bool:
        """Whether ``seat`` plays on this seat's team (this seat included)."""
        return team_of(seat) == team_of(self.me)

    def trusts(self, seat: int) -> bool:
        """Whether this seat reads ``seat``'s signals as true.

        Partner's always (with signals read); an opponent's only where the options refuse
        false signals: where bluffs are allowed, an opponent's signal proves nothing.
        """
        if not self.read_signals or seat == self.me:
            return False
        return seat == self.partner or not self.view.options.false_signals

    # -- reading the hand so far -----------------------------------------------------------

    def _read_plays(self) -> None:
        for start in range(0, len(self.view.plays), SEATS):
            trick = self.view.plays[start : start + SEATS]
            led = trick[0].card.suit
            for position, played in enumerate(trick):
                seat, card = played.seat, played.card
                facts = self.seats[seat]
                self.played.add(card)
                facts.holds.discard(card)
                if card.suit in facts.counts:
                    facts.counts[card.suit] -= 1
                if facts.at_least.get(card.suit, 0) > 0:
                    facts.at_least[card.suit] -= 1
                if card.suit is not led and led not in facts.voids:
                    facts.voids.add(led)
                    facts.void_source[led] = "follow"
                if card.suit in facts.voids and facts.void_source.get(card.suit) != "follow":
                    facts.voids.discard(card.suit)  # a signal said void, yet here is one: a bluff
                if played.signals and self.trusts(seat):
                    self._read_signals(played, position)

    def _read_signals(self, played: PlayedCard, position: int) -> None:
        vocab_name = self.view.options.signals
        vocab = self.view.vocabulary
        if vocab is None:
            return
        for signal_id in played.signals:
            signal = vocab.get(signal_id)
            if signal is None:
                continue
            self._read_condition(played, signal.truth, signal)
            kind = signal_kind(vocab_name, signal_id)
            if kind == "ask" and position == 0:
                # The convention: one knocks holding the master of the suit (the 3 of a fresh
                # suit); when the master itself is led, the next card down stays in hand.
                facts = self.seats[played.seat]
                top = next(iter(self.unplayed(played.card.suit)), None)
                if top is not None and top not in self.hand:
                    facts.holds.add(top)
                    facts.likely_three.add(played.card.suit)
                if played.seat == self.partner:
                    self.asked.append(played.card.suit)
            if kind == "away" and played.seat == self.partner:
                self.away.add(played.card.suit)

    def _read_condition(self, played: PlayedCard, condition: Condition, signal: Signal) -> None:
        facts = self.seats[played.seat]
        suit = played.card.suit
        if isinstance(condition, AllOf):
            for part in condition.parts:
                self._read_condition(played, part, signal)
        elif isinstance(condition, HoldsAllOf):
            for rank in condition.ranks:
                card = Card.of(rank, suit)
                if card is not played.card and card not in self.played:
                    facts.holds.add(card)
        elif isinstance(condition, HoldsNoneOf):
            facts.lacks.update(Card.of(rank, suit) for rank in condition.ranks)
        elif isinstance(condition, KeepsCount | HoldsCount):
            # A count of the cards held (the card played among them) is one more than of
            # those kept: a romana "busso" (at least four) keeps at least three.
            kept = condition.n - (1 if isinstance(condition, HoldsCount) else 0)
            if condition.exactly:
                facts.counts[suit] = kept
                if kept == 0:
                    facts.voids.add(suit)
                    facts.void_source[suit] = signal.id
            else:
                facts.at_least[suit] = max(facts.at_least.get(suit, 0), kept)
        elif isinstance(condition, VoidInOtherSuits) and condition.n == 3:
            for other in SUITS:
                if other is not suit:
                    facts.voids.add(other)
                    facts.void_source[other] = signal.id
        elif isinstance(condition, HoldsAnyOf) and len(condition.ranks) == 1:
            card = Card.of(condition.ranks[0], suit)
            if card is not played.card and card not in self.played:
                facts.holds.add(card)

    def _read_accuse(self) -> None:
        for accusa in self.view.accuse:
            if accusa.kind is None or accusa.seat == self.me:
                continue
            facts = self.seats[accusa.seat]
            if accusa.kind == "napoletana" and accusa.suit is not None:
                cards = [Card.of(rank, accusa.suit) for rank in (Rank.ASSO, Rank.DUE, Rank.TRE)]
            else:
                rank = {"tre": Rank.TRE, "due": Rank.DUE, "assi": Rank.ASSO}[
                    accusa.kind.split("-")[1]
                ]
                cards = [Card.of(rank, suit) for suit in SUITS if suit is not accusa.suit]
            facts.holds.update(card for card in cards if card not in self.played)

    # -- questions the rules of play ask -----------------------------------------------------

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's cards."""
        return self.view.hand

    def unplayed(self, suit: Suit) -> list[Card]:
        """Cards of ``suit`` not yet played (this seat's included), strongest first."""
        if self._unplayed is None:
            return [card for card in _STRONGEST_FIRST[suit] if card not in self.played]
        cards = self._unplayed.get(suit)
        if cards is None:
            cards = [card for card in _STRONGEST_FIRST[suit] if card not in self.played]
            self._unplayed[suit] = cards
        return list(cards)

    def may_hold(self, seat: int, card: Card) -> bool:
        """Whether ``seat`` (not this one) may hold ``card`` as far as this seat knows."""
        if seat == self.me or card in self.played or card in self.hand:
            return False
        facts = self.seats[seat]
        if card in facts.holds:
            return True
        if card.suit in facts.voids or card in facts.lacks:
            return False
        return not any(card in self.seats[other].holds for other in range(SEATS) if other != seat)

    def higher_unseen(self, card: Card) -> list[Card]:
        """Unseen cards (not played, not in this hand) of ``card``'s suit that beat it."""
        return [
            c
            for c in self.unplayed(card.suit)
            if strength(c) > strength(card) and c not in self.hand
        ]

    def beaten_by(self, card: Card, seats: list[int]) -> bool:
        """Whether any of ``seats`` may hold a card of the same suit that beats ``card``."""
        return any(self.may_hold(seat, c) for c in self.higher_unseen(card) for seat in seats)

    def is_master(self, card: Card) -> bool:
        """Whether no card of ``card``'s suit left in other hands beats it."""
        return not self.higher_unseen(card)

    def effective_rank(self, card: Card) -> Rank:
        """``card``'s rank once the played cards above it are taken out (the master acts as a 3)."""
        above = sum(1 for c in self.unplayed(card.suit) if strength(c) > strength(card))
        return RANKS_BY_STRENGTH[above]

    def suit_cards(self, suit: Suit) -> list[Card]:
        """This seat's cards of ``suit``, strongest first."""
        return sorted((c for c in self.hand if c.suit is suit), key=lambda c: -strength(c))

    def opponents(self) -> list[int]:
        """The two opponents' seats."""
        return [(self.me + 1) % SEATS, (self.me + 3) % SEATS]

    def exposed(self, card: Card) -> bool:
        """Whether an opponent may capture ``card`` later (a higher card may be in their hands)."""
        return self.beaten_by(card, self.opponents())

    def void_learnt(self, seat: int, suit: Suit) -> str | None:
        """How this seat learnt that ``seat`` is void in ``suit`` (None: it is not known)."""
        facts = self.seats[seat]
        return facts.void_source.get(suit) if suit in facts.voids else None
