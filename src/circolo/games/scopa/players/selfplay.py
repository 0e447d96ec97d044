"""Whole Scopa games between computer players, from a seed to a match record.

As for the other games, everything random comes from the seed: the first dealer and every
shuffle (redeals included) from the game's generator, each seat's player from a generator of
its own.

>>> from circolo.core.record_json import dumps
>>> from circolo.games.scopa.options import ScopaOptions
>>> [record] = selfplay_records(ScopaOptions(), specs=["random", "random"], matches=1, seed=4)
>>> record["winner"] in (0, 1) and max(record["score"]) >= 11
True
>>> again = selfplay_records(ScopaOptions(), specs=["random", "random"], matches=1, seed=4)
>>> dumps(next(again)) == dumps(record)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.players.base import ScopaPlayer
from circolo.games.scopa.record import match_record
from circolo.games.scopa.view import seat_view

#: How a game's next hand is dealt (tests pass one that stacks chosen decks).
Dealer = Callable[[MatchState, random.Random], MatchState]


def play_match(
    options: ScopaOptions,
    players: Sequence[ScopaPlayer],
    rng: random.Random,
    *,
    deal: Dealer = deal_until_playable,
) -> MatchState:
    """Play a whole game: ``rng`` draws the first dealer and shuffles; players decide."""
    match = MatchState.new(options, rng.randrange(options.players))
    while not match.is_over:
        match = play_hand(deal(match, rng), players)
    return match


def play_hand(match: MatchState, players: Sequence[ScopaPlayer]) -> MatchState:
    """``match`` after its hand in play is played to the end by ``players`` (one a seat)."""
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        match = match.apply(players[seat].decide(seat_view(match, seat)).action)
    return match


def selfplay_records(
    options: ScopaOptions, *, specs: Sequence[str], matches: int, seed: int
) -> Iterator[dict[str, Any]]:
    """Records of ``matches`` games; game i (from 0) is played with seed ``seed + i``."""
    from circolo.games.scopa.players.registry import check_player_specs, create_player, seat_rng

    check_player_specs(specs, options)
    for index in range(matches):
        match_seed = seed + index
        players = [create_player(spec, seat_rng(match_seed, s)) for s, spec in enumerate(specs)]
        match = play_match(options, players, random.Random(match_seed))
        yield match_record(match, seed=match_seed, players=specs)
