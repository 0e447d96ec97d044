"""The ``circolo`` command: selfplay, replay, rules, arena, engine (no arguments: its help).

Exit codes: 0 success; 1 a record breaks a rule (replay); 2 a usage error — bad flags, an
unknown variant, option or player, a missing file. Errors are one sentence, never a traceback.
"""

from __future__ import annotations

import argparse
import io
import itertools
import os
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import NoReturn

from circolo import (
    __version__,
    cli_analyze,
    cli_arena,
    cli_engine,
    cli_play,
    cli_serve,
    cli_solve,
    cli_tables,
)
from circolo.cli_args import add_game_arguments, positive_int, variant_of
from circolo.errors import CircoloError
from circolo.games import DEFAULT_GAME, GAMES, game_named
from circolo.i18n import LANGS, parse_lang

EXIT_OK = 0
EXIT_FAULTS = 1
EXIT_USAGE = 2


class _Parser(argparse.ArgumentParser):
    """argparse with usage errors that say what to do, exiting with code 2."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


def _build_parser() -> _Parser:
    parser = _Parser(
        prog="circolo",
        description="Circolo: an Italian card club — Tressette and its regional variants. "
        "With no command, starts Circolo on this computer and opens the table in your browser.",
    )
    parser.add_argument("--version", action="version", version=f"circolo {__version__}")
    cli_play.add_arguments(parser)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

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

    replay = commands.add_parser(
        "replay", help="check every record of a JSONL file against the rules"
    )
    replay.add_argument("file", type=Path, metavar="FILE")

    rules = commands.add_parser(
        "rules", help="print a game's variants, or one variant's options and signal vocabulary"
    )
    rules.add_argument("variant", nargs="?", metavar="VARIANT")
    rules.add_argument("--game", default=DEFAULT_GAME, choices=list(GAMES))
    rules.add_argument("--lang", default="en", choices=list(LANGS))
    cli_arena.add_parser(commands)
    cli_engine.add_parser(commands)
    cli_solve.add_parser(commands)
    cli_analyze.add_parser(commands)
    cli_serve.add_parser(commands)
    cli_tables.add_parser(commands)
    return parser


def _selfplay(args: argparse.Namespace) -> int:
    from circolo.record_json import dumps

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
    _write_lines(args.out, (dumps(record) for record in itertools.chain([first], records)))
    return EXIT_OK


def _write_lines(target: Path, lines: Iterator[str]) -> None:
    """Write ``lines`` to ``target`` so that a failure halfway leaves the old file as it was.

    A regular file (or a new one) is written beside the target and renamed over it at the
    end, with the permissions a new file would get; anything else (a pipe, a device such as
    /dev/stdout) is written directly. A symlink is followed.
    """
    resolved = Path(os.path.realpath(target))
    if resolved.is_dir():
        raise _UsageError(f"--out {target} is a directory; give a file name")
    if resolved.exists() and not resolved.is_file():
        with resolved.open("w", encoding="utf-8") as stream:
            stream.writelines(line + "\n" for line in lines)
        return
    directory = resolved.parent
    if not directory.is_dir():
        raise _UsageError(f"--out {target}: the folder {directory} does not exist")
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


def _replay(args: argparse.Namespace) -> int:
    from circolo.record_json import read_lines
    from circolo.records import replay_line

    path: Path = args.file
    if path.is_dir():
        raise _UsageError(f"{path} is a folder; give a JSONL file of match records")
    if not path.exists():
        raise _UsageError(f"no such file: {path}")
    records = faulty = 0
    for number, line in read_lines(path):
        records += 1
        faults = replay_line(number, line)
        if faults:
            faulty += 1
            for fault in faults:
                print(fault)
    if records == 0:
        print(f"{path} holds no match record", file=sys.stderr)
        return EXIT_OK
    if faulty:
        print(f"{faulty} of {records} records break the rules", file=sys.stderr)
        return EXIT_FAULTS
    print(f"{records} records checked: every rule holds", file=sys.stderr)
    return EXIT_OK


def _rules(args: argparse.Namespace) -> int:
    print(game_named(args.game).describe(args.variant, parse_lang(args.lang)))
    return EXIT_OK


class _UsageError(Exception):
    """A usage problem found after parsing (a missing file, an unwritable path)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``circolo`` command; return its exit code."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")  # odd file names never crash a report
    parser = _build_parser()
    args = parser.parse_args(argv)
    handlers = {
        "selfplay": _selfplay,
        "replay": _replay,
        "rules": _rules,
        "arena": cli_arena.run,
        "engine": cli_engine.run,
        "solve": cli_solve.run,
        "analyze": cli_analyze.run,
        "serve": cli_serve.run,
        "tables": cli_tables.run,
    }
    if args.command is None:
        return cli_play.run(args)
    try:
        return handlers[args.command](args)
    except (CircoloError, _UsageError) as error:
        print(f"circolo {args.command}: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except OSError as error:
        # A file that cannot be read or written: say which and why, in one sentence.
        where = f" {error.filename}" if error.filename else ""
        print(f"circolo {args.command}: error:{where}: {error.strerror or error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        # The reader went away (e.g. `circolo selfplay | head`): not an error of ours.
        sys.stderr.close()
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
