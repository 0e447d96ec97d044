"""One client's WebSocket as a table sees it: a bounded outbox, one writer, a close with a reason.

A table never waits for a client: it hands each message to :meth:`Connection.send`, which
queues it for the connection's own writer task. The queue is bounded — a client that does
not read (its sends stall, or its outbox fills) is disconnected with :data:`CLOSE_SLOW` —
and a snapshot not yet sent is dropped when a newer one comes (each snapshot is whole), so
memory stays flat whatever a client does. A :class:`Connection` is the
:class:`~circolo.play.peer.Peer` a table sends to; tables close it with a code of
play/peer.py, the server with one of the ``CLOSE_*`` constants here, and a reason a person
can read.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import traceback
from collections import deque
from typing import Final, Protocol

from circolo.play.peer import CLOSE_LEFT, CLOSE_REPLACED

log = logging.getLogger(__name__)

#: The server's close codes (4000-4999 are the application's; a table's own, such as
#: ``CLOSE_LEFT``, are in play/peer.py): the browser does not reconnect after the ones in
#: :data:`FINAL_CLOSES`.
CLOSE_NO_SEAT: Final = 4403
CLOSE_NO_TABLE: Final = 4404
CLOSE_SLOW: Final = 4408
CLOSE_TOO_MANY: Final = 4429
#: Try again later: the server cannot serve the socket now (a cluster whose Redis is away).
CLOSE_TRY_LATER: Final = 1013
FINAL_CLOSES: Final = frozenset({CLOSE_NO_SEAT, CLOSE_NO_TABLE, CLOSE_REPLACED, CLOSE_LEFT})


class SocketLike(Protocol):
    """The part of Starlette's WebSocket the writer uses."""

    async def send_text(self, data: str) -> None:
        """Send one text frame."""
        ...

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        """Close the connection."""
        ...


class Connection:
    """A client's connection: its bounded outbox and the task that writes it."""

    def __init__(
        self,
        websocket: SocketLike,
        *,
        max_messages: int,
        max_bytes: int,
        write_timeout_s: float,
        address: str | None = None,
    ) -> None:
        self.websocket = websocket
        #: The client's address as caps count it (play/addresses.py).
        self.address = address
        self.max_messages = max_messages
        self.max_bytes = max_bytes
        self.write_timeout_s = write_timeout_s
        self._queue: deque[str] = deque()
        self._bytes = 0
        #: The snapshot waiting in the queue, if any (a newer one replaces it).
        self._snapshot: str | None = None
        self._wake = asyncio.Event()
        self._closing: tuple[int, str] | None = None
        self._ended = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    @property
    def closed(self) -> bool:
        """Whether the connection was closed (nothing more is sent or accepted)."""
        return self._closing is not None

    @property
    def close_code(self) -> int | None:
        """The code it was closed with, once closed."""
        return None if self._closing is None else self._closing[0]

    @property
    def queued(self) -> int:
        """Messages waiting to be sent."""
        return len(self._queue)

    def start(self) -> None:
        """Start the writer task."""
        self._task = asyncio.get_running_loop().create_task(self._write())

    def send(self, text: str, *, snapshot: bool = False) -> None:
        """Queue ``text``; a full outbox disconnects the client as too slow."""
        if self._closing is not None:
            return
        if snapshot and self._snapshot is not None:
            with contextlib.suppress(ValueError):
                self._queue.remove(self._snapshot)
                self._bytes -= len(self._snapshot)
        self._queue.append(text)
        self._bytes += len(text)
        self._snapshot = text if snapshot else self._snapshot
        if len(self._queue) > self.max_messages or self._bytes > self.max_bytes:
            self._drop(CLOSE_SLOW, "too slow: the messages of the table were not read")
            return
        self._wake.set()

    def close(self, code: int, reason: str) -> None:
        """Send what is queued, then close with ``code`` and ``reason`` (a second close: none)."""
        if self._closing is not None:
            return
        self._closing = (code, reason)
        self._wake.set()

    def _drop(self, code: int, reason: str) -> None:
        """Close at once, throwing away what is queued."""
        self._queue.clear()
        self._bytes = 0
        self._snapshot = None
        self._closing = (code, reason)
        self._wake.set()

    async def _write(self) -> None:
        try:
            while True:
                while self._queue:
                    text = self._queue.popleft()
                    self._bytes -= len(text)
                    if text is self._snapshot:
                        self._snapshot = None
                    try:
                        await asyncio.wait_for(self.websocket.send_text(text), self.write_timeout_s)
                    except TimeoutError:
                        self._drop(CLOSE_SLOW, "too slow: the messages of the table were not read")
                        break
                if self._closing is not None:
                    code, reason = self._closing
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(self.websocket.close(code, reason), 5.0)
                    return
                self._wake.clear()
                await self._wake.wait()
        except Exception as error:  # the socket is gone: nothing more can be sent
            log.debug("connection writer ended: %r", error)
            drop_frames(error)
            if self._closing is None:
                self._closing = (1006, "the connection was lost")
        finally:
            self._ended.set()

    async def finish(self, timeout_s: float = 5.0) -> None:
        """Close (if nobody did) and wait for the writer to end."""
        self.close(1000, "")
        if self._task is None:
            return
        with contextlib.suppress(TimeoutError, asyncio.CancelledError):
            await asyncio.wait_for(asyncio.shield(self._ended.wait()), timeout_s)
        if not self._task.done():
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task

    async def ended(self) -> None:
        """Wait until the writer has closed the socket (or lost it)."""
        await self._ended.wait()


def drop_frames(error: BaseException | None) -> None:
    """Let go of the frames a lost socket's exception keeps (its traceback, and those of the
    exceptions it came from).

    Those frames hold the connection — its socket, its protocol, its buffers — in a cycle
    with the exception, which reference counting never frees: on a busy server a few such
    cycles a minute were most of what the garbage collector's sweep had to find.
    """
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        if error.__traceback__ is not None:
            traceback.clear_frames(error.__traceback__)
            error.__traceback__ = None
        error = error.__cause__ or error.__context__
