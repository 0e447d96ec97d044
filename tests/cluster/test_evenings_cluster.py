"""Club evenings across ``circolo serve`` nodes on one PostgreSQL and one Redis: an evening
started on one node is driven to its end under that node's lease, and when the driving node
is killed (SIGKILL) mid-evening another node takes its lease, and its tables, and finishes
it; the evening's record replays clean."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest
from benchmarks.chaos import Server
from redis.asyncio import Redis

from circolo.play.evening.replay import replay_evening
from tests.cluster.processes import cluster_of
from tests.cluster.redis_for_tests import REDIS_URL, fresh_prefix, needs_redis
from tests.referee.evening_referee import check_evening
from tests.storage.databases import POSTGRES_URL, _needs_postgres, wipe_postgres

pytestmark = [needs_redis, _needs_postgres, pytest.mark.slow]


def _evening(ai_delay_ms: int, boards: int) -> dict[str, Any]:
    """Three computer players of Briscola for two in a round robin: three rounds, one table
    each (the third player sits out)."""
    return {
        "game": "briscola", "options": {"players": 2}, "format": "roundrobin",
        "boards": boards, "entries": ["ai:random"] * 3, "ai_delay_ms": ai_delay_ms,
    }  # fmt: skip


def _started(node: Server, body: dict[str, Any]) -> str:
    """An evening made and started by its director through ``node``: its id."""
    made = node.call("POST", "/api/evenings", body)
    node.call("POST", f"/api/evenings/{made['id']}/start", {"token": made["director_token"]})
    evening_id: str = made["id"]
    return evening_id


async def _until(node: Server, evening_id: str, done: Any, timeout: float) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        path = f"/api/evenings/{evening_id}"
        seen: dict[str, Any] = await asyncio.to_thread(node.call, "GET", path)
        if done(seen):
            return seen
        assert time.monotonic() < deadline, f"the evening never got there: {seen}"
        await asyncio.sleep(0.1)


async def _driver(cluster: str, evening_id: str) -> str | None:
    """The node id holding the evening's lease (None: nobody)."""
    redis = Redis.from_url(REDIS_URL)
    try:
        value = await redis.get(f"{cluster}:ev:lease:{evening_id}")
    finally:
        await redis.aclose()
    if value is None:
        return None
    return value.decode() if isinstance(value, bytes) else value


async def _released(cluster: str, evening_id: str, seconds: float = 10) -> bool:
    """Whether the evening's lease is given up within ``seconds`` (its driver lets it go
    just after writing the evening finished, so a look at once may come before)."""
    deadline = time.monotonic() + seconds
    while await _driver(cluster, evening_id) is not None:
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


def _is(node: Server, node_id: str | None) -> bool:
    """Whether ``node_id`` (hostname-pid-hex) is the node process ``node``."""
    assert node.process is not None
    return node_id is not None and f"-{node.process.pid}-" in node_id


def _replays(node: Server, evening_id: str) -> dict[str, Any]:
    record: dict[str, Any] = node.call("GET", f"/api/evenings/{evening_id}/record")
    assert replay_evening(1, record) == []
    assert check_evening(record) == []
    return record


async def test_an_evening_started_on_one_node_is_driven_there_to_its_end(tmp_path: Path) -> None:
    await wipe_postgres(POSTGRES_URL)
    cluster = fresh_prefix()
    with cluster_of(POSTGRES_URL, cluster, 2, tmp_path) as (a, b):
        evening_id = await asyncio.to_thread(_started, a, _evening(0, 3))
        seen = await _until(b, evening_id, lambda e: e["status"] == "finished", 60)
        assert seen["round"] == seen["round_count"] == 3
        record = _replays(b, evening_id)
        assert [len(r["tables"]) for r in record["rounds"]] == [1, 1, 1]
        assert await _released(cluster, evening_id)  # its lease given up at the end
        # Nobody drives it again: a finished evening stays as it is.
        await asyncio.sleep(1.0)
        assert a.call("GET", f"/api/evenings/{evening_id}")["status"] == "finished"


async def test_killing_the_driving_node_mid_evening_hands_the_evening_to_another(
    tmp_path: Path,
) -> None:
    await wipe_postgres(POSTGRES_URL)
    cluster = fresh_prefix()
    with cluster_of(POSTGRES_URL, cluster, 3, tmp_path) as (a, b, c):
        evening_id = await asyncio.to_thread(_started, a, _evening(40, 6))
        assert _is(a, await _driver(cluster, evening_id))
        await _until(b, evening_id, lambda e: e["round"] >= 2, 120)  # mid-evening
        a.kill()
        seen = await _until(c, evening_id, lambda e: e["status"] == "finished", 180)
        assert seen["round"] == seen["round_count"] == 3
        _replays(b, evening_id)
        assert await _released(cluster, evening_id)
        text = (tmp_path / "node1.log").read_bytes() + (tmp_path / "node2.log").read_bytes()
        assert f"evening {evening_id}: nobody drives it".encode() in text
