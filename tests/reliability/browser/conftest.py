"""The reliability tests a real browser drives (Playwright's sync API, Debian's Chromium):
slow, and free of the asyncio clients the other reliability tests share."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright

from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS


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
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (.ci/run does)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()
