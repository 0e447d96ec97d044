"""The registry of the club's games: each game registers itself, everything else looks it up.

A game's folder registers its one :class:`~circolo.core.game.Game` definition with
:func:`register` when it is imported; ``circolo/games/__init__.py`` is the one list that
imports them, in menu order. This module imports no game: a lookup loads that list the
first time it is needed, so code below the games (the re-deal check, a Roman match reaching
its second game) finds every game without importing one by name. docs/games.md says how to
add a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, Final

from circolo.core.errors import OptionError
from circolo.core.game import Embeddable, Game, embeddable

#: Every game, in the order menus list them (the order ``circolo.games`` registers them).
GAMES: Final[dict[str, Game[Any]]] = {}
#: The module whose import registers every game.
GAMES_LIST: Final = "circolo.games"


def register(game: Game[Any]) -> Game[Any]:
    """Add ``game`` to the registry (a game's folder does it once, on import)."""
    known = GAMES.get(game.name)
    if known is not None and known is not game:
        raise ValueError(f"two games are called {game.name!r}")
    GAMES[game.name] = game
    return game


def games() -> Mapping[str, Game[Any]]:
    """Every registered game by name, in menu order (the list loaded if it was not)."""
    importlib.import_module(GAMES_LIST)
    return GAMES


def names() -> tuple[str, ...]:
    """The games' names, in menu order."""
    return tuple(games())


def default_game() -> str:
    """The game of a command, a table or a record that names none: the list's first."""
    return names()[0]


def game_named(name: str) -> Game[Any]:
    """The game called ``name``, or an OptionError listing the games."""
    game = games().get(name)
    if game is None:
        raise OptionError("error.unknown_game", game=repr(name), games=", ".join(GAMES))
    return game


def game_of(data: object) -> Game[Any]:
    """The game a record or a view names in its ``game`` field (the default game when it
    names none or one that is not a game: its own replay then says what is wrong)."""
    name = data.get("game") if isinstance(data, Mapping) else None
    game = games().get(name) if isinstance(name, str) else None
    return game if game is not None else GAMES[default_game()]


def embedded_game(name: str) -> Embeddable:
    """The game called ``name`` as a game played inside another game's match, or an
    OptionError saying it cannot be one (the Roman match reaches its Briscola so)."""
    return embeddable(game_named(name))
