"""``circolo serve``: run the Circolo server (HTTP, WebSocket play, saved games)."""

from __future__ import annotations

import argparse
import asyncio
import gc
import sys
from typing import Any

from circolo.cli_args import positive_int

DEFAULT_HOST = "0.0.0.0"  # reachable from the local network: friends join by address
DEFAULT_PORT = 8000
#: The garbage collector's thresholds while serving (Python's defaults: 700, 10, 10).
SERVER_GC_THRESHOLDS = (7000, 10, 100)


def add_parser(commands: Any) -> None:
    """Register ``circolo serve`` and its flags."""
    serve = commands.add_parser(
        "serve", help="run the server alone: tables, play over the network, saved games"
    )
    serve.add_argument(
        "--host", default=DEFAULT_HOST, help=f"address to listen on (default {DEFAULT_HOST})"
    )
    serve.add_argument(
        "--port", type=positive_int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})"
    )
    serve.add_argument(
        "--db",
        metavar="URL",
        help="database URL (default: a SQLite file in your data folder), "
        "e.g. sqlite:///circolo.db or postgresql://user:pass@host/circolo",
    )
    serve.add_argument(
        "--no-announce",
        action="store_true",
        help="do not announce the server and its tables on the local network (mDNS)",
    )


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted (Ctrl-C stops cleanly: every move is already saved)."""
    import uvicorn

    from circolo.server.app import create_app
    from circolo.storage.sql import SqlTableStore, default_db_url

    url = args.db or default_db_url()
    problem = check_database(url)
    if problem is not None:
        print(f"circolo serve: error: {problem}", file=sys.stderr)
        return 2

    async def open_store() -> SqlTableStore:
        return await SqlTableStore.open(url)

    app = create_app(open_store, announce=None if args.no_announce else (args.host, args.port))
    shown = "localhost" if args.host in ("0.0.0.0", "::") else args.host
    print(f"Circolo serves at http://{shown}:{args.port}/ (saved games: {url})", file=sys.stderr)
    # The cyclic garbage collector: what is loaded now (FastAPI, SQLAlchemy, pydantic...) is
    # never looked at again, and young objects are collected less often. Its pauses, tens
    # of milliseconds with a full heap, were the slowest broadcasts of a busy server.
    gc.freeze()
    gc.set_threshold(*SERVER_GC_THRESHOLDS)
    # No per-message compression: the snapshots are small and zlib would cost more CPU
    # than the loopback or LAN bandwidth it saves.
    uvicorn.run(
        app, host=args.host, port=args.port, log_level="warning", ws_per_message_deflate=False
    )
    return 0


def check_database(url: str) -> str | None:
    """Why the database at ``url`` cannot be used, or None when it opens (and is migrated).

    Opening once before serving refuses a database that is down or wrong now, in one
    sentence, rather than in a traceback when the server starts.
    """
    from circolo.storage.sql import DatabaseUrlError, database_url

    try:
        database_url(url)
        asyncio.run(_check(url))
    except DatabaseUrlError as error:
        return str(error)
    return None


async def _check(url: str) -> None:
    """Open and close the database once (migrating it), so that problems show before serving."""
    from circolo.storage.sql import SqlTableStore

    store = await SqlTableStore.open(url)
    await store.close()
