"""The chance step of a Scopa game: the deck shuffled, and dealt again by the same dealer while
the cards turned up hold three Re (``three_kings_redeal``; the thrown-in deal leaves no trace).

>>> import random
>>> from circolo.games.scopa.match import MatchState
>>> from circolo.games.scopa.options import ScopaOptions
>>> match = deal_until_playable(MatchState.new(ScopaOptions(), 1), random.Random(3))
>>> match.hand is not None and match.hand.dealer == 1 and len(match.hand.table)
4
"""

from __future__ import annotations

import random

from circolo.core.cards.italian import DECK, Card
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.state import redeal_due


def shuffled_deck(rng: random.Random) -> list[Card]:
    """The 40 cards, shuffled by ``rng`` (top card first)."""
    deck = list(DECK)
    rng.shuffle(deck)
    return deck


def playable_deck(options: ScopaOptions, rng: random.Random) -> list[Card]:
    """The deck a hand is dealt from: shuffled by ``rng``, and shuffled again by it while the
    rules call for a redeal (a server's table saves this deck with its deal)."""
    while True:
        deck = shuffled_deck(rng)
        if not redeal_due(options, deck):
            return deck


def deal_until_playable(match: MatchState, rng: random.Random) -> MatchState:
    """``match`` with its next hand dealt from decks shuffled by ``rng``: the same dealer
    shuffles and deals again while the rules call for a redeal."""
    return match.deal(playable_deck(match.options, rng))
