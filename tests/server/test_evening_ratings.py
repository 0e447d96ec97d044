"""A rated evening counts each table's round as a match of its boards: people with profiles
get it in their statistics and, where people played every seat, their ratings move as
OpenSkill moves them; an evening not rated, or a table the computer sat at, rates nobody."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from circolo.core.boards import plays_boards, winner_of
from circolo.core.registry import game_named
from circolo.play.ratings import START, rate
from circolo.storage.base import MemoryTableStore
from tests.server.evening_tables import InstantTables
from tests.server.test_evenings import app_with, create, join, wait_for

#: Three single players of Briscola for two, every table of people: a round robin.
SINGLES: dict[str, Any] = {
    "game": "briscola", "options": {"players": 2}, "format": "roundrobin", "boards": 3,
    "entries": ["open", "open", "open"], "ai_delay_ms": 0, "rated": True,
}  # fmt: skip


def _people(client: TestClient, evening_id: str, names: list[str]) -> list[dict[str, str]]:
    profiles = []
    for name in names:
        made = client.post("/api/profiles", json={"nickname": name}).json()
        credentials = {"id": made["id"], "secret": made["secret"]}
        join(client, evening_id, name, profile=credentials)
        profiles.append(credentials)
    return profiles


def _board(client: TestClient) -> list[dict[str, Any]]:
    answer = client.get("/api/leaderboard", params={"game": "briscola", "variant": "classica"})
    players: list[dict[str, Any]] = answer.json()["players"]
    return players


def test_a_rated_evening_of_people_moves_each_tables_people_as_openskill_does() -> None:
    with app_with(MemoryTableStore(), InstantTables()) as client:
        made = create(client, **SINGLES)
        evening_id = made["id"]
        profiles = _people(client, evening_id, ["Anna", "Bruno", "Carla"])
        client.post(f"/api/evenings/{evening_id}/start", json={"token": made["director_token"]})
        wait_for(client, evening_id, lambda e: e["status"] == "finished")
        record = client.get(f"/api/evenings/{evening_id}/record").json()
        # the expected skills: every table in round order, a match of its boards
        plays = plays_boards(game_named("briscola"))
        skills = dict.fromkeys((1, 2, 3), START)
        for round_ in record["rounds"]:
            for table in round_["tables"]:
                points = [0, 0]
                for board in table["records"]:
                    for side, value in enumerate(plays.board_points(board)):
                        points[side] += value
                (ns,), (ew,) = rate(
                    [[skills[table["ns"]]], [skills[table["ew"]]]], winner_of(points)
                )
                skills[table["ns"]], skills[table["ew"]] = ns, ew
        rows = {row["id"]: row for row in _board(client)}
        for entry, credentials in enumerate(profiles, start=1):
            row = rows[credentials["id"]]
            assert row["games"] == 2  # three entries: each sits out one round of three
            assert row["mu"] == round(skills[entry].mu, 1)
            assert row["sigma"] == round(skills[entry].sigma, 1)


def test_an_evening_not_rated_or_a_table_with_the_computer_rates_nobody() -> None:
    with app_with(MemoryTableStore(), InstantTables()) as client:
        made = create(client, **{**SINGLES, "rated": False})
        _people(client, made["id"], ["Anna", "Bruno", "Carla"])
        client.post(f"/api/evenings/{made['id']}/start", json={"token": made["director_token"]})
        wait_for(client, made["id"], lambda e: e["status"] == "finished")
        assert _board(client) == []
        rated = create(client, **{**SINGLES, "entries": ["open", "open", "ai:heuristic"]})
        profiles = _people(client, rated["id"], ["Dario", "Elena"])
        client.post(f"/api/evenings/{rated['id']}/start", json={"token": rated["director_token"]})
        wait_for(client, rated["id"], lambda e: e["status"] == "finished")
        rows = {row["id"]: row for row in _board(client)}
        # only Dario and Elena's own table was people only: one rated match each
        assert {key: row["games"] for key, row in rows.items()} == {
            profiles[0]["id"]: 1, profiles[1]["id"]: 1,
        }  # fmt: skip
