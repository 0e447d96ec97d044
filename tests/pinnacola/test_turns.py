"""A Pinnacola turn: draw, meld, attach, swap, discard, and the refusals that name the rule."""

from __future__ import annotations

import pytest

from circolo.core.cards.french import FrenchCard
from circolo.core.errors import IllegalPlayError
from circolo.games.pinnacola.actions import (
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    EndHand,
    LayMeld,
    Swap,
    Undo,
)
from circolo.games.pinnacola.options import PinnacolaOptions
from tests.pinnacola.helpers import meld, position

FOUR = PinnacolaOptions(players=4, mode="single")


def card(code: str) -> FrenchCard:
    return FrenchCard.parse(code)


def test_a_turn_starts_with_a_draw() -> None:
    hand = position([["5h", "6h", "7h", "Kc"], ["2d", "9s"]])
    with pytest.raises(IllegalPlayError, match="draw first"):
        hand.apply(Discard(card("Kc")))
    drawn = hand.apply(DrawStock())
    assert drawn.hands[0].count(hand.stock[0]) >= 1 and len(drawn.hands[0]) == 5
    with pytest.raises(IllegalPlayError, match="already drawn"):
        drawn.apply(DrawStock())


def test_taking_from_the_pile_takes_every_card_above_it() -> None:
    hand = position([["5h", "6h", "Kc", "2d"], ["9s", "9d"]], pile=["Qs", "7h", "3c", "8d"])
    taken = hand.apply(DrawPile(1))
    assert taken.pile == (card("Qs"),)
    assert sorted(c.code for c in taken.hands[0]) == sorted(
        ["5h", "6h", "Kc", "2d", "7h", "3c", "8d"]
    )
    assert taken.must_use == (card("7h"),)
    assert taken.known[0] == tuple(sorted((card("7h"), card("3c"), card("8d"))))


def test_a_pile_card_that_cannot_be_melded_this_turn_cannot_be_taken() -> None:
    hand = position([["5h", "6h", "Kc", "2d"], ["9s", "9d"]], pile=["Qs", "7h"])
    assert hand.usable_pile_indices() == (1,)
    with pytest.raises(IllegalPlayError, match="must be melded this turn"):
        hand.apply(DrawPile(0))


def test_the_card_taken_from_the_pile_must_be_melded_before_the_discard() -> None:
    hand = position([["5h", "6h", "Kc", "2d"], ["9s", "9d"]], pile=["Qs", "7h"]).apply(DrawPile(1))
    with pytest.raises(IllegalPlayError, match="before discarding"):
        hand.apply(Discard(card("Kc")))
    melded = hand.apply(LayMeld.parse("5h", "6h", "7h"))
    assert melded.must_use == ()
    after = melded.apply(Discard(card("Kc")))
    assert after.seat == 1 and after.pile[-1] == card("Kc")


def test_a_meld_must_leave_a_card_to_discard() -> None:
    hand = position([["5h", "6h"], ["9s", "9d"]], stock=["7h"]).apply(DrawStock())
    with pytest.raises(IllegalPlayError, match="keep a card to discard"):
        hand.apply(LayMeld.parse("5h", "6h", "7h"))


def test_a_card_not_held_cannot_be_melded() -> None:
    hand = position([["5h", "6h", "Kc"], ["9s", "9d"]], stock=["2d"]).apply(DrawStock())
    with pytest.raises(IllegalPlayError, match="do not hold Seven of Hearts"):
        hand.apply(LayMeld.parse("5h", "6h", "7h"))


def test_closing_by_discarding_the_last_card_scores_100() -> None:
    hand = position(
        [["8h"], ["9s", "9d"]], melds=[meld(["5h", "6h", "7h"], 0)], opened=[True, False],
        stock=["Kd"],
    )  # fmt: skip
    closed = hand.apply(DrawStock()).apply(Attach.parse(0, "8h")).apply(Discard(card("Kd")))
    assert closed.is_over and closed.closer == 0 and not closed.closed_in_one_turn
    result = closed.result()
    assert result.closing == (100, 0)
    assert result.not_opened == (0, -100)
    assert result.melded == (35, 0) and result.in_hand == (0, 20)
    assert result.total == (35 + 100, -20 - 100)


def test_opening_and_closing_in_the_same_turn_is_worth_200() -> None:
    hand = position([["5h", "6h", "7h"], ["9s", "9d"]], stock=["Kd"])
    out = hand.apply(DrawStock()).apply(LayMeld.parse("5h", "6h", "7h")).apply(Discard(card("Kd")))
    assert out.closer == 0 and out.closed_in_one_turn
    assert out.result().closing == (200, 0)


def test_a_player_who_has_not_opened_cannot_go_down_to_his_last_card() -> None:
    hand = position(
        [["8h", "9h"], ["9s", "9d"], ["Qd", "2c"], ["4s", "4d"]],
        melds=[meld(["5h", "6h", "7h"], 2, FOUR)], opened=[False, False, True, False],
        options=FOUR, stock=["Kc"],
    )  # fmt: skip
    attached = hand.apply(DrawStock()).apply(Attach.parse(0, "8h"))
    with pytest.raises(IllegalPlayError, match="has not opened"):
        attached.apply(Attach.parse(0, "9h"))


def test_attaching_only_to_ones_own_teams_melds() -> None:
    hand = position(
        [["8h", "Kc", "Qd"], ["9s", "9d"], ["Qh", "2c"], ["4s", "4d"]],
        melds=[meld(["5h", "6h", "7h"], 1, FOUR), meld(["Ks", "Kd", "Kh"], 2, FOUR)],
        opened=[False, True, True, False], options=FOUR,
    )  # fmt: skip
    drawn = hand.apply(DrawStock())
    with pytest.raises(IllegalPlayError, match="other team"):
        drawn.apply(Attach.parse(0, "8h"))
    attached = drawn.apply(Attach.parse(1, "Kc"))
    assert attached.melds[1].codes == ["Kh", "Kd", "Kc", "Ks"]
    assert attached.opened[0] is False  # attaching to a partner's meld does not open


def test_a_joker_can_be_swapped_from_any_meld_after_opening_and_must_be_used() -> None:
    theirs = meld(["5h", "6h", "JK=7h"], 1)
    mine = meld(["Qs", "Qd", "Qc"], 0)
    hand = position(
        [["7h", "9c", "Tc", "2d"], ["9s", "9d"]], melds=[theirs, mine], opened=[True, True]
    )
    drawn = hand.apply(DrawStock())
    swapped = drawn.apply(Swap.parse(0, "7h", "JK"))
    assert swapped.melds[0].codes == ["5h", "6h", "7h"]
    assert swapped.must_use == (card("JK"),)
    with pytest.raises(IllegalPlayError, match="before discarding"):
        swapped.apply(Discard(card("2d")))
    used = swapped.apply(LayMeld.parse("9c", "Tc", "JK=Jc"))
    assert not used.apply(Discard(card("2d"))).is_over


def test_the_card_taken_from_the_pile_may_not_be_given_in_a_swap() -> None:
    theirs = meld(["5h", "6h", "JK=7h"], 1)
    mine = meld(["Qs", "Qd", "Qc"], 0)
    hand = position(
        [["8h", "9h", "Tc", "2d"], ["9s", "9d"]], melds=[theirs, mine], opened=[True, True],
        pile=["Ks", "7h"],
    )  # fmt: skip
    taken = hand.apply(DrawPile(1))  # the 7h can go into 7h-8h-9h: it may be taken
    with pytest.raises(IllegalPlayError, match="taken from the pile: it must go into a meld"):
        taken.apply(Swap.parse(0, "7h", "JK"))
    assert not taken.apply(LayMeld.parse("7h", "8h", "9h")).must_use
    second = position(
        [["7h", "8h", "9h", "2d"], ["9s", "9d"]], melds=[theirs, mine], opened=[True, True],
        pile=["Ks", "7h"],
    ).apply(DrawPile(1))  # fmt: skip
    swapped = second.apply(Swap.parse(0, "7h", "JK"))  # the other 7h is still there to use
    assert swapped.must_use == (card("7h"), card("JK"))


def test_no_swap_before_opening_and_a_pinella_only_from_ones_own_team() -> None:
    pinelle = PinnacolaOptions(players=2, mode="single", pinelle=True)
    theirs = meld(["5h", "6h", "2c=7h"], 1, pinelle)
    hand = position(
        [["7h", "9c", "Tc", "4d"], ["9s", "9d"]], melds=[theirs], opened=[False, True],
        options=pinelle,
    )  # fmt: skip
    drawn = hand.apply(DrawStock())
    with pytest.raises(IllegalPlayError, match="only after opening"):
        drawn.apply(Swap.parse(0, "7h", "2c"))
    mine = meld(["Qs", "Qd", "Qc"], 0, pinelle)
    opened = position(
        [["7h", "9c", "Tc", "4d"], ["9s", "9d"]], melds=[theirs, mine],
        opened=[True, True], options=pinelle,
    ).apply(DrawStock())  # fmt: skip
    with pytest.raises(IllegalPlayError, match="pinella is taken only from your own"):
        opened.apply(Swap.parse(0, "7h", "2c"))


def test_undo_takes_back_the_turns_melds_but_not_the_draw() -> None:
    hand = position([["5h", "6h", "7h", "Kc"], ["9s", "9d"]]).apply(DrawStock())
    melded = hand.apply(LayMeld.parse("5h", "6h", "7h"))
    undone = melded.apply(Undo())
    assert undone == hand
    assert undone.apply(LayMeld.parse("5h", "6h", "7h")).apply(Undo()) == hand
    with pytest.raises(IllegalPlayError, match="draw first"):
        position([["Kc"], ["9s"]]).apply(Undo())


def test_with_the_stock_empty_a_player_takes_from_the_pile_or_the_hand_ends() -> None:
    hand = position([["5h", "6h", "Kc", "2d"], ["9s", "9d"]], pile=["7h"], stock=[])
    with pytest.raises(IllegalPlayError, match="stock is empty"):
        hand.apply(DrawStock())
    assert hand.apply(DrawPile(0)).phase == "meld"
    ended = hand.apply(EndHand())
    assert ended.is_over and ended.closer is None
    assert ended.turns[-1].to_json() == {"seat": 0, "draw": None, "actions": [], "discard": None}
    with pytest.raises(IllegalPlayError, match="not empty"):
        position([["Kc"], ["9s"]]).apply(EndHand())
