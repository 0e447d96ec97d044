"""The movements of a club evening: who meets whom at which table in each round, and which
boards each round plays (docs/interfaces.md, "Club evenings", "Movements").

Everything here is a pure function of the format, the number of entries ``n``, the boards
``N`` and the rounds ``R``; a swiss round is a pure function of the standings so far too.
Entries are numbered 1..n; a table seats the entry in direction ``ns`` (side 0) and the one
in ``ew`` (side 1). A round lists its sit-outs in ``sitout``, and every entry is at one table
or in ``sitout`` in every round.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from circolo.core.errors import OptionError

#: The formats of an evening, in the order the command line names them.
FORMATS: Final = ("howell", "mitchell", "swiss", "roundrobin")
#: The formats scored by matchpoints (every board compared across tables); the others are
#: scored by matches.
DUPLICATE_FORMATS: Final = frozenset({"howell", "mitchell"})
#: The entry counts each format takes, lowest and highest.
ENTRY_COUNTS: Final = {"howell": (4, 8), "mitchell": (4, 8), "swiss": (3, 8), "roundrobin": (3, 8)}


@dataclass(frozen=True, slots=True)
class TablePlan:
    """One table of a round: its number, the entries sitting ``ns`` and ``ew``, and the boards
    it plays, in play order."""

    table: int
    ns: int
    ew: int
    boards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundPlan:
    """One round of the movement: its number, the entries sitting out (sorted) and its tables
    by table number."""

    round: int
    sitout: tuple[int, ...]
    tables: tuple[TablePlan, ...]


def check_format(format: str) -> None:
    """Refuse (OptionError) a format that is not one of :data:`FORMATS`."""
    if format not in FORMATS:
        raise OptionError("error.evening.unknown_format", format=format, formats=", ".join(FORMATS))


def check_entries(format: str, n: int) -> None:
    """Refuse (OptionError) an unknown format or an entry count ``n`` it does not take."""
    check_format(format)
    low, high = ENTRY_COUNTS[format]
    if format in DUPLICATE_FORMATS and n == 3:
        raise OptionError("error.evening.three_duplicate", format=format, low=low, high=high)
    if not low <= n <= high:
        raise OptionError("error.evening.entry_count", format=format, count=n, low=low, high=high)


def full_rounds(format: str, n: int) -> int:
    """The most rounds ``format`` plays with ``n`` entries: a howell or roundrobin meets every
    pair once (n - 1 rounds, n when n is odd), a mitchell has one round a table (⌈n/2⌉), a
    swiss at most n - 1 (n when n is odd)."""
    check_entries(format, n)
    if format == "mitchell":
        return (n + 1) // 2
    return n if n % 2 else n - 1


def round_count(format: str, n: int, boards: int, rounds: int | None = None) -> int:
    """The rounds an evening of ``format`` with ``n`` entries and ``boards`` boards plays,
    ``rounds`` asked or None.

    Without ``rounds``: a fixed movement plays all of its rounds, a swiss ⌈log2 n⌉. Refuses
    (OptionError, saying what is allowed) an unknown format, an entry count the format does
    not take, ``rounds`` outside 1 .. :func:`full_rounds`, and fewer boards than rounds.

    >>> round_count("howell", 5, 5), round_count("mitchell", 6, 3), round_count("swiss", 5, 8)
    (5, 3, 3)
    >>> round_count("swiss", 8, 7, 7)
    7
    """
    high = full_rounds(format, n)
    if rounds is None:
        count = (n - 1).bit_length() if format == "swiss" else high
    elif isinstance(rounds, bool) or not 1 <= rounds <= high:
        raise OptionError("error.evening.rounds", format=format, count=n, rounds=rounds, high=high)
    else:
        count = rounds
    board_sets(boards, count)
    return count


def board_sets(boards: int, rounds: int) -> list[tuple[int, ...]]:
    """Boards 1..``boards`` spread over ``rounds`` rounds: with q = N div R and e = N mod R,
    round r gets the next q + 1 boards when r ≤ e, else the next q. Refuses (OptionError)
    fewer boards than rounds.

    >>> board_sets(8, 3)
    [(1, 2, 3), (4, 5, 6), (7, 8)]
    """
    if rounds < 1:
        raise ValueError(f"an evening plays at least one round, not {rounds}")
    if boards < rounds:
        raise OptionError("error.evening.too_few_boards", boards=boards, rounds=rounds)
    q, e = divmod(boards, rounds)
    sets: list[tuple[int, ...]] = []
    first = 1
    for r in range(1, rounds + 1):
        size = q + 1 if r <= e else q
        sets.append(tuple(range(first, first + size)))
        first += size
    return sets


def _circle_round(n: int, r: int) -> list[tuple[int, int]]:
    """The (ns, ew) pairs of round ``r`` of the circle method for ``n`` entries, by table
    number, the phantom (n + 1 when n is odd) included."""
    m = n + n % 2
    rounds = m - 1
    k = r - 1
    pairs = [((k + i) % rounds + 1, (k - i) % rounds + 1) for i in range(1, m // 2)]
    pairs.append((k + 1, m) if k % 2 == 0 else (m, k + 1))
    return pairs


def _mitchell_round(n: int, r: int) -> list[tuple[int, int]]:
    """The (ns, ew) pairs of round ``r`` of a mitchell for ``n`` entries, by table number, the
    phantom ew entry (n + 1 when n is odd) included."""
    tables = (n + 1) // 2
    return [(t, tables + (t - r) % tables + 1) for t in range(1, tables + 1)]


def _round_plan(
    r: int, n: int, pairs: Sequence[tuple[int, int]], boards: tuple[int, ...]
) -> RoundPlan:
    """Round ``r`` from its pairs by table number: a table seating an entry above ``n`` (the
    phantom) is not played, and the other entry sits out; the others keep their numbers."""
    tables: list[TablePlan] = []
    sitout: list[int] = []
    for number, (ns, ew) in enumerate(pairs, start=1):
        if ns > n or ew > n:
            sitout.append(min(ns, ew))
        else:
            tables.append(TablePlan(number, ns, ew, boards))
    return RoundPlan(r, tuple(sorted(sitout)), tuple(tables))


def fixed_movement(format: str, n: int, boards: int, rounds: int | None = None) -> list[RoundPlan]:
    """The first ``rounds`` rounds (all of them when None) of the howell, roundrobin or
    mitchell movement of ``n`` entries playing boards 1..``boards``.

    howell and roundrobin follow the circle method (every entry meets every other once, a
    phantom making the sit-out when n is odd); a mitchell keeps its ns entries at their tables
    and moves the ew entries up one table a round. Refuses (OptionError) what
    :func:`round_count` and :func:`board_sets` refuse; a swiss has no fixed movement
    (ValueError: see :func:`swiss_round`).

    >>> [[(t.ns, t.ew) for t in plan.tables] for plan in fixed_movement("howell", 4, 3)]
    [[(2, 3), (1, 4)], [(3, 1), (4, 2)], [(1, 2), (3, 4)]]
    """
    count = round_count(format, n, boards, rounds)
    if format == "swiss":
        raise ValueError("a swiss evening has no fixed movement: pair each round by swiss_round")
    sets = board_sets(boards, count)
    pairing = _mitchell_round if format == "mitchell" else _circle_round
    return [_round_plan(r, n, pairing(n, r), sets[r - 1]) for r in range(1, count + 1)]


def pairs_met(plans: Iterable[RoundPlan]) -> set[frozenset[int]]:
    """Every pair of entries that has met at a table in ``plans``."""
    return {frozenset((table.ns, table.ew)) for plan in plans for table in plan.tables}


def entries_sat_out(plans: Iterable[RoundPlan]) -> set[int]:
    """Every entry that has sat out a round of ``plans``."""
    return {entry for plan in plans for entry in plan.sitout}


def _first_matching(
    entries: Sequence[int], met: set[frozenset[int]]
) -> list[tuple[int, int]] | None:
    """The first matching of ``entries`` (rank order) in which no pair has met: the first
    entry with each later one in order, the rest paired the same way, backtracking."""
    if not entries:
        return []
    first, rest = entries[0], entries[1:]
    for partner in rest:
        if frozenset((first, partner)) in met:
            continue
        others = [entry for entry in rest if entry != partner]
        matching = _first_matching(others, met)
        if matching is not None:
            return [(first, partner), *matching]
    return None


def swiss_round(
    r: int,
    n: int,
    standings_rank: Sequence[int],
    met: set[frozenset[int]],
    sat_out: set[int],
    boards: tuple[int, ...] | int,
    rounds: int | None = None,
) -> RoundPlan:
    """Round ``r`` of a swiss evening of ``n`` entries, playing ``boards``: the round's board
    set, or the evening's number of boards N, whose set for round r of ``rounds`` R is
    :func:`board_sets`'s.

    ``standings_rank`` lists every entry in the rank order of the matches standings of the
    rounds before (:func:`circolo.play.evening.scoring.matches_ranking`; by id before round
    1); ``met`` holds the pairs that have played each other, ``sat_out`` the entries that have
    sat out. With n odd the lowest-ranked entry that has not sat out sits out (the
    lowest-ranked of all when everyone has). The others, L in rank order, are paired by the
    first matching without a rematch that the search finds (the first of L with each later
    entry in order, the rest the same way, backtracking), or L1-L2, L3-L4, ... when there is
    none; tables are numbered in the order the pairs were made, the higher-ranked entry ns.

    >>> met = {frozenset((1, 2)), frozenset((3, 4))}
    >>> plan = swiss_round(2, 4, [1, 3, 2, 4], met, set(), (3, 4))
    >>> [(t.table, t.ns, t.ew, t.boards) for t in plan.tables]
    [(1, 1, 3, (3, 4)), (2, 2, 4, (3, 4))]
    >>> swiss_round(2, 4, [1, 3, 2, 4], met, set(), 5, 2).tables[0].boards
    (4, 5)
    """
    if isinstance(boards, int):
        if rounds is None:
            raise ValueError("a swiss round of N boards needs the evening's rounds R")
        boards = board_sets(boards, rounds)[r - 1]
    if sorted(standings_rank) != list(range(1, n + 1)):
        raise ValueError(f"the ranking {list(standings_rank)} does not list entries 1 to {n}")
    ranked = list(standings_rank)
    sitout: tuple[int, ...] = ()
    if n % 2:
        fresh = [entry for entry in ranked if entry not in sat_out]
        sitout = ((fresh or ranked)[-1],)
        ranked.remove(sitout[0])
    pairs = _first_matching(ranked, met)
    if pairs is None:
        pairs = [(ranked[i], ranked[i + 1]) for i in range(0, len(ranked), 2)]
    tables = tuple(
        TablePlan(number, ns, ew, boards) for number, (ns, ew) in enumerate(pairs, start=1)
    )
    return RoundPlan(r, sitout, tables)
