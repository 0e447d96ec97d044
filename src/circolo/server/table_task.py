"""The one task that owns a table: a bounded queue of requests, handled one at a time.

Everything that changes a table is a request on its queue, handled in order by its own
task (house rule 7: one writer per table). :class:`TableTask` is that machinery, apart from
what a table is: a request is a method ``_do_ACTION`` of the subclass; its answer or its
:class:`~circolo.play.errors.TableError` goes back to whoever asked; a bug refuses the
request (``internal``) and the table goes on; timers put requests on the queue later.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from circolo.play.errors import TableError

log = logging.getLogger(__name__)

#: Requests one table's queue holds before it answers "busy" (server/limits.py sets it).
TABLE_QUEUE = 512


@dataclass
class _Request:
    """A command for the table's task, with the future its answer goes to."""

    action: str
    args: dict[str, Any]
    done: asyncio.Future[Any]
    #: When it was put on the queue (``time.perf_counter``), to time its answer.
    queued: float = field(default_factory=time.perf_counter)


def _consumed(done: asyncio.Future[Any]) -> None:
    """Take a refusal nobody awaits (a timer's request after the table closed or moved), so
    that asyncio does not report it as never retrieved."""
    if not done.cancelled():
        done.exception()


class TableTask:
    """A table's queue and the task that handles it (subclasses give the ``_do_`` methods)."""

    def __init__(self, table_id: str, queue_limit: int = TABLE_QUEUE) -> None:
        self.id = table_id
        self.queue_limit = queue_limit
        self._queue: asyncio.Queue[_Request] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        #: The timers not yet fired (each leaves the set when it fires or is stopped).
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._timer_numbers = itertools.count()
        #: Set when the table is closed: the task stops after the request in hand.
        self._ended = False
        #: What requests are told once the task ended (a retired table has "moved").
        self._refusal = ("closed", "server.error.closed")

    def start_task(self) -> None:
        """Start the task that owns the table."""
        self._task = asyncio.get_running_loop().create_task(self._run(), name=f"table-{self.id}")

    async def stop_task(self) -> None:
        """Stop the task (requests still queued are told the table is closed)."""
        self._stop_timers()
        if self._task is not None and self._task is not asyncio.current_task():
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    @property
    def running(self) -> bool:
        """Whether the table's task takes requests."""
        return self._task is not None and not self._task.done() and not self._ended

    async def request(self, action: str, **args: Any) -> Any:
        """Ask the table's task to do ``action``; its answer, or its TableError."""
        if not self.running:
            raise TableError(*self._refusal)
        return await self.queue(action, **args)

    def queue(self, action: str, **args: Any) -> asyncio.Future[Any]:
        """Put ``action`` on the queue now (requests queued one after another, with no
        ``await`` between, are handled in that order before any other); the future of its
        answer, or a TableError."""
        if not self.running:
            raise TableError(*self._refusal)
        if self._queue.qsize() >= self.queue_limit:
            raise TableError("busy", "server.error.busy")
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait(_Request(action, args, done))
        return done

    def _answered(self, action: str, seconds: float) -> None:
        """A request ``action`` was answered ``seconds`` after it was queued (for metrics)."""

    async def _run(self) -> None:
        in_hand: _Request | None = None
        try:
            while not self._ended:
                in_hand = await self._queue.get()
                try:
                    await self._handle(in_hand)
                finally:
                    self._answered(in_hand.action, time.perf_counter() - in_hand.queued)
        finally:  # closed, or the task stopped: whoever still waits is told so
            waiting = [in_hand] if in_hand is not None else []
            while not self._queue.empty():
                waiting.append(self._queue.get_nowait())
            for item in waiting:
                if not item.done.done():
                    item.done.set_exception(TableError(*self._refusal))
                    item.done.add_done_callback(_consumed)  # whoever asked may be gone too

    async def _handle(self, item: _Request) -> None:
        """Do one request and send its answer, or its refusal, to whoever asked."""
        try:
            handler = getattr(self, f"_do_{item.action}")
            result = await handler(**item.args)
        except TableError as error:
            if not item.done.done():
                item.done.set_exception(error)
            return
        except Exception as error:  # a bug must not kill the table: refuse and go on
            log.exception("table %s: %s failed", self.id, item.action)
            if not item.done.done():
                item.done.set_exception(
                    TableError("internal", "server.error.internal", detail=type(error).__name__)
                )
            return
        if not item.done.done():
            item.done.set_result(result)

    async def _do_retire(self, still: Callable[[], bool] | None = None) -> None:
        """End the task after this request — between two others, so nothing is half done
        and everything answered is saved — because another server takes the table over;
        the requests still queued, and any later, are refused as "moved" (whoever sent them
        finds the new owner). ``still``: the reason to move, checked again here (refused as
        "busy" if it no longer holds)."""
        if still is not None and not still():
            raise TableError("busy", "server.error.busy")
        self._stop_timers()
        self._ended = True
        self._refusal = ("moved", "server.error.moved")

    def _later(self, delay_s: float, action: str, **args: Any) -> None:
        """Put a command on the queue after ``delay_s`` (AI moves, the next hand)."""
        loop = asyncio.get_running_loop()

        number = next(self._timer_numbers)

        def fire() -> None:
            del self._timers[number]  # a fired timer is let go (no cycle: fire holds no handle)
            done: asyncio.Future[Any] = loop.create_future()
            done.add_done_callback(_consumed)  # nobody awaits a timer's answer
            self._queue.put_nowait(_Request(action, args, done))

        self._timers[number] = loop.call_later(max(delay_s, 0.0), fire)

    def _stop_timers(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
