"""Pinnacola's AI players: legal play, reasons in both languages, what each strength is for."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from circolo.core.cards.french import FrenchCard
from circolo.core.errors import PlayerSpecError
from circolo.games.pinnacola.actions import Attach, Discard, DrawPile, DrawStock, LayMeld, Swap
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.base import PinnacolaDecision
from circolo.games.pinnacola.players.player import ClubPlayer
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import HandState, MatchState
from circolo.games.pinnacola.view import hand_view, seat_view
from tests.pinnacola.helpers import meld, position


@pytest.mark.parametrize("name", ["random", "weak", "medium", "strong", "mixed"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_player_plays_a_hand_to_its_end_explaining_each_action(
    name: str, players: int
) -> None:
    options = PinnacolaOptions(players=players, mode="single", max_wild_per_meld=None)
    seated = [create_player(name, random.Random(seat)) for seat in range(players)]
    match = MatchState.new(options, 0).deal(shuffled_deck(options, random.Random(11)))
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        decision = seated[seat].decide(seat_view(match, seat))
        for lang in ("it", "en"):
            assert decision.explain(lang)
        match = match.apply(decision.action)  # the engine refuses anything illegal
    assert match.is_over


def test_mixed_draws_one_of_the_three_strengths_and_keeps_its_name() -> None:
    players = [create_player("mixed", random.Random(seed)) for seed in range(30)]
    drawn = {p.strength for p in players if isinstance(p, ClubPlayer)}
    assert drawn == {"weak", "medium", "strong"}
    assert create_player("mixed", random.Random(1)).name == "mixed"


def test_an_unknown_player_is_refused_with_the_names() -> None:
    with pytest.raises(PlayerSpecError, match="weak, medium, strong"):
        create_player("heuristic", random.Random(0))


def decide(name: str, hand: HandState) -> PinnacolaDecision:
    """What the ``name`` player does as the seat to move in ``hand``."""
    return ClubPlayer(random.Random(0), name).decide(hand_view(hand, hand.seat))


def test_the_pile_top_is_taken_when_it_makes_a_meld() -> None:
    hand = position([["5h", "6h", "Kc", "9d", "2s"], ["9s", "9c"]], pile=["Qs", "7h"])
    for name in ("weak", "medium", "strong"):
        decision = decide(name, hand)
        assert decision.action == DrawPile(1)
        assert "7h" in str(decision.reasons[0].facts)


def test_weak_leaves_a_deep_pile_card_that_medium_and_strong_take() -> None:
    pile = ["7h", "Qs", "3d", "Jc", "8s"]
    hand = position([["5h", "6h", "Kc", "9d", "2s", "4c"], ["9s", "9c"]], pile=pile)
    assert decide("weak", hand).action == DrawStock()
    assert decide("medium", hand).action == DrawPile(0)


def test_medium_and_strong_do_not_discard_what_the_opponents_melds_take() -> None:
    theirs = meld(["9s", "Ts", "Js"], 1)
    hand = position(
        [["Qs", "3d", "Kc", "Kd", "Kh"], ["4c", "4d"]], melds=[theirs], opened=[False, True],
        stock=["8c"],
    )  # fmt: skip
    drawn = hand.apply(DrawStock()).apply(LayMeld.parse("Kh", "Kd", "Kc"))
    for name in ("medium", "strong"):
        decision = decide(name, drawn)
        assert decision.action in (Discard(FrenchCard.parse("3d")), Discard(FrenchCard.parse("8c")))
        assert decision.explain("en").endswith("The opponents cannot attach it to their melds.")


def test_strong_takes_a_joker_from_the_opponents_meld_when_it_can_use_it() -> None:
    theirs = meld(["5h", "6h", "JK=7h"], 1)
    mine = meld(["Qs", "Qd", "Qc"], 0)
    hand = position(
        [["7h", "9c", "Tc", "2d", "4s"], ["9s", "9d"]], melds=[theirs, mine], opened=[True, True],
        stock=["Kd"],
    )  # fmt: skip
    drawn = hand.apply(DrawStock())
    decision = decide("strong", drawn)
    assert decision.action == Swap.parse(0, "7h", "JK")
    after = drawn.apply(decision.action)
    use = decide("strong", after)
    assert isinstance(use.action, LayMeld | Attach)
    assert any(p.card.is_joker for p in use.action.cards)
    assert decide("medium", drawn).action != Swap.parse(0, "7h", "JK")


def test_a_player_with_one_card_left_closes() -> None:
    hand = position(
        [["8h"], ["9s", "9d"]], melds=[meld(["5h", "6h", "7h"], 0)], opened=[True, False],
        stock=["Kd"],
    )  # fmt: skip
    step = hand.apply(DrawStock())
    for name in ("weak", "medium", "strong"):
        state = step
        while not state.is_over:
            state = state.apply(decide(name, state).action)
        assert state.closer == 0


def test_reasons_name_the_cards_in_both_languages() -> None:
    hand = position([["5h", "6h", "Kc", "9d", "2s"], ["9s", "9c"]], pile=["Qs", "7h"])
    decision = decide("strong", hand)
    assert "Sette di cuori" in decision.explain("it")
    assert "Seven of Hearts" in decision.explain("en")


def test_a_player_behind_on_the_table_does_not_go_out_while_the_stock_lasts() -> None:
    pinnacola = [f"{r}s" for r in "3456789"]
    theirs = [meld(pinnacola, 1), meld(["Ah", "Ad", "Ac"], 1), meld(["Kh", "Kd", "Kc", "Ks"], 1)]
    theirs.append(meld(["Qh", "Qd", "Qc", "Qs"], 1))  # behind even closing in one turn (200)
    behind = position(
        [["5h", "6h", "7h", "8h"], ["4c", "4d", "9c", "9d", "Qd", "Qc", "Jd", "2c"]],
        melds=theirs, opened=[False, True],
        stock=["2d", *["3c"] * 20],
    )  # fmt: skip
    drawn = behind.apply(DrawStock())
    for name in ("weak", "medium", "strong"):
        decision = decide(name, drawn)
        assert isinstance(decision.action, LayMeld)
        assert len(drawn.hands[0]) - len(decision.action.cards) == 2
    ahead = position(
        [["5h", "6h", "7h", "8h"], ["4c", "4d", "9c", "9d", "Kd"]], opened=[False, False],
        stock=["2d", *["3c"] * 20],
    )  # fmt: skip
    going = ahead.apply(DrawStock())
    for name in ("weak", "medium", "strong"):
        assert decide(name, going).action == LayMeld.parse("5h", "6h", "7h", "8h")


def test_the_closing_reason_says_what_the_close_is_worth() -> None:
    in_one_turn = position(
        [["5h", "6h", "7h", "8h"], ["4c", "4d", "9c", "9d", "Kd"]], opened=[False, False],
        stock=["2d", *["3c"] * 20],
    ).apply(DrawStock())  # fmt: skip
    already_open = position(
        [["8h"], ["9s", "9d"]], melds=[meld(["5h", "6h", "7h"], 0)], opened=[True, False],
        stock=["Kd"],
    ).apply(DrawStock())  # fmt: skip
    for state, points in ((in_one_turn, 200), (already_open, 100)):
        decision = decide("strong", state)
        while not isinstance(decision.action, Discard) or len(state.hands[0]) > 1:
            state = state.apply(decision.action)
            decision = decide("strong", state)
        assert decision.reasons[-1].code == "club.close"
        assert f"{points} points to my team" in decision.explain("en")
        assert f"{points} punti alla mia squadra" in decision.explain("it")
        assert state.apply(decision.action).result().closing[0] == points


def test_the_pile_card_that_makes_a_poker_or_a_pinnacola_is_taken_for_its_bonus() -> None:
    poker = position([["Kh", "Kd", "Kc", "5s", "9d", "2c"], ["9s", "9c"]], pile=["Qs", "Ks"])
    run = [f"{r}s" for r in "345678"]
    pinnacola = position([[*run, "Kd", "2c"], ["9c", "9h"]], pile=["Qh", "9s"])
    # The poker of kings is worth 80 where three kings are 30; the seven spades 2 x 55 = 110
    # where six are 45.
    for state, bonus in ((poker, 50), (pinnacola, 65)):
        for name in ("weak", "medium", "strong"):
            decision = decide(name, state)
            assert decision.action == DrawPile(1), name
            facts = decision.reasons[0].facts
            assert decision.reasons[0].code == "club.pile" and int(str(facts["gain"])) >= bonus / 2


FOUR_SINGLE = PinnacolaOptions(players=4, mode="single")


def card(code: str) -> FrenchCard:
    return FrenchCard.parse(code)


def test_strong_keeps_the_cards_partner_collects_and_spares_the_next_player() -> None:
    hands = [["9h", "4c"], ["9s", "9d"], ["Qs", "Qd"], ["Js", "Jd"]]
    base = position(hands, stock=["2c", "3d"], options=FOUR_SINGLE)
    partner_collects = replace(base, known=((), (), (card("7h"), card("8h")), ()))
    drawn = partner_collects.apply(DrawStock())  # 9h 4c 2c: 9h is the costliest to hold
    assert decide("strong", drawn).action != Discard(card("9h"))
    assert decide("strong", base.apply(DrawStock())).action == Discard(card("9h"))
    spare = position([["7s", "7d", "Kc"], *hands[1:]], stock=["2c"], options=FOUR_SINGLE)
    watched = replace(spare, known=((), (card("5s"), card("6s")), (), (card("5d"), card("6d"))))
    choice = decide("strong", watched.apply(DrawStock())).action
    assert choice != Discard(card("7s"))  # the next player collects spades: not to him


def test_medium_and_strong_would_rather_feed_a_plain_meld_than_give_the_opponents_a_poker() -> None:
    theirs = [meld(["Ah", "Ad", "Ac"], 1), meld(["5c", "6c", "7c"], 1)]
    hand = position(
        [["As", "4c", "Kh", "Kd", "Ks"], ["9s", "9d"]], melds=theirs, opened=[False, True],
        stock=["8c"],
    )  # fmt: skip
    drawn = hand.apply(DrawStock()).apply(LayMeld.parse("Kh", "Kd", "Ks"))  # As 4c 8c left
    for name in ("medium", "strong", "expert"):
        player = ClubPlayer(random.Random(0), name)
        view = hand_view(drawn, 0)
        # the ace makes their three aces (45) a poker (120); the 4 adds 5 to their run
        assert player.discard_cost(card("As"), view) > player.discard_cost(card("8c"), view)
        decision = player.decide(view)
        assert decision.action == Discard(card("4c")), name
        assert decision.explain("en").endswith("no other card I could discard cost me less.")


def test_no_club_player_attaches_a_wild_card_that_spoils_its_own_pinnacola() -> None:
    pinnacola = meld([f"{r}h" for r in "3456789"], 0)  # 7 natural hearts: 2 x 55 = 110
    hand = position(
        [["JK", "4c", "9d", "Kh", "2s"], ["9s", "9c"]], melds=[pinnacola], opened=[True, False],
        stock=["Qd"],
    )  # fmt: skip
    taken = position(
        [["5d", "6d", "Kc", "2s", "Qs"], ["9c", "9h"]],
        pile=["Qc", "JK"],
        melds=[pinnacola],
        opened=[True, False],
    ).apply(DrawPile(1))  # the joker from the pile must be melded this turn
    for name in ("weak", "medium", "strong"):
        state = hand.apply(DrawStock())
        decision = decide(name, state)
        while not isinstance(decision.action, Discard):
            state = state.apply(decision.action)
            decision = decide(name, state)
        assert state.melds[0].value(state.options) == 110, name  # the joker stayed off it
        use = decide(name, taken)
        assert taken.apply(use.action).melds[0].value(taken.options) == 110, name
