"""What every game's record replay shares: its faults, and the scaffolding that collects them.

A replay walks a record and notes each broken rule as a :class:`Fault`, located by the
record's line in its file (``match``) and the places a game names (game, hand and play for
Tressette; hand, turn and action for Pinnacola), outermost first. A fault that makes the rest
of the record meaningless stops the replay (:meth:`Replay.stop`).

>>> str(Fault(3, "seat 1 played Rd out of turn", (("game", 1), ("hand", 2), ("play", 5))))
'match 3, game 1, hand 2, play 5: seat 1 played Rd out of turn'
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any, ClassVar

from circolo.core.record_json import expected, json_type


@dataclass(frozen=True)
class Fault:
    """One broken rule in a record: its line (``match``, from 1), what is wrong, and where."""

    match: int
    message: str
    #: The places that locate the fault, outermost first: ("hand", 2), ("play", 5) …
    where: tuple[tuple[str, int], ...] = ()

    def __str__(self) -> str:
        places = [f"match {self.match}", *(f"{label} {number}" for label, number in self.where)]
        return f"{', '.join(places)}: {self.message}"

    def at(self, label: str) -> int | None:
        """The number of place ``label`` (``"hand"``), or None where the fault names none."""
        return next((number for name, number in self.where if name == label), None)


class StopReplayError(Exception):
    """Raised inside a replay when a fault makes the rest of the record meaningless."""


class Replay:
    """Replays one record, collecting faults; stops at the first fault that derails play.

    A game's replay names its places in :attr:`places` and keeps each as an attribute of that
    name (None until the replay reaches one), and implements :meth:`record`.
    """

    #: The attributes that locate a fault, outermost first.
    places: ClassVar[tuple[str, ...]] = ()
    #: Whether a field of the wrong type is named with the type it has (", not a string").
    says_found_type: ClassVar[bool] = True

    def __init__(self, number: int) -> None:
        self.number = number
        self.faults: list[Fault] = []

    def fault(self, message: str) -> None:
        """Note a broken rule at the places the replay has reached."""
        where = tuple(
            (place, number)
            for place in self.places
            if (number := getattr(self, place, None)) is not None
        )
        self.faults.append(Fault(self.number, message, where))

    def stop(self, message: str) -> StopReplayError:
        """Note a fault that ends the replay; raise what this returns."""
        self.fault(message)
        return StopReplayError()

    def field(self, obj: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
        """``obj[key]`` when present and of ``kind`` (a bool is never an int), else a stop."""
        if key not in obj:
            raise self.stop(f"{what} has no {key!r}")
        value = obj[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            found = f", not {json_type(value)}" if self.says_found_type else ""
            raise self.stop(f"{what}'s {key!r} must be {expected(kind)}{found}")
        return value

    def run(self, data: object) -> list[Fault]:
        """Every fault of record ``data``."""
        with contextlib.suppress(StopReplayError):
            self.record(data)
        return self.faults

    def record(self, data: object) -> None:
        """Walk the whole record (a game's replay implements this)."""
        raise NotImplementedError
