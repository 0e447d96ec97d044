"""A Pinnacola VIEW's ``must_use``, and values no VIEW field should crash on, through the engine."""

from __future__ import annotations

import json
import random

import pytest

from circolo.core.errors import CircoloError, RecordError
from circolo.engine import Engine
from circolo.games.pinnacola.options import PinnacolaOptions, options_from_json
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.view import seat_view, view_to_json
from circolo.games.pinnacola.view_json import pinnacola_view_from_json
from tests.pinnacola.test_commands import _a_view

STRENGTHS = ("random", "weak", "medium", "strong", "expert")


def _stuck_view(actions: list[object]) -> dict[str, object]:
    """Seat 1 in its meld phase owing the Nine of Hearts, taken from the pile, which fits no
    meld with what it holds now; ``actions`` are the turn's steps so far."""
    view = _a_view()
    assert view["seat"] == 1
    view.update(
        phase="meld", hand=["9h", "4d", "Kc", "As", "5c", "Kd"], hand_sizes=[13, 6], pile=[],
        melds=[{"seat": 1, "cards": ["Jd", "Qd", "Kd"]}], opened=[False, True], must_use=["9h"],
        turn={"seat": 1, "draw": {"from": "discard", "index": 0}, "actions": actions},
    )  # fmt: skip
    return view


def _ask(player: str, view: dict[str, object]) -> dict[str, object]:
    request = {"id": 1, "cmd": "play", "player": player, "view": view}
    return Engine().answer(json.dumps(request))


@pytest.mark.parametrize("player", STRENGTHS)
def test_a_pile_card_the_turns_own_melds_left_without_a_meld_makes_every_player_undo(
    player: str,
) -> None:
    answer = _ask(player, _stuck_view([{"meld": ["Jd", "Qd", "Kd"]}]))
    assert answer["action"] == {"undo": True}, answer
    text = answer["text"]
    assert isinstance(text, dict)
    assert "Nine of Hearts" in text["en"] and "Nove di cuori" in text["it"]


def test_a_pile_card_no_meld_could_ever_take_is_refused_as_an_impossible_view() -> None:
    answer = _ask("strong", _stuck_view([]))
    assert str(answer["error"]).startswith(
        "the Pinnacola VIEW's field 'must_use' is wrong: Nine of Hearts is to be melded this "
        "turn, but no meld could take it"
    )


def test_must_use_names_only_cards_the_hand_holds_and_only_in_the_seats_meld_phase() -> None:
    unheld = {**_stuck_view([]), "must_use": ["8h"]}
    assert "Eight of Hearts is to be melded this turn, but 'hand' does not hold it" in str(
        _ask("strong", unheld)["error"]
    )
    drawing = {**_stuck_view([]), "phase": "draw"}
    assert "field 'must_use' is wrong: a card is owed" in str(_ask("strong", drawing)["error"])
    nobody = {**_stuck_view([]), "to_move": None}
    assert "field 'must_use' is wrong" in str(_ask("strong", nobody)["error"])


def test_every_seats_view_shows_what_the_seat_to_move_owes_and_reads_back() -> None:
    options = PinnacolaOptions(players=4, mode="single")
    players = [create_player("strong", random.Random(seed)) for seed in range(4)]
    match = MatchState.new(options, 0).deal(shuffled_deck(options, random.Random(3)))
    owed = 0
    for _ in range(400):
        if match.hand is None or match.to_move is None:
            break
        if match.hand.must_use:
            owed += 1
            for seat in range(4):
                view = view_to_json(seat_view(match, seat))
                assert view["must_use"], seat
                pinnacola_view_from_json(json.loads(json.dumps(view)))
        mover = match.to_move
        match = match.apply(players[mover].decide(seat_view(match, mover)).action)
    assert owed > 0  # the deal makes some seat take from the pile


def test_to_move_is_null_or_a_seat() -> None:
    view = {**_a_view(), "to_move": 7}
    with pytest.raises(RecordError) as refusal:
        pinnacola_view_from_json(view)
    assert str(refusal.value).endswith("it must be null or a seat from 0 to 1, not 7")


def test_a_value_nested_past_any_need_is_refused_not_crashed_on() -> None:
    deep: object = []
    for _ in range(990):  # printing it for the refusal reaches Python's recursion limit
        deep = [deep]
    with pytest.raises(RecordError) as refusal:
        pinnacola_view_from_json({**_a_view(), "phase": deep})
    assert str(refusal.value).startswith("the Pinnacola VIEW's field 'phase' is wrong: ")
    line = "[" * 5000 + "]" * 5000
    too_deep = Engine().answer(line)["error"]
    assert str(too_deep).startswith("the request nests its lists and objects too deep")


@pytest.mark.parametrize(
    ("change", "italian"),
    [
        ({"players": 3}, "l'opzione players non può valere 3; accetta 2 o 4"),
        ({"pinelle": 1}, "l'opzione pinelle non può valere 1; accetta true o false"),
        ({"direction": "up"}, 'non può valere "up"; accetta clockwise o anticlockwise'),
        ({"first_meld_minimum": -5}, "accetta un numero intero di punti da 0 (nessun minimo)"),
    ],
)
def test_an_options_refusal_says_what_the_option_takes_in_the_readers_language(
    change: dict[str, object], italian: str
) -> None:
    with pytest.raises(CircoloError) as refusal:
        options_from_json({**PinnacolaOptions().to_json(), **change})
    assert italian in refusal.value.message("it")
    assert " or " not in refusal.value.message("it")
