"""Migration 0005: a Pinnacola table saved with steps in the WebSocket's shape resumes after it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from pathlib import Path
from typing import Any

from alembic import command
from fastapi.testclient import TestClient

from circolo.games.pinnacola.record import replay_record
from circolo.games.pinnacola.table_moves import older_action
from circolo.server.app import create_app
from circolo.storage.sql import SqlTableStore, alembic_config
from tests.server.test_pinnacola import SINGLE, answer, create, finish, my_turn, wait_state


async def _pin_actions(url: str, table_id: str) -> list[dict[str, Any]]:
    store = await SqlTableStore.open(url)
    try:
        stored = await store.load_table(table_id)
        assert stored is not None
        return [event["step"] for event in stored.events if event.get("kind") == "step"]
    finally:
        await store.close()


def _raw_pin_actions(path: Path) -> list[dict[str, Any]]:
    with contextlib.closing(sqlite3.connect(path)) as db:
        rows = db.execute("SELECT payload FROM table_events ORDER BY table_id, seq").fetchall()
    events = [json.loads(payload) for (payload,) in rows]
    return [event["action"] for event in events if event.get("kind") == "pin"]


def test_a_table_saved_with_the_old_steps_resumes_after_the_migration(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"

    def app() -> Any:
        return create_app(lambda: SqlTableStore.open(url), ready_timeout_s=0.2, seasons={})

    with TestClient(app()) as first:
        table = create(first, seats=["human", "ai:random"], options=SINGLE)
        token = table["tokens"]["0"]
        with first.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            first.post(f"/api/tables/{table['id']}/start", json={"token": token})
            wait_state(ws, my_turn)
            ws.send_json({"type": "pin", "id": 1, "action": "draw_stock"})
            assert answer(ws)["type"] == "ack"
            before = wait_state(ws, lambda m: m["view"]["phase"] == "meld")
    saved = asyncio.run(_pin_actions(url, table["id"]))
    assert saved and all("do" not in action for action in saved)  # the records' shape

    # The database as Circolo wrote it before revision 0005: steps in the WebSocket's shape.
    command.downgrade(alembic_config(url), "0004")
    old = _raw_pin_actions(tmp_path / "circolo.db")  # read as it is, not migrated on opening
    assert old == [older_action(action) for action in saved]

    with TestClient(app()) as second:  # opening the store migrates it again
        assert asyncio.run(_pin_actions(url, table["id"])) == saved
        with second.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            after = wait_state(ws, lambda m: m["view"] is not None)
            assert after["view"]["hand"] == before["view"]["hand"]
            assert after["view"]["phase"] == "meld"
            ws.send_json({"type": "leave", "id": 2})  # the computer plays the rest
            assert answer(ws)["type"] == "ack"
        finish(second, table["id"])
        assert replay_record(second.get(f"/api/tables/{table['id']}/record").json()) == []
