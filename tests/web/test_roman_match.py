"""A Roman match in a real browser: a Tressette match of three games whose second is played
at Briscola. The page shows the Briscola table, with the match around it, while that game is
played, and the Tressette table again after it; the match is played to its end by clicking."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot
from tests.web.test_briscola import play_on

#: The Roman match, short: Tressette games to one point (the Briscola game is to four hands).
ROMAN = {"target": 1, "best_of": 3, "second_game": "briscola", "decider_target": None}


def test_a_roman_match_plays_its_second_game_at_the_briscola_table_and_comes_back(
    person: Callable[..., Page],
) -> None:
    page = person({"variant": "romana", "options": ROMAN})
    panel = page.get_by_test_id("tressette-panel")
    panel.locator("summary").click()
    expect(panel.locator("[data-option=second_game]")).to_have_value("briscola")
    page.get_by_test_id("new-game").click()  # three computers: it starts at once
    expect(page.locator("[data-testid=hand] [data-card]")).to_have_count(10)
    within = page.get_by_test_id("within")
    play_on(page, within.is_visible, seconds=120)  # the first game, at Tressette
    expect(within).to_contain_text("Roman match · games")
    expect(within).to_contain_text("best of 3")
    expect(page.get_by_test_id("stock")).to_contain_text("Briscola:")
    expect(page.locator("[data-testid=hand] [data-card]")).to_have_count(3)
    screenshot(page, "roman-briscola-desktop")
    page.set_viewport_size({"width": 390, "height": 844})
    screenshot(page, "roman-briscola-phone")
    page.set_viewport_size({"width": 1280, "height": 860})
    result = page.get_by_test_id("match-result")
    play_on(page, result.is_visible, seconds=300)  # the Briscola game, and a third if due
    page.wait_for_timeout(1_500)  # the last trick's cards gathered, the summary in full
    screenshot(page, "roman-match-over")
    if within.is_visible():  # the match ended with its Briscola game: 2-0
        expect(within).to_have_text(re.compile(r"games (2\u20130|0\u20132)"))
        expect(result.get_by_test_id("within-result")).to_have_text(within.inner_text())
    else:  # it ended with a third game, at Tressette: the summary names the Briscola game
        expect(result.get_by_test_id("played-at")).to_contain_text("at Briscola")
