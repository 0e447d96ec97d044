"""The Redis the cluster's tests run on (``eval "$(.ci/redis.sh)"`` starts one), a fresh key
prefix per test so that tests never see each other's keys, and a Redis of a test's own that
it may stop and start again (an outage)."""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
from collections.abc import AsyncIterator, Iterator

import pytest
from benchmarks.redis_outage import RedisProcess
from redis.asyncio import Redis

#: A Redis these tests may write to (``.ci/run`` starts one with .ci/redis.sh).
REDIS_URL = os.environ.get("CIRCOLO_TEST_REDIS_URL", "")
needs_redis = pytest.mark.skipif(
    not REDIS_URL, reason='CIRCOLO_TEST_REDIS_URL is not set (eval "$(.ci/redis.sh)" starts one)'
)


def fresh_prefix() -> str:
    """A cluster name no other test uses."""
    return f"test-{secrets.token_hex(4)}"


async def redis_client() -> AsyncIterator[Redis]:
    """A client of the tests' Redis; the keys of the test's prefix are left to expire."""
    client = Redis.from_url(REDIS_URL)
    try:
        yield client
    finally:
        await client.aclose()


needs_redis_server = pytest.mark.skipif(
    shutil.which("redis-server") is None, reason="redis-server is not installed"
)


@contextlib.contextmanager
def own_redis() -> Iterator[RedisProcess]:
    """A Redis of the test's own for the length of a ``with`` block."""
    redis = RedisProcess()
    redis.start()
    try:
        yield redis
    finally:
        redis.stop()
