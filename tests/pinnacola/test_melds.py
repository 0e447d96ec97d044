"""Sets, runs, wild cards and what melds are worth."""

from __future__ import annotations

import pytest

from circolo.core.cards.french import FrenchCard
from circolo.core.errors import IllegalPlayError, NotationError
from circolo.games.pinnacola.melds import (
    Placed,
    extended,
    interpretations,
    make_meld,
    parse_placed,
    swapped,
)
from circolo.games.pinnacola.options import PinnacolaOptions

STANDARD = PinnacolaOptions()
PINELLE = PinnacolaOptions(pinelle=True)
ANY_WILD = PinnacolaOptions(max_wild_per_meld=None)


def laid(codes: list[str], options: PinnacolaOptions = STANDARD) -> list[str]:
    return make_meld(parse_placed(codes), options).codes


def refused(codes: list[str], match: str, options: PinnacolaOptions = STANDARD) -> None:
    with pytest.raises(IllegalPlayError, match=match):
        make_meld(parse_placed(codes), options)


def test_a_set_is_three_or_four_of_a_rank_in_different_suits() -> None:
    assert laid(["7s", "7h", "7d"]) == ["7h", "7d", "7s"]
    assert laid(["7s", "7h", "7d", "7c"]) == ["7h", "7d", "7c", "7s"]
    # the refusal says what is wrong, not the rule as if it were met
    refused(["7s", "7s", "7d"], "two of these cards are of the same suit")
    refused(["7s", "7h"], "at least three")


def test_a_run_is_consecutive_cards_of_one_suit_written_low_to_high() -> None:
    assert laid(["6h", "4h", "5h"]) == ["4h", "5h", "6h"]
    refused(["4h", "5h", "7h"], "consecutive")
    refused(["4h", "5h", "6d"], "neither a set")


def test_the_ace_is_low_or_high_but_runs_do_not_wrap() -> None:
    assert laid(["Ah", "2h", "3h"]) == ["Ah", "2h", "3h"]
    assert laid(["Qh", "Kh", "Ah"]) == ["Qh", "Kh", "Ah"]
    refused(["Kh", "Ah", "2h"], "consecutive")
    full = ["Ah", *[f"{r}h" for r in "23456789TJQK"], "Ah"]
    assert len(laid(full)) == 14


def test_with_pinelle_the_two_is_no_natural_card_in_runs() -> None:
    assert laid(["Ah", "3h", "4h"], PINELLE) == ["Ah", "3h", "4h"]
    refused(["Ah", "2s=2h", "3h"], "pinelle", PINELLE)
    assert laid(["3h", "2c=4h", "5h"], PINELLE) == ["3h", "2c=4h", "5h"]


def test_without_pinelle_a_black_two_is_a_natural_card() -> None:
    assert laid(["2c", "3c", "4c"]) == ["2c", "3c", "4c"]
    refused(["2c=5h", "6h", "7h"], "not wild")


def test_a_wild_card_says_what_it_stands_for() -> None:
    assert laid(["5h", "6h", "JK=7h"]) == ["5h", "6h", "JK=7h"]
    assert laid(["Qh", "Qs", "JK=Q"]) == ["Qh", "Qs", "JK=Q"]
    refused(["5h", "6h", "JK"], "say what the wild card")
    refused(["Qh", "Qs", "JK=K"], "the rank of the other cards, Queen: write 'JK=Q'")
    refused(["5h", "6h", "JK=7d"], "one suit")


def test_at_most_one_wild_card_unless_the_options_allow_more() -> None:
    refused(["5h", "JK=6h", "JK=7h"], "two natural")
    refused(["5h", "6h", "JK=7h", "JK=8h"], "at most one wild card")
    assert laid(["5h", "6h", "JK=7h", "JK=8h"], ANY_WILD) == ["5h", "6h", "JK=7h", "JK=8h"]
    refused(["5h", "JK=6h", "JK=7h"], "two natural", ANY_WILD)


def test_four_jokers_are_a_meld_only_where_the_options_allow() -> None:
    assert make_meld(parse_placed(["JK"] * 4), STANDARD).kind == "jokers"
    refused(["JK"] * 4, "four-jokers", PinnacolaOptions(four_jokers_meld=False))


def test_attaching_keeps_the_meld_what_it_was() -> None:
    run = make_meld(parse_placed(["5h", "6h", "7h"]), STANDARD)
    assert extended(run, parse_placed(["8h", "4h"]), STANDARD).codes == [
        "4h",
        "5h",
        "6h",
        "7h",
        "8h",
    ]
    with pytest.raises(IllegalPlayError):
        extended(run, parse_placed(["Th"]), STANDARD)
    trio = make_meld(parse_placed(["Qh", "Qs", "Qd"]), STANDARD)
    with pytest.raises(IllegalPlayError, match="at most four"):
        extended(trio, parse_placed(["Qc", "JK=Q"]), STANDARD)


def test_a_swap_puts_the_natural_card_in_the_wild_cards_place() -> None:
    run = make_meld(parse_placed(["5h", "6h", "JK=7h"]), STANDARD)
    seven = FrenchCard.parse("7h")
    assert swapped(run, seven, FrenchCard.parse("JK"), STANDARD).codes == ["5h", "6h", "7h"]
    with pytest.raises(IllegalPlayError, match="no wild card"):
        swapped(run, FrenchCard.parse("8h"), FrenchCard.parse("JK"), STANDARD)
    trio = make_meld(parse_placed(["Qh", "Qs", "JK=Q"]), STANDARD)
    with pytest.raises(IllegalPlayError, match="already has the suit"):
        swapped(trio, FrenchCard.parse("Qh"), FrenchCard.parse("JK"), STANDARD)
    assert swapped(trio, FrenchCard.parse("Qc"), FrenchCard.parse("JK"), STANDARD).codes == [
        "Qh", "Qc", "Qs"
    ]  # fmt: skip


def test_interpretations_list_every_place_a_wild_card_can_take() -> None:
    cards = [FrenchCard.parse(c) for c in ("5h", "7h", "JK")]
    assert [m.codes for m in interpretations((), cards, STANDARD)] == [["5h", "JK=6h", "7h"]]
    ends = [FrenchCard.parse(c) for c in ("5h", "6h", "JK")]
    assert len(interpretations((), ends, STANDARD)) == 2


def test_placed_notation_is_strict() -> None:
    assert str(Placed.parse("JK=7h")) == "JK=7h"
    for bad in ("JK=", "JK=JK", "JK=7x", 7):
        with pytest.raises(NotationError):
            Placed.parse(bad)


@pytest.mark.parametrize(
    ("codes", "points"),
    [
        (["7h", "7d", "7s"], 30),
        (["5h", "5d", "5s", "5c"], 40),  # poker of 5-point cards
        (["Kh", "Kd", "Ks", "Kc"], 80),  # poker of 10-point cards
        (["Ah", "Ad", "As", "Ac"], 120),  # poker of aces
        (["Kh", "Kd", "Ks", "JK=K"], 55),  # four with a wild card: no poker
        (["Ah", "2h", "JK=3h"], 45),  # ace 15, two 5, joker 25
        (["3h", "4h", "5h", "6h", "7h", "8h", "9h"], 2 * 55),  # pinnacola: double
        ([f"{r}h" for r in "3456789TJQ"], 3 * 85),  # ten natural cards: triple
        ([f"{r}h" for r in "3456789TJQKA"] + ["2h"], 1500),  # pinnacolone
        (["JK"] * 4, 400),
    ],
)
def test_meld_values_with_their_bonuses(codes: list[str], points: int) -> None:
    if codes[-1] == "2h":
        codes = ["Ah", "2h", *codes[:-2]]  # A 2 3 … K: thirteen natural cards
    assert make_meld(parse_placed(codes), STANDARD).value(STANDARD) == points


def test_a_run_with_a_wild_card_is_never_a_pinnacola() -> None:
    codes = ["3h", "4h", "5h", "JK=6h", "7h", "8h", "9h"]
    assert make_meld(parse_placed(codes), STANDARD).value(STANDARD) == 15 + 25 + 30


def test_a_pinella_counts_twenty_wherever_it_stands() -> None:
    meld = make_meld(parse_placed(["Qh", "Qs", "2c=Q"]), PINELLE)
    assert meld.value(PINELLE) == 40
