"""A club evening's table in the browser, through a real server: a Briscola round robin of
three entries, Anna the one person (the two others the computer's). She joins on the
evening's page, the director starts it over HTTP, and her round's table shows a quiet badge
of the board in play ("Club evening · round 2 · board 2 (1 of 1)") with an accessible name;
no new game or rematch is offered at any point; once the table's boards are played a panel
leads back to the evening's page, which sends her to her next table; the lobby's "Your
tables" (another tab, while she plays) names the seat by its round. At 1280x800 and
390x844: nothing wider than the window (scrollWidth), the button where a click lands
(elementFromPoint), axe's rules; the screenshots go to
out/screenshots/evening-table-*.png."""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.web.axe import assert_no_violations
from tests.web.conftest import screenshot
from tests.web.test_axe import ON_TOP
from tests.web.test_briscola import play_on

#: The window sizes checked: a laptop, a phone.
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
#: What would offer another game or a rematch at the table's end.
AGAIN = re.compile(r"new game|play again|rematch|another game", re.IGNORECASE)


def post(url: str, body: dict[str, Any]) -> Any:
    """POST ``body`` as JSON to ``url``; the answer's JSON."""
    request = urllib.request.Request(
        url, json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.load(answer)


def fits(page: Page) -> None:
    """Nothing on the page is wider than the window."""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"the page is {width}px wide"  # type: ignore[index]


def on_top(element: Locator) -> None:
    """A click on the element's middle lands on it: nothing lies over it."""
    assert element.evaluate(ON_TOP), "something lies over the element"


def no_offer_of_another_game(page: Page) -> None:
    """No new game, play-again or rematch control anywhere on the table."""
    expect(page.get_by_test_id("new-game")).to_have_count(0)
    expect(page.get_by_role("button", name=AGAIN)).to_have_count(0)
    expect(page.get_by_role("link", name=AGAIN)).to_have_count(0)
    expect(page.get_by_test_id("invite-watch")).to_have_count(0)  # no spectators here


@pytest.mark.parametrize("size", SIZES)
def test_an_evening_table_shows_its_board_and_leads_back_to_the_evening_never_to_a_new_game(
    server: str, person: Callable[..., Page], size: str
) -> None:
    width, height = SIZES[size]
    created = post(
        f"{server}/api/evenings",
        {
            "game": "briscola",
            "options": {"players": 2},
            "format": "roundrobin",
            "boards": 3,
            "entries": ["open", "ai:random", "ai:random"],
            "ai_delay_ms": 0,
        },
    )
    evening, director = created["id"], created["director_token"]
    page = person()
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"/#/evening/{evening}")
    page.get_by_test_id("evening-name").fill("Anna")
    page.get_by_test_id("evening-join-button").click()
    expect(page.get_by_test_id("evening-joined")).to_be_visible()
    post(f"{server}/api/evenings/{evening}/start", {"token": director})

    # Round 1 seats entries 2 and 3 (Anna, entry 1, sits out); round 2 is hers, board 2.
    go = page.get_by_test_id("evening-go")
    expect(go).to_be_visible(timeout=60_000)
    expect(page.get_by_test_id("evening-banner")).to_contain_text("Round 2")
    go.click()
    badge = page.get_by_test_id("evening-badge")
    expect(badge).to_have_text("Club evening · round 2 · board 2 (1 of 1)")
    # a board is one hand: no match target nor hand number beside the score
    expect(page.get_by_test_id("score")).not_to_contain_text("first to")
    expect(page.get_by_test_id("score")).not_to_contain_text("Hand")
    named = re.compile(r"^Club evening: round 2, board 2")
    expect(page.get_by_role("status", name=named)).to_be_visible()
    expect(page.get_by_test_id("score")).to_be_visible()
    badge_box, toolbar_box = badge.bounding_box(), page.locator(".toolbar").bounding_box()
    assert badge_box is not None and toolbar_box is not None
    assert badge_box["y"] >= toolbar_box["y"] - 1
    assert badge_box["y"] + badge_box["height"] <= toolbar_box["y"] + toolbar_box["height"] + 1
    assert badge_box["x"] >= 0 and badge_box["x"] + badge_box["width"] <= width
    fits(page)
    no_offer_of_another_game(page)
    assert_no_violations(page, f"an evening's table ({size})")
    screenshot(page, f"evening-table-badge-{size}")

    # The lobby in another tab of hers (she stays at the table): "Your tables" names the round.
    lobby = page.context.new_page()
    lobby.set_viewport_size({"width": width, "height": height})
    lobby.goto("/#/")
    line = lobby.get_by_test_id("your-tables").get_by_test_id("table-line")
    expect(line).to_have_count(1)
    expect(line).to_contain_text("Briscola · Evening · round 2")
    fits(lobby)
    screenshot(lobby, f"evening-table-your-tables-{size}")
    lobby.close()

    over = page.get_by_test_id("evening-round-over")
    play_on(page, over.is_visible)
    expect(over.get_by_role("heading")).to_have_text("Round 2 finished")
    no_offer_of_another_game(page)
    expect(page.get_by_test_id("match-result")).to_have_count(0)
    expect(page.get_by_test_id("review-match")).to_have_count(0)  # an evening's record waits
    back = page.get_by_role("button", name="Back to the evening")
    expect(back).to_be_visible()
    expect(back).to_be_focused()
    page.wait_for_timeout(400)  # the panel's fade-in is over
    on_top(back)
    fits(page)
    assert_no_violations(page, f"an evening's table once its round is over ({size})")
    screenshot(page, f"evening-table-over-{size}")

    back.click()
    expect(page).to_have_url(re.compile(rf"#/evening/{evening}$"))
    expect(page.get_by_test_id("evening-page")).to_be_visible()
    # Round 3 seats Anna again: the page sends her on.
    expect(page.get_by_test_id("evening-banner")).to_contain_text("Round 3", timeout=60_000)
    page.get_by_test_id("evening-go").click()
    expect(page.get_by_test_id("evening-badge")).to_contain_text("round 3")
