"""The compiled solver against the pure-Python reference, and `circolo solve`."""

from __future__ import annotations

import ctypes
import json
import random
import subprocess
import sys
from collections.abc import Sequence

import pytest

from circolo.core.cards.italian import DECK, Card, parse_cards
from circolo.games.tressette.ranking import THIRDS_BY_STRENGTH, strength, thirds
from circolo.games.tressette.solver import SearchGaveUpError, Solver, reference
from circolo.games.tressette.solver.native import HERE, LIBRARY_NAME, library

#: Positions per hand size: thousands in all, fewer where the reference is slow (a position
#: of five cards a hand takes the pure-Python reference up to 0.4 s, searched once for both
#: sides; twenty of them take about 11 s of the suite's 15 minutes).
POSITIONS = {1: 300, 2: 600, 3: 600, 4: 300, 5: 20}


def random_position(
    rng: random.Random, n: int, on_table: int
) -> tuple[list[list[Card]], int, list[Card]]:
    """A random deal of ``n`` cards a hand, with ``on_table`` legal cards of a trick played."""
    cards = rng.sample(list(DECK), 4 * n)
    hands = [cards[i * n : (i + 1) * n] for i in range(4)]
    leader = rng.randrange(4)
    trick: list[Card] = []
    for i in range(on_table):
        seat = (leader + i) % 4
        follow = [c for c in hands[seat] if trick and c.suit is trick[0].suit]
        card = rng.choice(follow or hands[seat])
        hands[seat] = [c for c in hands[seat] if c is not card]
        trick.append(card)
    return hands, leader, trick


def _both_teams(hands: list[list[Card]], leader: int, trick: Sequence[Card]) -> tuple[int, int]:
    """The reference's thirds for team 0 and team 1, searched once: what one team does not
    take of the points still out (the last trick's 3 thirds with them), the other does."""
    zero = reference.team_thirds(hands, leader, trick, 0)
    out = sum(thirds(card) for hand in hands for card in hand)
    out += sum(thirds(card) for card in trick) + reference.LAST_TRICK_THIRDS
    return zero, out - zero


@pytest.fixture(scope="module")
def solver() -> Solver:
    return Solver(table_bits=16)


@pytest.mark.slow
@pytest.mark.parametrize("n", sorted(POSITIONS))
def test_the_compiled_solver_finds_the_references_value_in_random_positions(
    solver: Solver, n: int
) -> None:
    rng = random.Random(f"solver/{n}")
    for _ in range(POSITIONS[n]):
        hands, leader, trick = random_position(rng, n, rng.randrange(4) if n > 1 else 0)
        expected = _both_teams(hands, leader, trick)
        for team in (0, 1):
            got = solver.value(hands, leader, trick, team)
            assert got == expected[team], (hands, leader, trick)


def _partner_heads_a_suit(hands: list[list[Card]], leader: int) -> bool:
    """Partner of the leader holds the highest card still out of some suit."""
    for card in hands[(leader + 2) % 4]:
        out = [c for hand in hands for c in hand if c.suit is card.suit]
        if max(out, key=lambda c: strength(c)) is card:
            return True
    return False


def test_partners_sure_points_agree_with_the_reference(solver: Solver) -> None:
    # The sure points of the leader's side count partner's masters where the leader has a
    # card of a suit partner heads (quick_tricks), and only then: positions where partner
    # heads a suit, with and without such an entry, checked one by one.
    rng = random.Random("entries")
    checked = 0
    while checked < 300:
        hands, leader, _ = random_position(rng, rng.choice((3, 4)), 0)
        if not _partner_heads_a_suit(hands, leader):
            continue
        expected = _both_teams(hands, leader, ())
        for team in (0, 1):
            assert solver.value(hands, leader, (), team) == expected[team], (hands, leader)
        checked += 1


def test_every_legal_card_gets_the_value_of_the_position_after_it(solver: Solver) -> None:
    rng = random.Random("moves")
    for _ in range(150):
        n = rng.randint(1, 4)
        hands, leader, trick = random_position(rng, n, rng.randrange(3))
        seat = (leader + len(trick)) % 4
        values = solver.move_values(hands, leader, trick)
        legal = [c for c in hands[seat] if trick and c.suit is trick[0].suit] or hands[seat]
        assert set(values) == set(legal)
        for card, value in values.items():
            after = [
                [c for c in h if c is not card] if i == seat else h for i, h in enumerate(hands)
            ]
            if len(trick) < 3:
                assert value == reference.team_thirds(after, leader, [*trick, card], seat % 2)
        assert max(values.values()) == solver.value(hands, leader, trick, seat % 2)


def test_the_bounded_search_is_exact_when_its_horizon_covers_the_hand(solver: Solver) -> None:
    rng = random.Random("bounded")
    for _ in range(120):
        n = rng.randint(1, 6)
        hands, leader, trick = random_position(rng, n, rng.randrange(4) if n > 1 else 0)
        # The current trick plus n - 1 more is the whole hand; later ones change nothing.
        for horizon in (n - 1, n + 2):
            for team in (0, 1):
                assert solver.value(hands, leader, trick, team, horizon) == solver.value(
                    hands, leader, trick, team
                )
            assert solver.move_values(hands, leader, trick, horizon=horizon) == (
                solver.move_values(hands, leader, trick)
            )


def test_the_evaluation_and_the_bounded_values_stay_within_the_points_still_out(
    solver: Solver,
) -> None:
    rng = random.Random("evaluate")
    for _ in range(200):
        n = rng.randint(2, 10)
        hands, leader, trick = random_position(rng, n, 0)
        out = sum(thirds(c) for h in hands for c in h) + 3
        estimate = solver.evaluate(hands, leader)
        assert 0 <= estimate <= out
        assert solver.evaluate(hands, leader, team=1 - leader % 2) == out - estimate
        hands, leader, trick = random_position(rng, n, rng.randrange(4))
        out = sum(thirds(c) for h in hands for c in h) + sum(thirds(c) for c in trick) + 3
        for horizon in (0, 1, 2):
            for value in solver.move_values(hands, leader, trick, horizon=horizon).values():
                assert 0 <= value <= out
    # Every card a master of the leader: every point out is the leader's side's.
    masters = [parse_cards(h) for h in (["3d", "3c"], ["4d", "5c"], ["5d", "6c"], ["6d", "7c"])]
    assert solver.evaluate(masters, 0) == 1 + 1 + 3


def test_the_last_trick_is_worth_three_thirds_more() -> None:
    hands = [parse_cards(h) for h in (["Ad"], ["4d"], ["5d"], ["6d"])]
    assert Solver().value(hands, leader=0) == 3 + 3
    assert Solver().value(hands, leader=0, team=1) == 0


def test_cards_between_two_held_cards_on_the_table_keep_them_apart() -> None:
    # Seat 1 holds the 2 and the re of coppe; the asso between them is on the table: only
    # the 2 takes the trick, so the two cards are not equivalent.
    hands = [parse_cards(h) for h in (["4d", "5d"], ["2c", "Rc"], ["6d", "7d"], ["Fd", "Cc"])]
    hands[0] = parse_cards(["4d"])
    trick = parse_cards(["Ac"])
    values = Solver().move_values(hands, 0, trick)
    assert values[Card.parse("2c")] > values[Card.parse("Rc")]


@pytest.mark.parametrize(
    ("hands", "leader", "trick", "message"),
    [
        ([["Ad"], ["4d"], ["5d"]], 0, [], "four hands"),
        ([["Ad"], ["4d"], ["5d"], ["6d"]], 4, [], "seat from 0 to 3"),
        ([["Ad"], ["Ad"], ["5d"], ["6d"]], 0, [], "dealt twice"),
        ([["Ad", "3d"], ["4d"], ["5d"], ["6d"]], 0, [], "do not fit"),
        ([["Ad", "Ad"], ["4d", "Fd"], ["5d", "Cd"], ["6d", "Rd"]], 0, [], "dealt twice"),
        ([["Ad"], ["4d", "Fd"], ["5d", "Cd"], ["6d", "Rd"]], 0, ["4d"], "dealt twice"),
        ([["Ad"], ["4d"], ["5d", "Cd"], ["6d", "Rd"]], 0, ["2d", "2d"], "on the table twice"),
        ([["Ad"], ["4d"], ["5d"], ["6d", "Rd"]], 0, ["2d"], "do not fit"),
        ([[], [], [], []], 2, [], "every hand is empty"),
    ],
)
def test_impossible_positions_are_refused_with_the_reason(
    hands: list[list[str]], leader: int, trick: list[str], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Solver().value([parse_cards(h) for h in hands], leader, parse_cards(trick))


def test_the_package_build_compiled_the_solver_next_to_its_module() -> None:
    assert (HERE / LIBRARY_NAME).is_file(), "pip install -e . compiles it (hatch_build.py)"


def test_circolo_solve_answers_each_line_and_reports_bad_ones() -> None:
    lines = [
        {"hands": [["Ad", "3c"], ["4d", "2c"], ["5d", "Fc"], ["6d", "7c"]], "leader": 0},
        {"hands": [["Ad"]], "leader": 0},
        {"hands": [["Ad"], ["4d"], ["5d"], ["6d"]], "leader": 1},
    ]
    done = subprocess.run(
        [sys.executable, "-m", "circolo", "solve", "--json"],
        input="\n".join(json.dumps(line) for line in lines) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 1
    assert answers[0]["value"] == 9 and answers[0]["ms"] >= 0
    assert "four lists" in answers[1]["error"]
    assert answers[2]["value"] == 0  # seat 1 leads the 4: the asso of seat 0 takes it all


def _configure(values: tuple[int, ...]) -> int:
    return int(library().tressette_solver_configure((ctypes.c_int * 10)(*values)))


def test_the_compiled_solver_counts_the_values_tressettes_ranking_gives_it() -> None:
    hands = [parse_cards(h) for h in (["Ad"], ["4d"], ["5d"], ["6d"])]
    assert Solver().value(hands, leader=0) == 3 + 3  # the asso and the last trick
    try:
        assert _configure((1,) * 10) == 1  # every card a third: the values are the loader's
        assert Solver().value(hands, leader=0) == 4 + 3
        assert _configure((2,) * 10) == 0  # a value no Tressette card has is refused
    finally:
        assert _configure(THIRDS_BY_STRENGTH) == 1
    assert Solver().value(hands, leader=0) == 3 + 3


def test_equivalent_cards_searched_once_get_the_values_each_would_get_alone() -> None:
    # move_values searches one card of each class of equivalent cards, each from the value of
    # the card before: every legal card must still get the value of the position after it.
    rng = random.Random("classes")
    solver, plain = Solver(table_bits=16), Solver(table_bits=16)
    for _ in range(40):
        n = rng.randint(5, 7)
        hands, leader, trick = random_position(rng, n, rng.randrange(3))
        seat = (leader + len(trick)) % 4
        values = solver.move_values(hands, leader, trick)
        for card, value in values.items():
            after = [
                [c for c in h if c is not card] if i == seat else h for i, h in enumerate(hands)
            ]
            assert value == plain.value(after, leader, [*trick, card], seat % 2)


def test_a_search_past_its_node_limit_gives_up_and_leaves_the_table_sound() -> None:
    rng = random.Random("limit")
    hands, leader, trick = random_position(rng, 8, 1)
    solver = Solver(table_bits=16)
    with pytest.raises(SearchGaveUpError):
        solver.move_values(hands, leader, trick, node_limit=500)
    # What it stored before giving up is true: the values afterwards are a fresh solver's.
    assert solver.move_values(hands, leader, trick) == Solver(16).move_values(hands, leader, trick)
    # A limit the search stays within changes nothing, and the next call has no limit.
    assert solver.move_values(hands, leader, trick, node_limit=10**9) == solver.move_values(
        hands, leader, trick
    )
    solver.clear()
    assert solver.value(hands, leader, trick) >= 0
