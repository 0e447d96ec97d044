"""``circolo`` with no command: start the server and open the browser at the table.

This is the Quick start: one command, and the player sits at the table. The server listens
at the same address every time (port 8733, or the next free one of ten): a browser remembers
your name, settings and seats by the page's address, port included, so a new port at every
start would forget them all. A Circolo already running there is opened instead of a second
one. The server listens
on every interface, so that friends on the same network join at the machine's local-network
address (printed, and shown in the lobby with a QR code of each table's link);
``--local-only`` keeps it private to this machine. Ctrl-C stops the server cleanly (every
move is already saved, so an unfinished game can be resumed).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import socket
import sys
import threading
import time
import urllib.request
import webbrowser
from dataclasses import dataclass
from typing import Any

LOCALHOST = "127.0.0.1"
#: Every interface: friends on the local network reach the table.
EVERY_INTERFACE = "0.0.0.0"
#: Where ``circolo`` listens unless told otherwise: the same address at every start.
DEFAULT_PORT = 8733
#: How many ports from DEFAULT_PORT on are tried before any free one is taken.
PORTS_TRIED = 10


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The flags of the bare ``circolo`` command."""
    parser.add_argument(
        "--port",
        type=int,
        default=0,
        help=f"port of the local server (default: {DEFAULT_PORT}, or the next free one)",
    )
    parser.add_argument(
        "--db", metavar="URL", help="database URL (default: a SQLite file in your data folder)"
    )
    parser.add_argument(
        "--no-browser", action="store_true", help="print the address but do not open a browser"
    )
    parser.add_argument(
        "--local-only",
        action="store_true",
        help="listen on this machine only: friends on the network cannot join "
        "(default: reachable on the local network)",
    )


def listen_host(args: argparse.Namespace) -> str:
    """Where the server listens: every interface, or loopback with ``--local-only``."""
    return LOCALHOST if args.local_only else EVERY_INTERFACE


def free_port(host: str = LOCALHOST) -> int:
    """A port nobody listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


def is_circolo(port: int) -> bool:
    """Whether a Circolo answers on this machine at ``port``."""
    try:
        url = f"http://{LOCALHOST}:{port}/api/games"
        with urllib.request.urlopen(url, timeout=2) as answer:
            games = json.load(answer).get("games")
    except (OSError, ValueError, AttributeError):
        return False
    return (  # the club's games, each with its variants (docs/interfaces.md)
        isinstance(games, list)
        and bool(games)
        and all(isinstance(game, dict) and {"name", "variants"} <= game.keys() for game in games)
    )


def _bindable(host: str, port: int) -> bool:
    """Whether a server could listen at ``host``:``port`` now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return False
        return True


@dataclass(frozen=True)
class PortChoice:
    """Where ``circolo`` goes: a port to listen at, or one where a Circolo already runs."""

    port: int
    running: bool = False


def choose_port(
    host: str,
    asked: int = 0,
    *,
    reuse: bool = True,
    preferred: int = DEFAULT_PORT,
    tries: int = PORTS_TRIED,
) -> PortChoice:
    """The port ``circolo`` serves at: the one asked for, else the first of ``tries`` ports
    from ``preferred`` that is free or (with ``reuse``) where a Circolo already runs, to be
    opened rather than started twice; else any free one. A port asked for that something else
    holds is returned as it is (listening there fails with a sentence)."""
    for port in [asked] if asked else range(preferred, preferred + tries):
        if _bindable(host, port):
            return PortChoice(port)
        if reuse and is_circolo(port):
            return PortChoice(port, running=True)
    return PortChoice(asked or free_port(host))


def run(args: argparse.Namespace) -> int:
    """Serve, open the browser at the table on this machine, and stop on Ctrl-C."""
    import uvicorn

    from circolo.cli.serve import check_database, uvicorn_settings
    from circolo.server.app import create_app
    from circolo.server.sharing import Sharing
    from circolo.storage.sql import SqlTableStore, default_db_url

    url = args.db or default_db_url()
    problem = check_database(url)
    if problem is not None:
        print(f"circolo: error: {problem}", file=sys.stderr)
        return 2
    host = listen_host(args)
    if args.port and not 0 < args.port < 65536:
        print(f"circolo: error: --port must be 1 to 65535, not {args.port}", file=sys.stderr)
        return 2
    # a Circolo found at the port asked for, or at the usual one without another database
    choice = choose_port(host, args.port, reuse=bool(args.port) or not args.db)
    port = choice.port
    if choice.running:
        return _open_running(f"http://localhost:{port}/", not args.no_browser)

    async def open_store() -> SqlTableStore:
        return await SqlTableStore.open(url)

    address = f"http://localhost:{port}/"
    app = create_app(open_store, scheduled_gc=True, listening=(host, port))
    config = uvicorn.Config(app, host=host, port=port, **uvicorn_settings())
    server = uvicorn.Server(config)
    friends = None if args.local_only else Sharing(host, port).urls(address)
    threading.Thread(
        target=_announce_when_up, args=(server, address, friends, not args.no_browser),
        daemon=True,
    ).start()  # fmt: skip
    with contextlib.suppress(KeyboardInterrupt):  # uvicorn handles Ctrl-C itself
        server.run()
    if not server.started:
        print(f"circolo: error: could not listen on {host}:{port}", file=sys.stderr)
        return 1
    print("Circolo stopped. Your games are saved.", file=sys.stderr)
    return 0


def open_browser_at(address: str) -> bool:
    """Open the player's browser at ``address``; where none can be opened (no browser on this
    machine, none registered, a server without a screen) say so with the address to open, and
    return False."""
    try:
        opened = webbrowser.open(address)
    except webbrowser.Error:
        opened = False
    if not opened:
        print(
            f"No web browser could be opened on this machine: open {address} in one yourself.",
            file=sys.stderr,
            flush=True,
        )
    return opened


def _open_running(address: str, open_browser: bool) -> int:
    """A Circolo already serves at ``address``: open it rather than start a second one."""
    print(f"Circolo is already running at {address} — opening it.", file=sys.stderr, flush=True)
    if open_browser:
        open_browser_at(address)
    return 0


def _announce_when_up(
    server: Any, address: str, friends: list[str] | None, open_browser: bool
) -> None:
    """Print the addresses (and open the browser) once the server listens: this machine's,
    and the ones friends on the same network open (None: ``--local-only``)."""
    deadline = time.monotonic() + 30
    while not server.started and time.monotonic() < deadline and not server.should_exit:
        time.sleep(0.05)
    if not server.started:
        return
    print(f"Circolo is at {address} — press Ctrl-C to stop.", file=sys.stderr, flush=True)
    if friends is None:
        print("Only this computer can reach it (--local-only).", file=sys.stderr, flush=True)
    else:
        shown = " or ".join(friends)
        print(f"Friends on the same network open {shown}", file=sys.stderr, flush=True)
    if open_browser:
        open_browser_at(address)
