"""The lobby as a newcomer finds it (issue 53, point 12): one panel a game — Tressette's is also
where one plays alone, no second panel doing nearly the same — and what was chosen in the
panels is still there after another page, or a reload."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot


@pytest.mark.parametrize("width", [1280, 390])
def test_one_panel_a_game_and_tressettes_plays_alone_too(
    person: Callable[..., Page], width: int
) -> None:
    page = person({"options": {"target": 31}}, width=width)
    lobby = page.get_by_test_id("lobby")
    titles = lobby.get_by_role("heading", level=2)
    expect(titles.filter(has_text="Tressette")).to_have_count(1)  # not "Play Tressette alone" too
    panel = page.get_by_test_id("tressette-panel")
    # the one panel starts a game alone at once: its computers, its training box
    expect(panel.locator("[data-seat-choice]")).to_have_count(3)
    for seat in panel.locator("[data-seat-choice]").all():
        expect(seat).to_have_value("ai:heuristic")
    expect(panel.get_by_role("button", name="New game")).to_have_count(1)
    expect(lobby.get_by_role("button", name="New game")).to_have_count(4)  # one a game
    expect(panel.get_by_role("checkbox", name="Training")).to_be_enabled()
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    screenshot(page, f"lobby-one-panel-{width}")
    panel.get_by_role("checkbox", name="Training").check()
    panel.get_by_role("button", name="New game").click()
    expect(
        page.get_by_test_id("suggest").or_(page.get_by_test_id("trick-stop")).first
    ).to_be_visible(timeout=20_000)


def test_the_panels_keep_their_choices_after_another_page_and_a_reload(
    person: Callable[..., Page],
) -> None:
    page = person({"options": {"target": 31}})
    briscola = page.get_by_test_id("briscola-panel")
    briscola.locator("summary").click()
    briscola.locator("[data-option=players]").select_option("4")
    briscola.locator("[data-seat-choice]").nth(0).select_option("open")
    briscola.get_by_test_id("table-spectators").uncheck()
    scopa = page.get_by_test_id("scopa-panel")
    scopa.get_by_test_id("variant").select_option("scopone")
    scopa.locator("[data-seat-choice]").nth(1).select_option("ai:random")
    tressette = page.get_by_test_id("tressette-panel")
    tressette.get_by_test_id("variant").select_option("romana")
    tressette.get_by_test_id("training").check()

    def kept() -> None:
        briscola = page.get_by_test_id("briscola-panel")
        expect(briscola.locator("[data-option=players]")).to_have_value("4")
        expect(briscola.locator("[data-seat-choice]")).to_have_count(3)
        expect(briscola.locator("[data-seat-choice]").nth(0)).to_have_value("open")
        expect(briscola.get_by_test_id("table-spectators")).not_to_be_checked()
        scopa = page.get_by_test_id("scopa-panel")
        expect(scopa.get_by_test_id("variant")).to_have_value("scopone")
        expect(scopa.locator("[data-seat-choice]").nth(1)).to_have_value("ai:random")
        tressette = page.get_by_test_id("tressette-panel")
        expect(tressette.get_by_test_id("variant")).to_have_value("romana")
        expect(tressette.get_by_test_id("training")).to_be_checked()

    page.get_by_test_id("stats").click()
    expect(page.get_by_test_id("lobby")).to_have_count(0)
    page.get_by_test_id("nav-lobby").click()
    kept()
    page.reload()
    kept()
    page.get_by_test_id("settings").click()  # the default game's choice is the settings' too
    expect(page.get_by_test_id("settings-page").get_by_test_id("variant")).to_have_value("romana")
