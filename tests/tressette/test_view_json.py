"""Reading a VIEW back: real views round-trip exactly; malformed and impossible ones are refused."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import VARIANTS, preset, with_values
from circolo.games.tressette.players.random_player import RandomPlayer
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import SeatView, seat_view
from circolo.games.tressette.view_json import ViewError, view_from_json


def _views(variant: str, seed: int) -> Iterator[SeatView]:
    """Views of every seat at random moments of one random match (signals included)."""
    rng = random.Random(f"{variant}/{seed}")
    players = [RandomPlayer(random.Random(rng.random()), signal_rate=0.5) for _ in range(4)]
    match = MatchState.new(preset(variant), rng.randrange(4))
    while not match.is_over:
        if rng.random() < 0.15:
            yield from (seat_view(match, seat) for seat in range(4))
        if match.hand is None:
            match = deal_until_playable(match, rng)
            continue
        seat = match.to_move
        assert seat is not None
        decision = players[seat].decide(seat_view(match, seat))
        match = match.play(Play(decision.card, decision.signals))
    yield from (seat_view(match, seat) for seat in range(4))


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_view_of_random_matches_round_trips(variant: str) -> None:
    count = 0
    for seed in range(2):
        for view in _views(variant, seed):
            data = json.loads(json.dumps(view.to_json()))
            assert view_from_json(data) == view
            count += 1
    assert count > 40


def test_only_the_seat_to_move_passes_require_turn() -> None:
    views = [v for v in _views("classico", 5) if v.to_move is not None]
    assert any(v.to_move == v.seat for v in views) and any(v.to_move != v.seat for v in views)
    for view in views:
        if view.to_move == view.seat:
            assert view_from_json(view.to_json(), require_turn=True) == view
        else:
            with pytest.raises(ViewError, match=r"it is seat \d's turn, not seat \d's"):
                view_from_json(view.to_json(), require_turn=True)


# -- hand-made positions ------------------------------------------------------------------

#: Seat 0's ten cards (no accusa); dealer 3, so seat 0 leads the first trick.
HAND = ["Ad", "5d", "6s", "7s", "Fs", "Cs", "Rs", "4b", "5b", "6b"]
#: A first trick won by seat 3's 3d, then seat 3 leads 5s.
FIVE_PLAYS = [
    {"seat": 0, "card": "Ad", "signals": []},
    {"seat": 1, "card": "4d", "signals": []},
    {"seat": 2, "card": "2d", "signals": []},
    {"seat": 3, "card": "3d", "signals": []},
    {"seat": 3, "card": "5s", "signals": []},
]


def _view(**changes: Any) -> dict[str, Any]:
    """Seat 0's VIEW before the first card (or after ``plays``, its hand shrunk to match)."""
    plays = changes.get("plays", [])
    played = {p.get("card") for p in plays if isinstance(p, dict) and p.get("seat") == 0}
    data: dict[str, Any] = {
        "game": "tressette",
        "options": {},
        "seat": 0,
        "dealer": 3,
        "hand": [card for card in HAND if card not in played],
        "plays": plays,
    }
    data.update(changes)
    return data


def test_a_minimal_view_takes_classico_and_the_rules_for_everything_left_out() -> None:
    view = view_from_json(_view(options={"target": 21}), require_turn=True)
    assert view.options == with_values(preset("classico"), {"target": 21})
    assert view.target == 21 and view.score == (0, 0) and view.wins == (0, 0)
    assert view.to_move == 0 and [c.code for c in view.legal] == HAND and view.accuse == ()
    del_options = _view()
    del del_options["options"]
    assert view_from_json(del_options).options == preset("classico")
    after = view_from_json(_view(plays=FIVE_PLAYS, seat=0))
    assert after.to_move == 0 and [c.code for c in after.legal] == ["6s", "7s", "Fs", "Cs", "Rs"]


def test_between_hands_a_view_has_no_cards_and_nobody_to_move() -> None:
    data = {"game": "tressette", "seat": 2, "dealer": 1, "hand": [], "plays": []}
    view = view_from_json(data)
    assert view.to_move is None and view.legal == ()
    with pytest.raises(ViewError, match="no hand is in play"):
        view_from_json(data, require_turn=True)


def _accusa(seat: int, kind: str | None = None, suit: str | None = None, points: int = 3) -> Any:
    """An accuse entry; ``kind`` and ``suit`` left out when None."""
    entry: dict[str, object] = {"seat": seat, "points": points}
    if kind is not None:
        entry["kind"] = kind
    if suit is not None:
        entry["suit"] = suit
    return entry


def _plays_with(index: int, **entry: Any) -> list[dict[str, Any]]:
    plays = copy.deepcopy(FIVE_PLAYS)
    plays[index].update(entry)
    return plays


BAD_VIEWS: list[tuple[str, object, str]] = [
    ("not an object", [1, 2], "a VIEW must be a JSON object, not \\[1, 2\\]"),
    ("unknown key", _view(colour="red"), 'unknown key "colour"'),
    ("missing key", {"game": "tressette", "seat": 0, "dealer": 0, "hand": []}, "has no plays"),
    ("another game", _view(game="scopa"), 'game must be "tressette", not "scopa"'),
    ("options not an object", _view(options=[]), "options must be a JSON object"),
    ("unknown option", _view(options={"trumps": True}), "unknown option 'trumps'"),
    ("bad option value", _view(options={"target": 0}), "option target cannot be 0"),
    ("seat out of range", _view(seat=4), "seat must be a seat \\(0, 1, 2 or 3\\), not 4"),
    ("seat not a number", _view(seat="0"), 'seat must be a seat .*, not "0"'),
    ("seat a boolean", _view(seat=True), "not true"),
    ("dealer out of range", _view(dealer=-1), "dealer must be a seat"),
    ("hand not a list", _view(hand="Ad 2d"), "hand must be a list"),
    (
        "unknown card code",
        _view(hand=["Zz", *HAND[1:]]),
        'hand\\[0\\] is "Zz", which is not a card',
    ),
    (
        "card in hand twice",
        _view(hand=["Ad", *HAND[:9]]),
        "Ad appears twice, in hand\\[0\\] and in hand\\[1\\]",
    ),
    (
        "card in hand and plays",
        _view(plays=FIVE_PLAYS, hand=["4d", *HAND[1:9]]),
        "4d appears twice, in hand\\[0\\] and in plays\\[1\\].card",
    ),
    ("card played twice", _view(plays=_plays_with(4, card="Ad")), "Ad appears twice"),
    ("plays not a list", _view(plays={}), "plays must be a list"),
    ("play not an object", _view(plays=["Ad"]), "plays\\[0\\] must be a JSON object"),
    ("play without card", _view(plays=[{"seat": 0}]), "plays\\[0\\] has no card"),
    (
        "play with an unknown key",
        _view(plays=[{"seat": 0, "card": "Ad", "time": 3}]),
        'plays\\[0\\] has an unknown key "time"',
    ),
    ("bad card in plays", _view(plays=_plays_with(1, card="4x")), 'plays\\[1\\].card is "4x"'),
    (
        "signals not a list",
        _view(plays=_plays_with(0, signals="busso")),
        "plays\\[0\\].signals must be a list of signal ids",
    ),
    (
        "first lead not by dealer+1",
        _view(plays=[{"seat": 1, "card": "4d"}]),
        "play 1 is by seat 1, but it was seat 0's turn",
    ),
    (
        "next trick not led by the winner",
        _view(plays=_plays_with(4, seat=0, card="6s")),
        "play 5 is by seat 0, but it was seat 3's turn",
    ),
    (
        "too many cards in hand",
        _view(hand=[*HAND, "Rc"]),
        "the hand holds 11 cards, but seat 0 has played 0 and so must hold 10",
    ),
    ("too few cards in hand", _view(hand=HAND[:9]), "the hand holds 9 cards"),
    (
        "too many cards after a play",
        _view(plays=FIVE_PLAYS[:1], hand=[*HAND[1:], "Rc"]),
        "the hand holds 10 cards, but seat 0 has played 1 and so must hold 9",
    ),
    ("more than 40 plays", _view(plays=[{"seat": 0, "card": "Ad"}] * 41), "only 40 plays"),
    (
        "revoke shown later",
        _view(
            plays=[*_plays_with(1, card="4c"), {"seat": 0, "card": "6s"}, {"seat": 1, "card": "7d"}]
        ),
        "on play 2 seat 1 played 4c without following denari, yet it held 7d, "
        "which it played on play 7",
    ),
    (
        "revoke shown by the hand",
        _view(
            plays=[*_plays_with(4, card="5c"), {"seat": 0, "card": "6s"}],
            hand=["5d", "7s", "Fs", "Cs", "Rc", "4b", "5b", "6b"],
        ),
        "on play 6 seat 0 played 6s without following coppe, yet it still holds Rc",
    ),
    (
        "signal while signals are off",
        _view(options={"signals": "none"}, plays=_plays_with(0, signals=["busso"])),
        "play 1 is impossible: seat 0 made a signal, but signals are off",
    ),
    (
        "unknown signal",
        _view(plays=_plays_with(0, signals=["bussone"])),
        "play 1 is impossible: .* the classico vocabulary does not have",
    ),
    (
        "signal not leading",
        _view(plays=_plays_with(1, signals=["busso"])),
        "play 2 is impossible: seat 1 made a signal without leading the trick",
    ),
    (
        "two signals",
        _view(plays=_plays_with(0, signals=["busso", "volo"])),
        "play 1 is impossible: seat 0 made 2 signals on one card",
    ),
    (
        "same signal twice",
        _view(plays=_plays_with(0, signals=["busso", "busso"])),
        "made the signal busso twice",
    ),
    (
        "own false signal",
        _view(options={"false_signals": False}, plays=_plays_with(0, signals=["volo"])),
        "play 1 is impossible: seat 0 signalled volo with Ad, but that is untrue",
    ),
    ("score not a pair", _view(score=[1]), "score must be a list of two whole numbers"),
    ("negative score", _view(score=[-1, 0]), "score must be"),
    ("wins of a finished match", _view(wins=[1, 0]), "wins \\[1, 0\\] cannot be"),
    ("target other than the options", _view(target=21), "target is 21, but .* played to 31"),
    ("to_move wrong", _view(to_move=1), "to_move is 1, but by the plays it is 0"),
    ("to_move not a number", _view(plays=FIVE_PLAYS[:1], to_move=True), "to_move is true"),
    ("target not a number", _view(target=31.0), "target is 31.0"),
    ("to_move of a hand in play null", _view(to_move=None), "to_move is null"),
    ("legal other than the rules", _view(legal=["Ad"]), 'legal is \\["Ad"\\], but the rules allow'),
    (
        "legal while not to move",
        _view(plays=FIVE_PLAYS[:1], legal=["5d"]),
        "the rules allow \\[\\]",
    ),
    ("accuse not a list", _view(accuse={}), "accuse must be a list"),
    (
        "accuse while off",
        _view(options={"accuse": "off"}, plays=FIVE_PLAYS, accuse=[_accusa(1)]),
        "accuse lists 1 accuse, but accuse are off",
    ),
    (
        "unknown accusa kind",
        _view(accuse=[_accusa(1, "quinta", "d")]),
        'accuse\\[0\\].kind is "quinta", which is not a kind of accusa',
    ),
    (
        "napoletana without suit",
        _view(accuse=[_accusa(1, "napoletana")]),
        "is a napoletana, which needs its suit",
    ),
    (
        "four with a suit",
        _view(accuse=[_accusa(1, "quattro-tre", "d", 4)]),
        "is a quattro-tre, which has no suit",
    ),
    (
        "wrong points",
        _view(accuse=[_accusa(1, "tre-assi", "d", 4)]),
        "is a tre-assi, which is worth 3 points, not 4",
    ),
    ("hidden accusa points", _view(accuse=[_accusa(1, points=5)]), "an accusa is worth 3 or 4"),
    ("suit without kind", _view(accuse=[_accusa(1, suit="d")]), "has a suit but no kind"),
    (
        "bad suit code",
        _view(accuse=[_accusa(1, "tre-tre", "x")]),
        'accuse\\[0\\].suit is "x", which is not a suit',
    ),
    (
        "accusa before it is declared",
        _view(accuse=[_accusa(1)]),
        "seat 1, which has not declared its accuse yet",
    ),
    (
        "accusa kind shown early",
        _view(plays=FIVE_PLAYS[:2], accuse=[_accusa(1, "tre-tre", "d")]),
        "shows the kind of seat 1's accusa",
    ),
    (
        "accusa needing a card seen elsewhere",
        _view(plays=FIVE_PLAYS, accuse=[_accusa(1, "napoletana", "d")]),
        "needs Ad, but Ad belongs to seat 0",
    ),
    (
        "accusa listed twice",
        _view(plays=FIVE_PLAYS, accuse=[_accusa(2, "tre-due", "c")] * 2),
        "already listed",
    ),
    (
        "three of a kind whose fourth card the seat played",
        _view(plays=FIVE_PLAYS, accuse=[_accusa(2, "tre-due", "d")]),
        "a tre-due of seat 2 without 2d, but seat 2 played 2d",
    ),
    (
        "own accusa it does not have",
        _view(plays=FIVE_PLAYS[:1], accuse=[_accusa(0, "tre-tre", "d")]),
        "the accuse of seat 0 are listed as .*tre-tre.*, but its cards make \\[\\]",
    ),
    (
        "own accusa left out",
        _view(
            hand=["Ad", "2d", "3d", "5s", "6s", "7s", "Fs", "Cs", "Rs"],
            plays=[{"seat": 0, "card": "4d"}],
        ),
        "are listed as \\[\\], but its cards make .*napoletana",
    ),
]


@pytest.mark.parametrize(
    ("data", "message"),
    [pytest.param(data, message, id=name) for name, data, message in BAD_VIEWS],
)
def test_a_malformed_or_impossible_view_is_refused_in_one_sentence(
    data: object, message: str
) -> None:
    with pytest.raises(ViewError, match=message) as refused:
        view_from_json(data)
    text = str(refused.value)
    assert "\n" not in text and text == refused.value.message("en")
    assert refused.value.message("it")


def test_a_signal_on_the_tenth_trick_is_refused() -> None:
    rng = random.Random(3)
    match = deal_until_playable(MatchState.new(preset("classico"), 0), rng)
    for _ in range(37):
        match = match.play(Play(rng.choice(match.legal_cards())))
    data = seat_view(match, 0).to_json()
    plays = data["plays"]
    assert isinstance(plays, list)
    plays[36]["signals"] = ["busso"]
    with pytest.raises(ViewError, match=r"play 37 is impossible: .* on the tenth trick"):
        view_from_json(data)


def test_a_nested_refusal_is_rendered_in_italian_too() -> None:
    with pytest.raises(ViewError) as refused:
        view_from_json(_view(plays=_plays_with(1, signals=["busso"])))
    italian = refused.value.message("it")
    assert italian.startswith("la giocata 2 è impossibile: il posto 1 ha fatto una dichiarazione")
