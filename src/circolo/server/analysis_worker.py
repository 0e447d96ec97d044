"""The process hand analyses are computed in: one of its own, at the lowest CPU priority.

An analysis solves every play of every hand of a record double dummy, seconds of CPU a
hand. Computed beside play — on the AI pool's threads, or anywhere in the server's own
process — it takes the CPU and the interpreter from the tables: a stranger who posts a few
long records slows every pimc table and every training suggestion. So analyses are solved
in one process apart (started with ``spawn``, so it shares nothing with the server but what
is sent to it), whose priority is the lowest the system has: when the tables want the CPU,
the analyses wait. The process is started on the first hand and again after it died.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
from collections.abc import Callable
from typing import Any, Final, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)

#: The ``nice`` value the worker runs at: the lowest priority a process can take.
LOWEST_PRIORITY: Final = 19
#: Tries of one job: once, and once more in a fresh process if the first one died under it.
TRIES: Final = 2


def _set_up() -> None:
    """The worker's initializer: give way to every other process of the machine, leave
    Ctrl-C to the server (which stops the worker itself), and end with the server."""
    os.nice(LOWEST_PRIORITY - os.nice(0))
    # SCHED_IDLE (Linux) runs it only on a CPU nothing else wants, below even nice 19.
    with contextlib.suppress(AttributeError, OSError):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A server killed (or ended without stopping its worker) must not leave it behind: the
    # job queue cannot tell (the worker holds both of its ends), the parent's sentinel can.
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True).start()


def _end_with(sentinel: int) -> None:
    """Wait for the server that started this worker to end, and end too."""
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def analysed_hand(game: str, hand: Any) -> dict[str, Any]:
    """One hand of ``game`` analysed as ``circolo analyze --json`` prints it (match 1), by
    the game's solver in this worker process."""
    from circolo.core.game import analysable
    from circolo.games import game_named

    analysis: dict[str, Any] = analysable(game_named(game)).analyse_hand(hand, 1).to_json()
    return analysis


class WorkerDiedError(Exception):
    """The worker process died under a job, and again in a fresh process."""


class AnalysisWorker:
    """One process, at the lowest priority, that analyses are computed in."""

    def __init__(self) -> None:
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        #: Times the process was started again after it died.
        self.restarts = 0

    async def analyse(self, game: str, hand: Any) -> dict[str, Any]:
        """The analysis of one hand of ``game``, computed in the worker process."""
        return await self.run(analysed_hand, game, hand)

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` in the worker process (``work``: a module-level function, its
        arguments picklable); again in a fresh process if the process died under it."""
        for _ in range(TRIES):
            executor = self._started()
            try:
                return await asyncio.wrap_future(executor.submit(work, *args))
            except concurrent.futures.process.BrokenProcessPool:
                log.warning("the analyses' process died; a new one is started")
                self._forget(executor)
        raise WorkerDiedError(f"the analyses' process died {TRIES} times under one job")

    def close(self) -> None:
        """Stop the process once its job is done; jobs not started are dropped."""
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def _started(self) -> concurrent.futures.ProcessPoolExecutor:
        with self._lock:
            if self._executor is None:
                self._executor = concurrent.futures.ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_set_up,
                )
            return self._executor

    def _forget(self, executor: concurrent.futures.ProcessPoolExecutor) -> None:
        with self._lock:
            if self._executor is executor:
                self._executor = None
                self.restarts += 1
        executor.shutdown(wait=False, cancel_futures=True)
