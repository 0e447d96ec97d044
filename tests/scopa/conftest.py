"""Scopa as the registry lists it, for the tests of its server table, its command line and its
engine answers."""

from __future__ import annotations

from typing import Any

import pytest

from circolo.core.game import Game
from circolo.games import game_named


@pytest.fixture
def scopa() -> Game[Any]:
    """The registry's Scopa (the one list of games registers it)."""
    return game_named("scopa")
