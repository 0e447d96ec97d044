"""A swiss round as docs/interfaces.md ("Movements", swiss) pairs it: the odd entry's sit-out,
the first matching without a rematch that the backtracking search finds, L1-L2, L3-L4, ... when
there is none, tables in the order the pairs were made, the higher-ranked entry ns."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from circolo.play.evening.movement import RoundPlan, swiss_round


def _pairs(*text: str) -> set[frozenset[int]]:
    """Pairs from "1-2" strings."""
    return {frozenset(int(x) for x in pair.split("-")) for pair in text}


def _tables(plan: RoundPlan) -> list[tuple[int, int, int]]:
    return [(t.table, t.ns, t.ew) for t in plan.tables]


def test_before_round_1_the_entries_pair_by_id_the_higher_ranked_ns() -> None:
    plan = swiss_round(1, 6, [1, 2, 3, 4, 5, 6], set(), set(), (1, 2))
    assert _tables(plan) == [(1, 1, 2), (2, 3, 4), (3, 5, 6)]
    assert plan.round == 1 and plan.sitout == ()
    assert all(t.boards == (1, 2) for t in plan.tables)


def test_a_swiss_round_takes_its_board_set_or_the_evenings_boards_and_rounds() -> None:
    by_set = swiss_round(3, 4, [1, 2, 3, 4], set(), set(), (7, 8))
    assert swiss_round(3, 4, [1, 2, 3, 4], set(), set(), 8, 3) == by_set  # 1-3, 4-6, 7-8


def test_the_higher_ranked_entry_of_a_pair_sits_ns_and_tables_follow_the_ranking() -> None:
    plan = swiss_round(2, 4, [4, 2, 3, 1], _pairs("1-2", "3-4"), set(), (3,))
    assert _tables(plan) == [(1, 4, 2), (2, 3, 1)]


def test_the_search_backtracks_when_the_first_choice_leaves_no_matching() -> None:
    # 1-2 first would leave 3 with no one it has not met: the search takes 1-3 instead.
    met = _pairs("3-4", "3-5", "3-6")
    plan = swiss_round(3, 6, [1, 2, 3, 4, 5, 6], met, set(), (5, 6))
    assert _tables(plan) == [(1, 1, 3), (2, 2, 4), (3, 5, 6)]


def test_the_search_backtracks_more_than_one_level() -> None:
    # By hand: 1-2 fails (3-4 leaves 5-6, met; 3-5 leaves 4-6, met; 3-6 leaves 4-5, met);
    # 1-3 fails (2-4 met; 2-5 leaves 4-6, met; 2-6 leaves 4-5, met); 1-4 with 2-3 leaves 5-6,
    # met; 1-4, 2-5, 3-6 is the first found.
    met = _pairs("5-6", "4-6", "4-5", "2-4")
    plan = swiss_round(3, 6, [1, 2, 3, 4, 5, 6], met, set(), (1,))
    assert _tables(plan) == [(1, 1, 4), (2, 2, 5), (3, 3, 6)]


def test_with_no_matching_without_a_rematch_the_ranking_pairs_l1_l2_l3_l4() -> None:
    met = _pairs("1-2", "1-3", "1-4")
    plan = swiss_round(4, 4, [1, 2, 3, 4], met, set(), (4,))
    assert _tables(plan) == [(1, 1, 2), (2, 3, 4)]
    plan = swiss_round(4, 4, [3, 1, 4, 2], met | _pairs("2-3", "2-4", "3-4"), set(), (4,))
    assert _tables(plan) == [(1, 3, 1), (2, 4, 2)]


def test_the_lowest_ranked_entry_that_has_not_sat_out_sits_out() -> None:
    plan = swiss_round(2, 5, [2, 1, 5, 3, 4], set(), {4}, (2,))
    assert plan.sitout == (3,)
    assert _tables(plan) == [(1, 2, 1), (2, 5, 4)]
    everyone = {1, 2, 3, 4, 5}
    assert swiss_round(6, 5, [2, 1, 5, 3, 4], set(), everyone, (6,)).sitout == (4,)


def _has_matching(entries: list[int], met: set[frozenset[int]]) -> bool:
    """Whether some matching of ``entries`` has no pair in ``met`` (by brute force)."""
    if not entries:
        return True
    first = entries[0]
    return any(
        _has_matching([e for e in entries[1:] if e != other], met)
        for other in entries[1:]
        if frozenset((first, other)) not in met
    )


@st.composite
def _swiss_positions(draw: st.DrawFn) -> tuple[int, list[int], set[frozenset[int]], set[int]]:
    n = draw(st.integers(3, 8))
    ranking = draw(st.permutations(range(1, n + 1)))
    every = [frozenset(pair) for pair in combinations(range(1, n + 1), 2)]
    met = set(draw(st.lists(st.sampled_from(every), max_size=len(every))))
    rested = set(draw(st.lists(st.integers(1, n), max_size=n)))
    return n, list(ranking), met, rested


@given(_swiss_positions())
def test_a_swiss_round_seats_everyone_once_and_avoids_rematches_whenever_it_can(
    position: tuple[int, list[int], set[frozenset[int]], set[int]],
) -> None:
    n, ranking, met, rested = position
    plan = swiss_round(1, n, ranking, met, rested, (1,))
    places = [e for t in plan.tables for e in (t.ns, t.ew)] + list(plan.sitout)
    assert sorted(places) == list(range(1, n + 1))
    assert [t.table for t in plan.tables] == list(range(1, len(plan.tables) + 1))
    assert all(ranking.index(t.ns) < ranking.index(t.ew) for t in plan.tables)
    firsts = [ranking.index(t.ns) for t in plan.tables]
    assert firsts == sorted(firsts)
    if n % 2:
        fresh = [e for e in ranking if e not in rested] or ranking
        assert plan.sitout == (fresh[-1],)
    rest = [e for e in ranking if e not in plan.sitout]
    rematches = [t for t in plan.tables if frozenset((t.ns, t.ew)) in met]
    if _has_matching(rest, met):
        assert not rematches
    else:
        assert [(t.ns, t.ew) for t in plan.tables] == list(zip(rest[::2], rest[1::2], strict=True))
