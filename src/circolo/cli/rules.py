"""``circolo rules``: a game's presets, or one preset's options (and signals), in it or en."""

from __future__ import annotations

import argparse
from typing import Any

from circolo.cli.args import EXIT_OK
from circolo.core.i18n import LANGS, parse_lang
from circolo.games import DEFAULT_GAME, GAMES, game_named


def add_parser(commands: Any) -> None:
    """Register ``circolo rules`` and its flags on the ``circolo`` subcommands."""
    rules = commands.add_parser(
        "rules", help="print a game's variants, or one variant's options and signal vocabulary"
    )
    rules.add_argument("variant", nargs="?", metavar="VARIANT")
    rules.add_argument("--game", default=DEFAULT_GAME, choices=list(GAMES))
    rules.add_argument("--lang", default="en", choices=list(LANGS))


def run(args: argparse.Namespace) -> int:
    """Print the game's presets (no variant) or the variant's options, explained."""
    print(game_named(args.game).describe(args.variant, parse_lang(args.lang)))
    return EXIT_OK
