"""Whole Briscola games between computer players, from a seed to a match record.

As for the other games, everything random comes from the seed: the first dealer and every
shuffle from the game's generator, each seat's player from a generator of its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from circolo.core.cards.italian import DECK, Card
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.players.base import BriscolaPlayer
from circolo.games.briscola.record import match_record
from circolo.games.briscola.state import MatchState
from circolo.games.briscola.view import seat_view


def shuffled_deck(rng: random.Random) -> list[Card]:
    """The 40 cards, shuffled by ``rng`` (top card first)."""
    deck = list(DECK)
    rng.shuffle(deck)
    return deck


def play_match(
    options: BriscolaOptions,
    players: Sequence[BriscolaPlayer],
    rng: random.Random,
    *,
    shuffle: Callable[[random.Random], Sequence[Card]] = shuffled_deck,
) -> MatchState:
    """Play a whole game: ``rng`` draws the first dealer and shuffles; players decide."""
    match = MatchState.new(options, rng.randrange(options.players))
    while not match.is_over:
        match = play_hand(match.deal(shuffle(rng)), players)
    return match


def play_hand(match: MatchState, players: Sequence[BriscolaPlayer]) -> MatchState:
    """``match`` after its hand in play is played to the end by ``players`` (one a seat)."""
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        match = match.apply(players[seat].decide(seat_view(match, seat)).action)
    return match


def selfplay_records(
    options: BriscolaOptions, *, specs: Sequence[str], matches: int, seed: int
) -> Iterator[dict[str, Any]]:
    """Records of ``matches`` games; game i (from 0) is played with seed ``seed + i``."""
    from circolo.games.briscola.players.registry import check_player_specs, create_player, seat_rng

    check_player_specs(specs, options)
    for index in range(matches):
        match_seed = seed + index
        players = [create_player(spec, seat_rng(match_seed, s)) for s, spec in enumerate(specs)]
        match = play_match(options, players, random.Random(match_seed))
        yield match_record(match, seed=match_seed, players=specs)
