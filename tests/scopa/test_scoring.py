"""A Scopa hand's count, category by category (rules.md, "A hand's points"), each with a worked
example, ties included; and the game to its target."""

from __future__ import annotations

import itertools
from dataclasses import replace

from circolo.core.cards.italian import DECK
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.scoring import CATEGORIES, HandResult, count_hand
from circolo.games.scopa.values import napola, primiera
from tests.scopa.helpers import cards, random_match


def _count(pile: str, scope: tuple[int, int] = (0, 0), **options: bool) -> HandResult:
    """The count of a hand where side 0 took ``pile`` and side 1 every other card."""
    mine = cards(pile)
    theirs = tuple(card for card in DECK if card not in mine)
    return count_hand(ScopaOptions(**options), (mine, theirs), scope, 0)


#: 21 cards: all ten denari, the coppe from A to 7, and Fs Cs Rs (no bastoni: no primiera).
TWENTY_ONE = "Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd Ac 2c 3c 4c 5c 6c 7c Fs Cs Rs Fc"


def test_carte_is_won_with_more_than_20_cards_and_20_each_scores_nothing() -> None:
    assert _count(TWENTY_ONE).taken == (21, 19)
    assert _count(TWENTY_ONE).points["carte"] == (1, 0)
    assert _count(TWENTY_ONE.rsplit(" ", 1)[0]).points["carte"] == (0, 0)


def test_denari_is_won_with_more_than_5_and_5_each_scores_nothing() -> None:
    assert _count("Ad 2d 3d 4d 5d 6d").points["denari"] == (1, 0)
    assert _count("Ad 2d 3d 4d 5d 6d").denari == (6, 4)
    assert _count("Ad 2d 3d 4d 5d").points["denari"] == (0, 0)


def test_the_settebello_is_a_point_for_the_side_that_took_the_7_of_denari() -> None:
    assert _count("7d").points["settebello"] == (1, 0)
    assert _count("7c").points["settebello"] == (0, 1)


def test_primiera_sums_each_suits_best_figure_and_the_higher_sum_wins() -> None:
    # 7d 21 + 7c 21 + 6s 18 + Ab 16 = 76 against 7s 21 + 7b 21 + 6d 18 + 6c 18 = 78
    mine = "7d 7c 6s Ab Rd Fc 2s 5b"
    assert primiera(cards(mine)) == 76
    result = _count(mine)
    assert result.primiera == (76, 78) and result.points["primiera"] == (0, 1)


def test_the_primieras_figures_rank_7_6_ace_5_4_3_2_and_the_court_cards_last() -> None:
    figures = [primiera(cards(f"{rank}d {rank}c {rank}s {rank}b")) for rank in "76A5432FCR"]
    assert figures == [84, 72, 64, 60, 56, 52, 48, 40, 40, 40]


def test_equal_primiere_score_nothing() -> None:
    # 7d 7c 6s 6b = 78 against 7s 7b 6d 6c = 78
    result = _count("7d 7c 6s 6b")
    assert result.primiera == (78, 78) and result.points["primiera"] == (0, 0)


def test_a_side_lacking_a_suit_has_no_primiera_and_the_other_wins_it_whatever_its_sum() -> None:
    # side 0: every 7, 6 and Ace but those of bastoni, a sum it cannot count; side 1: the
    # bastoni and the court cards, with 7b 21 + Fd, Fc, Fs 10 each = 51
    result = _count("7d 7c 7s 6d 6c 6s Ad Ac As 5d 5c 5s 4d 4c 4s 3d 3c 3s 2d 2c 2s")
    assert result.primiera == (None, 51) and result.points["primiera"] == (0, 1)


def test_neither_side_with_every_suit_scores_no_primiera() -> None:
    result = _count(TWENTY_ONE)
    assert result.primiera == (None, None) and result.points["primiera"] == (0, 0)


def test_scope_count_one_point_each() -> None:
    assert _count("Ad", scope=(3, 1)).points["scope"] == (3, 1)


def test_re_bello_counts_the_re_of_denari_only_with_its_option() -> None:
    assert _count("Rd").points["re_bello"] == (0, 0)
    assert _count("Rd", re_bello=True).points["re_bello"] == (1, 0)


def test_napola_scores_3_for_ace_2_3_of_denari_and_1_for_each_next_in_sequence() -> None:
    assert napola(cards("Ad 2d 3d")) == 3
    assert napola(cards("Ad 2d 3d 4d 5d")) == 5
    assert napola(cards("Ad 2d 3d 5d 6d")) == 3
    assert napola(cards("Ad 2d 4d 5d 6d")) == 0
    assert napola(DECK[:10]) == 10
    assert _count("Ad 2d 3d 4d").points["napola"] == (0, 0)
    assert _count("Ad 2d 3d 4d", napola=True).points["napola"] == (4, 0)
    assert _count("Ad 2d 4d", napola=True).points["napola"] == (0, 0)


def test_the_total_adds_up_every_category_in_the_records_order() -> None:
    # side 0: 21 cards (carte), 10 denari, the settebello and the re bello, a napola of ten, 2
    # scope; no primiera for either side
    result = _count(TWENTY_ONE, scope=(2, 1), re_bello=True, napola=True)
    assert result.total == (1 + 1 + 1 + 0 + 2 + 1 + 10, 1)
    written = result.to_json()
    assert list(written) == ["taken", "denari", "primiera", "last_capture", "points", "total"]
    points = written["points"]
    assert isinstance(points, dict)
    assert list(points) == list(CATEGORIES) == [
        "carte", "denari", "settebello", "primiera", "scope", "re_bello", "napola",
    ]  # fmt: skip


def test_the_game_ends_after_a_hand_where_a_side_reached_the_target_with_more_points() -> None:
    match = MatchState.new(ScopaOptions(target=11), 0)
    assert not replace(match, score=(10, 9)).is_over
    assert replace(match, score=(11, 9)).winner == 0
    assert replace(match, score=(12, 14)).winner == 1  # both reached it: the higher total
    assert not replace(match, score=(11, 11)).is_over  # an exact tie plays another hand
    assert not replace(match, score=(15, 15)).is_over


def test_a_games_score_adds_up_its_hands_totals_and_the_deal_passes_on() -> None:
    for seed in range(4):
        match = random_match(ScopaOptions(target=16), seed)
        totals = [hand.result().total for hand in match.finished]
        assert match.score == (sum(t[0] for t in totals), sum(t[1] for t in totals))
        assert max(match.score) >= 16 and match.score[0] != match.score[1]
        dealers = [hand.dealer for hand in match.finished]
        assert all(b == (a + 1) % 2 for a, b in itertools.pairwise(dealers))
        assert match.winner == (0 if match.score[0] > match.score[1] else 1)


def test_a_hands_point_categories_are_all_written_even_for_an_option_that_is_off() -> None:
    result = _count("Rd Ad 2d 3d")
    assert set(result.points) == set(CATEGORIES)
    assert result.points["re_bello"] == result.points["napola"] == (0, 0)
    assert result.to_json()["points"] == {category: [0, 0] for category in CATEGORIES} | {
        "carte": [0, 1], "denari": [0, 1], "settebello": [0, 1], "primiera": [0, 1],
    }  # fmt: skip
