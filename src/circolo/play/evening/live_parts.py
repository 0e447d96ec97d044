"""The parts of a live evening (play/evening/live.py): its people, its entries (places) and
the rounds it has made, each a frozen value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from circolo.core.boards import PlaysBoards
from circolo.core.errors import OptionError
from circolo.play.evening.movement import RoundPlan

#: An entry's place for people, as the settings name it.
OPEN = "open"
#: The prefix of an entry the computer plays from the start (``ai:NAME``).
AI = "ai:"


@dataclass(frozen=True, slots=True)
class Person:
    """One person of an entry: the name they gave, the hash of their evening token, and
    the profile they joined with (None: none; a rated evening counts only profiles)."""

    name: str
    token_hash: str
    profile: str | None = None

    def to_json(self) -> list[str]:
        """The person as the stored evening writes it: name, token hash[, profile]."""
        written = [self.name, self.token_hash]
        return [*written, self.profile] if self.profile is not None else written


@dataclass(frozen=True, slots=True)
class Place:
    """One entry of the evening: ``open`` for people (``people`` hold its seats from the
    first on) or the computer's from the start; ``computer`` is the player of the seats no
    person holds (an ``ai:NAME`` entry's NAME; for an open one, set at the start)."""

    open: bool
    computer: str | None = None
    people: tuple[Person, ...] = ()

    def players(self, seats: int) -> list[str]:
        """The entry's spec per seat it holds: ``human`` for a person, else the computer's."""
        computer = self.computer or OPEN
        return ["human" if j < len(self.people) else computer for j in range(seats)]

    def name(self) -> str:
        """The entry's name: its people's names, or the computer player's."""
        if self.people:
            return " & ".join(person.name for person in self.people)
        return str(self.computer) if self.computer is not None else ""


@dataclass(frozen=True, slots=True)
class LiveRound:
    """A round made: its movement, each table's server id and the records of the boards
    finished there so far (in the table's board order), table by table; and each table's
    secret (its computer players' randomness: chosen with the id, before the table is made,
    and never shown; empty for a round made without). ``deadline``: when its tables run
    past their time (seconds since the epoch; None until its tables are made), and
    ``clocked`` once the computer was told to play on for the people still at them."""

    plan: RoundPlan
    table_ids: tuple[str, ...]
    records: tuple[tuple[dict[str, Any], ...], ...]
    secrets: tuple[str, ...] = ()
    deadline: float | None = None
    clocked: bool = False

    def played(self, index: int) -> int:
        """How many boards the ``index``-th table (from 0) has finished."""
        return len(self.records[index])

    def is_over(self) -> bool:
        """Whether every table has finished every board of the round."""
        return all(
            len(done) == len(table.boards)
            for table, done in zip(self.plan.tables, self.records, strict=True)
        )


def place_of(plays: PlaysBoards, options: Any, number: int, spec: str) -> Place:
    """Entry ``number`` from its setting: ``open``, or ``ai:NAME`` with a player's bare name."""
    if spec == OPEN:
        return Place(open=True)
    name = spec[len(AI) :] if spec.startswith(AI) else ""
    if not name or any(mark in name for mark in ":,= ") or name == "human":
        raise OptionError("error.evening.entry_kind", entry=number, spec=spec)
    plays.check_board_players(options, [name])
    return Place(open=False, computer=name)
