"""``circolo serve``: run the Circolo server (HTTP, WebSocket play, saved games)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from circolo.cli_args import positive_int

DEFAULT_HOST = "0.0.0.0"  # reachable from the local network: friends join by address
DEFAULT_PORT = 8000


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


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted (Ctrl-C stops cleanly: every move is already saved)."""
    import uvicorn

    from circolo.server.app import create_app
    from circolo.storage.sql import SqlTableStore, database_url, default_db_url

    url = args.db or default_db_url()
    database_url(url)  # a wrong URL is refused now, in one sentence, not at the first request

    async def open_store() -> SqlTableStore:
        return await SqlTableStore.open(url)

    app = create_app(open_store)
    shown = "localhost" if args.host in ("0.0.0.0", "::") else args.host
    print(f"Circolo serves at http://{shown}:{args.port}/ (saved games: {url})", file=sys.stderr)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")
    return 0
