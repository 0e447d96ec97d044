"""Playing Scopa in a real browser: a whole game against the computer by clicking (a capture
chosen by clicking the card, then the table cards it takes; a single capture made at once) on
a desktop and on a phone's touch screen, the hand's count shown category by category; a
Scopone table of four; a training table with the computer's hand open and a stop after its
play."""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from tests.web.conftest import FAST, PEOPLE, boxes_overlap
from tests.web.conftest import screenshot as picture

HAND = "[data-testid=hand] [data-card]"
PLAYABLE = "[data-testid=hand] [data-playable=true]"
SIZES = [(1280, 800), (390, 844)]


@contextlib.contextmanager
def opened(browser: Browser, server: str, width: int, height: int) -> Iterator[Page]:
    """Circolo at ``server`` as a new person in a window of ``width`` x ``height`` (a phone's,
    with touch, under 640 pixels)."""
    phone = width < 640
    context = browser.new_context(
        viewport={"width": width, "height": height}, base_url=server,
        has_touch=phone, is_mobile=phone,
    )  # fmt: skip
    remembered = {"settings": {**FAST, "nickname": f"Sara {next(PEOPLE)}"}}
    context.add_init_script(
        f"if (!localStorage.getItem('circolo.v1')) "
        f"localStorage.setItem('circolo.v1', {json.dumps(json.dumps(remembered))});"
    )
    try:
        page = context.new_page()
        page.set_default_timeout(15_000)
        page.goto("/")
        page.get_by_test_id("lobby").wait_for()
        yield page
    finally:
        context.close()


class Socket:
    """What the page sends and the latest state it was sent, over its table's WebSocket."""

    def __init__(self, page: Page) -> None:
        self.sent: list[dict[str, Any]] = []
        self.state: dict[str, Any] | None = None
        page.on("websocket", self._watch)

    def _watch(self, socket: Any) -> None:
        socket.on("framesent", lambda frame: self.sent.append(json.loads(frame)))
        socket.on("framereceived", self._received)

    def _received(self, frame: str | bytes) -> None:
        message = json.loads(frame)
        if message.get("type") == "state":
            self.state = message

    def steps(self) -> list[dict[str, Any]]:
        return [message["step"] for message in self.sent if message.get("type") == "step"]


def press(page: Page, target: Locator) -> None:
    """A click, or a tap on a touch screen."""
    if page.viewport_size and page.viewport_size["width"] < 640:
        target.tap()
    else:
        target.click()


def scopa_panel(page: Page, variant: str = "classica", seats: int = 2) -> Locator:
    """The lobby's Scopa panel with ``variant`` chosen (a table of ``seats``) and the other
    seats given to ``random``."""
    panel = page.get_by_test_id("scopa-panel")
    expect(panel.get_by_test_id("panel-options")).to_be_visible()  # the game's info is read
    panel.get_by_test_id("variant").select_option(variant)
    choices = panel.locator("[data-seat-choice]")
    expect(choices).to_have_count(seats - 1)
    for choice in choices.all():
        choice.select_option("ai:random")
    return panel


def screenshot(page: Page, name: str) -> None:
    """A picture of the page once its cards have stopped moving (out/screenshots/NAME.png)."""
    page.wait_for_timeout(450)
    picture(page, name)


def no_sideways_scroll(page: Page) -> None:
    """The page is no wider than the window (nothing to scroll sideways)."""
    width = page.evaluate("document.documentElement.clientWidth")
    assert page.evaluate("document.documentElement.scrollWidth") <= width, (
        "the page scrolls sideways"
    )


def legal_by_card(state: dict[str, Any]) -> dict[str, list[list[str]]]:
    """Each card's captures in the state's legal steps."""
    found: dict[str, list[list[str]]] = {}
    for step in state["view"]["legal"]:
        found.setdefault(step["card"], []).append(step["take"])
    return found


def my_turn(page: Page, socket: Socket) -> dict[str, Any] | None:
    """The state when the hand shows our turn (its playable cards) and the socket agrees."""
    state = socket.state
    if not page.locator(PLAYABLE).count() or not state or not state.get("view"):
        return None
    view = state["view"]
    if state["phase"] != "play" or view["to_move"] != state["you"] or not view["legal"]:
        return None
    shown = sorted(page.locator(HAND).evaluate_all("(cards) => cards.map((c) => c.dataset.card)"))
    return state if shown == sorted(view["hand"]) else None


def choose_capture(page: Page, socket: Socket, card: str, takes: list[list[str]]) -> None:
    """Click ``card`` with several captures, check that only their cards are offered, then click
    the cards of the first capture until it is played (a card no other capture has plays it
    at once)."""
    press(page, page.locator(f"{HAND}[data-card='{card}']"))
    choice = page.get_by_test_id("capture-choice")
    expect(choice).to_be_visible()
    expect(choice.get_by_test_id("capture-option")).to_have_count(len(takes))
    offered = page.locator("[data-testid=table-cards] [data-offered=true]")
    expect(offered).to_have_count(len({code for take in takes for code in take}))
    assert {c.get_attribute("data-card") for c in offered.all()} == {c for t in takes for c in t}
    screenshot(page, f"scopa-choice-{page.viewport_size['width'] if page.viewport_size else 0}")
    before = len(socket.steps())
    for code in takes[0]:
        if len(socket.steps()) > before:
            break
        press(page, page.locator(f"[data-testid=table-cards] [data-card='{code}']"))
    step = step_sent(page, socket, before)
    assert step["card"] == card and sorted(step["take"]) == sorted(takes[0])


def step_sent(page: Page, socket: Socket, before: int) -> dict[str, Any]:
    """The first step the page sent after its first ``before`` (within five seconds)."""
    deadline = time.monotonic() + 5
    while len(socket.steps()) == before:
        assert time.monotonic() < deadline, "no step was sent"
        page.wait_for_timeout(20)  # the page's events come in meanwhile
    return socket.steps()[before]


def check_hand_summary(page: Page, width: int, seen: set[int], *, shoot: bool = True) -> None:
    """The hand's count category by category, the total their sum; a picture of the first."""
    summary = page.get_by_test_id("hand-summary")
    for row in ("carte", "denari", "settebello", "primiera", "scope", "total"):
        expect(summary.locator(f"[data-row={row}]")).to_have_count(1)
    points = [
        [int(text) for text in summary.locator(f"[data-row={row}] .point").all_inner_texts()]
        for row in ("carte", "denari", "settebello", "primiera", "scope")
    ]
    totals = [int(cell) for cell in summary.locator("[data-row=total] td").all_inner_texts()[1:]]
    assert totals == [sum(p[0] for p in points), sum(p[1] for p in points)]
    expect(summary.get_by_test_id("game-score")).to_be_visible()
    fits = "(s) => { const p = s.closest('.panel'); return p.scrollWidth <= p.clientWidth; }"
    assert summary.evaluate(fits), "the count is wider than its panel"
    hand = int(summary.get_attribute("data-hand") or 0)
    if shoot and hand not in seen:
        seen.add(hand)
        screenshot(page, f"scopa-hand-summary-{width}")


def play_game(page: Page, socket: Socket, width: int) -> dict[str, int]:
    """Play to the game's end: a card with several captures whenever one has them (chosen on the
    table), else a card with one capture (made at once), else the first card; counted."""
    done = {"chosen": 0, "at_once": 0, "laid": 0, "summaries": 0}
    result = page.get_by_test_id("match-result")
    deadline = time.monotonic() + 420
    summaries: set[int] = set()
    while not result.is_visible():
        assert time.monotonic() < deadline, "the game did not end in time"
        ready = page.get_by_test_id("ready")
        if ready.is_visible():
            check_hand_summary(page, width, summaries)  # the table waits for our Next hand
            press(page, ready)
            expect(ready).to_have_count(0)
            continue
        state = my_turn(page, socket)
        if state is None:
            page.wait_for_timeout(50)
            continue
        if width < 640 or done["at_once"] % 7 == 3:
            no_sideways_scroll(page)
        captures = legal_by_card(state)
        several = [card for card, takes in captures.items() if len(takes) > 1]
        single = [card for card, takes in captures.items() if len(takes) == 1 and takes[0]]
        before = len(socket.steps())
        try:
            if several:
                choose_capture(page, socket, several[0], captures[several[0]])
                done["chosen"] += 1
            else:
                card = single[0] if single else state["view"]["hand"][0]
                press(page, page.locator(f"{HAND}[data-card='{card}']"))
                # at once, no choice in between; and only that step
                assert step_sent(page, socket, before) == {"card": card, "take": captures[card][0]}
                page.wait_for_timeout(100)
                assert len(socket.steps()) == before + 1, "one tap played two cards"
                done["at_once" if single else "laid"] += 1
                if single and done["at_once"] == 1:
                    expect(page.get_by_test_id("last-play")).to_be_visible()
                    screenshot(page, f"scopa-table-{width}")
        except AssertionError:
            raise
        except Exception:  # the state moved on while we clicked: look again
            continue
    done["summaries"] = len(summaries)
    return done


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_whole_scopa_game_is_played_by_clicking_and_each_hand_counted(
    browser: Browser, server: str, width: int, height: int
) -> None:
    with opened(browser, server, width, height) as page:
        socket = Socket(page)
        panel = scopa_panel(page)
        expect(panel).to_contain_text("Scopa between two")  # the preset's own sentence
        expect(panel).to_contain_text("2 players, to 11")
        expect(panel.get_by_test_id("new-scopa")).to_have_text("New game")
        press(page, panel.get_by_test_id("new-scopa"))
        expect(page.locator(PLAYABLE)).to_have_count(3)  # our turn, first or after North's
        assert socket.state is not None
        view = socket.state["view"]
        table = page.get_by_test_id("table-cards").locator("[data-card]")
        assert table.evaluate_all("(cards) => cards.map((c) => c.dataset.card)") == view["table"]
        expect(page.get_by_test_id("stock")).to_have_attribute("data-count", "30")
        expect(page.get_by_test_id("score")).to_contain_text("to 11")
        for card in page.locator(HAND).all():  # your whole hand on the screen
            expect(card).to_be_in_viewport(ratio=1)
        no_sideways_scroll(page)
        screenshot(page, f"scopa-start-{width}")
        done = play_game(page, socket, width)
        result = page.get_by_test_id("match-result")
        for _ in range(3):  # a game seldom deals no card with two captures: then another
            if done["chosen"]:
                break
            press(page, result.get_by_test_id("new-game"))
            expect(result).to_have_count(0)
            more = play_game(page, socket, width)
            done = {key: done[key] + more[key] for key in done}
        assert done["chosen"] >= 1 and done["at_once"] >= 1 and done["summaries"] >= 1, done
        check_hand_summary(page, width, set(), shoot=False)  # the last hand's, under the verdict
        expect(result.get_by_test_id("review-match")).to_be_visible()
        no_sideways_scroll(page)
        screenshot(page, f"scopa-result-{width}")
        winner = socket.state["match"]["winner"] if socket.state else None
        expect(result.locator("h2")).to_have_text("You won!" if winner == 0 else "North won")
        # the game's replay, step by step: the deal, then each play with what it took
        press(page, result.get_by_test_id("review-match"))
        says = page.get_by_test_id("replay-says")
        expect(says).to_contain_text("turns up four on the table")
        page.get_by_test_id("replay-next").click()
        expect(says).to_contain_text(re.compile(r" (laid|played) the "))
        page.keyboard.press("End")
        expect(page.get_by_test_id("replay-score")).to_contain_text("Points of the hand")
        held = page.get_by_test_id("replay-held")
        expect(held).to_have_count(2)
        expect(held.locator("[data-card]")).to_have_count(0)  # every card played
        no_sideways_scroll(page)
        page.keyboard.press("Home")
        page.keyboard.press("ArrowRight")
        screenshot(page, f"scopa-replay-{width}")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_scopone_table_of_four_deals_ten_cards_to_each_of_four_seats(
    browser: Browser, server: str, width: int, height: int
) -> None:
    with opened(browser, server, width, height) as page:
        socket = Socket(page)
        panel = scopa_panel(page, "scopone", seats=4)
        expect(panel).to_contain_text("Scopone scientifico: four in two teams")
        press(page, panel.get_by_test_id("new-scopa"))
        expect(page.locator(PLAYABLE)).to_have_count(10)  # our turn: the computers before us played
        seats = page.locator(".felt .seat")
        expect(seats).to_have_count(4)
        positions = {seat.get_attribute("data-position") for seat in seats.all()}
        assert positions == {"south", "east", "north", "west"}
        expect(page.locator(".seat.north")).to_contain_text("partner")
        expect(page.get_by_test_id("stock")).to_have_count(0)  # Scopone deals every card
        assert socket.state is not None
        view = socket.state["view"]
        table = page.get_by_test_id("table-cards").locator("[data-card]")
        assert table.evaluate_all("(cards) => cards.map((c) => c.dataset.card)") == view["table"]
        held = [
            int(c.get_attribute("data-count") or 0) for c in page.get_by_test_id("cards-left").all()
        ]
        assert sum(held) == 30 - len(view["plays"]) and all(n in (9, 10) for n in held)
        for card in page.locator(HAND).all():
            expect(card).to_be_in_viewport(ratio=1)
        no_sideways_scroll(page)
        screenshot(page, f"scopa-scopone-{width}")
        press(page, page.locator(PLAYABLE).first)
        expect(page.locator(HAND)).to_have_count(9)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_training_table_opens_the_computers_hand_and_stops_after_its_play(
    browser: Browser, server: str, width: int, height: int
) -> None:
    with opened(browser, server, width, height) as page:
        panel = scopa_panel(page)
        panel.get_by_test_id("table-training").check()
        press(page, panel.get_by_test_id("new-scopa"))
        stop = page.get_by_test_id("trick-stop")
        suggest = page.get_by_test_id("suggest")
        expect(suggest.or_(stop)).to_be_visible(timeout=20_000)
        open_cards = page.locator("[data-testid=cards-left] [data-card]")  # North's, face up
        assert open_cards.count() == (2 if stop.is_visible() else 3)
        if stop.is_visible():  # the computer played first
            press(page, stop.get_by_test_id("continue"))
        press(page, suggest)
        suggestion = page.get_by_test_id("suggestion")
        expect(suggestion).to_be_visible()
        expect(suggestion.locator("b")).to_have_text(re.compile("^(Play|Lay) the "))
        expect(page.locator(f"{HAND}.suggested")).to_have_count(1)
        expect(suggestion).to_be_in_viewport(ratio=1)
        covered = page.locator(f"{HAND}, [data-testid=table-cards] [data-card]").all()
        for card in covered:  # over neither your cards nor the table's
            assert not boxes_overlap(suggestion.bounding_box(), card.bounding_box()), "covered"
        screenshot(page, f"scopa-training-suggest-{width}")
        press(page, suggestion.get_by_test_id("take-suggestion"))
        expect(stop).to_be_visible(timeout=20_000)  # the computer's play, and why
        reasons = stop.locator("[data-testid=reasons]").first
        if width < 640:
            expect(reasons).to_be_hidden()
            press(page, stop.get_by_test_id("stop-why"))
        expect(reasons).to_be_visible()
        expect(reasons).to_contain_text("North")
        go_on = stop.get_by_test_id("continue")
        expect(go_on).to_be_in_viewport(ratio=1)
        for card in page.locator(HAND).all():
            expect(card).to_be_in_viewport(ratio=1)
        no_sideways_scroll(page)
        screenshot(page, f"scopa-training-stop-{width}")
        press(page, go_on)
        expect(stop).to_have_count(0)


def test_a_spectator_watches_a_scopa_table_and_as_teacher_marks_the_learners_card(
    person: Callable[..., Page],
) -> None:
    learner = person({"nickname": "Anna"})
    panel = scopa_panel(learner)
    panel.get_by_test_id("table-training").check()
    panel.get_by_test_id("new-scopa").click()
    expect(learner.locator(HAND)).not_to_have_count(0)
    learner.get_by_test_id("invite-watch").locator("summary").click()
    link = learner.get_by_test_id("watch-link")
    expect(link).to_have_value(re.compile(r"#/watch/"))
    teacher = person({"nickname": "Marco"}, width=390)
    teacher.goto(link.input_value())
    expect(teacher.get_by_test_id("watching")).to_be_visible()
    expect(teacher.get_by_test_id("scopa-table")).to_be_visible()
    expect(teacher.locator(HAND)).to_have_count(0)  # from the first chair, with no hand
    expect(teacher.get_by_test_id("table-cards").locator("[data-card]")).not_to_have_count(0)
    teacher.get_by_test_id("ask-hand").locator("summary").click()
    teacher.get_by_test_id("ask-seat").click()
    learner.get_by_test_id("teacher-asks").get_by_test_id("allow-teacher").click()
    expect(teacher.get_by_test_id("teaching")).to_be_visible()
    cards = teacher.locator(HAND)
    expect(cards).not_to_have_count(0)
    shown = cards.evaluate_all("(cs) => cs.map((c) => c.dataset.card)")
    assert sorted(shown) == sorted(learner.locator(HAND).evaluate_all(
        "(cs) => cs.map((c) => c.dataset.card)"))  # fmt: skip
    teacher.locator(f"{HAND}[data-card='{shown[0]}']").click()
    marked = learner.locator(f"{HAND}[data-card='{shown[0]}']")
    expect(marked).to_have_class(re.compile(r"\bsuggested\b"))
    screenshot(teacher, "scopa-teacher-390")
