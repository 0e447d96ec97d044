"""Club evenings on nodes of a cluster in one process (a real Redis, one shared store): a
driver reads the tables another node owns through the cluster's relay (and a table's
records read from the store while it is between two owners are not kept as its last), and
a node whose lease on an evening another node took stops its driver, the evening played on
all the same."""

from __future__ import annotations

import asyncio
from typing import Any

from redis.asyncio import Redis

from circolo.play.board_set import BoardTableSpec
from circolo.play.evening.live import LiveEvening
from circolo.play.evening.replay import replay_evening
from circolo.server.bodies import NewEvening
from circolo.server.cluster.evenings import EveningLeases
from circolo.server.evenings import Evenings, _next_round, board_table
from circolo.server.tables import Lobby
from tests.cluster.redis_for_tests import REDIS_URL, needs_redis
from tests.cluster.test_nodes import LEASE_MS, Cluster

pytestmark = needs_redis


def _evening(ai_delay_ms: int, boards: int = 3) -> NewEvening:
    """Three computer players of Briscola for two in a round robin of ``boards`` boards
    (three rounds)."""
    return NewEvening(
        game="briscola", options={"players": 2}, format="roundrobin", boards=boards,
        entries=["ai:random"] * 3, ai_delay_ms=ai_delay_ms,
    )  # fmt: skip


class MadeThereReadHere:
    """Board tables made (and so owned) by one node and read through another."""

    def __init__(self, maker: Lobby, reader: Lobby) -> None:
        self.maker = maker
        self.reader = reader
        self.made: list[str] = []

    async def make_board_table(self, spec: BoardTableSpec) -> None:
        await self.maker.make_board_table(spec)
        self.made.append(spec.table_id)

    async def board_progress(self, table_id: str) -> int | None:
        assert table_id not in self.reader.tables  # another node's table: read from there
        return await self.reader.board_progress(table_id)

    async def board_records(self, table_id: str) -> list[dict[str, Any]]:
        return await self.reader.board_records(table_id)


def _evenings(cluster: Cluster, lobby: Lobby, tables: Any = None) -> Evenings:
    assert lobby.cluster is not None
    leases = EveningLeases.of(lobby.cluster, sweep_every_s=0.2)
    return Evenings(cluster.store, tables or lobby, poll_s=0.05, gather_s=0.0, leases=leases)


async def _finished(evenings: Evenings, evening_id: str, timeout: float = 30.0) -> LiveEvening:
    deadline = asyncio.get_running_loop().time() + timeout
    while (evening := await evenings.get(evening_id)).status != "finished":
        assert asyncio.get_running_loop().time() < deadline, evening.public_json()
        await asyncio.sleep(0.05)
    return evening


async def test_a_driver_reads_the_tables_of_another_node_through_the_relay(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    tables = MadeThereReadHere(maker=b, reader=a)
    evenings = _evenings(cluster, a, tables)
    try:
        await evenings.resume()
        evening, token = await evenings.create(_evening(0), "10.0.0.1")
        await evenings.start(evening.id, token)
        finished = await _finished(evenings, evening.id)
    finally:
        await evenings.close()
    assert len(tables.made) == 3
    assert replay_evening(1, finished.record()) == []


async def test_a_node_that_lost_an_evenings_lease_stops_driving_it(cluster: Cluster) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    on_a, on_b = _evenings(cluster, a), _evenings(cluster, b)
    redis = Redis.from_url(REDIS_URL)
    try:
        await on_a.resume()
        await on_b.resume()
        evening, token = await on_a.create(_evening(20), "10.0.0.1")
        await on_a.start(evening.id, token)
        key = f"{cluster.prefix}:ev:lease:{evening.id}"
        while await redis.get(key) != b"a":
            await asyncio.sleep(0.01)
        assert on_a.driven() == [evening.id] and on_b.driven() == []
        await redis.set(key, "elsewhere", px=LEASE_MS)  # another node's now
        while on_a.driven():  # a's next round finds it lost and stops its driver
            await asyncio.sleep(0.01)
        assert await redis.get(key) == b"elsewhere"  # not given up: it was not a's
        # "elsewhere" never renews it: once it lapses, a node drives the evening on
        finished = await _finished(on_a, evening.id)
        assert replay_evening(1, finished.record()) == []
        assert await redis.get(key) is None  # given up at the end
    finally:
        await on_a.close()
        await on_b.close()
        await redis.aclose()


async def _table_a_lost(cluster: Cluster, a: Lobby) -> BoardTableSpec:
    """A board table made by ``a`` that ``a`` lost once it finished a board (as a node whose
    lease lapsed), with no summary of it left in Redis: it is only in the store."""
    assert a.cluster is not None
    started = Evenings(cluster.store, None)  # nothing drives it: the test plays its table
    evening, token = await started.create(_evening(30, boards=9), "10.0.0.1")
    spec = board_table(_next_round(await started.start(evening.id, token)), 0, 0.0)
    await a.make_board_table(spec)
    while not await a.board_progress(spec.table_id):
        await asyncio.sleep(0.01)
    await a.lose(spec.table_id)
    redis = a.cluster.redis
    await redis.hdel(a.cluster.keys.summaries, spec.table_id)
    await redis.zrem(a.cluster.keys.live, spec.table_id)
    return spec


async def test_the_records_of_a_table_between_two_owners_are_read_again_later(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    assert b.cluster is not None
    spec = await _table_a_lost(cluster, a)
    # read from the store: a board or two of the round's three finished
    assert 1 <= len(await a.board_records(spec.table_id)) < len(spec.boards)
    while not await b.cluster.take_over(spec.table_id):  # once a's lease lapsed
        await asyncio.sleep(0.02)
    while b.tables[spec.table_id].status != "finished":
        await asyncio.sleep(0.02)
    assert len(await a.board_records(spec.table_id)) == len(spec.boards)


async def test_a_driver_looking_at_a_table_nobody_holds_takes_it_over(cluster: Cluster) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    spec = await _table_a_lost(cluster, a)
    await asyncio.sleep(2 * LEASE_MS / 1000)  # a's lease lapsed; a lives: nobody buries it
    assert await b.board_progress(spec.table_id)
    assert spec.table_id in b.tables  # rather than at the cluster's sweep, 30 s later
    while b.tables[spec.table_id].status != "finished":
        await asyncio.sleep(0.02)
    assert len(await b.board_records(spec.table_id)) == len(spec.boards)
