"""The server on each SQL database: a match interrupted by a crash goes on after a restart."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from circolo.games.tressette.record import replay_record
from circolo.server.app import create_app
from circolo.storage.sql import SqlTableStore
from tests.server.test_app import create, play_along, wait_state
from tests.storage.databases import POSTGRES_URL, SQL_KINDS, wipe_postgres


@pytest.fixture(params=SQL_KINDS)
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database of each SQL kind (PostgreSQL where .ci/run started one)."""
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"
    asyncio.run(wipe_postgres(POSTGRES_URL))
    return POSTGRES_URL


def test_a_match_interrupted_by_a_crash_goes_on_after_a_restart(url: str) -> None:
    async def open_store() -> SqlTableStore:
        return await SqlTableStore.open(url)

    app = create_app(open_store, ready_timeout_s=0.2)
    with TestClient(app) as first:
        table = create(first, seats=["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
                       options={"target": 11}, names={"0": "Anna"})  # fmt: skip
        token = table["tokens"]["0"]
        with first.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            wait_state(ws, lambda m: m["seats"][0]["connected"])
            first.post(f"/api/tables/{table['id']}/start", json={"token": token})
            before = play_along(
                ws, lambda m: m["view"] is not None and len(m["view"]["plays"]) >= 9
            )
            assert first.portal is not None
            first.portal.call(app.state.lobby.close)  # a crash: nothing more is saved
    with TestClient(create_app(open_store, ready_timeout_s=0.2)) as second:
        listed = second.get(f"/api/tables/{table['id']}").json()
        assert listed["status"] == "playing" and listed["seats"][0]["name"] == "Anna"
        with second.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            state = wait_state(ws, lambda m: m["view"] is not None)
            assert state["view"]["plays"][:9] == before["view"]["plays"][:9]
            play_along(ws, lambda m: m["status"] == "finished", first=state)
        record = second.get(f"/api/tables/{table['id']}/record").json()
        assert replay_record(record) == []
