"""The Pinnacola state machine: one hand (:class:`HandState`) inside a match (:class:`MatchState`).

Both are frozen: ``apply`` returns a new state or raises an error that names the rule that
refused the action. Nothing here draws random numbers: a hand starts from a shuffled deck
given from outside (:func:`deal_hand`), so a whole match is its decks and its actions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final, Literal

from circolo.core.cards.french import FrenchCard, pinnacola_deck
from circolo.core.errors import IllegalPlayError
from circolo.games.pinnacola.actions import (
    Action,
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    EndHand,
    LayMeld,
    Swap,
    TableAction,
    Turn,
    Undo,
)
from circolo.games.pinnacola.house_rules import in_first_round, opening_short
from circolo.games.pinnacola.melds import Meld, Placed, extended, is_wild, make_meld, swapped
from circolo.games.pinnacola.names import CardNames, named
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.scoring import HandResult, score_hand
from circolo.games.pinnacola.usable import discardable_cards, pile_refusal, usable_pile

Phase = Literal["draw", "meld", "over"]
EndedBy = Literal["single", "target", "pinnacolone"]
#: Hands a points match may last before it is called off (a guard; real matches end far sooner).
MAX_HANDS: Final = 200


def team_of(seat: int) -> int:
    """The team of ``seat``: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


def without(hand: tuple[FrenchCard, ...], cards: Sequence[FrenchCard]) -> tuple[FrenchCard, ...]:
    """``hand`` less one copy of each of ``cards``; an error names a card not held."""
    left = list(hand)
    for card in cards:
        try:
            left.remove(card)
        except ValueError:
            raise IllegalPlayError("error.pin_not_held", card=named(card)) from None
    return tuple(left)


def with_cards(hand: tuple[FrenchCard, ...], cards: Sequence[FrenchCard]) -> tuple[FrenchCard, ...]:
    """``hand`` with ``cards`` added, in the hand's sorted order."""
    return tuple(sorted((*hand, *cards)))


def deal_hand(
    deck: Sequence[FrenchCard], dealer: int, options: PinnacolaOptions
) -> tuple[tuple[tuple[FrenchCard, ...], ...], FrenchCard, tuple[FrenchCard, ...]]:
    """Deal a shuffled ``deck`` one card at a time from the dealer's left.

    Returns each seat's hand (sorted), the upcard that starts the pile, and the stock,
    top card first.
    """
    seats = options.players
    dealt = seats * options.cards_per_hand
    hands = [
        tuple(sorted(deck[i] for i in range(dealt) if (dealer + 1 + i) % seats == seat))
        for seat in range(seats)
    ]
    return tuple(hands), deck[dealt], tuple(deck[dealt + 1 :])


@dataclass(frozen=True, slots=True)
class HandState:
    """One hand: the deal, the stock and the pile, the melds on the table, the turns."""

    options: PinnacolaOptions
    dealer: int
    deal: tuple[tuple[FrenchCard, ...], ...]
    upcard: FrenchCard
    #: The stock as it was after the deal, top card first (the record's ``stock``).
    initial_stock: tuple[FrenchCard, ...]
    hands: tuple[tuple[FrenchCard, ...], ...]
    #: What is left of the stock, top card first.
    stock: tuple[FrenchCard, ...]
    #: The discard pile, bottom card first.
    pile: tuple[FrenchCard, ...]
    melds: tuple[Meld, ...] = ()
    #: Whether each seat has laid a meld of his own.
    opened: tuple[bool, ...] = ()
    seat: int = 0
    phase: Phase = "draw"
    #: The turn in progress: its draw and the table actions so far.
    current: Turn | None = None
    #: Cards that must end this turn in a meld: the pile card taken, the wild cards swapped.
    must_use: tuple[FrenchCard, ...] = ()
    #: Whether the player to move had a meld of his own before this turn.
    opened_before_turn: bool = False
    #: The state just after this turn's draw, for :class:`Undo`.
    checkpoint: HandState | None = None
    turns: tuple[Turn, ...] = ()
    #: Cards each seat is known by all to hold: taken from the pile or by a swap, not yet laid.
    known: tuple[tuple[FrenchCard, ...], ...] = ()
    closer: int | None = None
    closed_in_one_turn: bool = False

    @classmethod
    def start(
        cls,
        options: PinnacolaOptions,
        dealer: int,
        deal: Sequence[Sequence[FrenchCard]],
        upcard: FrenchCard,
        stock: Sequence[FrenchCard],
    ) -> HandState:
        """A hand about to be played; refuses a deal that is not the options' whole deck."""
        seats = options.players
        if not 0 <= dealer < seats:
            raise IllegalPlayError("error.bad_dealer", dealer=dealer)
        if len(deal) != seats:
            raise IllegalPlayError("error.pin_deal_seats", count=len(deal), seats=seats)
        for seat, hand in enumerate(deal):
            if len(hand) != options.cards_per_hand:
                raise IllegalPlayError(
                    "error.pin_deal_size", seat=seat, count=len(hand), size=options.cards_per_hand
                )
        everything = Counter([*(c for hand in deal for c in hand), upcard, *stock])
        if everything != Counter(pinnacola_deck(pinelle=options.pinelle, jokers=options.jokers)):
            raise IllegalPlayError("error.pin_deal_deck")
        hands = tuple(tuple(sorted(hand)) for hand in deal)
        return cls(
            options=options,
            dealer=dealer,
            deal=hands,
            upcard=upcard,
            initial_stock=tuple(stock),
            hands=hands,
            stock=tuple(stock),
            pile=(upcard,),
            opened=(False,) * seats,
            known=((),) * seats,
            seat=(dealer + 1) % seats,
        )

    # --- what can be seen -------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True once a player has closed or the stock ran out."""
        return self.phase == "over"

    @property
    def to_move(self) -> int | None:
        """The seat whose turn it is, or None when the hand is over."""
        return None if self.is_over else self.seat

    def team_melds(self, team: int) -> list[tuple[int, Meld]]:
        """The melds of ``team``, with their numbers."""
        return [(n, m) for n, m in enumerate(self.melds) if team_of(m.seat) == team]

    def usable_pile_indices(self) -> tuple[int, ...]:
        """The pile cards the player to move may take (he can meld each as the rules ask)."""
        if self.phase != "draw":
            return ()
        seat = self.seat
        first = in_first_round(self.options, len(self.turns))
        melds = self.team_melds(team_of(seat))
        return usable_pile(
            self.pile, self.hands[seat], melds, self.opened[seat], self.options, first
        )

    def discardable(self) -> tuple[FrenchCard, ...]:
        """The cards the player to move may discard now (none before the draw)."""
        if self.phase != "meld":
            return ()
        short = opening_short(self.options, self.melds, self.seat, self.current)
        return discardable_cards(self.hands[self.seat], self.must_use, self.may_go_out, short)

    @property
    def may_go_out(self) -> bool:
        """Whether the player to move may close: he has opened and, where the options bar it,
        the first round is over."""
        first = in_first_round(self.options, len(self.turns))
        return self.opened[self.seat] and not first

    def legal_actions(self) -> tuple[Action, ...]:
        """The steps the player to move may take now (circolo/games/pinnacola/legal.py)."""
        from circolo.games.pinnacola.legal import legal_actions  # it reads this class

        return legal_actions(self)

    # --- acting -----------------------------------------------------------------------

    def apply(self, action: Action) -> HandState:
        """The hand after ``action`` by the player to move; an error names the rule broken."""
        if self.phase == "over":
            raise IllegalPlayError("error.pin_hand_over")
        if self.phase == "draw":
            if isinstance(action, DrawStock):
                return self._draw_stock()
            if isinstance(action, DrawPile):
                return self._draw_pile(action)
            if isinstance(action, EndHand):
                return self._end_by_stock()
            raise IllegalPlayError("error.pin_draw_first")
        if isinstance(action, DrawStock | DrawPile | EndHand):
            raise IllegalPlayError("error.pin_drawn_already")
        if isinstance(action, Undo):
            if self.checkpoint is None:
                raise IllegalPlayError("error.pin_nothing_to_undo")
            return replace(self.checkpoint, checkpoint=self.checkpoint)
        if isinstance(action, Discard):
            return self._discard(action.card)
        return self._table_action(action)

    def _after_draw(self, hand: tuple[FrenchCard, ...], **changes: object) -> HandState:
        hands = list(self.hands)
        hands[self.seat] = hand
        state = replace(
            self,
            hands=tuple(hands),
            phase="meld",
            opened_before_turn=self.opened[self.seat],
            **changes,  # type: ignore[arg-type]
        )
        return replace(state, checkpoint=state)

    def _draw_stock(self) -> HandState:
        if not self.stock:
            raise IllegalPlayError("error.pin_stock_empty")
        card = self.stock[0]
        return self._after_draw(
            with_cards(self.hands[self.seat], [card]),
            stock=self.stock[1:],
            current=Turn(self.seat, DrawStock()),
            must_use=(),
        )

    def _pile_refusal(self, index: int) -> IllegalPlayError | None:
        if not 0 <= index < len(self.pile):
            return IllegalPlayError("error.pin_pile_index", index=index, size=len(self.pile))
        card, seat = self.pile[index], self.seat
        hand = with_cards(self.hands[seat], self.pile[index:])
        first = in_first_round(self.options, len(self.turns))
        melds = self.team_melds(team_of(seat))
        key = pile_refusal(card, hand, melds, self.opened[seat], self.options, first)
        return None if key is None else IllegalPlayError(key, card=named(card))

    def _draw_pile(self, action: DrawPile) -> HandState:
        refusal = self._pile_refusal(action.index)
        if refusal is not None:
            raise refusal
        taken = self.pile[action.index :]
        return self._after_draw(
            with_cards(self.hands[self.seat], taken),
            known=self._known_with(taken, ()),
            pile=self.pile[: action.index],
            current=Turn(self.seat, action),
            must_use=(taken[0],),
        )

    def _end_by_stock(self) -> HandState:
        if self.stock:
            raise IllegalPlayError("error.pin_stock_not_empty")
        return replace(
            self,
            phase="over",
            turns=(*self.turns, Turn(self.seat, None)),
            current=None,
            checkpoint=None,
        )

    def _table_action(self, action: TableAction) -> HandState:
        seat, hand = self.seat, self.hands[self.seat]
        melds = list(self.melds)
        opened = list(self.opened)
        placed: Sequence[Placed] = ()
        if isinstance(action, LayMeld):
            placed = action.cards
            hand = without(hand, [p.card for p in placed])
            melds.append(make_meld(placed, self.options, seat))
            opened[seat] = True
        elif isinstance(action, Attach):
            meld = self._own_team_meld(action.meld)
            placed = action.cards
            if not placed:
                raise IllegalPlayError("error.pin_attach_nothing")
            hand = without(hand, [p.card for p in placed])
            melds[action.meld] = extended(meld, placed, self.options)
        else:
            hand = self._swap(action, hand, melds)
            placed = (Placed(action.give),)
        if not hand:
            raise IllegalPlayError("error.pin_keep_a_card")
        if len(hand) == 1 and not opened[seat]:
            raise IllegalPlayError("error.pin_close_unopened")
        if len(hand) == 1 and in_first_round(self.options, len(self.turns)):
            raise IllegalPlayError("error.pin_close_first_round")
        must_use = list(self.must_use)
        if isinstance(action, Swap):  # a card given for a wild card is not a card used
            must_use.append(action.take)
        else:
            for p in placed:
                if p.card in must_use:
                    must_use.remove(p.card)
        hands = list(self.hands)
        hands[seat] = hand
        assert self.current is not None
        gained = (action.take,) if isinstance(action, Swap) else ()
        return replace(
            self,
            known=self._known_with(gained, [p.card for p in placed]),
            hands=tuple(hands),
            melds=tuple(melds),
            opened=tuple(opened),
            must_use=tuple(must_use),
            current=replace(self.current, actions=(*self.current.actions, action)),
        )

    def _own_team_meld(self, number: int) -> Meld:
        if not 0 <= number < len(self.melds):
            raise IllegalPlayError("error.pin_no_meld", meld=number, count=len(self.melds))
        meld = self.melds[number]
        if team_of(meld.seat) != team_of(self.seat):
            raise IllegalPlayError("error.pin_other_team_meld", meld=number)
        return meld

    def _swap(
        self, action: Swap, hand: tuple[FrenchCard, ...], melds: list[Meld]
    ) -> tuple[FrenchCard, ...]:
        if not self.opened[self.seat]:
            raise IllegalPlayError("error.pin_swap_unopened")
        if not is_wild(action.take, self.options):
            raise IllegalPlayError("error.pin_swap_not_wild", card=named(action.take))
        if is_wild(action.give, self.options):
            raise IllegalPlayError("error.pin_swap_give_wild", card=named(action.give))
        if not 0 <= action.meld < len(melds):
            raise IllegalPlayError("error.pin_no_meld", meld=action.meld, count=len(melds))
        meld = melds[action.meld]
        if not action.take.is_joker and team_of(meld.seat) != team_of(self.seat):
            raise IllegalPlayError("error.pin_swap_pinella_other_team", meld=action.meld)
        if hand.count(action.give) <= self.must_use.count(action.give):
            # The card taken from the pile must go into a meld of the team's, new or
            # attached: given for a wild card, it would not be "used" (the seed's rule).
            raise IllegalPlayError("error.pin_swap_pile_card", card=named(action.give))
        hand = without(hand, [action.give])
        melds[action.meld] = swapped(meld, action.give, action.take, self.options)
        return with_cards(hand, [action.take])

    def _known_with(
        self, gained: Sequence[FrenchCard], laid: Sequence[FrenchCard]
    ) -> tuple[tuple[FrenchCard, ...], ...]:
        known = list(self.known[self.seat])
        for card in laid:
            if card in known:
                known.remove(card)
        seats = list(self.known)
        seats[self.seat] = tuple(sorted((*known, *gained)))
        return tuple(seats)

    def _discard(self, card: FrenchCard) -> HandState:
        if self.must_use:
            raise IllegalPlayError("error.pin_must_use", cards=CardNames.of(self.must_use))
        seat = self.seat
        hand = without(self.hands[seat], [card])
        if not hand and not self.opened[seat]:
            raise IllegalPlayError("error.pin_close_unopened")
        if not hand and not self.may_go_out:
            raise IllegalPlayError("error.pin_close_first_round")
        short = opening_short(self.options, self.melds, seat, self.current)
        if short:
            minimum = self.options.first_meld_minimum
            raise IllegalPlayError("error.pin_opening_short", short=short, minimum=minimum)
        assert self.current is not None
        turn = replace(self.current, discard=card)
        hands = list(self.hands)
        hands[seat] = hand
        state = replace(
            self,
            hands=tuple(hands),
            known=self._known_with((), [card]),
            pile=(*self.pile, card),
            turns=(*self.turns, turn),
            current=None,
            checkpoint=None,
            must_use=(),
        )
        if not hand:
            return replace(
                state,
                phase="over",
                closer=seat,
                closed_in_one_turn=not self.opened_before_turn,
            )
        return replace(state, seat=(seat + 1) % self.options.players, phase="draw")

    def result(self) -> HandResult:
        """The finished hand's score per team (the record's ``result``)."""
        if not self.is_over:
            raise IllegalPlayError("error.pin_hand_not_over")
        return score_hand(self)


@dataclass(frozen=True, slots=True)
class MatchState:
    """A match: hands until one ends it (one hand, a target reached, a pinnacolone)."""

    options: PinnacolaOptions
    dealer: int
    hands: tuple[HandState, ...] = ()
    hand: HandState | None = None
    score: tuple[int, int] = (0, 0)
    winner: int | None = None
    ended_by: EndedBy | None = None

    @classmethod
    def new(cls, options: PinnacolaOptions, first_dealer: int) -> MatchState:
        """A match before its first deal, with the drawn first dealer."""
        if not 0 <= first_dealer < options.players:
            raise IllegalPlayError("error.bad_dealer", dealer=first_dealer)
        return cls(options, first_dealer)

    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        return self.ended_by is not None

    @property
    def to_move(self) -> int | None:
        """The seat to act, or None between hands and at the end."""
        return None if self.hand is None else self.hand.to_move

    def legal_actions(self) -> tuple[Action, ...]:
        """The steps the seat to move may take now (none between hands)."""
        return () if self.hand is None else self.hand.legal_actions()

    def deal(self, deck: Sequence[FrenchCard]) -> MatchState:
        """Start the next hand from a shuffled ``deck`` (dealt by :func:`deal_hand`)."""
        if self.is_over:
            raise IllegalPlayError("error.pin_match_over")
        if self.hand is not None:
            raise IllegalPlayError("error.pin_hand_in_play")
        hands, upcard, stock = deal_hand(deck, self.dealer, self.options)
        return self.begin(HandState.start(self.options, self.dealer, hands, upcard, stock))

    def begin(self, hand: HandState) -> MatchState:
        """Start ``hand`` (dealt by this match's dealer) as the hand in play."""
        if self.is_over:
            raise IllegalPlayError("error.pin_match_over")
        if self.hand is not None:
            raise IllegalPlayError("error.pin_hand_in_play")
        if hand.dealer != self.dealer:
            raise IllegalPlayError(
                "error.pin_wrong_dealer", dealer=hand.dealer, expected=self.dealer
            )
        return replace(self, hand=hand)

    def apply(self, action: Action) -> MatchState:
        """The match after ``action`` in the hand in play."""
        if self.hand is None:
            raise IllegalPlayError("error.pin_no_hand")
        hand = self.hand.apply(action)
        if not hand.is_over:
            return replace(self, hand=hand)
        return self._finish_hand(hand)

    def _finish_hand(self, hand: HandState) -> MatchState:
        result = hand.result()
        score = (self.score[0] + result.total[0], self.score[1] + result.total[1])
        done = replace(
            self,
            hands=(*self.hands, hand),
            hand=None,
            score=score,
            dealer=(self.dealer + 1) % self.options.players,
        )
        if result.pinnacolone is not None:
            return replace(done, winner=result.pinnacolone, ended_by="pinnacolone")
        if self.options.mode == "single":
            return replace(done, winner=_leader(result.total), ended_by="single")
        reached = max(score) >= self.options.target
        if (reached and score[0] != score[1]) or len(done.hands) >= MAX_HANDS:
            return replace(done, winner=_leader(score), ended_by="target")
        return done


def _leader(points: tuple[int, int]) -> int | None:
    if points[0] == points[1]:
        return None
    return 0 if points[0] > points[1] else 1
