"""Scopa's plays (rules.md, "Scopa": a play, scopa, scopa d'assi): each capture rule in a
position, the step the rules refuse with its sentence, and scope."""

from __future__ import annotations

from dataclasses import replace

import pytest

from circolo.core.cards.italian import Card
from circolo.core.errors import IllegalPlayError
from circolo.games.scopa.captures import sums, takes
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.state import Play
from tests.helpers import english_words_in
from tests.scopa.helpers import cards, play, position


def _legal(table: str, held: str, options: ScopaOptions | None = None) -> set[str]:
    """The legal steps of a position, each written "card:take take"."""
    hand = position(table, held, options)
    return {
        f"{step.card.code}:{' '.join(c.code for c in step.take)}" for step in hand.legal_actions()
    }


def _refusal(table: str, held: str, step: Play, options: ScopaOptions | None = None) -> str:
    with pytest.raises(IllegalPlayError) as refused:
        position(table, held, options, seat=1).apply(step)
    assert not english_words_in(refused.value.message("it")), refused.value.message("it")
    return str(refused.value)


def test_the_capture_values_run_from_the_ace_at_1_to_the_re_at_10() -> None:
    assert [len(sums(cards("Ad 2c 3s 4b 5d 6c"), n)) for n in (8, 9, 10)] == [4, 5, 5]
    assert takes(Card.parse("Rb"), cards("Fd 2c"), aces_sweep=False) == (cards("Fd 2c"),)
    assert takes(Card.parse("Cb"), cards("Fd Ac"), aces_sweep=False) == (cards("Fd Ac"),)


def test_a_card_equal_to_a_table_card_takes_it_and_never_a_sum() -> None:
    assert _legal("5d 2c 3s", "5b") == {"5b:5d"}
    assert _refusal("5d 2c 3s", "5b", play("5b", "2c 3s")) == (
        "seat 1 takes 2c 3s (a sum of 5) while 5d of equal value lies on the table"
    )


def test_among_several_equal_cards_the_player_chooses_one() -> None:
    assert _legal("5d 5c 2s 3s", "5b") == {"5b:5d", "5b:5c"}
    hand = position("5d 5c 2s 3s", "5b").apply(play("5b", "5c"))
    assert hand.table == cards("5d 2s 3s") and hand.piles[0] == cards("5b 5c")


def test_one_equal_card_only_even_where_two_equal_cards_lie() -> None:
    refused = _refusal("5d 5c", "5b", play("5b", "5d 5c"))
    assert refused == "seat 1 plays 5b, worth 5, and takes 5d 5c, which add up to 10"


def test_without_an_equal_card_a_card_takes_a_set_adding_up_to_it_of_the_players_choice() -> None:
    assert _legal("2c 3s 4b Ad", "5b") == {"5b:Ad 4b", "5b:2c 3s"}
    assert _legal("2c 3s 4b Ad", "Rb") == {"Rb:Ad 2c 3s 4b"}  # all four: 1 + 2 + 3 + 4
    hand = position("2c 3s 4b Ad", "5b").apply(play("5b", "4b Ad"))
    assert hand.table == cards("2c 3s") and set(hand.piles[0]) == set(cards("5b 4b Ad"))


def test_a_sum_takes_two_cards_or_more_and_a_single_unequal_card_never() -> None:
    assert _legal("4c", "5b") == {"5b:"}
    assert _refusal("4c Cd", "5b", play("5b", "4c")) == (
        "seat 1 plays 5b, worth 5, and takes 4c, which add up to 4"
    )


def test_cards_that_do_not_add_up_to_the_card_are_refused() -> None:
    assert _refusal("2c 3s 4b", "6b", play("6b", "2c 3s")) == (
        "seat 1 plays 6b, worth 6, and takes 2c 3s, which add up to 5"
    )


def test_a_card_that_can_take_must_take_and_only_one_that_cannot_is_laid_down() -> None:
    assert _refusal("2c 3s", "5b", play("5b")) == (
        "seat 1 lays 5b on the table, but it can take 2c 3s: a card that can take must take"
    )
    assert _legal("2c 3s", "6b") == {"6b:"}
    hand = position("2c 3s", "6b").apply(play("6b"))
    assert hand.table == cards("2c 3s 6b") and hand.piles == ((), ())


def test_which_card_to_play_is_free_each_with_its_own_captures() -> None:
    assert _legal("2c 3s", "5b 6b Ad") == {"5b:2c 3s", "6b:", "Ad:"}


def test_a_card_not_on_the_table_a_card_taken_twice_and_a_card_not_held_are_refused() -> None:
    assert _refusal("2c 3s", "5b", play("5b", "2c 3d")) == (
        "seat 1 takes 3d with 5b, but 3d is not on the table"
    )
    step = Play(Card.parse("4b"), (Card.parse("2c"), Card.parse("2c")))
    assert _refusal("2c 3s", "4b", step) == "seat 1 takes 2c twice; each table card is taken once"
    assert _refusal("2c 3s", "4b", play("5b", "2c 3s")) == (
        "seat 1 played 5b, which is not in its hand"
    )


def test_a_capture_that_clears_the_table_is_a_scopa_worth_a_point() -> None:
    hand = position("2c 3s", "5b").apply(play("5b", "2c 3s"))
    assert hand.plays[-1].scopa and hand.scope == (1, 0) and hand.table == ()
    other = position("2c 3s Rd", "5b").apply(play("5b", "2c 3s"))
    assert not other.plays[-1].scopa and other.scope == (0, 0)


def test_a_scopa_of_seat_3_counts_for_team_1() -> None:
    hand = position("7c", "7b", ScopaOptions(players=4), seat=3).apply(play("7b", "7c"))
    assert hand.scope == (0, 1) and hand.piles == ((), cards("7b 7c"))


def test_the_sweep_of_the_hands_last_play_takes_the_cards_but_is_no_scopa() -> None:
    last = position("2c 3s", "5b", played=35)
    hand = last.apply(play("5b", "2c 3s"))
    assert hand.is_over and not hand.plays[-1].scopa and hand.scope == (0, 0)
    counted = position("2c 3s", "5b", ScopaOptions(scopa_on_last_play=True), played=35)
    hand = counted.apply(play("5b", "2c 3s"))
    assert hand.plays[-1].scopa and hand.scope == (1, 0)


def test_after_the_last_play_the_table_goes_to_the_side_of_the_last_capture_never_a_scopa() -> None:
    last = position("2c 4s", "5b", played=35, seat=1)
    last = replace(last, last_capture=0)
    hand = last.apply(play("5b"))  # seat 1 lays its card: side 0 made the last capture
    assert hand.is_over and hand.table == () and hand.leftovers == cards("2c 4s 5b")
    assert hand.piles[0] == cards("2c 4s 5b") and hand.scope == (0, 0)
    assert hand.result().last_capture == 0


def test_scopa_d_assi_an_ace_takes_every_card_on_the_table_and_is_never_a_scopa() -> None:
    options = ScopaOptions(scopa_d_assi=True)
    assert _legal("Ac 7d Rb", "Ab", options) == {"Ab:7d Ac Rb"}
    hand = position("Ac 7d Rb", "Ab", options).apply(play("Ab", "Ac 7d Rb"))
    assert hand.table == () and not hand.plays[-1].scopa and hand.scope == (0, 0)
    assert _refusal("Ac 7d Rb", "Ab", play("Ab", "Ac"), options) == (
        "seat 1 plays Ab: with scopa_d_assi an Ace takes every card on the table (Ac 7d Rb)"
    )


def test_scopa_d_assi_an_ace_onto_an_empty_table_is_laid_down_and_other_cards_take_as_usual() -> (
    None
):
    options = ScopaOptions(scopa_d_assi=True)
    assert _legal("", "Ab", options) == {"Ab:"}
    assert _legal("2c 3s", "5b", options) == {"5b:2c 3s"}
    assert _legal("Ac 7d Rb", "Ab") == {"Ab:Ac"}  # without the option an Ace takes an Ace
