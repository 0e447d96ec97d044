"""A rated leaderboard in the browser: each rating with the skill and its uncertainty.

Issue 54: the ratings are OpenSkill's Weng-Lin skill (play/ratings.py); the board ranks by
the rating (mu - 3 sigma) and shows beside it the skill as ``mu ± sigma``, and says what the
rating is and that a match with the computer is not rated. The server's database is filled
with ratings before it starts (a rated match takes four people: tests/reliability).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from circolo.storage.profiles import Profile, Rating
from circolo.storage.sql import SqlTableStore
from tests.web.conftest import people, screenshot, serving

#: The players on the Tressette board (classico): nickname, mu, sigma, rated matches. Bea's
#: skill is the highest but the least sure: Lucia is first.
PLAYERS = [
    ("Lucia", 31.2, 2.4, 12),
    ("Beppe Santangelo", 33.8, 4.1, 5),
    ("Gina", 25.0, 25 / 3, 1),
]
#: What each row shows: rank, player, rating (whole), skill ± uncertainty, matches.
ROWS = [
    ["1", "Lucia", "24", "31.2 ± 2.4", "12"],
    ["2", "Beppe Santangelo", "22", "33.8 ± 4.1", "5"],
    ["3", "Gina", "0", "25.0 ± 8.3", "1"],
]


async def _fill(database: Path) -> None:
    store = await SqlTableStore.open(f"sqlite:///{database}")  # opening it migrates it
    try:
        for number, (nickname, mu, sigma, games) in enumerate(PLAYERS):
            await store.create_profile(Profile(f"p{number}", "hash", nickname))
            rating = Rating(f"p{number}", "tressette", "classico", mu - 3 * sigma, games, mu, sigma)
            await store.set_rating(rating)
    finally:
        await store.close()


@pytest.fixture(scope="module")
def rated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server whose Tressette board holds :data:`PLAYERS`; its base URL."""
    folder = tmp_path_factory.mktemp("rated")
    with ThreadPoolExecutor(1) as thread:  # Playwright's loop runs in this one
        thread.submit(lambda: asyncio.run(_fill(folder / "circolo.db"))).result()
    with serving(folder, "127.0.0.1") as url:
        yield url


@pytest.fixture
def visitor(browser: Browser, rated: str) -> Iterator[Callable[..., Page]]:
    with people(browser, rated) as open_as:
        yield open_as


@pytest.mark.parametrize("width", [1280, 390])
def test_the_rated_board_shows_each_rating_with_the_skill_and_its_uncertainty(
    visitor: Callable[..., Page], width: int
) -> None:
    page = visitor(width=width)
    page.get_by_test_id("stats").click()
    board = page.get_by_test_id("tressette-leaderboard")
    table = board.locator("table.board")
    expect(table).to_be_visible()
    headings = table.locator("tr").first.locator("th").all_inner_texts()
    assert headings == ["#", "Player", "Rating", "Skill", "Matches"]
    rows = [row.locator("td").all_inner_texts() for row in table.locator("tr").all()[1:]]
    assert rows == ROWS
    # each skill cell names both numbers for a screen reader
    skill = table.locator("tr").nth(1).locator("td").nth(3)
    assert skill.get_attribute("aria-label") == "skill 31.2, uncertainty 2.4"
    note = board.get_by_test_id("rating-note")
    expect(note).to_contain_text("three times its uncertainty")
    expect(note).to_contain_text("computer")
    # the board fits its panel and the page: nothing to scroll sideways, no cell cut
    assert table.evaluate("t => t.scrollWidth <= t.parentElement.clientWidth")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    for cell in table.locator("td").all():
        assert cell.evaluate("c => c.scrollWidth <= c.clientWidth"), cell.inner_text()
    board.scroll_into_view_if_needed()
    screenshot(page, f"rated-board-{width}")


def test_the_rated_board_in_italian_names_the_skill_and_the_uncertainty(
    visitor: Callable[..., Page],
) -> None:
    page = visitor({"lang": "it"})
    page.get_by_test_id("stats").click()
    board = page.get_by_test_id("tressette-leaderboard")
    expect(board.locator("table.board")).to_be_visible()
    headings = board.locator("table.board tr").first.locator("th").all_inner_texts()
    assert headings == ["#", "Giocatore", "Punteggio", "Abilità", "Incontri"]
    skill = board.locator("table.board tr").nth(1).locator("td").nth(3)
    assert skill.get_attribute("aria-label") == "abilità 31.2, incertezza 2.4"
    expect(board.get_by_test_id("rating-note")).to_contain_text("incertezza")
