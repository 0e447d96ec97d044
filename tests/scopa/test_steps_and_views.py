"""Scopa's one step codec (``{"card", "take"}``), the seat VIEW of the engine protocol and what
each seat may not know: no view names another seat's card, a partner's included, nor the
stock's."""

from __future__ import annotations

import json
import random

import pytest

from circolo.core.cards.italian import DECK
from circolo.core.errors import RecordError
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.hidden import hidden_from
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions, preset
from circolo.games.scopa.steps import step_from_json, step_to_json
from circolo.games.scopa.view import seat_view, view_from_json, view_to_json
from tests.helpers import english_words_in
from tests.scopa.helpers import play


def _midgame(options: ScopaOptions, plays: int, seed: int = 0) -> MatchState:
    rng = random.Random(seed)
    match = deal_until_playable(MatchState.new(options, 0), rng)
    for _ in range(plays):
        match = match.apply(rng.choice(match.legal_actions()))
    return match


def test_a_step_is_its_card_and_what_it_takes_with_take_always_written() -> None:
    assert step_to_json(play("7d", "3c 4s")) == {"card": "7d", "take": ["3c", "4s"]}
    assert step_to_json(play("Ad")) == {"card": "Ad", "take": []}
    assert step_from_json({"card": "7d", "take": ["4s", "3c"]}) == play("7d", "3c 4s")


@pytest.mark.parametrize("variant", ["classica", "a-quattro", "scopone"])
def test_every_legal_step_reads_back_through_json_as_itself(variant: str) -> None:
    options = preset(variant)
    for plays in (0, 7, 19):
        match = _midgame(options, plays, seed=plays)
        for step in match.legal_actions():
            assert step_from_json(json.loads(json.dumps(step_to_json(step)))) == step


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ({"card": "7d"}, "a Scopa step is "),
        ({"card": "7d", "take": "3c"}, "a Scopa step is "),
        ({"card": "7d", "take": [], "seat": 1}, "a Scopa step is "),
        ({"card": 7, "take": []}, "a Scopa step is "),
        ({"card": "9d", "take": []}, "the step's field 'card' is wrong: '9d' is not a card"),
        ({"card": "7d", "take": ["3c", "Xx"]}, "the step's field 'take[1]' is wrong"),
        ({"card": "7d", "take": ["3c", "3c"]}, "the step takes 3c twice"),
    ],
)
def test_a_step_that_cannot_be_read_is_refused_saying_the_steps_shape(
    data: object, said: str
) -> None:
    with pytest.raises(RecordError) as refused:
        step_from_json(data)
    assert str(refused.value).startswith(said)
    assert not english_words_in(refused.value.message("it").split(":")[0])


@pytest.mark.parametrize("variant", ["classica", "a-quattro", "scopone"])
def test_a_seat_sees_its_own_cards_but_no_other_hand_nor_the_stock_not_even_a_partners(
    variant: str,
) -> None:
    options = preset(variant)
    for plays in (0, 5, 13, 30):
        match = _midgame(options, plays, seed=plays)
        assert match.hand is not None
        for seat in range(options.players):
            shown = json.dumps(view_to_json(seat_view(match, seat)))
            own = {card.code for card in match.hand.hands[seat]}
            assert all(f'"{code}"' in shown for code in own)
            for code in hidden_from(match, seat):
                assert f'"{code}"' not in shown, (seat, code)
            partner = (seat + 2) % options.players
            if partner != seat:
                assert {c.code for c in match.hand.hands[partner]} <= hidden_from(match, seat)


def test_what_a_seat_may_not_know_is_the_stock_and_every_other_hand() -> None:
    match = _midgame(ScopaOptions(players=4), 9)
    hand = match.hand
    assert hand is not None
    stock = {card.code for card in hand.stock[hand.drawn :]}
    others = {card.code for seat in (1, 2, 3) for card in hand.hands[seat]}
    assert hidden_from(match, 0) == stock | others
    everyone = {card.code for cards in hand.hands for card in cards}
    assert hidden_from(match, None) == stock | everyone
    assert not hidden_from(match, 0) & {card.code for card in hand.table}


def test_a_view_reads_back_as_it_was_written_and_its_legal_steps_are_worked_out_again() -> None:
    match = _midgame(ScopaOptions(players=4), 7)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    data = view_to_json(view)
    assert view_from_json(json.loads(json.dumps(data))) == view
    assert sorted(json.dumps(step) for step in data["legal"]) == sorted(
        json.dumps(step_to_json(step)) for step in match.legal_actions()
    )
    data["legal"], data["to_move"] = [], 3
    again = view_from_json(data)
    assert set(again.legal) == set(match.legal_actions()) and again.to_move == match.to_move


@pytest.mark.parametrize(
    ("field", "change"),
    [
        ("view", None),
        ("game", {"game": "briscola"}),
        ("options", {"options": {"players": 3}}),
        ("seat", {"seat": "north"}),
        ("dealer", {"dealer": 5}),
        ("hand", {"hand": "Ad"}),
        ("hand", {"hand": ["Xx"]}),
        ("hand", {"hand": ["Ad", "2d", "3d", "4d"]}),
        ("table", {"table": None}),
        ("stock", {"stock": 40}),
        ("plays", {"plays": {}}),
        ("plays[0]", {"plays": [{"seat": 1, "card": "Ad"}]}),
        ("plays[0].seat", {"plays": [{"seat": 2, "card": "Ad", "take": [], "scopa": False}]}),
        ("plays[0].card", {"plays": [{"seat": 1, "card": "Zz", "take": [], "scopa": False}]}),
        ("plays[0].scopa", {"plays": [{"seat": 1, "card": "Ad", "take": [], "scopa": 0}]}),
        ("score", {"score": [3]}),
    ],
)
def test_a_broken_view_is_refused_naming_the_field_wholly_in_the_readers_language(
    field: str, change: dict[str, object] | None
) -> None:
    data: object = (
        None
        if change is None
        else {**view_to_json(seat_view(_midgame(ScopaOptions(players=4), 0), 1)), **change}
    )
    with pytest.raises(RecordError) as refusal:
        view_from_json(data)
    english, italian = refusal.value.message("en"), refusal.value.message("it")
    assert english.startswith(f"the Scopa VIEW's field '{field}' is wrong: ")
    assert italian.startswith(f"la VIEW di Scopa ha il campo '{field}' sbagliato: ")
    assert not english_words_in(italian.split(" sbagliato: ", 1)[1]), italian


def test_a_card_shown_where_it_cannot_be_is_refused_in_the_field_of_its_second_showing() -> None:
    data = view_to_json(seat_view(_midgame(ScopaOptions(), 0), 0))
    hand, table = data["hand"], data["table"]
    data["table"] = [*table, hand[0]]
    with pytest.raises(RecordError, match=r"'table\[4\]' is wrong: .* is in hand\[0\] and in"):
        view_from_json(data)
    taken = {**data, "table": table}
    unseen = next(card.code for card in DECK if card.code not in [*hand, *table])
    taken["plays"] = [{"seat": 1, "card": unseen, "take": [table[0]], "scopa": False}]
    with pytest.raises(RecordError, match=r"'table\[0\]' is wrong: .* lies on the table, but"):
        view_from_json(taken)


def test_the_seat_to_move_with_no_card_is_refused() -> None:
    data = view_to_json(seat_view(_midgame(ScopaOptions(), 0), 1))
    data["hand"] = []
    with pytest.raises(RecordError, match="'hand' is wrong: it is empty, but the seat is to move"):
        view_from_json(data)
