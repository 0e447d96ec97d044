"""Playing with a screen reader and the keyboard alone: every card has its name in the page's
language, the table says what was played and when it is your turn, and Tab and Enter play."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import Page, expect

from tests.web.test_browser import PLAYABLE

HAND = "[data-testid=hand] [data-card]"

#: The element that has the keyboard's focus, looked for through the shadow roots.
DEEP_FOCUS = """() => {
    let active = document.activeElement;
    while (active && active.shadowRoot && active.shadowRoot.activeElement) {
        active = active.shadowRoot.activeElement;
    }
    if (!active) return null;
    return { card: active.dataset.card ?? null, playable: active.dataset.playable ?? null };
}"""


def test_a_match_can_be_played_by_keyboard_alone_and_every_card_is_named(
    person: Callable[..., Page],
) -> None:
    page = person({"lang": "it", "options": {"target": 31}, "aiDelayMs": 1500})
    page.get_by_test_id("new-game").click()
    # the dealer plays last: three computers at 1.5 s each come first
    expect(page.locator(PLAYABLE).first).to_be_visible(timeout=20_000)
    # Every card of the hand is a button named by its card, in Italian, and its key: by what
    # it holds (the drawing's name, the key for screen readers), never by an aria-label that
    # would leave out what it shows.
    for index, card in enumerate(page.locator(HAND).all()):
        drawn = card.locator("svg")
        expect(drawn).to_have_attribute("role", "img")  # named wherever a card lies
        name = drawn.get_attribute("aria-label")
        assert name and re.fullmatch(r"\w+ di \w+", name), name  # "Re di denari"
        expect(card).to_have_accessible_name(f"{name} ({(index + 1) % 10})")
        assert card.get_attribute("aria-label") is None
    expect(page.get_by_test_id("announce")).to_contain_text("Tocca a te")
    # Tab to a card that may be played, and Enter plays it.
    for _ in range(80):
        page.keyboard.press("Tab")
        focus = page.evaluate(DEEP_FOCUS)
        if focus and focus["playable"] == "true":
            break
    else:
        raise AssertionError("Tab never reached a playable card")
    played = focus["card"]
    page.keyboard.press("Enter")
    trick_card = page.locator(f"[data-testid=trick] [data-card='{played}']")
    expect(trick_card).to_be_visible()
    expect(trick_card.locator("svg")).to_have_attribute("aria-label", re.compile(r"\w+ di \w+"))
    expect(page.get_by_test_id("announce")).to_contain_text("ha giocato")
