"""Python's cyclic garbage collector on a schedule, in small steps, instead of in bursts.

Left to itself, the collector runs when allocations pile up: on a busy server that means a
young collection every few seconds over tens of thousands of objects (30 to 50 ms pauses, the
slowest broadcasts), and full collections so rare that the cycles left by closed WebSocket
connections pile up for many minutes (memory creeping up). :class:`ScheduledCollector`
turns automatic collection off and collects the youngest objects every
:data:`YOUNG_EVERY_S`, the middle generation every :data:`MIDDLE_EVERY_S` and everything
every :data:`FULL_EVERY_S`: short pauses, and memory that stays flat (docs/reliability.md,
the soak). What exists when it starts (the imported code, the application: objects that
live as long as the process) is frozen out of every collection (``gc.freeze``), so a full
collection walks only what serving made.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import time
from collections.abc import Callable
from typing import Final

YOUNG_EVERY_S: Final = 0.1
MIDDLE_EVERY_S: Final = 10.0
FULL_EVERY_S: Final = 60.0


class ScheduledCollector:
    """Runs the garbage collector's generations at a fixed pace while the server serves."""

    def __init__(
        self,
        young_s: float = YOUNG_EVERY_S,
        middle_s: float = MIDDLE_EVERY_S,
        full_s: float = FULL_EVERY_S,
        *,
        clock: Callable[[], float] = time.monotonic,
        collect: Callable[[int], int] = gc.collect,
    ) -> None:
        self.young_s = young_s
        self.middle_s = middle_s
        self.full_s = full_s
        self.clock = clock
        self.collect = collect
        self._task: asyncio.Task[None] | None = None
        self._was_enabled = True
        #: Collections run, per generation (for tests and curious operators).
        self.runs = [0, 0, 0]

    def start(self) -> None:
        """Turn automatic collection off, freeze what exists, and collect on the schedule."""
        self._was_enabled = gc.isenabled()
        gc.disable()
        gc.collect()
        gc.freeze()
        self._task = asyncio.get_running_loop().create_task(self._run(), name="gc-schedule")

    async def stop(self) -> None:
        """Stop the schedule and give the collector back its automatic runs."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        gc.unfreeze()
        if self._was_enabled:
            gc.enable()

    def step(self, now: float, last_middle: float, last_full: float) -> int:
        """The generation due at ``now`` given the last middle and full collections."""
        if now - last_full >= self.full_s:
            return 2
        if now - last_middle >= self.middle_s:
            return 1
        return 0

    async def _run(self) -> None:
        last_middle = last_full = self.clock()
        while True:
            await asyncio.sleep(self.young_s)
            now = self.clock()
            generation = self.step(now, last_middle, last_full)
            self.collect(generation)
            self.runs[generation] += 1
            if generation >= 1:
                last_middle = now
            if generation == 2:
                last_full = now
