"""Leaving a table with friends: the seat can be taken back from the lobby while the match goes
on, and a match left to the computer counts as left in the statistics, never as won."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from http.client import HTTPConnection
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot

HAND = "[data-testid=hand] [data-card]"


def _table_with_a_friend(host: Page) -> str:
    """Anna's Tressette table: Bea's seat open on her right, two computers; its id."""
    panel = host.get_by_test_id("tressette-panel")
    seats = panel.locator("[data-seat-choice]")
    seats.nth(0).select_option("open")
    seats.nth(1).select_option("ai:heuristic")
    seats.nth(2).select_option("ai:heuristic")
    panel.get_by_test_id("new-tressette").click()
    expect(host.get_by_test_id("waiting-room")).to_be_visible()
    return host.url.rsplit("/", 1)[-1]


@pytest.mark.parametrize("width", [1280, 390])
def test_a_player_who_left_takes_the_seat_back_from_the_lobby(
    person: Callable[..., Page], width: int
) -> None:
    host = person({"nickname": "Anna", "aiDelayMs": 400, "options": {"target": 31}})
    table = _table_with_a_friend(host)
    guest = person({"nickname": "Bea"}, width=width)
    guest.locator(f"[data-table='{table}'] [data-testid=join-table][data-seat='1']").click()
    expect(host.get_by_test_id("waiting-room")).to_contain_text("Bea")
    host.get_by_test_id("start-table").click()
    expect(guest.locator(HAND)).to_have_count(10)

    said: list[str] = []

    def accept(dialog: Any) -> None:
        said.append(dialog.message)
        dialog.accept()

    guest.once("dialog", accept)
    guest.get_by_test_id("leave").click()
    expect(guest.get_by_test_id("lobby")).to_be_visible()
    assert "take your seat back" in said[0] and "counts as left" in said[0]
    mine = guest.get_by_test_id("my-table")
    expect(mine).to_have_attribute("data-left", "true")
    expect(mine).to_contain_text("the computer plays your seat")
    expect(host.locator(".seat.east")).to_contain_text("computer plays")
    screenshot(guest, f"lobby-seat-left-{width}")

    guest.get_by_test_id("take-back").click()
    expect(guest.locator(HAND).first).to_be_visible()
    expect(host.locator(".seat.east")).not_to_contain_text("computer plays")
    guest.goto("/")  # the lobby lists it again as a table she sits at
    expect(guest.get_by_test_id("my-table")).not_to_have_attribute("data-left", "true")
    expect(guest.get_by_test_id("take-back")).to_have_count(0)


def _browser_profile(page: Page) -> dict[str, str]:
    page.wait_for_function("() => JSON.parse(localStorage.getItem('circolo.v1') || '{}').profile")
    saved = json.loads(page.evaluate("localStorage.getItem('circolo.v1')"))
    profile: dict[str, str] = saved["profile"]
    return profile


def _join_from_another_device(page: Page, table: str, seat: int, name: str) -> str:
    """Take ``seat`` from another device of the local network (127.0.0.2): a match played
    from one address counts for nobody (server/fair_play.py). The seat's token."""
    server = urlsplit(page.url)
    connection = HTTPConnection(server.hostname or "127.0.0.1", server.port,
                                source_address=("127.0.0.2", 0))  # fmt: skip
    try:
        connection.request("POST", f"/api/tables/{table}/join",
                           json.dumps({"seat": seat, "name": name}),
                           {"Content-Type": "application/json"})  # fmt: skip
        answer = connection.getresponse()
        joined: dict[str, Any] = json.loads(answer.read())
        assert answer.status == 201, joined
        return str(joined["token"])
    finally:
        connection.close()


def _leave_a_match_to_the_computer(page: Page, profile: dict[str, str]) -> None:
    """A table of two people and two computers (the computer partner beside this browser's
    profile, Bea on another device); both people leave once it starts, and the computers
    finish the match."""
    api = page.request
    created = api.post("/api/tables", data={
        "seats": ["human", "ai:random", "ai:heuristic", "open"],
        "options": {"target": 1}, "ai_delay_ms": 0, "names": {"0": "Anna"},
        "profiles": {"0": {"id": profile["id"], "secret": profile["secret"]}},
    }).json()  # fmt: skip
    table, tokens = created["id"], created["tokens"]
    tokens["3"] = _join_from_another_device(page, table, 3, "Bea")
    assert api.post(f"/api/tables/{table}/start", data={"token": tokens["0"]}).ok
    for token in (tokens["0"], tokens["3"]):
        assert api.post(f"/api/tables/{table}/leave", data={"token": token}).ok
    deadline = time.monotonic() + 60
    while api.get(f"/api/tables/{table}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the computers did not finish the match"
        time.sleep(0.1)


@pytest.mark.parametrize("width", [1280, 390])
def test_a_match_left_to_the_computer_shows_as_left_with_the_partner_named_as_at_the_table(
    person: Callable[..., Page], width: int
) -> None:
    page = person({"nickname": "Anna"}, width=width)
    _leave_a_match_to_the_computer(page, _browser_profile(page))
    page.get_by_test_id("stats").click()
    numbers = page.get_by_test_id("stats-numbers")
    expect(page.get_by_test_id("stats-left-multi")).to_have_text("1")
    expect(numbers).to_contain_text("Left")
    row = numbers.locator("tr").nth(2)
    expect(row.locator("td").nth(2)).to_have_text("0")  # won: none, whoever took the match
    expect(page.get_by_test_id("stats-partner")).to_have_text("Computer (club)")
    legend = page.get_by_test_id("stats-legend")
    expect(legend).to_contain_text("left to the computer")
    for label in (legend, page.get_by_test_id("stats-chart").locator(".y-axis span").first):
        size = label.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
        assert size >= 12, f"a chart label of {size}px is too small to read"
    screenshot(page, f"stats-left-{width}")
