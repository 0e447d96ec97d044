"""The model of strong play (pimc's reading of seats that stray from the club rules)."""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path

import pytest
from benchmarks import strong_play as bench

from circolo.core.cards.italian import Card, parse_cards
from circolo.core.errors import PlayerSpecError
from circolo.games.tressette.players.pimc.inference import Inference
from circolo.games.tressette.players.pimc.strong_play import (
    FLOOR,
    Moment,
    StrongPlayModel,
    features,
    moment_of,
    shipped_model,
)
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.ranking import strength
from circolo.games.tressette.rules import legal_cards
from circolo.games.tressette.view import seat_view
from tests.ai.test_pimc import mid_hand, positions_set


def cards(text: str) -> list[Card]:
    return list(parse_cards(text.split()))


def test_a_seat_that_holds_the_suit_led_may_only_follow_it() -> None:
    at = Moment(1, ((0, Card.parse("4d")),), frozenset({Card.parse("4d")}))
    held = cards("3d 5d Ac 2s")
    assert set(legal_cards(held, at.led)) == set(cards("3d 5d"))
    void = cards("Ac 2s Rb")
    assert legal_cards(void, at.led) == tuple(void)
    assert Moment(1, (), frozenset()).led is None  # leading: any card


def test_taking_the_trick_and_ducking_it_are_told_apart() -> None:
    at = Moment(1, ((0, Card.parse("Rd")),), frozenset({Card.parse("Rd")}))
    held = cards("3d 5d Ac")
    takes = features(held, Card.parse("3d"), at, None)
    ducks = features(held, Card.parse("5d"), at, None)
    assert any(":True:" in name for name in takes if name.startswith("F:1:O:"))
    follow = [name for name in takes if name.startswith("F:")]
    assert follow and not set(follow) & set(ducks)  # the two cards share no follow feature


def test_the_shipped_model_is_fitted_to_many_plays_and_its_chances_sum_to_one() -> None:
    model = shipped_model()
    assert model.plays >= 20_000
    match = mid_hand(4, 6)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    chances = model.chances(list(view.hand), moment_of(view), None)
    assert set(chances) == set(view.legal)
    assert math.isclose(sum(chances.values()), 1.0)


def test_a_strong_player_last_to_play_takes_the_points_the_club_card_takes() -> None:
    # Seat 3 plays last; the opponents' asso holds the trick, their Re on it, and the club
    # rules take it with the 3: the solver's play does so far more often than it ducks.
    trick = ((0, Card.parse("Rd")), (1, Card.parse("5d")), (2, Card.parse("Ad")))
    at = Moment(3, trick, frozenset(c for _, c in trick))
    chances = shipped_model().chances(cards("3d 4d Cc 6s"), at, Card.parse("3d"))
    assert chances[Card.parse("3d")] > 0.55


def test_of_two_cards_the_same_to_play_the_weaker_is_the_likelier() -> None:
    # The 5 and the 4 of denari are the same card to play (no card between them is out):
    # the solver plays the weaker of such cards, and the model has learned it.
    at = Moment(1, ((0, Card.parse("Rd")),), frozenset({Card.parse("Rd")}))
    chances = shipped_model().chances(cards("5d 4d Cc 6s"), at, None)
    assert chances[Card.parse("4d")] > 3 * chances[Card.parse("5d")]


def test_pimc_reads_strayers_by_the_strong_model_with_the_loose_setting() -> None:
    match = mid_hand(11, 9)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    model = shipped_model()
    inference = Inference(view, strong=model)
    plain = Inference(view)
    assert match.hand is not None
    hands = [list(h) for h in match.hand.hands]  # the true layout
    step = next(
        s
        for s in inference.steps
        if len(legal_cards(inference._hand_at(hands, s.seat, s.index), s.moment.led)) > 1
    )
    held = inference._hand_at(hands, step.seat, step.index)
    legal = legal_cards(held, step.moment.led)
    club, _ = inference._model_play(step, held)
    expected = (1 - FLOOR) * model.chances(held, step.moment, club)[step.card]
    expected += FLOOR / len(legal)
    _, loose, _ = inference._chances(hands)
    assert math.isclose(loose[inference.steps.index(step)], expected)
    assert plain._chances(hands)[1] != loose  # without it the looser model is the old one


def test_pimc_takes_the_loose_setting_and_refuses_a_bad_one() -> None:
    player = create_player("pimc:loose=learned", random.Random(0))
    assert player.name == "pimc:loose=learned"
    assert create_player("pimc:loose=uniform", random.Random(0)).name == "pimc"
    with pytest.raises(PlayerSpecError):
        create_player("pimc:loose=sharp", random.Random(0))


def test_the_collected_plays_are_the_oracles_with_what_the_seat_saw(tmp_path: Path) -> None:
    out = tmp_path / "plays.jsonl"
    assert bench._collect(("classico", 5, range(2), str(out), "oracle")) == 2
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert {row["deal"] for row in rows} == {0, 1}
    for row in rows:
        held, at, club, card = bench._parse(row)
        legal = legal_cards(held, at.led)
        assert len(legal) > 1 and card in legal and club in legal
        assert not set(held) & at.gone


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_pimcs_plays_are_collected_and_fitted_outside_the_package(tmp_path: Path) -> None:
    out = tmp_path / "pimc.jsonl"
    assert bench._collect(("classico", 5, range(1), str(out), "pimc")) == 1
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert len({row["seat"] for row in rows}) == 4  # pimc at every seat
    for row in rows:
        held, at, club, card = bench._parse(row)
        legal = legal_cards(held, at.led)
        assert card in legal and club in legal
    shipped = bench.WEIGHTS.read_text()
    weights = tmp_path / "pimc_play.json"
    for row in rows:
        row["deal"] = 1
    rows[0]["deal"] = 0  # one play kept out of training to judge the fit (every fifth deal is)
    out.write_text("".join(json.dumps(row) + "\n" for row in rows))
    bench.train([out], [1.0], 1, True, weights)
    assert json.loads(weights.read_text())["plays"] == len(rows) - 1
    assert bench.WEIGHTS.read_text() == shipped


def test_the_fit_learns_the_preference_that_made_the_plays() -> None:
    # Plays made by a known rule (always the weakest card, whether it follows or leads; the
    # club card drawn at random): the fitted model predicts them far better than chance.
    rng = random.Random(3)
    rows: list[bench.Play] = []
    for deal in range(200):
        deck = cards("3d 2d Ad Rd Cd Fd 7d 6d 5d 4d 3c 2c Ac Rc Cc Fc")
        rng.shuffle(deck)
        held = deck[:5]
        led = deck[5] if deal % 2 else None
        trick = [(0, led)] if led else []
        at = Moment(1, tuple(trick), frozenset(c for _, c in trick))
        legal = legal_cards(held, at.led)
        if len(legal) < 2:
            continue
        card = min(legal, key=strength)
        club = rng.choice(legal)
        rows.append(
            bench.Play(
                deal=deal,
                seat=1,
                held=[c.code for c in held],
                trick=[(s, c.code) for s, c in trick],
                gone=sorted(c.code for c in at.gone),
                partner_led=[],
                club=club.code,
                card=card.code,
            )
        )
    index_of: dict[str, int] = {}
    examples = [e for r in rows if (e := bench._example(r, index_of, True)) is not None]
    weights = bench._fit(examples, len(index_of), ridge=0.1, epochs=10)
    loss = -sum(bench._log_chance(weights, e)[0] for e in examples) / len(examples)
    uniform = sum(math.log(len(feats)) for feats, _ in examples) / len(examples)
    assert loss < 0.3 * uniform
    names = sorted(index_of, key=index_of.__getitem__)
    learned = StrongPlayModel(dict(zip(names, weights, strict=True)), plays=len(examples))
    assert learned.plays == len(examples)


def test_the_log_loss_benchmark_reads_positions_of_a_fixed_set(tmp_path: Path) -> None:
    # --from: each position of a pimc_positions set is scored with the hands as they were,
    # --sizes keeping some hand sizes and --positions spreading the count over the set.
    from benchmarks import inference_logloss

    source = tmp_path / "set.pickle"
    positions = positions_set(source, [4 * seed + 2 for seed in range(6)])
    sizes = sorted({len(v.hand) for v, _, _ in positions})[:2]
    args = argparse.Namespace(source=source, sizes=sizes, positions=10)
    read = list(inference_logloss._positions(args))
    kept = [(v, h) for v, h, _ in positions if len(v.hand) in sizes]
    assert read == kept and read
    for view, hands in read:
        assert list(view.hand) == hands[view.seat]
