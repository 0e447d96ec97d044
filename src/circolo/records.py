"""Match records of either game: one JSONL line read and replayed by the game it names."""

from __future__ import annotations

from collections.abc import Sequence

from circolo.pinnacola.record import replay_record as replay_pinnacola
from circolo.record_json import TOO_DEEP, load_line
from circolo.tressette.record import Fault
from circolo.tressette.record import replay_record as replay_tressette


def replay_line(number: int, line: bytes | str) -> Sequence[object]:
    """Every fault of one JSONL line, whichever game its record names (``game``)."""
    data, problem = load_line(line)
    if problem is not None:
        return [Fault(number, problem)]
    try:
        if isinstance(data, dict) and data.get("game") == "pinnacola":
            return replay_pinnacola(data, number)
        return replay_tressette(data, number)
    except RecursionError:
        return [Fault(number, TOO_DEEP)]
