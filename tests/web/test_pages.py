"""The rest of the browser client: resume, keyboard, signals, language, settings, statistics."""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, Position, WebSocketRoute, expect

from tests.web.conftest import boxes_overlap, screenshot
from tests.web.test_browser import PLAYABLE, step

HAND = "[data-testid=hand] [data-card]"


TRESSETTE_STRENGTH = "4567FCRA23"  # weakest to strongest
#: Where a card of the hand is clicked: its rank corner, which the next card never covers
#: (on a phone the cards overlap, and a card's middle can lie under its neighbour).
CORNER_POINT: Position = {"x": 6, "y": 14}


def _strongest_playable(page: Page) -> str | None:
    """The playable card of our hand that takes tricks most often (a 3 before a 2 …)."""
    cards: list[str] = page.locator(PLAYABLE).evaluate_all("cs => cs.map(c => c.dataset.card)")
    if not cards:
        return None
    return max(cards, key=lambda card: TRESSETTE_STRENGTH.index(card[0]))


def wait_for_my_lead(page: Page) -> None:
    """Play along until it is our turn to lead a trick (the signal buttons show).

    A match can end before we ever lead (the opponents' cappotto wins the game at once):
    then another one is started from the match result.
    """
    deadline = time.monotonic() + 120
    while not page.locator("[data-signal]").count():
        assert time.monotonic() < deadline, "we never came to lead a trick"
        strongest = _strongest_playable(page)
        if strongest is not None:
            # the strongest card wins tricks, and the winner leads the next one; the card
            # may leave the hand while we click (the state moved on)
            with contextlib.suppress(Exception):
                card = page.locator(f"{PLAYABLE}[data-card='{strongest}']")
                card.click(timeout=2_000, position=CORNER_POINT)
            continue
        done = step(page)
        if done == "over":
            # (dispatched: the result panel may still be moving in under the pointer; and it
            # may be going already, the new game begun by the click of the round before)
            result = page.get_by_test_id("match-result")
            with contextlib.suppress(Exception):
                result.get_by_test_id("new-game").dispatch_event("click", timeout=3_000)
            expect(result).to_be_hidden()
        elif done == "wait":
            time.sleep(0.05)


def lead_with_signal(page: Page, selector: str = "[data-signal]") -> None:
    """Come to lead a trick and press a signal button (``selector``): the buttons can go again
    between being seen and being pressed (the turn moved on), and then we wait for the next
    lead."""
    deadline = time.monotonic() + 120
    while True:
        wait_for_my_lead(page)
        button = page.locator(selector).first
        with contextlib.suppress(Exception):
            button.click(timeout=3_000)
            expect(button).to_have_attribute("aria-pressed", "true", timeout=3_000)
            return
        assert time.monotonic() < deadline, "no signal could be pressed in time"


def stop_after_a_signalled_play(page: Page) -> None:
    """Relay the table's socket and stop passing the server's messages on once the state
    after our play with a signal has arrived: the trick then stays as it is on the screen
    (our card, its sticker, who plays next) however fast the computers play, so the
    opponents can play at once while we come to lead."""
    played_with_signal = False
    passed_after = 0

    def relay(socket: WebSocketRoute) -> None:
        server = socket.connect_to_server()

        def to_server(message: str | bytes) -> None:
            nonlocal played_with_signal
            sent = json.loads(message)
            if sent.get("type") == "step" and sent["step"].get("signals"):
                played_with_signal = True
            server.send(message)

        def to_page(message: str | bytes) -> None:
            nonlocal passed_after
            if played_with_signal:
                if passed_after and json.loads(message).get("type") == "state":
                    return  # held back: the next card of the trick never shows
                passed_after += json.loads(message).get("type") == "state"
            socket.send(message)

        socket.on_message(to_server)
        server.on_message(to_page)

    page.route_web_socket(re.compile(r"/ws\b"), relay)


def test_an_interrupted_single_player_game_is_resumed_where_it_was(
    person: Callable[..., Page],
) -> None:
    page = person({"options": {"target": 31}})
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    playable = page.locator(HAND).evaluate_all(
        "cards => cards.findIndex(c => c.dataset.playable === 'true')"
    )
    page.keyboard.press(str((playable + 1) % 10))  # keys 1…9, 0 play that card of the hand
    expect(page.locator(HAND)).to_have_count(9)
    expect(page.locator(PLAYABLE).first).to_be_visible()
    hand = page.locator(HAND).evaluate_all("cards => cards.map(c => c.dataset.card)")
    page.reload()  # the browser closes; the table waits for its only player
    page.get_by_test_id("back-to-lobby").click()
    page.get_by_test_id("resume-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    assert page.locator(HAND).evaluate_all("cards => cards.map(c => c.dataset.card)") == hand


def test_the_leader_signals_with_the_vocabularys_buttons(person: Callable[..., Page]) -> None:
    page = person({"options": {"target": 31, "signals": "bredese"}})
    stop_after_a_signalled_play(page)
    page.get_by_test_id("new-game").click()
    lead_with_signal(page, "[data-signal=busso]")
    busso = page.locator("[data-signal=busso]")
    expect(busso).to_contain_text("cioca")  # the dialect name of the vocabulary
    expect(busso).to_have_attribute("aria-pressed", "true")
    card = page.locator(PLAYABLE).first.get_attribute("data-card")
    page.locator(PLAYABLE).first.click()
    played = page.locator(f"[data-testid=trick] [data-card='{card}']")
    expect(played.locator(".signal-tag")).to_contain_text("cioca")
    screenshot(page, "signal")


@pytest.mark.parametrize("width", [1280, 390])
def test_your_played_card_and_its_signal_leave_the_turn_line_readable(
    person: Callable[..., Page], width: int
) -> None:
    page = person({"options": {"target": 31, "signals": "classico"}}, width=width)
    stop_after_a_signalled_play(page)
    page.get_by_test_id("new-game").click()
    lead_with_signal(page)
    card = page.locator(PLAYABLE).first.get_attribute("data-card")
    page.locator(PLAYABLE).first.click()
    played = page.locator(f"[data-testid=trick] [data-card='{card}']")
    hint = page.locator("[data-testid=trick] .turn-hint")
    expect(played.locator(".signal-tag")).to_be_visible()
    expect(hint).to_contain_text("to play")
    page.wait_for_timeout(600)  # the card and its sticker have come to rest
    assert not boxes_overlap(hint.bounding_box(), played.bounding_box())
    assert not boxes_overlap(hint.bounding_box(), played.locator(".signal-tag").bounding_box())
    screenshot(page, f"turn-line-{width}")


def test_language_settings_and_statistics_pages(person: Callable[..., Page]) -> None:
    page = person({"options": {"target": 1}})
    screenshot(page, "lobby")
    page.get_by_test_id("language").select_option("it")
    expect(page.get_by_test_id("tressette-panel")).to_contain_text("Nuova partita")
    page.get_by_test_id("new-game").click()
    deadline = time.monotonic() + 120
    while not page.get_by_test_id("match-result").is_visible():
        assert time.monotonic() < deadline
        if step(page) == "wait":
            time.sleep(0.05)
    expect(page.get_by_test_id("match-result")).to_contain_text(re.compile("vinto|avversari"))
    page.get_by_test_id("settings").click()
    nickname = page.get_by_test_id("nickname")
    nickname.fill("Zia Pina")
    nickname.press("Enter")
    expect(page.get_by_test_id("settings-page")).to_contain_text("Salvato")
    page.get_by_test_id("deck").select_option("piacentine")
    screenshot(page, "settings")
    page.get_by_test_id("stats").click()
    numbers = page.get_by_test_id("stats-numbers")
    expect(numbers).to_contain_text("Da solo")
    expect(numbers.locator("tr").nth(1)).to_contain_text("1")  # the match just played
    expect(page.get_by_test_id("stats-chart")).to_be_visible()
    # a match against the computer is in the statistics, not on the rated board, which says so
    board = page.get_by_test_id("tressette-leaderboard")
    expect(board.get_by_test_id("rating-note")).to_contain_text("partite tra persone")
    expect(board).not_to_contain_text("Zia Pina")
    screenshot(page, "statistics")


def test_the_table_fits_a_phone(person: Callable[..., Page]) -> None:
    page = person(width=390)
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    screenshot(page, "phone")
    last = page.locator(HAND).last.bounding_box()
    assert last is not None and last["x"] + last["width"] <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    deck = page.get_by_test_id("deck")  # the deck menu is at the phone's table too
    expect(deck).to_be_visible()
    before = page.locator(HAND).first.inner_html()
    deck.select_option("piacentine")
    _changes(page, HAND, before)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def _changes(page: Page, selector: str, before: str) -> None:
    """Wait until the first element of ``selector`` is drawn differently from ``before``."""
    deadline = time.monotonic() + 10
    while page.locator(selector).first.inner_html() == before:
        assert time.monotonic() < deadline, f"{selector} was not drawn again"
        time.sleep(0.05)


def test_a_language_or_deck_change_redraws_every_view_at_once(
    person: Callable[..., Page],
) -> None:
    page = person({"options": {"target": 31}})
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    score = page.get_by_test_id("score")
    expect(score).to_contain_text("Us")
    page.get_by_test_id("language").select_option("it")  # the page's menu, above the table
    expect(score).to_contain_text("Noi")
    expect(page.get_by_test_id("last-trick")).to_contain_text("Ultima presa")
    card = page.locator(HAND).first.inner_html()
    page.locator("[data-testid=deck]").select_option("piacentine")  # the table's own menu
    _changes(page, HAND, card)
    page.get_by_test_id("back-to-lobby").click()
    page.get_by_test_id("settings").click()
    deck = page.get_by_test_id("settings-page").get_by_test_id("deck")
    expect(deck).to_have_value("piacentine")  # the same setting, shown by another view
    preview = "[data-testid=settings-page] .preview-card"
    drawn = page.locator(preview).first.inner_html()
    deck.select_option("napoletane")
    _changes(page, preview, drawn)
    page.get_by_test_id("language").select_option("en")
    expect(page.get_by_test_id("settings-page")).to_contain_text("Settings")
    page.get_by_test_id("nav-lobby").click()
    panel = page.get_by_test_id("pinnacola-panel")
    panel.locator("summary").click()
    panel.locator("[data-option=players]").select_option("2")
    panel.get_by_test_id("new-pinnacola").click()
    draw = page.get_by_test_id("draw-stock")
    expect(draw).to_have_attribute("title", "Draw the top card of the stock")
    page.get_by_test_id("language").select_option("it")
    expect(draw).to_have_attribute("title", "Pesca la prima carta del tallone")
    screenshot(page, "language-switched")


def test_the_lobby_says_which_game_waits_with_its_score_and_asks_before_a_new_one(
    person: Callable[..., Page],
) -> None:
    page = person({"options": {"target": 31}})
    page.get_by_test_id("new-game").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    first_table = page.url
    back = page.get_by_test_id("back-to-lobby")
    label = back.locator(".long")  # what it does
    expect(label).to_have_text("To the lobby (the game waits for you)")
    expect(back.locator(".long")).to_be_visible()  # (a phone shows the short "Lobby")
    back.click()
    resume = page.get_by_test_id("resume-game")
    expect(resume).to_contain_text(re.compile(r"Resume: Tressette classico, \d+\u2013\d+"))
    page.get_by_test_id("new-game").click()  # one is unfinished: the lobby asks first
    confirm = page.get_by_test_id("confirm-new-game")
    expect(confirm).to_contain_text("You have an unfinished game (Tressette classico, ")
    screenshot(page, "lobby-confirm-new-game")
    confirm.get_by_test_id("keep-playing").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    assert page.url == first_table
    page.get_by_test_id("back-to-lobby").click()
    page.get_by_test_id("new-game").click()
    page.get_by_test_id("start-new-anyway").click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    assert page.url != first_table


def test_each_game_panel_says_its_tables_rules_in_words(person: Callable[..., Page]) -> None:
    page = person()
    panel = page.get_by_test_id("tressette-panel")
    rules = panel.get_by_test_id("panel-options")
    panel.get_by_test_id("variant").select_option("romana")
    expect(rules).to_contain_text("to 41, best of 3")
    assert "=" not in rules.inner_text()  # never target=41
    expect(page.get_by_test_id("briscola-panel").get_by_test_id("panel-options")).to_contain_text(
        "first to 4 hands"
    )
    expect(page.get_by_test_id("pinnacola-panel").get_by_test_id("panel-options")).to_contain_text(
        "1500"
    )


def test_the_turn_is_told_only_once_the_card_just_played_has_landed(
    person: Callable[..., Page],
) -> None:
    page = person({"options": {"target": 31}, "aiDelayMs": 900})
    page.get_by_test_id("new-game").click()
    trick = page.locator("[data-testid=trick] .played")
    hint = page.locator("[data-testid=trick] .turn-hint")
    deadline = time.monotonic() + 60
    while not (trick.count() and hint.count()):
        assert time.monotonic() < deadline
        if step(page) == "wait":
            time.sleep(0.05)
    before = trick.count()
    hint.evaluate("e => e.dataset.seen = 'yes'")
    while trick.count() == before:  # the next card (ours, or a computer's)
        assert time.monotonic() < deadline
        if step(page) == "wait":
            time.sleep(0.05)
    if hint.count():  # a new line for the new card, which fades in after the card's slide
        assert hint.get_attribute("data-seen") is None
        assert hint.evaluate("e => getComputedStyle(e).animationDelay") == "0.35s"
