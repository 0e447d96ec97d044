"""Positions for the Pinnacola tests: a real hand, then the cards and melds a test needs."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from circolo.core.cards.french import parse_french_cards
from circolo.games.pinnacola.melds import Meld, make_meld, parse_placed
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import HandState, MatchState, deal_hand

TWO = PinnacolaOptions(players=2, mode="single")


def dealt(options: PinnacolaOptions = TWO, seed: int = 1, dealer: int = 1) -> HandState:
    """A hand dealt from a seeded shuffle."""
    hands, upcard, stock = deal_hand(shuffled_deck(options, random.Random(seed)), dealer, options)
    return HandState.start(options, dealer, hands, upcard, stock)


def meld(codes: Sequence[str], seat: int, options: PinnacolaOptions = TWO) -> Meld:
    """A meld laid by ``seat``, written as in records."""
    return make_meld(parse_placed(codes), options, seat)


def position(
    hands: Sequence[Sequence[str]],
    *,
    pile: Sequence[str] = ("Kd",),
    melds: Sequence[Meld] = (),
    opened: Sequence[bool] | None = None,
    seat: int = 0,
    options: PinnacolaOptions = TWO,
    stock: Sequence[str] | None = None,
) -> HandState:
    """A hand at ``seat``'s draw with the given hands, pile (bottom first) and melds."""
    base = dealt(options)
    return replace(
        base,
        hands=tuple(tuple(sorted(parse_french_cards(h))) for h in hands),
        pile=parse_french_cards(pile),
        melds=tuple(melds),
        opened=tuple(opened) if opened is not None else (False,) * options.players,
        known=((),) * options.players,
        seat=seat,
        stock=base.stock if stock is None else parse_french_cards(stock),
    )


def match_with(hand: HandState) -> MatchState:
    """A match whose hand in play is ``hand``."""
    return replace(MatchState.new(hand.options, hand.dealer), hand=hand)
