"""Pinnacola training and keyboard play: every hand open, Suggest with its reason and Do it,
the computers' reasons after their turn, and the keys D (draw) and X (discard)."""

from __future__ import annotations

import time
from collections.abc import Callable

from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot

HAND = "[data-testid=hand] [data-card]"


def test_a_pinnacola_training_table_suggests_explains_and_plays_by_keyboard(
    person: Callable[..., Page],
) -> None:
    page = person({"aiDelayMs": 300})
    panel = page.get_by_test_id("pinnacola-panel")
    panel.locator("summary").click()
    panel.locator("[data-option=players]").select_option("2")
    panel.locator("[data-option=mode]").select_option("single")
    panel.get_by_test_id("table-training").check()
    panel.get_by_test_id("new-pinnacola").click()
    expect(page.get_by_test_id("training-badge")).to_be_visible()
    expect(page.locator(HAND)).to_have_count(13)
    expect(page.locator(".other [data-card]")).not_to_have_count(0)  # the computer's hand, open
    deadline = time.monotonic() + 60
    while not page.get_by_test_id("draw-stock").is_enabled():
        assert time.monotonic() < deadline, "our turn never came"
        time.sleep(0.05)
    page.get_by_test_id("suggest").click()
    suggestion = page.get_by_test_id("suggestion")
    expect(suggestion).not_to_be_empty()
    screenshot(page, "pinnacola-training-suggestion")
    page.get_by_test_id("take-suggestion").click()  # the suggested draw (stock or pile)
    expect(page.locator(HAND)).not_to_have_count(13)
    playable = page.locator("[data-testid=hand] [data-playable=true]")
    for _ in range(5):  # a card taken from the pile must be melded first: the suggestions do it
        if page.get_by_test_id("must-use").count() == 0:
            break
        page.get_by_test_id("suggest").click()
        page.get_by_test_id("take-suggestion").click()
        page.wait_for_timeout(300)
    expect(playable.first).to_be_visible()
    held = page.locator(HAND).count()
    playable.first.click()
    page.keyboard.press("x")  # the keyboard discards the card chosen
    expect(page.locator(HAND)).to_have_count(held - 1)
    reasons = page.get_by_test_id("pin-reasons")
    expect(reasons).to_be_visible(timeout=30_000)  # the computer's turn, explained
    reasons.locator("summary").click()
    expect(reasons.get_by_test_id("reasons").first).not_to_be_empty()
    deadline = time.monotonic() + 60
    while not page.get_by_test_id("draw-stock").is_enabled():
        assert time.monotonic() < deadline, "our second turn never came"
        time.sleep(0.05)
    before = page.locator(HAND).count()
    page.keyboard.press("d")  # and draws from the stock
    expect(page.locator(HAND)).to_have_count(before + 1)
