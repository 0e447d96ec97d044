"""The club's games: THE one list. Each game is a folder here that registers itself
(circolo/core/registry.py); importing this package imports them, in menu order.

The command line, the engine protocol, the record replay and the server look a game up by
name (``game_named``, ``game_of``) and never import one. docs/games.md says how to add one.

>>> names()
('tressette', 'pinnacola', 'briscola', 'scopa')
>>> game_named("pinnacola").default_variant
'standard'
"""

from __future__ import annotations

from typing import Final

from circolo.core.registry import GAMES, default_game, game_named, game_of, names

# The one list of games, in the menus' order (the order they register in): kept unsorted.
# isort: off
from circolo.games import tressette  # noqa: F401
from circolo.games import pinnacola  # noqa: F401
from circolo.games import briscola  # noqa: F401
from circolo.games import scopa  # noqa: F401

# isort: on

#: The game of a command, a table or a record that names none (the list's first).
DEFAULT_GAME: Final = default_game()

__all__ = ["DEFAULT_GAME", "GAMES", "game_named", "game_of", "names"]
