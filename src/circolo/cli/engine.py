"""``circolo engine``: the engine protocol on standard input and output (JSON lines).

Any program can start ``circolo engine`` and ask a Circolo player for a card, one JSON
request per line; see docs/engine-protocol.md and :mod:`circolo.engine`.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

EXIT_INTERRUPTED = 130


def add_parser(commands: Any) -> None:
    """Register ``circolo engine`` with the command's subparsers."""
    commands.add_parser(
        "engine",
        help="answer engine-protocol requests (JSON lines) on stdin/stdout",
        description=(
            "Speak the engine protocol: read one JSON request per line on standard input "
            "(hello, play, quit) and write one JSON answer per line on standard output. "
            "See docs/engine-protocol.md."
        ),
    )


def run(args: argparse.Namespace) -> int:
    """Serve engine-protocol requests from stdin until ``quit`` or the end of the input."""
    from circolo.engine import serve

    try:
        return serve(sys.stdin.buffer, sys.stdout.buffer)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
