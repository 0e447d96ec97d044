"""The FastAPI application: the HTTP routes of interfaces.md and play over a WebSocket.

The routes and the socket only relay: every change goes to the table's own task, which
checks it with the engine; nothing a client says about the game is trusted.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError

from circolo import __version__
from circolo.server.game_info import pinnacola_info, tressette_info
from circolo.server.profiles import Profiles, clean_nickname
from circolo.server.protocol import (
    CLIENT_MESSAGE,
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    ContinueMessage,
    LeaveMessage,
    PinChoicesMessage,
    PingMessage,
    PinMessage,
    PlayMessage,
    ReadyMessage,
    SuggestMessage,
    dumps,
)
from circolo.server.seasons import Season, seasons_from_env
from circolo.server.table import READY_TIMEOUT_S, Table, TableError, ack_text
from circolo.server.tables import Lobby
from circolo.storage.base import TableStore
from circolo.storage.profiles import MemoryProfileStore, ProfileStore

#: Messages a connection may send per second before it is told to slow down.
RATE_PER_SECOND = 20.0
RATE_BURST = 40.0

_STATUS = {
    "no_table": 404,
    "bad_token": 403,
    "not_creator": 403,
    "bad_request": 422,
    "seat_taken": 409,
    "started": 409,
    "bad_profile": 403,
    "no_profile": 404,
    "no_season": 404,
}


StoreOpener = Callable[[], Awaitable[TableStore]]


def create_app(
    store: TableStore | StoreOpener,
    *,
    profiles: ProfileStore | None = None,
    ready_timeout_s: float = READY_TIMEOUT_S,
    announce: tuple[str, int] | None = None,
    seasons: dict[str, Season] | None = None,
) -> FastAPI:
    """The Circolo server application over ``store`` (tables resume at start-up).

    ``store`` may be a store, or an async function that opens one in the server's own
    event loop (database connections belong to the loop that made them). With ``announce``
    (host, port) the server and its waiting tables are announced on the local network.
    ``seasons`` name the date ranges with a Pinnacola leaderboard of their own (by default
    those of the ``CIRCOLO_SEASONS`` environment variable, server/seasons.py).
    """
    lobbies: list[Lobby] = []

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        opened = await store() if callable(store) else store
        profile_store = profiles if profiles is not None else _profile_store(opened)
        configured = seasons_from_env() if seasons is None else seasons
        lobby = Lobby(
            opened,
            profiles=Profiles(profile_store, configured),
            ready_timeout_s=ready_timeout_s,
        )
        lobbies.append(lobby)
        app.state.lobby = lobby
        await lobby.resume()
        announcing = (
            asyncio.get_running_loop().create_task(_announce(lobby, *announce))
            if announce is not None
            else None
        )
        yield
        if announcing is not None:
            announcing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await announcing
        await lobby.close()
        await opened.close()

    app = FastAPI(title="Circolo", version=__version__, lifespan=lifespan)

    def current() -> Lobby:
        return lobbies[-1]

    @app.exception_handler(TableError)
    async def table_error(_request: Request, error: TableError) -> JSONResponse:
        body = error.to_message()
        return JSONResponse(
            {"detail": body["message"], "code": error.code, "detail_it": body["message_it"]},
            status_code=_STATUS.get(error.code, 409),
        )

    @app.get("/api/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.post("/api/tables", status_code=201)
    async def create_table(body: dict[str, Any]) -> dict[str, Any]:
        table, tokens = await current().create(body)
        return {
            "id": table.id,
            "seats": table.stored.seats,
            "tokens": {str(seat): token for seat, token in tokens.items()},
        }

    @app.get("/api/tables")
    async def list_tables() -> list[dict[str, Any]]:
        return current().listing()

    @app.get("/api/tables/{table_id}")
    async def get_table(table_id: str) -> dict[str, Any]:
        return current().get(table_id).summary()

    @app.post("/api/tables/{table_id}/start")
    async def start_table(table_id: str, body: dict[str, Any]) -> dict[str, Any]:
        table = current().get(table_id)
        await table.request("start", token=_text(body.get("token")))
        return table.summary()

    @app.post("/api/tables/{table_id}/join", status_code=201)
    async def join_table(table_id: str, body: dict[str, Any]) -> dict[str, Any]:
        table = current().get(table_id)
        seat = body.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise TableError("bad_request", "server.error.seat_number")
        name = body.get("name")
        credentials = body.get("profile")
        profile = None
        if isinstance(credentials, dict):
            profile = await current().profiles.check(
                credentials.get("id"), credentials.get("secret")
            )
        token = await table.request(
            "join",
            seat=seat,
            name=name if isinstance(name, str) else (profile.nickname if profile else None),
            profile=profile.id if profile else None,
        )
        return {"seat": seat, "token": token}

    @app.post("/api/tables/{table_id}/leave")
    async def leave_table(table_id: str, body: dict[str, Any]) -> dict[str, Any]:
        table = current().get(table_id)
        await table.request("leave", token=_text(body.get("token")))
        return table.summary()

    @app.post("/api/profiles", status_code=201)
    async def create_profile(body: dict[str, Any]) -> dict[str, Any]:
        profile, secret = await current().profiles.create(body.get("nickname"))
        return {"id": profile.id, "secret": secret, "nickname": profile.nickname}

    @app.get("/api/profiles/{profile_id}")
    async def profile_statistics(profile_id: str) -> dict[str, Any]:
        return await current().profiles.statistics(profile_id)

    @app.post("/api/profiles/{profile_id}/rename")
    async def rename_profile(profile_id: str, body: dict[str, Any]) -> dict[str, Any]:
        service = current().profiles
        await service.check(profile_id, body.get("secret"))
        await service.store.rename(profile_id, clean_nickname(body.get("nickname")))
        return await service.statistics(profile_id)

    @app.post("/api/profiles/{profile_id}/reset")
    async def reset_profile(profile_id: str, body: dict[str, Any]) -> dict[str, Any]:
        service = current().profiles
        await service.check(profile_id, body.get("secret"))
        await service.store.reset_results(profile_id)
        return await service.statistics(profile_id)

    @app.get("/api/leaderboard")
    async def leaderboard(
        variant: str = "classico",
        limit: int = 50,
        game: str = "tressette",
        mode: str = "points",
        season: str | None = None,
    ) -> dict[str, Any]:
        limit = max(1, min(limit, 500))
        service = current().profiles
        if game == "pinnacola":
            rows = await service.pinnacola_leaderboard(mode, season, limit)
            return {
                "game": "pinnacola",
                "mode": mode,
                "season": season,
                "seasons": [s.to_json() for s in service.seasons.values()],
                "players": rows,
            }
        if game != "tressette":
            raise TableError("bad_request", "server.error.unknown_game", game=repr(game))
        rows = await service.leaderboard(variant, limit)
        return {"variant": variant, "players": rows}

    @app.get("/api/games/tressette")
    async def game_tressette() -> dict[str, Any]:
        return tressette_info()

    @app.get("/api/games/pinnacola")
    async def game_pinnacola() -> dict[str, Any]:
        return pinnacola_info()

    @app.get("/api/tables/{table_id}/record")
    async def table_record(table_id: str) -> dict[str, Any]:
        return current().get(table_id).record()

    @app.websocket("/api/tables/{table_id}/ws")
    async def play(websocket: WebSocket, table_id: str, token: str = "") -> None:
        await websocket.accept()
        try:
            table = current().get(table_id)
        except TableError as error:
            await websocket.send_json(error.to_message())
            await websocket.close(code=4404)
            return
        await _serve_seat(websocket, table, token)

    _mount_client(app)
    return app


#: The built browser client (web-src/ built by Vite), shipped inside the package.
WEB_DIR = Path(__file__).resolve().parent.parent / "web"


def _mount_client(app: FastAPI) -> None:
    """Serve the browser client at ``/`` (after the API routes, which take precedence)."""
    if (WEB_DIR / "index.html").is_file():
        app.mount("/", StaticFiles(directory=WEB_DIR, html=True), name="web")
        return

    @app.get("/", response_class=HTMLResponse)
    async def no_client() -> str:  # pragma: no cover - the build is committed
        return (
            "<!doctype html><title>Circolo</title><p>The browser client is not built: "
            "run <code>npm ci &amp;&amp; npm run build</code> in web-src/.</p>"
        )


#: Seconds between two looks at the waiting tables, for the local-network announcement.
ANNOUNCE_EVERY_S = 2.0


async def _announce(lobby: Lobby, host: str, port: int) -> None:
    """Announce the server on the local network and keep its list of waiting tables fresh."""
    from circolo.server.discovery import Announcer, TableSummary

    announcer = Announcer()
    try:
        await announcer.start(host, port)
        while True:
            waiting = [t for t in lobby.listing() if t["status"] == "waiting"]
            await announcer.update([TableSummary.from_table_json(t) for t in waiting])
            await asyncio.sleep(ANNOUNCE_EVERY_S)
    finally:
        await announcer.stop()


def _profile_store(store: object) -> ProfileStore:
    """The table store itself when it keeps profiles too (the SQL store), else memory."""
    needed = ("create_profile", "get_profile", "add_result", "leaderboard")
    if all(hasattr(store, name) for name in needed):
        return store  # type: ignore[return-value]
    return MemoryProfileStore()


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


async def _serve_seat(websocket: WebSocket, table: Table, token: str) -> None:
    """Relay one seat's connection: its messages to the table, the table's news to it."""
    outbox: asyncio.Queue[str] = asyncio.Queue()
    try:
        seat = await table.request("connect", token=token, send=outbox.put_nowait)
    except TableError as error:
        await websocket.send_json(error.to_message())
        await websocket.close(code=4403)
        return
    writer = asyncio.get_running_loop().create_task(_write(websocket, outbox))
    allowance, stamp = RATE_BURST, time.monotonic()
    try:
        while True:
            text = await websocket.receive_text()
            now = time.monotonic()
            allowance = min(RATE_BURST, allowance + (now - stamp) * RATE_PER_SECOND)
            stamp = now
            if allowance < 1:
                outbox.put_nowait(TableError("flood", "server.error.flood").to_text())
                continue
            allowance -= 1
            if await _handle(text, table, token, outbox):
                while not outbox.empty():  # the ack of "leave" goes out before closing
                    await websocket.send_text(outbox.get_nowait())
                await websocket.close()
                break
    except (WebSocketDisconnect, RuntimeError):
        pass  # the client went away (starlette raises a RuntimeError once the socket is gone)
    finally:
        with contextlib.suppress(Exception):
            await table.request("disconnect", seat=seat, send=outbox.put_nowait)
        writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await writer


async def _handle(text: str, table: Table, token: str, outbox: asyncio.Queue[str]) -> bool:
    """Answer one client message; True when the client left."""
    if len(text.encode()) > MAX_MESSAGE_BYTES:
        outbox.put_nowait(
            TableError("too_big", "server.error.too_big", most=MAX_MESSAGE_BYTES).to_text()
        )
        return False
    try:
        raw = json.loads(text)
    except ValueError:
        outbox.put_nowait(TableError("bad_json", "server.error.bad_json").to_text())
        return False
    message_id = raw.get("id") if isinstance(raw, dict) else None
    if not isinstance(message_id, int | str) or isinstance(message_id, bool):
        message_id = None
    try:
        message = CLIENT_MESSAGE.validate_python(raw)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first.get("loc", ())) or "message"
        outbox.put_nowait(
            TableError(
                "bad_message", "server.error.bad_message", where=where, problem=first.get("msg", "")
            ).to_text(message_id)
        )
        return False
    try:
        if isinstance(message, PlayMessage):
            await table.request("play", token=token, message=message)
        elif isinstance(message, ReadyMessage):
            await table.request("ready", token=token)
        elif isinstance(message, ContinueMessage):
            await table.request("continue", token=token)
        elif isinstance(message, SuggestMessage):
            suggestion = await table.request("suggest", token=token)
            outbox.put_nowait(dumps({**suggestion, "id": message.id}))
            return False
        elif isinstance(message, LeaveMessage):
            await table.request("leave", token=token)
            outbox.put_nowait(ack_text(message.id))
            return True
        elif isinstance(message, PinMessage):
            await table.request("pin", token=token, message=message)
        elif isinstance(message, PinChoicesMessage):
            choices = await table.request(
                "pin_choices", token=token, cards=message.cards, meld=message.meld
            )
            outbox.put_nowait(
                dumps(
                    {
                        "type": "pin_choices",
                        "v": PROTOCOL_VERSION,
                        "id": message.id,
                        "choices": choices,
                    }
                )
            )
            return False
        elif isinstance(message, PingMessage):
            pass
    except TableError as error:
        outbox.put_nowait(error.to_text(message.id))
        return False
    outbox.put_nowait(ack_text(message.id))
    return False


async def _write(websocket: WebSocket, outbox: asyncio.Queue[str]) -> None:
    """Send the seat's messages (JSON text, encoded once) in order until the connection ends."""
    while True:
        text = await outbox.get()
        await websocket.send_text(text)
