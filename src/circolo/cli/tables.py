"""``circolo tables``: the Circolo servers and waiting tables found on the local network.

Servers announce themselves over mDNS/DNS-SD (docs/discovery.md); this command listens for
``--timeout`` seconds and lists what answered, with the address to open in a browser.
Joining by address works whether or not a server is listed. ``--json`` prints one object,
``{"servers": [...]}``, each server as :meth:`FoundServer.to_dict` writes it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the command line starts without loading zeroconf
    from circolo.server.discovery import FoundServer
    from circolo.server.discovery_txt import TableSummary

EXIT_OK = 0
EXIT_INTERRUPTED = 130
#: Longest search accepted, in seconds: a browse is a glance, not a watch.
MAX_TIMEOUT_S = 60.0
JOIN_BY_ADDRESS = (
    "Joining by address always works: open http://ADDRESS:PORT of a Circolo server "
    "in a browser, even one not listed here."
)


def timeout_seconds(text: str) -> float:
    """An argparse type: a number of seconds above 0 and at most :data:`MAX_TIMEOUT_S`."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0 or value > MAX_TIMEOUT_S:
        raise argparse.ArgumentTypeError(
            f"{text} is not a timeout above 0 and at most {MAX_TIMEOUT_S:g} seconds"
        )
    return value


def add_parser(commands: Any) -> None:
    """Register ``circolo tables`` and its flags on the ``circolo`` subcommands."""
    tables = commands.add_parser(
        "tables",
        help="list the Circolo servers and waiting tables on the local network",
        description=(
            "Listen on the local network (mDNS/DNS-SD) for Circolo servers and list each "
            "one's address and waiting tables: variant, target, signals and free seats. "
            "Open a server's address in a browser to join; joining by address always works."
        ),
    )
    tables.add_argument(
        "--timeout",
        type=timeout_seconds,
        default=2.0,
        metavar="S",
        help="seconds to listen for answers (default 2)",
    )
    tables.add_argument("--json", action="store_true", help="print one JSON object")


def _free(table: TableSummary) -> str:
    return ", ".join(str(seat) for seat in table.free_seats) or "none"


def _columns(rows: Sequence[Sequence[str]]) -> list[str]:
    """``rows`` as lines of left-aligned columns two spaces apart."""
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    return [
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def report(servers: Sequence[FoundServer], timeout: float) -> str:
    """The servers found, and their waiting tables, as lines for a person to read."""
    if not servers:
        return "\n".join(
            [
                f"No Circolo server answered on the local network within {timeout:g} s.",
                "Servers on other machines are found only when they listen on a network address "
                "(circolo serve --host 0.0.0.0) and multicast gets through.",
                JOIN_BY_ADDRESS,
            ]
        )
    lines = [f"Found {_plural(len(servers), 'Circolo server')} on the local network:"]
    for server in servers:
        lines.append("")
        lines.append(
            f"{server.address}:{server.port}  {server.name} (Circolo {server.version}), "
            f"{_plural(server.waiting_tables, 'waiting table')}"
        )
        if server.tables:
            header = ["table", "game", "variant", "target", "signals", "free seats", "seats"]
            rows = [
                [
                    table.id,
                    table.game,
                    table.variant or "-",
                    "-" if table.target is None else str(table.target),
                    table.signals or "-",
                    _free(table),
                    ", ".join(table.seats),
                ]
                for table in server.tables
            ]
            lines.extend("  " + line for line in _columns([header, *rows]))
        unlisted = server.waiting_tables - len(server.tables)
        if unlisted > 0:
            lines.append(
                f"  and {_plural(unlisted, 'more waiting table')}: see {server.url}/api/tables"
            )
        lines.append(f"  join: open {server.url} in a browser and choose a free seat")
    lines.append("")
    lines.append(JOIN_BY_ADDRESS)
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Run ``circolo tables``: listen for ``--timeout`` seconds, then list what answered."""
    from circolo.server.discovery import browse

    try:
        servers = asyncio.run(browse(timeout=args.timeout))
    except KeyboardInterrupt:
        print("circolo tables: interrupted; nothing to report", file=sys.stderr)
        return EXIT_INTERRUPTED
    if args.json:
        print(json.dumps({"servers": [server.to_dict() for server in servers]}))
    else:
        print(report(servers, args.timeout))
    return EXIT_OK
