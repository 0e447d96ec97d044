"""Nodes of a cluster in one process (one event loop, a real Redis, one shared store): a table
is owned by one node and reached from the others; a lapsed owner is fenced off; a dead
owner's tables are taken over and the seats relayed to it follow them."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

import orjson
import pytest
from redis.asyncio import Redis

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Connect, Join, Start
from circolo.play.peer import CLOSE_REPLACED
from circolo.server.bodies import NewTable
from circolo.server.cluster.node import ClusterNode
from circolo.server.cluster.outage import REDIS_TIMEOUT_S
from circolo.server.cluster.remote import TableDoor
from circolo.server.limits import Limits
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.cluster.redis_for_tests import REDIS_URL, fresh_prefix, needs_redis
from tests.server.peers import RecordingPeer

pytestmark = needs_redis

#: Short leases, so that a dead node is found in a fraction of a second.
LEASE_MS = 400


class Cluster:
    """Lobbies of one cluster sharing a store; each with its node, on the Redis at ``url``."""

    def __init__(self, url: str = REDIS_URL, *, production_pool: bool = False) -> None:
        self.url = url
        #: Whether nodes use the production's blocking pool (a Redis the test stops and
        #: freezes: its timeouts matter); else a plain client, whose connections a test's
        #: closing event loop never finds left open by a cancelled wait for the pool.
        self.production_pool = production_pool
        self.store = MemoryTableStore()
        self.prefix = fresh_prefix()
        self.lobbies: list[Lobby] = []

    async def node(
        self, name: str, limits: Limits | None = None, lease_ms: int = LEASE_MS
    ) -> Lobby:
        settings: dict[str, Any] = {"node_id": name, "prefix": self.prefix, "lease_ms": lease_ms}
        if self.production_pool:
            node = ClusterNode.from_url(self.url, **settings)
        else:
            redis = Redis.from_url(
                self.url, socket_timeout=REDIS_TIMEOUT_S, socket_connect_timeout=REDIS_TIMEOUT_S
            )
            node = ClusterNode(redis, **settings)
        lobby = Lobby(self.store, cluster=node, ready_timeout_s=0.2, limits=limits)
        await lobby.resume()
        self.lobbies.append(lobby)
        return lobby

    async def close(self) -> None:
        for lobby in self.lobbies:
            if lobby.cluster is not None and lobby.cluster._watch is not None:
                await lobby.close()


async def _eventually(check: Callable[[], Any], timeout: float = 5.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not await _true(check):
        assert asyncio.get_running_loop().time() < deadline, "the condition never held"
        await asyncio.sleep(0.02)


async def _true(check: Callable[[], Any]) -> bool:
    value = check()
    if asyncio.iscoroutine(value):
        value = await value
    return bool(value)


def _states(peer: RecordingPeer) -> list[dict[str, Any]]:
    return [m for m in map(orjson.loads, peer.sent) if m["type"] == "state"]


def _waiting_table() -> NewTable:
    return NewTable(seats=["human", "open", "ai:random", "ai:random"], names={"0": "Anna"})


async def test_a_table_made_on_one_node_is_listed_joined_and_watched_from_another(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    listed = await b.listing("waiting")
    assert [t["id"] for t in listed] == [table.id]
    door = await b.door(table.id)
    assert isinstance(door, TableDoor) and door.owner == "a"
    token = await door.request(Join(seat=1, name="Bruno", profile=None))
    assert table.seats[1].name == "Bruno"
    peer = RecordingPeer()
    assert await door.request(Connect(token=token, connection=peer)) == 1
    await _eventually(lambda: _states(peer))
    state = _states(peer)[-1]
    assert state["you"] == 1 and state["seats"][1]["connected"]
    summary = await door.request(Start(token=tokens[0]))
    assert summary["status"] == "playing"
    await _eventually(lambda: _states(peer)[-1]["view"] is not None)
    assert len(_states(peer)[-1]["view"]["hand"]) == 10  # its own hand, relayed

    async def listed_as_playing() -> bool:  # the summaries in Redis follow within a moment
        return ((await b.summary(table.id)) or {}).get("status") == "playing"

    await _eventually(listed_as_playing)


async def test_a_refusal_made_by_the_owner_reaches_the_other_node_in_both_languages(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, _ = await a.create(_waiting_table(), "10.0.0.1")
    door = await b.door(table.id)
    with pytest.raises(TableError) as refused:
        await door.request(Join(seat=0, name="Intruder", profile=None))
    assert refused.value.code == "seat_taken"
    english, italian = refused.value.sentences()
    assert "seat" in english and "posto" in italian


async def test_a_lapsed_owner_cannot_write_and_stops_serving_the_table(cluster: Cluster) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, _ = await a.create(_waiting_table(), "10.0.0.1")
    assert a.cluster is not None
    a.cluster.stopping = True  # paused: no renewal
    a.cluster._watch.cancel()  # type: ignore[union-attr]
    await asyncio.sleep(LEASE_MS / 1000 + 0.2)
    door = await b.door(table.id)  # nobody holds the lease: b has taken the table over
    assert door is b.tables[table.id]
    with pytest.raises(TableError) as refused:
        await table.request(Join(seat=1, name="Late", profile=None))
    assert refused.value.code == "moved"
    await _eventually(lambda: table.id not in a.tables)
    await b.tables[table.id].request(Join(seat=1, name="Bruno", profile=None))
    stored = await cluster.store.load_table(table.id)
    assert stored is not None
    assert [e.get("name") for e in stored.events if e["kind"] == "join"] == ["Anna", "Bruno"]


async def test_a_dead_nodes_table_is_taken_over_and_a_seat_relayed_to_it_follows(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    door = await b.door(table.id)
    peer = RecordingPeer()
    await door.request(Connect(token=tokens[0], connection=peer))
    await _eventually(lambda: _states(peer))
    assert a.cluster is not None
    await _kill(a)
    await _eventually(lambda: table.id in b.tables, timeout=5)
    await _eventually(lambda: len(_states(peer)) >= 2)  # a fresh snapshot from the new owner
    assert not peer.closed
    assert b.tables[table.id].seats[0].connection is peer
    summary = await door.request(Start(token=tokens[0]))
    assert summary["status"] == "playing"


async def _kill(lobby: Lobby) -> None:
    """The node stops at once, as under SIGKILL: no lease released, nothing said."""
    node = lobby.cluster
    assert node is not None and node._watch is not None
    node.stopping = True  # its round ends even if a cancellation were swallowed
    node._watch.cancel()
    await node.bus.close()
    for table in list(lobby.tables.values()):
        table._ended = True
        table._stop_timers()
    lobby.tables.clear()


async def test_creations_from_one_address_are_paced_across_the_nodes(cluster: Cluster) -> None:
    limits = Limits(creations_per_minute=1, creation_burst=2)
    a, b = await cluster.node("a", limits), await cluster.node("b", limits)
    await a.create(_waiting_table(), "10.0.0.9")
    await b.create(_waiting_table(), "10.0.0.9")
    with pytest.raises(TableError) as refused:
        await a.create(_waiting_table(), "10.0.0.9")
    assert refused.value.code == "too_many"
    await b.create(_waiting_table(), "10.0.0.10")  # another address has its own pace


async def test_the_cap_on_live_tables_counts_every_node(cluster: Cluster) -> None:
    limits = Limits(max_tables=2)
    a, b = await cluster.node("a", limits), await cluster.node("b", limits)
    await a.create(_waiting_table(), "10.0.0.1")
    await b.create(_waiting_table(), "10.0.0.2")
    with pytest.raises(TableError) as refused:
        await a.create(_waiting_table(), "10.0.0.3")
    assert refused.value.code == "full"


async def test_connections_from_one_address_are_capped_across_the_nodes(
    cluster: Cluster,
) -> None:
    limits = Limits(connections_per_address=2)
    a, b = await cluster.node("a", limits), await cluster.node("b", limits)
    assert await a.open_connection("10.0.0.7")
    assert await b.open_connection("10.0.0.7")
    assert not await a.open_connection("10.0.0.7")
    assert not await b.open_connection("10.0.0.7")
    assert await b.open_connection("10.0.0.8")
    await a.close_connection("10.0.0.7")
    assert await b.open_connection("10.0.0.7")


async def test_a_dead_nodes_connections_no_longer_count(cluster: Cluster) -> None:
    limits = Limits(connections_per_address=1)
    a, b = await cluster.node("a", limits), await cluster.node("b", limits)
    assert await a.open_connection("10.0.0.7")
    assert not await b.open_connection("10.0.0.7")
    await _kill(a)
    await _eventually(lambda: b.open_connection("10.0.0.7"), timeout=5)


async def test_connections_of_a_node_whose_heartbeat_lapsed_count_before_it_is_buried(
    cluster: Cluster,
) -> None:
    # People on a dead node reconnect through the others at once, before any survivor has
    # buried it (and cleared its counts): its count must not refuse them as too many.
    limits = Limits(connections_per_address=1)
    a, b = await cluster.node("a", limits), await cluster.node("b", limits)
    assert a.cluster is not None and b.cluster is not None
    assert await a.open_connection("10.0.0.7")
    assert not await b.open_connection("10.0.0.7")
    for node in (a.cluster, b.cluster):  # no round runs: a is neither renewed nor buried
        assert node._watch is not None
        node.stopping = True
        node._watch.cancel()
    await a.cluster.redis.delete(a.cluster.keys.node("a"))  # its heartbeat lapsed
    assert b"a" in await b.cluster.redis.smembers(b.cluster.keys.nodes)  # not buried
    assert await b.open_connection("10.0.0.7")


async def test_a_node_leaves_even_when_its_round_swallowed_the_cancellation(
    cluster: Cluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Python 3.11's wait_for (and some library code) can swallow a cancellation that lands as
    # its wait ends; the node's round must still end when the node leaves, or shutdown hangs.
    a = await cluster.node("a")
    node = a.cluster
    assert node is not None
    in_round = asyncio.Event()

    async def swallowing_round() -> None:
        in_round.set()
        with contextlib.suppress(asyncio.CancelledError):  # swallowed, as buggy code does
            await asyncio.sleep(30)

    monkeypatch.setattr(node, "tick", swallowing_round)
    await asyncio.wait_for(in_round.wait(), 5)
    await asyncio.wait_for(a.close(), 10)
    assert node._watch is not None and node._watch.done()


async def test_a_seat_opened_again_through_another_node_closes_the_first_window(
    cluster: Cluster,
) -> None:
    # One live connection per seat across the cluster: the owner holds every seat's
    # connection, wherever it came through, and the newest one replaces the one before.
    a, b, c = await cluster.node("a"), await cluster.node("b"), await cluster.node("c")
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    on_a, on_b, on_c = RecordingPeer(), RecordingPeer(), RecordingPeer()
    await table.request(Connect(token=tokens[0], connection=on_a))
    door_b, door_c = await b.door(table.id), await c.door(table.id)
    await door_b.request(Connect(token=tokens[0], connection=on_b))
    assert on_a.close_code == CLOSE_REPLACED
    await door_c.request(Connect(token=tokens[0], connection=on_c))
    await _eventually(lambda: on_b.close_code == CLOSE_REPLACED)
    await _eventually(lambda: _states(on_c))
    seen_by_b = len(on_b.sent)
    await door_c.request(Join(seat=1, name="Bruno", profile=None))  # the table changes
    await _eventually(lambda: any(s["seats"][1]["name"] == "Bruno" for s in _states(on_c)))
    assert len(on_b.sent) == seen_by_b and not on_c.closed
    assert sum(seat.connection is not None for seat in table.seats) == 1


async def test_a_node_stopped_cleanly_hands_its_tables_over_at_once_and_relayed_seats_stay(
    cluster: Cluster,
) -> None:
    # Draining a node (systemctl stop: SIGINT) releases its leases and its heartbeat, so the
    # others take its tables at their next round — long before its leases would have lapsed,
    # as they must for a node that was killed — and a seat that came through another node
    # keeps its connection.
    lease_ms = 9_000  # lapsing would take 9 s, and a dead node's tables 6 s of grace more
    a = await cluster.node("a", lease_ms=lease_ms)
    b = await cluster.node("b", lease_ms=lease_ms)
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    peer = RecordingPeer()
    await (await b.door(table.id)).request(Connect(token=tokens[0], connection=peer))
    await _eventually(lambda: _states(peer))
    await a.close()
    stopped = asyncio.get_running_loop().time()  # its heartbeat and leases are gone now
    await _eventually(lambda: table.id in b.tables, timeout=lease_ms / 1000)
    assert asyncio.get_running_loop().time() - stopped < 6.0  # b's next round (every 2.25 s)
    await _eventually(lambda: b.tables[table.id].seats[0].connection is peer)
    assert not peer.closed
    summary = await b.tables[table.id].request(Start(token=tokens[0]))
    assert summary["status"] == "playing"
    await _eventually(lambda: (_states(peer)[-1].get("view") or {}).get("hand"))


async def test_a_new_table_no_node_could_own_is_not_left_in_the_store(
    cluster: Cluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    a = await cluster.node("a")
    assert a.cluster is not None

    async def redis_gone(table: object) -> None:
        raise TableError("cluster_down", "server.error.cluster_down")

    monkeypatch.setattr(a.cluster, "own_new", redis_gone)
    with pytest.raises(TableError):
        await a.create(_waiting_table(), "10.0.0.1")
    assert await cluster.store.live_table_ids() == []  # nothing for the sweep to find later
