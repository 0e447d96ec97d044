"""The Tressette table as a newcomer reads it (issue 53): the signals offered are those true of
the hand, in one row; a training table's open hands read card by card; a why? bubble never
covers the card it explains, and a why? shows only where it opens reasons; one panel at a
time, the one just opened on top, and Escape closes it. Each is measured in the page."""

from __future__ import annotations

import json
import re
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, WebSocketRoute, expect

from circolo.core.cards.italian import DECK, Card
from circolo.games.tressette.signals import SignalContext, vocabulary
from tests.web.conftest import boxes_overlap, people, screenshot, serving
from tests.web.test_browser import PLAYABLE, play_until, step

HAND = "[data-testid=hand] [data-card]"
#: The table's element, as the page's script reaches it.
TABLE = 'document.querySelector("circolo-app").shadowRoot.querySelector("table-view")'
#: The same, or nothing while the page shows no table yet.
TABLE_OR_NONE = 'document.querySelector("circolo-app")?.shadowRoot?.querySelector("table-view")'
#: The server whose tables' first hand has an accusa in it: the accuse view has something.
ACCUSA_LAUNCHER = [sys.executable, str(Path(__file__).with_name("serve_with_accusa.py"))]


def _state(page: Page) -> dict[str, Any]:
    """The snapshot the table shows, once it is drawn (the page and the snapshot agree)."""
    table = TABLE_OR_NONE
    state: dict[str, Any] = page.evaluate(
        f"async () => {{ await {table}?.updateComplete; return {table}?.state ?? {{}}; }}"
    )
    return state


def _my_lead(page: Page) -> dict[str, Any]:
    """Play along until it is this seat's lead with signals to give (each card played waits for
    the table to take it: no card in flight makes a lead look like one); the seat's view."""
    deadline = time.monotonic() + 120
    while True:
        assert time.monotonic() < deadline, "we never came to lead a trick"
        # (the signals come with the game's info: until it is here, none shows even at a lead)
        info = page.evaluate(f"() => !!{TABLE_OR_NONE}?.info?.vocabularies?.romana")
        state = _state(page)  # (drawn with the info, if it just came)
        view = state.get("view") or {}
        mine = state.get("phase") == "play" and view.get("to_move") == view.get("seat")
        if mine and len(view["plays"]) % 4 == 0 and len(view["plays"]) < 36 and info:
            return view  # (at every lead but the last some signal is true: a suit's count)
        if step(page) == "wait":
            time.sleep(0.05)


def _true_of_the_hand(view: dict[str, Any]) -> set[str]:
    """Romana's signals true with some card the seat may play, as the rules judge them (what
    the seat has not seen, the others hold)."""
    hand = [Card.parse(code) for code in view["hand"]]
    seen = {*hand, *(Card.parse(play["card"]) for play in view["plays"])}
    unseen = {card for card in DECK if card not in seen}
    return {
        signal.id
        for signal in vocabulary("romana").signals
        for code in view["legal"]
        if signal.truth.holds_in(SignalContext(Card.parse(code), tuple(hand), unseen.__contains__))
    }


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
def test_the_signals_offered_are_those_true_of_the_hand_in_one_row(
    person: Callable[..., Page], width: int, height: int
) -> None:
    page = person({"variant": "romana", "options": {"target": 41, "best_of": 1}}, width=width)
    page.set_viewport_size({"width": width, "height": height})
    page.get_by_test_id("new-game").click()
    view = _my_lead(page)
    offered = set(
        page.locator(".signals [data-signal]").evaluate_all("bs => bs.map(b => b.dataset.signal)")
    )
    assert offered == _true_of_the_hand(view), (
        "a signal offered is false of the hand, or one true is missing"
    )
    assert not any(f"altre-{n}-carte" in offered for n in range(len(view["hand"]), 9))
    bluff = page.get_by_test_id("false-signal")  # the variant allows false signals: one menu
    falses = {s.id for s in vocabulary("romana").signals} - offered
    expect(bluff).to_have_count(1)
    expect(bluff).to_have_accessible_name(
        "This variant allows false signals: choose one to give with your card"
    )
    assert (
        set(bluff.locator("option").evaluate_all("os => os.map(o => o.value).filter(v => v)"))
        == falses
    )
    # one row: every control's top at the same height, the row no taller than one of them
    controls = page.locator(".signals [data-signal], .signals [data-testid=false-signal]")
    tops = controls.evaluate_all("cs => cs.map(c => Math.round(c.getBoundingClientRect().top))")
    assert max(tops) - min(tops) <= 2, f"the signals wrap into several rows: {tops}"
    row = page.get_by_test_id("signals").bounding_box()
    assert row is not None and row["x"] >= 0 and row["x"] + row["width"] <= width
    for card in page.locator(HAND).all():
        expect(card).to_be_in_viewport(ratio=1)  # the hand stays on the screen
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    bluff.select_option(sorted(falses)[0])  # a false signal is chosen in the menu…
    expect(bluff).to_have_value(sorted(falses)[0])
    expect(bluff).to_have_class("bluff chosen")
    page.wait_for_timeout(300)
    screenshot(page, f"signals-romana-{width}")


def _covered_share(cards: Locator) -> float:
    """The largest share of one card's area that another card of ``cards`` covers."""
    boxes = [box for box in (card.bounding_box() for card in cards.all()) if box is not None]
    worst = 0.0
    for i, a in enumerate(boxes):
        for j, b in enumerate(boxes):
            if i == j:
                continue
            w = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
            h = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
            if w > 0 and h > 0:
                worst = max(worst, w * h / (a["width"] * a["height"]))
    return worst


def _shows_itself(page: Page, card: Locator, fx: float, fy: float) -> bool:
    """Whether the point at (``fx``, ``fy``) of ``card``'s box hits the card itself."""
    return bool(
        card.evaluate(
            """(card, [fx, fy]) => {
                const box = card.getBoundingClientRect();
                const hit = card.getRootNode().elementFromPoint(
                    box.left + fx * box.width, box.top + fy * box.height);
                return hit !== null && hit.closest("[data-card]") === card;
            }""",
            [fx, fy],
        )
    )


def test_a_training_tables_open_hands_read_card_by_card_on_a_laptop(
    person: Callable[..., Page],
) -> None:
    page = person(width=1280)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.get_by_test_id("training").check()
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    page.wait_for_timeout(600)  # the cards played so far have landed
    for position in ("north", "west", "east"):
        cards = page.locator(f".seat.{position} .fan.open [data-card]")
        assert cards.count() >= 9
        share = _covered_share(cards)
        assert share <= 0.1, f"{position}: a card covers {share:.0%} of another"
        for card in cards.all():
            box = card.bounding_box()
            assert box is not None and box["width"] >= 38, f"{position}: too small to read"
            for fx, fy in ((0.12, 0.08), (0.5, 0.5), (0.88, 0.92)):  # index, pips, index
                assert _shows_itself(page, card, fx, fy), (
                    position,
                    card.get_attribute("data-card"),
                )
            expect(card).to_be_in_viewport(ratio=1)
    for card in page.locator(HAND).all():
        expect(card).to_be_in_viewport(ratio=1)
    assert page.evaluate("document.documentElement.scrollHeight") <= 800
    screenshot(page, "training-open-hands-1280")


def _to_the_trick_stop(page: Page) -> None:
    """Play the first card of a training table's hand and wait for the stop at the trick's end."""
    expect(page.locator(PLAYABLE).first).to_be_visible()
    page.locator(PLAYABLE).first.click(position={"x": 6, "y": 14})
    expect(page.get_by_test_id("continue")).to_be_visible()
    page.wait_for_timeout(500)  # the last card has landed


#: A reason as long as the computers' longest (a bubble at its widest and tallest).
LONG_REASON = (
    "Seven of Cups: a low Cups under my master; partner plays his best and my top card "
    "captures later, so I keep the Three for the fourth trick and signal with this one."
)


def _long_reasons(message: str | bytes) -> str | bytes:
    """A server message with every computer's reasons said at their longest."""
    if isinstance(message, bytes):
        return message
    state = json.loads(message)
    if state.get("type") != "state" or not state.get("reasons"):
        return message
    for reasons in state["reasons"]:  # (a code the catalogs lack: the text is shown)
        reasons["reasons"] = [{"code": "test.long"}]
        reasons["text"] = {"en": LONG_REASON, "it": LONG_REASON}
    return json.dumps(state)


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
def test_a_why_bubble_never_covers_the_card_it_explains_and_escape_closes_it(
    person: Callable[..., Page], width: int, height: int
) -> None:
    page = person(width=width)
    page.set_viewport_size({"width": width, "height": height})

    def relay(socket: WebSocketRoute) -> None:
        server = socket.connect_to_server()
        server.on_message(lambda message: socket.send(_long_reasons(message)))

    page.route_web_socket(re.compile(r"/ws\b"), relay)
    page.get_by_test_id("training").check()
    page.get_by_test_id("new-game").click()
    _to_the_trick_stop(page)
    opened = 0
    for position in ("west", "east", "north"):
        why = page.locator(f".seat.{position} [data-testid=why]")
        if not why.is_visible():
            continue
        seat = why.get_attribute("data-seat")
        why.click()
        bubble = page.locator(f"[data-testid=reasons][data-seat='{seat}']")
        expect(bubble).to_have_text(LONG_REASON)
        opened += 1
        played = page.locator(f"[data-testid=trick] .played[data-seat='{seat}']")
        assert not boxes_overlap(bubble.bounding_box(), played.bounding_box()), (
            f"{position}'s reasons cover its card"
        )
        for card in page.locator("[data-testid=trick] .played").all():  # any card of the trick
            assert _shows_itself(page, card, 0.5, 0.5), (position, card.get_attribute("data-card"))
        screenshot(page, f"why-{position}-{width}")
        page.keyboard.press("Escape")
        expect(bubble).to_have_count(0)
    assert opened == 3, "every computer's card has its reasons"


def test_a_why_button_shows_only_where_it_opens_reasons(person: Callable[..., Page]) -> None:
    page = person(width=1280)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.get_by_test_id("training").check()
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    # during the trick nothing has reasons yet: no why? looks as if it could be pressed
    expect(page.locator("[data-testid=why]:visible")).to_have_count(0)
    page.locator(PLAYABLE).first.click(position={"x": 6, "y": 14})
    expect(page.get_by_test_id("continue")).to_be_visible()
    shown = page.locator("[data-testid=why]:visible")
    expect(shown).to_have_count(4)  # at the stop: every seat's card, yours too
    for index in range(shown.count()):
        why = shown.nth(index)
        expect(why).to_be_enabled()
        why.click()
        expect(
            page.locator(f"[data-testid=reasons][data-seat='{why.get_attribute('data-seat')}']")
        ).to_be_visible()
        page.keyboard.press("Escape")
        expect(page.get_by_test_id("reasons")).to_have_count(0)


@pytest.fixture(scope="module")
def accusa_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A `circolo serve` whose every table's first hand has an accusa; its base URL."""
    with serving(tmp_path_factory.mktemp("accusa-panels"), "127.0.0.1", ACCUSA_LAUNCHER) as url:
        yield url


def _on_top(panel: Locator) -> bool:
    """Whether the middle of ``panel`` and of its buttons are the panel's own (nothing over it)."""
    return bool(
        panel.evaluate(
            """panel => [panel, ...panel.querySelectorAll("button")].every(part => {
                const box = part.getBoundingClientRect();
                const hit = panel.getRootNode().elementFromPoint(
                    box.left + box.width / 2, box.top + box.height / 2);
                return hit !== null && panel.contains(hit);
            })"""
        )
    )


@pytest.mark.parametrize("width", [1280, 390])
def test_the_panel_just_opened_is_on_top_and_escape_closes_it(
    browser: Browser, accusa_server: str, width: int
) -> None:
    with people(browser, accusa_server) as person:
        page = person({"options": {"target": 101}}, width=width)
        page.set_viewport_size({"width": width, "height": 800 if width > 640 else 844})
        page.get_by_test_id("new-game").click()
        accuse, last = page.get_by_test_id("accuse-view"), page.get_by_test_id("last-trick")
        play_until([page], lambda: accuse.is_enabled() and last.is_enabled(), 60)
        accuse.click()
        accuse_panel, last_panel = (
            page.get_by_test_id("accuse-panel"),
            page.get_by_test_id("last-trick-panel"),
        )
        expect(accuse_panel).to_be_visible()
        last.click()  # the last trick over the accuse: it is the one seen, whole
        expect(last_panel).to_be_visible()
        assert _on_top(last_panel), "the last trick opens under the accuse view"
        expect(last).to_have_attribute("aria-pressed", "true")
        screenshot(page, f"last-trick-over-accuse-{width}")
        page.keyboard.press("Escape")
        expect(last_panel).to_have_count(0)
        expect(accuse_panel).to_have_count(0)
        page.keyboard.press("a")  # the accuse view by its key, closed by Escape
        expect(accuse_panel).to_be_visible()
        assert _on_top(accuse_panel)
        page.keyboard.press("Escape")
        expect(accuse_panel).to_have_count(0)
