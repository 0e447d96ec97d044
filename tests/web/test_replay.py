"""The replay viewer: a finished match stepped card by card with the keyboard, every figure
the same as `circolo analyze --json` gives for its record; a record file dropped on the page."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot

#: The replay's places of the seats, the first at the bottom.
PLACES = ("South", "East", "North", "West")


def _call(base: str, method: str, path: str, body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def _finished_match(base: str) -> tuple[str, dict[str, Any]]:
    """A match of four computers to 1 point, played to its end; its id and record."""
    body = {"game": "tressette", "variant": "classico", "seats": ["ai:random"] * 4,
            "ai_delay_ms": 0, "options": {"target": 1}}  # fmt: skip
    table = _call(base, "POST", "/api/tables", body)["id"]
    deadline = time.monotonic() + 60
    while _call(base, "GET", f"/api/tables/{table}")["status"] != "finished":
        assert time.monotonic() < deadline, "the computers' match did not end"
        time.sleep(0.1)
    return table, _call(base, "GET", f"/api/tables/{table}/record")


def _analyze(record: dict[str, Any], folder: Path) -> list[dict[str, Any]]:
    path = folder / "match.jsonl"
    path.write_text(json.dumps(record) + "\n")
    done = subprocess.run(
        [sys.executable, "-m", "circolo", "analyze", "--json", str(path)],
        capture_output=True, text=True, timeout=300, check=True,
    )  # fmt: skip
    return [json.loads(line) for line in done.stdout.splitlines()]


def _figures(text: str) -> tuple[int, ...]:
    """The solver's figures in the viewer's line about the card just played (English)."""
    gave = re.search(r"worth (\d+) thirds; best .* \((\d+)\): gave away (\d+|one third)$", text)
    if gave is not None:
        return tuple(1 if n == "one third" else int(n) for n in gave.groups())
    best = re.search(r"the best card \((\d+) thirds\)$", text)
    assert best is not None, text
    return (int(best.group(1)),)


def _expected_figures(play: dict[str, Any]) -> tuple[int, ...]:
    played, best = play["value_played"], play["value_best"]
    return (best,) if played == best else (played, best, best - played)


@pytest.mark.parametrize("width", [1280, 390])
def test_the_viewer_steps_through_a_whole_match_with_the_figures_of_circolo_analyze(
    person: Callable[..., Page], server: str, tmp_path: Path, width: int
) -> None:
    table, record = _finished_match(server)
    expected = _analyze(record, tmp_path)
    page = person(width=width)
    page.goto(f"/#match={table}&game=1&hand=1&play=0")
    # the solver values every card of the match: seconds a hand on this machine
    expect(page.get_by_test_id("replay-mistakes")).to_be_visible(timeout=120_000)
    worth = page.get_by_test_id("replay-worth").locator(".lost, .best")
    advice = page.get_by_test_id("replay-ai")
    for hand in expected:
        expect(page.get_by_test_id("replay-place")).to_contain_text(f"hand {hand['hand']}")
        expect(page.locator("tressette-replay [data-seat] [data-card]")).to_have_count(40)
        for number, play in enumerate(hand["plays"], start=1):
            page.keyboard.press("ArrowRight")
            expect(page.get_by_test_id("replay-place")).to_contain_text(f"card {number} of 40")
            shown = worth.inner_text()
            assert _figures(shown) == _expected_figures(play), (number, shown)
            ai = play["ai"]  # what the club player would have played there, and why, the
            # seats it names by their places ("partner (East)", never "partner (seat 1)")
            said = re.sub(r"[Ss]eat (\d)", lambda seat: PLACES[int(seat[1])], ai["text"]["en"])
            expect(advice).to_contain_text(said[:40])
            if number == 6 and hand is expected[0]:
                screenshot(page, f"replay-{width}")
        page.keyboard.press("ArrowRight")  # on to the next hand's deal
    link = page.url
    assert f"match={table}" in link and "game=1" in link


def test_a_record_file_chosen_on_the_page_is_replayed_with_its_analysis(
    person: Callable[..., Page], server: str, tmp_path: Path
) -> None:
    _, record = _finished_match(server)
    path = tmp_path / "match.jsonl"
    path.write_text(json.dumps(record) + "\n")
    page = person({"lang": "it"})
    page.goto("/#/replay")
    page.get_by_test_id("replay-file").set_input_files(str(path))
    expect(page.get_by_test_id("replay-mistakes")).to_be_visible(timeout=120_000)
    page.keyboard.press("End")
    expect(page.get_by_test_id("replay-place")).to_contain_text("carta 40 di 40")
    expect(page.get_by_test_id("replay-worth")).to_contain_text("terzi")
    screenshot(page, "replay-file-it")
