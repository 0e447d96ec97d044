"""An evening played at the server's own board tables (no stand-in): created, joined, started
and played to its end over HTTP, its record replaying clean, its standings those of the
independent referee; a person who never comes is played by the computer and the evening
finishes."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.play.evening.replay import replay_evening
from circolo.server.app import create_app
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore
from tests.referee.evening_referee import check_evening
from tests.server.test_evenings import join, wait_for


def _client() -> TestClient:
    limits = Limits(evening_gather_s=0.2)
    return TestClient(create_app(MemoryTableStore(), evening_poll_s=0.05, limits=limits))


@pytest.mark.parametrize(
    "body",
    [
        {"game": "tressette", "format": "howell", "boards": 3,
         "entries": ["ai:random", "ai:heuristic", "ai:random", "ai:heuristic"]},
        {"game": "scopa", "format": "swiss", "boards": 2,
         "entries": ["ai:random", "ai:heuristic", "ai:random"]},
        {"game": "briscola", "options": {"players": 4}, "format": "mitchell", "boards": 3,
         "entries": ["ai:random", "ai:heuristic", "ai:random", "ai:heuristic", "ai:random"]},
        {"game": "pinnacola", "options": {"players": 2}, "format": "roundrobin", "boards": 3,
         "entries": ["ai:weak", "ai:medium", "ai:weak"]},
    ],
    ids=["tressette-howell", "scopa-swiss", "briscola-mitchell", "pinnacola-roundrobin"],
)  # fmt: skip
def test_an_evening_of_the_computer_is_played_at_the_servers_tables_to_a_clean_record(
    body: dict[str, Any],
) -> None:
    with _client() as client:
        made = client.post("/api/evenings", json={**body, "ai_delay_ms": 0})
        assert made.status_code == 201, made.text
        evening_id, director = made.json()["id"], made.json()["director_token"]
        started = client.post(f"/api/evenings/{evening_id}/start", json={"token": director})
        assert started.status_code == 200, started.text
        seen = wait_for(client, evening_id, lambda e: e["status"] == "finished")
        record = client.get(f"/api/evenings/{evening_id}/record").json()
        assert replay_evening(1, record) == []
        assert check_evening(record) == []
        assert seen["standings"] == record["standings"]


def test_a_person_who_never_comes_is_played_by_the_computer_and_the_evening_finishes() -> None:
    with _client() as client:
        made = client.post(
            "/api/evenings",
            json={"game": "briscola", "options": {"players": 2}, "format": "roundrobin",
                  "boards": 3, "entries": ["open", "ai:random", "ai:heuristic"],
                  "ai_delay_ms": 0},
        ).json()  # fmt: skip
        join(client, made["id"], "Anna")
        client.post(f"/api/evenings/{made['id']}/start", json={"token": made["director_token"]})
        wait_for(client, made["id"], lambda e: e["status"] == "finished")
        record = client.get(f"/api/evenings/{made['id']}/record").json()
        assert replay_evening(1, record) == [] and check_evening(record) == []
        anna = [
            played["players"][0 if table["ns"] == 1 else 1]
            for round_ in record["rounds"] for table in round_["tables"]
            if 1 in (table["ns"], table["ew"]) for played in table["records"]
        ]  # fmt: skip
        assert anna and "human" not in anna  # the computer played every board of hers
