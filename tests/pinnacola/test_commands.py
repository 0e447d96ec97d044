"""Pinnacola through the command line and the engine protocol."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from circolo.cli import main
from circolo.core.cards.french import FRENCH_CARDS, FrenchCard
from circolo.core.errors import RecordError
from circolo.engine import Engine
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.view import seat_view, view_to_json
from circolo.games.pinnacola.view_json import action_from_json, pinnacola_view_from_json
from tests.helpers import english_words_in


def test_selfplay_writes_records_that_replay_checks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "p.jsonl"
    args = ["selfplay", "--game", "pinnacola", "--players", "strong,weak", "--set", "players=2",
            "--set", "mode=single", "--matches", "2", "--seed", "4", "--out", str(out)]  # fmt: skip
    assert main(args) == 0
    lines = out.read_text().splitlines()
    assert len(lines) == 2 and json.loads(lines[0])["game"] == "pinnacola"
    assert main(["replay", str(out)]) == 0
    assert "every rule holds" in capsys.readouterr().err
    record = json.loads(lines[1])
    record["hands"][0]["turns"][0]["discard"] = "Zz"
    out.write_text(json.dumps(record) + "\n")
    assert main(["replay", str(out)]) == 1
    assert "match 1, hand 1, turn 1" in capsys.readouterr().out


def test_selfplay_refuses_a_tressette_player_and_a_wrong_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert (
        main(["selfplay", "--game", "pinnacola", "--players", "heuristic,strong,weak,medium"]) == 2
    )
    assert "weak, medium, strong" in capsys.readouterr().err
    assert main(["selfplay", "--game", "pinnacola", "--players", "strong,weak"]) == 2
    assert "4 players are needed" in capsys.readouterr().err


def test_arena_with_single_hands_reports_game_wins_for_deals(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["arena", "--game", "pinnacola", "--set", "mode=single", "--set", "players=2",
            "--a", "strong", "--b", "random", "--deals", "3", "--seed", "1", "--workers", "1",
            "--json"]  # fmt: skip
    assert main(args) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["deals"] == 3 and result["hands"] == 6 and result["games"] == 6
    assert 0 <= result["a_game_win_rate"] <= 1
    assert set(result["ms_per_move"]) == {"a", "b"}


def test_arena_gives_the_same_numbers_for_the_same_seed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["arena", "--game", "pinnacola", "--a", "medium", "--b", "weak", "--deals", "2",
            "--seed", "3", "--workers", "1", "--json"]  # fmt: skip
    main(args)
    first = json.loads(capsys.readouterr().out)
    main(args)
    second = json.loads(capsys.readouterr().out)
    assert first["diff"] == second["diff"] and "a_game_win_rate" not in first


def test_the_engine_plays_a_pinnacola_hand_from_views() -> None:
    options = PinnacolaOptions(players=2, mode="single")
    match = MatchState.new(options, 0).deal(shuffled_deck(options, random.Random(3)))
    engine = Engine()
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        view = view_to_json(seat_view(match, seat))
        answer = engine.answer(
            json.dumps({"id": 1, "cmd": "play", "player": "medium", "view": view})
        )
        assert answer["text"]["it"] and answer["reasons"]  # type: ignore[index]
        match = match.apply(action_from_json(answer["action"]))
    assert match.is_over


def test_the_engine_names_a_bad_pinnacola_view_field() -> None:
    options = PinnacolaOptions(players=2)
    view = {"game": "pinnacola", "options": options.to_json(), "seat": 5}
    answer = Engine().answer(json.dumps({"id": 7, "cmd": "play", "player": "strong", "view": view}))
    assert answer == {
        "id": 7,
        "error": "the Pinnacola VIEW's field 'seat' is wrong: it must be a seat from 0 to 1, not 5",
    }


def _a_view() -> dict[str, object]:
    """A VIEW of the first seat to move in a fresh two-player hand, as the server writes it."""
    options = PinnacolaOptions(players=2, mode="single")
    match = MatchState.new(options, 0).deal(shuffled_deck(options, random.Random(5)))
    assert match.to_move is not None
    return view_to_json(seat_view(match, match.to_move))


def _refusal(view: dict[str, object]) -> str:
    answer = Engine().answer(json.dumps({"id": 3, "cmd": "play", "player": "strong", "view": view}))
    assert set(answer) == {"id", "error"}, answer
    return str(answer["error"])


def test_the_engine_refuses_a_view_whose_hand_disagrees_with_hand_sizes() -> None:
    view = _a_view()
    sizes = list(view["hand_sizes"])  # type: ignore[call-overload]
    sizes[int(view["seat"])] += 1  # type: ignore[call-overload]
    view["hand_sizes"] = sizes
    assert "field 'hand_sizes' is wrong" in _refusal(view)
    view["hand_sizes"] = [-1, 13]
    assert "field 'hand_sizes' is wrong" in _refusal(view)


def test_the_engine_refuses_a_view_whose_meld_points_are_wrong() -> None:
    view = _a_view()
    view["melds"] = [{"seat": 1, "cards": ["7h", "8h", "9h"], "points": 45}]
    assert "field 'melds[0].points' is wrong: meld 0 is worth 30 points, not 45" in _refusal(view)
    view["melds"] = [{"seat": 1, "cards": ["7h", "8h", "9h"], "points": 30}]
    assert "action" in Engine().answer(
        json.dumps({"id": 3, "cmd": "play", "player": "strong", "view": view})
    )


def _view_refusal(view: dict[str, object]) -> RecordError:
    with pytest.raises(RecordError) as error:
        pinnacola_view_from_json(view)
    return error.value


def test_too_many_copies_of_a_card_name_the_card_and_the_view_fields_that_show_it() -> None:
    view = _a_view()
    card = next(c for c in view["hand"] if c != "JK")  # type: ignore[attr-defined]
    name = FrenchCard.parse(card)
    view["pile"] = [card, card]  # with the hand's copy: three, where two decks hold two
    assert _refusal(view) == (
        f"the Pinnacola VIEW's fields 'hand', 'pile' are wrong: {name.name('en')} appears 3 "
        "times (hand: 1, pile: 2), but the two decks of these options hold 2: remove the "
        "extra copies"
    )
    italian = _view_refusal(view).message("it")
    assert italian.startswith(
        f"la VIEW di Pinnacola ha i campi 'hand', 'pile' sbagliati: {name.name('it')} compare "
        "3 volte (hand: 1, pile: 2), ma i due mazzi di queste opzioni ne hanno 2"
    )
    view["pile"] = [card, card, card]  # all three copies in one field: that field is named
    hand = [c for c in view["hand"] if c != card]  # type: ignore[attr-defined]
    sizes = list(view["hand_sizes"])  # type: ignore[call-overload]
    sizes[int(view["seat"])] = len(hand)  # type: ignore[call-overload]
    view["hand"], view["hand_sizes"] = hand, sizes
    assert "field 'pile' is wrong: " in _refusal(view)


def test_a_card_the_options_decks_lack_is_refused_in_the_field_that_shows_it() -> None:
    view = _a_view()
    view["options"] = {**view["options"], "jokers": False}  # type: ignore[dict-item]
    view["pile"] = ["JK"]
    assert _refusal(view) == (
        "the Pinnacola VIEW's field 'pile' is wrong: Joker is not in the decks of these "
        "options (the options jokers and pinelle say which cards are), but the VIEW shows it "
        "(pile: 1): remove it, or change the options"
    )


def test_known_cards_of_a_seat_cannot_outnumber_its_hand_size() -> None:
    view = _a_view()
    other = 1 - int(view["seat"])  # type: ignore[call-overload]
    sizes = list(view["hand_sizes"])  # type: ignore[call-overload]
    sizes[other] = 1
    view["hand_sizes"] = sizes
    known: list[list[str]] = [[], []]
    known[other] = ["Qd", "Qs"]
    view["known"] = known
    assert _refusal(view) == (
        f"the Pinnacola VIEW's field 'known' is wrong: known[{other}] lists more cards than "
        f"hand_sizes[{other}] gives seat {other} (2 against 1): known lists only cards a seat "
        f"still holds; remove cards from known[{other}] or correct hand_sizes[{other}]"
    )
    assert "(2 contro 1)" in _view_refusal(view).message("it")


def test_known_cards_of_the_views_own_seat_must_be_in_its_hand() -> None:
    view = _a_view()
    seat = int(view["seat"])  # type: ignore[call-overload]
    held = view["hand"][0]  # type: ignore[index]
    missing = next(c.code for c in FRENCH_CARDS if c.code not in view["hand"])  # type: ignore[operator]
    known: list[list[str]] = [[], []]
    known[seat] = [held]
    view["known"] = known
    assert "action" in Engine().answer(
        json.dumps({"id": 3, "cmd": "play", "player": "strong", "view": view})
    )
    known[seat] = [held, missing]
    error = _view_refusal(view)
    assert str(error) == (
        f"the Pinnacola VIEW's field 'known' is wrong: known[{seat}] lists "
        f"{FrenchCard.parse(missing).name('en')} more times than 'hand' holds it (1 against 0): "
        f"for the VIEW's own seat, known lists only cards of its hand; remove it from "
        f"known[{seat}] or add it to hand"
    )
    assert FrenchCard.parse(missing).name("it") in error.message("it")


#: Broken VIEWs, each with the field its refusal names: a field left out, a field of the
#: wrong kind, a step that is none, a part of a turn, a nested refusal (the options, a card).
_BROKEN: tuple[tuple[str, dict[str, object]], ...] = (
    ("hand", {"hand": None}),
    ("pile", {"pile": "Qh"}),
    ("seat", {"seat": "0"}),
    ("dealer", {"dealer": 9}),
    ("melds", {"melds": {}}),
    ("melds[0]", {"melds": [["7h", "8h", "9h"]]}),
    ("melds[0].seat", {"melds": [{"seat": 4, "cards": ["7h", "8h", "9h"]}]}),
    ("opened", {"opened": [1, 0]}),
    ("known", {"known": [[]]}),
    ("known[1]", {"known": [[], ["Zz"]]}),
    ("phase", {"phase": "play"}),
    ("stock_size", {"stock_size": -2}),
    ("hand_sizes", {"hand_sizes": [13]}),
    ("turns", {"turns": None}),
    ("turns[0]", {"turns": [7]}),
    ("turns[0].draw", {"turns": [{"seat": 1, "draw": {"from": "sky"}}]}),
    ("turns[0].actions[0]", {"turns": [{"seat": 1, "actions": [{"discard": "Qh"}]}]}),
    ("turns[0].actions[0]", {"turns": [{"seat": 1, "actions": [{"fly": 1}]}]}),
    ("turns[0].actions[0]", {"turns": [{"seat": 1, "actions": [{"meld": ["Qh", "Zz"]}]}]}),
    ("turns[0].discard", {"turns": [{"seat": 1, "discard": "Q"}]}),
    ("turns[0].draw", {"turns": [{"seat": 1, "draw": {"from": "discard", "index": -1}}]}),
    ("turns[0].actions[0]", {"turns": [{"seat": 1, "actions": [{"attach": -1, "cards": ["Qh"]}]}]}),
    ("melds[0].points", {"melds": [{"seat": 1, "cards": ["7h", "8h", "9h"], "points": 30.0}]}),
    ("score", {"score": [1]}),
    ("hand_number", {"hand_number": "two"}),
    ("options", {"options": {"players": 3}}),
    ("stock_size", {"stock_size": None, "hand_number": 2}),
)


@pytest.mark.parametrize(("field", "change"), _BROKEN)
def test_a_broken_view_is_refused_naming_the_field_wholly_in_the_readers_language(
    field: str, change: dict[str, object]
) -> None:
    view = {**_a_view(), **change}
    if field == "hand":
        del view["hand"]
    error = _view_refusal(view)
    english, italian = error.message("en"), error.message("it")
    assert english.startswith(f"the Pinnacola VIEW's field '{field}' is wrong: ")
    assert italian.startswith(f"la VIEW di Pinnacola ha il campo '{field}' sbagliato: ")
    problem = italian.split(" sbagliato: ", 1)[1]
    assert not english_words_in(problem), italian


def test_a_view_value_too_long_to_show_is_cut_short_in_the_refusal() -> None:
    view = {**_a_view(), "phase": "x" * 500}
    message = str(_view_refusal(view))
    assert message.endswith('not "' + "x" * 56 + "...") and len(message) < 200
