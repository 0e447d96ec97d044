"""Club evenings over HTTP (server/routers/evenings.py, server/evenings.py): bodies refused
field by field, paced and capped per address; joining, starting, ``you``; an evening of people
and the computer driven to its end, its record checked by the replay and the referee; the
record while playing never showing a board some table has not finished; and an evening that
goes on after a restart."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.play.evening.replay import replay_evening
from circolo.play.seat import hash_token
from circolo.server.app import create_app
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore, TableStore
from circolo.storage.sql import SqlTableStore
from tests.referee.evening_referee import check_evening
from tests.server.evening_tables import InstantTables

#: A Howell evening of four pairs over three boards: three rounds of two tables.
EVENING: dict[str, Any] = {
    "game": "tressette", "format": "howell", "boards": 3,
    "entries": ["open", "open", "open", "ai:heuristic"], "ai_delay_ms": 0,
}  # fmt: skip


def app_with(
    store: TableStore | Callable[[], Any], tables: InstantTables, **settings: Any
) -> TestClient:
    app = create_app(store, board_tables=lambda _lobby: tables, evening_poll_s=0.01, **settings)
    return TestClient(app)


@pytest.fixture
def tables() -> InstantTables:
    return InstantTables()


@pytest.fixture
def client(tables: InstantTables) -> Iterator[TestClient]:
    with app_with(MemoryTableStore(), tables) as test_client:
        yield test_client


def create(client: TestClient, **changes: Any) -> dict[str, Any]:
    response = client.post("/api/evenings", json={**EVENING, **changes})
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def join(client: TestClient, evening_id: str, name: str, **body: Any) -> dict[str, Any]:
    response = client.post(f"/api/evenings/{evening_id}/join", json={"name": name, **body})
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def wait_for(client: TestClient, evening_id: str, done: Callable[[dict[str, Any]], bool]) -> Any:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        seen = client.get(f"/api/evenings/{evening_id}").json()
        if done(seen):
            return seen
        time.sleep(0.02)
    raise AssertionError(f"the evening never got there: {seen}")


# ---- bodies -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"boards": 0}, "boards"),
        ({"boards": 37}, "boards"),
        ({"boards": "3"}, "boards"),
        ({"rounds": 0}, "rounds"),
        ({"rounds": 17}, "rounds"),
        ({"entries": ["open", "open"]}, "entries"),
        ({"entries": ["open"] * 9}, "entries"),
        ({"entries": ["open", "human", "open", "open"]}, "entries.1"),
        ({"entries": ["open", "open", "open", "ai:pimc:ms=9"]}, "entries.3"),
        ({"seconds_per_board": 59}, "seconds_per_board"),
        ({"seconds_per_board": 3601}, "seconds_per_board"),
        ({"ai_delay_ms": -1}, "ai_delay_ms"),
        ({"ai_delay_ms": 10_001}, "ai_delay_ms"),
        ({"format": "knockout"}, "format"),
        ({"invite": "yes"}, "invite"),
        ({"name": ""}, "name"),
        ({"name": "A\nB"}, "name"),
        ({"name": "x" * 41}, "name"),
        ({"seed": 7}, "seed"),
        ({"game": ""}, "game"),
        ({"options": {f"o{n}": 1 for n in range(41)}}, "options"),
    ],
)
def test_a_new_evening_that_does_not_fit_is_a_422_naming_the_field(
    client: TestClient, changes: dict[str, Any], field: str
) -> None:
    response = client.post("/api/evenings", json={**EVENING, **changes})
    assert response.status_code == 422, response.text
    assert response.json()["field"] == field and response.json()["code"] == "bad_request"


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ({"game": "poker"}, "poker"),
        ({"entries": ["open", "open", "open", "ai:nobody"]}, "ai:nobody"),
        ({"entries": ["open", "open", "open"]}, "howell"),
        ({"rounds": 5}, "rounds"),
        ({"options": {"second_game": True}}, "second_game"),
    ],
)
def test_an_evening_the_rules_refuse_is_a_422_saying_why(
    client: TestClient, changes: dict[str, Any], said: str
) -> None:
    response = client.post("/api/evenings", json={**EVENING, **changes})
    assert response.status_code == 422, response.text
    assert said in response.json()["detail"] and response.json()["detail_it"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "name"),
        ({"name": "Anna", "entry": 0}, "entry"),
        ({"name": "Anna", "entry": 9}, "entry"),
        ({"name": "Anna", "code": "no spaces"}, "code"),
        ({"name": "Anna", "token": "abc"}, "token"),
    ],
)
def test_a_join_that_does_not_fit_is_a_422_naming_the_field(
    client: TestClient, body: dict[str, Any], field: str
) -> None:
    evening = create(client)
    response = client.post(f"/api/evenings/{evening['id']}/join", json=body)
    assert response.status_code == 422 and response.json()["field"] == field


def test_a_body_too_big_is_a_413(client: TestClient) -> None:
    response = client.post("/api/evenings", json={**EVENING, "name": "x" * 70_000})
    assert response.status_code == 413


def test_an_address_making_evenings_too_fast_is_paced(tables: InstantTables) -> None:
    limits = Limits(creation_burst=2, creations_per_minute=1)
    with app_with(MemoryTableStore(), tables, limits=limits) as client:
        create(client)
        create(client)
        refused = client.post("/api/evenings", json=EVENING)
        assert refused.status_code == 429 and refused.json()["code"] == "too_many"
        assert "evenings" in refused.json()["detail"]


def test_live_evenings_are_capped_per_address_and_on_the_server(tables: InstantTables) -> None:
    with app_with(MemoryTableStore(), tables, limits=Limits(evenings_per_address=2)) as client:
        create(client)
        create(client)
        refused = client.post("/api/evenings", json=EVENING)
        assert refused.status_code == 429 and "at most 2" in refused.json()["detail"]
    with app_with(MemoryTableStore(), tables, limits=Limits(max_evenings=1)) as client:
        create(client)
        refused = client.post("/api/evenings", json=EVENING)
        assert refused.status_code == 503 and refused.json()["code"] == "full"


# ---- people -----------------------------------------------------------------------------------


def test_a_new_evening_gives_the_director_a_token_and_a_link(client: TestClient) -> None:
    made = create(client)
    assert made["join_url"].endswith(f"#/evening/{made['id']}")
    assert made["evening"]["status"] == "waiting" and made["director_token"]
    invited = create(client, invite=True)
    code = invited["join_url"].rsplit("/", 1)[1]
    assert invited["join_url"].endswith(f"#/evening/{invited['id']}/{code}")
    assert code not in json.dumps(invited["evening"])
    qr = client.get(f"/api/evenings/{invited['id']}/invite.svg",
                    params={"token": invited["director_token"]})  # fmt: skip
    assert qr.status_code == 200 and qr.headers["content-type"].startswith("image/svg+xml")
    for params in ({"token": "someone-else"}, {}):
        refused = client.get(f"/api/evenings/{invited['id']}/invite.svg", params=params)
        assert refused.status_code == 403 and refused.json()["code"] == "not_director"


def test_people_join_a_place_a_partner_joins_the_pair_and_then_it_is_full(
    client: TestClient,
) -> None:
    evening_id = create(client, entries=["open", "open", "ai:random", "ai:heuristic"])["id"]
    assert join(client, evening_id, "Anna")["entry"] == 1
    assert join(client, evening_id, "Bruno")["entry"] == 2
    assert join(client, evening_id, "Carla", entry=1)["entry"] == 1
    taken = client.post(f"/api/evenings/{evening_id}/join", json={"name": "Dino", "entry": 1})
    assert taken.status_code == 409 and taken.json()["code"] == "entry_taken"
    assert join(client, evening_id, "Dino")["entry"] == 2
    full = client.post(f"/api/evenings/{evening_id}/join", json={"name": "Elsa"})
    assert full.status_code == 409 and full.json()["code"] == "evening_full"
    seen = client.get(f"/api/evenings/{evening_id}").json()
    assert [e["people"] for e in seen["entries"][:2]] == [["Anna", "Carla"], ["Bruno", "Dino"]]
    missing = client.post("/api/evenings/nope/join", json={"name": "Elsa"})
    assert missing.status_code == 404 and missing.json()["code"] == "no_evening"


def test_an_invitation_evening_asks_for_its_code(client: TestClient) -> None:
    made = create(client, invite=True)
    code = made["join_url"].rsplit("/", 1)[1]
    for wrong in ({}, {"code": "not-the-code"}):
        refused = client.post(f"/api/evenings/{made['id']}/join", json={"name": "Anna", **wrong})
        assert refused.status_code == 403 and refused.json()["code"] == "bad_code"
    assert join(client, made["id"], "Anna", code=code)["entry"] == 1


def test_only_the_director_starts_and_a_second_start_changes_nothing(
    client: TestClient, tables: InstantTables
) -> None:
    tables.hold = True
    made = create(client)
    player = join(client, made["id"], "Anna")
    for token in (player["token"], "not-a-token"):
        refused = client.post(f"/api/evenings/{made['id']}/start", json={"token": token})
        assert refused.status_code == 403 and refused.json()["code"] == "not_director"
    started = client.post(
        f"/api/evenings/{made['id']}/start", json={"token": made["director_token"]}
    )
    assert started.status_code == 200 and started.json()["status"] == "playing"
    wait_for(client, made["id"], lambda e: e["round"] == 1)
    again = client.post(f"/api/evenings/{made['id']}/start", json={"token": made["director_token"]})
    assert again.status_code == 200 and again.json()["round"] == 1
    late = client.post(f"/api/evenings/{made['id']}/join", json={"name": "Late"})
    assert late.status_code == 409 and late.json()["code"] == "evening_started"
    assert sorted(tables.asked.values()) == [1, 1]  # each table of round 1 made once


def test_a_token_sees_where_its_holder_sits(client: TestClient, tables: InstantTables) -> None:
    tables.hold = True
    made = create(client, name="Director")
    anna = join(client, made["id"], "Anna")
    seen = client.get(f"/api/evenings/{made['id']}", params={"token": anna["token"]}).json()
    assert seen["you"] == {"entry": 2, "table_id": None, "seat": None}
    mine = client.get(f"/api/evenings/{made['id']}", params={"token": made["director_token"]})
    assert mine.json()["you"]["entry"] == 1
    assert "you" not in client.get(f"/api/evenings/{made['id']}").json()
    client.post(f"/api/evenings/{made['id']}/start", json={"token": made["director_token"]})
    seen = wait_for(client, made["id"], lambda e: e["round"] == 1)
    you = client.get(f"/api/evenings/{made['id']}", params={"token": anna["token"]}).json()["you"]
    table = next(t for t in seen["rounds"][0]["tables"] if you["table_id"] == t["table_id"])
    assert you["seat"] == (0 if table["ns"] == 2 else 1)
    spec = tables.specs[you["table_id"]]
    assert spec.seats[you["seat"]] == "human"
    assert [(seat, name) for seat, name, _ in spec.people if name == "Anna"] == [
        (you["seat"], "Anna")
    ]


# ---- a whole evening ------------------------------------------------------------------------


def test_an_evening_of_people_and_the_computer_is_played_to_its_end(
    client: TestClient, tables: InstantTables
) -> None:
    made = create(client)
    evening_id = made["id"]
    places: list[tuple[str, dict[str, Any]]] = [
        ("Anna", {}),
        ("Bruno", {}),
        ("Carla", {"entry": 1}),
    ]
    tokens = [join(client, evening_id, name, **where)["token"] for name, where in places]
    client.post(f"/api/evenings/{evening_id}/start", json={"token": made["director_token"]})
    seen = wait_for(client, evening_id, lambda e: e["status"] == "finished")
    assert seen["round"] == seen["round_count"] == 3
    record = client.get(f"/api/evenings/{evening_id}/record").json()
    assert replay_evening(1, record) == []
    assert check_evening(record) == []
    assert record["seed"] is not None and seen["standings"] == record["standings"]
    assert [e["players"] for e in record["entries"]] == [
        ["human", "human"], ["human", "heuristic"], ["heuristic", "heuristic"],
        ["heuristic", "heuristic"],
    ]  # fmt: skip
    # Every person's seat at every table opens with their evening token.
    people: dict[str, list[int]] = {token: [] for token in tokens}
    for spec in tables.specs.values():
        for _seat, _name, held in spec.people:
            for token in tokens:
                if hash_token(token) == held:
                    people[token].append(spec.round)
    assert all(sorted(rounds) == [1, 2, 3] for rounds in people.values())
    text = json.dumps(seen) + json.dumps(client.get(
        f"/api/evenings/{evening_id}", params={"token": tokens[0]}).json())  # fmt: skip
    for secret in [*map(hash_token, tokens), hash_token(made["director_token"])]:
        assert secret not in text
    assert str(record["seed"]) not in text and "seed" not in text and "hash" not in text
    assert all(spec.secret not in text for spec in tables.specs.values())


def test_the_record_while_playing_shows_only_boards_every_table_finished(
    client: TestClient, tables: InstantTables
) -> None:
    tables.hold = True
    made = create(client, boards=6)  # two boards a round
    evening_id = made["id"]
    client.post(f"/api/evenings/{evening_id}/start", json={"token": made["director_token"]})
    seen = wait_for(client, evening_id, lambda e: e["round"] == 1)
    first, second = (t["table_id"] for t in seen["rounds"][0]["tables"])
    seed = next(iter(tables.specs.values())).seed
    tables.release(first, 2)
    wait_for(client, evening_id, lambda e: e["rounds"][0]["tables"][0]["played"] == 2)
    record = client.get(f"/api/evenings/{evening_id}/record").json()
    assert record["boards"] == [] and record["seed"] is None
    assert all(t["records"] == [] for t in record["rounds"][0]["tables"])
    tables.release(second, 1)
    wait_for(client, evening_id, lambda e: e["rounds"][0]["tables"][1]["played"] == 1)
    record = client.get(f"/api/evenings/{evening_id}/record").json()
    assert [b["board"] for b in record["boards"]] == [1] and record["seed"] is None
    for table in record["rounds"][0]["tables"]:
        assert table["boards"] == [1] and [r["seed"] for r in table["records"]] == [None]
    assert str(seed) not in json.dumps(record)
    assert str(seed) not in json.dumps(client.get(f"/api/evenings/{evening_id}").json())


def test_an_evening_goes_on_after_a_restart(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"

    async def open_store() -> SqlTableStore:
        return await SqlTableStore.open(url)

    held = InstantTables(hold=True)
    with app_with(open_store, held) as client:
        made = create(client)
        join(client, made["id"], "Anna")
        client.post(f"/api/evenings/{made['id']}/start", json={"token": made["director_token"]})
        seen = wait_for(client, made["id"], lambda e: e["round"] == 1)
        round_one = [t["table_id"] for t in seen["rounds"][0]["tables"]]
        held.release(round_one[0], 1)
        wait_for(client, made["id"], lambda e: e["rounds"][0]["tables"][0]["played"] == 1)
    playing = InstantTables()
    with app_with(open_store, playing) as client:
        seen = wait_for(client, made["id"], lambda e: e["status"] == "finished")
        assert [t["table_id"] for t in seen["rounds"][0]["tables"]] == round_one
        assert set(round_one) <= set(playing.specs)  # made again, under the same ids
        for table_id in round_one:
            assert playing.specs[table_id] == held.specs[table_id]
        record = client.get(f"/api/evenings/{made['id']}/record").json()
        assert replay_evening(1, record) == [] and check_evening(record) == []


def test_a_sit_and_go_starts_by_itself_when_the_last_place_is_taken(
    client: TestClient, tables: InstantTables
) -> None:
    made = create(client, game="briscola", options={"players": 2}, format="roundrobin",
                  entries=["open", "open", "open"], sit_and_go=True)  # fmt: skip
    evening_id = made["id"]
    assert made["evening"]["sit_and_go"] is True
    join(client, evening_id, "Anna")
    join(client, evening_id, "Bruno")
    assert client.get(f"/api/evenings/{evening_id}").json()["status"] == "waiting"
    join(client, evening_id, "Carla")  # nobody asks for the start
    seen = wait_for(client, evening_id, lambda e: e["status"] == "finished")
    assert seen["round"] == seen["round_count"] == 3
