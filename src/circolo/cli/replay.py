"""``circolo replay``: every record of a JSONL file checked against the rules of its game;
an evening's record (``"kind": "evening"``) checked whole (play/evening/replay.py)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from circolo.cli.args import EXIT_FAULTS, EXIT_OK, UsageError


def add_parser(commands: Any) -> None:
    """Register ``circolo replay`` on the ``circolo`` subcommands."""
    replay = commands.add_parser(
        "replay", help="check every record of a JSONL file against the rules"
    )
    replay.add_argument("file", type=Path, metavar="FILE")


def run(args: argparse.Namespace) -> int:
    """Replay every record; exit 1 when one breaks a rule, each fault printed on a line."""
    from circolo.core.record_json import load_line, read_lines
    from circolo.core.records import replay_line
    from circolo.play.evening.replay import is_evening, replay_evening

    path: Path = args.file
    if path.is_dir():
        raise UsageError(f"{path} is a folder; give a JSONL file of match records")
    if not path.exists():
        raise UsageError(f"no such file: {path}")
    records = faulty = 0
    for number, line in read_lines(path):
        records += 1
        faults: Sequence[object] = []
        data, problem = load_line(line) if _may_be_evening(line) else (None, None)
        if problem is None and is_evening(data):
            faults = replay_evening(number, data)
        else:
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


def _may_be_evening(line: bytes | str) -> bool:
    """Whether a line may hold an evening record (match records are read only once)."""
    if isinstance(line, bytes):
        return b'"evening"' in line
    return '"evening"' in line
