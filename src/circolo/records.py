"""Match records of either game: one JSONL line read and replayed by the game it names."""

from __future__ import annotations

import json
from collections.abc import Sequence

from circolo.pinnacola.record import replay_record as replay_pinnacola
from circolo.tressette.record import Fault
from circolo.tressette.record import replay_record as replay_tressette


def replay_line(number: int, line: bytes | str) -> Sequence[object]:
    """Every fault of one JSONL line, whichever game its record names (``game``)."""
    try:
        text = line.decode("utf-8") if isinstance(line, bytes) else line
    except UnicodeDecodeError as error:
        return [Fault(number, f"not UTF-8 text ({error.reason} at byte {error.start})")]
    try:
        data = json.loads(text)
    except ValueError as error:
        return [Fault(number, f"not valid JSON ({error})")]
    except RecursionError:
        return [Fault(number, "not a match record: its JSON is nested too deeply")]
    try:
        if isinstance(data, dict) and data.get("game") == "pinnacola":
            return replay_pinnacola(data, number)
        return replay_tressette(data, number)
    except RecursionError:
        return [Fault(number, "not a match record: its JSON is nested too deeply")]
