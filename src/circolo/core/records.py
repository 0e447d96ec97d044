"""Match records of either game: one JSONL line read and replayed by the game it names.

A record of a server's table that carries its ``secret`` is also dealt again from it
(circolo/core/dealing.py): a deal that does not follow from the secret is a fault.
"""

from __future__ import annotations

from collections.abc import Sequence

from circolo.core.dealing import redeal_faults
from circolo.core.record_json import TOO_DEEP, load_line
from circolo.core.registry import game_of
from circolo.core.replay_faults import Fault


def replay_line(number: int, line: bytes | str) -> Sequence[object]:
    """Every fault of one JSONL line, whichever game its record names (``game``)."""
    data, problem = load_line(line)
    if problem is not None:
        return [Fault(number, problem)]
    try:
        faults = game_of(data).replay_record(data, number)
    except RecursionError:
        return [Fault(number, TOO_DEEP)]
    if faults or not isinstance(data, dict) or "secret" not in data:
        return faults
    return [Fault(number, problem) for problem in redeal_faults(data)]
