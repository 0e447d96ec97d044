"""Inference: layouts weighed by how likely they make the other seats' plays."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from circolo.core.cards.italian import Card
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.base import Player, Reason
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.layouts import LayoutSampler, TiltedSampler
from circolo.games.tressette.players.heuristic.player import HeuristicPlayer
from circolo.games.tressette.players.pimc.deal_checks import BLUFF
from circolo.games.tressette.players.pimc.inference import Inference, posterior, resample
from circolo.games.tressette.players.pimc.kinds import SHARP_PRIOR, seat_chance
from circolo.games.tressette.players.pimc.memo import Memo
from circolo.games.tressette.players.pimc.reading import likely_holding
from circolo.games.tressette.players.random_player import RandomPlayer
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.signals import SignalContext
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import SeatView, seat_view

#: A deal with no accusa and no redeal. Dealer 0: seat 1 leads.
DEAL = (
    "3d Rd As 2s 4s 5d 6d Ac 4c 5c",
    "4d Fd 3s 7s Fs 2c 6c 7c Ab 4b",
    "7d Cd Cs Rs 3c Fc 2b 5b 6b 7b",
    "Ad 2d 5s 6s Cc Rc 3b Fb Cb Rb",
)


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


def second_hand_plays_low() -> tuple[MatchState, SeatView]:
    """The heuristic plays the first three cards: seat 1 knocks with the 7 of spade, seat 2
    plays its lowest spade under their knock, the cavallo: so it holds no 5 of spade; seat 3
    answers its partner's knock with its best spade, the 6: so it holds no fante or re.
    Seat 0 to move.
    """
    match = MatchState.new(preset("classico"), 0).deal([cards(hand) for hand in DEAL])
    players = [HeuristicPlayer(random.Random(seat)) for seat in range(4)]
    for _ in range(3):
        assert match.to_move is not None
        decision = players[match.to_move].decide(seat_view(match, match.to_move))
        match = match.play(Play(decision.card, decision.signals))
    assert match.to_move == 0 and match.hand is not None
    assert [p.card.code for p in match.hand.plays[:2]] == ["7s", "Cs"]
    return match, seat_view(match, 0)


def share(layouts: list[list[list[Card]]], weights: list[float], seat: int, card: Card) -> float:
    return sum(w for hands, w in zip(layouts, weights, strict=True) if card in hands[seat]) / sum(
        weights
    )


def test_a_low_card_played_second_hand_says_where_the_lower_ones_are_not() -> None:
    match, view = second_hand_plays_low()
    sampler = LayoutSampler(Knowledge(view))
    rng = random.Random(1)
    uniform = [sampler.sample(rng) for _ in range(400)]
    # The club model alone: one play cannot yet tell a club player from a looser one.
    layouts, weights = posterior(Inference(view, sharp_prior=1.0), sampler, rng, 400)
    five = Card.parse("5s")
    assert share(uniform, [1.0] * len(uniform), 2, five) > 0.3
    assert share(layouts, weights, 2, five) < 0.15
    for code in ("Fs", "Rs"):  # seat 3 answered its partner's knock with its best: the 6
        card = Card.parse(code)
        assert share(uniform, [1.0] * len(uniform), 3, card) > 0.25
        assert share(layouts, weights, 3, card) < 0.05
    real = [list(hand) for hand in match.hand.hands]  # type: ignore[union-attr]
    inference = Inference(view)
    assert inference.likelihood(real) > max(
        inference.likelihood(hands) for hands in uniform if five in hands[2]
    )


def test_a_layout_with_an_accusa_nobody_declared_is_impossible() -> None:
    match, view = second_hand_plays_low()
    real = [list(hand) for hand in match.hand.hands]  # type: ignore[union-attr]
    inference = Inference(view)
    assert inference.possible(real)
    # Give seat 1 the 3 of coppe and the 3 of bastoni beside its 3 of spade: three 3s, unsaid.
    swapped = [list(hand) for hand in real]
    for code, giver, taken in (("3c", 2, "6c"), ("3b", 3, "4b")):
        card, other = Card.parse(code), Card.parse(taken)
        swapped[giver].remove(card)
        swapped[1].remove(other)
        swapped[1].append(card)
        swapped[giver].append(other)
    assert not inference.possible(swapped)
    assert inference.likelihood(swapped) == 0.0


def _prediction_losses(
    players: Sequence[Player], priors: Sequence[float], seed: int
) -> dict[str, float]:
    """Log-loss of where the unseen cards are, over 6 part-played hands of ``players``.

    Uniform layouts under "uniform"; layouts weighed with each of ``priors`` (the chance
    that a seat is the club player) under the prior's text. The seat to move asks.
    """
    rng = random.Random(seed)
    loss = dict.fromkeys(["uniform", *map(str, priors)], 0.0)
    for _ in range(6):
        match = deal_until_playable(MatchState.new(preset("classico"), rng.randrange(4)), rng)
        for _ in range(rng.randrange(12, 24)):
            assert match.to_move is not None
            decision = players[match.to_move].decide(seat_view(match, match.to_move))
            match = match.play(Play(decision.card, decision.signals))
        assert match.hand is not None and match.to_move is not None
        view = seat_view(match, match.to_move)
        sampler = LayoutSampler(Knowledge(view))
        uniform = [sampler.sample(rng) for _ in range(200)]
        weighed = {
            str(prior): posterior(Inference(view, sharp_prior=prior), sampler, rng, 200)
            for prior in priors
        }
        for seat, hand in enumerate(match.hand.hands):
            if seat == view.seat:
                continue
            for card in hand:
                loss["uniform"] -= math.log(max(share(uniform, [1.0] * 200, seat, card), 1e-3))
                for key, (layouts, weights) in weighed.items():
                    loss[key] -= math.log(max(share(layouts, weights, seat, card), 1e-3))
    return loss


def test_inferred_layouts_predict_the_unseen_cards_better_than_uniform_ones() -> None:
    players = [HeuristicPlayer(random.Random(seat)) for seat in range(4)]
    loss = _prediction_losses(players, [SHARP_PRIOR], 11)
    assert loss[str(SHARP_PRIOR)] < 0.9 * loss["uniform"]


def test_seats_that_do_not_play_by_the_club_rules_are_read_loosely() -> None:
    """Two seats play at random: the club model alone reads their cards as conventions and
    places the unseen cards worse than not reading them at all; the mixture of the club
    player and a looser one finds out from their plays and does not."""
    players: list[Player] = [
        HeuristicPlayer(random.Random(0)),
        RandomPlayer(random.Random(1)),
        HeuristicPlayer(random.Random(2)),
        RandomPlayer(random.Random(3)),
    ]
    loss = _prediction_losses(players, [1.0, SHARP_PRIOR], 15)
    assert loss["1.0"] > loss["uniform"]
    assert loss[str(SHARP_PRIOR)] < 0.9 * loss["1.0"]
    assert loss[str(SHARP_PRIOR)] < loss["uniform"]


def test_club_players_are_read_nearly_as_sharply_as_by_the_club_model_alone() -> None:
    players = [HeuristicPlayer(random.Random(seat)) for seat in range(4)]
    loss = _prediction_losses(players, [1.0, SHARP_PRIOR], 13)
    assert loss["1.0"] < 0.9 * loss["uniform"]
    assert loss[str(SHARP_PRIOR)] < 1.05 * loss["1.0"]


def test_a_model_sure_of_its_card_leaves_a_straying_seat_to_the_looser_kind() -> None:
    _, view = second_hand_plays_low()
    sampler = LayoutSampler(Knowledge(view))
    layouts = [sampler.sample(random.Random(i)) for i in range(60)]
    sure = Inference(view, agree=1.0, late_agree=1.0, sharp_prior=1.0)
    mixed = Inference(view, agree=1.0, late_agree=1.0)
    straying = [hands for hands in layouts if sure.possible(hands) and not sure.likelihood(hands)]
    assert straying  # layouts where a seat did not play the model's card
    assert all(0 < mixed.likelihood(hands) < 1 for hands in straying)


def test_a_seats_chance_mixes_the_two_kinds_of_player_by_the_prior() -> None:
    assert seat_chance(0.5, 0.1, 1.0) == 0.5
    assert seat_chance(0.5, 0.1, 0.0) == 0.1
    assert math.isclose(seat_chance(0.5, 0.1, 0.25), 0.2)


def test_tilted_layouts_keep_the_constraints_and_follow_the_tilt() -> None:
    _, view = second_hand_plays_low()
    sampler = LayoutSampler(Knowledge(view))
    ace = Card.parse("Ad")
    never = TiltedSampler(sampler, {(2, ace): 0.0})
    often = TiltedSampler(sampler, {(2, ace): 20.0})
    rng = random.Random(3)
    plain = [sampler.sample(rng) for _ in range(300)]
    drawn_often = [often.sample(rng) for _ in range(300)]
    for hands, tilt in [never.sample(rng) for _ in range(100)]:
        assert ace not in hands[2] and tilt == 1.0
    for hands, tilt in drawn_often:
        assert sorted(len(h) for h in hands) == sorted(len(h) for h in plain[0])
        assert sorted(c.index for h in hands for c in h if c not in view.hand) == sorted(
            c.index for c in view.unseen
        )
        assert tilt == (20.0 if ace in hands[2] else 1.0)
    assert share([h for h, _ in drawn_often], [1.0] * 300, 2, ace) > 0.8
    assert share(plain, [1.0] * 300, 2, ace) < 0.5


def test_resampling_draws_in_proportion_and_never_a_layout_of_no_weight() -> None:
    drawn = resample([0.0, 3.0, 1.0, 0.0], 40, random.Random(0))
    assert sum(drawn.values()) == 40
    assert set(drawn) == {1, 2}
    assert drawn[1] == 30 and drawn[2] == 10
    assert not resample([0.0, 0.0], 5, random.Random(0))


def test_what_inference_tells_is_said_in_both_languages() -> None:
    reason = Reason("infer.likely", {"seat": 2, "card": "5d", "share": "81", "uniform": "33"})
    for lang in ("it", "en"):
        text = reason.render(lang)
        assert Card.parse("5d").name(lang) in text and "81%" in text and "33%" in text


def test_the_reason_names_a_card_the_plays_placed() -> None:
    match, view = second_hand_plays_low()
    sampler = LayoutSampler(Knowledge(view))
    rng = random.Random(5)
    uniform = [sampler.sample(rng) for _ in range(300)]
    layouts, weights = posterior(Inference(view), sampler, rng, 400)
    [reason] = likely_holding(view, layouts, weights, uniform)
    assert reason.code == "infer.likely"
    seat, card = reason.facts["seat"], Card.parse(str(reason.facts["card"]))
    assert isinstance(seat, int) and card in match.hand.hands[seat]  # type: ignore[union-attr]
    assert int(str(reason.facts["share"])) >= 75
    assert int(str(reason.facts["share"])) - int(str(reason.facts["uniform"])) >= 30
    assert not likely_holding(view, uniform, [1.0] * len(uniform), uniform)


def _heuristic_hand(seed: int, plays: int) -> list[SeatView]:
    """The views of each seat to move in a hand the heuristic plays, up to ``plays`` cards."""
    match = deal_until_playable(MatchState.new(preset("classico"), seed % 4), random.Random(seed))
    players = [HeuristicPlayer(random.Random(seat)) for seat in range(4)]
    views = []
    for _ in range(plays):
        assert match.to_move is not None
        view = seat_view(match, match.to_move)
        views.append(view)
        match = match.play(Play(players[view.seat].decide(view).card, ()))
    return views


def test_the_models_answers_kept_across_a_hands_moves_weigh_layouts_as_found_afresh() -> None:
    views = [v for v in _heuristic_hand(5, 30) if v.seat == 0]
    memo = None
    for view in views:
        memo = Memo.for_view(view, memo)
        layouts = [LayoutSampler(Knowledge(view)).sample(random.Random(i)) for i in range(30)]
        kept = Inference(view, memo=memo).weights(layouts)
        afresh = Inference(view).weights(layouts)
        assert kept == afresh
    assert memo is not None and memo.answers  # something was kept


def test_a_new_hand_or_another_seat_starts_the_models_answers_afresh() -> None:
    first = _heuristic_hand(5, 20)
    memo = Memo.for_view(first[8], None)
    memo.answers[(0, frozenset())] = (first[8].legal[0], ())
    later = next(v for v in first[9:] if v.seat == first[8].seat)
    assert Memo.for_view(later, memo) is memo  # the same hand goes on
    other_seat = next(v for v in first if v.seat != first[8].seat)
    assert Memo.for_view(other_seat, memo) is not memo
    new_hand = _heuristic_hand(6, 3)[2]
    assert Memo.for_view(new_hand, memo) is not memo


def test_a_layout_drawn_again_is_weighed_once() -> None:
    view = _heuristic_hand(5, 34)[-1]  # the last tricks: few layouts are possible
    sampler = LayoutSampler(Knowledge(view))
    inference = Inference(view)
    weighed: list[object] = []
    factors = inference.factors

    def counting(hands: Sequence[Sequence[Card]]) -> list[float] | None:
        weighed.append(tuple(frozenset(hand) for hand in hands))
        return factors(hands)

    inference.factors = counting  # type: ignore[method-assign]
    layouts, _ = posterior(inference, sampler, random.Random(1), pool=200)
    assert len(layouts) == 200
    assert len(weighed) == len(set(weighed)) < 200


def test_the_hands_first_card_weighs_nothing_where_a_leader_may_not_lead_by_the_table() -> None:
    rng = random.Random(4)
    match = deal_until_playable(MatchState.new(preset("classico"), 0), rng)
    for _ in range(6):
        assert match.hand is not None
        match = match.play(Play(rng.choice(match.hand.legal_cards()), ()))
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    opener = view.plays[0].seat
    assert opener != view.seat
    read = Inference(view)
    unread = Inference(view, read_opening=False)
    assert 0 in [step.index for step in read.steps]
    assert [step.index for step in unread.steps] == [s.index for s in read.steps if s.index]


def _signals_hold(view: SeatView, hands: Sequence[Sequence[Card]], index: int) -> bool:
    """Whether play ``index``'s signals were true if ``hands`` is the layout: the seat's
    hand then was its cards now and those it played from that play on."""
    played = view.plays[index]
    later = [p.card for p in view.plays[index:] if p.seat == played.seat]
    held = (*hands[played.seat], *later)
    gone = {p.card for p in view.plays[:index]}
    context = SignalContext(played.card, held, lambda c: c not in held and c not in gone)
    vocab = view.vocabulary
    assert vocab is not None
    return all(vocab.signal(s).truth.holds_in(context) for s in played.signals)


def test_where_bluffs_are_allowed_partners_false_signal_weighs_a_layout_down_not_out() -> None:
    # Romana allows false signals: an opponent's signal proves nothing; a layout that makes
    # partner's a bluff stays possible (a human partner may bluff: the plays keep their
    # say), weighed at BLUFF for each — also where a condition is not a suit count the
    # sampler keeps (la meglio's "the 2 or the 3", piombo's number of voids, buona).
    rng = random.Random(5)
    partners = opponents = 0
    for _ in range(200):
        match = deal_until_playable(MatchState.new(preset("romana"), rng.randrange(4)), rng)
        players = [HeuristicPlayer(random.Random(s)) for s in range(4)]
        for _ in range(rng.randrange(8, 30)):
            assert match.to_move is not None
            decision = players[match.to_move].decide(seat_view(match, match.to_move))
            match = match.play(Play(decision.card, decision.signals))
        assert match.to_move is not None
        view = seat_view(match, match.to_move)
        signalled = [i for i, p in enumerate(view.plays) if p.signals and p.seat != view.seat]
        inference = Inference(view)
        unbound = LayoutSampler(Knowledge(view, read_signals=False))
        partner = (view.seat + 2) % 4
        for _ in range(30 if signalled else 0):
            hands = unbound.sample(rng)
            false = [i for i in signalled if not _signals_hold(view, hands, i)]
            bluffs = sum(1 for i in false if view.plays[i].seat == partner)
            assert inference.bluff_weight(hands) == BLUFF**bluffs
            factors = inference.factors(hands)
            if factors is not None:
                assert inference.likelihood(hands) == math.prod(factors) * BLUFF**bluffs
            partners += bluffs > 0 and inference.possible(hands)
            opponents += bluffs == 0 and bool(false) and inference.possible(hands)
        if partners >= 20 and opponents >= 20:
            break
    assert partners >= 20 and opponents >= 20, (partners, opponents)
