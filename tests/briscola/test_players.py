"""Briscola's computer players: legal steps with true reasons, and the club player's rules."""

from __future__ import annotations

import random

import pytest

from circolo.core.cards.italian import DECK, Card, parse_cards
from circolo.core.errors import PlayerSpecError
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.players.heuristic import BriscolaHeuristicPlayer
from circolo.games.briscola.players.registry import NAMES, create_player
from circolo.games.briscola.state import Entry, MatchState, Play, SwapSeven
from circolo.games.briscola.view import SeatView, seat_view


def _view(hand: str, plays: list[tuple[int, str]], *, players: int = 2, seat: int = 1,
          dealer: int = 1, briscola: str = "Rb", stock: int = 20) -> SeatView:  # fmt: skip
    """A view of ``seat`` holding ``hand`` after ``plays`` (all in the first trick)."""
    return SeatView(
        BriscolaOptions(players=players, swap_seven=True), seat, dealer,
        parse_cards(hand.split()), Card.parse(briscola), Card.parse(briscola), stock,
        tuple(Entry(s, Card.parse(c)) for s, c in plays), (0, 0), (0, 0),
    )  # fmt: skip


def _card(view: SeatView) -> str:
    action = BriscolaHeuristicPlayer(random.Random(0)).decide(view).action
    assert isinstance(action, Play)
    return action.card.code


def test_a_load_on_the_table_is_taken_with_the_lowest_card_that_wins_it() -> None:
    # seat 0 led the tre of coppe; seat 1 holds the asso of coppe and two briscole
    assert _card(_view("Ac 2b 3b", [(0, "3c")], dealer=1)) == "Ac"
    # without a card of the suit that wins, the lowest briscola takes it
    assert _card(_view("4c 2b 3b", [(0, "3c")], dealer=1)) == "2b"


def test_a_trick_worth_little_is_not_taken_with_a_briscola() -> None:
    assert _card(_view("4d Ab 5c", [(0, "6s")], dealer=1)) in {"4d", "5c"}


def test_the_leader_leads_low_and_never_a_load_the_others_can_take() -> None:
    view = _view("Ad 4c Rb", [], dealer=0)
    assert _card(view) == "4c"


def test_partner_is_given_a_load_when_nobody_after_can_beat_partners_card() -> None:
    # four players: seat 3 (the last) sees partner seat 1 winning with the asso of briscola
    view = _view("Ad 4c 5s", [(0, "2d"), (1, "Ab"), (2, "6d")], players=4, seat=3, dealer=3)
    assert _card(view) == "Ad"
    # partner winning with a card the last seat may beat: no load given
    view = _view("Ad 4c 5s", [(1, "Rd"), (2, "5d")], players=4, seat=3, dealer=0)
    assert _card(view) != "Ad"


def test_the_seven_of_briscola_is_exchanged_for_a_stronger_face_up_card() -> None:
    decision = BriscolaHeuristicPlayer(random.Random(0)).decide(_view("7b 4c 5s", [(0, "2d")]))
    assert decision.action == SwapSeven(Card.parse("7b"))
    assert "Re di bastoni" in decision.explain("it")


def _positions(players: int, count: int) -> list[SeatView]:
    rng = random.Random(players)
    views = []
    for _ in range(count):
        deck = list(DECK)
        rng.shuffle(deck)
        match = MatchState.new(BriscolaOptions(players=players, swap_seven=True), 0).deal(deck)
        for _ in range(rng.randrange(39)):
            match = match.apply(rng.choice(match.legal_actions()))
        assert match.to_move is not None
        views.append(seat_view(match, match.to_move))
    return views


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("players", [2, 4])
def test_every_player_steps_legally_and_explains_itself_in_both_languages(
    name: str, players: int
) -> None:
    for view in _positions(players, 150):
        decision = create_player(name, random.Random(1)).decide(view)
        if isinstance(decision.action, SwapSeven):
            assert view.may_swap
        else:
            assert decision.action.card in view.legal
        for lang in ("it", "en"):
            text = decision.explain(lang)
            assert text and "{" not in text
        assert decision.reasons[0].facts["card"] == decision.action.card.code


def test_an_unknown_player_is_refused_naming_the_players() -> None:
    with pytest.raises(PlayerSpecError, match="random, heuristic"):
        create_player("oracle", random.Random(0))
