"""The pimc player: layouts sampled exactly under what a seat knows, and the search's choice."""

from __future__ import annotations

import itertools
import pickle
import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

from circolo.core.cards.italian import Card
from circolo.core.errors import CircoloError
from circolo.core.i18n import t
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.layouts import LayoutSampler
from circolo.games.tressette.players.pimc import player as pimc_player
from circolo.games.tressette.players.pimc.player import WORLDS_BY_CARDS, PimcPlayer
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import SeatView, seat_view

#: One position of a benchmarks/pimc_positions.py set: the view, every hand, each card's value.
Position = tuple[SeatView, list[list[Card]], dict[str, int]]


def mid_hand(seed: int, plays: int) -> MatchState:
    """A hand of classico after ``plays`` random legal cards."""
    rng = random.Random(seed)
    match = deal_until_playable(MatchState.new(preset("classico"), 3), rng)
    for _ in range(plays):
        assert match.hand is not None
        match = match.play(Play(rng.choice(match.hand.legal_cards()), ()))
    return match


def positions_set(path: Path, plays: Sequence[int]) -> list[Position]:
    """A set of positions as benchmarks/pimc_positions.py writes one (each seat view with
    every hand as it is, no values), one hand of classico after each count of ``plays``
    random cards (seed: its place in ``plays``), pickled to ``path``."""
    positions: list[Position] = []
    for seed, count in enumerate(plays):
        match = mid_hand(seed, count)
        assert match.to_move is not None and match.hand is not None
        view = seat_view(match, match.to_move)
        positions.append((view, [list(h) for h in match.hand.hands], {}))
    path.write_bytes(pickle.dumps(positions))
    return positions


def shown_voids(view: SeatView) -> set[tuple[int, object]]:
    """(seat, suit) pairs where a seat did not follow the suit led: worked out here alone."""
    voids: set[tuple[int, object]] = set()
    for start in range(0, len(view.plays), 4):
        trick = view.plays[start : start + 4]
        for played in trick[1:]:
            if played.card.suit is not trick[0].card.suit:
                voids.add((played.seat, trick[0].card.suit))
    return voids


@pytest.mark.parametrize("seed", range(12))
def test_every_sampled_layout_agrees_with_what_the_seat_has_seen(seed: int) -> None:
    match = mid_hand(seed, plays=random.Random(seed).randrange(4, 30))
    assert match.to_move is not None and match.hand is not None
    view = seat_view(match, match.to_move)
    sampler = LayoutSampler(Knowledge(view))
    voids = shown_voids(view)
    rng = random.Random(seed)
    for _ in range(50):
        hands = sampler.sample(rng)
        assert hands[view.seat] == list(view.hand)
        assert sorted(c.index for h in hands for c in h if c not in view.hand) == sorted(
            c.index for c in view.unseen
        )
        for seat in range(4):
            assert len(hands[seat]) == len(match.hand.hands[seat])
            assert not any((seat, card.suit) in voids for card in hands[seat])
    # The real deal is one of the layouts counted.
    assert sampler.layouts >= 1 and sampler.kept == "all"


def test_layouts_are_counted_exactly_and_drawn_uniformly() -> None:
    match = mid_hand(7, plays=30)  # three cards left in each other hand
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    knowledge = Knowledge(view)
    sampler = LayoutSampler(knowledge)
    others = [s for s in range(4) if s != view.seat]
    unseen = sorted(view.unseen, key=lambda c: c.index)
    room = [len(match.hand.hands[s]) for s in others]  # type: ignore[union-attr]
    brute = 0
    for owners in itertools.product(others, repeat=len(unseen)):
        if [owners.count(s) for s in others] != room:
            continue
        if all(knowledge.may_hold(s, c) for s, c in zip(owners, unseen, strict=True)):
            brute += 1
    assert sampler.layouts == brute
    rng = random.Random(1)
    draws = 300 * brute
    seen = Counter(
        tuple(tuple(sorted(c.index for c in h)) for h in sampler.sample(rng)) for _ in range(draws)
    )
    assert len(seen) == brute
    assert max(seen.values()) < 1.5 * min(seen.values())


def test_sampling_never_stalls_when_what_was_seen_contradicts_itself() -> None:
    match = mid_hand(3, plays=12)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    knowledge = Knowledge(view)
    other = (view.seat + 1) % 4
    knowledge.seats[other].voids.update(card.suit for card in view.unseen)  # void in everything
    sampler = LayoutSampler(knowledge)
    assert sampler.kept in ("follow", "none")
    assert len(sampler.sample(random.Random(0))[other]) == len(match.hand.hands[other])  # type: ignore[union-attr]


def test_pimc_plays_a_legal_card_with_the_searchs_numbers_in_both_languages() -> None:
    for seed in range(6):
        match = mid_hand(seed, plays=20 + seed)
        assert match.to_move is not None
        view = seat_view(match, match.to_move)
        # a budget no machine runs out of: the reasons are under test here, not the speed
        # (out of time, pimc plays by the club rules and says theirs)
        decision = PimcPlayer(random.Random(seed), worlds=8, ms=60_000).decide(view)
        assert decision.card in view.legal
        if len(view.legal) > 1:
            assert decision.reasons[0].code == "pimc.search"
            for lang in ("it", "en"):
                text = decision.reasons[0].render(lang)
                assert decision.card.name(lang) in text and "%" in text


def test_the_searchs_figures_take_the_languages_decimal_mark_and_one_layout_is_one() -> None:
    said = 0
    for seed in range(6):
        match = mid_hand(seed, plays=24)
        assert match.to_move is not None
        view = seat_view(match, match.to_move)
        decision = PimcPlayer(random.Random(seed), worlds=1, ms=60_000).decide(view)
        if len(view.legal) == 1:
            continue
        points = str(decision.reasons[0].facts["points"])
        italian, english = (decision.reasons[0].render(lang) for lang in ("it", "en"))
        assert f"{points.replace('.', ',')} punti" in italian
        assert "una sola distribuzione" in italian
        assert f"{points} points" in english and "on one layout" in english
        said += 1
    assert said
    assert t("web.table.turn_of", "it", name="3.14") == "Tocca a 3.14"  # a name, not a number


def test_pimc_follows_club_rules_while_the_hands_are_too_long_to_solve() -> None:
    match = mid_hand(2, plays=1)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    decision = PimcPlayer(random.Random(0), horizon=None).decide(view)
    assert decision.reasons[0].code != "pimc.search"


def test_pimc_searches_from_nine_cards_a_hand_with_fewer_layouts() -> None:
    match = mid_hand(2, plays=5)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    assert len(view.hand) == 9 and len(view.legal) > 1
    decision = PimcPlayer(random.Random(0)).decide(view)
    assert decision.reasons[0].code == "pimc.search"
    assert 1 <= int(str(decision.reasons[0].facts["worlds"])) <= WORLDS_BY_CARDS[9]


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_pimc_searches_a_nine_card_lead_over_more_layouts_than_its_other_nine_card_moves() -> None:
    match = mid_hand(2, plays=4)  # the second trick's lead
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    assert len(view.hand) == 9 and not view.current_trick and len(view.legal) > 1
    decision = PimcPlayer(random.Random(0), worlds=16, ms=60_000).decide(view)
    assert decision.reasons[0].code == "pimc.search"
    assert int(str(decision.reasons[0].facts["worlds"])) == 16 > WORLDS_BY_CARDS[9]


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_pimc_searches_the_third_card_of_the_first_tricks_over_a_few_layouts() -> None:
    # Third to play, one card more than `exact` is searched (the first trick's third card
    # too), over SEARCH_BY_PLACE's layouts at most; the first trick's other cards by rules.
    for plays, cards in ((2, 10), (6, 9)):
        searched = 0
        for seed in range(4):
            match = mid_hand(seed, plays)
            assert match.to_move is not None
            view = seat_view(match, match.to_move)
            assert len(view.current_trick) == 2 and len(view.hand) == cards
            if len(view.legal) == 1:
                continue
            decision = PimcPlayer(random.Random(seed), ms=60_000).decide(view)
            assert decision.reasons[0].code == "pimc.search", (plays, seed)
            worlds = int(str(decision.reasons[0].facts["worlds"]))
            assert 1 <= worlds <= pimc_player.SEARCH_BY_PLACE[cards, 2][0]
            searched += 1
        assert searched
    for plays in (0, 1):  # the first trick's lead and second card: the club rules
        match = mid_hand(0, plays)
        assert match.to_move is not None
        view = seat_view(match, match.to_move)
        decision = PimcPlayer(random.Random(0)).decide(view)
        assert not decision.reasons[0].code.startswith("pimc.")


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_pimc_plays_the_last_card_of_a_trick_by_club_rules_until_the_hands_are_short() -> None:
    # Last to play, the trick's fate is in plain sight: with LAST_SEAT_BY_RULES cards or
    # more the club rules decide (and say so); with fewer, the search does.
    ruled = searched = 0
    for seed in range(30):
        for plays in (7, 11, 23, 27):
            match = mid_hand(seed, plays)
            assert match.to_move is not None
            view = seat_view(match, match.to_move)
            if len(view.legal) == 1:
                continue
            assert len(view.current_trick) == 3
            decision = PimcPlayer(random.Random(seed), worlds=6, ms=60_000).decide(view)
            by_search = decision.reasons[0].code == "pimc.search"
            assert by_search == (len(view.hand) < pimc_player.LAST_SEAT_BY_RULES)
            ruled += not by_search
            searched += by_search
    assert ruled and searched


def test_pimc_plays_by_club_rules_when_not_one_layout_fits_its_budget(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pimc_player, "NODES_PER_MS", 0)
    match = mid_hand(2, plays=5)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    decision = PimcPlayer(random.Random(0)).decide(view)
    assert decision.card in view.legal
    assert not decision.reasons[0].code.startswith("pimc.")
    assert decision.reasons[-1].code == "pimc.rules_budget"  # and says the time ran out
    assert "time" in decision.reasons[-1].render("en")


def test_pimc_with_a_horizon_searches_long_hands_and_says_the_values_are_estimated() -> None:
    player = create_player("pimc:horizon=1,worlds=6,pool=60", random.Random(0))
    assert isinstance(player, PimcPlayer) and player.horizon == 1
    assert "horizon=1" in player.name
    off = create_player("pimc:horizon=off", random.Random(0))
    assert isinstance(off, PimcPlayer) and off.horizon is None
    with pytest.raises(CircoloError, match="horizon"):
        create_player("pimc:horizon=x", random.Random(0))
    for seed in (0, 1, 3):  # (the first trick's third card is solved exactly: one card more)
        match = mid_hand(seed, plays=seed)
        assert match.to_move is not None
        view = seat_view(match, match.to_move)
        assert len(view.hand) > 7
        decision = player.decide(view)
        assert decision.card in view.legal
        if len(view.legal) > 1:
            assert [r.code for r in decision.reasons[:2]] == [
                "pimc.search_bounded",
                "pimc.other_bounded",
            ]
            for lang in ("it", "en"):
                text = decision.reasons[0].render(lang)
                assert decision.card.name(lang) in text and "%" in text
                assert {"it": "stima", "en": "estimate"}[lang] in text
                assert "{" not in decision.reasons[1].render(lang)


def test_pimc_takes_its_settings_and_refuses_bad_ones() -> None:
    player = create_player("pimc:worlds=10,ms=200,exact=5", random.Random(0))
    assert player.name == "pimc:worlds=10,ms=200,exact=5"
    assert create_player("pimc", random.Random(0)).name == "pimc"
    with pytest.raises(CircoloError, match="worlds"):
        create_player("pimc:worlds=0", random.Random(0))


def test_pimc_reads_every_seat_by_the_club_rules_when_told_to_and_refuses_a_bad_chance() -> None:
    club = create_player("pimc:club=1", random.Random(0))
    assert isinstance(club, PimcPlayer) and club.club == 1.0 and club.name == "pimc:club=1"
    assert create_player("pimc:club=0.5", random.Random(0)).name == "pimc"
    for bad in ("1.5", "-0.1", "often"):
        with pytest.raises(CircoloError, match="club"):
            create_player(f"pimc:club={bad}", random.Random(0))


def test_pimc_with_inference_names_itself_and_plays_legally() -> None:
    player = create_player("pimc:infer=on,worlds=6,pool=60", random.Random(0))
    assert player.name == "pimc:worlds=6,pool=60"
    assert create_player("pimc:infer=off", random.Random(0)).name == "pimc:infer=off"
    match = mid_hand(5, plays=24)
    assert match.to_move is not None
    view = seat_view(match, match.to_move)
    assert player.decide(view).card in view.legal


def test_a_card_left_to_the_club_rules_says_why_pimc_did_not_search() -> None:
    said: set[str] = set()
    for seed in range(12):
        for plays in (0, 1, 3, 7):  # the first trick, then a last card with many in hand
            match = mid_hand(seed, plays)
            assert match.to_move is not None
            view = seat_view(match, match.to_move)
            if len(view.legal) == 1:
                continue
            decision = PimcPlayer(random.Random(seed), ms=60_000).decide(view)
            codes = [reason.code for reason in decision.reasons]
            if "pimc.search" in codes:
                continue
            note = decision.reasons[-1]
            assert note.code in ("pimc.rules_long", "pimc.rules_last"), codes
            assert note.facts["cards"] == len(view.hand)
            for lang in ("it", "en"):
                assert f" {len(view.hand)} " in note.render(lang)
            said.add(note.code)
    assert said == {"pimc.rules_long", "pimc.rules_last"}
