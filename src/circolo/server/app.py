"""The FastAPI application: the HTTP routes of docs/interfaces.md and play over a WebSocket.

The routes and the socket only relay: every change goes to the table's own task, which
checks it with the engine; nothing a client says about the game is trusted. Whatever a
client sends gets an answer that says what was wrong — a body that cannot be read (400),
one that does not fit (422, naming the field), too much too fast (429), a server at its
caps, a database that is down or a cluster whose Redis is (503) — and never a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, cast

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import DBAPIError, OperationalError

from circolo import __version__
from circolo.core.hosting.refusals import TableError
from circolo.play.table import READY_TIMEOUT_S
from circolo.server.analyses import MAX_RECORD_BYTES
from circolo.server.cluster.evenings import EveningLeases
from circolo.server.cluster.node import ClusterNode
from circolo.server.cluster.outage import REDIS_DOWN
from circolo.server.collector import ScheduledCollector
from circolo.server.evenings import EVENING_POLL_S, BoardTables, Evenings
from circolo.server.http_input import ReadableBodies, refusal, validation_answer
from circolo.server.limits import Limits
from circolo.server.profiles import Profiles
from circolo.server.routers import analysis as analysis_routes
from circolo.server.routers import evenings as evening_routes
from circolo.server.routers import games as games_routes
from circolo.server.routers import profiles as profile_routes
from circolo.server.routers import sharing as sharing_routes
from circolo.server.routers import tables as table_routes
from circolo.server.schemas.health import Health, Metrics
from circolo.server.schemas.refusals import ANY_ROUTE
from circolo.server.seasons import Season, seasons_from_env
from circolo.server.sharing import Sharing
from circolo.server.tables import Lobby
from circolo.storage.base import TableStore
from circolo.storage.evenings import EveningStore, MemoryEveningStore
from circolo.storage.profiles import MemoryProfileStore, ProfileStore

log = logging.getLogger(__name__)

StoreOpener = Callable[[], Awaitable[TableStore]]


def create_app(
    store: TableStore | StoreOpener,
    *,
    profiles: ProfileStore | None = None,
    ready_timeout_s: float = READY_TIMEOUT_S,
    announce: tuple[str, int] | None = None,
    seasons: dict[str, Season] | None = None,
    limits: Limits | None = None,
    api_docs: bool = False,
    scheduled_gc: bool = False,
    listening: tuple[str, int] | None = None,
    public_url: str | None = None,
    metrics: bool = False,
    cluster: Callable[[], ClusterNode] | None = None,
    board_tables: Callable[[Lobby], BoardTables] | None = None,
    evening_poll_s: float = EVENING_POLL_S,
) -> FastAPI:
    """The Circolo server application over ``store`` (tables resume at start-up).

    ``store`` may be a store, or an async function that opens one in the server's own
    event loop (database connections belong to the loop that made them). With ``announce``
    (host, port) the server and its waiting tables are announced on the local network.
    ``seasons`` name the date ranges with a Pinnacola leaderboard of their own (by default
    those of the ``CIRCOLO_SEASONS`` environment variable, server/seasons.py). ``limits``
    are the caps of server/limits.py; ``api_docs`` serves ``/docs``, ``/redoc`` and
    ``/openapi.json`` (off by default: a club's server does not publish its insides);
    ``scheduled_gc`` runs Python's garbage collector on a schedule while serving
    (server/collector.py: what ``circolo serve`` does). ``listening`` (host, port) is where
    the server listens, for the addresses the lobby tells friends (server/sharing.py);
    ``public_url`` the address to tell them instead (a server behind a name or a proxy).
    ``metrics`` serves ``GET /api/metrics``: how long the tables take to answer
    (server/metrics.py; off by default, like the API's documentation). ``cluster`` makes
    the node of a cluster this server is (``circolo serve --redis``; called in the server's
    own event loop, as ``store``): tables are owned, relayed and taken over through Redis.
    ``board_tables`` gives what plays club evenings' rounds (server/evenings.py; by default
    the lobby), whose drivers look at their tables every ``evening_poll_s`` seconds.
    """
    chosen = limits or Limits()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        opened = await store() if callable(store) else store
        profile_store = profiles if profiles is not None else _profile_store(opened)
        configured = seasons_from_env() if seasons is None else seasons
        lobby = Lobby(
            opened,
            profiles=Profiles(profile_store, configured),
            ready_timeout_s=ready_timeout_s,
            limits=chosen,
            cluster=cluster() if cluster is not None else None,
        )
        app.state.lobby = lobby
        app.state.connections = lobby.connections
        collector = ScheduledCollector() if scheduled_gc else None
        if collector is not None:
            collector.start()
        tables = board_tables(lobby) if board_tables is not None else _board_tables(lobby)
        evenings = Evenings(
            _evening_store(opened),
            tables,
            chosen,
            poll_s=evening_poll_s,
            profiles=lobby.profiles,
            leases=EveningLeases.of(lobby.cluster) if lobby.cluster is not None else None,
        )
        app.state.evenings = evenings
        await lobby.resume()
        await evenings.resume()  # in a cluster: those that no node drives, under a lease
        announcing = (
            asyncio.get_running_loop().create_task(_announce(lobby, *announce, public_url))
            if announce is not None
            else None
        )
        yield
        if announcing is not None:
            announcing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await announcing
        await evenings.close()
        await lobby.close()
        await opened.close()
        if collector is not None:
            await collector.stop()

    app = FastAPI(
        title="Circolo",
        version=__version__,
        lifespan=lifespan,
        docs_url="/docs" if api_docs else None,
        redoc_url="/redoc" if api_docs else None,
        openapi_url="/openapi.json" if api_docs else None,
    )
    app.add_middleware(ReadableBodies, larger={"/api/analysis": MAX_RECORD_BYTES})
    host, port = listening if listening is not None else (None, None)
    app.state.sharing = Sharing(host, port, public_url)

    @app.exception_handler(TableError)
    async def table_error(_request: Request, error: TableError) -> JSONResponse:
        return JSONResponse(error.to_http(), status_code=error.http_status)

    app.add_exception_handler(RequestValidationError, validation_answer)

    @app.exception_handler(DBAPIError)
    @app.exception_handler(OperationalError)
    @app.exception_handler(OSError)
    async def store_down(_request: Request, error: Exception) -> JSONResponse:
        log.warning("the database did not answer: %s: %s", type(error).__name__, error)
        return refusal(503, "store_down", "server.error.store_down")

    async def cluster_down(_request: Request, error: Exception) -> JSONResponse:
        log.warning("Redis did not answer: %s: %s", type(error).__name__, error)
        return refusal(503, "cluster_down", "server.error.cluster_down")

    for redis_down in REDIS_DOWN:  # whatever needed Redis and was not refused on the way
        app.add_exception_handler(redis_down, cluster_down)

    @app.exception_handler(Exception)
    async def internal(_request: Request, error: Exception) -> JSONResponse:
        log.error("a request failed: %s: %s", type(error).__name__, error)
        return refusal(500, "internal", "server.error.internal", detail=type(error).__name__)

    @app.get("/api/health", response_model=Health, responses=ANY_ROUTE)
    async def health() -> dict[str, str]:
        """Whether the server answers."""
        return {"status": "ok"}

    if metrics:

        @app.get("/api/metrics", response_model=Metrics, responses=ANY_ROUTE)
        async def answer_times(request: Request) -> dict[str, Any]:
            """How long the tables' requests took since the server started, by action."""
            lobby: Lobby = request.app.state.lobby
            return {**lobby.metrics.json(), "tables_live": lobby.live_count()}

    app.include_router(table_routes.router)
    app.include_router(profile_routes.router)
    app.include_router(games_routes.router)
    app.include_router(sharing_routes.router)
    app.include_router(analysis_routes.router)
    app.include_router(evening_routes.router)
    _mount_client(app)
    return app


#: The built browser client (web-src/ built by Vite), shipped inside the package.
WEB_DIR = Path(__file__).resolve().parent.parent / "web"


def _mount_client(app: FastAPI) -> None:
    """Serve the browser client at ``/`` (after the API routes, which take precedence)."""
    if (WEB_DIR / "index.html").is_file():
        app.mount("/", StaticFiles(directory=WEB_DIR, html=True), name="web")
        return

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def no_client() -> str:  # pragma: no cover - the build is committed
        return (
            "<!doctype html><title>Circolo</title><p>The browser client is not built: "
            "run <code>npm ci &amp;&amp; npm run build</code> in web-src/.</p>"
        )


#: Seconds between two looks at the waiting tables, for the local-network announcement.
ANNOUNCE_EVERY_S = 2.0


async def _announce(lobby: Lobby, host: str, port: int, public_url: str | None) -> None:
    """Announce the server on the local network and keep its list of waiting tables fresh
    (``public_url``: the one address to open, announced beside this machine's)."""
    from circolo.server.discovery import Announcer
    from circolo.server.discovery_txt import TableSummary

    announcer = Announcer(public_url=public_url)
    try:
        await announcer.start(host, port)
        while True:
            with contextlib.suppress(TableError):  # a cluster without Redis: next time
                waiting = await lobby.listing("waiting")
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


def _evening_store(store: object) -> EveningStore:
    """The table store itself when it keeps evenings too (memory, SQL), else memory."""
    needed = ("create_evening", "load_evening", "update_evening", "live_evening_ids")
    if all(hasattr(store, name) for name in needed):
        return cast(EveningStore, store)
    return MemoryEveningStore()


def _board_tables(lobby: Lobby) -> BoardTables:
    """The lobby, which makes the board tables of evenings' rounds (server/board_tables.py)."""
    return lobby
