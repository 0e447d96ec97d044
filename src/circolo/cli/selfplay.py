"""``circolo selfplay``: whole matches between AI players, written as match records (JSONL)."""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from circolo.cli.args import EXIT_OK, UsageError, add_game_arguments, positive_int, variant_of
from circolo.games import game_named


def add_parser(commands: Any) -> None:
    """Register ``circolo selfplay`` and its flags on the ``circolo`` subcommands."""
    selfplay = commands.add_parser(
        "selfplay", help="play whole matches between AI players and write match records (JSONL)"
    )
    add_game_arguments(selfplay)
    selfplay.add_argument("--matches", type=positive_int, default=1, metavar="N")
    selfplay.add_argument("--seed", type=int, default=0, metavar="S")
    selfplay.add_argument(
        "--players",
        default=None,
        metavar="P0,P1,P2,P3",
        help="player of each seat, e.g. random,random,random,random (one per seat of the "
        "game; default: random in every seat)",
    )
    selfplay.add_argument(
        "--out", type=Path, metavar="FILE", help="write the records here (default: standard output)"
    )


def run(args: argparse.Namespace) -> int:
    """Play the matches and write their records (a bad player is refused before any write)."""
    from circolo.core.record_json import dumps

    game = game_named(args.game)
    variant = variant_of(args)
    options = game.with_settings(game.preset(variant), args.settings)
    specs = (
        [spec.strip() for spec in args.players.split(",")]
        if args.players is not None
        else game.default_players(options)
    )
    records = game.selfplay_records(
        options, variant=variant, specs=specs, matches=args.matches, seed=args.seed
    )
    if args.out is None:
        first = next(records)  # refuse bad players before anything is written
        sys.stdout.write(dumps(first) + "\n")
        for record in records:
            sys.stdout.write(dumps(record) + "\n")
        return EXIT_OK
    first = next(records)  # refuse bad players before the file is touched
    write_lines(args.out, (dumps(record) for record in itertools.chain([first], records)))
    return EXIT_OK


def write_lines(target: Path, lines: Iterator[str]) -> None:
    """Write ``lines`` to ``target`` so that a failure halfway leaves the old file as it was.

    A regular file (or a new one) is written beside the target and renamed over it at the
    end, with the permissions a new file would get; anything else (a pipe, a device such as
    /dev/stdout) is written directly. A symlink is followed.
    """
    resolved = Path(os.path.realpath(target))
    if resolved.is_dir():
        raise UsageError(f"--out {target} is a directory; give a file name")
    if resolved.exists() and not resolved.is_file():
        with resolved.open("w", encoding="utf-8") as stream:
            stream.writelines(line + "\n" for line in lines)
        return
    directory = resolved.parent
    if not directory.is_dir():
        raise UsageError(f"--out {target}: the folder {directory} does not exist")
    handle, temporary = tempfile.mkstemp(prefix=".circolo-", suffix=".jsonl", dir=directory)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.writelines(line + "\n" for line in lines)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, resolved)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)
