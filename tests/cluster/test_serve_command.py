"""``circolo serve`` as a cluster's node: the flags that cannot go together are refused with a
sentence, and ``--workers N`` runs N nodes on one port that survive the loss of one."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from redis import Redis

from circolo.cli.play import free_port
from tests.cluster.redis_for_tests import REDIS_URL, fresh_prefix, needs_redis
from tests.storage.databases import POSTGRES_URL, _needs_postgres


def _serve(*flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "circolo", "serve", "--port", str(free_port()), "--no-announce",
         *flags],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip


def test_workers_without_redis_are_refused_with_a_sentence() -> None:
    done = _serve("--workers", "2")
    assert done.returncode == 2
    assert "--workers 2 needs --redis" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_cluster_node_needs_a_postgresql_store_not_sqlite(tmp_path: Path) -> None:
    done = _serve("--redis", "redis://127.0.0.1:6379/0", "--db", f"sqlite:///{tmp_path}/c.db")
    assert done.returncode == 2
    assert "--redis needs a PostgreSQL --db" in done.stderr
    assert not (tmp_path / "c.db").exists()


def test_a_redis_url_that_is_not_one_is_refused() -> None:
    done = _serve("--redis", "http://example.org/", "--db", "postgresql://u:p@127.0.0.1:1/x")
    assert done.returncode == 2
    assert "is not a Redis URL" in done.stderr


@_needs_postgres
def test_a_redis_that_does_not_answer_is_refused_before_serving() -> None:
    done = _serve("--redis", f"redis://:secret@127.0.0.1:{free_port()}/0", "--db", POSTGRES_URL)
    assert done.returncode == 2
    assert "cannot reach Redis at --redis" in done.stderr
    assert "secret" not in done.stderr


def _nodes(redis: Redis, prefix: str) -> set[bytes]:
    """The nodes of the cluster whose heartbeat is there."""
    members: set[bytes] = redis.smembers(f"{prefix}:nodes")  # type: ignore[assignment]
    return {m for m in members if redis.exists(f"{prefix}:node:{m.decode()}")}


@needs_redis
@_needs_postgres
@pytest.mark.slow
def test_workers_are_nodes_on_one_port_and_a_dead_one_is_started_again(tmp_path: Path) -> None:
    prefix, port = fresh_prefix(), free_port()
    log = (tmp_path / "serve.log").open("w")
    serving = subprocess.Popen(
        [sys.executable, "-m", "circolo", "serve", "--host", "127.0.0.1", "--port", str(port),
         "--no-announce", "--db", POSTGRES_URL, "--redis", REDIS_URL, "--cluster-name", prefix,
         "--workers", "2"],
        stdout=log, stderr=log, start_new_session=True,
    )  # fmt: skip
    redis = Redis.from_url(REDIS_URL)
    try:
        deadline = time.monotonic() + 60
        while len(_nodes(redis, prefix)) < 2:
            assert time.monotonic() < deadline, (tmp_path / "serve.log").read_text()
            assert serving.poll() is None, (tmp_path / "serve.log").read_text()
            time.sleep(0.2)
        first = _nodes(redis, prefix)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=5) as answer:
            assert answer.status == 200
        victim = int(next(iter(first)).decode().rsplit("-", 2)[1])
        os.kill(victim, signal.SIGKILL)
        while True:  # the dead node's heartbeat lapses, a new worker joins in its place
            now = _nodes(redis, prefix)
            if len(now) == 2 and now != first:
                break
            assert time.monotonic() < deadline + 30, (tmp_path / "serve.log").read_text()
            time.sleep(0.2)
        serving.send_signal(signal.SIGINT)
        assert serving.wait(timeout=30) == 0
        shown = (tmp_path / "serve.log").read_text()
        assert "with 2 node processes" in shown
        assert "worker" in shown and "starting again" in shown
        password = POSTGRES_URL.split(":")[2].split("@")[0]
        assert password not in shown
    finally:
        if serving.poll() is None:
            os.killpg(serving.pid, signal.SIGKILL)
        redis.close()
        log.close()
