"""Test-wide settings: Hypothesis runs without deadlines, and derandomized under CI."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

settings.register_profile("default", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the browser tests last, whatever order the paths were given in: Playwright's sync
    API leaves an event loop running in the main thread, and an asyncio test collected after
    it would fail to start its own ("Runner.run() cannot be called from a running event
    loop")."""
    web = os.sep + os.path.join("tests", "web") + os.sep
    items.sort(key=lambda item: web in str(item.path))
