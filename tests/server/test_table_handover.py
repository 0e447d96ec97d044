"""What a table does when another server takes it over: it ends between two requests and
refuses what is queued as "moved", and a seat connected again on the same connection (its
table came to the node that held its socket) is not closed."""

from __future__ import annotations

import asyncio

import orjson
import pytest

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Connect, Ready, Retire, Start
from circolo.server.bodies import NewTable
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.server.peers import RecordingPeer


def _table() -> NewTable:
    return NewTable(seats=["human", "ai:random", "ai:random", "ai:random"], names={"0": "Anna"})


async def test_a_retired_table_refuses_what_is_queued_and_what_comes_after_as_moved() -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    table, tokens = await lobby.create(_table(), "test")
    retired = table.queue(Retire())
    behind = table.queue(Ready(token=tokens[0]))
    await retired
    with pytest.raises(TableError) as queued:
        await behind
    assert queued.value.code == "moved"
    with pytest.raises(TableError) as later:
        await table.request(Ready(token=tokens[0]))
    assert later.value.code == "moved"
    assert not table.running
    await lobby.close()


async def test_a_retired_table_has_saved_everything_it_answered() -> None:
    store = MemoryTableStore()
    lobby = Lobby(store, ready_timeout_s=0.05)
    table, tokens = await lobby.create(_table(), "test")
    await table.request(Connect(token=tokens[0], connection=RecordingPeer()))
    await table.request(Start(token=tokens[0]))
    await table.request(Retire())
    stored = await store.load_table(table.id)
    assert stored is not None
    assert len(stored.events) == table.events
    assert {"join", "start", "deal"} <= {e["kind"] for e in stored.events}
    await lobby.close()


async def test_a_seat_connected_again_on_its_own_connection_is_not_closed() -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    table, tokens = await lobby.create(_table(), "test")
    peer = RecordingPeer()
    await table.request(Connect(token=tokens[0], connection=peer))
    await table.request(Connect(token=tokens[0], connection=peer))
    assert not peer.closed
    states = [m for m in map(orjson.loads, peer.sent) if m["type"] == "state"]
    assert len(states) >= 2  # a fresh snapshot each time
    other = RecordingPeer()
    await table.request(Connect(token=tokens[0], connection=other))
    assert peer.close_code is not None  # another window or device still replaces it
    await asyncio.sleep(0)
    await lobby.close()


async def test_a_retire_whose_reason_no_longer_holds_is_refused_and_the_table_plays_on() -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    table, tokens = await lobby.create(_table(), "test")
    with pytest.raises(TableError) as refused:
        await table.request(Retire(still=lambda: False))
    assert refused.value.code == "busy"
    assert table.running
    await table.request(Connect(token=tokens[0], connection=RecordingPeer()))
    await lobby.close()


def test_a_socket_that_reaches_a_moving_table_is_told_to_connect_again() -> None:
    from fastapi.testclient import TestClient
    from starlette.websockets import WebSocketDisconnect

    from circolo.play.peer import CLOSE_RESTART
    from circolo.server.app import create_app

    app = create_app(MemoryTableStore(), ready_timeout_s=0.2)
    with TestClient(app) as client:
        seats = ["human", "ai:random", "ai:random", "ai:random"]
        made = client.post("/api/tables", json={"seats": seats}).json()
        table = app.state.lobby.tables[made["id"]]
        assert client.portal is not None
        client.portal.call(table.request, Retire())  # as when another server takes it over
        url = f"/api/tables/{made['id']}/ws?token={made['tokens']['0']}"
        with pytest.raises(WebSocketDisconnect) as closed, client.websocket_connect(url) as ws:
            while True:
                ws.receive_text()
    assert closed.value.code == CLOSE_RESTART  # not "no seat": the browser tries again
