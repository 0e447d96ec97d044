"""Leases on tables and heartbeats of nodes, on a real Redis."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from circolo.server.cluster.keys import Keys
from circolo.server.cluster.leases import Leases
from tests.cluster.redis_for_tests import fresh_prefix, needs_redis, redis_client

pytestmark = needs_redis


@pytest.fixture
async def redis() -> AsyncIterator[Redis]:
    async for client in redis_client():
        yield client


@pytest.fixture
def keys() -> Keys:
    return Keys(fresh_prefix())


async def test_only_one_node_gets_the_lease_on_a_table(redis: Redis, keys: Keys) -> None:
    nodes = [Leases(redis, keys, f"n{i}") for i in range(5)]
    won = await asyncio.gather(*(node.acquire("t1") for node in nodes))
    assert sum(won) == 1
    winner = nodes[won.index(True)]
    assert await nodes[0].owner("t1") == winner.node_id
    assert await winner.tables_of(winner.node_id) == ["t1"]


async def test_a_lease_not_renewed_lapses_and_another_node_takes_it(
    redis: Redis, keys: Keys
) -> None:
    first, second = Leases(redis, keys, "a", lease_ms=200), Leases(redis, keys, "b", lease_ms=200)
    assert await first.acquire("t1")
    assert not await second.acquire("t1")
    await asyncio.sleep(0.3)
    assert await first.owner("t1") is None
    assert await second.acquire("t1")
    assert await first.renew(["t1"]) == ["t1"]  # the first learns it lost it
    assert await second.owner("t1") == "b"


async def test_a_lease_redis_forgot_is_taken_again_by_its_owner(redis: Redis, keys: Keys) -> None:
    node = Leases(redis, keys, "a")
    assert await node.acquire("t1")
    await redis.delete(keys.lease("t1"))  # Redis restarted without its data
    assert await node.renew(["t1"]) == []
    assert await node.owner("t1") == "a"


async def test_renewing_keeps_a_lease_past_its_time(redis: Redis, keys: Keys) -> None:
    node = Leases(redis, keys, "a", lease_ms=200)
    assert await node.acquire("t1")
    for _ in range(4):
        await asyncio.sleep(0.1)
        assert await node.renew(["t1"]) == []
    assert await node.owner("t1") == "a"


async def test_a_node_releases_only_its_own_lease(redis: Redis, keys: Keys) -> None:
    first, second = Leases(redis, keys, "a"), Leases(redis, keys, "b")
    assert await first.acquire("t1")
    await second.release("t1")
    assert await first.owner("t1") == "a"
    await first.release("t1")
    assert await first.owner("t1") is None
    assert await first.tables_of("a") == []


async def test_a_node_whose_heartbeat_lapsed_is_dead_to_the_others_until_buried(
    redis: Redis, keys: Keys
) -> None:
    alive, dying = Leases(redis, keys, "alive", lease_ms=200), Leases(redis, keys, "dying", 200)
    await alive.beat()
    await dying.beat()
    assert await dying.acquire("t1")
    assert await alive.dead_nodes() == []
    await asyncio.sleep(0.3)
    await alive.beat()
    assert await alive.dead_nodes() == ["dying"]
    assert await alive.tables_of("dying") == ["t1"]
    await alive.bury("dying")  # not yet: its table was not taken over
    assert await alive.dead_nodes() == ["dying"]
    await alive.let_go("dying", "t1")
    await alive.bury("dying")
    assert await alive.dead_nodes() == []


async def test_the_owners_of_many_tables_are_read_together(redis: Redis, keys: Keys) -> None:
    a, b = Leases(redis, keys, "a"), Leases(redis, keys, "b")
    assert await a.acquire("t1") and await b.acquire("t3")
    assert await a.owners(["t1", "t2", "t3"]) == ["a", None, "b"]
    assert await a.owners([]) == []
