"""Watching a table from a second browser: found in the lobby, followed to the end, and never
sent a hand (every WebSocket message the spectator receives is checked)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot
from tests.web.test_browser import step

#: Fields that carry a seat's cards in a snapshot, which a spectator must never be sent.
HAND_FIELDS = ("hands", "all_hands", "all_accuse")


def _spectator_faults(message: dict[str, Any]) -> list[str]:
    """What a message to a spectator shows that it may not: a hand, a legal card, a reason."""
    if message.get("type") != "state":
        return []
    faults = [] if message.get("watching") is True else ["a state not marked watching"]
    view = message.get("view") or {}
    if view.get("hand"):
        faults.append(f"a hand: {view['hand']}")
    if view.get("legal"):
        faults.append(f"legal cards: {view['legal']}")
    faults += [f"the field {name}" for name in HAND_FIELDS if view.get(name)]
    if message.get("reasons") or message.get("pin_reasons"):
        faults.append("the players' reasons")
    return faults


@pytest.mark.parametrize("width", [1280, 390])
def test_a_second_browser_watches_a_table_to_its_end_and_is_never_sent_a_hand(
    person: Callable[..., Page], width: int
) -> None:
    player = person({"options": {"target": 1}, "nickname": "Anna"})
    player.get_by_test_id("new-game").click()
    expect(player.locator("[data-testid=hand] [data-card]")).to_have_count(10)

    watcher = person({"nickname": "Bruno"}, width=width)
    received: list[dict[str, Any]] = []
    watcher.on(
        "websocket",
        lambda socket: socket.on("framereceived", lambda frame: received.append(json.loads(frame))),
    )
    watcher.reload()  # the lobby lists the tables in play when it opens
    row = watcher.get_by_test_id("watch-tables").locator("li").first
    expect(row).to_contain_text("Anna")
    row.get_by_test_id("watch-table").click()
    expect(watcher.get_by_test_id("watching")).to_be_visible()
    expect(watcher.get_by_test_id("spectators")).to_have_text("one watching")
    expect(player.get_by_test_id("audience")).to_have_text("one watching")
    expect(watcher.locator("[data-testid=hand] [data-card]")).to_have_count(0)

    played = 0
    deadline = time.monotonic() + 150
    while not watcher.get_by_test_id("match-result").is_visible():
        assert time.monotonic() < deadline, "the match did not end in time for the spectator"
        if step(player) == "played":
            played += 1
            if played == 3:
                screenshot(watcher, f"spectator-{width}")
        else:
            time.sleep(0.05)
    assert played >= 10
    states = [m for m in received if m.get("type") == "state"]
    assert len(states) > 10
    faults = [fault for message in received for fault in _spectator_faults(message)]
    assert faults == []
    screenshot(watcher, f"spectator-end-{width}")


def _pinnacola_alone(page: Page, *, watchable: bool) -> None:
    """Start a single Pinnacola hand against the computer, open to spectators or not."""
    panel = page.get_by_test_id("pinnacola-panel")
    panel.locator("[data-option=players]").select_option("2")
    if not watchable:
        panel.get_by_test_id("table-spectators").uncheck()
    panel.get_by_test_id("new-pinnacola").click()
    expect(page.locator("[data-testid=hand] [data-card]").first).to_be_visible()


def test_a_table_its_creator_closed_to_spectators_is_not_offered_to_watch(
    person: Callable[..., Page],
) -> None:
    _pinnacola_alone(person({"nickname": "Carla"}), watchable=False)
    _pinnacola_alone(person({"nickname": "Elena"}), watchable=True)
    watcher = person({"nickname": "Dario"})
    listed = watcher.get_by_test_id("watch-tables").locator("li")
    expect(listed.filter(has_text="Elena")).to_have_count(1)
    expect(listed.filter(has_text="Carla")).to_have_count(0)


@pytest.mark.parametrize(("game", "width"), [("pinnacola", 390), ("briscola", 1280)])
def test_a_spectator_sees_a_card_game_from_the_first_chair_with_no_hand(
    person: Callable[..., Page], game: str, width: int
) -> None:
    player = person({"nickname": f"Gina {game}"})
    panel = player.get_by_test_id(f"{game}-panel")
    panel.locator("[data-option=players]").select_option("2")
    panel.get_by_test_id(f"new-{game}").click()
    expect(player.locator("[data-testid=hand] [data-card]").first).to_be_visible()
    watcher = person({"nickname": "Ivo", "lang": "it"}, width=width)
    row = watcher.get_by_test_id("watch-tables").locator(f"li[data-game={game}]", has_text="Gina")
    row.get_by_test_id("watch-table").click()
    toolbar = watcher.get_by_test_id("watching")
    expect(toolbar).to_contain_text("Gina")
    expect(toolbar).to_contain_text("Spettatore")
    expect(watcher.locator("[data-testid=hand] [data-card]")).to_have_count(0)
    if game == "pinnacola":
        expect(watcher.get_by_test_id("melds-us")).to_contain_text("Combinazioni di Sud")
    expect(watcher.get_by_test_id("ready")).to_have_count(0)
    watcher.wait_for_timeout(400)  # the cards' entrance is over
    screenshot(watcher, f"spectator-{game}-{width}")
