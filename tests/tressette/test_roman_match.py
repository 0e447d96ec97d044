"""The Roman match: Tressette, then Briscola a 4 to four hands, then the bella at Tressette."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from dataclasses import replace
from typing import Any

import pytest

from circolo.core.errors import OptionError
from circolo.games.briscola.options import ROMAN_OPTIONS
from circolo.games.tressette.options import preset, with_settings
from circolo.games.tressette.players.selfplay import selfplay_records
from circolo.games.tressette.record import replay_record

ROMAN = with_settings(preset("romana"), ["second_game=briscola", "target=11"])


def _records(matches: int = 4) -> list[dict[str, Any]]:
    specs = ["random", "heuristic", "random", "heuristic"]
    found = selfplay_records(ROMAN, variant="romana", specs=specs, matches=matches, seed=21)
    return [json.loads(json.dumps(record)) for record in found]


def test_the_second_game_at_briscola_needs_a_best_of_3() -> None:
    with pytest.raises(OptionError, match="only in a best of 3"):
        with_settings(preset("classico"), ["second_game=briscola"])
    assert preset("romana").second_game == "tressette"  # the preset keeps Tressette
    with pytest.raises(OptionError, match="tressette or briscola"):
        with_settings(preset("romana"), ["second_game=scopa"])


def test_a_roman_match_plays_tressette_then_briscola_then_the_bella_and_replays_clean() -> None:
    records = _records()
    assert any(len(r["games"]) == 3 for r in records), "no match went to the bella"
    for record in records:
        assert replay_record(record) == []
        first, second, *bella = record["games"]
        assert "game" not in first and first["ended_by"] in ("target", "cappotto", "accuse")
        assert set(second) == {"game", "options", "hands", "wins", "winner", "ended_by"}
        assert second["game"] == "briscola" and second["options"] == ROMAN_OPTIONS.to_json()
        assert second["ended_by"] == "hands" and max(second["wins"]) == 4
        # the deal passes on from game to game
        assert second["hands"][0]["dealer"] == (first["hands"][-1]["dealer"] + 1) % 4
        if bella:
            assert bella[0]["hands"][0]["dealer"] == (second["hands"][-1]["dealer"] + 1) % 4
            assert first["winner"] != second["winner"]
        wins = [sum(1 for game in record["games"] if game["winner"] == t) for t in (0, 1)]
        assert wins[record["winner"]] == 2


def test_a_broken_rule_inside_the_briscola_game_is_named_by_its_game_hand_and_play() -> None:
    record = copy.deepcopy(_records(1)[0])
    plays = record["games"][1]["hands"][1]["plays"]
    plays[3]["seat"] = (plays[3]["seat"] + 1) % 4
    [fault] = [str(f) for f in replay_record(record)]
    assert fault.startswith("match 1, game 2, hand 2, play 4: seat ")


def test_a_briscola_game_without_the_fields_interfaces_md_writes_is_refused() -> None:
    record = copy.deepcopy(_records(1)[0])
    del record["games"][1]["ended_by"]
    [fault] = [str(f) for f in replay_record(record)]
    assert "must hold exactly ended_by, game, hands, options, winner, wins" in fault
    record = copy.deepcopy(_records(1)[0])
    record["games"][1].pop("game")
    assert "it must be an object with" in str(replay_record(record)[0])


def test_a_record_written_before_the_option_second_game_still_replays() -> None:
    specs = ["random"] * 4
    [record] = selfplay_records(preset("classico"), variant="classico", specs=specs,
                                matches=1, seed=2)  # fmt: skip
    del record["options"]["second_game"]
    assert replay_record(record) == []


@pytest.mark.parametrize(("lang", "said"), [("en", "Roman match"), ("it", "partita romana")])
def test_circolo_rules_romana_says_how_the_second_game_can_be_briscola(
    lang: str, said: str
) -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "circolo", "rules", "romana", "--lang", lang],
        capture_output=True, text=True, timeout=60, check=True,
    ).stdout  # fmt: skip
    assert said in shown and "second_game" in shown


def test_a_server_table_refuses_a_second_game_at_briscola_outside_a_best_of_three() -> None:
    from fastapi.testclient import TestClient

    from circolo.server.app import create_app
    from circolo.storage.base import MemoryTableStore

    with TestClient(create_app(MemoryTableStore())) as client:
        body = {"game": "tressette", "variant": "classico", "seats": ["human"] + ["ai:random"] * 3,
                "options": {"second_game": "briscola", "best_of": 5}}  # fmt: skip
        answer = client.post("/api/tables", json=body)
    assert answer.status_code == 422 and "best_of" in answer.json()["detail"]


def test_the_arena_plays_whole_roman_matches_in_games_mode_with_briscola_in_the_middle() -> None:
    from circolo.core.arena.driver import MoveTimes
    from circolo.core.arena.setup import ArenaSetup
    from circolo.games.tressette.match import OtherGame
    from circolo.games.tressette.players.arena import play_one, run_arena
    from circolo.games.tressette.players.registry import create_player

    short = replace(ROMAN, target=1, decider_target=None)
    result = run_arena(short, a="heuristic", b="random", mode="games", count=2, seed=3, workers=1)
    assert len(result.pairs) == 2 and result.games == 4
    assert result.a_game_win_rate is not None and 0 <= result.a_game_win_rate <= 1
    setup = ArenaSetup(short, "random", "random", "games", 1, 3, seats=4)
    players = [create_player("random", setup.player_rng(0, seat)) for seat in range(4)]
    match = play_one(setup, 0, 0, players, MoveTimes())
    assert match.is_over and isinstance(match.games[1], OtherGame)
    assert match.games[1].game == "briscola" and max(match.games[1].score) == 4


def test_the_arena_refuses_a_player_the_roman_briscola_game_has_not_with_a_sentence() -> None:
    from circolo.games.tressette.players.arena import run_arena

    with pytest.raises(OptionError, match="cannot play the Roman match's briscola game"):
        run_arena(ROMAN, a="oracle", b="random", mode="games", count=1, seed=1, workers=1)


def test_duplicate_deals_of_a_roman_match_are_tressette_hands() -> None:
    from circolo.games.tressette.players.arena import run_arena

    result = run_arena(ROMAN, a="random", b="random", mode="deals", count=2, seed=1, workers=1)
    assert len(result.pairs) == 2 and result.hands == 4 and result.games is None
