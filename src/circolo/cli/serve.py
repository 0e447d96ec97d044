"""``circolo serve``: run the Circolo server (HTTP, WebSocket play, saved games)."""

from __future__ import annotations

import argparse
import asyncio
import gc
import sys
from typing import TYPE_CHECKING, Any

from circolo.cli.args import non_negative_float, positive_float, positive_int
from circolo.server.limits import Limits

if TYPE_CHECKING:
    from circolo.server.http_edge import Edge

DEFAULT_HOST = "0.0.0.0"  # reachable from the local network: friends join by address
DEFAULT_PORT = 8000
#: How uvicorn serves: no per-message compression (the snapshots are small and zlib would
#: cost more CPU than the bandwidth it saves), and no WebSocket frame above 1 MiB is read
#: (the protocol's messages are at most 4 KiB: up to 1 MiB they are answered too_big; a
#: bigger frame closes the connection with 1009).
UVICORN_SETTINGS: dict[str, Any] = {
    "log_level": "warning",
    "ws_per_message_deflate": False,
    "ws_max_size": 1024 * 1024,
}


def uvicorn_settings(edge: Edge | None = None) -> dict[str, Any]:
    """:data:`UVICORN_SETTINGS` and the edge's (server/http_edge.py: the default caps when
    ``edge`` is None): HTTP and WebSocket protocols that count every connection against its
    address's cap and the open-files limit (raised to the most allowed here), bound and time
    each request's head, and let a closed connection leave memory at once; forwarded headers
    believed only from the proxies named. Imported here, not by every command."""
    from circolo.server.edge_protocol import edge_settings
    from circolo.server.http_edge import Edge

    return {**UVICORN_SETTINGS, **edge_settings(edge or Edge())}


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
    serve.add_argument(
        "--public-url",
        metavar="URL",
        help="the address people open (a server behind a name or a proxy, e.g. "
        "https://circolo.example.org/): the lobby and the invitations send it instead of "
        "this machine's network addresses",
    )
    serve.add_argument(
        "--forwarded-allow-ips",
        type=proxy_addresses,
        default=(),
        metavar="ADDRESSES",
        help="the proxies (e.g. HAProxy: deploy/haproxy.cfg) whose X-Forwarded-For header "
        "names the client, comma-separated addresses or networks, e.g. 10.0.0.2 or "
        "127.0.0.1; every other client is counted by its own address (default: none, "
        "not even this machine)",
    )
    cluster = serve.add_argument_group(
        "cluster (several processes and machines as one club: docs/operations.md)"
    )
    cluster.add_argument(
        "--redis",
        metavar="URL",
        help="make this process a node of a cluster: redis://[:PASSWORD@]HOST:PORT/DB, with a "
        "PostgreSQL --db shared by every node",
    )
    cluster.add_argument(
        "--workers",
        type=positive_int,
        default=1,
        help="node processes sharing the port on this machine (with --redis; default 1)",
    )
    cluster.add_argument(
        "--cluster-name",
        default="circolo",
        metavar="NAME",
        help="the cluster's name in Redis (two clusters may share one Redis; default circolo)",
    )
    add_limit_arguments(serve)


def add_limit_arguments(parser: Any) -> None:
    """The caps a stranger cannot get past (server/limits.py), and ``--api-docs``."""
    defaults = Limits()
    caps = parser.add_argument_group("limits (what one client, one address, the server may ask)")
    caps.add_argument(
        "--max-tables",
        type=positive_int,
        default=defaults.max_tables,
        help=f"tables waiting or playing at once (default {defaults.max_tables})",
    )
    caps.add_argument(
        "--tables-per-address",
        type=positive_int,
        default=defaults.tables_per_address,
        metavar="N",
        help="tables waiting or playing that one address may have made "
        f"(default {defaults.tables_per_address})",
    )
    caps.add_argument(
        "--max-evenings",
        type=positive_int,
        default=defaults.max_evenings,
        metavar="N",
        help=f"club evenings waiting or playing at once (default {defaults.max_evenings})",
    )
    caps.add_argument(
        "--evenings-per-address",
        type=positive_int,
        default=defaults.evenings_per_address,
        metavar="N",
        help="club evenings waiting or playing that one address may have made "
        f"(default {defaults.evenings_per_address})",
    )
    caps.add_argument(
        "--evening-gather-seconds",
        type=positive_float,
        default=defaults.evening_gather_s,
        metavar="S",
        help="how long an evening's table waits for its people before the computer plays "
        f"for those not there yet (default {defaults.evening_gather_s:g})",
    )
    caps.add_argument(
        "--waiting-table-minutes",
        type=positive_float,
        default=defaults.waiting_table_s / 60,
        metavar="M",
        help="minutes a table that never started waits with nobody connected to it, then "
        f"it is closed (default {defaults.waiting_table_s / 60:g})",
    )
    caps.add_argument(
        "--away-table-minutes",
        type=non_negative_float,
        default=defaults.away_table_s / 60,
        metavar="M",
        help="minutes a single player's table waits for its player, then the computer plays "
        f"their seat to the end; 0: for ever (default {defaults.away_table_s / 60:g})",
    )
    caps.add_argument(
        "--tables-per-minute",
        type=positive_int,
        default=int(defaults.creations_per_minute),
        metavar="N",
        help="tables (and profiles) one address may create a minute "
        f"(default {int(defaults.creations_per_minute)})",
    )
    caps.add_argument(
        "--table-burst",
        type=positive_int,
        default=defaults.creation_burst,
        metavar="N",
        help=f"of which at once (default {defaults.creation_burst})",
    )
    caps.add_argument(
        "--connections-per-address",
        type=positive_int,
        default=defaults.connections_per_address,
        metavar="N",
        help="open connections per address, HTTP and WebSocket "
        f"(default {defaults.connections_per_address})",
    )
    caps.add_argument(
        "--watches-per-minute",
        type=positive_int,
        default=int(defaults.watches_per_minute),
        metavar="N",
        help="spectators' sockets one address may open a minute "
        f"(default {int(defaults.watches_per_minute)}, bursts of {defaults.watch_burst})",
    )
    caps.add_argument(
        "--finished-table-minutes",
        type=non_negative_float,
        default=defaults.finished_ttl_s / 60,
        metavar="M",
        help="minutes a finished table stays in memory; its record is served from the "
        f"database after (default {defaults.finished_ttl_s / 60:g})",
    )
    caps.add_argument(
        "--ai-threads",
        type=positive_int,
        default=defaults.ai_threads,
        metavar="N",
        help=f"threads the AI players think in, at least 2 (default {defaults.ai_threads})",
    )
    parser.add_argument(
        "--api-docs",
        action="store_true",
        help="serve the API's documentation at /docs, /redoc and /openapi.json",
    )
    parser.add_argument(
        "--metrics",
        action="store_true",
        help="serve /api/metrics: how long the tables take to answer, by request",
    )


def proxy_addresses(text: str) -> tuple[str, ...]:
    """An argparse type: the proxies ``--forwarded-allow-ips`` names, each an IP address or
    network (``*`` refused: every client could then name any address)."""
    from circolo.server.http_edge import trusted_proxies

    try:
        return trusted_proxies(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def edge_of(args: argparse.Namespace) -> Edge:
    """The edge's caps the flags ask for: the connections per address the limits allow, and
    the proxies believed."""
    from circolo.server.http_edge import Edge

    return Edge(
        connections_per_address=args.connections_per_address,
        trusted_proxies=tuple(getattr(args, "forwarded_allow_ips", ())),
    )


def limits_of(args: argparse.Namespace) -> Limits:
    """The caps the flags ask for (a usage error when one makes no sense)."""
    try:
        return Limits(
            max_tables=args.max_tables,
            tables_per_address=args.tables_per_address,
            max_evenings=args.max_evenings,
            evenings_per_address=args.evenings_per_address,
            evening_gather_s=args.evening_gather_seconds,
            waiting_table_s=args.waiting_table_minutes * 60,
            away_table_s=args.away_table_minutes * 60,
            creations_per_minute=float(args.tables_per_minute),
            watches_per_minute=float(args.watches_per_minute),
            creation_burst=args.table_burst,
            connections_per_address=args.connections_per_address,
            finished_ttl_s=args.finished_table_minutes * 60,
            ai_threads=args.ai_threads,
        )
    except ValueError as error:
        raise SystemExit(f"circolo: error: {error}") from None


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted (Ctrl-C stops cleanly: every move is already saved)."""
    import uvicorn

    from circolo.server.app import create_app
    from circolo.server.sharing import public_url
    from circolo.storage.sql import SqlTableStore, default_db_url

    shared_at = None
    if args.public_url is not None:
        try:
            shared_at = public_url(args.public_url)
        except ValueError as error:
            print(f"circolo serve: error: {error}", file=sys.stderr)
            return 2
    url = args.db or default_db_url()
    problem = cluster_problem(args, url) or check_database(url)
    if problem is None and args.redis is not None:
        problem = check_redis(args.redis)
    if problem is not None:
        print(f"circolo serve: error: {problem}", file=sys.stderr)
        return 2
    edge = edge_of(args)
    from circolo.server.http_edge import descriptor_limit

    short = edge.room_problem(descriptor_limit())
    if short is not None:
        print(f"circolo serve: warning: {short}", file=sys.stderr)

    async def open_store() -> SqlTableStore:
        return await SqlTableStore.open(url)

    def make_app() -> Any:
        return create_app(
            open_store,
            announce=None if args.no_announce else (args.host, args.port),
            limits=limits_of(args),
            api_docs=args.api_docs,
            metrics=args.metrics,
            scheduled_gc=True,
            listening=(args.host, args.port),
            public_url=shared_at,
            cluster=node_maker(args.redis, args.cluster_name) if args.redis else None,
        )

    shown = "localhost" if args.host in ("0.0.0.0", "::") else args.host
    if args.workers > 1:
        from circolo.cli.workers import serve_workers

        print(
            f"Circolo serves at http://{shown}:{args.port}/ with {args.workers} node processes "
            f"(saved games: {shown_db(url)})",
            file=sys.stderr,
        )
        return serve_workers(make_app, args.host, args.port, args.workers, edge)
    app = make_app()
    print(
        f"Circolo serves at http://{shown}:{args.port}/ (saved games: {shown_db(url)})",
        file=sys.stderr,
    )
    # What is loaded now (FastAPI, SQLAlchemy, pydantic...) is never looked at again by the
    # garbage collector, which runs on a schedule while serving (server/collector.py).
    gc.freeze()
    uvicorn.run(app, host=args.host, port=args.port, **uvicorn_settings(edge))
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


def cluster_problem(args: argparse.Namespace, db_url: str) -> str | None:
    """Why the cluster flags cannot be used together, or None."""
    if args.redis is None:
        if args.workers > 1:
            return (
                f"--workers {args.workers} needs --redis: processes sharing a port are the "
                "nodes of a cluster (docs/operations.md); without --redis, serve one process"
            )
        return None
    if not db_url.startswith(("postgresql://", "postgresql+asyncpg://")):
        return (
            "--redis needs a PostgreSQL --db shared by every node (e.g. "
            "postgresql://circolo:PASSWORD@db-host/circolo): SQLite is one machine's file"
        )
    if not args.redis.startswith(("redis://", "rediss://", "unix://")):
        return f"--redis {args.redis!r} is not a Redis URL; write redis://[:PASSWORD@]HOST:PORT/DB"
    return None


def check_redis(url: str) -> str | None:
    """Why the Redis at ``url`` cannot be used, or None when it answers."""
    return asyncio.run(_ping(url))


async def _ping(url: str) -> str | None:
    from redis.asyncio import Redis
    from redis.exceptions import RedisError

    try:
        client = Redis.from_url(url, socket_connect_timeout=5)
    except ValueError as error:
        return f"--redis: {error}"
    try:
        await client.ping()
    except RedisError as error:
        return f"cannot reach Redis at --redis: {error}; check that it runs there and the password"
    finally:
        await client.aclose()
    return None


def node_maker(redis_url: str, cluster_name: str) -> Any:
    """What makes this process's node of the cluster, in the server's event loop."""

    def make() -> Any:
        from circolo.server.cluster.node import ClusterNode

        return ClusterNode.from_url(redis_url, prefix=cluster_name)

    return make


def shown_db(url: str) -> str:
    """A database URL as the server prints it: without its password."""
    from circolo.storage.sql import database_url

    return database_url(url).render_as_string(hide_password=True)
