"""A browser at a table plays on after the server is killed and started again, without a reload.

A rebuilt table numbers its snapshots after every one it sent before (``seq`` only grows for
the life of a table), and the browser takes a new connection's first snapshot whatever its
number: before both, the rebuilt table's "your turn" came with a lower ``seq`` than the
page had seen, the page dropped it, and a one-player table waited forever.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.reliability.browser.conftest import HAND, PLAYABLE, play_one
from tests.web.conftest import Circolo, people, screenshot


@pytest.fixture
def circolo(tmp_path: Path) -> Iterator[Circolo]:
    """A `circolo serve` of the test's own, which the test may kill and start again."""
    server = Circolo(tmp_path, "127.0.0.1")
    try:
        server.start()
        yield server
    finally:
        server.stop()


def _computers_think(page: Page) -> bool:
    """Whether, a moment after our card, no card of ours is playable (the computers' turn)
    rather than ours again (we took the trick and lead)."""
    try:
        expect(page.locator(PLAYABLE)).to_have_count(0, timeout=600)
        page.wait_for_timeout(400)  # the trick taken: our lead would show by now
        return page.locator(PLAYABLE).count() == 0
    except AssertionError:
        return False


def test_a_browser_plays_on_after_the_server_is_killed_and_restarted_without_a_reload(
    browser: Browser, circolo: Circolo
) -> None:
    with people(browser, circolo.url) as open_as:
        page = open_as({"aiDelayMs": 1000})
        page.get_by_test_id("new-game").click()
        expect(page.locator(HAND)).to_have_count(10)
        for _ in range(3):  # three tricks: the page has seen a dozen snapshots
            left = play_one(page)
        while not _computers_think(page):  # our card won a trick and we lead again
            left = play_one(page)
        # The computers think now (a second each): the page shows nobody's card to play.
        expect(page.locator(PLAYABLE)).to_have_count(0)
        circolo.kill()
        circolo.start()  # the same port and database: the table is rebuilt from its events
        started = time.monotonic()
        # The page reconnects by itself; the rebuilt table's computers play, and it is the
        # person's turn again: the page must show it (before, it froze on the old snapshot).
        left = play_one(page)
        took = time.monotonic() - started
        print(f"the page played on {took:.1f} s after the server answered again")  # -s shows it
        screenshot(page, "restart-played-on")
        assert took < 60
        assert play_one(page) == left - 1
