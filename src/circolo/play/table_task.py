"""The one task that owns a table: a bounded queue of commands, handled one at a time.

Everything that changes a table is a command (play/commands.py) on its queue, handled in
order by its own task (house rule 7: one writer per table). :class:`TableTask` is that
machinery, apart from what a table is: the subclass carries a command out (:meth:`_do`);
its answer or its :class:`~circolo.core.hosting.refusals.TableError` goes back to whoever
asked; a bug refuses the command (``internal``) and the table goes on; timers put commands
on the queue later.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Command

log = logging.getLogger(__name__)

#: The commands one kind of table takes (a table's: play/commands.py's ``TableCommand``).
C = TypeVar("C", bound=Command)

#: Requests one table's queue holds before it answers "busy" (server/limits.py sets it).
TABLE_QUEUE = 512


@dataclass
class _Request(Generic[C]):
    """A command for the table's task, with the future its answer goes to."""

    command: C
    done: asyncio.Future[Any]
    #: When it was put on the queue (``time.perf_counter``), to time its answer.
    queued: float = field(default_factory=time.perf_counter)


def _consumed(done: asyncio.Future[Any]) -> None:
    """Take a refusal nobody awaits (a timer's request after the table closed or moved), so
    that asyncio does not report it as never retrieved."""
    if not done.cancelled():
        done.exception()


class TableTask(Generic[C]):
    """A table's queue and the task that handles it (a subclass carries out its commands:
    :meth:`_do`)."""

    def __init__(self, table_id: str, queue_limit: int = TABLE_QUEUE) -> None:
        self.id = table_id
        self.queue_limit = queue_limit
        self._queue: asyncio.Queue[_Request[C]] = asyncio.Queue()
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

    async def request(self, command: C) -> Any:
        """Ask the table's task to carry out ``command``; its answer, or its TableError."""
        if not self.running:
            raise TableError(*self._refusal)
        return await self.queue(command)

    def queue(self, command: C) -> asyncio.Future[Any]:
        """Put ``command`` on the queue now (commands queued one after another, with no
        ``await`` between, are handled in that order before any other); the future of its
        answer, or a TableError."""
        if not self.running:
            raise TableError(*self._refusal)
        if self._queue.qsize() >= self.queue_limit:
            raise TableError("busy", "server.error.busy")
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait(_Request(command, done))
        return done

    async def _do(self, command: C) -> Any:
        """Carry out ``command`` in the table's task: its answer (a TableError refuses it)."""
        raise NotImplementedError

    def _answered(self, action: str, seconds: float) -> None:
        """A command ``action`` was answered ``seconds`` after it was queued (for metrics)."""

    async def _run(self) -> None:
        in_hand: _Request[C] | None = None
        try:
            while not self._ended:
                in_hand = await self._queue.get()
                try:
                    await self._handle(in_hand)
                finally:
                    self._answered(in_hand.command.action, time.perf_counter() - in_hand.queued)
        finally:  # closed, or the task stopped: whoever still waits is told so
            waiting = [in_hand] if in_hand is not None else []
            while not self._queue.empty():
                waiting.append(self._queue.get_nowait())
            for item in waiting:
                if not item.done.done():
                    item.done.set_exception(TableError(*self._refusal))
                    item.done.add_done_callback(_consumed)  # whoever asked may be gone too

    async def _handle(self, item: _Request[C]) -> None:
        """Do one command and send its answer, or its refusal, to whoever asked."""
        try:
            result = await self._do(item.command)
        except TableError as error:
            if not item.done.done():
                item.done.set_exception(error)
            return
        except Exception as error:  # a bug must not kill the table: refuse and go on
            log.exception("table %s: %s failed", self.id, item.command.action)
            if not item.done.done():
                item.done.set_exception(
                    TableError("internal", "server.error.internal", detail=type(error).__name__)
                )
            return
        if not item.done.done():
            item.done.set_result(result)

    def _retire(self, still: Callable[[], bool] | None = None) -> None:
        """End the task after this command — between two others, so nothing is half done
        and everything answered is saved — because another server takes the table over;
        the commands still queued, and any later, are refused as "moved" (whoever sent them
        finds the new owner). ``still``: the reason to move, checked again here (refused as
        "busy" if it no longer holds)."""
        if still is not None and not still():
            raise TableError("busy", "server.error.busy")
        self._stop_timers()
        self._ended = True
        self._refusal = ("moved", "server.error.moved")

    def _later(self, delay_s: float, command: C) -> None:
        """Put ``command`` on the queue after ``delay_s`` (AI moves, the next hand)."""
        loop = asyncio.get_running_loop()

        number = next(self._timer_numbers)

        def fire() -> None:
            del self._timers[number]  # a fired timer is let go (no cycle: fire holds no handle)
            done: asyncio.Future[Any] = loop.create_future()
            done.add_done_callback(_consumed)  # nobody awaits a timer's answer
            self._queue.put_nowait(_Request(command, done))

        self._timers[number] = loop.call_later(max(delay_s, 0.0), fire)

    def _stop_timers(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()
