"""The accuse view beside the last trick: what each seat has declared, as far as it is public,
with each side's points."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot
from tests.web.test_browser import step


@pytest.mark.parametrize("width", [1280, 390])
def test_the_accuse_view_lists_each_seats_declarations_and_the_sides_points(
    person: Callable[..., Page], width: int
) -> None:
    page = person({"options": {"target": 101}}, width=width)
    page.get_by_test_id("new-game").click()
    button = page.get_by_test_id("accuse-view")
    expect(button).to_be_visible()
    if button.is_disabled():  # greyed out, it says why
        expect(button).to_have_attribute("title", re.compile("declared for you"))
    deadline = time.monotonic() + 150
    while not button.is_enabled():  # play on until a hand where somebody declares
        assert time.monotonic() < deadline, "no accusa was declared in time"
        if step(page) == "wait":
            time.sleep(0.05)
    button.click()
    panel = page.get_by_test_id("accuse-panel")
    expect(panel).to_be_visible()
    expect(panel.locator("tr[data-seat]")).to_have_count(4)
    declared = panel.locator(".accusa")
    assert declared.count() >= 1
    expect(declared.first).to_contain_text(
        "·" if "worth" not in declared.first.inner_text() else "worth"
    )
    expect(page.get_by_test_id("accuse-totals")).to_contain_text("Accuse points: us")
    screenshot(page, f"accuse-view-{width}")
    page.keyboard.press("a")  # the key closes it too
    expect(panel).to_have_count(0)


def test_a_side_players_declaration_reads_on_a_phone_in_two_lines_at_most(
    person: Callable[..., Page],
) -> None:
    page = person({"options": {"target": 101}}, width=390)
    page.set_viewport_size({"width": 390, "height": 844})
    page.get_by_test_id("new-game").click()
    badge = page.locator(".seat.west .accuse .accusa, .seat.east .accuse .accusa").first
    deadline = time.monotonic() + 200
    while not badge.is_visible():  # play on until a side player declares
        assert time.monotonic() < deadline, "no side player declared in time"
        if step(page) == "wait":
            time.sleep(0.05)
    box = badge.bounding_box()
    assert box is not None
    line = float(badge.evaluate("e => parseFloat(getComputedStyle(e).lineHeight) || 16"))
    assert box["height"] <= 2.5 * line, f"squeezed into {box['height'] / line:.1f} lines"
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390  # whole, on the screen
    screenshot(page, "accusa-side-phone")
