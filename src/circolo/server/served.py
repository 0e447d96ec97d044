"""The club's games as the routes name them: a game looked up by name, or a refusal that
names the games there are (apart from server/errors.py, which knows no game)."""

from __future__ import annotations

from typing import Any

from circolo.core.game import Game
from circolo.core.hosting.refusals import TableError
from circolo.games import GAMES


def served_game(name: str, code: str, shown: int = 60) -> Game[Any]:
    """The game called ``name``, or a refusal ``code`` naming it (its first ``shown``
    characters) and the club's games."""
    game = GAMES.get(name)
    if game is None:
        raise TableError(
            code, "error.unknown_game", game=repr(name[:shown]), games=", ".join(GAMES)
        )
    return game
