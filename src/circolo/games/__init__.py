"""The registry of the club's games: every game listed once, everything else driven by it.

The command line (``--game``), the engine protocol, the record replay, the AI players, the
server's tables and ``GET /api/games/{name}`` look a game up here by name; a game is its
:class:`~circolo.games.interface.Game` definition in its own folder. docs/games.md says how
to add one.

>>> names()
('tressette', 'pinnacola', 'briscola')
>>> game_named("pinnacola").default_variant
'standard'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from circolo.briscola.game import BRISCOLA
from circolo.errors import OptionError
from circolo.games.interface import Game
from circolo.pinnacola.game import PINNACOLA
from circolo.tressette.game import TRESSETTE

#: Every game, in the order menus list them.
GAMES: Final[dict[str, Game[Any]]] = {game.name: game for game in (TRESSETTE, PINNACOLA, BRISCOLA)}
#: The game of a command, a table or a record that names none.
DEFAULT_GAME: Final = "tressette"


def names() -> tuple[str, ...]:
    """The games' names, in menu order."""
    return tuple(GAMES)


def game_named(name: str) -> Game[Any]:
    """The game called ``name``, or an OptionError listing the games."""
    game = GAMES.get(name)
    if game is None:
        raise OptionError("error.unknown_game", game=repr(name), games=", ".join(GAMES))
    return game


def game_of(data: object) -> Game[Any]:
    """The game a record or a view names in its ``game`` field (the default game when it
    names none or one that is not a game: its own replay then says what is wrong)."""
    name = data.get("game") if isinstance(data, Mapping) else None
    game = GAMES.get(name) if isinstance(name, str) else None
    return game if game is not None else GAMES[DEFAULT_GAME]
