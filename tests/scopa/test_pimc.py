"""Scopa's ``pimc`` player: its search values a layout as the rules core plays it out, it deals
only the cards its seat has not seen, between two with the stock out it reckons the one layout
to the end, it plays only legal steps with reasons in it and en, and it takes its settings."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from circolo.core.cards.italian import DECK, Card
from circolo.core.errors import PlayerSpecError
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.players.heuristic_count import Count, card_worths
from circolo.games.scopa.players.pimc import (
    Layout,
    ScopaPimcPlayer,
    layout_search,
    sample_layout,
    weigh,
)
from circolo.games.scopa.players.registry import create_player
from circolo.games.scopa.players.search import LayoutSearch
from circolo.games.scopa.state import HandState, Play
from circolo.games.scopa.view import SeatView, seat_view

SHAPES = [
    ScopaOptions(),
    ScopaOptions(players=4),
    ScopaOptions(players=4, scopone=True),
    ScopaOptions(scopa_d_assi=True, scopa_on_last_play=True, re_bello=True, napola=True),
]


def played_until(options: ScopaOptions, seed: int, plays_left: int) -> MatchState:
    """A game whose first hand is played at random until ``plays_left`` plays remain."""
    rng = random.Random(seed)
    match = deal_until_playable(MatchState.new(options, 0), rng)
    hand = match.hand
    assert hand is not None
    while hand.plays_per_hand - len(hand.plays) > plays_left:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    return replace(match, hand=hand)


def brute_force(hand: HandState) -> float:
    """The hand's points difference for the side to move with both sides at their best,
    by the rules core alone (the sides alternate at every play)."""
    mover = hand.options.side_of(hand.turn)
    best = -1e9
    for step in hand.legal_actions():
        after = hand.apply(step)
        if after.is_over:
            total = after.result().total
            value = float(total[mover] - total[1 - mover])
        else:
            value = -brute_force(after)
        best = max(best, value)
    return best


def true_layout(hand: HandState) -> Layout:
    """The layout as it really lies: every hand and the stock's undealt cards."""
    hands = tuple(tuple(card.index for card in cards) for cards in hand.hands)
    return Layout(hands, tuple(card.index for card in hand.stock[hand.drawn :]))


@pytest.mark.parametrize("options", SHAPES, ids=["two", "four", "scopone", "every-option"])
def test_the_search_to_the_end_agrees_with_the_rules_core_played_out(
    options: ScopaOptions,
) -> None:
    for seed in range(4):
        match = played_until(options, seed, plays_left=6)
        hand = match.hand
        assert hand is not None
        view = seat_view(match, hand.turn)
        search = layout_search(view, Count.of(view), true_layout(hand))
        values = {
            Play(DECK[card], tuple(DECK[i] for i in take)): value
            for (card, take), value in search.root_values(depth=search.plays_left).items()
        }
        for step in hand.legal_actions():
            assert values[step] == -brute_force(hand.apply(step)), (seed, step)


def test_a_search_short_of_the_end_counts_what_each_side_takes_at_the_club_worths() -> None:
    match = played_until(ScopaOptions(), 3, plays_left=36)
    hand = match.hand
    assert hand is not None
    view = seat_view(match, hand.turn)
    count = Count.of(view)
    worths = card_worths(view.options, count.piles)
    values = layout_search(view, count, true_layout(hand)).root_values(depth=1)
    for (card, take), value in values.items():
        taken = [card, *take] if take else []
        swept = bool(take) and len(take) == len(view.table)
        expected = sum(worths[i] for i in taken) + (1.0 if swept else 0.0)
        assert value == pytest.approx(expected)


@pytest.mark.parametrize("options", SHAPES[:3], ids=["two", "four", "scopone"])
def test_a_layout_deals_only_the_unseen_cards_each_seat_as_many_as_it_holds(
    options: ScopaOptions,
) -> None:
    match = played_until(options, 5, plays_left=17)
    hand = match.hand
    assert hand is not None
    view = seat_view(match, hand.turn)
    count = Count.of(view)
    layout = sample_layout(count, random.Random(1))
    assert layout.hands[view.seat] == tuple(card.index for card in view.hand)
    others = [i for seat, cards in enumerate(layout.hands) if seat != view.seat for i in cards]
    assert sorted([*others, *layout.stock]) == sorted(card.index for card in count.unseen)
    assert [len(cards) for cards in layout.hands] == [len(cards) for cards in hand.hands]
    assert len(layout.stock) == view.stock_left


def test_between_two_with_the_stock_out_it_reckons_the_one_layout_to_the_end() -> None:
    match = played_until(ScopaOptions(), 2, plays_left=6)
    hand = match.hand
    assert hand is not None and hand.stock_left == 0
    view = seat_view(match, hand.turn)
    weighing = weigh(view, Count.of(view), random.Random(0))
    assert weighing.worlds == 1 and weighing.exact
    best = max(-brute_force(hand.apply(step)) for step in hand.legal_actions())
    assert max(weighing.averages.values()) == best
    decision = ScopaPimcPlayer(random.Random(0)).decide(view)
    if len(view.legal) > 1:
        assert weighing.averages[decision.action] == best
        assert decision.reasons[-1].code.startswith("scopa.pimc.exact_")


@pytest.mark.parametrize("options", SHAPES, ids=["two", "four", "scopone", "every-option"])
def test_pimc_plays_a_whole_hand_legally_explaining_each_step_in_it_and_en(
    options: ScopaOptions,
) -> None:
    match = deal_until_playable(MatchState.new(options, 0), random.Random(7))
    players = [create_player("pimc:worlds=4", random.Random(seat)) for seat in range(4)]
    hand = match.hand
    assert hand is not None
    searched = 0
    while not hand.is_over:
        view: SeatView = seat_view(replace(match, hand=hand), hand.turn)
        decision = players[hand.turn].decide(view)
        assert decision.action in hand.legal_actions()
        for lang in ("it", "en"):
            text = decision.explain(lang)
            assert text and "reason." not in text and "{" not in text
        searched += any(r.code.startswith("scopa.pimc.") for r in decision.reasons)
        hand = hand.apply(decision.action)
    assert searched > 0


def test_the_same_generator_makes_the_same_steps() -> None:
    match = played_until(ScopaOptions(), 11, plays_left=30)
    hand = match.hand
    assert hand is not None
    view = seat_view(match, hand.turn)
    first = [ScopaPimcPlayer(random.Random(3)).decide(view) for _ in range(2)]
    assert first[0] == first[1]


def test_pimc_takes_worlds_and_depth_and_refuses_anything_else() -> None:
    player = create_player("pimc:worlds=48, depth=8", random.Random(0))
    assert isinstance(player, ScopaPimcPlayer) and (player.worlds, player.depth) == (48, 8)
    for spec, words in [
        ("pimc:speed=3", "has no setting 'speed'; its settings are: worlds, depth"),
        ("pimc:worlds=0", "setting worlds cannot be '0'; it takes a whole number from 1 to 500"),
        ("pimc:depth=deep", "setting depth cannot be 'deep'"),
        ("heuristic:depth=3", "player heuristic has no setting 'depth'"),
        ("pimc:worlds", "is not written NAME or NAME:KEY=VALUE"),
    ]:
        with pytest.raises(PlayerSpecError, match=words):
            create_player(spec, random.Random(0))


def test_the_search_counts_a_sweep_on_the_last_play_only_where_the_option_says_so() -> None:
    def last_sweep(options: ScopaOptions) -> float:
        cinque, cinque_denari, asso = (Card.parse(code).index for code in ("5c", "5d", "As"))
        search = LayoutSearch.of(
            options, dealer=1, turn=0, hands=[(cinque,), ()], table=(cinque_denari,), stock=(),
            piles=(tuple(i for i in range(40) if i not in (cinque, cinque_denari, asso)), (asso,)),
            scope=(0, 0), last_capture=1,
        )  # fmt: skip
        return search.root_values(depth=1)[cinque, (cinque_denari,)]

    assert last_sweep(ScopaOptions(scopa_on_last_play=True)) == last_sweep(ScopaOptions()) + 1


def test_a_rounds_end_short_of_the_hands_end_weighs_the_chance_of_a_sweep() -> None:
    def index(code: str) -> int:
        return Card.parse(code).index

    stock = tuple(index(code) for code in ("5b", "Rc", "Rs", "Cc", "Cs", "Fb"))  # one 5 in six
    search = LayoutSearch.of(
        ScopaOptions(), dealer=1, turn=0, hands=[(index("3c"),), ()], table=(index("2d"),),
        stock=stock, piles=((), ()), scope=(0, 0), last_capture=None,
    )  # fmt: skip
    values = search.root_values(depth=4)
    worths = card_worths(ScopaOptions(), ((), ()))
    # the 3 is laid by 2 = 5: seat 1's next three cards hold the one 5 of six half the time
    swept = 1.0 + worths[index("2d")] + worths[index("3c")]
    assert values[index("3c"), ()] == pytest.approx(-0.5 * swept)
