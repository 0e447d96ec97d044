"""The analysis routes: a finished Tressette table's record, or a record given as a file,
analysed as `circolo analyze --json` does — in a process of its own, kept, and refused with
a sentence when it cannot be (the caps: tests/reliability/test_analysis_apart.py)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.core.boards import PlaysBoards
from circolo.games import game_named
from circolo.games.tressette.analysis import recorded_hands
from circolo.games.tressette.options import preset, with_settings
from circolo.games.tressette.players.selfplay import selfplay_records
from circolo.server.app import create_app
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore

COMPUTERS = ["ai:random"] * 4


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    # every test here asks from the same address: room for all of them
    limits = Limits(analyses_per_minute=600, analysis_burst=100)
    app = create_app(MemoryTableStore(), ready_timeout_s=0.05, limits=limits)
    with TestClient(app) as test_client:
        yield test_client
        assert test_client.portal is not None
        test_client.portal.call(app.state.lobby.analyses.close)


def _finished_table(client: TestClient) -> str:
    answer = client.post(
        "/api/tables",
        json={"game": "tressette", "variant": "classico", "seats": COMPUTERS,
              "ai_delay_ms": 0, "options": {"target": 1}},
    )  # fmt: skip
    assert answer.status_code == 201, answer.text
    table_id: str = answer.json()["id"]
    deadline = time.monotonic() + 60
    while client.get(f"/api/tables/{table_id}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the computers' table did not finish"
        time.sleep(0.02)
    return table_id


def _analyze_json(record: dict[str, Any], folder: Path) -> list[dict[str, Any]]:
    path = folder / "record.jsonl"
    path.write_text(json.dumps(record) + "\n")
    done = subprocess.run(
        [sys.executable, "-m", "circolo", "analyze", "--json", str(path)],
        capture_output=True, text=True, timeout=300, check=True,
    )  # fmt: skip
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_a_finished_tables_analysis_is_what_circolo_analyze_prints_for_its_record(
    client: TestClient, tmp_path: Path
) -> None:
    table_id = _finished_table(client)
    record = client.get(f"/api/tables/{table_id}/record").json()
    answer = client.get(f"/api/tables/{table_id}/analysis")
    assert answer.status_code == 200, answer.text
    analysis = answer.json()
    assert analysis["game"] == "tressette"
    assert analysis["hands"] == _analyze_json(record, tmp_path)
    assert any(play["value_best"] > play["value_played"] for play in analysis["hands"][0]["plays"])
    # the same record given as a file gets the same analysis
    posted = client.post("/api/analysis", json=record)
    assert posted.status_code == 200, posted.text
    assert posted.json() == analysis


def test_an_analysis_asked_again_is_answered_from_what_was_kept(client: TestClient) -> None:
    table_id = _finished_table(client)
    first = client.get(f"/api/tables/{table_id}/analysis").json()
    analyses = client.app.state.lobby.analyses  # type: ignore[attr-defined]
    computed = analyses.computed
    assert client.get(f"/api/tables/{table_id}/analysis").json() == first
    assert analyses.computed == computed  # no hand was solved again


def test_a_match_not_over_is_not_analysed_yet(client: TestClient) -> None:
    answer = client.post("/api/tables", json={"game": "tressette", "variant": "classico"})
    table_id = answer.json()["id"]
    refused = client.get(f"/api/tables/{table_id}/analysis")
    assert refused.status_code == 409
    assert refused.json()["code"] == "not_over"
    assert "not over yet" in refused.json()["detail"]


def test_a_record_that_breaks_the_rules_is_refused_naming_the_fault(client: TestClient) -> None:
    record = next(
        selfplay_records(preset("classico"), variant="classico", specs=["random"] * 4,
                         matches=1, seed=3)
    )  # fmt: skip
    broken = copy.deepcopy(record)
    plays = broken["games"][0]["hands"][0]["plays"]
    plays[0]["card"], plays[1]["card"] = plays[1]["card"], plays[0]["card"]
    refused = client.post("/api/analysis", json=broken)
    assert refused.status_code == 422
    assert refused.json()["detail"].startswith("this record does not replay by the rules")
    assert "hand 1" in refused.json()["detail"]


def test_a_club_evenings_board_is_analysed_though_its_hand_reaches_no_target(
    client: TestClient,
) -> None:
    tressette = game_named("tressette")
    assert isinstance(tressette, PlaysBoards)
    board = tressette.play_board(
        tressette.preset("classico"), variant="classico", seed=5, board=2,
        players=["random"] * 4, player_seed="analysis",
    )  # fmt: skip
    answer = client.post("/api/analysis", json=board)
    assert answer.status_code == 200, answer.text
    broken = copy.deepcopy(board)
    plays = broken["games"][0]["hands"][0]["plays"]
    plays[0]["card"], plays[1]["card"] = plays[1]["card"], plays[0]["card"]
    assert client.post("/api/analysis", json=broken).status_code == 422


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"game": "pinnacola"}, 422, "does not replay"),
        ([1, 2, 3], 422, "body"),
    ],
    ids=["another-game", "not-an-object"],
)
def test_what_is_no_tressette_record_is_refused_with_a_sentence(
    client: TestClient, body: Any, status: int, words: str
) -> None:
    refused = client.post("/api/analysis", json=body)
    assert refused.status_code == status
    assert words in refused.json()["detail"]


def test_a_record_of_another_game_is_refused_saying_only_tressette_is_analysed(
    client: TestClient,
) -> None:
    pinnacola = game_named("pinnacola")
    record = next(
        pinnacola.selfplay_records(pinnacola.preset(None), variant=pinnacola.default_variant,
                                   specs=["random"] * 4, matches=1, seed=2)
    )  # fmt: skip
    refused = client.post("/api/analysis", json=record)
    assert refused.status_code == 422
    assert "only Tressette records" in refused.json()["detail"]
    assert "Tressette" in refused.json()["detail_it"]


def test_a_record_bigger_than_an_analysis_reads_is_refused_but_a_long_match_is_not(
    client: TestClient,
) -> None:
    too_big = client.post(
        "/api/analysis",
        content=b'{"game": "tressette", "pad": "' + b"x" * (600 * 1024) + b'"}',
        headers={"content-type": "application/json"},
    )
    assert too_big.status_code == 413 and too_big.json()["code"] == "too_big"
    # bigger than any other route takes (64 KiB), within what an analysis reads
    long_body = b'{"game": "tressette", "pad": "' + b"x" * (100 * 1024) + b'"}'
    answer = client.post(
        "/api/analysis", content=long_body, headers={"content-type": "application/json"}
    )
    assert answer.status_code == 422  # read, then refused as a record, not as a size
    elsewhere = client.post(
        "/api/tables", content=long_body, headers={"content-type": "application/json"}
    )
    assert elsewhere.status_code == 413


def test_a_roman_matchs_briscola_game_is_left_out_of_its_analysis() -> None:
    roman = with_settings(preset("romana"), ["second_game=briscola", "target=1"])
    record = next(
        selfplay_records(roman, variant="romana", specs=["random"] * 4, matches=1, seed=8)
    )
    games = [game.get("game", "tressette") for game in record["games"]]
    assert "briscola" in games
    hands = list(recorded_hands(record))
    tressette_games = {number for number, name in enumerate(games, start=1) if name != "briscola"}
    assert {hand.game for hand in hands} == tressette_games
