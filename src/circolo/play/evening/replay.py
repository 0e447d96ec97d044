"""``circolo replay`` of an evening record: all of an evening checked from its record.

The movement is recomputed from the format, the entries, the boards and the rounds (a Swiss
evening's pairings from the standings before each round); each board's deal must be the one
the evening's seed gives it (the game's ``board_deal_json``) and the same at every table that
played it; every table's record is replayed by its game's rules; the standings are
recomputed from the tables' results. Each fault is one line naming the evening (its line in
the file), then the round, table and board, then the game's own place:
``evening 1, round 2, table 1, board 3, play 17: seat 2 played Rc …``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from typing import Any

from circolo.core.boards import PlaysBoards, board_dealer
from circolo.core.errors import CircoloError
from circolo.core.game import Game
from circolo.core.record_json import json_type
from circolo.core.registry import game_named
from circolo.play.evening.movement import RoundPlan, TablePlan, fixed_movement, swiss_round
from circolo.play.evening.scoring import BoardResult, matches_ranking, standings

#: The places a game's replay names that a board always has once (its one game, one hand).
_BOARD_PLACES = ("game", "hand")


class _StopError(Exception):
    """A fault that makes the rest of the evening meaningless."""


class EveningReplay:
    """Checks one evening record, collecting its faults as lines."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.faults: list[str] = []

    def fault(self, where: str, message: str) -> None:
        """Note a fault at ``where`` (", round 2, table 1" or empty)."""
        self.faults.append(f"evening {self.number}{where}: {message}")

    def stop(self, message: str) -> _StopError:
        """Note a fault that ends the replay; raise what this returns."""
        self.fault("", message)
        return _StopError()

    def field(self, data: Mapping[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
        """``data[key]`` when present and of ``kind``, else a stop."""
        if key not in data:
            raise self.stop(f"the evening has no {key!r}")
        value = data[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            raise self.stop(f"the evening's {key!r} must not be {json_type(value)}")
        return value

    def run(self, data: object) -> list[str]:
        """Every fault of evening record ``data``."""
        with contextlib.suppress(_StopError):
            self._evening(data)
        return self.faults

    def _evening(self, data: object) -> None:
        if not isinstance(data, dict):
            raise self.stop(f"an evening record must be an object, not {json_type(data)}")
        game, plays = self._game(data)
        options = self._options(game, plays, data)
        fmt = self.field(data, "format", str)
        seed = self.field(data, "seed", int)
        ids = self._entries(self.field(data, "entries", list))
        boards = self._boards(plays, options, seed, self.field(data, "boards", list))
        rounds = [
            self._round(number, item)
            for number, item in enumerate(self.field(data, "rounds", list), start=1)
        ]
        fixed: list[RoundPlan] = []
        try:
            if fmt != "swiss":
                fixed = fixed_movement(fmt, len(ids), len(boards), len(rounds))
        except CircoloError as error:
            raise self.stop(str(error)) from None
        plans: list[RoundPlan] = []
        results: list[BoardResult] = []
        for number, (plan, records) in enumerate(rounds, start=1):
            expected = (
                fixed[number - 1]
                if fmt != "swiss"
                else self._swiss(number, ids, plans, results, len(boards), len(rounds))
            )
            self._compare_round(number, plan, expected, ids)
            plans.append(plan)
            results.extend(self._tables(plays, options, number, plan, records, boards))
        if self.faults:
            self.fault(", standings", "not checked: the faults above leave the results unknown")
            return
        self._standings(data, fmt, ids, plans, results)

    def _game(self, data: Mapping[str, Any]) -> tuple[Game[Any], PlaysBoards]:
        name = self.field(data, "game", str)
        try:
            game = game_named(name)
        except CircoloError as error:
            raise self.stop(str(error)) from None
        if not isinstance(game, PlaysBoards):
            raise self.stop(f"{name} is not played at club evenings")
        return game, game

    def _options(self, game: Game[Any], plays: PlaysBoards, data: Mapping[str, Any]) -> Any:
        variant = data.get("variant")
        written = self.field(data, "options", dict)
        preset = variant if isinstance(variant, str) else None
        try:
            options = plays.evening_options(game.with_values(game.preset(preset), written))
        except CircoloError as error:
            raise self.stop(f"the evening's options: {error}") from None
        if game.options_json(options) != written:
            raise self.stop("the evening's options are not every option as an evening plays them")
        return options

    def _entries(self, entries: Sequence[object]) -> list[int]:
        for index, entry in enumerate(entries, start=1):
            if not isinstance(entry, dict) or entry.get("id") != index:
                raise self.stop(f"entry {index} must be an object with id {index}")
            players = entry.get("players")
            if not isinstance(players, list) or not players:
                raise self.stop(f"entry {index} has no players")
        return list(range(1, len(entries) + 1))

    def _boards(
        self, plays: PlaysBoards, options: Any, seed: int, boards: Sequence[object]
    ) -> dict[int, dict[str, Any]]:
        """The boards' deals by number; each dealt by seat (k - 1) mod seats, the deal the
        one the evening's seed gives board k (``plays.board_deal_json``)."""
        seats = plays.table_seats(options)
        found: dict[int, dict[str, Any]] = {}
        for index, board in enumerate(boards, start=1):
            if not isinstance(board, dict) or board.get("board") != index:
                raise self.stop(f"boards[{index - 1}] must be an object with board {index}")
            deal = {key: value for key, value in board.items() if key != "board"}
            if board.get("dealer") != board_dealer(index, seats):
                self.fault(
                    f", board {index}",
                    f"dealt by seat {_show(board.get('dealer'))}, but board {index} is dealt by "
                    f"seat {board_dealer(index, seats)}",
                )
            elif deal != plays.board_deal_json(options, seed=seed, board=index):
                self.fault(f", board {index}", "the deal does not follow from the evening's seed")
            found[index] = deal
        return found

    def _round(self, number: int, item: object) -> tuple[RoundPlan, list[list[object]]]:
        """Round ``number`` as written: its plan and each table's records."""
        where = f"round {number}"
        if not isinstance(item, dict) or item.get("round") != number:
            raise self.stop(f"rounds[{number - 1}] must be an object with round {number}")
        sitout, tables = item.get("sitout"), item.get("tables")
        if not isinstance(sitout, list) or not _ints(sitout) or not isinstance(tables, list):
            raise self.stop(f"{where} must list its sitout (entry ids) and its tables")
        plans: list[TablePlan] = []
        records: list[list[object]] = []
        last = 0
        for table in tables:
            number_ = table.get("table") if isinstance(table, dict) else None
            fields = [table.get(key) for key in ("ns", "ew")] if isinstance(table, dict) else []
            if (
                not isinstance(table, dict)
                or not _ints([number_, *fields])
                or not isinstance(number_, int)
                or number_ <= last
                or not _ints(table.get("boards"))
                or not isinstance(table.get("records"), list)
            ):
                raise self.stop(
                    f"{where}, table {last + 1} and on must be objects with their table "
                    "number (rising), ns, ew, boards and records"
                )
            last = index = number_
            plans.append(TablePlan(index, table["ns"], table["ew"], tuple(table["boards"])))
            records.append(table["records"])
        return RoundPlan(number, tuple(sitout), tuple(plans)), records

    def _swiss(
        self,
        number: int,
        ids: Sequence[int],
        plans: Sequence[RoundPlan],
        results: Sequence[BoardResult],
        boards: int,
        rounds: int,
    ) -> RoundPlan:
        """Swiss round ``number`` as the standings before it pair it."""
        ranked = matches_ranking(list(ids), plans, results)
        met = {frozenset((t.ns, t.ew)) for plan in plans for t in plan.tables}
        sat_out = {entry for plan in plans for entry in plan.sitout}
        try:
            return swiss_round(number, len(ids), ranked, met, sat_out, boards, rounds)
        except CircoloError as error:
            raise self.stop(str(error)) from None

    def _compare_round(
        self, number: int, plan: RoundPlan, expected: RoundPlan, ids: Sequence[int]
    ) -> None:
        """The round as written against the movement's, and every entry in one place."""
        where = f", round {number}"
        places: dict[int, list[str]] = {entry: [] for entry in ids}
        for table in plan.tables:
            for entry in (table.ns, table.ew):
                places.setdefault(entry, []).append(f"table {table.table}")
        for entry in plan.sitout:
            places.setdefault(entry, []).append("the sit-out")
        for entry, seen in sorted(places.items()):
            if entry not in ids:
                self.fault(where, f"entry {entry} is not an entry of the evening")
            elif len(seen) > 1:
                self.fault(where, f"entry {entry} sits at {' and '.join(seen)}")
            elif not seen:
                self.fault(where, f"entry {entry} is at no table and not in the sit-out")
        if plan.sitout != expected.sitout:
            self.fault(
                where,
                f"the sit-out is {list(plan.sitout)} but the movement gives "
                f"{list(expected.sitout)}",
            )
        if len(plan.tables) != len(expected.tables):
            self.fault(
                where,
                f"{len(plan.tables)} tables but the movement gives {len(expected.tables)}",
            )
        for table, wanted in zip(plan.tables, expected.tables, strict=False):
            if (table.ns, table.ew, table.boards) != (wanted.ns, wanted.ew, wanted.boards):
                self.fault(
                    f"{where}, table {table.table}",
                    f"entries {table.ns}-{table.ew} on boards {list(table.boards)} but the "
                    f"movement gives {wanted.ns}-{wanted.ew} on boards {list(wanted.boards)}",
                )

    def _tables(
        self,
        plays: PlaysBoards,
        options: Any,
        number: int,
        plan: RoundPlan,
        records: Sequence[Sequence[object]],
        boards: Mapping[int, dict[str, Any]],
    ) -> list[BoardResult]:
        """Each table's records replayed by the game, their deals compared with the boards'."""
        results: list[BoardResult] = []
        for table, played in zip(plan.tables, records, strict=True):
            where = f", round {number}, table {table.table}"
            if len(played) != len(table.boards):
                self.fault(
                    where,
                    f"{len(played)} records for {len(table.boards)} boards {list(table.boards)}",
                )
                continue
            for board, record in zip(table.boards, played, strict=True):
                place = f"{where}, board {board}"
                faults = plays.replay_board(record, self.number)
                for fault in faults:
                    self.fault(place + _game_places(fault), _message(fault))
                if faults or not isinstance(record, dict):
                    continue
                if board not in boards:
                    self.fault(place, f"board {board} is not in the evening's boards")
                    continue
                if plays.board_deal(record) != boards[board]:
                    self.fault(place, f"the deal is not board {board}'s as the evening lists it")
                results.append(
                    BoardResult(
                        number, table.table, board, table.ns, table.ew, plays.board_points(record)
                    )
                )
        return results

    def _standings(
        self,
        data: Mapping[str, Any],
        fmt: str,
        ids: Sequence[int],
        plans: Sequence[RoundPlan],
        results: Sequence[BoardResult],
    ) -> None:
        """The standings as written against those the results give, field by field."""
        written = self.field(data, "standings", dict)
        wanted = standings(fmt, list(ids), plans, results)
        if written.get("scoring") != wanted["scoring"]:
            self.fault(
                ", standings",
                f"scoring {written.get('scoring')!r} but the format scores {wanted['scoring']!r}",
            )
            return
        rows = written.get("entries")
        if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
            self.fault(", standings", "'entries' must be a list of rows")
            return
        order = [row.get("entry") for row in rows]
        wanted_order = [row["entry"] for row in wanted["entries"]]
        if order != wanted_order:
            self.fault(", standings", f"the order is {order} but the results give {wanted_order}")
        by_entry = {row.get("entry"): row for row in rows}
        for row in wanted["entries"]:
            self._compare_row(by_entry.get(row["entry"]), row)

    def _compare_row(self, written: Mapping[str, Any] | None, wanted: Mapping[str, Any]) -> None:
        entry = wanted["entry"]
        where = f", standings, entry {entry}"
        if written is None:
            self.fault(where, "the entry has no row")
            return
        for key, value in wanted.items():
            if key in ("boards", "matches"):
                self._compare_details(where, key, written.get(key), value)
            elif written.get(key) != value:
                self.fault(
                    where, f"{key} {_show(written.get(key))} but the results give {_show(value)}"
                )

    def _compare_details(self, where: str, key: str, written: object, wanted: list[Any]) -> None:
        label = "board" if key == "boards" else "round"
        if not isinstance(written, list) or len(written) != len(wanted):
            self.fault(where, f"{key} lists {_count(written)} but the results give {len(wanted)}")
            return
        for item, expected in zip(written, wanted, strict=True):
            place = f"{where}, {label} {expected[label]}"
            if not isinstance(item, dict):
                self.fault(place, "must be an object")
                continue
            for field, value in expected.items():
                if item.get(field) != value:
                    self.fault(
                        place,
                        f"{field} {_show(item.get(field))} but the results give {_show(value)}",
                    )


def is_evening(data: object) -> bool:
    """Whether a JSONL line's object is an evening record (``"kind": "evening"``)."""
    return isinstance(data, dict) and data.get("kind") == "evening"


def replay_evening(number: int, data: object) -> list[str]:
    """Every fault of the evening record ``data`` (line ``number`` of its file)."""
    return EveningReplay(number).run(data)


def _ints(value: object) -> bool:
    return isinstance(value, list) and all(
        isinstance(item, int) and not isinstance(item, bool) for item in value
    )


def _game_places(fault: object) -> str:
    where = getattr(fault, "where", ())
    return "".join(f", {label} {number}" for label, number in where if label not in _BOARD_PLACES)


def _message(fault: object) -> str:
    return str(getattr(fault, "message", fault))


def _show(value: object) -> str:
    return "missing" if value is None else str(value)


def _count(value: object) -> str:
    return str(len(value)) if isinstance(value, list) else "nothing"
