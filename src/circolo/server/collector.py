"""Python's cyclic garbage collector on a schedule, in small steps, instead of in bursts.

Left to itself, the collector runs when allocations pile up, and every so often walks every
object the server holds: on a busy server (200 tables, 800 sockets: some 300,000 objects)
such a full collection stops every table for 200 to 350 ms, and a minute's slowest
broadcasts are the ones that waited for it. :class:`ScheduledCollector` turns automatic
collection off and

- collects the youngest objects every :data:`YOUNG_EVERY_S` (the garbage of a move),
- collects the middle generation every :data:`MIDDLE_EVERY_S`, then freezes what survived
  (``gc.freeze``): what has lived that long is a table, a socket, a match's state, which
  reference counting frees when it goes, so no later collection walks it again;
- once every :data:`SWEEP_EVERY_S` unfreezes everything and collects it all, freeing the
  cycles that formed among frozen objects (a few thousand objects an hour on a busy
  server: the price of the pause being rare).

Every pause is then as short as the last couple of seconds' survivors make it (tens of
milliseconds) and the same from minute to minute, and memory stays flat (docs/reliability.md,
the soak). What exists when it starts (the imported code, the application) is frozen at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import time
from collections.abc import Callable
from typing import Final

YOUNG_EVERY_S: Final = 0.1
MIDDLE_EVERY_S: Final = 2.0
SWEEP_EVERY_S: Final = 3600.0

#: The steps of the schedule, by the generation they collect.
YOUNG, MIDDLE, SWEEP = 0, 1, 2


class ScheduledCollector:
    """Runs the garbage collector's generations at a fixed pace while the server serves."""

    def __init__(
        self,
        young_s: float = YOUNG_EVERY_S,
        middle_s: float = MIDDLE_EVERY_S,
        sweep_s: float = SWEEP_EVERY_S,
        *,
        clock: Callable[[], float] = time.monotonic,
        collect: Callable[[int], int] = gc.collect,
    ) -> None:
        self.young_s = young_s
        self.middle_s = middle_s
        self.sweep_s = sweep_s
        self.clock = clock
        self.collect = collect
        self._task: asyncio.Task[None] | None = None
        self._was_enabled = True
        #: Steps run, by generation (for tests and curious operators).
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

    def step(self, now: float, last_middle: float, last_sweep: float) -> int:
        """The step due at ``now`` given the last middle step and the last sweep."""
        if now - last_sweep >= self.sweep_s:
            return SWEEP
        if now - last_middle >= self.middle_s:
            return MIDDLE
        return YOUNG

    def run_step(self, step: int) -> None:
        """Collect what ``step`` collects: the young, the middle then freeze, or everything."""
        if step == SWEEP:
            gc.unfreeze()
        self.collect(step)
        if step >= MIDDLE:
            gc.freeze()
        self.runs[step] += 1

    async def _run(self) -> None:
        last_middle = last_sweep = self.clock()
        while True:
            await asyncio.sleep(self.young_s)
            now = self.clock()
            step = self.step(now, last_middle, last_sweep)
            self.run_step(step)
            if step >= MIDDLE:
                last_middle = now
            if step == SWEEP:
                last_sweep = now
