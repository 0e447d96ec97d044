"""Scopa's ``heuristic`` player: the club's rules decide the positions they are about (the
settebello taken, no easy scopa left, the capture worth most, the card laid that leaves
nothing to sweep), the hand's end between two reckoned exactly, its reasons in it and en, only
legal steps in every preset and option, and the same steps from the same generator."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from circolo.core.cards.italian import Card
from circolo.core.players import Reason
from circolo.core.record_json import dumps
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import VARIANTS, ScopaOptions, preset, with_values
from circolo.games.scopa.players.heuristic import ScopaHeuristicPlayer
from circolo.games.scopa.players.heuristic_count import Count
from circolo.games.scopa.players.heuristic_look import exact_values
from circolo.games.scopa.players.random_player import ScopaRandomPlayer
from circolo.games.scopa.players.registry import create_player
from circolo.games.scopa.players.selfplay import selfplay_records
from circolo.games.scopa.state import Entry, HandState, Play
from circolo.games.scopa.view import SeatView, seat_view, view_from_json, view_to_json
from tests.scopa.helpers import cards, play


def opening(table: str, hand: str, *, stock: int = 30) -> SeatView:
    """Seat 0's view of a two-player hand's first play: ``hand`` held, ``table`` turned up,
    every other card unseen."""
    return SeatView(ScopaOptions(), 0, 1, cards(hand), cards(table), stock, (), (0, 0))


def decide(view: SeatView, seed: int = 0) -> Play:
    return ScopaHeuristicPlayer(random.Random(seed)).decide(view).action


def test_the_heuristic_is_a_registered_player() -> None:
    player = create_player("heuristic", random.Random(0))
    assert isinstance(player, ScopaHeuristicPlayer) and player.name == "heuristic"


def test_it_takes_the_settebello_when_it_can() -> None:
    assert decide(opening("7d 5b", "7s 5c Rb")) == play("7s", "7d")


def test_it_lays_down_the_card_that_leaves_no_easy_scopa() -> None:
    # the 2 would leave 4 + 2 = 6 for any of the four sixes; the Cavallo leaves 13
    assert decide(opening("4c", "2s Cs")) == play("Cs")


def test_it_does_not_leave_a_sum_to_sweep_when_another_capture_is_safe() -> None:
    # the 6 takes more but leaves 2 + 8 = 10 for a Re; the 2 leaves 6 + 8 = 14, and the 6 after
    assert decide(opening("6c 2s Fb", "6s 2b")) == play("2b", "2s")


def test_it_prefers_the_capture_with_a_denaro() -> None:
    assert decide(opening("4d 4c Rs", "4s Cb")) == play("4s", "4d")


def test_it_prefers_the_capture_with_a_seven() -> None:
    assert decide(opening("7c 5s Fb", "7s 5b Rb")) == play("7s", "7c")


def second_round(hand: str) -> SeatView:
    """Seat 0's view at the second deal of a two-player hand dealt by seat 1 (table 6c 6d 4c
    Rd): the Re and the 6 of coppe and denari taken, a scopa by seat 1, 3c and Ab left."""
    steps = [
        (0, "Rs", "Rd", False), (1, "Rc", "6c 4c", False), (0, "2b", "", False),
        (1, "Fc", "6d 2b", True), (0, "3c", "", False), (1, "Ab", "", False),
    ]  # fmt: skip
    plays = tuple(
        Entry(seat, Card.parse(card), cards(take), scopa) for seat, card, take, scopa in steps
    )
    view = SeatView(ScopaOptions(), 0, 1, cards(hand), cards("3c Ab"), 24, plays, (0, 0))
    return view_from_json(view_to_json(view))  # checked: every card where it can be


def test_a_sum_whose_sweeping_cards_are_all_seen_is_safe() -> None:
    view = second_round("2s 6s 6b")  # the other two 6 are taken: 3 + 1 + 2 = 6 is safe
    decision = ScopaHeuristicPlayer(random.Random(0)).decide(view)
    assert decision.action == play("2s")
    assert Reason("scopa.heuristic.safe_out", {"sum": 6}) in decision.reasons
    assert "no card worth 6 is still out" in decision.explain("en")


def test_equal_steps_are_told_apart_by_its_generator_alone() -> None:
    view = opening("Rb Rc", "4c 4s")  # either 4 laid down leaves the same table
    chosen = {seed: decide(view, seed) for seed in range(12)}
    assert set(chosen.values()) == {play("4c"), play("4s")}
    assert all(decide(view, seed) == step for seed, step in chosen.items())


def test_whole_games_from_the_same_seed_are_the_same() -> None:
    specs = ["heuristic", "heuristic"]
    first = [dumps(r) for r in selfplay_records(ScopaOptions(), specs=specs, matches=2, seed=5)]
    again = [dumps(r) for r in selfplay_records(ScopaOptions(), specs=specs, matches=2, seed=5)]
    assert first == again


def test_a_capture_and_the_table_it_leaves_are_explained_in_italian_and_english() -> None:
    decision = ScopaHeuristicPlayer(random.Random(0)).decide(opening("Rc 3s 4b 2d", "Rs 7b"))
    assert decision.action == play("7b", "3s 4b")
    assert decision.explain("en") == (
        "Seven of Clubs takes Three of Swords and Four of Clubs, which add up to 7. "
        "That puts a seven in my pile, for the primiera. "
        "The table left adds up to 12, more than 10: no card can sweep it. "
        "King of Swords would have left 9 on the table instead: an easy scopa (about 32%)."
    )
    assert decision.explain("it") == (
        "Sette di bastoni prende Tre di spade e Quattro di bastoni, che fanno 7. "
        "Così metto un sette nel mio mazzetto, per la primiera. "
        "La tavola resta a 12, più di 10: nessuna carta può fare scopa. "
        "Con Re di spade la tavola sarebbe rimasta a 9: una scopa facile (circa il 32%)."
    )
    codes = [reason.to_json() for reason in decision.reasons]
    assert codes[0] == {"code": "scopa.heuristic.take_sum", "card": "7b",
                        "cards": ["3s", "4b"], "sum": 7}  # fmt: skip


def test_a_card_laid_down_is_explained_in_italian_and_english() -> None:
    decision = ScopaHeuristicPlayer(random.Random(0)).decide(opening("4c", "2s Cs"))
    assert decision.explain("en") == (
        "None of my cards takes anything. Knight of Swords takes nothing: I lay it on the table. "
        "The table left adds up to 13, more than 10: no card can sweep it. "
        "Two of Swords would have left 6 on the table instead: an easy scopa (about 30%)."
    )
    assert decision.explain("it") == (
        "Nessuna delle mie carte prende. Cavallo di spade non prende niente: la calo in tavola. "
        "La tavola resta a 13, più di 10: nessuna carta può fare scopa. "
        "Con Due di spade la tavola sarebbe rimasta a 6: una scopa facile (circa il 30%)."
    )


def best_total(hand: HandState, side: int) -> int:
    """``side``'s points less the other's when both play their best from ``hand`` with every
    card known, by the rules' own state machine."""
    if hand.is_over:
        total = hand.result().total
        return total[side] - total[1 - side]
    scores = [best_total(hand.apply(step), side) for step in hand.legal_actions()]
    return max(scores) if hand.turn == side else min(scores)


def last_round(seed: int) -> MatchState:
    """A two-player hand played at random until the stock is out."""
    rng = random.Random(seed)
    match = deal_until_playable(MatchState.new(ScopaOptions(), rng.randrange(2)), rng)
    assert match.hand is not None
    while match.hand.stock_left or rng.random() < 0.3:
        match = match.apply(rng.choice(match.legal_actions()))
        assert match.hand is not None
    return match


def test_once_the_stock_is_out_between_two_the_rest_is_reckoned_exactly() -> None:
    for seed in range(6):
        match = last_round(seed)
        assert match.hand is not None and match.to_move is not None
        seat = match.to_move
        view = seat_view(match, seat)
        count = Count.of(view)
        assert count.exact_end and set(count.unseen) == set(match.hand.hands[1 - seat])
        values = exact_values(count, view.legal)
        assert values == {step: best_total(match.hand.apply(step), seat) for step in view.legal}
        decision = ScopaHeuristicPlayer(random.Random(seed)).decide(view)
        assert values[decision.action] == max(values.values())
        assert decision.reasons[0].code == "scopa.heuristic.endgame"


OPTIONS = st.builds(
    lambda variant, flags: with_values(
        preset(variant),
        {
            "scopa_d_assi": flags[0],
            "re_bello": flags[1],
            "napola": flags[2],
            "scopa_on_last_play": flags[3],
        },
    ),
    st.sampled_from(VARIANTS),
    st.tuples(*(st.booleans() for _ in range(4))),
)


@settings(max_examples=60, deadline=None)
@given(options=OPTIONS, seed=st.integers(min_value=0, max_value=2**32), mixed=st.booleans())
def test_it_only_takes_legal_steps_and_explains_each_in_both_languages(
    options: ScopaOptions, seed: int, mixed: bool
) -> None:
    rng = random.Random(seed)
    players: Sequence[ScopaHeuristicPlayer | ScopaRandomPlayer] = [
        ScopaRandomPlayer(random.Random(seed + seat))
        if mixed and seat % 2
        else ScopaHeuristicPlayer(random.Random(seed + seat))
        for seat in range(options.players)
    ]
    match = deal_until_playable(MatchState.new(options, rng.randrange(options.players)), rng)
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        decision = players[seat].decide(seat_view(match, seat))
        assert decision.action in match.legal_actions()
        assert decision.explain("it") and decision.explain("en")
        match = match.apply(decision.action)
