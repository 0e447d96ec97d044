"""The scheduled garbage collector: the young often, then freeze; a whole sweep rarely."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator

import pytest

from circolo.server.collector import SWEEP, YOUNG, ScheduledCollector


class _Node:
    """A cycle's member that a weak reference can watch."""

    def __init__(self) -> None:
        self.me: object = self


@pytest.fixture
def unfrozen() -> Iterator[None]:
    """Each test leaves the process as it found it: nothing frozen, collection on."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.unfreeze()
        if was_enabled:
            gc.enable()


def test_the_schedule_sweeps_when_a_sweep_is_due_and_collects_the_young_otherwise() -> None:
    collector = ScheduledCollector(young_s=0.1, sweep_s=3600.0)
    assert collector.step(now=2.0, last_sweep=0.0) == YOUNG
    assert collector.step(now=3600.0, last_sweep=0.0) == SWEEP


def test_what_outlives_a_young_collection_is_frozen_out_of_the_next_ones(unfrozen: None) -> None:
    collector = ScheduledCollector()
    node = _Node()
    watch = weakref.ref(node)
    collector.run_step(YOUNG)
    assert not any(o is node for o in gc.get_objects())  # frozen: no collection walks it
    del node  # now a cycle nobody holds
    collector.run_step(YOUNG)
    collector.run_step(YOUNG)
    assert watch() is not None  # frozen cycles wait for the sweep


def test_the_sweep_frees_the_cycles_that_formed_among_frozen_objects(unfrozen: None) -> None:
    collector = ScheduledCollector()
    node = _Node()
    watch = weakref.ref(node)
    collector.run_step(YOUNG)
    del node
    collector.run_step(SWEEP)
    assert watch() is None
    assert gc.get_freeze_count() > 0  # what survived the sweep is frozen again


def test_a_young_collection_frees_the_garbage_of_a_move(unfrozen: None) -> None:
    collector = ScheduledCollector()
    node = _Node()
    watch = weakref.ref(node)
    del node
    collector.run_step(YOUNG)
    assert watch() is None


def test_serving_turns_automatic_collection_off_and_stopping_gives_it_back() -> None:
    generations: list[int] = []
    now = [0.0]

    def collect(generation: int) -> int:
        generations.append(generation)
        now[0] += 1.0  # each young step is a second of the fake clock
        return 0

    async def serve() -> None:
        collector = ScheduledCollector(
            young_s=0.001, sweep_s=7.0, clock=lambda: now[0], collect=collect
        )
        collector.start()
        assert not gc.isenabled()
        assert gc.get_freeze_count() > 0  # what existed at the start is left out of collections
        while len(generations) < 10:
            await asyncio.sleep(0.001)
        await collector.stop()
        assert collector.runs[SWEEP] >= 1 and collector.runs[YOUNG] >= 1

    assert gc.isenabled()
    asyncio.run(serve())
    assert gc.isenabled() and gc.get_freeze_count() == 0
    assert SWEEP in generations and YOUNG in generations
    assert generations.index(YOUNG) < generations.index(SWEEP)
