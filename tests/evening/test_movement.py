"""The movements of a club evening as docs/interfaces.md ("Movements") gives them: its examples
as written, every entry at one place each round, every pair meeting once in a howell or
roundrobin, a mitchell's ns entries stationary, the board sets, and the refusals in both
languages."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from circolo.core.errors import OptionError
from circolo.play.evening.movement import (
    DUPLICATE_FORMATS,
    ENTRY_COUNTS,
    RoundPlan,
    board_sets,
    fixed_movement,
    full_rounds,
    round_count,
)
from tests.helpers import english_words_in

FIXED = ("howell", "roundrobin", "mitchell")


def _seats(plans: list[RoundPlan]) -> list[list[tuple[int, int, int]]]:
    """Each round's (table, ns, ew)."""
    return [[(t.table, t.ns, t.ew) for t in plan.tables] for plan in plans]


def test_eight_boards_in_three_rounds_are_1_to_3_4_to_6_and_7_8() -> None:
    assert board_sets(8, 3) == [(1, 2, 3), (4, 5, 6), (7, 8)]
    assert board_sets(3, 3) == [(1,), (2,), (3,)]
    assert board_sets(7, 1) == [(1, 2, 3, 4, 5, 6, 7)]


@pytest.mark.parametrize("format", ["howell", "roundrobin"])
def test_four_entries_howell_as_the_spec_writes_it(format: str) -> None:
    plans = fixed_movement(format, 4, 6)
    assert _seats(plans) == [
        [(1, 2, 3), (2, 1, 4)],
        [(1, 3, 1), (2, 4, 2)],
        [(1, 1, 2), (2, 3, 4)],
    ]
    assert [plan.sitout for plan in plans] == [(), (), ()]
    assert [plan.tables[0].boards for plan in plans] == [(1, 2), (3, 4), (5, 6)]
    assert all(t.boards == plan.tables[0].boards for plan in plans for t in plan.tables)


@pytest.mark.parametrize("format", ["howell", "roundrobin"])
def test_five_entries_howell_has_round_r_sit_out_r(format: str) -> None:
    plans = fixed_movement(format, 5, 5)
    assert _seats(plans) == [
        [(1, 2, 5), (2, 3, 4)],
        [(1, 3, 1), (2, 4, 5)],
        [(1, 4, 2), (2, 5, 1)],
        [(1, 5, 3), (2, 1, 2)],
        [(1, 1, 4), (2, 2, 3)],
    ]
    assert [plan.sitout for plan in plans] == [(1,), (2,), (3,), (4,), (5,)]


def test_six_entries_mitchell_as_the_spec_writes_it() -> None:
    plans = fixed_movement("mitchell", 6, 3)
    assert _seats(plans) == [
        [(1, 1, 4), (2, 2, 5), (3, 3, 6)],
        [(1, 1, 6), (2, 2, 4), (3, 3, 5)],
        [(1, 1, 5), (2, 2, 6), (3, 3, 4)],
    ]
    assert [plan.sitout for plan in plans] == [(), (), ()]


def test_five_entries_mitchell_keeps_the_table_numbers_and_sits_the_phantoms_ns_out() -> None:
    plans = fixed_movement("mitchell", 5, 3)
    assert _seats(plans) == [
        [(1, 1, 4), (2, 2, 5)],
        [(2, 2, 4), (3, 3, 5)],
        [(1, 1, 5), (3, 3, 4)],
    ]
    assert [plan.sitout for plan in plans] == [(3,), (1,), (2,)]


def test_the_first_r_rounds_of_a_movement_are_the_whole_movements_first_rounds() -> None:
    first_two = fixed_movement("howell", 6, 4, 2)
    whole = fixed_movement("howell", 6, 5)
    assert _seats(first_two) == _seats(whole)[:2]
    assert [plan.sitout for plan in first_two] == [plan.sitout for plan in whole[:2]]
    assert [plan.tables[0].boards for plan in first_two] == [(1, 2), (3, 4)]


def test_the_rounds_default_to_the_whole_movement_and_log2_n_for_a_swiss() -> None:
    assert [round_count("howell", n, 8) for n in range(4, 9)] == [3, 5, 5, 7, 7]
    assert [round_count("roundrobin", n, 7) for n in range(3, 9)] == [3, 3, 5, 5, 7, 7]
    assert [round_count("mitchell", n, 4) for n in range(4, 9)] == [2, 3, 3, 4, 4]
    assert [round_count("swiss", n, 3) for n in range(3, 9)] == [2, 2, 3, 3, 3, 3]
    assert [full_rounds("swiss", n) for n in range(3, 9)] == [3, 3, 5, 5, 7, 7]
    assert round_count("swiss", 5, 5, 5) == 5
    assert round_count("mitchell", 8, 1, 1) == 1


def _refusal(call: object) -> OptionError:
    with pytest.raises(OptionError) as caught:
        assert callable(call)
        call()
    return caught.value


@pytest.mark.parametrize(
    ("call", "key", "english", "italian"),
    [
        (lambda: round_count("danish", 4, 4), "error.evening.unknown_format",
         "unknown format danish; the formats are: howell, mitchell, swiss, roundrobin",
         "formato danish sconosciuto; i formati sono: howell, mitchell, swiss, roundrobin"),
        (lambda: round_count("howell", 9, 9), "error.evening.entry_count",
         "howell takes 4 to 8 entries, not 9", "howell accetta da 4 a 8 partecipanti, non 9"),
        (lambda: round_count("swiss", 2, 2), "error.evening.entry_count",
         "swiss takes 3 to 8 entries, not 2", "swiss accetta da 3 a 8 partecipanti, non 2"),
        (lambda: fixed_movement("mitchell", 3, 6), "error.evening.three_duplicate",
         "with 3 entries only one table plays a round, so no board could be compared: "
         "mitchell takes 4 to 8 entries", None),
        (lambda: round_count("mitchell", 6, 9, 4), "error.evening.rounds",
         "mitchell with 6 entries plays 1 to 3 rounds, not 4",
         "mitchell con 6 partecipanti gioca da 1 a 3 turni, non 4"),
        (lambda: round_count("swiss", 4, 4, 0), "error.evening.rounds",
         "swiss with 4 entries plays 1 to 3 rounds, not 0", None),
        (lambda: round_count("swiss", 8, 2, 3), "error.evening.too_few_boards",
         "2 boards cannot be spread over 3 rounds: every round plays at least one board, so "
         "there must be at least 3 boards", None),
        (lambda: fixed_movement("howell", 4, 2), "error.evening.too_few_boards",
         "2 boards cannot be spread over 3 rounds: every round plays at least one board, so "
         "there must be at least 3 boards", None),
        (lambda: board_sets(1, 2), "error.evening.too_few_boards",
         "1 board cannot be spread over 2 rounds: every round plays at least one board, so "
         "there must be at least 2 boards", "1 smazzata non si distribuisce su 2 turni: ogni "
         "turno gioca almeno una smazzata, quindi ne servono almeno 2"),
        (lambda: board_sets(0, 1), "error.evening.too_few_boards",
         "0 boards cannot be played: an evening plays at least one board", None),
    ],
)  # fmt: skip
def test_what_an_evening_cannot_play_is_refused_saying_what_is_allowed(
    call: object, key: str, english: str, italian: str | None
) -> None:
    refusal = _refusal(call)
    assert refusal.key == key
    assert str(refusal) == english
    if italian is not None:
        assert refusal.message("it") == italian
    assert not english_words_in(refusal.message("it"))


def test_a_swiss_has_no_fixed_movement() -> None:
    with pytest.raises(ValueError, match="swiss_round"):
        fixed_movement("swiss", 4, 4)


_fixed_evenings = st.sampled_from(FIXED).flatmap(
    lambda format: st.tuples(
        st.just(format), st.integers(ENTRY_COUNTS[format][0], ENTRY_COUNTS[format][1])
    )
)


@given(_fixed_evenings, st.integers(0, 30))
def test_every_entry_is_at_one_table_or_sitting_out_every_round(
    evening: tuple[str, int], more_boards: int
) -> None:
    format, n = evening
    rounds = round_count(format, n, n)
    plans = fixed_movement(format, n, rounds + more_boards)
    assert [plan.round for plan in plans] == list(range(1, rounds + 1))
    played = [board for plan in plans for board in plan.tables[0].boards]
    assert played == list(range(1, rounds + more_boards + 1))
    for plan in plans:
        places = [e for t in plan.tables for e in (t.ns, t.ew)] + list(plan.sitout)
        assert sorted(places) == list(range(1, n + 1))
        assert list(plan.sitout) == sorted(plan.sitout)
        assert len(plan.sitout) == n % 2
        assert len(plan.tables) >= (2 if format in DUPLICATE_FORMATS else 1)  # a board is compared
        numbers = [t.table for t in plan.tables]
        assert numbers == sorted(set(numbers))
        assert len({t.boards for t in plan.tables}) == 1


@pytest.mark.parametrize("format", ["howell", "roundrobin"])
@pytest.mark.parametrize("n", range(3, 9))
def test_a_howell_or_roundrobin_meets_every_pair_exactly_once_and_sits_ns_half_the_time(
    format: str, n: int
) -> None:
    if n < ENTRY_COUNTS[format][0]:
        return
    plans = fixed_movement(format, n, full_rounds(format, n))
    pairs = [frozenset((t.ns, t.ew)) for plan in plans for t in plan.tables]
    everyone = {frozenset((a, b)) for a in range(1, n + 1) for b in range(a + 1, n + 1)}
    assert len(pairs) == len(everyone)
    assert set(pairs) == everyone
    for entry in range(1, n + 1):
        played = [plan for plan in plans if entry not in plan.sitout]
        ns = sum(t.ns == entry for plan in plans for t in plan.tables)
        assert abs(ns - len(played) / 2) <= 1 / 2  # half the rounds it plays, give or take a half
    assert sum(len(plan.sitout) for plan in plans) == (n if n % 2 else 0)


@pytest.mark.parametrize("n", range(4, 9))
def test_a_mitchells_ns_entries_stay_at_their_tables_and_meet_every_ew_entry_once(n: int) -> None:
    tables = (n + 1) // 2
    plans = fixed_movement("mitchell", n, tables)
    for plan in plans:
        for t in plan.tables:
            assert t.ns == t.table <= tables < t.ew
    met = [(t.ns, t.ew) for plan in plans for t in plan.tables]
    assert len(met) == len(set(met)) == tables * (n - tables)
    assert all(plan.sitout == () for plan in plans) == (n % 2 == 0)
