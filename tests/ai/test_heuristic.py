"""The heuristic player: club conventions, signals sent and read, and reasons for every card."""

from __future__ import annotations

import random

import pytest

from circolo.core.cards.italian import Card, Suit
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import VARIANTS, TressetteOptions, preset, with_values
from circolo.games.tressette.players.heuristic.choice import best_valued
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.layouts import LayoutSampler
from circolo.games.tressette.players.heuristic.player import HeuristicPlayer
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.players.selfplay import deal_until_playable, selfplay_records
from circolo.games.tressette.players.suggest import suggest
from circolo.games.tressette.record import replay_record
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import SeatView, seat_view
from tests.helpers import cards, deal_with


def position(
    hands: dict[int, str], plays: list[str], *, dealer: int = 3, variant: str = "classico"
) -> MatchState:
    """A match in play: the given hands (all four), and plays written "3d" or "3d:busso"."""
    opts = with_values(
        preset(variant), {"redeal_under_one_point": False, "redeal_three_sevens": False}
    )
    match = MatchState.new(opts, dealer).deal(deal_with(hands))
    for text in plays:
        code, _, signal = text.partition(":")
        match = match.play(Play(Card.parse(code), (signal,) if signal else ()))
    return match


def decide(match: MatchState, signals: bool = True) -> tuple[str, tuple[str, ...], str]:
    seat = match.to_move
    assert seat is not None
    decision = HeuristicPlayer(random.Random(0), signals=signals).decide(seat_view(match, seat))
    return decision.card.code, decision.signals, decision.reasons[0].code


HANDS = {
    0: "3d 2d Ad 4d 5c 6c 7c 4s 5s Fb",
    1: "Rd Cd Fd 3c 2c Ac 7s 4b 5b 6b",
    2: "7d 6d 5d Rc Cc Fc 3s 2s As 7b",
    3: "4c Rs Cs Fs 6s 3b 2b Ab Rb Cb",
}


def test_leads_the_napoletana_from_the_top_and_knocks() -> None:
    card, signals, code = decide(position(HANDS, []))
    assert (card, code) == ("3d", "lead.top")
    assert signals == ("busso",)


def test_leads_low_under_a_three_with_a_knock() -> None:
    hands = {
        0: "3c 6c 5c 4c Rd 7d 6s 5s 4s 7b",
        1: "2c Ac Cc 3d 2d Ad Rs Cs 3b 2b",
        2: "Fc 7c 6d 5d 4d 3s 2s As Rb Cb",
        3: "Rc Cd Fd Fs 7s 6b 5b 4b Ab Fb",
    }
    card, signals, code = decide(position(hands, []))
    assert (card, signals, code) == ("4c", ("busso",), "lead.low_under_three")


def test_answers_partners_busso_with_the_best_card() -> None:
    hands = {
        0: "3c 6c 5c 4c Rd 7d 6s 5s 4s 7b",
        1: "Cc 7c 3d 2d Ad Rs Cs 3b 2b 6b",
        2: "2c Fc 6d 5d 4d 3s 2s As Rb Cb",
        3: "Ac Rc Cd Fd Fs 7s 5b 4b Ab Fb",
    }
    match = position(hands, ["4c:busso", "7c"])
    card, _, code = decide(match)
    assert (card, code) == ("2c", "follow.answer_busso")


def test_returns_the_suit_after_winning_partners_busso() -> None:
    hands = {
        0: "3c 6c 5c 4c Rd 7d 6s 5s 4s 7b",
        1: "Cc 7c 3d 2d Ad Rs Cs 3b 2b 6b",
        2: "2c Fc 6d 5d 4d 3s 2s As Rb Cb",
        3: "Ac Rc Cd Fd Fs 7s 5b 4b Ab Fb",
    }
    match = position(hands, ["4c:busso", "7c", "2c", "Rc"])
    assert match.to_move == 2
    card, _, code = decide(match)
    assert (card, code) == ("Fc", "lead.return")


def test_without_signals_nothing_is_sent_or_read() -> None:
    card, signals, _ = decide(position(HANDS, []), signals=False)
    assert signals == () and card == "3d"
    hands = {
        0: "3c 6c 5c 4c Rd 7d 6s 5s 4s 7b",
        1: "Cc 7c 3d 2d Ad Rs Cs 3b 2b 6b",
        2: "2c Fc 6d 5d 4d 3s 2s As Rb Cb",
        3: "Ac Rc Cd Fd Fs 7s 5b 4b Ab Fb",
    }
    _, _, code = decide(position(hands, ["4c:busso", "7c"]), signals=False)
    assert code != "follow.answer_busso"


def test_reads_a_volo_as_a_void() -> None:
    hands = {
        0: "3c 6c 5c 4c Rd 7d 6s 5s 4s 7b",
        1: "Cc 7c 3d 2d Ad Rs Cs 3b 2b 6b",
        2: "2c Fc 6d 5d 4d 3s 2s As Rb Cb",
        3: "Ac Rc Cd Fd Fs 7s 5b 4b Ab Fb",
    }
    match = position(hands, ["7b:volo"])
    knowledge = Knowledge(seat_view(match, 2))
    assert Suit.BASTONI in knowledge.seats[0].voids
    assert knowledge.void_learnt(0, Suit.BASTONI) == "volo"
    ignoring = Knowledge(seat_view(match, 2), read_signals=False)
    assert Suit.BASTONI not in ignoring.seats[0].voids


def test_loads_an_exposed_ace_on_a_trick_partner_surely_wins() -> None:
    hands = {
        0: "6s 2s 3d 2d Ad 4d 5c 6c 7c 4c",
        1: "3s Rd Cd Fd 3c 2c Ac 4b 5b 6b",
        2: "5s 7d 6d 5d Rc Cc Fc 7b Rb Cb",
        3: "As Fs 4s 7s Rs Cs Fb 3b 2b Ab",
    }
    # Seat 1's 3 of spade is the master: its partner, seat 3, gives it a point.
    card, _, code = decide(position(hands, ["6s", "3s", "5s"]))
    assert (card, code) == ("As", "follow.load")


def test_plays_its_worst_card_under_an_opponents_busso() -> None:
    hands = {
        0: "4s 3s 6s 3d 2d Ad 4d 5c 6c Fb",
        1: "As Fs Rd Cd Fd 3c 2c Ac 4b 5b",
        2: "5s 7d 6d 5d Rc Cc Fc 7b Rb Cb",
        3: "7s Rs Cs 2s 3b 2b Ab 6b 7c 4c",
    }
    # neutra refuses false signals: the knock is the convention's, so the knocker holds the 3.
    card, _, code = decide(position(hands, ["4s:busso"], variant="neutra"))
    assert (card, code) == ("Fs", "follow.under_their_busso")


def test_an_opponents_signal_proves_nothing_where_false_signals_are_allowed() -> None:
    hands = {
        0: "4s 3s 6s 3d 2d Ad 4d 5c 6c Fb",
        1: "As Fs Rd Cd Fd 3c 2c Ac 4b 5b",
        2: "5s 7d 6d 5d Rc Cc Fc 7b Rb Cb",
        3: "7s Rs Cs 2s 3b 2b Ab 6b 7c 4c",
    }
    # classico allows bluffs: an opponent's knock is no reason to play the worst card.
    match = position(hands, ["4s:busso"])
    _, _, code = decide(match)
    assert code != "follow.under_their_busso"
    assert Knowledge(seat_view(match, 1)).seats[0].holds == set()
    # An opponent's volo is not read as a void; partner's is.
    match = position(hands, ["4d:volo"])
    assert Suit.DENARI not in Knowledge(seat_view(match, 1)).seats[0].voids
    assert Suit.DENARI in Knowledge(seat_view(match, 2)).seats[0].voids


def test_knows_the_cards_of_a_revealed_napoletana() -> None:
    hands = dict(HANDS)
    match = position(hands, ["3d:busso", "Rd", "7d", "4c", "2d"], variant="bredese")
    knowledge = Knowledge(seat_view(match, 1))
    assert Card.parse("Ad") in knowledge.seats[0].holds


def test_a_suggestion_is_what_the_ai_would_play_with_reasons() -> None:
    match = position(HANDS, [])
    view = seat_view(match, 0)
    decision = suggest(view)
    assert decision.card == Card.parse("3d") and decision.reasons
    assert "Three of Coins" in decision.explain("en") and "Tre di denari" in decision.explain("it")
    with pytest.raises(ValueError, match="not to play"):
        suggest(seat_view(match, 1))


def _random_views(count: int, seed: int) -> list[SeatView]:
    rng = random.Random(seed)
    views: list[SeatView] = []
    while len(views) < count:
        variant = rng.choice(VARIANTS)
        match = deal_until_playable(MatchState.new(preset(variant), rng.randrange(4)), rng)
        stop = rng.randrange(40)
        players = [HeuristicPlayer(random.Random(s)) for s in range(4)]
        for _ in range(stop):
            seat = match.to_move
            assert seat is not None
            decision = players[seat].decide(seat_view(match, seat))
            match = match.play(Play(decision.card, decision.signals))
        seat = match.to_move
        assert seat is not None
        views.append(seat_view(match, seat))
    return views


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
def test_every_decision_has_a_reason_in_italian_and_english_naming_the_card() -> None:
    for view in _random_views(1000, seed=5):
        decision = HeuristicPlayer(random.Random(1)).decide(view)
        assert decision.card in view.legal
        for lang in ("it", "en"):
            text = decision.explain(lang)
            assert text.strip()
            assert decision.card.name(lang) in text, (lang, text)


@pytest.mark.parametrize("variant", VARIANTS)
def test_heuristic_signals_are_true_so_refusing_false_signals_never_trips_it(variant: str) -> None:
    options: TressetteOptions = with_values(preset(variant), {"false_signals": False})
    records = selfplay_records(
        options, variant=variant, specs=["heuristic"] * 4, matches=3, seed=11
    )
    for record in records:
        assert replay_record(record) == []
        signals = [
            s
            for game in record["games"]
            for hand in game["hands"]
            for play in hand["plays"]
            for s in play["signals"]
        ]
        assert signals, "the heuristic player should signal in every vocabulary"


def test_heuristic_is_deterministic_for_a_seed() -> None:
    view = _random_views(1, seed=9)[0]
    first = create_player("heuristic", random.Random(3)).decide(view)
    again = create_player("heuristic", random.Random(3)).decide(view)
    assert first == again


def test_cards_helper_is_strict() -> None:
    assert len(cards("3d 2d")) == 2


def test_the_endgame_choice_is_legal_and_the_same_for_a_seed() -> None:
    for view in _random_views(40, seed=21):
        if len(view.hand) > 4:
            continue
        first = HeuristicPlayer(random.Random(2), endgame=True).decide(view)
        again = HeuristicPlayer(random.Random(2), endgame=True).decide(view)
        assert first == again and first.card in view.legal
        for lang in ("it", "en"):
            assert first.card.name(lang) in first.explain(lang)


ENDGAME_HANDS = {
    0: "2d Rd Fd 5d 4d 3s 7s 3b Ab Fb",
    1: "3d 2c Cc 7c 5c 4c 6s Cb 7b 4b",
    2: "7d 6d 3c Rc Fc 6c Rs 2b 6b 5b",
    3: "Ad Cd Ac 2s As Cs Fs 5s 4s Rb",
}
ENDGAME_PLAYS = [
    "Fb:busso",
    "4b",
    "2b",
    "Rb",
    "5b",
    "5s",
    "Ab",
    "7b",
    "4d",
    "3d",
    "6d",
    "Ad",
    "6s:volo",
    "Rs",
    "4s",
    "7s",
    "6c:busso",
    "Ac",
    "5d",
    "Cc",
    "Fs:striscio",
    "3s",
    "7c",
    "Fc",
    "3b",
    "Cb",
    "6b",
    "Cd",
]


def test_counts_the_last_four_tricks_out_by_default_and_not_with_endgame_off() -> None:
    match = position(ENDGAME_HANDS, ENDGAME_PLAYS)
    seat = match.to_move
    assert seat is not None
    view = seat_view(match, seat)
    assert len(view.hand) == 3
    card, _, code = decide(match)
    assert code == "endgame" and Card.parse(card) in view.legal
    # With five cards in hand the default player plays by its rules.
    earlier = position(ENDGAME_HANDS, ENDGAME_PLAYS[:-8])
    assert len(seat_view(earlier, earlier.to_move or 0).hand) == 5
    assert decide(earlier)[2] != "endgame"
    ruled = HeuristicPlayer(random.Random(0), endgame=False).decide(view)
    assert ruled.reasons[0].code != "endgame"


def test_reads_partners_striscio_as_a_card_kept_and_deals_layouts_that_agree() -> None:
    match = position(ENDGAME_HANDS, ENDGAME_PLAYS[:21])  # seat 3 led Fs with a striscio
    knowledge = Knowledge(seat_view(match, 1))
    assert knowledge.seats[3].at_least == {Suit.SPADE: 1}
    sampler = LayoutSampler(knowledge)  # the endgame's layouts (tests/ai/test_layouts.py)
    assert sampler.kept == "all"
    rng = random.Random(4)
    for _ in range(20):
        assert any(c.suit is Suit.SPADE for c in sampler.sample(rng)[3])
    # An opponent's striscio proves nothing where false signals are allowed.
    assert Knowledge(seat_view(match, 0)).seats[3].at_least == {}


def test_says_striscio_when_leading_late_with_cards_of_the_suit_left() -> None:
    match = position(ENDGAME_HANDS, ENDGAME_PLAYS[:20])
    assert match.to_move == 3
    card, signals, _ = decide(match)
    assert card == "Fs" and signals == ("striscio",)


def test_the_best_valued_card_gives_away_least_among_equals() -> None:
    three, seven, fante, asso = (Card.parse(code) for code in ("3d", "7c", "Fs", "Ab"))
    values = {three: 10.0, seven: 10.0, fante: 10.0, asso: 4.0}
    # Equal values: the fewest thirds (the 7, no points), not the 3 or the fante.
    assert best_valued(values, values) is seven
    # The other side's best is the lowest value, whatever it gives away.
    assert best_valued(values, values, -1) is asso
    # Only the cards asked about are chosen from.
    assert best_valued([three, fante], values) is fante


@pytest.mark.parametrize("player", ["heuristic", "pimc:ms=20", "random:signal_rate=1"])
def test_an_explanation_names_each_signal_as_its_vocabulary_does(player: str) -> None:
    named = 0
    for variant in ("romana", "bredese"):
        rng = random.Random(3)
        match = deal_until_playable(MatchState.new(preset(variant), 0), rng)
        players = [create_player(player, random.Random(s)) for s in range(4)]
        while match.hand is not None and match.to_move is not None and named < 6:
            view = seat_view(match, match.to_move)
            decision = players[match.to_move].decide(view)
            vocab = view.vocabulary
            assert vocab is not None
            for signal_id in decision.signals:
                for lang in ("it", "en"):
                    name = vocab.signal(signal_id).name(variant, lang)
                    assert name in decision.explain(lang), (lang, decision.explain(lang))
                    named += name != signal_id  # a name the id alone would not have given
            match = match.play(Play(decision.card, decision.signals))
    assert named >= 2, "no signal with a name of its own was made"
