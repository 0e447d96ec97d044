"""Scopa as the registry lists it, for the tests of its server table, its command line and its
engine answers. Until its browser table exists Scopa is not in the one list of games: these
tests register it for their own run and take it out again."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from circolo.core.game import Game
from circolo.core.registry import GAMES, register
from circolo.games import game_named
from circolo.games.scopa.game import SCOPA
from circolo.server.protocol import server_messages, state_messages


@pytest.fixture(autouse=True)
def _scopa_registered() -> Iterator[None]:
    """Scopa registered while a test runs (and the socket's unions made again with it)."""
    added = "scopa" not in GAMES
    if added:
        register(SCOPA)
    state_messages.cache_clear()
    server_messages.cache_clear()
    yield
    if added:
        GAMES.pop("scopa", None)
    state_messages.cache_clear()
    server_messages.cache_clear()


@pytest.fixture
def scopa() -> Game[Any]:
    """The registry's Scopa."""
    return game_named("scopa")
