"""Pinnacola's table on a desktop (1280x800) and a phone's touch screen (390x844): the panel
after a hand on top of everything with the focus on *Next hand*, the melds covered by nothing
(in rows, with a refusal, the joker's choice or the computers' reasons shown), the table as
wide as the phone, the joker's choice said in card names, and whole matches of two and four
finished by clicking only. Each rule is checked in the page: bounding boxes, what is on top
at a point (elementFromPoint), the page's width (scrollWidth), the focus, accessible names."""

from __future__ import annotations

import contextlib
import json
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, FloatRect, Locator, Page, expect

from tests.web.conftest import FAST, PEOPLE, boxes_overlap, screenshot, serving
from tests.web.serve_with_joker import joker_run
from tests.web.test_pinnacola import HAND, find_meld

DESKTOP = (1280, 800)
PHONE = (390, 844)
SIZES = [DESKTOP, PHONE]
SIZE_IDS = ["desktop", "phone"]
RANK_NAMES = "Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King"
SUIT_NAMES = "Hearts|Diamonds|Clubs|Spades"


@contextlib.contextmanager
def opened(
    browser: Browser, server: str, size: tuple[int, int], lang: str = "en"
) -> Iterator[Page]:
    """Circolo at ``server`` as a new person in a window of ``size`` (a phone's, with touch,
    under 640 pixels), in ``lang``."""
    width, height = size
    phone = width < 640
    context = browser.new_context(
        viewport={"width": width, "height": height}, base_url=server,
        has_touch=phone, is_mobile=phone,
    )  # fmt: skip
    remembered = {"settings": {**FAST, "lang": lang, "nickname": f"Pina {next(PEOPLE)}"}}
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


def new_table(page: Page, players: int, *, single: bool = False, training: bool = False) -> None:
    """A Pinnacola table of ``players`` against the computer, from the lobby's panel (a match
    to the lowest target, 1500, unless ``single``: one hand)."""
    panel = page.get_by_test_id("pinnacola-panel")
    panel.locator("summary").click()
    panel.locator("[data-option=players]").select_option(str(players))
    panel.locator("[data-option=mode]").select_option("single" if single else "points")
    if not single:
        panel.locator("[data-option=target]").select_option("1500")
    if training:
        panel.get_by_test_id("table-training").check()
    panel.get_by_test_id("new-pinnacola").click()
    expect(page.locator(HAND)).to_have_count(13)


def press(page: Page, target: Locator) -> None:
    """A click, or a tap on a touch screen."""
    if page.viewport_size and page.viewport_size["width"] < 640:
        target.tap()
    else:
        target.click()


def hand_of(page: Page) -> list[str]:
    cards: list[str] = page.locator(HAND).evaluate_all("cards => cards.map(c => c.dataset.card)")
    return cards


def pick(page: Page, codes: list[str]) -> None:
    """Select ``codes`` in the hand (one copy each), by pressing them."""
    for code in codes:
        card = page.locator(f"[data-testid=hand] [data-card='{code}'][aria-pressed=false]")
        press(page, card.first)


def draw(page: Page) -> None:
    """Draw from the stock (it is our turn)."""
    before = page.locator(HAND).count()
    press(page, page.get_by_test_id("draw-stock"))
    expect(page.locator(HAND)).to_have_count(before + 1)


def discard(page: Page) -> None:
    """Discard the first card that may be discarded, ending the turn."""
    playable = page.locator("[data-testid=hand] [data-playable=true]")
    expect(playable.first).to_be_visible()
    count = page.locator(HAND).count()
    press(page, playable.first)
    press(page, page.get_by_test_id("discard"))
    expect(page.locator(HAND)).not_to_have_count(count)


def play_turn(page: Page) -> bool:
    """Our turn, if it is one, by pressing only: draw from the stock, lay a set or a run the
    hand holds, discard. Whether a turn was played (or the hand closed on an empty stock)."""
    if page.get_by_test_id("draw-stock").is_enabled():
        draw(page)
        hand = hand_of(page)
        meld = find_meld(hand) if len(hand) > 4 else None
        if meld:
            pick(page, meld)
            press(page, page.get_by_test_id("meld"))
            expect(page.locator(HAND)).to_have_count(len(hand) - 3)
        discard(page)
        return True
    end = page.get_by_test_id("end-hand")
    if end.is_visible():
        press(page, end)
        return True
    return False


def is_on_top(target: Locator) -> bool:
    """Whether what the screen shows at the centre of ``target`` is it (or inside it): not
    covered by anything else (elementFromPoint in its shadow root)."""
    on_top: bool = target.evaluate(
        """(element) => {
            const box = element.getBoundingClientRect();
            const x = box.left + box.width / 2, y = box.top + box.height / 2;
            if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
            const hit = element.getRootNode().elementFromPoint(x, y);
            return hit === element || element.contains(hit);
        }"""
    )
    return on_top


def focused(page: Page) -> str | None:
    """The test id of the element that has the focus, through the shadow roots."""
    found: str | None = page.evaluate(
        """() => {
            let element = document.activeElement;
            while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
            return element?.dataset?.testid ?? null;
        }"""
    )
    return found


def page_width(page: Page) -> int:
    width: int = page.evaluate("document.documentElement.scrollWidth")
    return width


def dock_meets_melds(page: Page) -> bool:
    """Whether the dock (the stock, the pile, your hand and its buttons) and the box of the
    melds share any area, both measured at once (between two updates of the table)."""
    boxes: list[FloatRect] = page.evaluate(
        """() => {
            const root = document.querySelector("circolo-app").shadowRoot
                .querySelector("pinnacola-view").shadowRoot;
            return [".melds", ".dock"].map((selector) => {
                const box = root.querySelector(selector).getBoundingClientRect();
                return { x: box.x, y: box.y, width: box.width, height: box.height };
            });
        }"""
    )
    return boxes_overlap(*boxes)


def melds_uncovered(page: Page) -> list[str]:
    """What covers the melds, in words (nothing: []): the melds' box must not meet the dock,
    and each team's heading and each meld, scrolled into view, must be on top."""
    covered = []
    if dock_meets_melds(page):
        covered.append("the dock overlaps the melds' box")
    for team in ("us", "them"):
        heading = page.get_by_test_id(f"melds-{team}").locator("h2")
        heading.scroll_into_view_if_needed()
        if not is_on_top(heading):
            covered.append(f"the heading of melds-{team}")
    for meld in page.locator(".melds [data-meld]").all():
        meld.scroll_into_view_if_needed()
        if not is_on_top(meld):
            covered.append(f"meld {meld.get_attribute('data-meld')}")
    return covered


def meld_rows(page: Page, team: str) -> int:
    """How many rows a team's melds take."""
    melds = page.get_by_test_id(f"melds-{team}").locator("[data-meld]").all()
    tops = {round(box["y"]) for box in (meld.bounding_box() for meld in melds) if box}
    return len(tops)


def until(page: Page, done: str, seconds: float = 120) -> None:
    """Play our turns until the element with test id ``done`` shows."""
    deadline = time.monotonic() + seconds
    while not page.get_by_test_id(done).is_visible():
        assert time.monotonic() < deadline, f"{done} never showed"
        if not play_turn(page):
            page.wait_for_timeout(50)


# -- 1. the panel after a hand ---------------------------------------------------------------


def summary_on_top(page: Page, name: str) -> None:
    """The hand's summary is over everything, whole, with the focus on *Next hand*."""
    summary = page.get_by_test_id("hand-summary")
    expect(summary).to_be_in_viewport(ratio=1)
    ready = summary.get_by_test_id("ready")
    assert is_on_top(ready), "Next hand is under something else"
    assert is_on_top(summary.locator("[data-row=total]")), "the hand's totals are hidden"
    assert is_on_top(summary.locator("h2")), "the summary's heading is hidden"
    expect(ready).to_be_focused()
    assert focused(page) == "ready"
    screenshot(page, name)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_pinnacola_hand_summary_is_on_top_with_the_focus_on_next_hand(
    browser: Browser, server: str, players: int, size: tuple[int, int]
) -> None:
    with opened(browser, server, size) as page:
        new_table(page, players)
        until(page, "hand-summary")
        summary_on_top(page, f"pinnacola-summary-{players}-{size[0]}")
        assert page_width(page) <= size[0]
        page.keyboard.press("Enter")  # the keyboard reaches it at once: no Tab needed
        expect(page.get_by_test_id("hand-summary")).to_be_hidden()
        expect(page.locator(HAND)).to_have_count(13)  # the next hand is dealt


# -- 2. nothing covers the melds ---------------------------------------------------------------


def refused_meld(page: Page) -> None:
    """Lay three natural cards that make neither a set nor a run: the server refuses them."""
    naturals = [code for code in hand_of(page) if code != "JK"]
    first = naturals[0]
    other = next(c for c in naturals if c[0] != first[0] and c[1] != first[1])
    third = next(c for c in naturals if c not in (first, other))
    pick(page, [first, other, third])
    press(page, page.get_by_test_id("meld"))
    expect(page.get_by_test_id("illegal-move")).to_be_visible()


def test_melds_in_rows_and_a_refusal_leave_the_pinnacola_melds_uncovered(
    browser: Browser, server: str
) -> None:
    with opened(browser, server, DESKTOP) as page:
        new_table(page, 4)
        deadline = time.monotonic() + 120
        while True:  # the computers meld; checked on our turn, when the table waits for us
            assert time.monotonic() < deadline, "the melds never took three rows"
            if page.get_by_test_id("hand-summary").is_visible():
                press(page, page.get_by_test_id("ready"))
                expect(page.get_by_test_id("hand-summary")).to_be_hidden()
            elif page.get_by_test_id("draw-stock").is_enabled():
                if max(meld_rows(page, "us"), meld_rows(page, "them")) >= 3:
                    break
                play_turn(page)
            elif not play_turn(page):
                page.wait_for_timeout(50)
        assert melds_uncovered(page) == []
        screenshot(page, "pinnacola-melds-in-rows")
        draw(page)
        refused_meld(page)
        assert is_on_top(page.get_by_test_id("illegal-move"))
        assert melds_uncovered(page) == []
        expect(page.locator(HAND).first).to_be_in_viewport(ratio=1)
        expect(page.get_by_test_id("discard")).to_be_in_viewport(ratio=1)
        screenshot(page, "pinnacola-refusal")


def test_the_computers_reasons_leave_the_pinnacola_melds_uncovered(
    browser: Browser, server: str
) -> None:
    with opened(browser, server, DESKTOP) as page:
        new_table(page, 4, training=True)  # three computers' reasons, their hands open
        reasons = page.get_by_test_id("pin-reasons")
        deadline = time.monotonic() + 60
        while not reasons.is_visible():  # the computers have played a turn, with reasons
            assert time.monotonic() < deadline, "no reasons came"
            if not play_turn(page):
                page.wait_for_timeout(50)
        expect(page.get_by_test_id("draw-stock")).to_be_enabled(timeout=30_000)
        reasons.locator("summary").click()
        expect(reasons.get_by_test_id("reasons").first).to_be_visible()
        assert melds_uncovered(page) == []
        melds = page.locator(".melds").bounding_box()
        assert melds and melds["height"] >= 80, f"the melds are squeezed: {melds}"
        expect(page.get_by_test_id("draw-stock")).to_be_in_viewport(ratio=1)
        assert page_width(page) <= DESKTOP[0]
        screenshot(page, "pinnacola-reasons")


# -- 3 and 4. the joker's choice in card names, a phone's width ---------------------------------


@pytest.fixture(scope="module")
def joker_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server whose tables are dealt a hand with a joker run (tests/web/serve_with_joker.py)."""
    launcher = [sys.executable, str(Path(__file__).with_name("serve_with_joker.py"))]
    with serving(tmp_path_factory.mktemp("joker"), "127.0.0.1", launcher) as url:
        yield url


@pytest.mark.parametrize(
    ("size", "lang"), [(DESKTOP, "en"), (PHONE, "it")], ids=["desktop-en", "phone-it"]
)
def test_the_jokers_choice_names_the_cards_and_leaves_the_melds_uncovered(
    browser: Browser, joker_server: str, size: tuple[int, int], lang: str
) -> None:
    with opened(browser, joker_server, size, lang) as page:
        new_table(page, 2, single=True)
        expect(page.get_by_test_id("draw-stock")).to_be_enabled(timeout=30_000)
        draw(page)
        cards = joker_run(hand_of(page))
        assert cards, hand_of(page)
        pick(page, cards)
        press(page, page.get_by_test_id("meld"))
        choices = page.get_by_test_id("meld-choices").get_by_role("button")
        expect(choices).not_to_have_count(0)
        names = [choice.evaluate("b => b.textContent.trim()") for choice in choices.all()]
        if lang == "en":
            said = re.compile(rf"^Joker as ({RANK_NAMES}) of ({SUIT_NAMES})$")
        else:
            said = re.compile(r"^Jolly come \w+ di (cuori|quadri|fiori|picche)$")
        for choice, name in zip(choices.all(), names, strict=True):
            assert said.match(name), f"the choice reads {name!r}"
            expect(choice).to_have_accessible_name(name)
        assert len(set(names)) == len(names) > 1
        for choice in choices.all():
            assert is_on_top(choice)
        assert melds_uncovered(page) == []
        assert page_width(page) <= size[0]
        screenshot(page, f"pinnacola-joker-choice-{size[0]}")
        press(page, choices.first)
        laid = page.get_by_test_id("melds-us").locator("[data-meld]")
        expect(laid).to_have_count(1)
        expect(laid.locator(".stands")).to_have_count(1)  # the joker shows what it stands for


def cut_off(page: Page, width: int) -> list[str]:
    """What of the table a phone of ``width`` cuts off at a side (measured at once: the
    computers play on meanwhile)."""
    cut: list[str] = page.evaluate(
        """(width) => {
            const root = document.querySelector("circolo-app").shadowRoot
                .querySelector("pinnacola-view").shadowRoot;
            const targets = {
                "the prompt": "[data-testid=prompt]",
                "Discard": "[data-testid=discard]",
                "Their melds": "[data-testid=melds-them] h2",
                "Our melds": "[data-testid=melds-us] h2",
                "a card of your hand": "[data-testid=hand] [data-card]",
                "a card of an open hand": ".other [data-card]",
            };
            const cut = [];
            for (const [name, selector] of Object.entries(targets)) {
                const found = [...root.querySelectorAll(selector)];
                if (!found.length) cut.push(`${name}: missing`);
                for (const element of found) {
                    const box = element.getBoundingClientRect();
                    if (box.left < 0 || box.right > width + 0.5) cut.push(`${name} at ${box.left}`);
                }
            }
            return cut;
        }""",
        width,
    )
    return cut


@pytest.mark.parametrize("players", [2, 4])
def test_a_pinnacola_table_fits_a_phone_without_sideways_scroll(
    browser: Browser, server: str, players: int
) -> None:
    width = PHONE[0]
    with opened(browser, server, PHONE) as page:
        new_table(page, players, training=True)  # the computers' hands open
        expect(page.locator(".other [data-card]")).not_to_have_count(0)
        for turn in range(3):
            assert page_width(page) <= width, f"the page is {page_width(page)} px wide"
            assert cut_off(page, width) == []
            if turn == 0:
                screenshot(page, f"pinnacola-phone-training-{players}")
            expect(page.get_by_test_id("draw-stock")).to_be_enabled(timeout=30_000)
            play_turn(page)
        assert page_width(page) <= width


# -- a whole match, by clicking only -----------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_a_whole_pinnacola_match_is_finished_by_clicking_only(
    browser: Browser, server: str, players: int, size: tuple[int, int]
) -> None:
    width = size[0]
    with opened(browser, server, size) as page:
        new_table(page, players)
        hands = 0
        deadline = time.monotonic() + 400
        while not page.get_by_test_id("match-result").is_visible():
            assert time.monotonic() < deadline, f"the match did not end in time ({hands} hands)"
            if page.get_by_test_id("hand-summary").is_visible():
                hands += 1
                summary_on_top(page, f"pinnacola-match-{players}-{width}-hand-{hands}")
                press(page, page.get_by_test_id("ready"))
                expect(page.get_by_test_id("hand-summary")).to_be_hidden()
                continue
            if play_turn(page):
                assert page_width(page) <= width
                assert not dock_meets_melds(page)
            else:
                page.wait_for_timeout(50)
        result = page.get_by_test_id("match-result")
        expect(result.locator("[data-row=total]")).to_be_visible()
        assert is_on_top(result.get_by_test_id("to-lobby"))
        expect(result.get_by_test_id("to-lobby")).to_be_focused()
        assert hands >= 1
        screenshot(page, f"pinnacola-match-{players}-{width}-end")
        press(page, result.get_by_test_id("to-lobby"))
        page.get_by_test_id("lobby").wait_for()
