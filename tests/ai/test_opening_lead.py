"""pimc's opening lead: a model learned from solved deals, over the leads worth telling apart."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from circolo.core.cards.italian import Card, Suit
from circolo.core.errors import CircoloError
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.players.base import Decision
from circolo.games.tressette.players.pimc import player as pimc_player
from circolo.games.tressette.players.pimc.inference import Inference
from circolo.games.tressette.players.pimc.opening import (
    OpeningModel,
    candidates,
    features,
    shipped_model,
)
from circolo.games.tressette.players.pimc.player import PimcPlayer
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import SeatView, seat_view
from tests.ai.test_pimc import mid_hand


def hand_of(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


def test_the_leads_told_apart_are_every_card_of_value_and_each_suits_lowest_scartina() -> None:
    hand = hand_of("3d Ad 7d 4d 2c Fc Cs 6s 5s 7b")
    assert {c.code for c in candidates(hand)} == {"3d", "Ad", "4d", "2c", "Fc", "Cs", "5s", "7b"}


def test_a_leads_features_do_not_depend_on_which_suit_is_which() -> None:
    hand = hand_of("3d Ad 7d 4d 2c Fc Cs 6s 5s 7b")
    swap = {Suit.DENARI: Suit.SPADE, Suit.SPADE: Suit.DENARI}
    renamed = [Card.parse(c.rank.code + swap.get(c.suit, c.suit).code) for c in hand]
    for card, twin in zip(hand, renamed, strict=True):
        assert features(hand, card) == features(renamed, twin)


def test_the_shipped_model_is_learned_from_many_deals_and_scores_every_candidate() -> None:
    model = shipped_model()
    assert model.deals >= 1000 and len(model.weights) >= 200
    hand = hand_of("3d Ad 7d 4d 2c Fc Cs 6s 5s 7b")
    assert set(model.scores(hand)) == set(candidates(hand))


def first_leads(seeds: range) -> Iterator[tuple[MatchState, SeatView, Decision, Decision]]:
    """For each seed, a hand's first lead: the match, the view, pimc's learned and ruled leads."""
    for seed in seeds:
        match = mid_hand(seed, plays=0)
        assert match.to_move is not None
        view = seat_view(match, match.to_move)
        learned = PimcPlayer(random.Random(seed), opening=True).decide(view)
        ruled = PimcPlayer(random.Random(seed), opening=False).decide(view)
        yield match, view, learned, ruled


def test_pimc_leads_the_hands_first_card_by_the_learned_model_and_says_so() -> None:
    differs = 0
    for _, view, decision, ruled in first_leads(range(40)):
        model = shipped_model()
        scores = model.scores(view.hand)
        assert decision.reasons[0].code == "pimc.opening"
        assert scores.get(decision.card, model.score(view.hand, decision.card)) == max(
            [*scores.values(), model.score(view.hand, ruled.card)]
        )
        if decision.card is not ruled.card:
            differs += 1
            assert decision.reasons[1].code == "pimc.opening_over_rules"
            assert decision.reasons[1].facts["card"] == ruled.card.code
        for lang in ("it", "en"):
            text = decision.explain(lang)
            assert decision.card.name(lang) in text and "{" not in text
    assert differs  # the model is not the rules' table under another name


def test_a_model_that_prefers_nothing_keeps_the_club_rules_lead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = mid_hand(3, plays=0)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    ruled = PimcPlayer(random.Random(0), opening=False).decide(view)
    flat = OpeningModel({}, deals=0)
    monkeypatch.setattr(pimc_player, "shipped_model", lambda: flat)
    decision = PimcPlayer(random.Random(0), opening=True).decide(view)
    assert decision.card is ruled.card and decision.signals == ruled.signals


def test_pimc_takes_the_opening_setting_and_refuses_a_bad_one() -> None:
    player = create_player("pimc:opening=learned", random.Random(0))
    assert isinstance(player, PimcPlayer) and player.opening
    assert player.name == "pimc:opening=learned"
    assert create_player("pimc:opening=rules", random.Random(0)).name == "pimc"
    assert not PimcPlayer(random.Random(0)).opening  # the club rules' table by default
    with pytest.raises(CircoloError, match="opening"):
        create_player("pimc:opening=maybe", random.Random(0))


def test_only_the_hands_first_card_is_led_by_the_model() -> None:
    match = mid_hand(5, plays=4)  # the second trick's lead: searched, not learned
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    decision = PimcPlayer(random.Random(0), worlds=4, opening=True).decide(view)
    assert decision.reasons[0].code != "pimc.opening"


def test_a_learned_lead_carries_the_club_signal_of_its_suit_and_the_engine_takes_it() -> None:
    signalled = 0
    for match, _, decision, ruled in first_leads(range(60)):
        match.play(Play(decision.card, decision.signals))  # refuses a false signal
        if decision.card is not ruled.card and decision.signals:
            signalled += 1
            assert decision.reasons[2].code.startswith("lead.")  # the suit's club rule
    assert signalled


def test_pimc_reads_nothing_from_a_first_lead_when_its_own_may_be_learned() -> None:
    match = mid_hand(1, plays=5)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    seen: list[bool] = []
    original = Inference

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(bool(kwargs["read_opening"]))
        return original(*args, **kwargs)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pimc_player, "Inference", spy)
        PimcPlayer(random.Random(0), worlds=2, opening=True).decide(view)
        PimcPlayer(random.Random(0), worlds=2, opening=False).decide(view)
    assert seen == [False, True]
