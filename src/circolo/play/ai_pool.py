"""Where the AI players of every table think: a bounded pool of threads, shared in turn.

A table asks :meth:`AiPool.think` for a decision and waits; the pool runs it on one of its
threads. Tables are served in turn (round robin): a table with work waiting goes to the back
of the line once one of its jobs starts, so no table can take more than its share. Jobs are
*quick* (the heuristic and Pinnacola players, a few milliseconds) or *search* (pimc, up to a
second): search jobs may hold every thread but one, so a quick job never waits behind them.
A search runs in a process of its own (:meth:`AiPool.in_process`), its thread only waiting
for the answer: Python's interpreter lock is not shared with the server's, so eight busy
pimc tables do not slow a heuristic table beside them.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)


@dataclass
class _Job:
    table: str
    work: Callable[[], Any]
    future: concurrent.futures.Future[Any] = field(default_factory=concurrent.futures.Future)


class _Line:
    """The jobs of one kind, per table, and the tables in the order they are served."""

    def __init__(self) -> None:
        self.jobs: dict[str, deque[_Job]] = {}
        self.turns: deque[str] = deque()

    def add(self, job: _Job) -> None:
        waiting = self.jobs.get(job.table)
        if waiting is None:
            self.jobs[job.table] = deque([job])
            self.turns.append(job.table)
        else:
            waiting.append(job)

    def take(self) -> _Job | None:
        """The next table's next job; the table goes to the back if it has more."""
        while self.turns:
            table = self.turns.popleft()
            waiting = self.jobs[table]
            job = waiting.popleft()
            if waiting:
                self.turns.append(table)
            else:
                del self.jobs[table]
            return job
        return None

    def __len__(self) -> int:
        return sum(len(jobs) for jobs in self.jobs.values())


class AiPool:
    """``threads`` threads for AI decisions; search jobs may take all but one of them."""

    def __init__(self, threads: int = 2, *, processes: bool = False) -> None:
        if threads < 2:
            raise ValueError(f"an AI pool needs at least 2 threads, not {threads}")
        self.threads = threads
        self.search_threads = threads - 1
        #: Whether searches run in processes of their own (else in the search threads).
        self.processes = processes
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None
        self._quick = _Line()
        self._search = _Line()
        #: AI decisions that failed (an exception, or an illegal step) and were replaced.
        self.failures = 0
        self._searching = 0
        self._lock = threading.Condition()
        self._workers: list[threading.Thread] = []
        self._stopping = False
        #: The tables in the order their jobs started (for tests of fairness; bounded).
        self.started: deque[str] = deque(maxlen=1000)

    async def think(self, table: str, work: Callable[[], T], *, search: bool = False) -> T:
        """Run ``work`` on a pool thread, in ``table``'s turn; its result (or its error)."""
        job = _Job(table, work)
        with self._lock:
            if self._stopping:
                raise RuntimeError("the AI pool is stopped")
            self._start_workers()
            (self._search if search else self._quick).add(job)
            self._lock.notify()
        result: T = await asyncio.wrap_future(job.future)
        return result

    def failed(self, table: str, seat: int, player: str, state: str, error: object) -> None:
        """Count and log an AI decision that failed: its table, seat, player and state."""
        self.failures += 1
        log.error("table %s, seat %d: the %s player failed at %s: %r (a fallback played)",
                  table, seat, player, state, error)  # fmt: skip

    def in_process(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` in one of the pool's processes (called from a search thread).

        ``work`` is a module-level function and its arguments can be pickled. Without
        processes, or when the process pool broke (a child killed), it runs here instead.
        """
        if not self.processes:
            return work(*args)
        with self._lock:
            if self._executor is None:
                self._executor = concurrent.futures.ProcessPoolExecutor(
                    max_workers=self.search_threads,
                    mp_context=multiprocessing.get_context("spawn"),
                )
            executor = self._executor
        try:
            return executor.submit(work, *args).result()
        except concurrent.futures.process.BrokenProcessPool:
            log.warning("the AI's search process died; a new one is started")
            with self._lock:
                if self._executor is executor:
                    self._executor = None
            executor.shutdown(wait=False, cancel_futures=True)
            return work(*args)

    def waiting(self) -> int:
        """Jobs not yet started."""
        with self._lock:
            return len(self._quick) + len(self._search)

    def close(self) -> None:
        """Stop the threads once their jobs are done; jobs not started are cancelled."""
        with self._lock:
            self._stopping = True
            for line in (self._quick, self._search):
                while (job := line.take()) is not None:
                    job.future.cancel()
            self._lock.notify_all()
        for worker in self._workers:
            worker.join(timeout=5)
        self._workers.clear()
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)

    def _start_workers(self) -> None:
        while len(self._workers) < self.threads:
            worker = threading.Thread(
                target=self._serve, name=f"circolo-ai-{len(self._workers)}", daemon=True
            )
            self._workers.append(worker)
            worker.start()

    def _next(self) -> tuple[_Job, bool] | None:
        """The next job to run (quick ones first, search ones while a thread is spare)."""
        job = self._quick.take()
        if job is not None:
            return job, False
        if self._searching < self.search_threads:
            job = self._search.take()
            if job is not None:
                return job, True
        return None

    def _serve(self) -> None:
        while True:
            with self._lock:
                picked = self._next()
                while picked is None:
                    if self._stopping:
                        return
                    self._lock.wait()
                    picked = self._next()
                job, search = picked
                if search:
                    self._searching += 1
                self.started.append(job.table)
            try:
                if job.future.set_running_or_notify_cancel():
                    try:
                        job.future.set_result(job.work())
                    except BaseException as error:
                        job.future.set_exception(error)
            finally:
                if search:
                    with self._lock:
                        self._searching -= 1
                        self._lock.notify_all()
