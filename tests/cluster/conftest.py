"""The fixture the in-process cluster tests share: nodes of one cluster on a real Redis."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.cluster.test_nodes import Cluster


@pytest.fixture
async def cluster() -> AsyncIterator[Cluster]:
    """A cluster whose nodes the test starts (``await cluster.node("a")``); all closed after."""
    made = Cluster()
    yield made
    await made.close()
