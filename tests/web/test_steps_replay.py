"""The replay viewer of Briscola and Pinnacola: a finished table's match stepped turn by turn
with the keyboard, every seat's cards shown as the record has them; a record file chosen on
the page opens the same way."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot
from tests.web.test_replay import _call

HELD = "[data-testid=replay-held]"
#: The dash between two scores, as the catalogs write it.
DASH = "\u2013"


def _finished(base: str, body: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A table of computers played to its end: its id and its record."""
    table = _call(base, "POST", "/api/tables", {**body, "ai_delay_ms": 0})["id"]
    deadline = time.monotonic() + 90
    while _call(base, "GET", f"/api/tables/{table}")["status"] != "finished":
        assert time.monotonic() < deadline, "the computers' match did not end"
        time.sleep(0.1)
    return table, _call(base, "GET", f"/api/tables/{table}/record")


def _held(page: Page) -> list[list[str]]:
    seats: list[list[str]] = page.locator(HELD).evaluate_all(
        "seats => seats.map(s => [...s.querySelectorAll('[data-card]')].map(c => c.dataset.card))"
    )
    return seats


@pytest.mark.parametrize("width", [1280, 390])
def test_a_briscola_match_is_stepped_play_by_play_with_every_hand_shown(
    person: Callable[..., Page], server: str, width: int
) -> None:
    body = {"game": "briscola", "seats": ["ai:random"] * 4,
            "options": {"players": 4, "hands_to_win": 1}}  # fmt: skip
    table, record = _finished(server, body)
    hand = record["hands"][0]
    page = person(width=width)
    page.goto(f"/#match={table}&game=1&hand=1&play=0")
    expect(page.get_by_test_id("replay-place")).to_contain_text("Hand 1 · step 0 of")
    assert [sorted(cards) for cards in _held(page)] == [sorted(c) for c in hand["deal"]]
    expect(page.get_by_test_id("replay-says")).to_contain_text("the briscola is")
    first = hand["plays"][0]
    page.keyboard.press("ArrowRight")
    expect(page.get_by_test_id("replay-place")).to_contain_text("step 1 of")
    key = "swap" if "swap" in first else "card"
    assert first[key] not in _held(page)[first["seat"]] or key == "swap"
    assert "play=1" in page.url  # the address follows the place
    page.keyboard.press("End")
    a, b = hand["result"]["points"]
    expect(page.get_by_test_id("replay-score")).to_have_text(  # whose points, by their places
        f"Points taken: South{DASH}North {a}, East{DASH}West {b}"
    )
    assert _held(page) == [[], [], [], []]
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    screenshot(page, f"replay-briscola-{width}")


def test_a_pinnacola_record_file_is_stepped_turn_by_turn(
    person: Callable[..., Page], server: str, tmp_path: Path
) -> None:
    body = {"game": "pinnacola", "seats": ["ai:medium"] * 2,
            "options": {"players": 2, "mode": "single"}}  # fmt: skip
    _, record = _finished(server, body)
    path = tmp_path / "pinnacola.jsonl"
    path.write_text(json.dumps(record) + "\n")
    page = person({"lang": "it"}, width=390)
    page.goto("/#/replay")
    page.get_by_test_id("replay-file").set_input_files(str(path))
    hand = record["hands"][0]
    expect(page.get_by_test_id("replay-says")).to_contain_text("il pozzo degli scarti si apre")
    assert [sorted(cards) for cards in _held(page)] == [sorted(c) for c in hand["deal"]]
    page.keyboard.press("ArrowRight")
    turn = hand["turns"][0]
    mover = ("Sud", "Nord")[turn["seat"]]  # the first seat is drawn at the bottom
    # the computer as Pinnacola's table names it, not by its name in the record ("medium")
    expect(page.get_by_test_id("replay-says")).to_contain_text(f"{mover} · Computer (medio):")
    if turn["discard"]:
        pile = page.get_by_test_id("replay-table").locator(".group").first.locator("[data-card]")
        expect(pile.last).to_have_attribute("data-card", turn["discard"])
    page.keyboard.press("End")
    total = hand["result"]["total"]
    expect(page.get_by_test_id("replay-score")).to_have_text(
        f"Punti della mano: Sud {total[0]}, Nord {total[1]}"
    )
    expect(page.get_by_test_id("replay-place")).to_contain_text(
        f"passo {len(hand['turns'])} di {len(hand['turns'])}"
    )
    page.keyboard.press("Home")
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    screenshot(page, "replay-pinnacola-390")
