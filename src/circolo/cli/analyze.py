"""``circolo analyze FILE``: every card of every hand in a record file against the best card."""

from __future__ import annotations

import argparse
import errno
import json
import sys
from pathlib import Path
from typing import Any

EXIT_FAULTS = 1


def add_parser(commands: Any) -> None:
    """Register ``circolo analyze``."""
    analyze = commands.add_parser(
        "analyze",
        help="double-dummy value of each card played in a record file, and of the best card",
        description=(
            "For each play of each hand of a JSONL file of match records: the thirds of a "
            "point the player's team takes from that trick to the hand's end with the card "
            "played and with the best card (all hands known), and what the card gave away."
        ),
    )
    analyze.add_argument("file", type=Path, help="a JSONL file of Tressette match records")
    analyze.add_argument("--json", action="store_true", help="one JSON object per hand")
    analyze.add_argument("--lang", default="en", choices=("it", "en"), help="report language")


def run(args: argparse.Namespace) -> int:
    """Analyse every record of the file; records that break the rules are reported, not analysed."""
    from circolo.core.game import Analysable
    from circolo.core.i18n import parse_lang
    from circolo.core.record_json import read_lines
    from circolo.core.records import replay_line
    from circolo.games import game_of

    path: Path = args.file
    if not path.exists():
        raise FileNotFoundError(errno.ENOENT, "no such file", str(path))
    if path.is_dir():
        raise IsADirectoryError(
            errno.EISDIR, "a folder, not a JSONL file of match records", str(path)
        )
    lang = parse_lang(args.lang)
    status = 0
    for number, line in read_lines(path):
        faults = replay_line(number, line)
        if faults:
            status = EXIT_FAULTS
            for fault in faults:
                print(f"circolo analyze: not analysed: {fault}", file=sys.stderr)
            continue
        record = json.loads(line)
        game = game_of(record)
        if not isinstance(game, Analysable):
            status = EXIT_FAULTS
            print(f"circolo analyze: line {number} not analysed: the solver does not play "
                  f"{record.get('game')}", file=sys.stderr)  # fmt: skip
            continue
        for hand in game.recorded_hands(record):
            analysis = game.analyse_hand(hand, number)
            if args.json:
                print(json.dumps(analysis.to_json()), flush=True)
            else:
                print("\n".join(game.report(analysis, lang)), flush=True)
    return status
