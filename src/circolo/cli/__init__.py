"""The ``circolo`` command: selfplay, replay, rules, arena, engine (no arguments: its help).

Exit codes: 0 success; 1 a record breaks a rule (replay); 2 a usage error — bad flags, an
unknown variant, option or player, a missing file. Errors are one sentence, never a traceback.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Sequence
from typing import NoReturn

from circolo import __version__
from circolo.cli import (
    analyze,
    arena,
    engine,
    play,
    replay,
    rules,
    selfplay,
    serve,
    solve,
    tables,
    tournament,
)
from circolo.cli.args import EXIT_OK, EXIT_USAGE, UsageError
from circolo.core.errors import CircoloError


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
    play.add_arguments(parser)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for command in (
        selfplay,
        replay,
        rules,
        arena,
        engine,
        solve,
        analyze,
        serve,
        tables,
        tournament,
    ):
        command.add_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``circolo`` command; return its exit code."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")  # odd file names never crash a report
    parser = _build_parser()
    args = parser.parse_args(argv)
    handlers = {
        "selfplay": selfplay.run,
        "replay": replay.run,
        "rules": rules.run,
        "arena": arena.run,
        "engine": engine.run,
        "solve": solve.run,
        "analyze": analyze.run,
        "serve": serve.run,
        "tables": tables.run,
        "tournament": tournament.run,
    }
    if args.command is None:
        return play.run(args)
    try:
        return handlers[args.command](args)
    except (CircoloError, UsageError) as error:
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
