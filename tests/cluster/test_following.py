"""Tables follow their players (cluster/following.py): a table whose seats all come through
another node moves there, its seats keep their sockets and nothing of it is lost; a table
with a seat connected to its owner stays; seats that connect at once share one door, so
that each of them follows the table."""

from __future__ import annotations

import asyncio

import pytest

from circolo.play.commands import Connect, Join, Start
from circolo.play.peer import CLOSE_RESTART
from circolo.play.table import Table
from circolo.server.cluster import remote
from circolo.server.cluster.following import hand_over, settle
from circolo.server.cluster.remote import TableDoor
from circolo.server.tables import Lobby
from tests.cluster.redis_for_tests import needs_redis
from tests.cluster.test_nodes import LEASE_MS, Cluster, _eventually, _states, _waiting_table
from tests.server.peers import RecordingPeer

pytestmark = needs_redis


async def _two_seats_through(
    a: Lobby, b: Lobby
) -> tuple[Table, dict[int, str], TableDoor, list[RecordingPeer]]:
    """A table made on ``a`` whose two human seats (Anna's, Bruno's) connect through ``b``."""
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    door = await b.door(table.id)
    assert isinstance(door, TableDoor) and door.owner == a.cluster.node_id  # type: ignore[union-attr]
    bruno = await door.request(Join(seat=1, name="Bruno", profile=None))
    peers = [RecordingPeer(), RecordingPeer()]
    await door.request(Connect(token=tokens[0], connection=peers[0]))
    await door.request(Connect(token=bruno, connection=peers[1]))
    return table, tokens, door, peers


async def test_a_table_whose_seats_all_come_through_another_node_moves_there(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, tokens, door, (anna_peer, bruno_peer) = await _two_seats_through(a, b)
    await _eventually(lambda: table.id in b.tables and table.id not in a.tables)
    moved = b.tables[table.id]
    assert moved.seats[0].connection is anna_peer and moved.seats[1].connection is bruno_peer
    assert not anna_peer.closed and not bruno_peer.closed
    assert (await b.door(table.id)) is moved  # reached directly, no longer relayed
    summary = await door.request(Start(token=tokens[0]))  # the sockets' door leads here
    assert summary["status"] == "playing"
    await _eventually(lambda: (_states(bruno_peer)[-1]["view"] or {}).get("hand"))
    stored = await cluster.store.load_table(table.id)
    assert stored is not None
    kinds = [e["kind"] for e in stored.events]
    assert kinds[:4] == ["join", "join", "start", "deal"] and "leave" not in kinds
    assert moved.epoch == 2  # claimed by b: a store refuses what a might still write


async def test_a_start_while_the_table_moves_finds_every_seat_connected(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, tokens, door, peers = await _two_seats_through(a, b)
    assert a.cluster is not None
    # The start is sent as the owner hands the table over: refused there as "moved", it is
    # played by the new owner, after the seats it relayed were connected to it.
    _, summary = await asyncio.gather(
        hand_over(a.cluster, table.id, "b"), door.request(Start(token=tokens[0]))
    )
    assert summary["status"] == "playing"
    moved = b.tables[table.id]
    assert [moved.seats[i].connection for i in (0, 1)] == peers
    stored = await cluster.store.load_table(table.id)
    assert stored is not None
    assert "leave" not in [e["kind"] for e in stored.events]  # no seat given to the AI


async def test_a_table_with_a_seat_connected_to_its_owner_stays(cluster: Cluster) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    await table.request(Connect(token=tokens[0], connection=RecordingPeer()))
    door = await b.door(table.id)
    bruno = await door.request(Join(seat=1, name="Bruno", profile=None))
    await door.request(Connect(token=bruno, connection=RecordingPeer()))
    await asyncio.sleep(6 * LEASE_MS / 1000)  # many rounds of both nodes
    assert table.id in a.tables and table.id not in b.tables


async def test_seats_connecting_at_once_through_a_node_share_one_door(cluster: Cluster) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, _ = await a.create(_waiting_table(), "10.0.0.1")
    doors = await asyncio.gather(*(b.door(table.id) for _ in range(4)))
    assert all(door is doors[0] for door in doors)


async def test_a_record_read_through_an_old_door_follows_the_table_to_its_new_node(
    cluster: Cluster,
) -> None:
    a, b, c = await cluster.node("a"), await cluster.node("b"), await cluster.node("c")
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    door = await b.door(table.id)
    await door.request(Connect(token=tokens[0], connection=RecordingPeer()))
    assert c.cluster is not None and a.cluster is not None
    old = await c.cluster.door(table.id)
    assert old.owner == "a"
    await hand_over(a.cluster, table.id, "b")
    assert table.id in b.tables
    record = await c.cluster.read(table.id, "record")  # a answers "moved"; b answers
    assert record == b.tables[table.id].record()


async def test_a_seat_through_a_third_node_is_told_to_connect_again_when_its_table_moves(
    cluster: Cluster,
) -> None:
    a, b, c = await cluster.node("a"), await cluster.node("b"), await cluster.node("c")
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    through_b, through_c = RecordingPeer(), RecordingPeer()
    await (await b.door(table.id)).request(Connect(token=tokens[0], connection=through_b))
    bruno = await (await c.door(table.id)).request(Join(seat=1, name="Bruno", profile=None))
    await (await c.door(table.id)).request(Connect(token=bruno, connection=through_c))
    assert a.cluster is not None
    await hand_over(a.cluster, table.id, "b")
    await _eventually(lambda: through_c.closed)
    assert through_c.close_code == CLOSE_RESTART  # its client connects again, and finds it
    assert not through_b.closed and b.tables[table.id].seats[0].connection is through_b


async def test_the_sweep_takes_the_stored_tables_nobody_owns(cluster: Cluster) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    mine, _ = await a.create(_waiting_table(), "10.0.0.1")
    orphan, _ = await a.create(_waiting_table(), "10.0.0.1")
    assert a.cluster is not None and b.cluster is not None
    a.cluster.stopping = True  # a freezes: its leases lapse, nobody buries it yet
    a.cluster._watch.cancel()  # type: ignore[union-attr]
    await a.cluster.leases.release(orphan.id)
    await b.cluster.sweep()
    assert orphan.id in b.tables  # nobody held its lease
    assert mine.id not in b.tables  # a's lease on it still runs


async def test_a_table_being_handed_over_does_not_have_its_lease_renewed(
    cluster: Cluster,
) -> None:
    a = await cluster.node("a")
    table, _ = await a.create(_waiting_table(), "10.0.0.1")
    assert a.cluster is not None
    node = a.cluster
    node.moving.add(table.id)  # as hand_over does, before it releases the lease
    await node.leases.release(table.id)
    await node.tick()  # a round while the table moves: its released lease stays free
    assert await node.leases.owner(table.id) is None


async def test_a_node_forgets_the_doors_no_seat_holds_once_idle(
    cluster: Cluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    read_once, _ = await a.create(_waiting_table(), "10.0.0.1")
    seated, tokens = await a.create(_waiting_table(), "10.0.0.1")
    assert a.cluster is not None and b.cluster is not None
    settle(a.cluster, seated.id)  # it stays on a for now, its seat relayed through b
    await b.cluster.read(read_once.id, "summary")  # a door made for one read
    await (await b.door(seated.id)).request(Connect(token=tokens[0], connection=RecordingPeer()))
    assert {read_once.id, seated.id} <= set(b.cluster.doors)
    b.cluster.forget_idle_doors()
    assert {read_once.id, seated.id} <= set(b.cluster.doors)  # both used a moment ago
    monkeypatch.setattr(remote, "IDLE_S", 0.0)
    b.cluster.forget_idle_doors()
    assert read_once.id not in b.cluster.doors  # nobody holds it: forgotten
    assert seated.id in b.cluster.doors  # its seat keeps it (it follows the table)
