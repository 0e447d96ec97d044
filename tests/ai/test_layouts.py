"""The players' one layout sampler: the heuristic's endgame and pimc draw from it, and every
layout it draws agrees with what the seat knows (cards, voids and the suit counts signalled).
Also the one function that decides both players' signals."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from circolo.core.cards.italian import Card
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.base import Reason
from circolo.games.tressette.players.heuristic import conventions, endgame
from circolo.games.tressette.players.heuristic import player as heuristic_player
from circolo.games.tressette.players.heuristic.conventions import signals_for
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.layouts import LayoutSampler, TiltedSampler
from circolo.games.tressette.players.heuristic.player import HeuristicPlayer
from circolo.games.tressette.players.pimc import inference
from circolo.games.tressette.players.pimc import player as pimc_player
from circolo.games.tressette.players.pimc.player import PimcPlayer
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.signals import AllOf, HoldsCount
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import SeatView, seat_view

#: Variants whose signals tell suit counts: striscio (at least one kept), punto (exactly
#: one), una altra carta / altre N carte (exactly), ne ho ancora 2 (at least).
COUNTING = ("classico", "bredese", "romana", "ai-tressette", "chitarrella")


def agrees(k: Knowledge, hands: Sequence[Sequence[Card]]) -> bool:
    """Worked out here from the seat's facts alone: each card may be where the layout puts
    it, and each suit count a signal told holds (exactly, or at least)."""
    for seat in range(4):
        if seat == k.me:
            continue
        if not all(k.may_hold(seat, card) for card in hands[seat]):
            return False
        facts = k.seats[seat]
        for suit, n in facts.counts.items():
            if sum(1 for c in hands[seat] if c.suit is suit) != n:
                return False
        for suit, n in facts.at_least.items():
            if sum(1 for c in hands[seat] if c.suit is suit) < n:
                return False
    return True


def heuristic_views(variant: str, seed: int, count: int) -> list[tuple[MatchState, SeatView]]:
    """Positions of heuristic self-play from the fifth trick on, where counts get signalled."""
    rng = random.Random(seed)
    found: list[tuple[MatchState, SeatView]] = []
    while len(found) < count:
        match = deal_until_playable(MatchState.new(preset(variant), rng.randrange(4)), rng)
        players = [HeuristicPlayer(random.Random(s)) for s in range(4)]
        stop = rng.randrange(16, 38)
        for _ in range(stop):
            seat = match.to_move
            assert seat is not None
            decision = players[seat].decide(seat_view(match, seat))
            match = match.play(Play(decision.card, decision.signals))
        assert match.to_move is not None
        found.append((match, seat_view(match, match.to_move)))
    return found


@pytest.mark.parametrize("variant", COUNTING)
def test_every_layout_respects_the_cards_voids_and_counts_the_seat_knows(variant: str) -> None:
    counted = 0
    for match, view in heuristic_views(variant, seed=len(variant), count=25):
        k = Knowledge(view)
        sampler = LayoutSampler(k)
        assert match.hand is not None
        # Heuristic players signal only truths, so the real deal agrees: nothing is relaxed.
        real = [list(match.hand.hands[seat]) for seat in range(4)]
        assert agrees(k, real) and sampler.kept == "all"
        counted += bool(sampler.counts)
        rng = random.Random(len(view.plays))
        for _ in range(20):
            hands = sampler.sample(rng)
            assert hands[view.seat] == list(view.hand)
            assert [len(h) for h in hands] == [len(h) for h in real]
            assert sorted(c.index for h in hands for c in h) == sorted(
                c.index for h in real for c in h
            )
            assert agrees(k, hands)
    assert counted, "no position had a suit count to keep"


#: Variants with signals that count the cards held, the one played among them: gioco lungo
#: (five or more), striscio lungo (three or more), chitarrella's striscio (exactly two),
#: romana's la meglio, ho l'asso, voglio l'asso, busso and ribusso (four or more).
HOLDING = ("ai-tressette", "bredese", "chitarrella", "romana")


def held_counts(view: SeatView, k: Knowledge) -> list[tuple[int, int, HoldsCount]]:
    """Each count of the cards held that a seat ``k`` trusts signalled: (seat, play, count)."""
    vocab = view.vocabulary
    assert vocab is not None
    found = []
    for index, played in enumerate(view.plays):
        if not k.trusts(played.seat):
            continue
        for signal_id in played.signals:
            truth = vocab.signal(signal_id).truth
            parts = truth.parts if isinstance(truth, AllOf) else (truth,)
            found += [(played.seat, index, p) for p in parts if isinstance(p, HoldsCount)]
    return found


@pytest.mark.parametrize("variant", HOLDING)
def test_a_signal_counting_the_cards_held_binds_every_layout_drawn(variant: str) -> None:
    checked = 0
    for _match, view in heuristic_views(variant, seed=9, count=40):
        k = Knowledge(view)
        counts = held_counts(view, k)
        if not counts:
            continue
        sampler = LayoutSampler(k)
        assert sampler.kept == "all"
        rng = random.Random(len(view.plays))
        for seat, index, count in counts:
            suit = view.plays[index].card.suit
            later = sum(1 for p in view.plays[index:] if p.seat == seat and p.card.suit is suit)
            for _ in range(20):
                held = later + sum(1 for c in sampler.sample(rng)[seat] if c.suit is suit)
                assert held == count.n if count.exactly else held >= count.n
            checked += 1
    assert checked, "no position had a signal counting the cards held"


def knowledge_with_counts() -> Knowledge:
    """Three cards left in each other hand, and two suit counts told (set by hand)."""
    rng = random.Random(7)
    match = deal_until_playable(MatchState.new(preset("classico"), 3), rng)
    for _ in range(30):
        assert match.hand is not None
        match = match.play(Play(rng.choice(match.hand.legal_cards()), ()))
    assert match.to_move is not None
    k = Knowledge(seat_view(match, match.to_move))
    others = [s for s in range(4) if s != k.me]
    unseen = sorted(k.view.unseen, key=lambda c: c.index)
    # A suit that two other seats may both hold: one keeps exactly one, the other at least one.
    for suit in {c.suit for c in unseen}:
        seats = [s for s in others if sum(k.may_hold(s, c) for c in unseen if c.suit is suit) >= 2]
        if len(seats) >= 2:
            k.seats[seats[0]].counts[suit] = 1
            k.seats[seats[1]].at_least[suit] = 1
            return k
    raise AssertionError("no suit to count in this position")


def brute_layouts(k: Knowledge) -> list[tuple[tuple[int, ...], ...]]:
    """Every layout of the unseen cards that agrees, found by trying every owner of each card."""
    others = [s for s in range(4) if s != k.me]
    unseen = sorted(k.view.unseen, key=lambda c: c.index)
    room = [10 - sum(1 for p in k.view.plays if p.seat == s) for s in others]
    found = []
    for owners in itertools.product(others, repeat=len(unseen)):
        if [owners.count(s) for s in others] != room:
            continue
        hands: list[list[Card]] = [[] for _ in range(4)]
        hands[k.me] = list(k.hand)
        for seat, card in zip(owners, unseen, strict=True):
            hands[seat].append(card)
        if agrees(k, hands):
            found.append(_key(hands))
    return found


def _key(hands: Sequence[Sequence[Card]]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted(c.index for c in hand)) for hand in hands)


def test_layouts_under_suit_counts_are_counted_exactly_and_drawn_uniformly() -> None:
    k = knowledge_with_counts()
    sampler = LayoutSampler(k)
    brute = brute_layouts(k)
    assert sampler.kept == "all" and len(sampler.counts) == 2
    assert sampler.layouts == len(brute) > 1
    # Fewer layouts than without the counts: they told something.
    assert sampler.layouts < _without_counts(k).layouts
    rng = random.Random(1)
    seen = Counter(_key(sampler.sample(rng)) for _ in range(300 * len(brute)))
    assert set(seen) == set(brute)
    assert max(seen.values()) < 1.5 * min(seen.values())


def _without_counts(k: Knowledge) -> LayoutSampler:
    plain = Knowledge(k.view)
    return LayoutSampler(plain)


def test_tilted_layouts_keep_the_suit_counts_too() -> None:
    k = knowledge_with_counts()
    sampler = LayoutSampler(k)
    rng = random.Random(2)
    tilt = {
        (seat, card): rng.choice((0.2, 1.0, 5.0)) for seat in range(4) for card in k.view.unseen
    }
    tilted = TiltedSampler(sampler, tilt)
    brute = set(brute_layouts(k))
    for _ in range(200):
        hands, _weight = tilted.sample(rng)
        assert _key(hands) in brute


def test_counts_that_cannot_hold_drop_to_the_cards_and_voids_alone() -> None:
    k = knowledge_with_counts()
    other = next(s for s in range(4) if s != k.me)
    suit = next(iter(k.view.unseen)).suit
    k.seats[other].counts[suit] = 9  # more than the seat has room for: a bluff believed
    sampler = LayoutSampler(k)
    assert sampler.kept == "cards" and sampler.counts == []
    hands = sampler.sample(random.Random(0))
    assert all(k.may_hold(s, c) for s in range(4) if s != k.me for c in hands[s])
    for lang in ("it", "en"):  # pimc says so among its reasons
        assert "relaxed" not in Reason("pimc.relaxed_cards", {}).render(lang)


def test_the_endgame_and_pimc_draw_their_layouts_from_the_one_sampler(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for module in (endgame, pimc_player, inference):
        assert vars(module)["LayoutSampler"] is LayoutSampler, module.__name__
    drawn: list[tuple[str, bool]] = []
    now: dict[str, Knowledge] = {}
    plain_sample = LayoutSampler.sample

    def recording(self: LayoutSampler, rng: random.Random) -> list[list[Card]]:
        hands = plain_sample(self, rng)
        [(who, knowledge)] = now.items()
        drawn.append((who, agrees(knowledge, hands)))
        return hands

    views = heuristic_views("classico", seed=3, count=12)
    monkeypatch.setattr(LayoutSampler, "sample", recording)
    for _, view in views:
        if len(view.hand) > 4 or len(view.legal) < 2:
            continue
        now.clear()
        now["endgame"] = Knowledge(view)
        assert endgame.endgame_card(now["endgame"], random.Random(0)) is not None
        now.clear()
        now["pimc"] = Knowledge(view)
        PimcPlayer(random.Random(0), worlds=4, pool=20).decide(view)
    assert {name for name, _ in drawn} == {"endgame", "pimc"}
    assert all(ok for _, ok in drawn)


def test_both_players_take_their_signals_from_the_heuristics_one_function() -> None:
    for module in (heuristic_player, pimc_player, inference):
        assert vars(module)["signals_for"] is conventions.signals_for, module.__name__
    checked = Counter[str]()
    for variant in ("classico", "romana"):
        for _, view in heuristic_views(variant, seed=11, count=20):
            if len(view.legal) < 2:
                continue
            heuristic = HeuristicPlayer(random.Random(5)).decide(view)
            if heuristic.reasons[0].code == "endgame":  # not the rules' card: their default
                assert heuristic.signals == signals_for(view, heuristic.card, None)
                checked["endgame"] += 1
            searched = PimcPlayer(random.Random(5), worlds=4, infer=False).decide(view)
            if searched.card is not heuristic.card:
                assert searched.signals == signals_for(view, searched.card, None)
                checked["pimc"] += 1
    assert checked["endgame"] and checked["pimc"]


def test_a_late_lead_keeping_cards_of_its_suit_says_so_whoever_chose_it() -> None:
    # The default for a card the rules did not choose: "length" leading late, "last" with
    # the suit's last card (pimc used to say only "last").
    for _, view in heuristic_views("classico", seed=4, count=40):
        if view.current_trick or view.trick_number < 4 or len(view.legal) < 2:
            continue
        for card in view.legal:
            kept = [c for c in view.hand if c.suit is card.suit and c is not card]
            said = signals_for(view, card, None)
            assert said == (("striscio",) if kept else ("volo",))
        return
    raise AssertionError("no late lead found")
