"""Whole matches between AI players, from a seed to a match record.

Everything random comes from the seed: the first dealer and every shuffle from the match's
generator, and each seat's player from a generator of its own — so the same arguments give
the same record, byte for byte.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from circolo.core.errors import PlayerSpecError
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.players.base import Player
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.record import match_record
from circolo.games.tressette.rules import SEATS, deal_deck, shuffled_deck
from circolo.games.tressette.state import HandState, Play
from circolo.games.tressette.view import hand_view


def seat_rng(seed: int, seat: int) -> random.Random:
    """The generator of the player in ``seat`` of the match with ``seed``."""
    return random.Random(f"circolo/{seed}/seat/{seat}")


def deal_until_playable(match: MatchState, rng: random.Random) -> MatchState:
    """Shuffle and deal, dealing again (same dealer) while the redeal rules call for it."""
    while True:
        hands = deal_deck(shuffled_deck(rng), match.dealer)
        if match.redeal_reason(hands) is None:
            return match.deal(hands)


Dealer = Callable[[MatchState, random.Random], MatchState]


def play_match(
    options: TressetteOptions,
    players: Sequence[Player],
    rng: random.Random,
    *,
    deal: Dealer = deal_until_playable,
) -> MatchState:
    """Play a whole match: ``rng`` draws the first dealer and shuffles; players decide.

    ``deal`` deals each hand (tests and golden records pass one that stacks chosen deals).
    """
    match = MatchState.new(options, rng.randrange(SEATS))
    others: list[Any] = []
    while not match.is_over:
        if match.other is not None:
            match, others = _other_step(match, players, others, rng)
            continue
        match = play_dealt_hand(deal(match, rng), players)
    return match


def play_dealt_hand(dealt: MatchState, players: Sequence[Player]) -> MatchState:
    """The match once the hand just dealt is played, each seat's player deciding from its
    view."""

    def choose(hand: HandState) -> Play:
        seat = hand.turn
        decision = players[seat].decide(hand_view(dealt, hand, seat))
        return Play.of(decision.card, decision.signals)

    return dealt.play_hand(choose)


def _other_step(
    match: MatchState, players: Sequence[Player], others: list[Any], rng: random.Random
) -> tuple[MatchState, list[Any]]:
    """One step of the game played at another game (the Roman match's Briscola): its next
    deal from ``rng``, or its seat to move's step, by that game's player of the same name
    as the seat's (made when the game begins, from a generator drawn from ``rng``)."""
    from circolo.core.registry import embedded_game

    assert match.other is not None
    name, state = match.other
    game = embedded_game(name)
    if not others:
        others = [
            game.create_player(player.name.split(":")[0], random.Random(rng.getrandbits(64)))
            for player in players
        ]
    if state.hand is None:
        return match.deal_other(game.next_deck(rng)), others
    seat = match.to_move
    assert seat is not None
    return match.apply(others[seat].decide(game.seat_view(state, seat)).action), others


def check_player_specs(specs: Sequence[str]) -> None:
    """Refuse a player list that is not four known player specs."""
    if len(specs) != SEATS:
        raise PlayerSpecError("error.players_count", count=len(specs))
    for seat, spec in enumerate(specs):
        create_player(spec, seat_rng(0, seat))


def selfplay_records(
    options: TressetteOptions,
    *,
    variant: str,
    specs: Sequence[str],
    matches: int,
    seed: int,
) -> Iterator[dict[str, Any]]:
    """Records of ``matches`` matches; match i (from 0) is played with seed ``seed + i``."""
    check_player_specs(specs)
    for index in range(matches):
        match_seed = seed + index
        players = [create_player(spec, seat_rng(match_seed, s)) for s, spec in enumerate(specs)]
        match = play_match(options, players, random.Random(match_seed))
        yield match_record(match, variant=variant, seed=match_seed, players=specs)
