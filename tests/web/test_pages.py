"""The rest of the browser client: resume, keyboard, signals, language, settings, statistics."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot
from tests.web.test_browser import PLAYABLE, step

HAND = "[data-testid=hand] [data-card]"


def wait_for_my_lead(page: Page) -> None:
    """Play along until it is our turn to lead a trick (the signal buttons show)."""
    deadline = time.monotonic() + 120
    while not page.locator("[data-signal]").count():
        assert time.monotonic() < deadline
        if step(page) == "wait":
            time.sleep(0.05)


def test_an_interrupted_single_player_game_is_resumed_where_it_was(
    person: Callable[..., Page],
) -> None:
    page = person({"options": {"target": 31}})
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    playable = page.locator(HAND).evaluate_all(
        "cards => cards.findIndex(c => c.dataset.playable === 'true')"
    )
    page.keyboard.press(str((playable + 1) % 10))  # keys 1…9, 0 play that card of the hand
    expect(page.locator(HAND)).to_have_count(9)
    expect(page.locator(PLAYABLE).first).to_be_visible()
    hand = page.locator(HAND).evaluate_all("cards => cards.map(c => c.dataset.card)")
    page.reload()  # the browser closes; the table waits for its only player
    page.get_by_test_id("back-to-lobby").click()
    page.get_by_test_id("resume-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    assert page.locator(HAND).evaluate_all("cards => cards.map(c => c.dataset.card)") == hand


def test_the_leader_signals_with_the_vocabularys_buttons(person: Callable[..., Page]) -> None:
    page = person({"options": {"target": 31, "signals": "bredese"}, "aiDelayMs": 1500})
    page.get_by_test_id("new-game").click()
    wait_for_my_lead(page)
    busso = page.locator("[data-signal=busso]")
    expect(busso).to_contain_text("cioca")  # the dialect name of the vocabulary
    busso.click()
    expect(busso).to_have_attribute("aria-pressed", "true")
    card = page.locator(PLAYABLE).first.get_attribute("data-card")
    page.locator(PLAYABLE).first.click()
    played = page.locator(f"[data-testid=trick] [data-card='{card}']")
    expect(played.locator(".signal-tag")).to_contain_text("cioca")
    screenshot(page, "signal")


def test_language_settings_and_statistics_pages(person: Callable[..., Page]) -> None:
    page = person({"options": {"target": 1}})
    screenshot(page, "lobby")
    page.get_by_test_id("language").select_option("it")
    expect(page.get_by_test_id("lobby")).to_contain_text("Gioca da solo")
    page.get_by_test_id("new-game").click()
    deadline = time.monotonic() + 120
    while not page.get_by_test_id("match-result").is_visible():
        assert time.monotonic() < deadline
        if step(page) == "wait":
            time.sleep(0.05)
    expect(page.get_by_test_id("match-result")).to_contain_text(re.compile("vinto|avversari"))
    page.get_by_test_id("settings").click()
    nickname = page.get_by_test_id("nickname")
    nickname.fill("Zia Pina")
    nickname.press("Enter")
    expect(page.get_by_test_id("settings-page")).to_contain_text("Salvato")
    page.get_by_test_id("deck").select_option("piacentine")
    screenshot(page, "settings")
    page.get_by_test_id("stats").click()
    numbers = page.get_by_test_id("stats-numbers")
    expect(numbers).to_contain_text("Da solo")
    expect(numbers.locator("tr").nth(1)).to_contain_text("1")  # the match just played
    expect(page.get_by_test_id("stats-chart")).to_be_visible()
    expect(page.get_by_test_id("leaderboard")).to_contain_text("Zia Pina")
    screenshot(page, "statistics")


def test_the_table_fits_a_phone(person: Callable[..., Page]) -> None:
    page = person(width=390)
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    screenshot(page, "phone")
    last = page.locator(HAND).last.bounding_box()
    assert last is not None and last["x"] + last["width"] <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
