"""Property tests over thousands of random hands, for every preset.

- every hand is worth 11 card points (32 thirds), unless accuse ended it after one trick;
- the engine accepts exactly the legal cards and refuses every other;
- no seat's view ever holds a card hidden in another seat's hand;
- a record replays without fault, through JSON and back;
- the same seed gives the same bytes.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from circolo.core.cards.italian import DECK
from circolo.core.errors import IllegalPlayError
from circolo.core.record_json import dumps
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import (
    ACCUSE_MODES,
    ACCUSE_TIMINGS,
    BEST_OF_CHOICES,
    SIGNALS_CHOICES,
    VARIANTS,
    TressetteOptions,
    preset,
)
from circolo.games.tressette.players.random_player import RandomPlayer
from circolo.games.tressette.players.selfplay import deal_until_playable, selfplay_records
from circolo.games.tressette.record import replay_record
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import seat_view

SEEDS = st.integers(min_value=0, max_value=2**32)


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=100)
@given(seed=SEEDS)
def test_whole_matches_keep_the_invariants_and_replay(variant: str, seed: int) -> None:
    records = selfplay_records(
        preset(variant), variant=variant, specs=["random"] * 4, matches=1, seed=seed
    )
    record = next(records)
    for game in record["games"]:
        total = [0, 0]
        for hand in game["hands"]:
            result = hand["result"]
            if len(hand["plays"]) == 40:
                assert sum(result["thirds"]) == 32
                assert sum(result["card_points"]) == 11
            else:
                assert game["ended_by"] == "accuse" and len(hand["plays"]) == 4
            total = [total[0] + result["points"][0], total[1] + result["points"][1]]
        assert total == game["score"]
    line = dumps(record)
    assert replay_record(json.loads(line)) == []


OPTIONS = st.builds(
    TressetteOptions,
    target=st.integers(1, 45),
    best_of=st.sampled_from(BEST_OF_CHOICES),
    decider_target=st.none() | st.integers(1, 45),
    cappotto=st.booleans(),
    accuse=st.sampled_from(ACCUSE_MODES),
    accuse_timing=st.sampled_from(ACCUSE_TIMINGS),
    accuse_ends_game=st.booleans(),
    redeal_under_one_point=st.booleans(),
    redeal_three_sevens=st.booleans(),
    signals=st.sampled_from(SIGNALS_CHOICES),
    false_signals=st.booleans(),
)


@pytest.mark.slow
@settings(max_examples=150)
@given(options=OPTIONS, seed=SEEDS)
def test_any_combination_of_options_plays_and_replays(options: TressetteOptions, seed: int) -> None:
    record = next(
        selfplay_records(options, variant="neutra", specs=["random"] * 4, matches=1, seed=seed)
    )
    assert record["options"] == options.to_json()
    assert replay_record(json.loads(dumps(record))) == []


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=25)
@given(seed=SEEDS)
def test_the_same_seed_gives_the_same_bytes(variant: str, seed: int) -> None:
    def run() -> str:
        records = selfplay_records(
            preset(variant), variant=variant, specs=["random"] * 4, matches=2, seed=seed
        )
        return "\n".join(dumps(record) for record in records)

    assert run() == run()


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=60)
@given(seed=SEEDS)
def test_only_legal_plays_and_no_view_leaks_a_hidden_card(variant: str, seed: int) -> None:
    rng = random.Random(seed)
    options = preset(variant)
    match = deal_until_playable(MatchState.new(options, rng.randrange(4)), rng)
    players = [RandomPlayer(random.Random(seed + seat)) for seat in range(4)]
    while match.hand is not None:
        hand = match.hand
        seat = hand.turn
        legal = set(hand.legal_cards())
        for card in hand.hands[seat]:
            if card in legal:
                hand.apply(Play(card))
            else:
                with pytest.raises(IllegalPlayError):
                    hand.apply(Play(card))
        for card in DECK:
            if card not in hand.hands[seat]:
                with pytest.raises(IllegalPlayError):
                    hand.apply(Play(card))
        played = {p.card.code for p in hand.plays}
        for viewer in range(4):
            text = json.dumps(seat_view(match, viewer).to_json())
            hidden = {c.code for s in range(4) if s != viewer for c in hand.hands[s]}
            leaked = {code for code in hidden if f'"{code}"' in text} - played
            assert not leaked, f"seat {viewer}'s view shows {sorted(leaked)}"
        decision = players[seat].decide(seat_view(match, seat))
        assert decision.card in legal
        match = match.play(Play(decision.card, decision.signals))
