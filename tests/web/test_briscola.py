"""Playing Briscola in a real browser: a whole hand by clicking, a table of four from the
lobby's form with a friend, and the exchange of the 7 of briscola."""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot

HAND = "[data-testid=hand] [data-card]"
PLAYABLE = "[data-testid=hand] [data-playable=true]"


def listen(page: Page) -> list[dict[str, Any]]:
    """Everything the page sends over its WebSockets, parsed."""
    sent: list[dict[str, Any]] = []
    page.on(
        "websocket",
        lambda socket: socket.on("framesent", lambda frame: sent.append(json.loads(frame))),
    )
    return sent


def briscola_panel(page: Page, **options: str) -> Any:
    """The lobby's Briscola panel with its options set (``players`` chosen, numbers typed)."""
    panel = page.get_by_test_id("briscola-panel")
    panel.locator("summary").click()
    for key, value in options.items():
        field = panel.locator(f"[data-option={key}]")
        if key == "players":
            field.select_option(value)
        else:
            field.fill(value)
            field.press("Tab")  # a number is taken when the field is left
    return panel


def play_on(page: Page, done: Callable[[], bool], seconds: float = 120) -> int:
    """Play the first card of the hand whenever it is our turn (and say ready after a hand
    that did not end the game: a 60-60 draw), until ``done``; the cards played."""
    played = 0
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the hand did not end in time"
        ready = page.get_by_test_id("ready")
        if ready.is_visible():  # it may go between two looks (everyone was ready)
            with contextlib.suppress(Exception):
                if ready.is_enabled(timeout=1_000):
                    ready.click(timeout=2_000)
            continue
        cards = page.locator(PLAYABLE)
        if cards.count():
            try:
                cards.first.click(timeout=2_000)
                played += 1
            except Exception:  # the card left the hand while we clicked: the state moved on
                pass
        else:
            time.sleep(0.05)
    return played


def test_a_whole_briscola_hand_is_played_by_clicking(person: Callable[..., Page]) -> None:
    page = person()
    sent = listen(page)
    panel = briscola_panel(page, hands_to_win="1")
    panel.locator("[data-seat-choice='1']").select_option("ai:random")
    expect(panel.get_by_test_id("new-briscola")).to_have_text("New game")  # alone: it starts
    panel.get_by_test_id("new-briscola").click()
    expect(page.locator(HAND)).to_have_count(3)
    stock = page.get_by_test_id("stock")
    expect(stock).to_contain_text("Briscola:")
    briscola = page.get_by_test_id("briscola").get_attribute("data-card")
    assert briscola is not None and re.fullmatch(r"[A2-7FCR][dcsb]", briscola)
    expect(page.get_by_test_id("score")).to_contain_text("one hand")
    expect(page.locator(".seat.north [data-testid=cards-left]")).to_have_attribute(
        "data-count", re.compile("[23]")
    )
    expect(page.locator(PLAYABLE).first).to_be_visible()
    expect(page.get_by_test_id("stock-count")).to_have_text("34")  # 40 less 3 each
    page.get_by_test_id("points").click()
    expect(page.get_by_test_id("points-taken")).to_contain_text("points taken: You 0")
    screenshot(page, "briscola-table")
    card = page.locator(PLAYABLE).first.get_attribute("data-card")
    page.locator(PLAYABLE).first.click()
    expect(page.locator(f"[data-testid=hand] [data-card='{card}']")).to_have_count(0)
    # Our turn again: the trick shows our finished trick (we took it) or the computer's lead.
    expect(page.locator(PLAYABLE).first).to_be_visible()
    figures = page.get_by_test_id("trick").locator("figure")
    expect(figures).not_to_have_count(0)
    for figure in figures.all():  # each card says who played it
        mine = figure.get_attribute("data-seat") == "0"
        assert ("(you)" in figure.inner_text()) == mine
        assert mine or "North" in figure.inner_text()  # the computer across, by its place
    step = next(m for m in sent if m.get("type") == "step")
    assert step["step"] == {"card": card} and isinstance(step["turn"], int)
    result = page.get_by_test_id("match-result")
    play_on(page, result.is_visible)
    summary = result.get_by_test_id("hand-summary")
    expect(summary).to_contain_text("End of hand")
    cells = summary.locator("[data-row=points] td")
    ours, theirs = int(cells.nth(1).inner_text()), int(cells.nth(2).inner_text())
    assert ours + theirs == 120
    outcome = summary.get_attribute("data-outcome")
    assert outcome == ("won" if ours > 60 else "lost" if theirs > 60 else "draw")
    expect(result).to_contain_text(
        {"won": "You won", "lost": "won", "draw": "The match is over"}[outcome]
    )
    assert len([m for m in sent if m.get("type") == "step"]) >= 20  # 20 cards each
    screenshot(page, "briscola-result")
    before = page.url
    result.get_by_test_id("new-game").click()  # another game, the same options and players
    expect(page.locator(HAND)).to_have_count(3)
    assert page.url != before
    expect(page.get_by_test_id("score")).to_contain_text("one hand")


def test_a_four_player_briscola_table_is_made_in_the_lobby_and_a_friend_joins(
    person: Callable[..., Page],
) -> None:
    host = person({"nickname": "Anna"})
    panel = briscola_panel(host, players="4")
    seats = panel.locator("[data-seat-choice]")
    expect(seats).to_have_count(3)
    expect(panel).to_contain_text("Seat 3 (partner)")
    seats.nth(0).select_option("open")
    create = panel.get_by_test_id("new-briscola")
    expect(create).to_have_text("Create the table")
    expect(panel.get_by_test_id("table-training")).to_be_disabled()  # not with friends
    create.click()
    room = host.get_by_test_id("waiting-room")
    expect(room).to_contain_text("Briscola")
    table = host.url.rsplit("/", 1)[-1]
    listed = host.request.get(f"/api/tables/{table}").json()
    assert listed["game"] == "briscola" and listed["options"]["players"] == 4
    assert [seat["kind"] for seat in listed["seats"]] == ["human", "open", "ai", "ai"]

    guest = person({"nickname": "Bea"})
    row = guest.locator(f"[data-table='{table}']")
    expect(row).to_contain_text("Briscola")
    expect(row).to_contain_text("4 players, first to 4 hands")
    row.locator("[data-testid=join-table][data-seat='1']").click()
    expect(guest.get_by_test_id("waiting-room")).to_be_visible()
    expect(room).to_contain_text("Bea")
    host.get_by_test_id("start-table").click()
    for page in (host, guest):
        expect(page.locator(HAND)).to_have_count(3)
        expect(page.locator("[data-testid=cards-left]")).to_have_count(3)
        expect(page.get_by_test_id("score")).to_contain_text("first to 4 hands")
    # Bea sits on Anna's right (the next seat) and they are opponents; seat 2 is Anna's partner.
    expect(host.locator(".seat.east")).to_contain_text("Bea")
    expect(host.locator(".seat.north")).to_contain_text("partner")
    expect(guest.locator(".seat.west")).to_contain_text("Anna")
    # The seat to move plays a card and both see it in the trick, with who played it.
    deadline = time.monotonic() + 60
    while not host.get_by_test_id("trick").locator("[data-seat='0'], [data-seat='1']").count():
        assert time.monotonic() < deadline
        for page in (host, guest):
            if page.locator(PLAYABLE).count():
                page.locator(PLAYABLE).first.click()
                # the turn passes: no stale playable card is clicked again while the trick shows
                expect(page.locator(PLAYABLE)).to_have_count(0)
                break
        else:
            time.sleep(0.05)
    mine = host.get_by_test_id("trick").locator("[data-seat='0'], [data-seat='1']").first
    code = mine.get_attribute("data-card")
    expect(guest.get_by_test_id("trick").locator(f"[data-card='{code}']")).to_be_visible()
    screenshot(host, "briscola-four")


#: Tables made in the browser until one deals the 7 of briscola to seat 0 (about one in 13).
FIND_SEVEN = """async (tries) => {
  const post = (path, body) => fetch(path, { method: "POST",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
    .then((answer) => answer.json());
  for (let i = 0; i < tries; i++) {
    const created = await post("/api/tables", { game: "briscola", seats: ["human", "ai:random"],
      ai_delay_ms: 0, options: { hands_to_win: 1, swap_seven: true } });
    const token = created.tokens["0"];
    await post(`/api/tables/${created.id}/start`, { token });
    const view = await new Promise((resolve) => {
      const socket = new WebSocket(`ws://${location.host}/api/tables/${created.id}/ws?token=${token}`);
      socket.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.type === "state" && message.view) { socket.close(); resolve(message.view); }
      };
    });
    const seven = "7" + view.briscola.slice(-1);
    if (view.hand.includes(seven)) return { table: created.id, token, seven, faceUp: view.face_up };
  }
  return null;
}"""


def test_the_seven_of_briscola_is_exchanged_for_the_face_up_card(
    person: Callable[..., Page],
) -> None:
    page = person()
    found = page.evaluate(FIND_SEVEN, 150)
    assert found is not None, "no deal of 150 gave seat 0 the 7 of briscola"
    seat = {"table": found["table"], "token": found["token"], "seat": 0, "mode": "single",
            "variant": "classica", "game": "briscola", "creator": True,
            "created": datetime.now(UTC).isoformat()}  # fmt: skip
    page.evaluate(
        """(seat) => {
          const saved = JSON.parse(localStorage.getItem("circolo.v1"));
          saved.seats = [seat, ...(saved.seats ?? [])];
          localStorage.setItem("circolo.v1", JSON.stringify(saved));
        }""",
        seat,
    )
    sent = listen(page)
    page.goto(f"/#/table/{found['table']}")
    page.reload()  # the page reads the seat from the browser's memory as it opens
    swap = page.get_by_test_id("swap-seven")
    expect(swap).to_be_visible()  # on our first turn: the stock is full
    expect(swap).to_have_attribute("data-card", found["seven"])
    expect(page.get_by_test_id("briscola")).to_have_attribute("data-card", found["faceUp"])
    screenshot(page, "briscola-swap")
    swap.click()
    expect(page.get_by_test_id("briscola")).to_have_attribute("data-card", found["seven"])
    expect(page.locator(f"[data-testid=hand] [data-card='{found['faceUp']}']")).to_be_visible()
    expect(page.locator(f"[data-testid=hand] [data-card='{found['seven']}']")).to_have_count(0)
    expect(swap).to_be_hidden()  # once is all: the 7 is under the stock now
    step = next(m for m in sent if m.get("type") == "step")
    assert step["step"] == {"swap": found["seven"]} and isinstance(step["turn"], int)
    expect(page.locator(PLAYABLE)).to_have_count(3)  # then a card, as always
