"""Properties of random Scopa play-outs, for every preset and option: every hand ends with the
40 cards accounted for (the two piles hold the whole deck, the leftovers with the side of the
last capture), no card is ever in two places, and each hand's count adds up."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from circolo.core.cards.italian import DECK
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import VARIANTS, ScopaOptions, preset, with_values
from circolo.games.scopa.state import HandState
from tests.scopa.helpers import random_match

OPTIONS = st.builds(
    lambda variant, flags, target: with_values(
        preset(variant),
        {
            "target": target,
            "three_kings_redeal": flags[0],
            "scopa_d_assi": flags[1],
            "re_bello": flags[2],
            "napola": flags[3],
            "scopa_on_last_play": flags[4],
        },
    ),
    st.sampled_from(VARIANTS),
    st.tuples(*(st.booleans() for _ in range(5))),
    st.sampled_from((11, 16)),
)


def _check_hand(hand: HandState) -> None:
    """A finished hand's cards, piles, scope and count."""
    a, b = hand.piles
    assert len(a) + len(b) == 40 and set(a) | set(b) == set(DECK)
    assert hand.table == () and all(not cards for cards in hand.hands)
    assert hand.last_capture is not None
    assert set(hand.leftovers) <= set(hand.piles[hand.last_capture])
    captures = [entry for entry in hand.plays if entry.take]
    assert hand.options.side_of(captures[-1].seat) == hand.last_capture
    for side in (0, 1):
        scopas = [e for e in hand.plays if e.scopa and hand.options.side_of(e.seat) == side]
        assert hand.scope[side] == len(scopas)
    if not hand.options.scopa_on_last_play:
        assert not hand.plays[-1].scopa
    result = hand.result()
    assert sum(result.taken) == 40 and sum(result.denari) == 10
    assert result.total == tuple(sum(p[side] for p in result.points.values()) for side in (0, 1))


@settings(max_examples=200, deadline=None)
@given(options=OPTIONS, seed=st.integers(min_value=0, max_value=2**32))
def test_random_play_outs_always_end_with_the_40_cards_accounted_for(
    options: ScopaOptions, seed: int
) -> None:
    match = random_match(options, seed)
    assert match.is_over and match.winner is not None
    for hand in match.finished:
        _check_hand(hand)


@settings(max_examples=100, deadline=None)
@given(options=OPTIONS, seed=st.integers(min_value=0, max_value=2**32))
def test_during_a_hand_every_card_is_in_exactly_one_place(options: ScopaOptions, seed: int) -> None:
    rng = random.Random(seed)
    match = deal_until_playable(MatchState.new(options, rng.randrange(options.players)), rng)
    while match.hand is not None:
        hand = match.hand
        places = [
            *(card for cards in hand.hands for card in cards),
            *hand.table,
            *hand.piles[0],
            *hand.piles[1],
            *hand.stock[hand.drawn :],
        ]
        assert len(places) == 40 and set(places) == set(DECK)
        match = match.apply(rng.choice(match.legal_actions()))
