"""A lead valued with partner's answer from partner's own cards (partner_guess.py)."""

from __future__ import annotations

import random

import pytest

from circolo.core.cards.italian import Card
from circolo.core.errors import CircoloError
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.pimc.partner_guess import lead_values
from circolo.games.tressette.players.pimc.player import PimcPlayer
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.solver import Solver
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import SeatView, seat_view


def lead_position(seed: int, tricks: int) -> tuple[SeatView, list[list[Card]]]:
    """A seat about to lead after ``tricks`` tricks of random legal cards, and every hand."""
    rng = random.Random(seed)
    match = deal_until_playable(MatchState.new(preset("classico"), 3), rng)
    for _ in range(4 * tricks):
        assert match.hand is not None
        match = match.play(Play(rng.choice(match.hand.legal_cards()), ()))
    assert match.hand is not None and match.to_move is not None
    return seat_view(match, match.to_move), [list(hand) for hand in match.hand.hands]


def searched_with_reason(view: SeatView, spec: str, seed: int, code: str) -> None:
    """``spec`` leads a legal card in ``view``, explained by the search's numbers and by the
    reason ``code``, said in Italian and English."""
    decision = create_player(spec, random.Random(seed)).decide(view)
    assert decision.card in view.legal
    if len(view.legal) > 1:
        assert decision.reasons[0].code == "pimc.search"
        said = next(r for r in decision.reasons if r.code == code)
        for lang in ("it", "en"):
            assert "{" not in said.render(lang) and said.render(lang) != said.code


def no_signals(card: Card) -> tuple[str, ...]:
    return ()


@pytest.mark.parametrize("seed", range(6))
def test_a_lead_is_worth_the_solvers_value_when_partner_answers_as_the_solver_would(
    seed: int,
) -> None:
    view, hands = lead_position(seed, tricks=5)
    solver = Solver(16)
    me = view.seat
    team = me % 2

    def best_answer(seen: SeatView) -> Card:
        """Partner's best card with every hand known, the hands rebuilt from the deal."""
        now = [list(hand) for hand in hands]
        for played in seen.current_trick:
            now[played.seat].remove(played.card)
        trick = [played.card for played in seen.current_trick]
        values = Solver(16).move_values(now, me, trick, team)
        return max(values, key=lambda c: values[c])

    guessed = lead_values(solver, view, hands, no_signals, best_answer, 10**9, {})
    assert solver.nodes > 0
    assert guessed == Solver(16).move_values(hands, me, [], team)


@pytest.mark.parametrize("seed", range(6))
def test_a_lead_is_worth_less_when_partner_answers_from_its_own_cards_badly(seed: int) -> None:
    view, hands = lead_position(seed, tricks=5)
    me = view.seat
    team = me % 2
    asked: list[SeatView] = []

    def lowest(seen: SeatView) -> Card:
        asked.append(seen)
        return min(seen.legal, key=lambda c: c.index)

    guessed = lead_values(Solver(16), view, hands, no_signals, lowest, 10**9, {})
    perfect = Solver(16).move_values(hands, me, [], team)
    assert set(guessed) == set(view.legal)
    assert all(guessed[card] <= perfect[card] for card in view.legal)
    # Partner was asked from its own seat: its own cards, the lead and the second card seen.
    for seen in asked:
        assert seen.seat == (me + 2) % 4 and seen.to_move == seen.seat
        assert list(seen.hand) == list(hands[seen.seat])
        assert [p.seat for p in seen.current_trick] == [me, (me + 1) % 4]


@pytest.mark.parametrize("seed", range(4))
def test_pimc_guessing_partner_leads_a_legal_card_with_the_searchs_numbers(seed: int) -> None:
    view, _ = lead_position(seed, tricks=4)
    player = create_player("pimc:guess=6,worlds=8,ms=60000", random.Random(seed))
    assert isinstance(player, PimcPlayer) and player.guess == 6
    assert player.name == "pimc:worlds=8,ms=60000,guess=6"
    searched_with_reason(view, "pimc:guess=6,worlds=8,ms=60000", seed, "pimc.partner_guessed")


def test_pimc_refuses_a_guess_beyond_the_hand() -> None:
    for bad in ("10", "-1", "all"):
        with pytest.raises(CircoloError, match="guess"):
            create_player(f"pimc:guess={bad}", random.Random(0))
