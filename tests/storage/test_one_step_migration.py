"""Migration 0012: tables saved with each game's own step events (Tressette ``play``,
Briscola's flat ``step``, Pinnacola ``pin``) are rewritten as the one step event, written
back by the downgrade, and a table saved mid-hand resumes after it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from pathlib import Path
from typing import Any

from alembic import command
from fastapi.testclient import TestClient

from circolo.games import game_named
from circolo.server.app import create_app
from circolo.storage.sql import SqlTableStore, alembic_config
from tests.server.test_pinnacola import SINGLE, answer, finish, my_turn, wait_state

ROMAN = {"second_game": "briscola", "best_of": 3, "target": 1, "decider_target": None}


async def _events(url: str, table_id: str) -> list[dict[str, Any]]:
    store = await SqlTableStore.open(url)
    try:
        stored = await store.load_table(table_id)
        assert stored is not None
        return list(stored.events)
    finally:
        await store.close()


def _raw_kinds(path: Path, table_id: str) -> list[str]:
    """The kinds of a table's saved events, read as they are (no migration on opening)."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        rows = db.execute(
            "SELECT payload FROM table_events WHERE table_id = ? ORDER BY seq", (table_id,)
        ).fetchall()
    return [json.loads(payload)["kind"] for (payload,) in rows]


def _create(client: TestClient, game: str, seats: list[str], options: dict[str, Any]) -> str:
    body = {"game": game, "seats": seats, "ai_delay_ms": 0, "options": options}
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    table_id: str = response.json()["id"]
    return table_id


def test_every_games_saved_steps_go_back_and_forth_and_a_table_resumes(tmp_path: Path) -> None:
    path = tmp_path / "circolo.db"
    url = f"sqlite+aiosqlite:///{path}"

    def app() -> Any:
        return create_app(lambda: SqlTableStore.open(url), ready_timeout_s=0.05, seasons={})

    with TestClient(app()) as first:
        roman = _create(first, "tressette", ["ai:random"] * 4, ROMAN)  # Tressette and Briscola
        pinnacola = _create(first, "pinnacola", ["ai:random"] * 2, SINGLE)
        finish(first, roman)
        finish(first, pinnacola)
        response = first.post(
            "/api/tables",
            json={
                "seats": ["human", "ai:random", "ai:random", "ai:random"],
                "ai_delay_ms": 0,
            },
        )
        waiting = response.json()
        token = waiting["tokens"]["0"]
        with first.websocket_connect(f"/api/tables/{waiting['id']}/ws?token={token}") as ws:
            first.post(f"/api/tables/{waiting['id']}/start", json={"token": token})
            state = wait_state(ws, my_turn)
            card = state["view"]["legal"][0]
            ws.send_json({"type": "step", "id": 1, "step": {"card": card}})
            assert answer(ws)["type"] == "ack"
            before = wait_state(ws, my_turn)
    saved = {table: asyncio.run(_events(url, table)) for table in (roman, pinnacola, waiting["id"])}

    # The database as Circolo wrote it before revision 0012: each game's own step events.
    command.downgrade(alembic_config(url), "0011")
    assert {"play", "step"} <= set(_raw_kinds(path, roman))  # Tressette's, then Briscola's
    assert "pin" in _raw_kinds(path, pinnacola) and "step" not in _raw_kinds(path, pinnacola)
    assert "play" in _raw_kinds(path, waiting["id"])

    with TestClient(app()) as second:  # opening the store migrates it again
        for table, events in saved.items():
            assert asyncio.run(_events(url, table)) == events
        for table, game in ((roman, "tressette"), (pinnacola, "pinnacola")):
            record = second.get(f"/api/tables/{table}/record").json()
            assert list(game_named(game).replay_record(record, 1)) == []
        with second.websocket_connect(f"/api/tables/{waiting['id']}/ws?token={token}") as ws:
            after = wait_state(ws, my_turn)
            assert after["view"]["hand"] == before["view"]["hand"]
            card = after["view"]["legal"][0]
            ws.send_json({"type": "step", "id": 2, "step": {"card": card}})
            assert answer(ws) == {"type": "ack", "v": 1, "id": 2}  # play goes on
        resumed = asyncio.run(_events(url, waiting["id"]))
        later = resumed[len(saved[waiting["id"]]) :]
        assert {"kind": "step", "seat": 0, "step": {"card": card, "signals": []}} in later
