"""What the ``circolo`` subcommands share: argument types, the game flags, exit codes."""

from __future__ import annotations

import argparse
from typing import Any

from circolo.games import DEFAULT_GAME, GAMES, game_named

#: Exit codes: success; a record breaks a rule (replay); a usage error.
EXIT_OK = 0
EXIT_FAULTS = 1
EXIT_USAGE = 2


class UsageError(Exception):
    """A usage problem found after parsing (a missing file, an unwritable path)."""


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1, with an error that says which."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number")
    return value


def non_negative_float(text: str) -> float:
    """An argparse type: a number of at least 0, with an error that says which."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0 <= value < float("inf"):
        raise argparse.ArgumentTypeError(f"{text} is not a number from 0 up")
    return value


def positive_float(text: str) -> float:
    """An argparse type: a number above 0, with an error that says which."""
    value = non_negative_float(text)
    if value == 0:
        raise argparse.ArgumentTypeError(f"{text} is not a number above 0")
    return value


def variant_of(args: argparse.Namespace) -> str:
    """The ``--variant`` given, or the game's default preset."""
    return str(args.variant) if args.variant is not None else game_named(args.game).default_variant


def add_game_arguments(parser: Any) -> None:
    """The flags that choose a game and its rules: ``--game``, ``--variant``, ``--set``."""
    parser.add_argument("--game", default=DEFAULT_GAME, choices=list(GAMES))
    defaults = ", ".join(f"{game.default_variant} for {name}" for name, game in GAMES.items())
    parser.add_argument(
        "--variant",
        default=None,
        metavar="NAME",
        help=f"preset the options start from (default: {defaults})",
    )
    parser.add_argument(
        "--set",
        dest="settings",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="change one option, e.g. --set target=21",
    )
