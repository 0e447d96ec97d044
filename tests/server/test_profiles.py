"""Profiles, statistics and the leaderboard, as a browser uses them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.play.ratings import START, Skill, rate
from circolo.server.app import create_app
from circolo.server.profiles import Profiles
from circolo.storage.base import MemoryTableStore
from circolo.storage.profiles import MemoryProfileStore, Profile, Rating
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


def test_matches_against_the_computer_count_in_the_statistics_and_on_no_board(
    client: TestClient,
) -> None:
    anna, bea = new_profile(client, "Anna"), new_profile(client, "Bea")
    for _ in range(2):
        play_match(client, anna)
    play_match(client, bea)
    assert client.get(f"/api/profiles/{anna['id']}").json()["single"]["games"] == 2
    board = client.get("/api/leaderboard", params={"variant": "classico"}).json()
    assert board == {"game": "tressette", "variant": "classico", "players": []}


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


# -- how a finished match of people moves ratings (play/rated_standings.py) ---------------------


def _people(winner: int | None, *profiles: str | None, **changes: Any) -> dict[str, Any]:
    """A finished Tressette match (a table's ``finish_info``) of four people, seats 0 and 2
    against 1 and 3, with these profiles (None: a person without one)."""
    seats = [{"kind": "human", "name": f"P{n}", "ai": None, "profile": p, "left": False,
              "taken_over": False} for n, p in enumerate(profiles)]  # fmt: skip
    return {"id": "t1", "game": "tressette", "variant": "classico", "training": False,
            "winner": winner, "seats": seats, "one_hand": [], **changes}  # fmt: skip


async def _four(store: MemoryProfileStore) -> Profiles:
    for name in ("ada", "bea", "cia", "dan"):
        await store.create_profile(Profile(name, "h", name.title()))
    return Profiles(store)


async def _skills(store: MemoryProfileStore, *names: str) -> list[Skill | None]:
    found = [await store.get_rating(name, "tressette", "classico") for name in names]
    return [None if r is None else Skill(r.mu, r.sigma) for r in found]


async def test_a_match_of_people_moves_each_players_skill_as_a_team_result() -> None:
    store = MemoryProfileStore()
    profiles = await _four(store)
    await store.set_rating(Rating("ada", "tressette", "classico", 12.0, 9, 27.0, 5.0))
    await profiles.record_match(_people(1, "ada", "bea", "cia", None))
    [[ada, cia], [bea, _]] = rate([[Skill(27.0, 5.0), START], [START, START]], 1)
    assert await _skills(store, "ada", "bea", "cia") == [ada, bea, cia]
    saved = await store.get_rating("ada", "tressette", "classico")
    assert saved == Rating("ada", "tressette", "classico", ada.rating, 10, ada.mu, ada.sigma)
    assert [r.won for r in await store.results("bea")] == [True]


async def test_a_level_match_moves_ratings_as_a_tie_and_goes_in_no_statistics() -> None:
    store = MemoryProfileStore()
    profiles = await _four(store)
    await store.set_rating(Rating("ada", "tressette", "classico", 15.0, 9, 30.0, 5.0))
    await profiles.record_match(_people(None, "ada", "bea", "cia", "dan"))
    tied = rate([[Skill(30.0, 5.0), START], [START, START]], None)
    assert await _skills(store, "ada", "cia", "bea", "dan") == [*tied[0], *tied[1]]
    assert tied[0][0].mu < 30.0 and tied[1][0].mu > START.mu  # the favourites gave some away
    assert await store.results("ada") == []


@pytest.mark.parametrize(
    "changes",
    [
        {"seats": [{"kind": "ai", "name": None, "ai": "heuristic", "profile": None}]},
        {"left": True},
        {"taken_over": True},
    ],
    ids=["a computer's seat", "a seat left to the computer", "a seat the computer played for"],
)
async def test_a_match_the_computer_played_in_counts_and_rates_nobody(
    changes: dict[str, Any],
) -> None:
    store = MemoryProfileStore()
    profiles = await _four(store)
    table = _people(0, "ada", "bea", "cia", "dan")
    if "seats" in changes:
        table["seats"][3] = changes["seats"][0]
    else:
        table["seats"][3].update(changes)
    await profiles.record_match(table)
    assert await _skills(store, "ada", "bea", "cia", "dan") == [None] * 4
    assert [r.won for r in await store.results("ada")] == [True]  # the statistics count it
    assert await profiles.leaderboard("tressette", {}) == {
        "game": "tressette", "variant": "classico", "players": [],
    }  # fmt: skip


async def test_a_match_one_profile_played_twice_in_rates_nobody() -> None:
    store = MemoryProfileStore()
    profiles = await _four(store)
    await profiles.record_match(_people(0, "ada", "bea", "ada", "dan"))
    assert await _skills(store, "ada", "bea", "dan") == [None] * 3


async def test_the_board_ranks_by_rating_and_shows_the_skill_and_its_uncertainty() -> None:
    store = MemoryProfileStore()
    profiles = await _four(store)
    # Bea's skill is higher, but Ada's is surer: the board ranks by mu - 3 sigma.
    for name, mu, sigma in (("ada", 27.3, 1.5), ("bea", 29.0, 4.1), ("cia", 25.0, 25 / 3)):
        skill = Skill(mu, sigma)
        await store.set_rating(Rating(name, "tressette", "classico", skill.rating, 3, mu, sigma))
    board = await profiles.leaderboard("tressette", {"variant": "classico"})
    assert [(p["nickname"], p["rating"], p["mu"], p["sigma"], p["games"])
            for p in board["players"]] == [("Ada", 22.8, 27.3, 1.5, 3),
                                           ("Bea", 16.7, 29.0, 4.1, 3),
                                           ("Cia", 0.0, 25.0, 8.3, 3)]  # fmt: skip
    await store.set_rating(Rating("dan", "tressette", "classico", -0.04, 1, 24.0, 8.0))
    [*_, dan] = (await profiles.leaderboard("tressette", {}))["players"]
    assert str(dan["rating"]) == "0.0"  # a rating just under 0 is shown 0.0, never -0.0
