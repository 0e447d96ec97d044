"""Whole Pinnacola matches between AI players, from a seed to a match record.

As for Tressette, everything random comes from the seed: the first dealer and every
shuffle from the match's generator, each seat's player from a generator of its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from circolo.core.cards.french import FrenchCard, pinnacola_deck
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.base import PinnacolaPlayer
from circolo.games.pinnacola.record import match_record
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.view import seat_view

#: Actions one hand may take before it is called a bug (a player that never discards).
MAX_ACTIONS_PER_HAND = 20_000


def shuffled_deck(options: PinnacolaOptions, rng: random.Random) -> list[FrenchCard]:
    """The options' deck, shuffled by ``rng``."""
    deck = list(pinnacola_deck(pinelle=options.pinelle, jokers=options.jokers))
    rng.shuffle(deck)
    return deck


Shuffler = Callable[[PinnacolaOptions, random.Random], Sequence[FrenchCard]]


def play_match(
    options: PinnacolaOptions,
    players: Sequence[PinnacolaPlayer],
    rng: random.Random,
    *,
    shuffle: Shuffler = shuffled_deck,
) -> MatchState:
    """Play a whole match: ``rng`` draws the first dealer and shuffles; players decide."""
    match = MatchState.new(options, rng.randrange(options.players))
    return play_on(match, players, rng, shuffle=shuffle)


def play_on(
    match: MatchState,
    players: Sequence[PinnacolaPlayer],
    rng: random.Random,
    *,
    shuffle: Shuffler = shuffled_deck,
) -> MatchState:
    """Play ``match`` to its end: ``rng`` shuffles each hand's deck; players decide."""
    options = match.options
    actions = 0
    while not match.is_over:
        if match.hand is None:
            match = match.deal(shuffle(options, rng))
            actions = 0
            continue
        seat = match.to_move
        assert seat is not None
        decision = players[seat].decide(seat_view(match, seat))
        match = match.apply(decision.action)
        actions += 1
        if actions > MAX_ACTIONS_PER_HAND:
            raise RuntimeError(f"a hand ran past {MAX_ACTIONS_PER_HAND} actions")
    return match


def selfplay_records(
    options: PinnacolaOptions,
    *,
    specs: Sequence[str],
    matches: int,
    seed: int,
) -> Iterator[dict[str, Any]]:
    """Records of ``matches`` matches; match i (from 0) is played with seed ``seed + i``."""
    from circolo.games.pinnacola.players.registry import check_player_specs, create_player, seat_rng

    check_player_specs(specs, options)
    for index in range(matches):
        match_seed = seed + index
        players = [create_player(spec, seat_rng(match_seed, s)) for s, spec in enumerate(specs)]
        match = play_match(options, players, random.Random(match_seed))
        yield match_record(match, seed=match_seed, players=specs)
