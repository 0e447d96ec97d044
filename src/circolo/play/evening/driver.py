"""An evening of computer entries played from its seed to its record (``circolo tournament
run``): the movement round by round, every table's boards, the standings.

Generic over every game that :class:`~circolo.core.boards.PlaysBoards`: the game deals and
plays each board and writes its record; here the movement says who meets whom on which
boards, and the scoring compares the tables. Everything random comes from the seed (the
boards' deals from ``board_rng``, each table's players from their own generators), so the
same arguments give the same record, byte for byte.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from circolo.core.boards import PlaysBoards, board_players, plays_boards
from circolo.core.errors import PlayerSpecError
from circolo.core.game import Game
from circolo.play.evening.movement import (
    DUPLICATE_FORMATS,
    RoundPlan,
    fixed_movement,
    round_count,
    swiss_round,
)
from circolo.play.evening.scoring import BoardResult, matches_ranking, standings

#: The spec that stands for a person; an evening of computers refuses it.
HUMAN = "human"


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of an evening: its id (from 1), its name and one player spec per seat."""

    id: int
    name: str
    players: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """The entry as the evening record writes it."""
        return {"id": self.id, "name": self.name, "players": list(self.players)}


@dataclass(frozen=True, slots=True)
class EveningSetup:
    """What an evening plays: the game and its options, the format, entries, boards, seed."""

    game: Game[Any]
    options: Any
    variant: str | None
    format: str
    entries: tuple[Entry, ...]
    boards: int
    rounds: int | None
    seed: int

    @property
    def plays(self) -> PlaysBoards:
        """The game as a game of boards."""
        return plays_boards(self.game)


def computer_entries(game: Game[Any], options: Any, specs: Sequence[str]) -> tuple[Entry, ...]:
    """Entries of computer players, one spec each (a pair plays both its seats with it):
    the spec is the entry's name. A spec no computer player answers to, ``human`` among
    them, is a PlayerSpecError."""
    plays = plays_boards(game)
    for spec in specs:
        if spec.split(":")[0].strip() == HUMAN:
            raise PlayerSpecError("error.evening.human_entry")
    for spec in specs:  # each entry's spec alone: a game checks at most a table's seats
        plays.check_board_players(options, [spec])
    per_entry = plays.table_seats(options) // 2
    return tuple(
        Entry(index, spec, (spec,) * per_entry) for index, spec in enumerate(specs, start=1)
    )


def run_evening(setup: EveningSetup) -> dict[str, Any]:
    """Play the whole evening and give its record (docs/interfaces.md, "Club evenings")."""
    plays = setup.plays
    options = setup.options
    count = len(setup.entries)
    rounds = round_count(setup.format, count, setup.boards, setup.rounds)
    plans: list[RoundPlan] = []
    results: list[BoardResult] = []
    records: dict[tuple[int, int], list[dict[str, Any]]] = {}
    if setup.format in DUPLICATE_FORMATS or setup.format == "roundrobin":
        plans = fixed_movement(setup.format, count, setup.boards, rounds)
    for number in range(1, rounds + 1):
        if setup.format == "swiss":
            plans.append(_swiss_plan(setup, number, plans, results))
        plan = plans[number - 1]
        for table in plan.tables:
            ns = setup.entries[table.ns - 1].players
            ew = setup.entries[table.ew - 1].players
            seats = board_players(ns, ew)
            played = records.setdefault((plan.round, table.table), [])
            for board in table.boards:
                record = plays.play_board(
                    options,
                    variant=setup.variant,
                    seed=setup.seed,
                    board=board,
                    players=seats,
                    player_seed=(
                        f"circolo/evening/{setup.seed}/round/{plan.round}"
                        f"/table/{table.table}/board/{board}"
                    ),
                )
                played.append(record)
                results.append(
                    BoardResult(
                        plan.round, table.table, board, table.ns, table.ew,
                        plays.board_points(record),
                    )
                )  # fmt: skip
    return evening_record(setup, plans[:rounds], records, results)


def _swiss_plan(
    setup: EveningSetup, number: int, plans: Sequence[RoundPlan], results: Sequence[BoardResult]
) -> RoundPlan:
    """Round ``number`` of a Swiss evening, paired by the matches standings so far."""
    ids = [entry.id for entry in setup.entries]
    ranked = matches_ranking(ids, plans, results)
    met = {frozenset((table.ns, table.ew)) for plan in plans for table in plan.tables}
    sat_out = {entry for plan in plans for entry in plan.sitout}
    return swiss_round(number, len(ids), ranked, met, sat_out, setup.boards, _rounds_of(setup))


def _rounds_of(setup: EveningSetup) -> int:
    return round_count(setup.format, len(setup.entries), setup.boards, setup.rounds)


def evening_record(
    setup: EveningSetup,
    plans: Sequence[RoundPlan],
    records: dict[tuple[int, int], list[dict[str, Any]]],
    results: Sequence[BoardResult],
) -> dict[str, Any]:
    """The evening record of what was played: every board's deal from its first table."""
    plays = setup.plays
    boards: dict[int, dict[str, Any]] = {}
    variant: str | None = None
    for plan in plans:
        for table in plan.tables:
            for board, record in zip(table.boards, records[(plan.round, table.table)], strict=True):
                boards.setdefault(board, {"board": board, **plays.board_deal(record)})
                variant = record.get("variant", variant)
    ids = [entry.id for entry in setup.entries]
    return {
        "kind": "evening",
        "game": setup.game.name,
        "variant": variant if isinstance(variant, str) else None,
        "options": setup.game.options_json(setup.options),
        "format": setup.format,
        "seed": setup.seed,
        "entries": [entry.to_json() for entry in setup.entries],
        "boards": [boards[number] for number in sorted(boards)],
        "rounds": [
            {
                "round": plan.round,
                "sitout": list(plan.sitout),
                "tables": [
                    {
                        "table": table.table,
                        "ns": table.ns,
                        "ew": table.ew,
                        "boards": list(table.boards),
                        "records": records[(plan.round, table.table)],
                    }
                    for table in plan.tables
                ],
            }
            for plan in plans
        ],
        "standings": standings(setup.format, ids, plans, results),
    }
