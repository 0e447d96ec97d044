"""A page opens at its top: a table started from low in the lobby does not open scrolled as
far down (on a phone its top, the score and the opponents, were cut)."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect


def test_a_table_opened_from_low_in_the_lobby_opens_at_its_top_on_a_phone(
    person: Callable[..., Page],
) -> None:
    page = person(width=390)
    start = page.get_by_test_id("new-briscola")  # the last panel: the lobby scrolls to it
    start.scroll_into_view_if_needed()
    assert page.evaluate("window.scrollY") > 300
    start.click()
    expect(page.locator("briscola-view")).to_be_visible()
    assert page.evaluate("window.scrollY") == 0
