"""How the nodes of a cluster talk: calls to a table's owner, their answers, and the
messages an owner sends to seats connected through another node — over Redis pub/sub.

Every node reads one channel (its inbox). A frame is a small JSON header, a newline, and a
body (the text sent to a seat, untouched: a snapshot is not encoded twice). One task
publishes a node's frames in the order they were given, so a seat receives its snapshots,
and a caller its answer, in the order the owner made them — as on a single server. Pub/sub
keeps nothing for a node that is gone, which is what the cluster wants: a dead node's
calls are failed by the survivors, and a seat that comes back is sent a whole snapshot.
docs/operations.md says why pub/sub rather than streams, with the measurement.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Final

import orjson

from circolo.core.hosting.refusals import TableError
from circolo.play.peer import Peer
from circolo.server.cluster.keys import Keys

log = logging.getLogger(__name__)

#: Seconds a call waits for its answer before the owner is taken for away.
CALL_TIMEOUT_S: Final = 20.0
#: Frames waiting to be published before the node refuses more (a stuck Redis).
MAX_WAITING: Final = 100_000
#: Seconds closing the pub/sub connection may take before it is dropped.
CLOSE_WAIT_S: Final = 2.0
#: Frames published in one round trip, at most.
BATCH: Final = 512

#: What a node does with a call: ``(header) -> result`` (raises TableError to refuse).
CallHandler = Callable[[dict[str, Any]], Awaitable[Any]]
#: The refusal of a call made while the node is cut off from the others.
Refusal = Callable[[], TableError]


class Bus:
    """One node's side of the cluster's messages."""

    def __init__(self, redis: Any, keys: Keys, node_id: str, on_call: CallHandler) -> None:
        self.redis = redis
        self.keys = keys
        self.node_id = node_id
        self.on_call = on_call
        self.call_timeout_s = CALL_TIMEOUT_S
        #: Connections of this node's seats whose table another node owns, by id.
        self.local: dict[str, Peer] = {}
        self._calls: dict[int, tuple[str, asyncio.Future[Any]]] = {}
        self._numbers = itertools.count(1)
        self._outbox: asyncio.Queue[tuple[str, bytes]] = asyncio.Queue()
        self._wake = asyncio.Event()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._pubsub: Any = None
        self._reader: asyncio.Task[None] | None = None
        self._writer: asyncio.Task[None] | None = None
        #: Set by :meth:`close`: the reading and publishing loops end even where a library
        #: swallowed their cancellation.
        self._closed = False
        #: Whether the inbox is subscribed (cleared while Redis is away: what is sent to this
        #: node meanwhile is lost, and its round does not say it is alive).
        self.listening = False
        #: Set when the inbox was subscribed again after its connection broke (Redis away
        #: for a moment, perhaps restarted empty): the node writes back what Redis lost.
        self.relinked = False
        #: Set while the node is cut off from the others: calls are refused at once with it.
        self._cut_off: Refusal | None = None
        #: Counts the times the outbox was emptied (frames being published then are dropped).
        self._emptied = 0

    async def start(self) -> None:
        """Subscribe to this node's inbox and start reading and publishing."""
        self._pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
        await self._pubsub.subscribe(self.keys.inbox(self.node_id))
        self.listening = True
        # However the client connects again (within a read's retries, or as the reading
        # subscribes again), the node hears of it.
        self._pubsub.connection.register_connect_callback(self._reconnected)
        loop = asyncio.get_running_loop()
        self._reader = loop.create_task(self._read(), name=f"bus-read-{self.node_id}")
        self._writer = loop.create_task(self._write(), name=f"bus-write-{self.node_id}")

    async def close(self) -> None:
        """Stop reading and publishing (what is queued is published first, for a moment)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._drained(), 2.0)
        self._closed = True
        tasks = {task for task in (self._reader, self._writer, *self._tasks) if task is not None}
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=CLOSE_WAIT_S)
        if self._pubsub is not None:
            await close_pubsub(self._pubsub)
        for _, future in self._calls.values():
            if not future.done():
                future.set_exception(TableError("node_away", "server.error.node_away"))

    async def _drained(self) -> None:
        while not self._outbox.empty():
            await asyncio.sleep(0.01)

    # -- sending ----------------------------------------------------------------------------

    def publish(self, node_id: str, header: dict[str, Any], body: str = "") -> None:
        """Queue a frame for ``node_id`` (sent in the order given)."""
        if self._outbox.qsize() >= MAX_WAITING:
            log.error("cluster bus: %d frames wait; one to %s dropped", MAX_WAITING, node_id)
            return
        frame = orjson.dumps(header) + b"\n" + body.encode()
        self._outbox.put_nowait((self.keys.inbox(node_id), frame))

    async def call(self, node_id: str, header: dict[str, Any]) -> Any:
        """Send a call to ``node_id`` and wait for its answer (its refusal is raised); cut
        off from the others, it is refused at once."""
        if self._cut_off is not None:
            raise self._cut_off()
        number = next(self._numbers)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._calls[number] = (node_id, future)
        self.publish(node_id, {**header, "k": "call", "rid": number, "from": self.node_id})
        try:
            return await asyncio.wait_for(future, self.call_timeout_s)
        except TimeoutError:
            raise TableError("node_away", "server.error.node_away") from None
        finally:
            self._calls.pop(number, None)

    def waiting_on(self) -> set[str]:
        """The nodes this one waits for an answer from."""
        return {owner for owner, future in self._calls.values() if not future.done()}

    def fail_calls_to(self, node_id: str) -> None:
        """A node was found dead: its pending calls are refused at once."""
        for owner, future in list(self._calls.values()):
            if owner == node_id and not future.done():
                future.set_exception(TableError("node_away", "server.error.node_away"))

    def cut_off(self, refusal: Refusal) -> None:
        """Redis has been away too long: every pending call is refused with ``refusal()``,
        and so is every call until :meth:`linked`; the frames waiting to be published are
        dropped (their seats were let go, their callers refused: stale when Redis is back)."""
        self._cut_off = refusal
        for _, future in list(self._calls.values()):
            if not future.done():
                future.set_exception(refusal())
        while not self._outbox.empty():
            self._outbox.get_nowait()
        self._emptied += 1

    def linked(self) -> None:
        """Redis answers again: calls are made again."""
        self._cut_off = None

    async def _write(self) -> None:
        while not self._closed:
            first = await self._outbox.get()
            frames = [first]
            while len(frames) < BATCH and not self._outbox.empty():
                frames.append(self._outbox.get_nowait())
            emptied, failing = self._emptied, False
            while not self._closed and emptied == self._emptied:
                try:
                    async with self.redis.pipeline(transaction=False) as pipe:
                        for channel, frame in frames:
                            pipe.publish(channel, frame)
                        await pipe.execute()
                    break
                except asyncio.CancelledError:
                    raise
                except Exception as error:  # Redis away: keep the order, try again
                    if not failing:  # said once, not five times a second
                        log.warning("cluster bus: publishing failed (%s); trying again", error)
                    failing = True
                    await asyncio.sleep(0.2)

    # -- receiving ----------------------------------------------------------------------------

    async def _read(self) -> None:
        while not self._closed:
            try:
                if not self.listening:  # connect again, and subscribe (Redis may be new)
                    await self._pubsub.subscribe(self.keys.inbox(self.node_id))
                    self.listening = True
                    log.warning("cluster bus: the inbox is subscribed again")
                # listen() waits without a timeout of its own per message (cheaper than
                # get_message(timeout=…) at thousands of frames a second).
                async for message in self._pubsub.listen():
                    if message.get("type") != "message":
                        continue
                    try:
                        self._take(message["data"])
                    except Exception:  # one bad frame must not stop the node's reading
                        log.exception("cluster bus: a frame could not be handled")
            except asyncio.CancelledError:
                raise
            except Exception as error:  # Redis away: subscribed again once it is back
                if self.listening:  # said once, not five times a second
                    log.warning("cluster bus: reading failed (%s); trying again", error)
                self.listening = False
            await asyncio.sleep(0.2)

    def _reconnected(self, _connection: Any) -> None:
        """The inbox's connection was made again (its channel subscribed again with it)."""
        self.relinked = True

    def _take(self, frame: bytes) -> None:
        head, _, body = frame.partition(b"\n")
        header = orjson.loads(head)
        kind = header.get("k")
        if kind == "send":
            peer = self.local.get(header["conn"])
            if peer is not None:
                peer.send(body.decode(), snapshot=bool(header.get("snap")))
        elif kind == "close":
            peer = self.local.pop(header["conn"], None)
            if peer is not None:
                peer.close(int(header["code"]), str(header["reason"]))
        elif kind == "ans":
            pending = self._calls.get(int(header["rid"]))
            if pending is not None and not pending[1].done():
                if header.get("ok"):
                    pending[1].set_result(header.get("result"))
                else:
                    pending[1].set_exception(relayed_error(header.get("error") or {}))
        elif kind == "call":
            task = asyncio.get_running_loop().create_task(self._answer(header))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _answer(self, header: dict[str, Any]) -> None:
        answer: dict[str, Any] = {"k": "ans", "rid": header["rid"]}
        try:
            answer["result"] = await self.on_call(header)
            answer["ok"] = True
        except TableError as error:
            answer["ok"] = False
            answer["error"] = error_json(error)
        except Exception as error:
            log.exception("cluster bus: a call %s failed", header.get("action"))
            answer["ok"] = False
            answer["error"] = error_json(
                TableError("internal", "server.error.internal", detail=type(error).__name__)
            )
        self.publish(str(header["from"]), answer)


async def close_pubsub(pubsub: Any) -> None:
    """Close a pub/sub connection, never waiting more than :data:`CLOSE_WAIT_S`: redis-py's
    ``aclose`` can wait forever for the socket to close (redis/redis-py#3941)."""
    try:
        await asyncio.wait_for(pubsub.aclose(), CLOSE_WAIT_S)
    except Exception:  # the wait ran out, or the connection was already broken
        connection = getattr(pubsub, "connection", None)
        if connection is not None:
            with contextlib.suppress(Exception):
                await connection.disconnect(nowait=True)


class RelayedError(TableError):
    """A refusal made on another node: its code and both sentences as that node gave them."""

    def __init__(self, code: str, key: str, english: str, italian: str) -> None:
        Exception.__init__(self, english)
        self.code = code
        self.key = key
        self.params: dict[str, object] = {}
        self._sentences = (english, italian)

    def sentences(self) -> tuple[str, str]:
        """The refusal's sentences as the owner wrote them."""
        return self._sentences


def error_json(error: TableError) -> dict[str, str]:
    """A refusal as it crosses the bus."""
    english, italian = error.sentences()
    return {"code": error.code, "key": error.key, "en": english, "it": italian}


def relayed_error(data: dict[str, Any]) -> TableError:
    """A refusal that crossed the bus, as a TableError again."""
    return RelayedError(
        str(data.get("code", "internal")),
        str(data.get("key", "server.error.internal")),
        str(data.get("en", "")),
        str(data.get("it", "")),
    )


class RemotePeer:
    """A seat's connection as its table's owner sees it when the seat is connected through
    another node: what the table sends it is published to that node."""

    def __init__(self, bus: Bus, node_id: str, conn: str) -> None:
        self.bus = bus
        self.node_id = node_id
        self.conn = conn
        #: The seat it was connected to (set once the table accepted it).
        self.seat: int | None = None
        #: Whether it watches the table as a spectator (set once the table accepted it).
        self.watching = False
        self.table_id: str | None = None
        self._closed = False
        #: Its client's address comes with each request that connects it, not with it.
        self.address: str | None = None

    @property
    def closed(self) -> bool:
        """Whether the table closed it (or the node it goes through died)."""
        return self._closed

    def send(self, text: str, *, snapshot: bool = False) -> None:
        """Relay ``text`` to the seat's node."""
        if not self._closed:
            self.bus.publish(self.node_id, {"k": "send", "conn": self.conn, "snap": snapshot}, text)

    def close(self, code: int, reason: str) -> None:
        """Relay the close to the seat's node."""
        if not self._closed:
            self._closed = True
            self.bus.publish(
                self.node_id, {"k": "close", "conn": self.conn, "code": code, "reason": reason}
            )

    def gone(self) -> None:
        """The node it went through died: nothing more is sent."""
        self._closed = True
