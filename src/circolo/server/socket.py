"""The WebSocket relay: one seat's messages to its table, one answer for each, whatever comes.

The relay never runs rules; it reads frames, checks what it can about each — a text frame,
at most 4,096 bytes of JSON, an object of a known type with a usable ``id``, within the
connection's rate — and hands the message to the table's task, which decides. Every frame
gets exactly one answer (an ``ack``, an ``error`` that names what was wrong, or the answer
the message asks for) and the connection stays, however odd the frame; the table's news
goes out through the connection's own bounded outbox (server/connection.py).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Coroutine, MutableMapping
from dataclasses import dataclass
from typing import Any

import orjson
from fastapi import WebSocket
from pydantic import ValidationError

from circolo.core.hosting.protocol import (
    CLIENT_MESSAGE,
    MAX_ID,
    MAX_ID_LENGTH,
    MAX_MESSAGE_BYTES,
    MOVE_MESSAGES,
    PROTOCOL_VERSION,
    AskHandMessage,
    ContinueMessage,
    HintMessage,
    LeaveMessage,
    PingMessage,
    PinMessage,
    PlayMessage,
    ReadyMessage,
    SuggestMessage,
    TeacherMessage,
    dumps,
)
from circolo.core.hosting.refusals import TableError
from circolo.core.i18n import LANGS, t
from circolo.play.addresses import client_key
from circolo.play.commands import (
    AskHand,
    Connect,
    Continue,
    Disconnect,
    Hint,
    Leave,
    Move,
    Ready,
    Suggest,
    Teacher,
    Unwatch,
    Watch,
)
from circolo.play.peer import CLOSE_GONE, CLOSE_RESTART
from circolo.server.bodies import printable_name
from circolo.server.connection import (
    CLOSE_NO_SEAT,
    CLOSE_NO_TABLE,
    CLOSE_TOO_MANY,
    CLOSE_TRY_LATER,
    Connection,
    drop_frames,
)
from circolo.server.limits import Limits, TokenBucket
from circolo.server.tables import Lobby, TableLike

#: The longest token looked at (tokens the server gives are 24 characters).
MAX_TOKEN = 256
#: The longest name a spectator may give.
MAX_WATCH_NAME = 40

#: What hands a valid message to its table: the message, the table, the seat's token and
#: the connection it came on.
Dispatch = Callable[[Any, "TableLike", str, Connection], Awaitable[str | None]]


@dataclass(frozen=True)
class _Visit:
    """How one kind of client sits at a table: what is asked of the table when it comes
    (``enter``: its answer is handed to ``leave``) and when it goes, the token its messages
    carry, and who hands them on (``dispatch``; a seat's by default)."""

    enter: Callable[[TableLike, Connection], Awaitable[Any]]
    leave: Callable[[TableLike, Connection, Any], Awaitable[Any]]
    token: str = ""
    dispatch: Dispatch | None = None


async def serve_socket(websocket: WebSocket, lobby: Lobby, table_id: str, token: str) -> None:
    """Serve one seat's WebSocket until either side closes it."""
    token = token[:MAX_TOKEN]
    visit = _Visit(
        # the address travels with the request: an owner on another node does not see it
        enter=lambda table, c: table.request(Connect(token, c, c.address)),
        leave=lambda table, c, seat: table.request(Disconnect(seat, c)),
        token=token,
    )
    await _serve(websocket, lobby, table_id, visit)


async def serve_watcher(websocket: WebSocket, lobby: Lobby, table_id: str, name: str) -> None:
    """Serve one spectator's WebSocket until either side closes it: the table's public
    snapshots and who watches; the spectator may only ``ping``."""
    try:
        shown, refused = watch_name(name), None
    except ValueError as problem:
        shown = ""
        refused = TableError("bad_request", "server.error.watch_name", problem=str(problem))
    visit = _Visit(
        enter=lambda table, c: table.request(Watch(shown, c)),
        leave=lambda table, c, _: table.request(Unwatch(c)),
        dispatch=_spectator_dispatch,
    )
    if not lobby.watches.allow(_address(websocket)):  # coming and going too fast
        await websocket.accept()
        most = int(lobby.limits.watches_per_minute)
        error = TableError("too_many", "server.error.too_many_watches", most=most)
        await _refuse(websocket, error, CLOSE_TOO_MANY)
        return
    await _serve(websocket, lobby, table_id, visit, refused)


def _address(websocket: WebSocket) -> str:
    """The client's address (as a trusted proxy names it, else the peer's), as per-address
    caps count it (an IPv6 address by its /64)."""
    return client_key(websocket.client.host if websocket.client is not None else None)


def watch_name(name: str) -> str:
    """The name a spectator is listed by: printable, at most 40 characters, trimmed ("" for
    none given); ValueError says what is wrong with it."""
    shown = name.strip()
    if len(shown) > MAX_WATCH_NAME:
        raise ValueError(f"at most {MAX_WATCH_NAME} characters, not {len(shown)}")
    return printable_name(shown) if shown else ""


async def _spectator_dispatch(
    message: Any, table: TableLike, token: str, connection: Connection
) -> str | None:
    """A spectator's message: a ``ping``, asking a seat to see its hand, or a teacher's
    suggestion; anything else is refused (a spectator plays nothing)."""
    if isinstance(message, AskHandMessage):
        await table.request(AskHand(connection, message.seat))
    elif isinstance(message, HintMessage):
        await table.request(Hint(connection, message.card))
    elif not isinstance(message, PingMessage):
        raise TableError("watching", "server.error.watching")
    return ack_text(message.id)


async def _serve(
    websocket: WebSocket,
    lobby: Lobby,
    table_id: str,
    visit: _Visit,
    refused: TableError | None = None,
) -> None:
    """Accept the socket, count it against its address's cap, find the table (here or on
    another node) and serve the visit; ``refused``: what was wrong with the request itself."""
    address = _address(websocket)
    await websocket.accept()
    if refused is not None:
        await _refuse(websocket, refused, CLOSE_NO_SEAT)
        return
    try:
        counted = await lobby.open_connection(address)
    except TableError as down:  # a cluster that cannot count it now (Redis away)
        await _refuse(websocket, down, CLOSE_TRY_LATER)
        return
    if not counted:
        most = lobby.limits.connections_per_address
        error = TableError("too_many", "server.error.too_many_connections", most=most)
        await _refuse(websocket, error, CLOSE_TOO_MANY)
        return
    try:
        try:
            table = await lobby.door(table_id)
        except TableError as error:
            # Only a table that is not there is final; one that cannot be reached now (its
            # server away, Redis away) is looked for again when the browser reconnects.
            code = CLOSE_NO_TABLE if error.code == "no_table" else CLOSE_TRY_LATER
            over = await _match_over(lobby, table_id) if error.code == "no_table" else None
            await _refuse(websocket, over or error, CLOSE_GONE if over else code)
            return
        await _visit(websocket, table, visit, lobby.limits, address)
    finally:
        await lobby.close_connection(address)


async def _match_over(lobby: Lobby, table_id: str) -> TableError | None:
    """The refusal for a table no longer in memory because its match is over (its record
    stays), or None when there is no such table."""
    try:
        summary = await lobby.summary(table_id)
    except Exception:  # none, or a store that does not answer now: "no table" stands
        return None
    if summary.get("status") != "finished":
        return None
    return TableError("match_over", "server.error.match_over", table=summary.get("id", "?"))


async def _refuse(websocket: WebSocket, error: TableError, code: int) -> None:
    with contextlib.suppress(Exception):
        await websocket.send_text(error.to_text())
        await websocket.close(code=code, reason=error.sentences()[0][:120])


async def _visit(
    websocket: WebSocket, table: TableLike, visit: _Visit, limits: Limits, address: str
) -> None:
    connection = Connection(
        websocket,
        max_messages=limits.outbox_messages,
        max_bytes=limits.outbox_bytes,
        write_timeout_s=limits.write_timeout_s,
        address=address,
    )
    connection.start()
    # The table hears of the visit and of its end even when the visit is cut off (the
    # server stopping, a socket torn down at once) while the table is still taking it: a
    # seat it took must not stay "connected" with nobody there, waited for at its turn.
    entering = asyncio.ensure_future(visit.enter(table, connection))
    try:
        entered = await asyncio.shield(entering)
    except TableError as error:
        connection.send(error.to_text())
        # A table that moves to another server, or a cluster whose Redis is away: the client
        # connects again (and finds it).
        again = error.code in ("moved", "node_away", "cluster_down")
        code = CLOSE_RESTART if again else CLOSE_NO_SEAT
        connection.close(code, error.sentences()[0][:120])
        await connection.finish()
        return
    except asyncio.CancelledError:
        entering.add_done_callback(lambda done: _part_once_entered(done, visit, table, connection))
        raise
    pace = TokenBucket(limits.messages_per_second, limits.message_burst)
    try:
        while not connection.closed:
            frame = await _next_frame(websocket, connection)
            if frame is None:
                break
            answer = await answer_frame(frame, table, visit.token, pace, connection, visit.dispatch)
            if answer is not None:
                connection.send(answer)
    finally:
        await asyncio.shield(_surely(_part(visit, table, connection, entered)))


#: The partings under way (kept so that none is collected before it ends).
_PARTINGS: set[asyncio.Task[None]] = set()


async def _part(visit: _Visit, table: TableLike, connection: Connection, entered: Any) -> None:
    """Tell the table the visit is over, then close the connection."""
    with contextlib.suppress(Exception):
        await visit.leave(table, connection, entered)
    await connection.finish()


def _part_once_entered(
    done: asyncio.Future[Any], visit: _Visit, table: TableLike, connection: Connection
) -> None:
    """A visit cut off while the table was taking it: once taken, it is ended the same way
    (not taken: the connection is only closed)."""
    if done.cancelled() or done.exception() is not None:
        _surely(connection.finish())
    else:
        _surely(_part(visit, table, connection, done.result()))


def _surely(work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
    """``work`` as a task kept until it ends, whoever awaited it being cancelled."""
    task = asyncio.ensure_future(work)
    _PARTINGS.add(task)
    task.add_done_callback(_PARTINGS.discard)
    return task


async def _next_frame(websocket: WebSocket, connection: Connection) -> dict[str, Any] | None:
    """The client's next frame, or None once the socket or the connection is closed."""
    receiving = asyncio.ensure_future(websocket.receive())
    ending = asyncio.ensure_future(connection.ended())
    try:
        await asyncio.wait({receiving, ending}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        ending.cancel()
    if not receiving.done():
        receiving.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await receiving
        return None
    lost = receiving.exception()
    if lost is not None:  # the socket is gone
        drop_frames(lost)
        return None
    message: MutableMapping[str, Any] = receiving.result()
    if message["type"] != "websocket.receive" or connection.closed:
        return None
    return dict(message)


def message_id(raw: object) -> tuple[bool, int | str | None]:
    """The ``id`` of a parsed message, and whether it is one an answer can carry."""
    if not isinstance(raw, dict) or "id" not in raw:
        return True, None
    value = raw["id"]
    if value is None:
        return True, None
    if isinstance(value, int) and not isinstance(value, bool) and -MAX_ID <= value <= MAX_ID:
        return True, value
    if isinstance(value, str) and len(value) <= MAX_ID_LENGTH:
        return True, value
    return False, None


async def answer_frame(
    frame: dict[str, Any],
    table: TableLike,
    token: str,
    pace: TokenBucket,
    connection: Connection,
    dispatch: Dispatch | None = None,
) -> str | None:
    """The one answer to a client's frame on ``connection`` (None: the table sent it
    already, on leaving); ``dispatch`` hands a valid message on (a seat's by default)."""
    paced = pace.take()
    text = frame.get("text")
    if text is None:
        return TableError("binary", "server.error.binary").to_text()
    try:  # a frame that was not UTF-8 comes with its bad bytes as lone surrogates
        size = len(text.encode()) if len(text) <= MAX_MESSAGE_BYTES else len(text)
    except UnicodeEncodeError as error:  # (server/ws_protocol.py)
        return TableError("not_utf8", "server.error.not_utf8", at=error.start).to_text()
    if size > MAX_MESSAGE_BYTES:
        return TableError("too_big", "server.error.too_big", most=MAX_MESSAGE_BYTES).to_text()
    try:
        raw = orjson.loads(text)
    except orjson.JSONDecodeError as error:
        return TableError("bad_json", "server.error.bad_json", reason=error.msg).to_text()
    usable, mid = message_id(raw)
    if not usable:
        return TableError(
            "bad_id", "server.error.bad_id", most=MAX_ID, length=MAX_ID_LENGTH
        ).to_text()
    if not paced:
        return TableError(
            "flood", "server.error.flood", rate=int(pace.rate), burst=int(pace.burst)
        ).to_text(mid)
    if not isinstance(raw, dict):
        return TableError("bad_message", "server.error.not_object").to_text()
    try:
        message = CLIENT_MESSAGE.validate_python(raw)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first.get("loc", ())) or "message"
        problem = str(first.get("msg", ""))
        return TableError(
            "bad_message", "server.error.bad_message", where=where, problem=problem
        ).to_text(mid)
    try:
        return await (dispatch or _dispatch)(message, table, token, connection)
    except TableError as error:
        return error.to_text(message.id)


async def _dispatch(
    message: Any, table: TableLike, token: str, connection: Connection
) -> str | None:
    """Hand a seat's valid message to the table; its answer as text."""
    if isinstance(message, MOVE_MESSAGES):
        answer = await table.request(Move(token, message))
        if answer is not None:
            return dumps({**answer, "id": message.id})
        if isinstance(message, PlayMessage | PinMessage):
            return dumps(
                {"type": "ack", "v": PROTOCOL_VERSION, "id": message.id,
                 "deprecated": deprecation(message.type)}
            )  # fmt: skip
    elif isinstance(message, ReadyMessage):
        await table.request(Ready(token))
    elif isinstance(message, ContinueMessage):
        await table.request(Continue(token))
    elif isinstance(message, SuggestMessage):
        suggestion = await table.request(Suggest(token))
        return dumps({**suggestion, "id": message.id})
    elif isinstance(message, LeaveMessage):
        await table.request(Leave(token, farewell=ack_text(message.id)))
        return None  # the ack went out before the table closed the connection
    elif isinstance(message, TeacherMessage):
        await table.request(Teacher(token, message.name, message.allow, message.spectator))
    elif isinstance(message, AskHandMessage | HintMessage):
        raise TableError("not_watching", "server.error.spectator_only")
    return ack_text(message.id)


#: The one step message that replaces each older move message, by an example of each.
STEP_EXAMPLES: dict[str, str] = {
    "play": '{"card": "3d", "signals": []}',
    "pin": '{"draw": {"from": "stock"}}',
}


def deprecation(old: str) -> dict[str, str]:
    """The note, in both languages, that the older move message ``old`` will be refused in
    the next release, and what to send instead."""
    example = STEP_EXAMPLES[old]
    return {lang: t("server.deprecated.move", lang, old=old, example=example) for lang in LANGS}


def ack_text(message_id: int | str | None) -> str:
    """The protocol's ack for a message, as JSON text (what is sent after every message)."""
    return dumps({"type": "ack", "v": PROTOCOL_VERSION, "id": message_id})
