"""The reliability tests a real browser drives (Playwright's sync API, Debian's Chromium):
slow, and free of the asyncio clients the other reliability tests share."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.web.conftest import chromium


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test here drives a browser against real servers: the quick suite leaves them."""
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def close_clients() -> Iterator[None]:
    """No asyncio clients here (the browser's sync API runs its own loop): nothing to close."""
    yield


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Debian's Chromium for one module's tests, closed after them: Playwright's sync API
    holds this thread's event loop while it runs, and the asyncio tests that follow need it."""
    with chromium() as launched:
        yield launched


HAND = "[data-testid=hand] [data-card]"
PLAYABLE = "[data-testid=hand] [data-playable=true]"


def play_one(page: Page, timeout_ms: float = 30_000) -> int:
    """Wait for the person's turn and play a card (at its rank corner); the cards left."""
    page.locator(PLAYABLE).first.wait_for(timeout=timeout_ms)
    before = page.locator(HAND).count()
    page.locator(PLAYABLE).first.click(position={"x": 6, "y": 14})
    expect(page.locator(HAND)).to_have_count(before - 1)
    return before - 1
