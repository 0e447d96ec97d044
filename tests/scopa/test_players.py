"""Scopa's ``random`` player: a legal step each turn, explained in it and en; the player names
and the checks of a player list."""

from __future__ import annotations

import random

import pytest

from circolo.core.errors import PlayerSpecError
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions, preset
from circolo.games.scopa.players.random_player import ScopaRandomPlayer, random_reason
from circolo.games.scopa.players.registry import NAMES, check_player_specs, create_player
from circolo.games.scopa.players.selfplay import selfplay_records
from circolo.games.scopa.view import seat_view
from tests.scopa.helpers import play


@pytest.mark.parametrize("variant", ["classica", "a-quattro", "scopone"])
def test_the_random_player_always_takes_a_legal_step(variant: str) -> None:
    options = preset(variant)
    rng = random.Random(3)
    player = ScopaRandomPlayer(random.Random(4))
    match = deal_until_playable(MatchState.new(options, 0), rng)
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        decision = player.decide(seat_view(match, seat))
        assert decision.action in match.legal_actions()
        match = match.apply(decision.action)


def test_each_random_step_is_explained_in_italian_and_english_with_card_names() -> None:
    lay, one = random_reason(play("Ad")), random_reason(play("7d", "7c"))
    sum_ = random_reason(play("Rb", "3c 7s"))
    assert (
        lay.render("en") == "Ace of Coins, chosen at random, takes nothing: I lay it on the table."
    )
    assert one.render("it") == "Sette di denari, scelta a caso, prende Sette di coppe."
    assert sum_.render("en") == "King of Clubs, chosen at random, takes 2 cards adding up to 10."
    assert sum_.render("it") == "Re di bastoni, scelta a caso, prende 2 carte che fanno 10."


def test_only_known_players_one_per_seat_are_taken() -> None:
    assert NAMES == ("random", "heuristic", "pimc")
    with pytest.raises(PlayerSpecError, match="unknown player 'oracle'"):
        create_player("oracle", random.Random(0))
    with pytest.raises(PlayerSpecError, match="a Scopa game of 4 needs 4 players, but 2"):
        check_player_specs(["random", "random"], ScopaOptions(players=4))
    with pytest.raises(PlayerSpecError, match="has no setting"):
        list(selfplay_records(ScopaOptions(), specs=["random:x=1", "random"], matches=1, seed=0))
