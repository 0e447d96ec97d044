"""A real server for the reliability tests: uvicorn on a loopback port, and clients for it.

The server runs in a thread of its own (its own event loop), so a test's clients talk to
it over real sockets: frames of every kind, clients that never read, closes with codes.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import orjson
import uvicorn
from fastapi import FastAPI
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from circolo.cli.play import free_port
from circolo.cli.serve import uvicorn_settings
from circolo.server.http_edge import Edge

#: Messages that answer a client's message (the others are the table's news).
ANSWERS = frozenset({"ack", "error", "suggestion", "pin_suggestion", "pin_choices"})


class LiveServer:
    """``app`` served by uvicorn on 127.0.0.1, in a thread of its own, behind ``edge`` (the
    default caps when None)."""

    def __init__(self, app: FastAPI, edge: Edge | None = None) -> None:
        self.app = app
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        settings = uvicorn_settings(edge)
        #: The connections the server counts, per address and in all (server/http_edge.py).
        self.gate = settings["http"].gate
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, **settings)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def start(self) -> None:
        """Start serving; return once the server listens."""
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        """Stop serving (the lobby closes its tables) and wait for the thread."""
        self.server.should_exit = True
        self.thread.join(timeout=20)

    def http(
        self, method: str, path: str, body: object = None, *, raw: bytes | None = None
    ) -> tuple[int, Any]:
        """One HTTP request: its status and its JSON answer (None when it has none)."""
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        request = urllib.request.Request(
            self.url + path, data=data, method=method, headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=20) as answer:
                status, text = answer.status, answer.read()
        except urllib.error.HTTPError as error:
            status, text = error.code, error.read()
        try:
            return status, json.loads(text) if text else None
        except ValueError:
            return status, text.decode(errors="replace")

    def create(self, **body: Any) -> dict[str, Any]:
        """A new table (201 expected): its id, seats and tokens."""
        status, answer = self.http("POST", "/api/tables", {"ai_delay_ms": 0, **body})
        assert status == 201, answer
        created: dict[str, Any] = answer
        return created

    def socket_url(self, table: str, token: str) -> str:
        """A seat's WebSocket address."""
        return f"ws://127.0.0.1:{self.port}/api/tables/{table}/ws?token={token}"


@contextmanager
def serving(app: FastAPI, edge: Edge | None = None) -> Iterator[LiveServer]:
    """``app`` served for the length of a ``with`` block."""
    live = LiveServer(app, edge)
    live.start()
    try:
        yield live
    finally:
        live.stop()


def ended(client: socket.socket, within: float = 10.0) -> bytes | None:
    """What the server answered before closing ``client`` (b"" when it reset it first), or
    None when it is still open after ``within`` seconds."""
    client.settimeout(within)
    answer = b""
    try:
        while chunk := client.recv(65536):
            answer += chunk
    except (ConnectionResetError, BrokenPipeError):
        return answer
    except TimeoutError:
        return None
    return answer


#: Every client opened by the test running now (closed after it: tests/reliability/conftest.py).
OPENED: list[Seat] = []


class Seat:
    """One seat's client: the answers to its messages apart from the table's news."""

    def __init__(self, socket: ClientConnection) -> None:
        self.socket = socket
        self.state: dict[str, Any] | None = None
        self.answers: list[dict[str, Any]] = []
        self.news: list[dict[str, Any]] = []

    @classmethod
    async def open(cls, live: LiveServer, table: str, token: str) -> Seat:
        """Connect to a seat (no compression, as the browser)."""
        socket = await connect(live.socket_url(table, token), compression=None, max_size=None)
        seat = cls(socket)
        OPENED.append(seat)
        return seat

    async def send(self, message: object) -> None:
        """Send a message as JSON text."""
        await self.socket.send(orjson.dumps(message).decode())

    async def send_raw(self, frame: str | bytes) -> None:
        """Send a frame as it is (text or binary)."""
        await self.socket.send(frame)

    async def _next(self, timeout: float) -> dict[str, Any]:
        text = await asyncio.wait_for(self.socket.recv(), timeout)
        message: dict[str, Any] = orjson.loads(text)
        if message["type"] == "state":
            self.state = message
        elif message["type"] == "presence" and self.state is not None:
            self.state["seats"][message["seat"]["seat"]] = message["seat"]
        return message

    async def answer(self, timeout: float = 10.0) -> dict[str, Any]:
        """The next answer to a message sent (news that comes first is kept)."""
        if self.answers:
            return self.answers.pop(0)
        while True:
            message = await self._next(timeout)
            if message["type"] in ANSWERS:
                return message
            self.news.append(message)

    async def until(
        self, stop: Callable[[dict[str, Any]], bool], timeout: float = 20.0
    ) -> dict[str, Any]:
        """The first snapshot (a presence applied to it counts) for which ``stop`` holds."""
        deadline = time.monotonic() + timeout
        if self.state is not None and stop(self.state):
            return self.state
        while True:
            message = await self._next(max(deadline - time.monotonic(), 0.01))
            if message["type"] in ANSWERS:
                self.answers.append(message)
            elif self.state is not None and stop(self.state):
                return self.state

    async def closed(self, timeout: float = 10.0) -> tuple[int | None, str]:
        """Wait for the server to close the socket: its close code and reason."""
        try:
            while True:
                await self._next(timeout)
        except ConnectionClosed as closed:
            frame = closed.rcvd
            return (frame.code, frame.reason) if frame is not None else (None, "")

    async def close(self) -> None:
        """Close from this side."""
        await self.socket.close()


def my_turn(state: dict[str, Any]) -> bool:
    """Whether the snapshot's seat is to move."""
    view = state["view"]
    return state["phase"] == "play" and view is not None and view["to_move"] == state["you"]
