"""Profiles, statistics and the leaderboard, as a browser uses them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.play.ratings import expected, team_change
from circolo.server.app import create_app
from circolo.storage.base import MemoryTableStore
from tests.server.test_app import play_along, wait_state


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as test_client:
        yield test_client


def from_address(client: TestClient, host: str) -> TestClient:
    """A client of the same running server as ``client`` whose requests come from ``host``
    (a friend's device: server/fair_play.py tells people apart by address)."""
    other = TestClient(client.app, client=(host, 50000))
    other.portal = client.portal  # the server's own event loop, where its tables run
    return other


def statistics(client: TestClient, profile: dict[str, Any]) -> dict[str, Any]:
    """A profile's whole statistics, as its owner reads them (with the secret)."""
    answer = client.get(
        f"/api/profiles/{profile['id']}", headers={"X-Profile-Secret": profile["secret"]}
    )
    assert answer.status_code == 200, answer.text
    stats: dict[str, Any] = answer.json()
    return stats


def new_profile(client: TestClient, nickname: str) -> dict[str, Any]:
    response = client.post("/api/profiles", json={"nickname": nickname})
    assert response.status_code == 201
    data: dict[str, Any] = response.json()
    return data


def play_match(client: TestClient, profile: dict[str, Any], *, training: bool = False) -> int:
    body = {
        "seats": ["human", "ai:random", "ai:heuristic", "ai:random"],
        "options": {"target": 1},
        "ai_delay_ms": 0,
        "training": training,
        "profiles": {"0": {"id": profile["id"], "secret": profile["secret"]}},
    }
    table = client.post("/api/tables", json=body).json()
    token = table["tokens"]["0"]
    with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
        wait_state(ws, lambda m: m["seats"][0]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": token})
        final = play_along(ws, lambda m: m["status"] == "finished")
    winner: int = final["match"]["winner"]
    return winner


def test_a_finished_match_counts_in_the_profiles_statistics(client: TestClient) -> None:
    anna = new_profile(client, "Anna")
    winners = [play_match(client, anna) for _ in range(3)]
    stats = statistics(client, anna)
    assert stats["nickname"] == "Anna"
    assert stats["single"]["games"] == 3 and stats["single"]["wins"] == winners.count(0)
    assert stats["multi"]["games"] == 0 and len(stats["history"]) == 3


def test_training_games_do_not_count(client: TestClient) -> None:
    anna = new_profile(client, "Anna")
    play_match(client, anna, training=True)
    assert client.get(f"/api/profiles/{anna['id']}").json()["single"]["games"] == 0


def test_renaming_keeps_the_numbers_and_reset_clears_them(client: TestClient) -> None:
    anna = new_profile(client, "Anna")
    play_match(client, anna)
    renamed = client.post(f"/api/profiles/{anna['id']}/rename",
                          json={"secret": anna["secret"], "nickname": "Annina"}).json()  # fmt: skip
    assert renamed["nickname"] == "Annina" and renamed["single"]["games"] == 1
    bad = client.post(f"/api/profiles/{anna['id']}/reset", json={"secret": "guess"})
    assert bad.status_code == 403
    reset = client.post(f"/api/profiles/{anna['id']}/reset", json={"secret": anna["secret"]})
    assert reset.json()["single"]["games"] == 0


def _table_of_two_friends(client: TestClient, anna: dict[str, Any], bea: dict[str, Any]) -> Any:
    """Anna (seat 0) and Bea (seat 2, joined from her own device) against two random
    computers, not started yet; ``url``: the seats' socket address without the token."""
    body = {
        "seats": ["human", "ai:random", "open", "ai:random"],
        "options": {"target": 1},
        "ai_delay_ms": 0,
        "profiles": {"0": {"id": anna["id"], "secret": anna["secret"]}},
    }
    table = client.post("/api/tables", json=body).json()
    joined = bea_device(client).post(
        f"/api/tables/{table['id']}/join",
        json={"seat": 2, "profile": {"id": bea["id"], "secret": bea["secret"]}},
    )
    assert joined.status_code == 201, joined.text
    table["tokens"]["2"] = joined.json()["token"]
    return table


def bea_device(client: TestClient) -> TestClient:
    """Bea's own device, on the same local network as Anna's."""
    return from_address(client, "192.168.1.22")


def test_multiplayer_statistics_are_kept_per_partner(client: TestClient) -> None:
    anna, bea = new_profile(client, "Anna"), new_profile(client, "Bea")
    table = _table_of_two_friends(client, anna, bea)
    url = f"/api/tables/{table['id']}/ws?token="
    with (
        client.websocket_connect(url + table["tokens"]["0"]) as ws0,
        bea_device(client).websocket_connect(url + table["tokens"]["2"]),
    ):
        wait_state(ws0, lambda m: m["seats"][2]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": table["tokens"]["0"]})
    # Both left after the start: the AI plays their seats to the end, and the match counts
    # (as left: see test_a_match_left_and_not_taken_back_counts_as_left_never_as_won).
    for _ in range(3000):
        if client.get(f"/api/tables/{table['id']}").json()["status"] == "finished":
            break
    stats = statistics(client, anna)
    assert stats["multi"]["games"] == 1
    assert stats["partners"] == [{"partner": "Bea", "games": 1, "wins": stats["multi"]["wins"]}]


def test_a_match_left_and_not_taken_back_counts_as_left_never_as_won(client: TestClient) -> None:
    anna, bea = new_profile(client, "Anna"), new_profile(client, "Bea")
    table = _table_of_two_friends(client, anna, bea)
    url = f"/api/tables/{table['id']}/ws?token="
    with (
        client.websocket_connect(url + table["tokens"]["0"]) as ws0,
        bea_device(client).websocket_connect(url + table["tokens"]["2"]) as ws2,
    ):
        wait_state(ws0, lambda m: m["seats"][2]["connected"])
        client.post(f"/api/tables/{table['id']}/start", json={"token": table["tokens"]["0"]})
        ws0.send_json({"type": "leave", "id": "bye"})  # Anna leaves; the computer plays for her
        final = play_along(ws2, lambda m: m["status"] == "finished")
    anna_stats = statistics(client, anna)
    assert anna_stats["multi"] == {"games": 1, "wins": 0, "left": 1, "win_rate": 0.0}
    assert anna_stats["history"][0]["left"] is True and anna_stats["history"][0]["won"] is False
    bea_stats = statistics(client, bea)
    won = final["match"]["winner"] == 0
    assert bea_stats["multi"]["left"] == 0 and bea_stats["multi"]["wins"] == int(won)


def test_a_match_taken_back_after_leaving_counts_as_the_players_own(client: TestClient) -> None:
    anna, bea = new_profile(client, "Anna"), new_profile(client, "Bea")
    table = _table_of_two_friends(client, anna, bea)
    url = f"/api/tables/{table['id']}/ws?token="
    with bea_device(client).websocket_connect(url + table["tokens"]["2"]) as ws2:
        with client.websocket_connect(url + table["tokens"]["0"]) as ws0:
            wait_state(ws2, lambda m: m["seats"][0]["connected"])
            client.post(f"/api/tables/{table['id']}/start", json={"token": table["tokens"]["0"]})
            ws0.send_json({"type": "leave", "id": "bye"})
        wait_state(ws2, lambda m: not m["seats"][0]["connected"])
        with client.websocket_connect(url + table["tokens"]["0"]) as back:  # from the lobby
            ws2.close()  # now Bea goes, and does not come back
            final = play_along(back, lambda m: m["status"] == "finished")
    anna_stats = statistics(client, anna)
    won = final["match"]["winner"] == 0
    assert anna_stats["multi"] == {
        "games": 1, "wins": int(won), "left": 0, "win_rate": float(won),
    }  # fmt: skip
    assert statistics(client, bea)["multi"]["left"] == 1


def test_the_leaderboard_ranks_players_of_a_variant(client: TestClient) -> None:
    anna, bea = new_profile(client, "Anna"), new_profile(client, "Bea")
    for _ in range(2):
        play_match(client, anna)
    play_match(client, bea)
    board = client.get("/api/leaderboard", params={"variant": "classico"}).json()
    assert board["variant"] == "classico"
    names = [row["nickname"] for row in board["players"]]
    assert sorted(names) == ["Anna", "Bea"]
    ratings = [row["rating"] for row in board["players"]]
    assert ratings == sorted(ratings, reverse=True)
    assert {row["nickname"]: row["games"] for row in board["players"]} == {"Anna": 2, "Bea": 1}


def test_the_leaderboard_of_a_game_that_is_not_one_is_refused_naming_the_games(
    client: TestClient,
) -> None:
    answer = client.get("/api/leaderboard", params={"game": "burraco"})
    assert answer.status_code == 422
    assert (
        "'burraco'" in answer.json()["detail"] and "tressette, pinnacola" in answer.json()["detail"]
    )


def test_the_leaderboard_without_a_variant_is_the_default_variants(client: TestClient) -> None:
    board = client.get("/api/leaderboard").json()
    assert board == {"game": "tressette", "variant": "classico", "players": []}


def test_a_profile_needs_its_secret_to_sit_with_it(client: TestClient) -> None:
    anna = new_profile(client, "Anna")
    body = {"seats": ["human", "open", "open", "open"],
            "profiles": {"0": {"id": anna["id"], "secret": "wrong"}}}  # fmt: skip
    assert client.post("/api/tables", json=body).status_code == 403
    assert client.post("/api/profiles", json={"nickname": "  "}).status_code == 422


def test_elo_moves_more_for_an_upset() -> None:
    assert expected(1500, 1500) == pytest.approx(0.5)
    upset = team_change([1400, 1400], [1600, 1600], won=True)
    expected_win = team_change([1600, 1600], [1400, 1400], won=True)
    assert upset > expected_win > 0
