"""``circolo tournament``: club evenings from the command line.

``create`` and ``start`` make and start an evening on a running server
(cli/tournament_server.py); ``run`` plays an evening of computer entries (a duplicate
movement, Swiss rounds or a round robin) and writes its record as one JSON line
(docs/interfaces.md, "Club evenings"); the same arguments give the same bytes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from circolo.cli import tournament_server
from circolo.cli.args import EXIT_OK, UsageError, add_game_arguments, positive_int
from circolo.games import game_named

#: The formats an evening is played in.
FORMATS = ("howell", "mitchell", "swiss", "roundrobin")


def add_parser(commands: Any) -> None:
    """Register ``circolo tournament`` and its subcommands."""
    tournament = commands.add_parser(
        "tournament", help="club evenings: duplicate boards, Swiss rounds, round robins"
    )
    actions = tournament.add_subparsers(
        dest="tournament_command", metavar="ACTION", parser_class=type(tournament)
    )
    actions.required = True
    run_parser = actions.add_parser(
        "run", help="play an evening of computer entries and write its record (JSON)"
    )
    add_game_arguments(run_parser)
    run_parser.add_argument("--format", required=True, choices=FORMATS)
    run_parser.add_argument(
        "--entries",
        required=True,
        metavar="SPEC,SPEC,...",
        help="one computer player per entry, in entry order (a pair plays both its seats "
        "with it); KEY=VALUE pieces continue the settings of the spec before them, as in "
        "pimc:worlds=40,ms=500,heuristic (two entries)",
    )
    run_parser.add_argument("--boards", required=True, type=positive_int, metavar="N")
    run_parser.add_argument("--rounds", type=positive_int, default=None, metavar="R")
    run_parser.add_argument("--seed", required=True, type=int, metavar="S")
    run_parser.add_argument(
        "--out", type=Path, metavar="FILE", help="write the record here (default: standard output)"
    )
    tournament_server.add_parsers(actions)


def entry_specs(text: str) -> list[str]:
    """The player specs of ``--entries``: a piece ``KEY=VALUE`` without a colon continues
    the settings of the spec before it.

    >>> entry_specs("pimc:worlds=40,ms=500,heuristic")
    ['pimc:worlds=40,ms=500', 'heuristic']
    """
    specs: list[str] = []
    for raw in text.split(","):
        piece = raw.strip()
        if not piece:
            raise UsageError(f"--entries {text!r} has an empty entry; write SPEC,SPEC,...")
        if "=" in piece and ":" not in piece:
            if not specs:
                raise UsageError(
                    f"--entries starts with the setting {piece!r}; write the player first, "
                    "as in pimc:worlds=40"
                )
            specs[-1] = f"{specs[-1]},{piece}"
        else:
            specs.append(piece)
    return specs


def run(args: argparse.Namespace) -> int:
    """The subcommand asked: ``run``, ``create`` or ``start``."""
    if args.tournament_command == "create":
        return tournament_server.create(args)
    if args.tournament_command == "start":
        return tournament_server.start(args)
    return run_evening_command(args)


def run_evening_command(args: argparse.Namespace) -> int:
    """Play the evening and write its record (a bad argument is refused before any write)."""
    from circolo.cli.selfplay import write_lines
    from circolo.core.boards import plays_boards
    from circolo.core.record_json import dumps
    from circolo.play.evening.driver import EveningSetup, computer_entries, run_evening

    game = game_named(args.game)
    plays = plays_boards(game)
    variant = args.variant
    chosen = game.with_settings(game.preset(variant), args.settings)
    options = plays.evening_options(chosen)
    before, after = game.options_json(chosen), game.options_json(options)
    for setting in args.settings:
        key = setting.split("=", 1)[0].strip()
        if before.get(key) != after.get(key):
            raise UsageError(
                f"--set {setting}: an evening plays each board as one hand, with "
                f"{key}={after.get(key)}; leave it out"
            )
    entries = computer_entries(game, options, entry_specs(args.entries))
    setup = EveningSetup(
        game=game,
        options=options,
        variant=variant if variant is not None else game.default_variant,
        format=args.format,
        entries=entries,
        boards=args.boards,
        rounds=args.rounds,
        seed=args.seed,
    )
    record = dumps(run_evening(setup))
    if args.out is None:
        sys.stdout.write(record + "\n")
    else:
        write_lines(args.out, iter([record]))
    return EXIT_OK
