"""Every client a reliability test opened is closed after it, whatever the test did."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.reliability.live import OPENED


@pytest.fixture(autouse=True)
async def close_clients() -> AsyncIterator[None]:
    """Close the clients the test left open (an unclosed socket is a warning, so an error)."""
    yield
    while OPENED:
        await OPENED.pop().close()
