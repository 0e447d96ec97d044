"""axe-core finds nothing to fault on any page of Circolo, at a laptop's size and a phone's: the
lobby, each game's table in play and at its hand summary, the replay, statistics, settings and
help (tests/web/axe.py runs axe in the page). Each game's table is opened once and walked on
from stage to stage (in play, at its hand summary …), each stage checked at both sizes; and
Pinnacola's melds and cards are named as what they are, which axe cannot tell."""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.web.axe import assert_no_violations
from tests.web.conftest import people, screenshot
from tests.web.test_briscola import briscola_panel
from tests.web.test_pinnacola import click_cards, find_meld
from tests.web.test_roman_match import ROMAN
from tests.web.test_scopa import scopa_panel
from tests.web.test_steps_replay import _finished

SIZES = [(1280, 800), (390, 844)]
HAND = "[data-testid=hand] [data-card]"
PLAYABLE = "[data-testid=hand] [data-playable=true]"


def _at_summary(page: Page) -> bool:
    """Whether the page shows a hand's summary (waiting for Next hand, or the match's end)."""
    return bool(
        page.get_by_test_id("ready").is_visible()
        or page.get_by_test_id("match-result").is_visible()
    )


def play_to_summary(page: Page, seconds: float = 150) -> None:
    """Play our turns (the first playable card, its first capture where the table asks) until
    a hand's summary shows, without pressing Next hand."""
    deadline = time.monotonic() + seconds
    while not _at_summary(page):
        assert time.monotonic() < deadline, "the hand did not end in time"
        with contextlib.suppress(Exception):  # the state may move on while we click
            choice = page.get_by_test_id("capture-option")
            if choice.count():
                choice.first.click(timeout=2_000)
                continue
            cards = page.locator(PLAYABLE)
            if cards.count():
                cards.first.click(timeout=2_000, position={"x": 6, "y": 14})
                continue
        time.sleep(0.05)


def play_pinnacola(page: Page, done: Callable[[], bool], seconds: float = 240) -> None:
    """Draw from the stock, lay the first meld the hand holds, discard the first card we may,
    turn after turn, until ``done``."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the hand did not get there in time"
        with contextlib.suppress(Exception):  # the state may move on while we click
            draw = page.get_by_test_id("draw-stock")
            if draw.is_enabled(timeout=500):
                held = page.locator(HAND).count() + 1
                draw.click(timeout=2_000)
                expect(page.locator(HAND)).to_have_count(held)
                codes = page.locator(HAND).evaluate_all("cards => cards.map(c => c.dataset.card)")
                meld = find_meld(codes) if held > 4 else None
                if meld:
                    click_cards(page, meld)
                    page.get_by_test_id("meld").click(timeout=2_000)
                    held -= len(meld)
                    expect(page.locator(HAND)).to_have_count(held)
                page.locator(PLAYABLE).first.click(timeout=2_000)
                page.get_by_test_id("discard").click(timeout=2_000)
                # (the computer's turn may be over at once: the stock is ours again)
                expect(page.locator(HAND)).to_have_count(held - 1)
                continue
            end = page.get_by_test_id("end-hand")
            if end.is_visible():
                end.click(timeout=2_000)
                continue
        time.sleep(0.05)


def tressette(page: Page) -> Iterator[str]:
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    yield "table"
    play_to_summary(page)
    yield "summary"
    page.goto("/#/")  # the lobby offers the game in play to resume
    expect(page.get_by_test_id("resume-game")).to_be_visible(timeout=15_000)
    yield "lobby"


def roman(page: Page) -> Iterator[str]:
    page.get_by_test_id("new-game").click()
    expect(page.locator(HAND)).to_have_count(10)
    play_to_summary(page)  # the first game, at Tressette, ends with its one hand
    yield "tressette-summary"
    page.get_by_test_id("ready").click()
    expect(page.get_by_test_id("within")).to_be_visible()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    yield "briscola-table"
    play_to_summary(page)
    yield "briscola-summary"


def briscola(page: Page) -> Iterator[str]:
    panel = briscola_panel(page, hands_to_win="1")  # its hand's summary ends the game
    panel.locator("[data-seat-choice='1']").select_option("ai:random")
    panel.get_by_test_id("new-briscola").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    yield "table"
    play_to_summary(page)
    yield "summary"
    page.goto("/#/stats")  # a finished match: the numbers, the chart, the last matches
    expect(page.get_by_test_id("stats-recent")).to_be_visible()
    yield "stats"


def scopa(page: Page) -> Iterator[str]:
    scopa_panel(page).get_by_test_id("new-scopa").click()
    expect(page.locator(PLAYABLE)).to_have_count(3)
    yield "table"
    play_to_summary(page, seconds=240)
    yield "summary"


def pinnacola(page: Page) -> Iterator[str]:
    panel = page.get_by_test_id("pinnacola-panel")
    panel.locator("summary").click()
    panel.locator("[data-option=players]").select_option("2")
    panel.locator("[data-option=mode]").select_option("single")
    panel.get_by_test_id("new-pinnacola").click()
    expect(page.locator(HAND)).to_have_count(13)
    yield "table"
    melds = page.locator("[data-meld]")
    play_pinnacola(page, lambda: melds.count() > 0 or _at_summary(page))
    yield "melds"
    play_pinnacola(page, lambda: _at_summary(page))
    yield "summary"


def waiting(page: Page) -> Iterator[str]:
    panel = page.get_by_test_id("tressette-panel")
    panel.locator("[data-seat-choice]").nth(0).select_option("open")
    panel.get_by_test_id("new-tressette").click()
    expect(page.get_by_test_id("waiting-room")).to_be_visible()
    yield "room"


#: Each game's way through its table: the stages it passes, in order.
GAMES: dict[str, tuple[Callable[[Page], Iterator[str]], dict[str, object]]] = {
    "tressette": (tressette, {"options": {"target": 31}}),  # the first hand never ends it
    "roman": (roman, {"variant": "romana", "options": ROMAN}),
    "briscola": (briscola, {}),
    "scopa": (scopa, {}),
    "pinnacola": (pinnacola, {}),
    "waiting": (waiting, {}),
}


@dataclass
class Walk:
    """A game's page and where it is on its way (each stage reached once, for every size)."""

    page: Page
    stages: Iterator[str]
    at: str = ""
    passed: list[str] = field(default_factory=list)

    def reach(self, stage: str) -> Page:
        while self.at != stage:
            assert stage not in self.passed, f"{stage} is behind this page already"
            reached = next(self.stages, None)
            assert reached is not None, f"{stage} was never reached"
            if self.at:
                self.passed.append(self.at)
            self.at = reached
        return self.page

    def past(self, stage: str) -> Page:
        """The page at ``stage`` or anywhere after it."""
        return self.page if stage in self.passed else self.reach(stage)


@pytest.fixture(scope="module")
def walks(browser: Browser, server: str) -> Iterator[Callable[[str], Walk]]:
    """Each game's page, opened once for the module and walked on from stage to stage."""
    opened: dict[str, Walk] = {}
    with people(browser, server) as open_as:

        def walk(game: str) -> Walk:
            if game not in opened:
                steps, settings = GAMES[game]
                page = open_as(settings)
                opened[game] = Walk(page, steps(page))
            return opened[game]

        yield walk


VIEWS = [
    "tressette:table", "tressette:summary", "tressette:lobby",
    "roman:tressette-summary", "roman:briscola-table", "roman:briscola-summary",
    "briscola:table", "briscola:summary", "briscola:stats",
    "scopa:table", "scopa:summary",
    "pinnacola:table", "pinnacola:melds", "pinnacola:summary",
    "waiting:room",
]  # fmt: skip


def _check(page: Page, name: str, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(400)  # the cards come to rest in the new layout
    screenshot(page, f"axe-{name}-{width}")
    assert_no_violations(page, f"{name} at {width}x{height}")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("view", "width", "height"), [(view, *size) for view in VIEWS for size in SIZES]
)
def test_axe_finds_no_violation_at_a_games_table(
    walks: Callable[[str], Walk], view: str, width: int, height: int
) -> None:
    game, stage = view.split(":")
    page = walks(game).reach(stage)
    _check(page, view.replace(":", "-"), width, height)


#: Whether the element's middle shows the element itself (or what it holds), looked for
#: through the shadow roots: nothing lies over it.
ON_TOP = """(element) => {
    const box = element.getBoundingClientRect();
    const x = box.x + box.width / 2, y = box.y + box.height / 2;
    let root = document, hit = null;
    for (;;) {
        const found = root.elementFromPoint(x, y);
        if (!found || found === hit) break;
        hit = found;
        if (!found.shadowRoot) break;
        root = found.shadowRoot;
    }
    return hit !== null && (hit === element || element.contains(hit));
}"""


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_pinnacola_hand_summary_lies_above_the_docked_hand(
    walks: Callable[[str], Walk], width: int, height: int
) -> None:
    page = walks("pinnacola").reach("summary")
    page.set_viewport_size({"width": width, "height": height})
    summary = page.get_by_test_id("match-result")
    expect(summary.locator("[data-row=total]")).to_be_visible()
    page.wait_for_timeout(400)
    shown = [summary.locator("[data-row=total]"), *summary.locator("a").all()]  # the lobby …
    assert len(shown) == 3
    for part in shown:
        assert part.evaluate(ON_TOP), f"the docked hand covers {part.inner_text()!r}"


#: A French card's name in English, as the Pinnacola table names it ("Three of Clubs").
FRENCH_CARD = (
    r"(Joker|(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King) of "
    r"(Hearts|Diamonds|Clubs|Spades))"
)


def test_pinnacola_names_each_meld_by_its_number_points_and_cards_in_french_suits(
    walks: Callable[[str], Walk],
) -> None:
    page = walks("pinnacola").past("melds")
    # each drawing is named as the French card it is: "3c" is the Three of Clubs here, never
    # the Three of Cups of an Italian deck (the title beside it says the same)
    named = page.locator("pinnacola-view [data-card][title]:has(> svg[role=img])")
    expect(named.first).to_be_attached()
    for card in named.all():
        drawn = card.locator(":scope > svg").get_attribute("aria-label")
        assert drawn == card.get_attribute("title"), drawn
    # a meld is named by its number, its points and every card ("Meld 1, 30 points: …")
    melds = page.locator("[data-meld]")
    if not melds.count():
        pytest.skip("nobody melded in this hand")
    for meld in melds.all():
        number = int(meld.get_attribute("data-meld") or 0) + 1
        expect(meld).to_have_accessible_name(
            re.compile(rf"^Meld {number}, \d+ points: {FRENCH_CARD}( stands for .+?)?"
                       rf"( {FRENCH_CARD}( stands for .+?)?){{2,}}$")
        )  # fmt: skip


#: Each page's address (the replays' filled in with finished tables) and what shows once drawn.
PAGES = {
    "lobby": ("/#/", "lobby"),
    "settings": ("/#/settings", "settings-page"),
    "help": ("/#/help", "help-page"),
    "stats": ("/#/stats", "stats-numbers"),
    "replay": ("/#match={tressette}&game=1&hand=1&play=3", "replay-place"),
    "steps-replay": ("/#match={briscola}&game=1&hand=1&play=3", "replay-says"),
    "replay-file": ("/#/replay", "replay-file"),
}


@pytest.fixture(scope="module")
def finished(server: str) -> dict[str, str]:
    """A Tressette match and a Briscola game of computers, played to their end: their ids."""
    tressette_body = {"game": "tressette", "variant": "classico", "seats": ["ai:random"] * 4,
                      "options": {"target": 1}}  # fmt: skip
    briscola_body = {"game": "briscola", "seats": ["ai:random"] * 2,
                     "options": {"players": 2, "hands_to_win": 1}}  # fmt: skip
    return {
        "tressette": _finished(server, tressette_body)[0],
        "briscola": _finished(server, briscola_body)[0],
    }


@pytest.mark.parametrize(("name", "width", "height"), [(n, *size) for n in PAGES for size in SIZES])
def test_axe_finds_no_violation_on_a_page(
    person: Callable[..., Page],
    walks: Callable[[str], Walk],
    finished: dict[str, str],
    name: str,
    width: int,
    height: int,
) -> None:
    if name == "lobby":  # a table waits for a friend: the lobby lists it to join
        walks("waiting").reach("room")
    page = person(width=width)
    address, drawn = PAGES[name]
    page.goto(address.format(**finished))
    expect(page.get_by_test_id(drawn).first).to_be_visible()
    _check(page, name, width, height)
