"""The options Pinnacola players ask for, each off by default: "chiusura in mano", no closing
in the first round, opening before taking from the pile, a minimum for the opening — in the
engine, the records, ``circolo rules`` and the AI players' play."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from circolo.cli import main
from circolo.core.cards.french import FrenchCard
from circolo.core.errors import IllegalPlayError, OptionError
from circolo.games.pinnacola.actions import (
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    LayMeld,
    Turn,
    Undo,
)
from circolo.games.pinnacola.options import LATER_KEYS, PinnacolaOptions, options_from_json
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import HandState, MatchState
from circolo.games.pinnacola.view import hand_view, seat_view
from tests.pinnacola.helpers import meld, position

TWO = PinnacolaOptions(players=2, mode="single")


def card(code: str) -> FrenchCard:
    return FrenchCard.parse(code)


def _one_round_played(hand: HandState) -> HandState:
    """``hand`` as if each player had had a turn already."""
    turns = tuple(Turn(s, DrawStock(), (), card("Kd")) for s in range(hand.options.players))
    return replace(hand, turns=turns)


def test_the_house_rules_are_off_by_default_and_in_circolo_rules(
    capsys: pytest.CaptureFixture[str],
) -> None:
    options = PinnacolaOptions()
    assert not options.chiusura_in_mano and not options.no_close_first_round
    assert not options.open_before_pile and options.first_meld_minimum == 0
    assert main(["rules", "--game", "pinnacola", "--lang", "it"]) == 0
    out = capsys.readouterr().out
    for key in LATER_KEYS:
        assert key in out
    assert "chiusura in mano" in out


def test_a_record_written_before_the_house_rules_still_reads_and_new_ones_carry_them() -> None:
    old = {k: v for k, v in TWO.to_json().items() if k not in LATER_KEYS}
    assert options_from_json(old) == TWO
    assert set(LATER_KEYS) <= set(TWO.to_json())
    with pytest.raises(OptionError, match="target"):
        options_from_json({k: v for k, v in old.items() if k != "target"})
    with pytest.raises(OptionError, match="first_meld_minimum"):
        PinnacolaOptions(first_meld_minimum=-5)


@pytest.mark.parametrize("chiusura", [False, True])
def test_chiusura_in_mano_doubles_the_melds_of_a_close_in_one_turn_and_the_unopened_pay_200(
    chiusura: bool,
) -> None:
    options = replace(TWO, chiusura_in_mano=chiusura)
    hand = position(
        [["5h", "6h", "7h", "8h"], ["4c", "4d", "9c"]], stock=["2d", "3c"], options=options
    )
    hand = hand.apply(DrawStock()).apply(LayMeld.parse("5h", "6h", "7h", "8h"))
    result = hand.apply(Discard(card("2d"))).result()
    assert result.closed_in_one_turn and result.closing == (200, 0)
    assert result.melded[0] == (70 if chiusura else 35)
    assert result.not_opened == (0, -200 if chiusura else -100)
    opened_before = position(
        [["8h"], ["4c", "4d", "9c"]], melds=[meld(["5h", "6h", "7h"], 0, options)],
        opened=[True, False], stock=["9s"], options=options,
    )  # fmt: skip
    ordinary = opened_before.apply(DrawStock()).apply(Attach.parse(0, "8h"))
    result = ordinary.apply(Discard(card("9s"))).result()  # a close, not in one turn
    assert result.closing == (100, 0) and result.melded[0] == 35
    assert result.not_opened == (0, -100)


def test_no_closing_before_every_player_has_had_a_turn() -> None:
    options = replace(TWO, no_close_first_round=True)
    hand = position(
        [["8h", "9h"], ["4c", "4d", "9c"]], melds=[meld(["5h", "6h", "7h"], 0, options)],
        opened=[True, False], stock=["2d", "3c"], options=options,
    )  # fmt: skip
    first = hand.apply(DrawStock()).apply(Attach.parse(0, "8h"))  # 9h 2d left
    with pytest.raises(IllegalPlayError, match="nobody closes before every player"):
        first.apply(Attach.parse(0, "9h"))  # down to one card: it could close next
    assert Attach.parse(0, "9h") not in first.legal_actions()
    later = _one_round_played(hand).apply(DrawStock()).apply(Attach.parse(0, "8h"))
    assert later.apply(Attach.parse(0, "9h")).hands[0] == (card("2d"),)  # allowed now
    assert TWO.no_close_first_round is False


def test_only_a_player_who_has_opened_takes_from_the_pile_when_the_option_says_so() -> None:
    options = replace(TWO, open_before_pile=True)
    unopened = position(
        [["5h", "6h", "Kc", "2d"], ["9s", "9d"]], pile=["Qs", "7h"], options=options
    )
    assert unopened.usable_pile_indices() == ()
    with pytest.raises(IllegalPlayError, match="only a player who has opened"):
        unopened.apply(DrawPile(1))
    opened = position(
        [["5h", "6h", "Kc", "2d"], ["9s", "9d"]], pile=["Qs", "7h"], options=options,
        melds=[meld(["Qd", "Qc", "Qh"], 0, options)], opened=[True, False],
    )  # fmt: skip
    assert 1 in opened.usable_pile_indices()
    assert opened.apply(DrawPile(1)).must_use == (card("7h"),)


def test_an_opening_must_reach_the_minimum_before_the_discard() -> None:
    options = replace(TWO, first_meld_minimum=50)
    hand = position(
        [["5h", "6h", "7h", "Kc", "Kd", "Ks", "2d"], ["9s", "9d"]], stock=["3c"], options=options
    )
    low = hand.apply(DrawStock()).apply(LayMeld.parse("5h", "6h", "7h"))  # 25 points
    with pytest.raises(IllegalPlayError, match="at least 50 points laid this turn: 25 are missing"):
        low.apply(Discard(card("2d")))
    assert low.discardable() == ()
    assert low.apply(Undo()).melds == ()  # taken back
    enough = low.apply(LayMeld.parse("Kc", "Kd", "Ks"))  # 25 + 30
    assert not enough.apply(Discard(card("2d"))).is_over
    small_pile = position(
        [["5h", "6h", "Kc", "2d", "9c"], ["9s", "9d"]], pile=["Qs", "7h"], options=options
    )
    assert small_pile.usable_pile_indices() == ()
    with pytest.raises(IllegalPlayError, match="would not open this turn with the minimum"):
        small_pile.apply(DrawPile(1))


OPENS_WITH_A_POKER = ["Ah", "Ad", "Ac", "5h", "9s", "Kd", "Kc", "3c", "7d", "8s", "Qh"]


@pytest.mark.parametrize("name", ["weak", "medium", "strong", "expert"])
def test_under_an_opening_minimum_a_pile_card_that_opens_with_it_is_taken_and_melded(
    name: str,
) -> None:
    options = replace(TWO, first_meld_minimum=30)
    hand = position([OPENS_WITH_A_POKER, ["9c", "9h"]], pile=["6c", "As"], options=options)
    assert 1 in hand.usable_pile_indices()  # the engine allows it: a poker of aces, 120
    player = create_player(name, random.Random(0))
    decision = player.decide(hand_view(hand, 0))
    assert decision.action == DrawPile(1)
    assert decision.reasons[0].code == "club.pile"
    state = hand.apply(decision.action)
    for _ in range(10):
        step = player.decide(hand_view(state, 0))
        state = state.apply(step.action)  # the engine refuses an opening short of 30
        if isinstance(step.action, Discard):
            break
    assert state.seat == 1  # the turn ended with a discard, the opening made
    assert [m.codes for m in state.melds] == [["Ah", "Ad", "Ac", "As"]]


@pytest.mark.parametrize("name", ["weak", "medium", "strong", "expert"])
def test_a_player_the_rules_keep_from_the_pile_says_so_not_that_nothing_melds(name: str) -> None:
    barred = position(
        [OPENS_WITH_A_POKER, ["9c", "9h"]], pile=["6c", "As"],
        options=replace(TWO, open_before_pile=True),
    )  # fmt: skip
    decision = create_player(name, random.Random(0)).decide(hand_view(barred, 0))
    assert decision.action == DrawStock()
    assert decision.reasons[0].code == "club.stock_pile_barred"
    assert "only a player who has opened" in decision.explain("en")
    assert "solo chi ha già aperto" in decision.explain("it")
    short = position(
        [["Ah", "Ad", "5h", "9s", "Kd", "Kc", "3c", "7d", "8s", "Qh"], ["9c", "9h"]],
        pile=["6c", "As"], options=replace(TWO, first_meld_minimum=60),
    )  # fmt: skip
    assert short.usable_pile_indices() == ()  # three aces could be laid, but 45 < 60
    decision = create_player(name, random.Random(0)).decide(hand_view(short, 0))
    assert decision.reasons[0].code == "club.stock_pile_short"
    assert "the minimum the opening needs (60 points)" in decision.explain("en")


ALL_ON = {
    "chiusura_in_mano": True,
    "no_close_first_round": True,
    "open_before_pile": True,
    "first_meld_minimum": 60,
}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("setting", [*ALL_ON.items(), ("all", None)])
def test_every_ai_player_plays_whole_hands_under_each_house_rule(
    players: int, setting: tuple[str, object]
) -> None:
    key, value = setting
    extra = ALL_ON if key == "all" else {key: value}
    options = replace(PinnacolaOptions(players=players, mode="single"), **extra)
    names = ["random", "weak", "medium", "strong"]
    for deal in range(2):
        seated = [create_player(names[(s + deal) % 4], random.Random(s)) for s in range(players)]
        match = MatchState.new(options, deal % players)
        match = match.deal(shuffled_deck(options, random.Random(40 + deal)))
        steps = 0
        while match.hand is not None:
            seat = match.to_move
            assert seat is not None
            match = match.apply(seated[seat].decide(seat_view(match, seat)).action)
            steps += 1
            assert steps < 2000, "a player went round in circles"
        assert match.is_over


def test_selfplay_records_under_the_house_rules_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "house.jsonl"
    sets = [arg for key, value in ALL_ON.items() for arg in ("--set", f"{key}={json.dumps(value)}")]
    args = ["selfplay", "--game", "pinnacola", "--players", "strong,medium", "--set", "players=2",
            "--set", "mode=single", *sets, "--matches", "2", "--seed", "9",
            "--out", str(out)]  # fmt: skip
    assert main(args) == 0
    record = json.loads(out.read_text().splitlines()[0])
    assert record["options"]["first_meld_minimum"] == 60
    assert main(["replay", str(out)]) == 0
    assert "every rule holds" in capsys.readouterr().err
