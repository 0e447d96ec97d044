"""Help from every screen (the rules, the variant's signals and accuse, the tabella, the other
games, the keyboard; the open table's game first), and the dealer marked at every table."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot

HAND = "[data-testid=hand] [data-card]"


@pytest.mark.parametrize("width", [1280, 390])
def test_the_help_page_has_the_rules_the_signals_and_the_tabella_from_any_screen(
    person: Callable[..., Page], width: int
) -> None:
    page = person(width=width)
    for screen in ("settings", "stats", "nav-lobby"):
        page.get_by_test_id(screen).click()
        expect(page.get_by_test_id("help")).to_be_visible()
    page.get_by_test_id("help").click()
    help_page = page.get_by_test_id("help-page")
    sections = help_page.locator("section[data-section]")
    expect(sections.first).to_have_attribute("data-section", "howto")
    for section in ("howto", "tressette", "briscola", "pinnacola", "keyboard"):
        expect(page.get_by_test_id(f"help-{section}")).not_to_be_empty()
    signals = page.get_by_test_id("help-signals")
    for name in ("Busso", "Striscio", "Volo"):
        expect(signals).to_contain_text(name, ignore_case=True)
    expect(page.get_by_test_id("help-options")).to_contain_text("Points to win a game")
    tabella = page.get_by_test_id("tabella")
    assert tabella.locator("tbody tr").count() >= 15
    expect(tabella.locator("tbody tr").first).to_contain_text("3-2-A")
    page.get_by_test_id("help-variant").select_option("bredese")
    expect(signals).to_contain_text("cioca")
    expect(page.get_by_test_id("help-keyboard")).to_contain_text("last trick")
    screenshot(page, f"help-{width}")
    page.get_by_test_id("language").select_option("it")
    expect(page.get_by_test_id("help-tressette")).to_contain_text("Aprire un seme")
    expect(tabella.locator("thead")).to_contain_text("Esci con")
    assert page.evaluate("document.documentElement.scrollWidth") <= width  # no sideways scroll


def test_help_from_a_table_opens_beside_it_with_that_games_rules_first(
    person: Callable[..., Page],
) -> None:
    page = person()
    panel = page.get_by_test_id("pinnacola-panel")
    panel.locator("summary").click()
    panel.locator("[data-option=players]").select_option("2")
    panel.get_by_test_id("new-pinnacola").click()
    expect(page.locator(HAND)).to_have_count(13)
    link = page.get_by_test_id("help")
    expect(link).to_have_attribute("target", "_blank")  # the game goes on in its own tab
    with page.context.expect_page() as opened:
        link.click()
    help_tab = opened.value
    first = help_tab.get_by_test_id("help-page").locator("section[data-section]").first
    expect(first).to_have_attribute("data-section", "pinnacola")
    expect(page.locator(HAND)).to_have_count(13)


@pytest.mark.parametrize("width", [1280, 390])
def test_the_seat_that_dealt_wears_the_dealer_mark(person: Callable[..., Page], width: int) -> None:
    page = person({"options": {"target": 31}}, width=width)
    page.get_by_test_id("new-game").click()
    expect(page.locator(HAND)).to_have_count(10)
    dealer = page.get_by_test_id("dealer")
    expect(dealer).to_have_count(1)
    expect(dealer).to_be_visible()
    expect(dealer).to_have_text("Dealer")
    screenshot(page, f"dealer-mark-{width}")
    page.get_by_test_id("language").select_option("it")
    expect(dealer).to_have_text("Mazziere")
