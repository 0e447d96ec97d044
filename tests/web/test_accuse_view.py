"""The accuse view beside the last trick: what each seat has declared, as far as it is public,
with each side's points."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, WebSocketRoute, expect

from tests.web.conftest import boxes_overlap, people, screenshot, serving
from tests.web.serve_with_accusa import SEAT_VARIABLE
from tests.web.test_browser import play_until

#: The server whose tables' first hand has an accusa in it (a random deal has none one time
#: in two).
LAUNCHER = [sys.executable, str(Path(__file__).with_name("serve_with_accusa.py"))]


@pytest.fixture(scope="module")
def accusa_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A `circolo serve` whose every table's first hand has an accusa; its base URL."""
    with serving(tmp_path_factory.mktemp("accusa"), "127.0.0.1", LAUNCHER) as url:
        yield url


@pytest.fixture(scope="module")
def partners_accusa_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A `circolo serve` whose every table's first hand has an accusa of seat 2 (the
    creator's partner, at the top of the screen); its base URL."""
    folder = tmp_path_factory.mktemp("partners-accusa")
    with serving(folder, "127.0.0.1", LAUNCHER, {SEAT_VARIABLE: "2"}) as url:
        yield url


def test_partners_accusa_on_a_laptop_screen_pushes_nothing_off_it(
    browser: Browser, partners_accusa_server: str
) -> None:
    with people(browser, partners_accusa_server) as person:
        page = person(width=1280)
        page.set_viewport_size({"width": 1280, "height": 800})
        page.get_by_test_id("training").check()  # the open fans: the tallest table
        page.get_by_test_id("new-game").click()
        declared = page.locator(".seat.north .accuse .accusa")
        play_until([page], lambda: declared.count() > 0, 60)  # until partner declares
        expect(declared.first).to_be_visible()
        why = page.locator(".seat.north [data-testid=why]")
        if why.is_enabled():  # partner's reasons open beside the seat
            why.click()
        assert page.evaluate("document.documentElement.scrollHeight") <= 800
        for card in page.locator("[data-testid=hand] [data-card]").all():
            expect(card).to_be_in_viewport(ratio=1)
        fan = page.locator(".seat.north .fan").bounding_box()
        assert not boxes_overlap(declared.first.bounding_box(), fan), "the accusa covers cards"
        screenshot(page, "accusa-partner-1280")


@pytest.mark.parametrize("width", [1280, 390])
def test_the_accuse_view_lists_each_seats_declarations_and_the_sides_points(
    browser: Browser, accusa_server: str, width: int
) -> None:
    with people(browser, accusa_server) as person:
        _look_at_the_accuse_view(person({"options": {"target": 101}}, width=width), width)


def _look_at_the_accuse_view(page: Page, width: int) -> None:
    page.get_by_test_id("new-game").click()
    button = page.get_by_test_id("accuse-view")
    expect(button).to_be_visible()
    # Greyed out, it says why. Both read at one moment: the computers play on meanwhile, and
    # an accusa declared between two looks enables the button and changes its title.
    disabled, title = button.evaluate("b => [b.disabled, b.title]")
    if disabled:
        assert "declared for you" in title, title
    play_until([page], button.is_enabled, 60)  # the first hand, until its accusa is declared
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


#: The longest declaration each language writes ("Three aces (no Swords) · 3").
LONGEST = {"kind": "tre-assi", "suit": "s", "points": 3}


def _with_side_accuse(message: str | bytes) -> str | bytes:
    """A server message with both side players' declarations added to the seat's view, as
    the table would show them once declared (the layout, not the deal, is under test)."""
    if isinstance(message, bytes):
        return message
    state = json.loads(message)
    view = state.get("view") if state.get("type") == "state" else None
    if not view or view.get("game") != "tressette":
        return message
    you = state["you"]
    sides = [{"seat": (you + turn) % 4, **LONGEST} for turn in (1, 3)]
    view["accuse"] = [a for a in view["accuse"] if a["seat"] not in {s["seat"] for s in sides}]
    view["accuse"] += sides
    return json.dumps(state)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_side_players_declaration_reads_on_a_phone_in_two_lines_at_most(
    person: Callable[..., Page], lang: str
) -> None:
    page = person({"options": {"target": 101}, "lang": lang}, width=390)
    page.set_viewport_size({"width": 390, "height": 844})

    def relay(socket: WebSocketRoute) -> None:
        server = socket.connect_to_server()
        server.on_message(lambda message: socket.send(_with_side_accuse(message)))

    page.route_web_socket(re.compile(r"/ws\b"), relay)
    page.get_by_test_id("new-game").click()
    for side in ("west", "east"):
        badge = page.locator(f".seat.{side} .accuse .accusa").first
        expect(badge).to_be_visible()
        expect(badge).to_contain_text("3")
        box = badge.bounding_box()
        assert box is not None
        line = float(badge.evaluate("e => parseFloat(getComputedStyle(e).lineHeight) || 16"))
        lines = box["height"] / line
        assert lines <= 2.5, f"{side}: squeezed into {lines:.1f} lines"
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, f"{side}: not whole on screen"
    screenshot(page, f"accusa-side-phone-{lang}")
