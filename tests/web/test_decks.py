"""The regional decks: at least eight Italian patterns to choose from, each drawing the table.

The deck menu (Settings, and the table's toolbar) groups the decks by their suits; choosing
one redraws Settings' preview (the ace, seven and king of every suit) and the table's cards.
The preview of every deck is kept side by side for a person to look at, at both sizes:
out/screenshots/decks-desktop.png and decks-phone.png.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable

from playwright.sync_api import Page, expect

from tests.web.conftest import SCREENSHOTS, boxes_overlap, screenshot
from tests.web.test_browser import PLAYABLE

HAND = "[data-testid=hand] [data-card]"
PREVIEW = "[data-testid=deck-preview] .preview-card"

#: The regional Italian decks and the Piemontesi, by their suits, as the menu lists them.
SPANISH = ["napoletane", "piacentine", "siciliane", "sarde", "romagnole"]
NORTH = ["trevisane", "triestine", "bergamasche", "trentine"]
DECKS = [*SPANISH, *NORTH, "piemontesi"]
NAMES = {
    "napoletane": "Napoletane",
    "piacentine": "Piacentine",
    "siciliane": "Siciliane",
    "sarde": "Sarde",
    "romagnole": "Romagnole",
    "trevisane": "Trevisane",
    "triestine": "Triestine",
    "bergamasche": "Bergamasche",
    "trentine": "Trentine",
    "piemontesi": "Piemontesi (French suits)",
}


def _menu(page: Page) -> list[dict[str, str]]:
    """The deck menu's options as the page has them: value, name, and group."""
    options: list[dict[str, str]] = (
        page.get_by_test_id("settings-page")
        .get_by_test_id("deck")
        .evaluate(
            "s => [...s.options].map(o => ({value: o.value, name: o.textContent.trim(),"
            " group: o.parentElement.label || ''}))"
        )
    )
    return options


def _drawn_with(page: Page, selector: str, deck: str) -> None:
    """Wait until every card under ``selector`` is drawn with ``deck``."""
    deadline = time.monotonic() + 10
    while True:
        found = page.locator(f"{selector} svg").evaluate_all("ss => ss.map(s => s.dataset.deck)")
        if found and set(found) == {deck}:
            return
        assert time.monotonic() < deadline, f"{selector} is drawn with {set(found)}, not {deck}"
        time.sleep(0.05)


def test_at_least_eight_regional_decks_each_redraw_the_settings_and_the_table(
    person: Callable[..., Page],
) -> None:
    page = person()
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    table = page.evaluate("location.hash")
    page.evaluate("location.hash = '#/settings'")
    expect(page.get_by_test_id("settings-page")).to_be_visible()
    menu = _menu(page)
    assert [o["value"] for o in menu] == DECKS
    assert {o["value"]: o["name"] for o in menu} == NAMES
    regional = [o for o in menu if o["value"] != "piemontesi"]
    assert len(regional) >= 8, "at least eight Italian regional patterns"
    groups = {o["group"] for o in menu}
    assert groups == {"Spanish suits (centre and south)", "Italian suits (north)", "French suits"}
    assert {o["value"] for o in menu if o["group"].startswith("Italian")} == set(NORTH)
    drawn_before: dict[str, str] = {}
    for deck in DECKS:
        page.get_by_test_id("settings-page").get_by_test_id("deck").select_option(deck)
        _drawn_with(page, PREVIEW, deck)
        preview = page.get_by_test_id("deck-preview")
        expect(preview).to_have_accessible_name(f"Aces, sevens and kings of the {NAMES[deck]} deck")
        page.evaluate(f"location.hash = {table!r}")
        hand = page.locator(HAND)
        expect(hand.first).to_be_visible()
        _drawn_with(page, HAND, deck)
        # the table's deck menu says the same, and the hand's first card looks different from
        # the one of the deck before (another drawing, not only another name)
        expect(page.locator("[data-testid=deck]")).to_have_value(deck)
        first = hand.first.get_attribute("data-card") or ""
        markup = page.locator(f"{HAND}[data-card='{first}'] svg").inner_html()
        for other, before in drawn_before.items():
            if before.startswith(f"{first}:"):
                assert before != f"{first}:{markup}", f"{deck} draws {first} as {other} does"
        drawn_before[deck] = f"{first}:{markup}"
        page.evaluate("location.hash = '#/settings'")
        expect(page.get_by_test_id("settings-page")).to_be_visible()


def _preview_fits(page: Page, width: int) -> None:
    """The preview's twelve cards lie side by side inside the page, none over another, each
    named for a screen reader."""
    cards = page.locator(PREVIEW)
    expect(cards).to_have_count(12)
    boxes = [cards.nth(i).bounding_box() for i in range(12)]
    for i, box in enumerate(boxes):
        assert box is not None and box["width"] >= 40, f"preview card {i} is too small: {box}"
        assert box["x"] >= 0 and box["x"] + box["width"] <= width
        for other in boxes[i + 1 :]:
            assert not boxes_overlap(box, other)
    names = page.locator(f"{PREVIEW} svg").evaluate_all(
        "ss => ss.map(s => s.getAttribute('aria-label'))"
    )
    assert names[:3] == ["Ace of Coins", "Seven of Coins", "King of Coins"]
    preview = page.get_by_test_id("deck-preview")
    box = preview.bounding_box()
    assert box is not None and box["x"] + box["width"] <= width
    assert preview.evaluate("p => p.scrollWidth <= p.clientWidth")


def test_the_deck_preview_fits_and_every_deck_is_kept_side_by_side_at_both_sizes(
    person: Callable[..., Page],
) -> None:
    for size, width in (("desktop", 1280), ("phone", 390)):
        page = person(width=width)
        page.evaluate("location.hash = '#/settings'")
        expect(page.get_by_test_id("settings-page")).to_be_visible()
        rows: list[str] = []
        for deck in DECKS:
            page.get_by_test_id("settings-page").get_by_test_id("deck").select_option(deck)
            _drawn_with(page, PREVIEW, deck)
            _preview_fits(page, width)
            cells = page.locator(PREVIEW).evaluate_all("cs => cs.map(c => c.innerHTML)")
            card = page.locator(PREVIEW).first.bounding_box()
            assert card is not None
            rows.append(
                f"<div class=row><b>{html.escape(NAMES[deck])}</b>"
                f"<div class=cards style='grid-template-columns:repeat(6,{card['width']}px)'>"
                + "".join(f"<div>{c}</div>" for c in cells)
                + "</div></div>"
            )
        screenshot(page, f"settings-deck-{size}")
        # every deck's preview at this size, one row each, for a person to compare them
        page.set_content(
            "<style>body{margin:6px;background:#2e5e3e;font:12px sans-serif;color:#fff}"
            ".row{display:flex;gap:6px;align-items:center;margin-bottom:8px}"
            ".row b{width:84px;flex:none;overflow-wrap:anywhere}.cards{display:grid;gap:4px}"
            ".cards svg{display:block;width:100%;height:auto}</style>" + "".join(rows)
        )
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"decks-{size}.png"), full_page=True)
