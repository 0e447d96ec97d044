"""A card valued with the seat's next card chosen once per information set (next_move.py)."""

from __future__ import annotations

import random

import pytest

from circolo.core.cards.italian import Card
from circolo.core.errors import CircoloError
from circolo.games.tressette.players.pimc.next_move import NextMoveTotals, layout_outcomes
from circolo.games.tressette.players.pimc.player import PimcPlayer
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.solver import Solver
from tests.ai.test_partner_guess import lead_position, searched_with_reason


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("tricks", [5, 7])
def test_a_card_is_worth_the_solvers_value_when_the_next_card_sees_the_layout(
    seed: int, tricks: int
) -> None:
    view, hands = lead_position(seed, tricks=tricks)
    solver = Solver(16)
    me = view.seat
    outcomes = layout_outcomes(solver, me, hands, me, [], view.legal, 10**9)
    perfect = Solver(16).move_values(hands, me, [], me % 2)
    assert set(outcomes) == set(view.legal)
    for card, (path, gained, after) in outcomes.items():
        # The others' cards until the seat moves again: the rest of this trick, then the
        # next trick's cards before the seat's, never more than six.
        assert 3 <= len(path) <= 6 and card not in path
        assert set(after) <= set(hands[me]) - {card}
        assert 0 <= gained <= 35
        assert gained + max(after.values()) == perfect[card]


def card(code: str) -> Card:
    return Card.parse(code)


def test_layouts_that_look_alike_must_share_the_next_card() -> None:
    lead, other = card("Ab"), card("4b")
    seen_a, seen_b = card("5c"), card("6c")
    x, y = card("3s"), card("2s")
    path = (card("7d"), card("7c"), card("7s"))
    totals = NextMoveTotals()
    # Two layouts the seat cannot tell apart after the lead: x is best in one, y in the other.
    totals.add({lead: (path, 3, {x: 10, y: 0}), other: (path, 0, {x: 6, y: 6})}, 1.0)
    totals.add({lead: (path, 3, {x: 0, y: 10}), other: (path, 0, {x: 6, y: 6})}, 1.0)
    fused = totals.totals([lead, other])
    # Seeing the layout, the lead would be worth 13 + 13; choosing once, 13 + 3.
    assert fused[lead] == 16 and fused[other] == 12
    # Layouts that show different cards in between are told apart: each keeps its best.
    apart = NextMoveTotals()
    apart.add({lead: ((seen_a, *path[1:]), 3, {x: 10, y: 0})}, 1.0)
    apart.add({lead: ((seen_b, *path[1:]), 3, {x: 0, y: 10})}, 2.0)
    assert apart.totals([lead]) == {lead: 13 + 26}


@pytest.mark.parametrize("seed", range(4))
def test_pimc_choosing_its_next_card_once_leads_a_legal_card_with_the_searchs_numbers(
    seed: int,
) -> None:
    view, _ = lead_position(seed, tricks=5)
    player = create_player("pimc:fusion=6,worlds=8,ms=60000", random.Random(seed))
    assert isinstance(player, PimcPlayer) and player.fusion == 6
    assert player.name == "pimc:worlds=8,ms=60000,fusion=6"
    searched_with_reason(view, "pimc:fusion=6,worlds=8,ms=60000", seed, "pimc.next_move_unfused")


def test_pimc_takes_a_fusion_depth_of_three_to_nine_cards_or_none() -> None:
    for good in (0, 3, 9):
        player = create_player(f"pimc:fusion={good}", random.Random(0))
        assert isinstance(player, PimcPlayer) and player.fusion == good
    # Two cards leave one next card (nothing to choose once); ten is past the hand.
    for bad in ("1", "2", "10", "-1", "all"):
        with pytest.raises(CircoloError, match=f"fusion cannot be '{bad}'"):
            create_player(f"pimc:fusion={bad}", random.Random(0))


def test_the_next_card_chosen_once_decides_the_lead(monkeypatch: pytest.MonkeyPatch) -> None:
    view, _ = lead_position(1, tricks=5)
    plain = create_player("pimc:worlds=6,ms=60000", random.Random(1)).decide(view).card
    other = next(c for c in view.legal if c is not plain)

    def favour_other(self: NextMoveTotals, cards: list[Card]) -> dict[Card, float]:
        return {c: float(c is other) for c in cards}

    monkeypatch.setattr(NextMoveTotals, "totals", favour_other)
    fused = create_player("pimc:worlds=6,ms=60000,fusion=6", random.Random(1)).decide(view)
    assert fused.card is other


@pytest.mark.parametrize("seed", range(3))
def test_partners_guessed_answer_decides_where_it_applies_with_fusion(seed: int) -> None:
    view, _ = lead_position(seed, tricks=5)
    both = create_player("pimc:worlds=6,ms=60000,guess=6,fusion=6", random.Random(seed))
    guessed = create_player("pimc:worlds=6,ms=60000,guess=6", random.Random(seed))
    decision = both.decide(view)
    codes = {r.code for r in decision.reasons}
    assert "pimc.partner_guessed" in codes and "pimc.next_move_unfused" not in codes
    assert decision.card is guessed.decide(view).card
