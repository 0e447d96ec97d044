"""Briscola records replay by the rules and name the play at fault; views hide what they must."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from circolo.core.cards.italian import DECK
from circolo.core.errors import RecordError
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.players.selfplay import selfplay_records
from circolo.games.briscola.record import replay_game, replay_record
from circolo.games.briscola.state import MatchState
from circolo.games.briscola.view import seat_view, view_from_json, view_to_json
from tests.helpers import english_words_in


def _records(players: int, swap_seven: bool = True, matches: int = 3) -> list[dict[str, Any]]:
    options = BriscolaOptions(players=players, swap_seven=swap_seven)
    specs = ["random"] * players
    return list(selfplay_records(options, specs=specs, matches=matches, seed=11))


@pytest.mark.parametrize("players", [2, 4])
def test_self_play_records_replay_without_a_fault_and_carry_the_whole_deck(players: int) -> None:
    for record in _records(players):
        assert replay_record(json.loads(json.dumps(record))) == []
        assert list(record) == ["game", "options", "seed", "players", "hands", "wins", "winner"]
        for hand in record["hands"]:
            cards = [c for seat in hand["deal"] for c in seat] + [hand["briscola"], *hand["stock"]]
            assert sorted(cards) == sorted(card.code for card in DECK)
            assert sum(hand["result"]["points"]) == 120
            assert list(hand) == ["dealer", "deal", "briscola", "stock", "plays", "result"]


def test_self_play_with_the_same_seed_writes_the_same_bytes() -> None:
    assert json.dumps(_records(2)) == json.dumps(_records(2))


def _faults(record: dict[str, Any]) -> list[str]:
    return [str(fault) for fault in replay_record(record)]


def test_a_play_out_of_turn_is_named_by_its_hand_and_play() -> None:
    record = copy.deepcopy(_records(4, swap_seven=False)[0])
    entry = record["hands"][0]["plays"][2]
    entry["seat"] = (entry["seat"] + 1) % 4
    assert _faults(record) == [
        f"match 1, hand 1, play 3: seat {entry['seat']} played, "
        f"but it was seat {(entry['seat'] + 3) % 4}'s turn"
    ]


def test_a_card_not_held_and_a_wrong_result_are_each_named() -> None:
    record = copy.deepcopy(_records(2, swap_seven=False)[0])
    hand = record["hands"][0]
    first = hand["plays"][0]
    held = hand["deal"][first["seat"]]
    foreign = next(c for c in hand["stock"][10:] if c not in held)
    wrong = copy.deepcopy(record)
    wrong["hands"][0]["plays"][0]["card"] = foreign
    assert _faults(wrong) == [
        f"match 1, hand 1, play 1: seat {first['seat']} played {foreign}, which is not in its hand"
    ]
    points = copy.deepcopy(record)
    points["hands"][0]["result"]["winner"] = None
    assert [f for f in _faults(points) if "result 'winner'" in f]


def test_a_swap_the_options_do_not_allow_is_named() -> None:
    record = next(
        r for r in _records(2, matches=10) if any("swap" in e for e in r["hands"][0]["plays"])
    )
    record = copy.deepcopy(record)
    record["options"]["swap_seven"] = False
    number = next(i for i, e in enumerate(record["hands"][0]["plays"], 1) if "swap" in e)
    [fault] = _faults(record)
    assert fault.startswith(f"match 1, hand 1, play {number}: ") and "swap_seven" in fault


def test_a_game_not_over_and_a_wrong_dealer_are_named() -> None:
    record = copy.deepcopy(_records(2)[0])
    short = copy.deepcopy(record)
    short["hands"] = short["hands"][:1]
    assert _faults(short)[-1].startswith("match 1: the game is not over")
    dealer = copy.deepcopy(record)
    dealer["hands"][1]["dealer"] = dealer["hands"][0]["dealer"]
    assert "the deal passes to the next seat" in _faults(dealer)[0]


def test_a_game_inside_another_record_is_replayed_from_the_dealer_it_is_given() -> None:
    record = _records(4)[0]
    game = {key: record[key] for key in ("options", "hands", "wins", "winner")}
    faults, match = replay_game(game, 1, 2, record["hands"][0]["dealer"])
    assert faults == [] and match is not None and match.is_over
    faults, match = replay_game(game, 1, 2, (record["hands"][0]["dealer"] + 1) % 4)
    assert match is None and str(faults[0]).startswith("match 1, game 2, hand 1: the dealer")


def _midgame(players: int, plays: int) -> MatchState:
    rng = random.Random(plays)
    deck = list(DECK)
    rng.shuffle(deck)
    match = MatchState.new(BriscolaOptions(players=players, swap_seven=True), 0).deal(deck)
    for _ in range(plays):
        match = match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("players", [2, 4])
def test_a_seat_sees_its_own_cards_but_no_other_hand_nor_the_stock_not_even_a_partners(
    players: int,
) -> None:
    for plays in (0, 5, 13):
        match = _midgame(players, plays)
        assert match.hand is not None
        for seat in range(players):
            shown = json.dumps(view_to_json(seat_view(match, seat)))
            hidden = [
                card
                for other, cards in enumerate(match.hand.hands)
                if other != seat
                for card in cards
            ] + list(match.hand.stock[match.hand.drawn :])
            # the card turned up at the deal was seen by all, even once a seat holds it
            for card in set(hidden) - {match.hand.briscola}:
                assert f'"{card.code}"' not in shown, (seat, card.code)


def test_a_view_reads_back_as_it_was_written_and_legal_is_worked_out_again() -> None:
    match = _midgame(4, 7)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    data = view_to_json(view)
    assert view_from_json(json.loads(json.dumps(data))) == view
    data["legal"] = []
    assert view_from_json(data).legal == view.hand


@pytest.mark.parametrize(
    ("field", "value", "said"),
    [
        ("seat", 4, "'seat'"),
        ("hand", ["Ad", "Ad"], "'hand\\[1\\]'"),
        ("stock", "many", "'stock'"),
        ("taken", [200, 0], "'taken'"),
        ("options", {"players": 3}, "'options'"),
    ],
)
def test_a_view_with_a_wrong_field_is_refused_naming_the_field(
    field: str, value: object, said: str
) -> None:
    data = view_to_json(seat_view(_midgame(4, 7), 0))
    data[field] = value
    with pytest.raises(RecordError, match=said):
        view_from_json(data)


@pytest.mark.parametrize(
    ("field", "change"),
    [
        ("view", None),
        ("game", {"game": "scopa"}),
        ("seat", {"seat": "north"}),
        ("dealer", {"dealer": 5}),
        ("hand", {"hand": "Ad"}),
        ("hand", {"hand": ["Xx"]}),
        ("hand", {"hand": []}),
        ("hand[1]", {"hand": ["Ad", "Ad"]}),
        ("briscola", {"briscola": 3}),
        ("stock", {"stock": -1}),
        ("face_up", {"stock": 0}),
        ("plays", {"plays": {}}),
        ("plays[0]", {"plays": [{"seat": 0, "trump": "Ad"}]}),
        ("plays[0].seat", {"plays": [{"seat": 7, "card": "Ad"}]}),
        ("plays[0].card", {"plays": [{"seat": 0, "card": "Zz"}]}),
        ("taken", {"taken": [200, 0]}),
        ("taken", {"taken": [-5, 0]}),
        ("wins", {"wins": "none"}),
        ("wins", {"wins": [0, -1]}),
        ("options", {"options": {"players": 3}}),
    ],
)
def test_a_broken_view_is_refused_naming_the_field_wholly_in_the_readers_language(
    field: str, change: dict[str, object] | None
) -> None:
    data: object = (
        None if change is None else {**view_to_json(seat_view(_midgame(4, 7), 0)), **change}
    )
    with pytest.raises(RecordError) as refusal:
        view_from_json(data)
    english, italian = refusal.value.message("en"), refusal.value.message("it")
    assert english.startswith(f"the Briscola VIEW's field '{field}' is wrong: ")
    assert italian.startswith(f"la VIEW di Briscola ha il campo '{field}' sbagliato: ")
    problem = italian.split(" sbagliato: ", 1)[1]
    assert not english_words_in(problem), italian


def test_a_card_shown_twice_is_refused_in_the_field_of_its_second_showing_by_name() -> None:
    data = view_to_json(seat_view(_midgame(4, 7), 0))
    plays = data["plays"]
    assert isinstance(plays, list) and plays[0] == {"seat": 1, "card": "Cd"}
    data["plays"] = [*plays[:2], {"seat": 3, "card": "Cd"}]
    with pytest.raises(RecordError) as refusal:
        view_from_json(data)
    assert str(refusal.value) == (
        "the Briscola VIEW's field 'plays[2].card' is wrong: Knight of Coins is in "
        "plays[0].card and in plays[2].card, but each card exists once"
    )
    assert "Cavallo di denari è in plays[0].card" in refusal.value.message("it")
