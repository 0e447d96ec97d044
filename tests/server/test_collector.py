"""The scheduled garbage collector: young often, middle now and then, full on a fixed pace."""

from __future__ import annotations

import asyncio
import gc

from circolo.server.collector import ScheduledCollector


def test_the_schedule_runs_the_oldest_generation_that_is_due() -> None:
    collector = ScheduledCollector(young_s=0.1, middle_s=10.0, full_s=60.0)
    assert collector.step(now=5.0, last_middle=0.0, last_full=0.0) == 0
    assert collector.step(now=10.0, last_middle=0.0, last_full=0.0) == 1
    assert collector.step(now=60.0, last_middle=55.0, last_full=0.0) == 2


def test_serving_turns_automatic_collection_off_and_stopping_gives_it_back() -> None:
    generations: list[int] = []
    now = [0.0]

    def collect(generation: int) -> int:
        generations.append(generation)
        now[0] += 1.0  # each young step is a second of the fake clock
        return 0

    async def serve() -> None:
        collector = ScheduledCollector(
            young_s=0.001, middle_s=3.0, full_s=7.0, clock=lambda: now[0], collect=collect
        )
        collector.start()
        assert not gc.isenabled()
        assert gc.get_freeze_count() > 0  # what existed at the start is left out of collections
        while len(generations) < 10:
            await asyncio.sleep(0.001)
        await collector.stop()
        assert collector.runs[2] >= 1 and collector.runs[1] >= 1 and collector.runs[0] >= 1

    assert gc.isenabled()
    asyncio.run(serve())
    assert gc.isenabled() and gc.get_freeze_count() == 0
    assert 2 in generations and 1 in generations
    assert generations.index(1) < generations.index(2)
