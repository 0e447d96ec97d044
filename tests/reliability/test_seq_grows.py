"""A table's snapshots are numbered for its whole life: ``seq`` never goes back when the table
is rebuilt — after a restart, when a dead node's table is taken over, when a table moves to
the node its players come through — so that a client that keeps its connection (or its last
``seq``) never drops the rebuilt table's news (tests/reliability/browser/ plays it in a
browser)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from circolo.play.commands import Connect, Disconnect, Start
from circolo.server.bodies import NewTable
from circolo.server.tables import Lobby
from circolo.storage.sql import SqlTableStore
from tests.cluster.conftest import cluster as cluster  # the fixture: nodes on a real Redis
from tests.cluster.redis_for_tests import needs_redis
from tests.cluster.test_nodes import Cluster, _eventually, _kill, _states, _waiting_table
from tests.server.peers import RecordingPeer

ONE_PERSON = ["human", "ai:random", "ai:random", "ai:random"]


def _seqs(peer: RecordingPeer) -> list[int]:
    return [state["seq"] for state in _states(peer)]


async def _play_a_while(table: Any, token: str, peer: RecordingPeer) -> None:
    """Start the table and wait until it is the seat's turn (the deal, and the computers'
    cards before it, have been sent)."""
    await table.request(Start(token=token))
    await _eventually(lambda: _my_turn(peer), timeout=10)


def _my_turn(peer: RecordingPeer) -> bool:
    states = _states(peer)
    view = states[-1]["view"] if states else None
    return view is not None and view["to_move"] == states[-1]["you"]


async def test_a_table_rebuilt_after_a_restart_numbers_its_snapshots_after_the_old_ones(
    tmp_path: Path,
) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"
    store = await SqlTableStore.open(url)
    lobby = Lobby(store, ready_timeout_s=0.05)
    await lobby.resume()
    table, tokens = await lobby.create(NewTable(seats=ONE_PERSON, ai_delay_ms=0), "10.0.0.1")
    before = RecordingPeer()
    await table.request(Connect(token=tokens[0], connection=before))
    await _play_a_while(table, tokens[0], before)
    await lobby.close()
    await store.close()
    last = max(_seqs(before))

    for _ in range(2):  # twice: a second restart with no move between must number on too
        store = await SqlTableStore.open(url)
        restarted = Lobby(store, ready_timeout_s=0.05)
        await restarted.resume()
        after = RecordingPeer()
        await restarted.get(table.id).request(Connect(token=tokens[0], connection=after))
        await _eventually(lambda after=after: _states(after))  # type: ignore[misc]
        assert min(_seqs(after)) > last
        assert _seqs(after) == sorted(_seqs(after))
        last = max(_seqs(after))
        await restarted.close()
        await store.close()


@needs_redis
async def test_a_relayed_seat_sees_the_taken_over_table_number_on_from_the_dead_owner(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, tokens = await a.create(NewTable(seats=ONE_PERSON, ai_delay_ms=0), "10.0.0.1")
    door = await b.door(table.id)
    peer = RecordingPeer()  # its socket is on b, and stays open while the table moves
    await door.request(Connect(token=tokens[0], connection=peer))
    await _eventually(lambda: table.id in b.tables or _states(peer))
    if table.id in a.tables:  # not yet moved where its player is: the owner dies
        await _kill(a)
    seen = len(_states(peer))
    await _eventually(lambda: table.id in b.tables, timeout=5)
    await _eventually(lambda: len(_states(peer)) > seen)
    await b.tables[table.id].request(Start(token=tokens[0]))
    await _eventually(lambda: len(_states(peer)) > seen + 1, timeout=10)
    assert _seqs(peer) == sorted(_seqs(peer)), _seqs(peer)  # never a step back
    assert not peer.closed


@needs_redis
async def test_a_table_moving_to_its_players_node_numbers_on_for_their_open_sockets(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    peer = RecordingPeer()
    await table.request(Connect(token=tokens[0], connection=peer))  # on a, the owner
    await table.request(Start(token=tokens[0]))
    await _eventually(lambda: _my_turn(peer))  # it waits for this seat now: no more news
    last = max(_seqs(peer))
    # The seat leaves a and comes back through b: the table follows it there.
    await table.request(Disconnect(seat=0, connection=peer))
    through_b = RecordingPeer()
    await (await b.door(table.id)).request(Connect(token=tokens[0], connection=through_b))
    await _eventually(lambda: table.id in b.tables and table.id not in a.tables, timeout=10)
    await _eventually(lambda: len(_states(through_b)) >= 2)
    moved = [orjson.loads(text)["seq"] for text in through_b.sent if '"state"' in text]
    assert min(moved) >= last and moved == sorted(moved), (last, moved)  # equal: the same one
