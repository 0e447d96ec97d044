"""Python's cyclic garbage collector on a schedule, in small steps, instead of in bursts.

Left to itself, the collector runs when allocations pile up, and every so often walks every
object the server holds: on a busy server (200 tables, 800 sockets: some 300,000 objects)
such a full collection stops every table for 200 to 350 ms, and a minute's slowest
broadcasts are the ones that waited for it. :class:`ScheduledCollector` turns automatic
collection off and

- every :data:`YOUNG_EVERY_S` collects the objects made since the last step (the garbage of
  the moves just played), then **freezes** what survived (``gc.freeze``): what has lived
  that long is a table, a socket, a match's state, a message waiting to be read, which
  reference counting frees when it goes, so no later step walks it again;
- once every :data:`SWEEP_EVERY_S` unfreezes everything and collects it all, freeing the
  cycles that formed among frozen objects (a few thousand objects an hour on a busy
  server: the price of the pause being rare).

Every pause is then as short as a tenth of a second's survivors make it (a few
milliseconds) and the same from minute to minute, and memory stays flat (docs/reliability.md,
the soak). An earlier schedule also collected a middle generation every 2 s before freezing;
its pauses (35-60 ms, 30 a minute) set the soak's p99, and it is gone. What exists when the
schedule starts (the imported code, the application) is frozen at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import time
from collections.abc import Callable
from typing import Final

YOUNG_EVERY_S: Final = 0.1
SWEEP_EVERY_S: Final = 3600.0

#: The steps of the schedule, by the generation they collect.
YOUNG, SWEEP = 0, 2


class ScheduledCollector:
    """Runs the garbage collector's generations at a fixed pace while the server serves."""

    def __init__(
        self,
        young_s: float = YOUNG_EVERY_S,
        sweep_s: float = SWEEP_EVERY_S,
        *,
        clock: Callable[[], float] = time.monotonic,
        collect: Callable[[int], int] = gc.collect,
    ) -> None:
        self.young_s = young_s
        self.sweep_s = sweep_s
        self.clock = clock
        self.collect = collect
        self._task: asyncio.Task[None] | None = None
        self._was_enabled = True
        #: Steps run, by generation (for tests and curious operators).
        self.runs = {YOUNG: 0, SWEEP: 0}

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

    def step(self, now: float, last_sweep: float) -> int:
        """The step due at ``now`` given the last sweep."""
        return SWEEP if now - last_sweep >= self.sweep_s else YOUNG

    def run_step(self, step: int) -> None:
        """Collect what ``step`` collects (the young, or everything), then freeze the rest."""
        if step == SWEEP:
            gc.unfreeze()
        self.collect(step)
        gc.freeze()
        self.runs[step] += 1

    async def _run(self) -> None:
        last_sweep = self.clock()
        while True:
            await asyncio.sleep(self.young_s)
            now = self.clock()
            step = self.step(now, last_sweep)
            self.run_step(step)
            if step == SWEEP:
                last_sweep = now
