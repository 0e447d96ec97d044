"""HAProxy with the shipped configuration (deploy/haproxy.cfg) in front of real nodes, for the
tests that go through one public address: started, looked at, and who owns a table."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from benchmarks.chaos import Server
from redis.asyncio import Redis

from tests.cluster.redis_for_tests import REDIS_URL
from tests.storage.databases import POSTGRES_URL

CONFIG = Path(__file__).resolve().parents[2] / "deploy" / "haproxy.cfg"
HAPROXY = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")


def environment(port: int, nodes: list[Server], tmp_path: Path) -> dict[str, str]:
    """What the shipped configuration reads: where it listens, its runtime API's socket, and
    the three nodes' addresses (a node may stand for several)."""
    return {
        **os.environ,
        "CIRCOLO_BIND": f"127.0.0.1:{port}",
        "CIRCOLO_HAPROXY_SOCKET": str(tmp_path / "haproxy.sock"),
        **{f"CIRCOLO_NODE{i}": f"127.0.0.1:{node.port}" for i, node in enumerate(nodes, 1)},
    }


def healthy(port: int) -> bool:
    """Whether ``/api/health`` answers 200 on ``port``."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=1) as answer:
            return bool(answer.status == 200)
    except OSError:
        return False


@contextlib.contextmanager
def balancing(port: int, nodes: list[Server], tmp_path: Path) -> Iterator[Server]:
    """HAProxy with the shipped configuration on ``port`` in front of ``nodes`` (three server
    lines: a node may stand for several), answering, for the length of a ``with`` block."""
    assert HAPROXY is not None
    balancer = Server(POSTGRES_URL, port, tmp_path / "haproxy.log")
    balancer.process = subprocess.Popen(
        [HAPROXY, "-db", "-f", str(CONFIG)], env=environment(port, nodes, tmp_path),
        stdout=balancer.log, stderr=balancer.log, start_new_session=True,
    )  # fmt: skip
    try:
        for _ in range(200):
            if healthy(port):
                break
            assert balancer.process.poll() is None, (tmp_path / "haproxy.log").read_text()
            time.sleep(0.05)
        yield balancer
    finally:
        balancer.kill()
        balancer.log.close()


async def lease_of(prefix: str, table: str) -> str:
    """Who holds the table's lease in the cluster ``prefix`` ("" for nobody)."""
    redis = Redis.from_url(REDIS_URL)
    lease = await redis.get(f"{prefix}:lease:{table}")
    await redis.aclose()
    return lease.decode() if isinstance(lease, bytes) else ""


async def owner_of(prefix: str, table: str, nodes: list[Server]) -> Server:
    """The node (of ``nodes``) that owns the table, once one does."""
    for _ in range(200):
        lease = await lease_of(prefix, table)
        for node in nodes:
            if node.process is not None and f"-{node.process.pid}-" in lease:
                return node
        await asyncio.sleep(0.05)
    raise AssertionError(f"no node of the cluster owns table {table}")
