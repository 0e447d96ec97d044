"""``circolo tournament create`` and ``start``: a club evening on a running Circolo server,
made and started from the command line as the browser's director's form does.

``create`` sends ``POST /api/evenings`` and prints the join link (and its QR code, for
people to scan from the screen), the director's token and the command that starts the
evening; ``start`` sends ``POST /api/evenings/{id}/start``. A refusal of the server is
printed as its sentence (exit 2).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import urllib.error
import urllib.request
from typing import Any

from circolo.cli.args import EXIT_OK, UsageError, add_game_arguments, positive_int

#: The formats an evening is played in.
FORMATS = ("howell", "mitchell", "swiss", "roundrobin")
#: Seconds to wait for the server's answer.
TIMEOUT_S = 15.0


def add_parsers(actions: Any) -> None:
    """Register ``tournament create`` and ``tournament start``."""
    create = actions.add_parser(
        "create", help="make a club evening on a Circolo server and print its join link"
    )
    create.add_argument("--server", required=True, metavar="URL", help="e.g. http://host:8733")
    add_game_arguments(create)
    create.add_argument("--format", required=True, choices=FORMATS)
    create.add_argument(
        "--entries",
        required=True,
        metavar="PLACE,PLACE,...",
        help="one place per entry: open (for people: a pair, or a player of a game for two) "
        "or ai:NAME (the computer's), as in open,open,open,ai:heuristic",
    )
    create.add_argument("--boards", required=True, type=positive_int, metavar="N")
    create.add_argument("--rounds", type=positive_int, default=None, metavar="R")
    create.add_argument(
        "--minutes-per-board", type=positive_int, default=10, metavar="M",
        help="the time a board may take (default 10)",
    )  # fmt: skip
    create.add_argument("--invite", action="store_true", help="only people with the link join")
    create.add_argument("--rated", action="store_true", help="the evening's tables are rated")
    create.add_argument("--name", default=None, help="the director's name, to play in it too")
    create.add_argument(
        "--ai-delay-ms", type=int, default=None, metavar="MS",
        help="the computer's pause before each of its cards (the server's default: 900)",
    )  # fmt: skip
    start = actions.add_parser("start", help="start a club evening made on a Circolo server")
    start.add_argument("--server", required=True, metavar="URL")
    start.add_argument("evening", metavar="ID")
    start.add_argument("--token", required=True, metavar="TOKEN", help="the director's token")


def create(args: argparse.Namespace) -> int:
    """Make the evening; print its link, QR code, director's token and how to start it."""
    from circolo.games import game_named

    game = game_named(args.game)
    options = game.with_settings(game.preset(args.variant), args.settings)
    body: dict[str, Any] = {
        "game": game.name,
        "variant": args.variant,
        "options": game.options_json(options),
        "format": args.format,
        "boards": args.boards,
        "rounds": args.rounds,
        "entries": [place.strip() for place in args.entries.split(",")],
        "seconds_per_board": args.minutes_per_board * 60,
        "invite": args.invite,
        "rated": args.rated,
    }
    if args.name is not None:
        body["name"] = args.name
    if args.ai_delay_ms is not None:
        body["ai_delay_ms"] = args.ai_delay_ms
    made = _post(args.server, "/api/evenings", body)
    link = str(made["join_url"])
    evening = made["evening"]
    print(f"Evening {made['id']}: {game.name}, {evening['format']}, {evening['boards']} boards")
    print(f"Join link: {link}")
    _print_qr(link)
    print(f"Director's token (keep it: it starts the evening): {made['director_token']}")
    print(
        f"Start it: circolo tournament start --server {args.server} {made['id']} "
        f"--token {made['director_token']}"
    )
    return EXIT_OK


def start(args: argparse.Namespace) -> int:
    """Start the evening; print its status and round."""
    evening = _post(args.server, f"/api/evenings/{args.evening}/start", {"token": args.token})
    print(f"Evening {evening['id']}: {evening['status']}, round {evening['round']}")
    return EXIT_OK


def _print_qr(link: str) -> None:
    """The join link as a QR code drawn in the terminal (skipped where it cannot be)."""
    import segno

    # a terminal without block characters: the link above says it all the same
    with contextlib.suppress(UnicodeEncodeError, OSError):
        segno.make(link, error="m", micro=False).terminal(out=sys.stdout, compact=True)


def _post(server: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """The server's JSON answer to ``body`` at ``path``; its refusal as a UsageError with
    the server's sentence."""
    base = server.rstrip("/")
    if not base.startswith(("http://", "https://")):
        raise UsageError(f"--server {server}: give the server's address, as http://host:8733")
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_S) as answer:
            found: dict[str, Any] = json.load(answer)
            return found
    except urllib.error.HTTPError as error:
        raise UsageError(f"the server refused: {_detail(error)}") from None
    except (urllib.error.URLError, TimeoutError, OSError) as error:
        reason = getattr(error, "reason", error)
        raise UsageError(f"no Circolo server answers at {server}: {reason}") from None


def _detail(error: urllib.error.HTTPError) -> str:
    """The sentence of a refusal (its ``detail``), else its HTTP status."""
    try:
        said = json.loads(error.read() or b"{}")
    except ValueError:
        said = {}
    detail = said.get("detail") if isinstance(said, dict) else None
    if isinstance(detail, list):  # a body that does not fit: each field named
        detail = "; ".join(
            f"{'.'.join(str(p) for p in item.get('loc', [])[1:])}: {item.get('msg')}"
            for item in detail
            if isinstance(item, dict)
        )
    return str(detail) if detail else f"HTTP {error.code}"
