"""A browser at a table of a cluster plays on when the node that owns the table is killed.

Three real nodes (Redis, PostgreSQL) behind the shipped HAProxy configuration; a person
plays alone against the computers in Chromium. The table moves to the node its seat's
socket is sent to, then that node is killed: the browser reconnects through HAProxy to a
survivor, which takes the table over (a new claim: its snapshots number on after the old
owner's) — and it is the person's turn again on the page, without a reload.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import time
import urllib.request
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest
from playwright.sync_api import Browser, expect

from circolo.cli.play import free_port
from tests.cluster.balancer import HAPROXY, balancing, owner_of
from tests.cluster.processes import alive, cluster_of
from tests.cluster.redis_for_tests import fresh_prefix, needs_redis
from tests.reliability.browser.conftest import HAND, PLAYABLE, play_one
from tests.storage.databases import POSTGRES_URL, _needs_postgres, wipe_postgres
from tests.web.conftest import people, screenshot

pytestmark = [
    needs_redis,
    _needs_postgres,
    pytest.mark.skipif(HAPROXY is None, reason="haproxy is missing (apt-get install haproxy)"),
]

T = TypeVar("T")


def _run(work: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to its end from this thread (whose loop is the browser's) in another."""
    with concurrent.futures.ThreadPoolExecutor(1) as other:
        return other.submit(asyncio.run, work).result()


def _the_table(base: str) -> str:
    """The one table in play at the club: its id."""
    with urllib.request.urlopen(f"{base}/api/tables", timeout=10) as answer:
        tables = json.loads(answer.read())
    assert len(tables) == 1, tables
    return str(tables[0]["id"])


def test_a_browser_plays_on_through_haproxy_when_its_tables_node_is_killed(
    browser: Browser, tmp_path: Path
) -> None:
    _run(wipe_postgres(POSTGRES_URL))
    prefix = fresh_prefix()
    with (
        cluster_of(POSTGRES_URL, prefix, 3, tmp_path) as nodes,
        balancing(free_port(), nodes, tmp_path) as balancer,
        people(browser, balancer.url) as open_as,
    ):
        page = open_as({"aiDelayMs": 1000})
        page.get_by_test_id("new-game").click()
        expect(page.locator(HAND)).to_have_count(10)
        for _ in range(3):
            left = play_one(page, 45_000)
        while True:  # having won the trick we lead again: play until the computers think
            try:
                expect(page.locator(PLAYABLE)).to_have_count(0, timeout=2_500)
                break
            except AssertionError:
                left = play_one(page, 45_000)
        table = _the_table(balancer.url)
        owner = _run(owner_of(prefix, table, nodes))
        expect(page.locator(PLAYABLE)).to_have_count(0)  # the computers think
        owner.kill()
        assert sum(alive(node) for node in nodes) == 2
        started = time.monotonic()
        left = play_one(page, 45_000)  # after the takeover, the person's turn comes on the page
        took = time.monotonic() - started
        print(f"the page played on {took:.1f} s after the owner was killed")  # -s shows it
        screenshot(page, "failover-played-on")
        assert took < 90
        left = play_one(page, 45_000)
        assert left == 5
