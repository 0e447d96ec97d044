"""The scoring and standings of a club evening (docs/interfaces.md, "Club evenings",
"Scoring and standings" and the ROW shapes of "The evening record").

A duplicate evening (howell, mitchell) compares each board's net across the tables that played
it (matchpoints); a swiss or roundrobin evening counts matches, the boards of a round at one
table making one match. The standings are computed from any subset of the boards played
(live standings over the boards finished so far): a duplicate board counts over the tables
that have a result for it; a match counts once every board of it has a result, and a bye once
every match of its round does.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Literal

from circolo.play.evening.movement import DUPLICATE_FORMATS, RoundPlan, TablePlan, check_format

Scoring = Literal["matchpoints", "matches"]
Direction = Literal["ns", "ew"]


@dataclass(frozen=True, slots=True)
class BoardResult:
    """What one table made of one board: the round, table and board, the entries sitting
    ``ns`` and ``ew``, and the board's points per side (side 0 is ns, side 1 ew)."""

    round: int
    table: int
    board: int
    ns: int
    ew: int
    points: tuple[int, int]

    def net(self, direction: Direction) -> int:
        """The net of the entry sitting ``direction``: its side's points minus the other's."""
        own, other = self.points if direction == "ns" else self.points[::-1]
        return own - other

    def entry(self, direction: Direction) -> int:
        """The entry sitting ``direction``."""
        return self.ns if direction == "ns" else self.ew


DIRECTIONS: tuple[Direction, Direction] = ("ns", "ew")


def scoring_of(format: str) -> Scoring:
    """How ``format`` is scored: ``matchpoints`` for howell and mitchell, else ``matches``."""
    check_format(format)
    return "matchpoints" if format in DUPLICATE_FORMATS else "matches"


def rounded(value: Fraction) -> float:
    """``value`` rounded to 2 decimals (half to even, on the exact value), as a float."""
    return float(round(value, 2))


def _checked(
    entries: Sequence[int], plans: Sequence[RoundPlan], results: Iterable[BoardResult]
) -> list[BoardResult]:
    """``results`` as a list, each one a board of a table of ``plans`` with the entries seated
    there, no board twice at a table (ValueError otherwise)."""
    tables = {(plan.round, table.table): table for plan in plans for table in plan.tables}
    known = set(entries)
    seen: set[tuple[int, int, int]] = set()
    checked: list[BoardResult] = []
    for result in results:
        where = (result.round, result.table, result.board)
        table = tables.get(where[:2])
        if table is None or (table.ns, table.ew) != (result.ns, result.ew):
            raise ValueError(f"round {result.round}, table {result.table}: not in the movement")
        if result.board not in table.boards or where in seen:
            raise ValueError(f"{where}: not a board of the table, or a board there twice")
        if not {result.ns, result.ew} <= known:
            raise ValueError(f"{where}: entries {result.ns}, {result.ew} are not all entries")
        seen.add(where)
        checked.append(result)
    return checked


def standings(
    format: str,
    entries: Sequence[int],
    plans: Sequence[RoundPlan],
    results: Iterable[BoardResult],
) -> dict[str, Any]:
    """The standings object of an evening: ``{"scoring": SCORING, "entries": [ROW in rank
    order]}`` over the ``results`` played so far (any subset of the boards), one ROW for
    each of ``entries`` (ids). ``format`` is the evening's (or its scoring, ``matchpoints``
    or ``matches``); ``plans`` is the movement (the rounds paired so far); a result must be a
    board of one of its tables (ValueError otherwise)."""
    if format == "matchpoints" or (format != "matches" and scoring_of(format) == "matchpoints"):
        return {"scoring": "matchpoints", "entries": duplicate_rows(entries, plans, results)}
    return {"scoring": "matches", "entries": matches_rows(entries, plans, results)}


# ---- duplicate: matchpoints ------------------------------------------------------------------


@dataclass(slots=True)
class _Duplicate:
    """One entry's sums so far: matchpoints, max and the exact diff, and its board rows."""

    matchpoints: int = 0
    max: int = 0
    diff: Fraction = Fraction(0)
    boards: list[tuple[tuple[int, int, int], dict[str, Any]]] = field(default_factory=list)


def duplicate_rows(
    entries: Sequence[int], plans: Sequence[RoundPlan], results: Iterable[BoardResult]
) -> list[dict[str, Any]]:
    """The duplicate ROWs in rank order (see :func:`standings`).

    Each entry's net on a board is compared with the net in the same direction of every other
    table that played the board: 2 matchpoints for each lower, 1 for each equal; ``max`` is 2
    for each such table; ``diff`` is the net minus the mean of those nets (0 with none).
    ``percent`` is 100 · matchpoints / max (None when max is 0). Ranked by matchpoints / max,
    higher first (None last), then by id; ``rank`` is 1 + the entries strictly higher.
    """
    played = _checked(entries, plans, results)
    by_board: dict[int, list[BoardResult]] = defaultdict(list)
    for result in played:
        by_board[result.board].append(result)
    sums = {entry: _Duplicate() for entry in entries}
    for board, tables in by_board.items():
        for result in tables:
            for direction in DIRECTIONS:
                net = result.net(direction)
                others = [other.net(direction) for other in tables if other is not result]
                points = sum(2 if other < net else 1 if other == net else 0 for other in others)
                diff = net - Fraction(sum(others), len(others)) if others else Fraction(0)
                totals = sums[result.entry(direction)]
                totals.matchpoints += points
                totals.max += 2 * len(others)
                totals.diff += diff
                row = {
                    "board": board,
                    "round": result.round,
                    "table": result.table,
                    "direction": direction,
                    "net": net,
                    "matchpoints": points,
                    "max": 2 * len(others),
                    "diff": rounded(diff),
                }
                totals.boards.append(((board, result.round, result.table), row))
    ratio = {
        entry: Fraction(done.matchpoints, done.max) if done.max else None
        for entry, done in sums.items()
    }
    order = sorted(entries, key=lambda entry: _ratio_key(ratio[entry], entry))
    rows: list[dict[str, Any]] = []
    for entry in order:
        done = sums[entry]
        rows.append(
            {
                "entry": entry,
                "rank": 1 + sum(_higher(ratio[other], ratio[entry]) for other in entries),
                "matchpoints": done.matchpoints,
                "max": done.max,
                "percent": _percent(done.matchpoints, done.max),
                "diff": rounded(done.diff),
                "boards": [row for _, row in sorted(done.boards, key=lambda item: item[0])],
            }
        )
    return rows


def _percent(matchpoints: int, most: int) -> float | None:
    """100 · matchpoints / max to 2 decimals; None when max is 0 (no board compared)."""
    return rounded(100 * Fraction(matchpoints, most)) if most else None


def _ratio_key(ratio: Fraction | None, entry: int) -> tuple[bool, Fraction, int]:
    return (ratio is None, -(ratio or Fraction(0)), entry)


def _higher(ratio: Fraction | None, than: Fraction | None) -> bool:
    """Whether ``ratio`` is strictly higher than ``than`` (None below every number)."""
    if ratio is None:
        return False
    return than is None or ratio > than


# ---- matches ---------------------------------------------------------------------------------


@dataclass(slots=True)
class _Matches:
    """One entry's matches so far: won, drawn, lost, byes, its points and its match rows."""

    won: int = 0
    drawn: int = 0
    lost: int = 0
    byes: int = 0
    points_for: int = 0
    points_against: int = 0
    matches: list[dict[str, Any]] = field(default_factory=list)

    @property
    def score(self) -> int:
        return 2 * self.won + self.drawn + 2 * self.byes

    def key(self) -> tuple[int, int, int]:
        """What ranks the entry, higher first: score, points for - against, points for."""
        return (self.score, self.points_for - self.points_against, self.points_for)


def _matches(
    entries: Sequence[int], plans: Sequence[RoundPlan], results: Iterable[BoardResult]
) -> dict[int, _Matches]:
    """Each entry's matches over the complete matches of ``results`` and the byes of the
    rounds whose every match is complete."""
    points: dict[tuple[int, int], dict[int, tuple[int, int]]] = defaultdict(dict)
    for result in _checked(entries, plans, results):
        points[(result.round, result.table)][result.board] = result.points
    tally = {entry: _Matches() for entry in entries}
    for plan in sorted(plans, key=lambda plan: plan.round):
        complete = [
            table
            for table in plan.tables
            if set(points[(plan.round, table.table)]) == set(table.boards)
        ]
        for table in complete:
            _count_match(tally, plan.round, table, points[(plan.round, table.table)])
        if len(complete) == len(plan.tables):
            for entry in plan.sitout:
                tally[entry].byes += 1
    return tally


def _count_match(
    tally: dict[int, _Matches], number: int, table: TablePlan, boards: dict[int, tuple[int, int]]
) -> None:
    """Add the match of ``table`` in round ``number`` (its boards' points) to both entries."""
    sides = [sum(points[side] for points in boards.values()) for side in (0, 1)]
    for side, direction in enumerate(DIRECTIONS):
        entry = tally[table.ns if side == 0 else table.ew]
        own, other = sides[side], sides[1 - side]
        result = "won" if own > other else "drawn" if own == other else "lost"
        entry.won += result == "won"
        entry.drawn += result == "drawn"
        entry.lost += result == "lost"
        entry.points_for += own
        entry.points_against += other
        entry.matches.append(
            {
                "round": number,
                "table": table.table,
                "opponent": table.ew if side == 0 else table.ns,
                "direction": direction,
                "points": [own, other],
                "result": result,
            }
        )


def _match_order(tally: dict[int, _Matches]) -> list[int]:
    key = {entry: done.key() for entry, done in tally.items()}
    return sorted(tally, key=lambda entry: (tuple(-k for k in key[entry]), entry))


def matches_ranking(
    entries: Sequence[int], plans: Sequence[RoundPlan], results: Iterable[BoardResult]
) -> list[int]:
    """The entries in rank order by the matches standings of ``results`` (the rounds played
    so far): what pairs the next swiss round (all equal before round 1, so by id)."""
    return _match_order(_matches(entries, plans, results))


def matches_rows(
    entries: Sequence[int], plans: Sequence[RoundPlan], results: Iterable[BoardResult]
) -> list[dict[str, Any]]:
    """The matches ROWs in rank order (see :func:`standings`).

    The two entries of a table in a round play a match of the round's boards: each one's
    points summed over them are its points for, the other's its points against; more points
    wins, equal is a draw; a sit-out is a bye. ``score`` = 2·won + drawn + 2·byes. Ranked by
    score, then points for - against, then points for (higher first), then by id; ``rank``
    is 1 + the entries better on those three.
    """
    tally = _matches(entries, plans, results)
    rows: list[dict[str, Any]] = []
    for entry in _match_order(tally):
        done = tally[entry]
        rows.append(
            {
                "entry": entry,
                "rank": 1 + sum(other.key() > done.key() for other in tally.values()),
                "score": done.score,
                "played": done.won + done.drawn + done.lost,
                "won": done.won,
                "drawn": done.drawn,
                "lost": done.lost,
                "byes": done.byes,
                "points_for": done.points_for,
                "points_against": done.points_against,
                "matches": sorted(done.matches, key=lambda match: match["round"]),
            }
        )
    return rows
