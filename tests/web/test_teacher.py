"""The teacher's seat in the browser: a spectator asks to see a player's hand, the player shows
it, the teacher sees exactly that hand (checked on every WebSocket message) and marks a card,
which the player sees marked; the player stops showing it and the teacher sees none again.
The learners play training tables: at a table that counts for the leaderboard nobody may see
a hand (tests/reliability/test_fair_play.py)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot
from tests.web.test_leaving import _table_with_a_friend

HAND = "[data-testid=hand] [data-card]"


def _cards(page: Page) -> list[str]:
    cards: list[str] = page.locator(HAND).evaluate_all("cs => cs.map(c => c.dataset.card)")
    return cards


def test_the_teacher_sees_exactly_the_learners_hand_and_the_learner_sees_the_suggestion(
    person: Callable[..., Page],
) -> None:
    learner = person({"options": {"target": 1}, "nickname": "Anna"})
    learner.get_by_test_id("training").check()
    learner.get_by_test_id("new-game").click()
    expect(learner.locator(HAND)).to_have_count(10)
    hand = _cards(learner)

    # Anna invites a friend to watch: the link she sends opens her table to watch
    learner.get_by_test_id("invite-watch").locator("summary").click()
    link = learner.get_by_test_id("watch-link")
    expect(link).to_have_value(re.compile(r"#/watch/"))
    address = link.input_value()
    teacher = person({"nickname": "Marco"}, width=390)
    received: list[dict[str, Any]] = []
    teacher.on(
        "websocket",
        lambda socket: socket.on("framereceived", lambda frame: received.append(json.loads(frame))),
    )
    teacher.goto(address)
    expect(teacher.get_by_test_id("watching")).to_be_visible()
    expect(teacher.locator(HAND)).to_have_count(0)
    teacher.get_by_test_id("ask-hand").locator("summary").click()
    teacher.get_by_test_id("ask-seat").click()  # Anna's is the one seat a person plays
    expect(teacher.get_by_test_id("asked")).to_contain_text("Asked")

    asks = learner.get_by_test_id("teacher-asks")
    expect(asks).to_contain_text(re.compile(r"Marco \d+ asks to see your hand"))
    screenshot(learner, "teacher-asks-1280")
    asks.get_by_test_id("allow-teacher").click()
    sees = re.compile(r"Marco \d+ sees your hand")
    expect(learner.get_by_test_id("my-teacher")).to_contain_text(sees)

    expect(teacher.get_by_test_id("teaching")).to_be_visible()
    expect(teacher.locator(HAND)).to_have_count(10)
    assert sorted(_cards(teacher)) == sorted(hand)
    suggested = hand[4]
    teacher.locator(f"{HAND}[data-card='{suggested}']").click(position={"x": 6, "y": 14})
    marked = learner.locator(f"{HAND}[data-card='{suggested}']")
    expect(marked).to_have_class(re.compile(r"\bsuggested\b"))
    expect(learner.get_by_test_id("teacher-hint")).to_contain_text("Marco")
    teacher.wait_for_timeout(300)
    screenshot(teacher, "teacher-390")
    screenshot(learner, "teacher-hint-1280")

    learner.get_by_test_id("stop-teacher").click()
    expect(teacher.locator(HAND)).to_have_count(0)
    expect(teacher.get_by_test_id("teaching")).to_have_count(0)

    # every snapshot the teacher was sent held Anna's hand (while shown) or none at all
    states = [m for m in received if m.get("type") == "state"]
    assert any(s["teaching"] == 0 for s in states)
    for state in states:
        shown = (state.get("view") or {}).get("hand") or []
        assert state["watching"] is True
        assert set(shown) <= set(hand), shown
        assert not shown or state["teaching"] == 0
        assert not any((state.get("view") or {}).get(f) for f in ("hands", "all_hands", "legal"))


def test_a_pinnacola_player_shows_the_hand_and_the_teachers_card_glows_in_it(
    person: Callable[..., Page],
) -> None:
    learner = person({"nickname": "Greta", "lang": "it"})
    panel = learner.get_by_test_id("pinnacola-panel")
    panel.locator("[data-option=players]").select_option("2")
    panel.get_by_test_id("table-training").check()
    panel.get_by_test_id("new-pinnacola").click()
    expect(learner.locator(HAND).first).to_be_visible()
    teacher = person({"nickname": "Ivo", "lang": "it"}, width=390)
    row = teacher.get_by_test_id("watch-tables").locator(
        "li[data-game=pinnacola]", has_text="Greta"
    )
    row.get_by_test_id("watch-table").click()
    teacher.get_by_test_id("ask-hand").locator("summary").click()
    teacher.get_by_test_id("ask-seat").click()
    learner.get_by_test_id("allow-teacher").click()
    expect(teacher.get_by_test_id("teaching")).to_contain_text("Vedi la mano di Greta")
    expect(teacher.locator(HAND)).to_have_count(learner.locator(HAND).count())
    assert sorted(_cards(teacher)) == sorted(_cards(learner))
    card = _cards(teacher)[2]
    teacher.locator(HAND).nth(2).click(position={"x": 6, "y": 14})
    expect(learner.locator(f"{HAND}[data-card='{card}'].suggested").first).to_be_visible()
    expect(teacher.locator(f"{HAND}.picked")).to_have_count(0)  # the teacher picks nothing
    teacher.wait_for_timeout(300)
    screenshot(teacher, "teacher-pinnacola-390")


@pytest.mark.parametrize("width", [1280, 390])
def test_a_spectator_is_offered_only_the_hands_of_the_seats_a_person_plays(
    person: Callable[..., Page], width: int
) -> None:
    host = person({"nickname": "Anna", "aiDelayMs": 400, "options": {"target": 31}})
    table = _table_with_a_friend(host)
    guest = person({"nickname": "Bea"})
    guest.locator(f"[data-table='{table}'] [data-testid=join-table][data-seat='1']").click()
    expect(host.get_by_test_id("waiting-room")).to_contain_text("Bea")
    host.get_by_test_id("start-table").click()
    expect(guest.locator(HAND)).to_have_count(10)
    watcher = person({"nickname": "Ugo"}, width=width)
    watcher.goto(f"/#/watch/{table}")
    expect(watcher.get_by_test_id("watching")).to_be_visible()
    menu = watcher.get_by_test_id("ask-hand")
    menu.locator("summary").click()
    expect(menu.get_by_test_id("ask-seat")).to_have_count(2)  # Anna's and Bea's
    menu.locator("summary").click()
    guest.once("dialog", lambda dialog: dialog.accept())
    guest.get_by_test_id("leave").click()  # Bea leaves: the computer plays her seat
    expect(guest.get_by_test_id("lobby")).to_be_visible()
    expect(watcher.locator(".seat.east")).to_contain_text("computer plays")
    menu.locator("summary").click()
    offered = menu.get_by_test_id("ask-seat")
    expect(offered).to_have_count(1)  # nobody is there to answer for Bea's seat
    expect(offered).to_have_attribute("data-seat", "0")
    expect(offered).to_have_accessible_name(re.compile(r"^Anna \d+'s hand$"))
    screenshot(watcher, f"ask-hand-after-leaving-{width}")
