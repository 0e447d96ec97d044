"""The training table as a learner sees it, on a desktop and a phone: the computers' open hands
readable (every card's rank corner shows), the suggestion on the screen, the trick stop's
Continue never over your cards, and the why? bubble leaving your hand on the screen."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import boxes_overlap, screenshot
from tests.web.test_browser import PLAYABLE

HAND = "[data-testid=hand] [data-card]"
#: A point inside a card's rank corner (fractions of its width and height).
CORNER = (0.12, 0.08)


def _open_card_shown_at_its_corner(page: Page, position: str, index: int) -> bool:
    """Whether the open hand card ``index`` of the seat at ``position`` shows its corner."""
    return bool(
        page.evaluate(
            """([position, index, fx, fy]) => {
                const root = document.querySelector("circolo-app").shadowRoot
                    .querySelector("table-view").shadowRoot;
                const cards = root.querySelectorAll(`.seat.${position} .fan.open [data-card]`);
                const card = cards[index];
                const box = card.getBoundingClientRect();
                const [x, y] = [box.left + fx * box.width, box.top + fy * box.height];
                const hit = root.elementFromPoint(x, y);
                return hit !== null && hit.closest("[data-card]") === card;
            }""",
            [position, index, *CORNER],
        )
    )


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
def test_a_training_table_reads_on_any_screen_and_nothing_covers_your_cards(
    person: Callable[..., Page], width: int, height: int
) -> None:
    page = person(width=width)
    page.set_viewport_size({"width": width, "height": height})
    page.get_by_test_id("training").check()
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    for position in ("north", "west", "east"):
        cards = page.locator(f".seat.{position} .fan.open [data-card]")
        assert cards.count() >= 9
        assert cards.first.bounding_box()["width"] >= 38, "open cards too small to read"  # type: ignore[index]
        for index in range(cards.count()):  # (a card still flying to the trick may pass over)
            deadline = time.monotonic() + 3
            while not _open_card_shown_at_its_corner(page, position, index):
                assert time.monotonic() < deadline, (position, index)
                page.wait_for_timeout(100)
    for card in page.locator(HAND).all():
        expect(card).to_be_in_viewport(ratio=1)
    page.get_by_test_id("suggest").click()
    expect(page.get_by_test_id("suggestion")).to_be_in_viewport()  # no scrolling to read it
    page.locator("[data-testid=hand] .suggested").click()
    go_on = page.get_by_test_id("continue")
    expect(go_on).to_be_visible()
    for card in page.locator(HAND).all():
        assert not boxes_overlap(go_on.bounding_box(), card.bounding_box()), (
            "Continue covers a card"
        )
    for position in ("north", "west", "east"):  # each computer's bubble, one at a time
        why = page.locator(f".seat.{position} [data-testid=why]")
        if not why.is_enabled():
            continue
        why.click()  # (the bubble opens over the felt, beside the trick: not in the seat)
        bubble = page.locator(
            f"[data-testid=reasons][data-seat='{why.get_attribute('data-seat')}']"
        )
        expect(bubble).to_be_visible()
        for card in page.locator(HAND).all():
            expect(card).to_be_in_viewport(ratio=1)  # the whole card, never its bottom cut
        assert page.evaluate("document.documentElement.scrollHeight") <= height, position
        bubble.click()
        expect(bubble).to_have_count(0)
    mine = page.locator(".seat.south [data-testid=why]")
    if mine.is_enabled():  # your own reasons open on the screen, never under your hand
        mine.click()
        bubble = page.locator(".seat.south [data-testid=reasons]")
        expect(bubble).to_be_in_viewport(ratio=1)
        for card in page.locator(HAND).all():
            expect(card).to_be_in_viewport(ratio=1)
        assert not boxes_overlap(go_on.bounding_box(), bubble.bounding_box()), (
            "your why? bubble covers Continue"
        )
        screenshot(page, f"training-layout-own-reasons-{width}")
        page.locator(".seat.south [data-testid=reasons]").click()  # a tap closes it
        expect(page.locator(".seat.south [data-testid=reasons]")).to_have_count(0)
    screenshot(page, f"training-layout-{width}")
