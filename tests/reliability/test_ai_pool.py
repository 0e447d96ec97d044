"""The AI pool: bounded threads, tables served in turn, search never takes the last thread."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

import pytest

from circolo.games.tressette.players.registry import is_search_player
from circolo.play.ai_pool import AiPool


def gate() -> tuple[threading.Event, Callable[[], str]]:
    opened = threading.Event()

    def wait() -> str:
        assert opened.wait(10), "the gate was never opened"
        return "done"

    return opened, wait


async def _until_started(pool: AiPool, count: int) -> None:
    for _ in range(500):
        if len(pool.started) >= count:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the job did not start")


async def test_tables_with_work_waiting_are_served_in_turn() -> None:
    pool = AiPool(threads=2)
    try:
        opened, wait = gate()
        first = asyncio.ensure_future(pool.think("A", wait, search=True))
        await _until_started(pool, 1)
        later = [
            asyncio.ensure_future(pool.think(table, lambda: "x", search=True))
            for table in ("A", "A", "A", "B", "C")
        ]
        await asyncio.sleep(0.05)
        assert pool.waiting() == 5  # one search thread: the rest wait for it
        opened.set()
        await asyncio.gather(first, *later)
        assert list(pool.started) == ["A", "A", "B", "C", "A", "A"]
    finally:
        pool.close()


async def test_search_jobs_leave_a_thread_free_for_quick_ones() -> None:
    pool = AiPool(threads=2)
    try:
        opened, wait = gate()
        searches = [
            asyncio.ensure_future(pool.think(f"pimc-{n}", wait, search=True)) for n in range(8)
        ]
        await _until_started(pool, 1)
        quick = await asyncio.wait_for(pool.think("heuristic", lambda: "card"), 5)
        assert quick == "card"
        assert not any(task.done() for task in searches)  # still waiting behind the gate
        opened.set()
        assert await asyncio.gather(*searches) == ["done"] * 8
    finally:
        pool.close()


async def test_a_failing_decision_reaches_its_table_and_the_pool_goes_on() -> None:
    pool = AiPool(threads=2)
    try:

        def broken() -> str:
            raise ValueError("not today")

        with pytest.raises(ValueError, match="not today"):
            await pool.think("A", broken)
        assert await pool.think("A", lambda: 5) == 5
    finally:
        pool.close()


def test_a_pool_needs_two_threads_and_pimc_is_a_searching_player() -> None:
    with pytest.raises(ValueError, match="at least 2 threads"):
        AiPool(threads=1)
    assert is_search_player("pimc") and is_search_player("pimc:worlds=10")
    assert not is_search_player("heuristic") and not is_search_player("medium")
