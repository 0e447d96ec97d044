"""A Briscola training table as a learner sees it, on a desktop and a phone, with two players
and with four: your whole hand on the screen, the suggestion readable without scrolling, and
the trick stop (Continue and why each card was played) never pushing your cards off the
screen nor covering them."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import boxes_overlap, screenshot
from tests.web.test_briscola import HAND, PLAYABLE, briscola_panel


def _hand_on_screen(page: Page, height: int) -> None:
    """Every card of your hand wholly on the screen, and no page taller than the screen."""
    for card in page.locator(HAND).all():
        expect(card).to_be_in_viewport(ratio=1)
    assert page.evaluate("document.documentElement.scrollHeight") <= height


@pytest.mark.parametrize("players", ["2", "4"])
@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
def test_a_briscola_training_table_keeps_your_hand_and_the_reasons_on_any_screen(
    person: Callable[..., Page], width: int, height: int, players: str
) -> None:
    page = person(width=width)
    page.set_viewport_size({"width": width, "height": height})
    panel = briscola_panel(page, players=players)
    panel.get_by_test_id("table-training").check()
    panel.get_by_test_id("new-briscola").click()
    expect(page.locator(PLAYABLE).first).to_be_visible(timeout=20_000)
    expect(page.get_by_test_id("training-badge")).to_have_count(1)  # (hidden on a phone)
    _hand_on_screen(page, height)
    page.get_by_test_id("suggest").click()
    expect(page.get_by_test_id("suggestion")).to_be_in_viewport(ratio=1)
    lifted = page.locator(f"{HAND}.suggested")
    expect(lifted).to_have_count(1)
    plate = page.locator(".seat.south .nameplate")
    assert not boxes_overlap(lifted.bounding_box(), plate.bounding_box()), "card over your name"
    _hand_on_screen(page, height)
    page.get_by_test_id("take-suggestion").click()
    stop = page.get_by_test_id("trick-stop")
    expect(stop).to_be_visible(timeout=20_000)
    reasons = stop.locator("[data-testid=reasons]").first
    if width < 640:  # folded on a phone, over the trick: opened when asked
        expect(reasons).to_be_hidden()
        stop.get_by_test_id("stop-why").click()
    expect(reasons).to_be_visible()
    for played in page.locator("[data-testid=trick] [data-card]").all():  # the trick in view
        if width >= 640:
            assert not boxes_overlap(stop.bounding_box(), played.bounding_box()), "stop over trick"
    go_on = page.get_by_test_id("continue")
    expect(go_on).to_be_in_viewport(ratio=1)
    for card in page.locator(HAND).all():
        assert not boxes_overlap(go_on.bounding_box(), card.bounding_box()), "Continue covers"
    _hand_on_screen(page, height)
    screenshot(page, f"briscola-training-{players}-{width}")
    go_on.click()
    expect(stop).to_have_count(0)
