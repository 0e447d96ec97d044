"""A seat's socket cut off while its table is still taking it (a client gone at once, a
server stopping): the table hears the seat went, so the AI plays it and nobody waits for
a player who is not there."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.play.commands import Connect
from circolo.play.table import Table
from circolo.server.app import create_app
from circolo.storage.base import MemoryTableStore


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(MemoryTableStore())) as test_client:
        yield test_client


def _summary_until(client: TestClient, table_id: str, done: Any, polls: int = 400) -> Any:
    summary = client.get(f"/api/tables/{table_id}").json()
    for _ in range(polls):
        if done(summary):
            break
        time.sleep(0.01)
        summary = client.get(f"/api/tables/{table_id}").json()
    return summary


def test_a_socket_cut_off_while_the_table_takes_it_leaves_the_seat_to_the_ai(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    body = {
        "game": "tressette", "variant": "classico", "ai_delay_ms": 0,
        "options": {"target": 1}, "seats": ["human", "human", "ai:random", "ai:random"],
    }  # fmt: skip
    table = client.post("/api/tables", json=body).json()
    url = f"/api/tables/{table['id']}/ws?token="
    client.post(f"/api/tables/{table['id']}/start", json={"token": table["tokens"]["0"]})
    with client.websocket_connect(url + table["tokens"]["1"]) as other:
        other.send_json({"type": "leave", "id": 1})  # the other human leaves: the AI plays

    taking, gone = Table._do_connect, threading.Event()

    async def slow_connect(self: Table, command: Connect) -> int:
        while not gone.is_set():  # the table takes the connection only once it is gone
            await asyncio.sleep(0.005)
        return await taking(self, command)

    monkeypatch.setattr(Table, "_do_connect", slow_connect)
    with client.websocket_connect(url + table["tokens"]["0"]):
        pass  # gone before the table has taken the connection
    gone.set()
    summary = _summary_until(client, table["id"], lambda s: s["status"] == "finished")
    assert summary["seats"][0]["connected"] is False
    assert summary["status"] == "finished"  # nobody waited for the seat that went
