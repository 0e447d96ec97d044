"""Pinnacola's leaderboards: a win scores the team's points, a loss nothing, leaving the match
-1500; seasons count the matches finished in their dates; the route refuses unknown modes and
seasons with a sentence."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.games.pinnacola.standings import LEAVING_POINTS, points_board
from circolo.server.app import create_app
from circolo.server.profiles import Profiles
from circolo.server.seasons import SeasonError, parse_seasons
from circolo.storage.base import MemoryTableStore
from circolo.storage.profiles import MatchPoints, MemoryProfileStore
from tests.server.test_profiles import from_address


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(MemoryTableStore(), seasons={})) as test_client:
        yield test_client


# -- leaderboards -----------------------------------------------------------------------------


def _finished(
    winner: int | None, score: list[int], *, quit: list[int] | None = None, mode: str = "points"
) -> dict[str, Any]:
    return {
        "id": "t1", "game": "pinnacola", "variant": "standard", "mode": mode,
        "training": False, "winner": winner, "score": score, "quit": quit or [],
        "seats": [{"kind": "human", "name": "Anna", "ai": None, "profile": "anna"},
                  {"kind": "ai", "name": None, "ai": "medium", "profile": None}],
    }  # fmt: skip


async def _profiles() -> tuple[Profiles, MemoryProfileStore]:
    store = MemoryProfileStore()
    seasons = parse_seasons('{"natale": {"from": "2026-12-20", "to": "2027-01-06"}}')
    profiles = Profiles(store, seasons)
    for profile_id in ("anna", "bea"):
        profile, _ = await profiles.create(profile_id.title())
        store._profiles[profile_id] = type(profile)(profile_id, profile.secret_hash, profile_id)
    return profiles, store


async def test_a_win_scores_the_team_points_a_loss_nothing_leaving_minus_1500() -> None:
    profiles, store = await _profiles()
    await profiles.record_match(_finished(0, [1620, 940]))  # Anna won: 1620
    await profiles.record_match(_finished(1, [700, 1510]))  # lost: 0
    await profiles.record_match(_finished(0, [300, 100], mode="single"))  # other board
    await profiles.record_match(_finished(0, [1600, 0], quit=[0]))  # left, AI won: -1500
    board = await points_board(profiles, "pinnacola", "points")
    assert board == [{"rank": 1, "id": "anna", "nickname": "anna",
                      "points": 1620 + LEAVING_POINTS, "matches": 3, "wins": 1}]  # fmt: skip
    single = await points_board(profiles, "pinnacola", "single")
    assert single[0]["points"] == 300
    # training tables and tables without an AI seat do not count
    await profiles.record_match({**_finished(0, [5000, 0]), "training": True})
    all_human = _finished(0, [5000, 0])
    all_human["seats"][1] = {"kind": "human", "name": "Bea", "ai": None, "profile": "bea"}
    await profiles.record_match(all_human)
    assert (await points_board(profiles, "pinnacola", "points"))[0]["points"] == 120
    # a season counts only the matches finished in its dates
    christmas = datetime(2026, 12, 24, 18, tzinfo=UTC)
    await store.add_points(
        "bea", MatchPoints("pinnacola", "standard", "t2", "points", "win", 900, christmas)
    )
    later = christmas + timedelta(days=14)
    await store.add_points(
        "bea", MatchPoints("pinnacola", "standard", "t3", "points", "win", 50, later)
    )
    season = await points_board(profiles, "pinnacola", "points", "natale")
    assert [(row["id"], row["points"]) for row in season] == [("bea", 900)]


def test_the_leaderboard_route_refuses_unknown_modes_and_seasons(client: TestClient) -> None:
    board = client.get("/api/leaderboard", params={"game": "pinnacola", "mode": "points"})
    assert board.status_code == 200
    assert board.json() == {"game": "pinnacola", "mode": "points", "season": None,
                            "seasons": [], "players": []}  # fmt: skip
    bad = client.get("/api/leaderboard", params={"game": "pinnacola", "mode": "fast"})
    assert bad.status_code == 422 and "single, points" in bad.json()["detail"]
    missing = client.get("/api/leaderboard", params={"game": "pinnacola", "season": "estate"})
    assert missing.status_code == 404 and "no season" in missing.json()["detail"]


def test_bad_season_configuration_names_the_fault() -> None:
    with pytest.raises(SeasonError, match="ends"):
        parse_seasons('{"x": {"from": "2026-12-20", "to": "2026-12-01"}}')
    with pytest.raises(SeasonError, match="not a date"):
        parse_seasons('{"x": {"from": "Christmas", "to": "2026-12-01"}}')


# -- leaving a match at the table ------------------------------------------------------------


def _profile(client: TestClient, nickname: str) -> dict[str, Any]:
    answer: dict[str, Any] = client.post("/api/profiles", json={"nickname": nickname}).json()
    return answer


def _finish(client: TestClient, table_id: str) -> None:
    for _ in range(20_000):
        if client.get(f"/api/tables/{table_id}").json()["status"] == "finished":
            return
    raise AssertionError("the table did not finish")


def _board(client: TestClient) -> dict[str, dict[str, Any]]:
    board = client.get("/api/leaderboard", params={"game": "pinnacola", "mode": "single"})
    return {row["nickname"]: row for row in board.json()["players"]}


def test_leaving_costs_1500_unless_the_seat_is_taken_back_before_the_end(
    client: TestClient,
) -> None:
    anna, bea = _profile(client, "Anna"), _profile(client, "Bea")
    body = {
        "game": "pinnacola", "ai_delay_ms": 0, "options": {"mode": "single"},
        "seats": ["human", "ai:random", "open", "ai:random"],
        "profiles": {"0": {"id": anna["id"], "secret": anna["secret"]}},
    }  # fmt: skip
    table = client.post("/api/tables", json=body).json()
    bea_device = from_address(client, "192.168.1.22")  # Bea plays from her own device
    seat = {"seat": 2, "profile": {"id": bea["id"], "secret": bea["secret"]}}
    joined = bea_device.post(f"/api/tables/{table['id']}/join", json=seat)
    table["tokens"]["2"] = joined.json()["token"]
    url = f"/api/tables/{table['id']}/ws?token="
    with bea_device.websocket_connect(url + table["tokens"]["2"]) as bea_ws:
        with client.websocket_connect(url + table["tokens"]["0"]) as anna_ws:
            client.post(f"/api/tables/{table['id']}/start", json={"token": table["tokens"]["0"]})
            anna_ws.send_json({"type": "leave", "id": 1})  # Anna leaves on purpose …
        with client.websocket_connect(url + table["tokens"]["0"]):
            pass  # … and takes her seat back from the lobby, then only drops
        bea_ws.send_json({"type": "leave", "id": 2})  # Bea leaves and never comes back
    _finish(client, table["id"])
    board = _board(client)
    assert board["Anna"]["points"] == 0 and board["Anna"]["matches"] == 1  # a loss, not -1500
    assert board["Bea"]["points"] == LEAVING_POINTS and board["Bea"]["wins"] == 0
