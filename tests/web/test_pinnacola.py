"""Playing Pinnacola in a real browser: draw, meld when the hand allows, discard, by clicking."""

from __future__ import annotations

import functools
import json
import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, WebSocket, expect

from tests.web.conftest import screenshot

RANKS = "A23456789TJQK"
HAND = "[data-testid=hand] [data-card]"


def find_meld(hand: list[str]) -> list[str] | None:
    """Three natural cards of the hand that make a set or a run, or None."""
    naturals = [code for code in hand if code != "JK"]
    for rank in RANKS:
        suits = sorted({code[1] for code in naturals if code[0] == rank})
        if len(suits) >= 3:
            return [rank + suit for suit in suits[:3]]
    for suit in "hdcs":
        held = {RANKS.index(code[0]) for code in naturals if code[1] == suit}
        for low in range(len(RANKS) - 2):
            if {low, low + 1, low + 2} <= held:
                return [RANKS[low + i] + suit for i in range(3)]
    return None


def click_cards(page: Page, codes: list[str]) -> None:
    """Select ``codes`` in the hand (one copy each)."""
    for code in codes:
        page.locator(f"[data-testid=hand] [data-card='{code}'][aria-pressed=false]").first.click()


def test_a_pinnacola_hand_is_played_by_clicking(person: Callable[..., Page]) -> None:
    page = person()
    sent: list[dict[str, Any]] = []  # what the browser sends, to see each step's shape
    page.on(
        "websocket",
        lambda socket: socket.on("framesent", lambda frame: sent.append(json.loads(frame))),
    )
    panel = page.get_by_test_id("pinnacola-panel")
    panel.locator("summary").click()
    panel.locator("[data-option=players]").select_option("2")
    panel.locator("[data-option=mode]").select_option("single")
    panel.get_by_test_id("new-pinnacola").click()
    expect(page.locator(HAND)).to_have_count(13)
    expect(page.get_by_test_id("pile").locator("[data-index]")).not_to_have_count(0)
    # The computer opposite is named by its place, its strength beside it in words.
    other = page.locator(".other[data-seat='1']")
    expect(other.get_by_test_id("seat-name")).to_have_text("North")
    expect(other.get_by_test_id("seat-strength")).to_have_text("Computer (medium)")
    expect(page.get_by_test_id("dealer")).to_have_count(1)
    screenshot(page, "pinnacola-table")
    melded = False
    turns = 0
    deadline = time.monotonic() + 200
    while not page.get_by_test_id("match-result").is_visible():
        assert time.monotonic() < deadline, "the hand did not end in time"
        draw = page.get_by_test_id("draw-stock")
        if draw.is_enabled():
            before = page.locator(HAND).count()
            draw.click()
            expect(page.locator(HAND)).to_have_count(before + 1)
            turns += 1
            if turns == 1:  # nothing chosen yet: the greyed-out actions say what they need
                expect(page.get_by_test_id("meld")).to_be_disabled()
                expect(page.get_by_test_id("meld")).to_have_attribute(
                    "title", re.compile("3 cards")
                )
                expect(page.get_by_test_id("action-hint")).to_contain_text("select 3 cards")
            hand = page.locator(HAND).evaluate_all("cards => cards.map(c => c.dataset.card)")
            meld = find_meld(hand) if not melded and len(hand) > 4 else None
            if meld:
                click_cards(page, meld)
                page.get_by_test_id("meld").click()
                expect(page.get_by_test_id("melds-us").locator("[data-meld]")).not_to_have_count(0)
                melded = True
                screenshot(page, "pinnacola-meld")
            playable = page.locator("[data-testid=hand] [data-playable=true]")
            expect(playable.first).to_be_visible()
            count = page.locator(HAND).count()
            playable.first.click()
            page.get_by_test_id("discard").click()
            expect(page.locator(HAND)).not_to_have_count(count)
            if turns == 2:
                screenshot(page, "pinnacola-after-discard")
            continue
        end = page.get_by_test_id("end-hand")
        if end.is_visible():
            end.click()
            continue
        time.sleep(0.05)
    result = page.get_by_test_id("match-result")
    expect(result.locator("[data-row=total]")).to_be_visible()
    screenshot(page, "pinnacola-result")
    assert turns >= 1
    steps = [message for message in sent if message["type"] == "step"]
    assert steps and all(set(m) == {"type", "id", "step", "turn"} for m in steps), steps
    assert {"draw": {"from": "stock"}} in [m["step"] for m in steps]  # the record's shape
    assert any("discard" in m["step"] for m in steps)
    assert not melded or any("meld" in m["step"] for m in steps)
    # the match is on the single-hand leaderboard (a win: the team's points; a loss: 0)
    page.goto("/#/stats")
    board = page.get_by_test_id("pinnacola-leaderboard")
    board.get_by_test_id("pinnacola-mode").select_option("single")
    expect(board.locator("tr.me")).to_have_count(1)
    screenshot(page, "pinnacola-leaderboard")


def table_of_four(person: Callable[..., Page], width: int, height: int) -> Page:
    """A new Pinnacola table of four opened from the lobby on a screen of that size."""
    page = person(width=width)
    page.set_viewport_size({"width": width, "height": height})
    panel = page.get_by_test_id("pinnacola-panel")
    panel.locator("summary").click()
    panel.locator("[data-option=players]").select_option("4")
    panel.get_by_test_id("new-pinnacola").click()
    expect(page.locator(HAND)).to_have_count(13)
    return page


def hand_rows(page: Page) -> list[int]:
    """How many of your cards each row of your hand holds, top row first."""
    boxes = [card.bounding_box() for card in page.locator(HAND).all()]
    rows: list[list[float]] = []  # each row's tops (a picked card stands 10px higher)
    for box in sorted((b for b in boxes if b), key=lambda b: b["y"]):
        if rows and box["y"] < rows[-1][0] + box["height"] / 2:
            rows[-1].append(box["y"])
        else:
            rows.append([box["y"]])
    assert sum(map(len, rows)) == len(boxes)
    return [len(row) for row in rows]


def test_a_pinnacola_table_of_four_fits_a_phone_side_by_side(person: Callable[..., Page]) -> None:
    page = table_of_four(person, 390, 844)
    tops = {
        round(box["y"]) for box in (o.bounding_box() for o in page.locator(".other").all()) if box
    }
    assert len(tops) == 1, f"the other players are not side by side: {tops}"
    ours = page.get_by_test_id("melds-us").bounding_box()
    theirs = page.get_by_test_id("melds-them").bounding_box()
    assert ours and theirs and abs(ours["y"] - theirs["y"]) < 2, "the melds are not side by side"
    for card in page.locator(HAND).all():  # every card's rank corner shows
        # (the opponents' melds may have pushed the hand below a phone's fold by now)
        card.scroll_into_view_if_needed()
        box = card.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
        code = card.get_attribute("data-card")
        shown = on_top_at(page, box["x"] + box["width"] * 0.1, box["y"] + box["height"] * 0.08)
        assert shown["card"] == code, f"{code}'s corner is covered by {shown['card']}"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert hand_rows(page) == [13], "a hand that fits one row wraps"
    screenshot(page, "pinnacola-phone")
    draw = page.get_by_test_id("draw-stock")
    expect(draw).to_be_enabled(timeout=30_000)
    draw.click()
    expect(page.locator(HAND)).to_have_count(14)
    assert hand_rows(page) == [14]
    page.locator(HAND).first.scroll_into_view_if_needed()
    # what the greyed-out actions need is read beside the prompt, with the cards on the screen
    expect(page.get_by_test_id("action-hint")).to_be_in_viewport(ratio=1)
    expect(page.get_by_test_id("prompt")).to_be_in_viewport(ratio=1)
    screenshot(page, "pinnacola-phone-hint")


@pytest.mark.parametrize(("width", "height"), [(1280, 600), (390, 640)])
def test_your_pinnacola_hand_and_its_buttons_stay_on_the_screen_when_the_table_is_long(
    person: Callable[..., Page], width: int, height: int
) -> None:
    page = table_of_four(person, width, height)
    # The melds scroll in their own box as they grow (tests/web/test_pinnacola_layout.py); the
    # table places itself with the dock on the screen (on a low phone the site's menu a scroll
    # away), and the dock stays there at the page's end.
    melds = page.locator(".melds")
    for page_end in (False, True):
        if page_end:
            page.evaluate("window.scrollTo(0, 10000)")
        for scrolled in (0, 10_000):  # the melds' box at its top and at its end
            melds.evaluate(f"box => box.scrollTo(0, {scrolled})")
            for card in page.locator(HAND).all():
                expect(card).to_be_in_viewport(ratio=1)
            for button in ("meld", "discard"):
                expect(page.get_by_test_id(button)).to_be_in_viewport(ratio=1)
            expect(page.get_by_test_id("prompt")).to_be_in_viewport()
    screenshot(page, f"pinnacola-docked-hand-{width}")


def test_on_a_short_phone_the_other_players_card_counts_show_above_your_docked_hand(
    person: Callable[..., Page],
) -> None:
    page = table_of_four(person, 390, 640)
    counts = page.get_by_test_id("cards-left")
    expect(counts).to_have_count(3)
    deadline = time.monotonic() + 5  # the page settles as the first updates come
    while hidden := counts_not_on_top(page, 640):
        assert time.monotonic() < deadline, f"under something else: {hidden}"
        page.wait_for_timeout(100)
    expect(page.get_by_test_id("score")).to_be_in_viewport(ratio=1)
    for card in page.locator(HAND).all():  # and the hand stays whole on the screen
        expect(card).to_be_in_viewport(ratio=1)
    screenshot(page, "pinnacola-short-phone")


def test_how_many_play_is_chosen_in_the_lobby_without_unfolding_the_options(
    person: Callable[..., Page],
) -> None:
    page = person(width=390)
    for game, seats in (("pinnacola", 3), ("briscola", 3)):
        panel = page.get_by_test_id(f"{game}-panel")
        players = panel.locator("[data-option=players]")
        expect(players).to_be_visible()  # the options are still folded
        players.select_option("4")
        expect(panel.locator("[data-seat-choice]")).to_have_count(seats)
        expect(panel.get_by_test_id("panel-options")).to_contain_text("4")
        players.select_option("2")
        expect(panel.locator("[data-seat-choice]")).to_have_count(1)


def test_the_house_rules_are_chosen_in_the_lobby_and_reach_the_table(
    person: Callable[..., Page],
) -> None:
    for width in (1280, 390):
        page = person(width=width)
        received: list[dict[str, Any]] = []
        page.on("websocket", functools.partial(_keep_frames, seen=received))
        panel = page.get_by_test_id("pinnacola-panel")
        panel.locator("summary").click()
        panel.locator("[data-option=chiusura_in_mano]").check()
        panel.locator("[data-option=first_meld_minimum]").fill("40")
        panel.locator("[data-option=first_meld_minimum]").dispatch_event("change")
        expect(panel.locator("[data-option=no_close_first_round]")).not_to_be_checked()
        screenshot(page, f"pinnacola-house-rules-{width}")
        panel.get_by_test_id("new-pinnacola").click()
        expect(page.locator(HAND)).not_to_have_count(0)
        states = [m for m in received if m.get("type") == "state" and m.get("view")]
        options = states[-1]["view"]["options"]
        assert options["chiusura_in_mano"] is True and options["first_meld_minimum"] == 40
        assert options["open_before_pile"] is False


def _keep_frames(socket: WebSocket, seen: list[dict[str, Any]]) -> None:
    """Keep every message the page receives on ``socket``."""
    socket.on("framereceived", lambda frame: seen.append(json.loads(frame)))


def test_the_expert_is_offered_in_the_lobby_and_sits_at_the_table(
    person: Callable[..., Page],
) -> None:
    page = person()
    panel = page.get_by_test_id("pinnacola-panel")
    panel.locator("[data-option=players]").select_option("2")
    seat = panel.locator("[data-seat-choice]")
    expect(seat.locator("option[value='ai:expert']")).to_have_text("Computer (expert)")
    seat.select_option("ai:expert")
    panel.locator("summary").click()
    panel.locator("[data-option=mode]").select_option("single")
    panel.get_by_test_id("new-pinnacola").click()
    expect(page.locator(HAND)).to_have_count(13)
    other = page.locator(".other[data-seat='1']")
    expect(other.get_by_test_id("seat-strength")).to_have_text("Computer (expert)")


def counts_not_on_top(page: Page, height: int) -> list[str]:
    """The seats whose card count is off the screen or under something else (the dock)."""
    hidden = []
    for count in page.get_by_test_id("cards-left").all():
        box = count.bounding_box()
        seat = f"seat {count.get_attribute('data-seat')}"
        if box is None or box["y"] < 0 or box["y"] + box["height"] > height:
            hidden.append(f"{seat}: off the screen")
            continue
        on_top = on_top_at(page, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        if on_top["testid"] != "cards-left":
            hidden.append(f"{seat}: {on_top['testid'] or on_top['class']}")
    return hidden


def on_top_at(page: Page, x: float, y: float) -> dict[str, str | None]:
    """What the Pinnacola table shows on top at the point (x, y) of the screen: the hand or
    meld card it belongs to (``card``), its test id and its class."""
    found: dict[str, str | None] = page.evaluate(
        """([x, y]) => {
            const root = document.querySelector("circolo-app").shadowRoot
                .querySelector("pinnacola-view").shadowRoot;
            const element = root.elementFromPoint(x, y);
            return {
                card: element?.closest("[data-card]")?.dataset.card ?? null,
                testid: element?.dataset.testid ?? null,
                class: element?.className ?? null,
            };
        }""",
        [x, y],
    )
    return found
