"""The lobby marks a waiting table whose match may move ratings (people in every seat of a
game with ratings): "rated" beside its name, at both sizes; a table with a computer seat is
not marked."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot


def _made(server: str, seats: list[str]) -> str:
    body = json.dumps({"game": "tressette", "seats": seats, "ai_delay_ms": 0}).encode()
    request = urllib.request.Request(
        f"{server}/api/tables", data=body, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        made: dict[str, Any] = json.load(answer)
    return str(made["id"])


@pytest.mark.parametrize("width", [1280, 390])
def test_the_lobby_marks_a_table_of_people_as_rated_and_not_one_with_the_computer(
    person: Callable[..., Page], server: str, width: int
) -> None:
    people = _made(server, ["human", "open", "open", "open"])
    computer = _made(server, ["human", "open", "ai:heuristic", "open"])
    page = person({"nickname": "Bruno"}, width=width)
    rated = page.locator(f"li[data-table='{people}']")
    expect(rated.get_by_test_id("table-rated")).to_have_text("rated")
    expect(
        page.locator(f"li[data-table='{computer}']").get_by_test_id("table-rated")
    ).to_have_count(0)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    rated.scroll_into_view_if_needed()
    screenshot(page, f"lobby-rated-table-{width}")
