"""Playing Tressette in a real browser: a whole match, a refused card, training, four people."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot

PLAYABLE = "[data-testid=hand] [data-playable=true]"
HAND_CARDS = "[data-testid=hand] [data-card]"


def step(page: Page) -> str:
    """Do what the table asks of this person now: play a card, say ready, or continue."""
    if page.get_by_test_id("match-result").is_visible():
        return "over"
    for testid in ("ready", "continue"):
        button = page.get_by_test_id(testid)
        if button.is_visible():  # it may go between two looks (everyone was ready)
            try:
                if button.is_enabled(timeout=1_000):
                    button.click(timeout=2_000)
                    return testid
            except Exception:
                return "moved"
    cards = page.locator(PLAYABLE)
    if cards.count():
        before = page.locator("[data-testid=hand] [data-card]").count()
        try:
            # at its rank corner: on a phone the next card may cover its middle
            cards.first.click(timeout=2_000, position={"x": 6, "y": 14})
        except Exception:  # the card left the hand while we clicked: the state moved on
            return "moved"
        expect(page.locator("[data-testid=hand] [data-card]")).not_to_have_count(before)
        return "played"
    return "wait"


def play_until(pages: list[Page], done: Callable[[], bool], seconds: float = 240) -> None:
    """Every page plays its turns until ``done``."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the game did not get there in time"
        if all(step(page) == "wait" for page in pages):
            time.sleep(0.05)


def test_a_whole_single_player_match_is_played_to_its_end_by_clicking(
    person: Callable[..., Page],
) -> None:
    page = person()
    page.get_by_test_id("new-game").click()
    expect(page.get_by_test_id("hand").locator("[data-card]")).to_have_count(10)
    expect(page.get_by_test_id("score")).to_contain_text("Us")
    screenshot(page, "table-napoletane")
    page.get_by_test_id("deck").select_option("piacentine")  # the deck changes mid-game
    screenshot(page, "table-piacentine")
    saw_summary = False
    deadline = time.monotonic() + 240
    while not page.get_by_test_id("match-result").is_visible():
        assert time.monotonic() < deadline
        if page.get_by_test_id("hand-summary").is_visible() and not saw_summary:
            saw_summary = True
            screenshot(page, "hand-summary")
        if step(page) == "wait":
            time.sleep(0.05)
    result = page.get_by_test_id("match-result")
    expect(result).to_contain_text(re.compile("You won|The opponents won"))
    expect(result.get_by_test_id("hand-summary")).to_contain_text("Card points")
    screenshot(page, "match-result")


def _refused_card(page: Page) -> tuple[Any, str]:
    """Play until it is our turn with a card that may not be played (we must follow suit):
    that card, and its code."""
    refused = page.locator("[data-testid=hand] [data-playable=false]")
    deadline = time.monotonic() + 120
    while not (page.locator(PLAYABLE).count() and refused.count()):
        if time.monotonic() > deadline:
            screenshot(page, "no-refused-card")
            raise AssertionError("no turn with a card that may not be played")
        if step(page) == "wait":
            time.sleep(0.05)
    card = refused.first
    code = card.get_attribute("data-card")
    assert code is not None
    return card, code


def test_a_card_that_must_not_be_played_is_refused_in_a_players_words_on_an_italian_phone(
    person: Callable[..., Page],
) -> None:
    page = person({"lang": "it", "options": {"target": 31}}, width=390)
    page.get_by_test_id("new-game").click()
    card, code = _refused_card(page)
    card.hover()
    card.click()
    message = page.get_by_test_id("illegal-move")
    rank = {"A": "l'Asso", "R": "il Re", "C": "il Cavallo", "F": "il Fante", "7": "il Sette"}
    said = re.compile(
        r"^Devi rispondere a (denari|coppe|spade|bastoni): (il|l').* non si può giocare$"
    )
    expect(message).to_have_text(said)
    suit = {"d": "denari", "c": "coppe", "s": "spade", "b": "bastoni"}[code[1]]
    assert f"di {suit} non si può giocare" in message.inner_text()
    if code[0] in rank:
        assert rank[code[0]] in message.inner_text()
    expect(card).to_have_class(re.compile("refused"))
    page.wait_for_timeout(400)  # the halo's transition (0.15 s) has ended
    halo = card.evaluate("element => getComputedStyle(element).boxShadow")
    assert "0px 0px 0px 3px" in halo  # the red halo, under the mouse too
    screenshot(page, "illegal-move-phone-it")


#: Where a card is looked at, as fractions of its width and height: its top-left rank
#: corner, and (for a playable one) its middle and its bottom-right corner.
CORNER, MIDDLE, FAR_CORNER = (0.08, 0.06), (0.5, 0.5), (0.92, 0.94)


def _shown_at(page: Page, code: str, where: tuple[float, float]) -> str | None:
    """The hand's card shown at the point ``where`` of the hand's card ``code`` (its code),
    or None where no card of the hand is there (it is off the screen)."""
    shown = page.evaluate(
        """([code, fx, fy]) => {
            const root = document.querySelector("circolo-app").shadowRoot
                .querySelector("table-view").shadowRoot;
            const card = root.querySelector(`[data-testid=hand] [data-card="${code}"]`);
            const box = card.getBoundingClientRect();
            const [x, y] = [box.left + fx * box.width, box.top + fy * box.height];
            const hit = root.elementFromPoint(x, y)?.closest("[data-card]");
            return hit ? hit.getAttribute("data-card") : null;
        }""",
        [code, *where],
    )
    return shown if isinstance(shown, str) else None


@pytest.mark.parametrize("width", [1280, 390])
def test_playable_cards_lie_above_the_others_whole_and_every_rank_corner_shows(
    person: Callable[..., Page], width: int
) -> None:
    page = person({"options": {"target": 31}}, width=width)
    page.get_by_test_id("new-game").click()
    _refused_card(page)  # our turn, some cards playable and some not
    codes = [c.get_attribute("data-card") for c in page.locator(HAND_CARDS).all()]
    playable = {c.get_attribute("data-card") for c in page.locator(PLAYABLE).all()}
    for card in page.locator(HAND_CARDS).all():  # the whole hand on the screen
        box = card.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    for code in codes:
        assert code is not None and _shown_at(page, code, CORNER) == code, f"{code}'s corner"
    for code in playable:  # no greyed card lies on a playable one
        assert code is not None
        for where in (MIDDLE, FAR_CORNER):
            assert _shown_at(page, code, where) in playable, f"{code} is covered"
    screenshot(page, f"playable-cards-{width}")


def test_a_card_that_may_not_be_played_is_refused_with_a_sentence(
    person: Callable[..., Page],
) -> None:
    page = person({"options": {"target": 31}})
    page.get_by_test_id("new-game").click()
    card, code = _refused_card(page)
    card.click()
    message = page.get_by_test_id("illegal-move")
    expect(message).to_be_visible()
    expect(message).to_have_text(
        re.compile(r"^You must follow \w+: the .+ of \w+ cannot be played$")
    )
    expect(page.locator(f"[data-testid=hand] [data-card='{code}']")).to_have_class(
        re.compile("refused")
    )
    screenshot(page, "illegal-move")
    page.locator(PLAYABLE).first.click()  # a legal card is still taken
    expect(message).to_be_hidden()


@pytest.mark.parametrize("width", [1280, 390])
def test_each_computer_is_named_by_its_place_with_its_strength_in_words(
    person: Callable[..., Page], width: int
) -> None:
    page = person({"lang": "it"}, width=width)
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    for position, name in (("east", "Est"), ("north", "Nord"), ("west", "Ovest")):
        seat = page.locator(f".seat.{position}")
        expect(seat.get_by_test_id("seat-name")).to_have_text(name)
        expect(seat.get_by_test_id("seat-strength")).to_have_text("Computer (club)")
    screenshot(page, f"seat-names-{width}")


def test_training_stops_after_each_trick_explains_every_card_and_suggests(
    person: Callable[..., Page],
) -> None:
    page = person()
    page.get_by_test_id("training").check()
    page.get_by_test_id("new-game").click()
    expect(page.get_by_test_id("training-badge")).to_be_visible()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    # Every hand is face up at a training table (partner's: 10 cards, or 9 if it led).
    assert page.locator(".seat.north [data-card]").count() in (9, 10)
    page.get_by_test_id("suggest").click()
    suggestion = page.get_by_test_id("suggestion")
    expect(suggestion).to_contain_text("The computer would play")
    suggested = page.locator("[data-testid=hand] .suggested")
    expect(suggested).to_have_count(1)
    screenshot(page, "training-suggestion")
    suggested.click()
    expect(page.get_by_test_id("continue")).to_be_visible()  # the stop at the trick's end
    why = page.locator("[data-testid=why]:not([disabled])").first
    seat = why.get_attribute("data-seat")
    why.click()
    reasons = page.locator(f"[data-testid=reasons][data-seat='{seat}']")
    expect(reasons).to_be_visible()
    assert len(reasons.inner_text().strip()) > 10
    assert not re.search(r"\bseat \d", reasons.inner_text())  # seats named as on the table
    screenshot(page, "training-why")
    page.get_by_test_id("continue").click()
    expect(page.get_by_test_id("hand").locator("[data-card]")).to_have_count(9)


def test_four_people_play_one_table_and_one_who_closes_the_page_comes_back(
    person: Callable[..., Page],
) -> None:
    host = person({"nickname": "Anna", "options": {"target": 1}})
    seats = host.get_by_test_id("tressette-panel").locator("[data-seat-choice]")
    for index in range(3):  # a private server offers computers first: three friends instead
        seats.nth(index).select_option("open")
    host.get_by_test_id("new-tressette").click()
    expect(host.get_by_test_id("waiting-room")).to_be_visible()
    table = host.url.rsplit("/", 1)[-1]
    guests = []
    for seat, name in ((1, "Bea"), (2, "Carlo"), (3, "Dario")):
        guest = person({"nickname": name})
        row = guest.locator(f"[data-table='{table}']")
        row.locator(f"[data-testid=join-table][data-seat='{seat}']").click()
        expect(guest.get_by_test_id("waiting-room")).to_be_visible()
        guests.append(guest)
    expect(host.get_by_test_id("waiting-room")).to_contain_text("Dario")
    screenshot(host, "waiting-room")
    host.get_by_test_id("start-table").click()
    pages = [host, *guests]
    for page in pages:
        expect(page.get_by_test_id("hand").locator("[data-card]")).to_have_count(10)

    def hand_size(page: Page) -> int:
        return page.locator("[data-testid=hand] [data-card]").count()

    play_until(pages, lambda: hand_size(host) <= 8)
    # Carlo closes his page: the computer takes his seat at once and the game goes on.
    carlo = guests[1]
    context = carlo.context
    carlo.close()
    pages = [host, guests[0], guests[2]]
    expect(host.locator(".seat.north")).to_contain_text("computer plays")
    play_until(pages, lambda: hand_size(host) <= 6)
    # He comes back from the lobby in the same browser and takes his seat again.
    back = context.new_page()
    back.goto("/")
    back.get_by_test_id("my-table").click()
    expect(back.get_by_test_id("hand").locator("[data-card]")).not_to_have_count(0)
    expect(host.locator(".seat.north")).not_to_contain_text("computer plays")
    screenshot(back, "came-back")
    pages = [host, guests[0], back, guests[2]]
    play_until(pages, lambda: host.get_by_test_id("match-result").is_visible())
    for page in pages:
        expect(page.get_by_test_id("match-result")).to_be_visible()
