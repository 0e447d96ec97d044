"""The game registry: every game listed once, and the rest of the program driven by it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from circolo.core.errors import OptionError
from circolo.core.game import KeepsStandings
from circolo.games import DEFAULT_GAME, GAMES, game_named, game_of, names
from circolo.play.standings import keeps_standings

SRC = Path(__file__).resolve().parents[2] / "src" / "circolo"
#: A game's own folders (relative to src/circolo), which may name it.
GAME_FOLDERS = tuple(f"games/{name}" for name in GAMES)
#: The registry and the defaults (the ``--game`` default, the API's default game).
REGISTRY_MODULES = {"games/__init__.py"}
#: Migrations are the schema's history: one may say which game the rows of its time were
#: for (they are never read to decide how to serve a game).
HISTORY_MODULES = {"storage/migrations/versions/v0006_standings_by_game.py"}


def _names_a_game(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(node, ast.Constant) and node.value in GAMES for node in ast.walk(tree))


def test_every_game_is_listed_once_with_its_default_preset_among_its_variants() -> None:
    assert names() == tuple(GAMES) and len(set(names())) == len(GAMES)
    assert DEFAULT_GAME in GAMES
    for name, game in GAMES.items():
        assert game.name == name
        assert game.variants()[0] == game.default_variant
        assert game.preset(None) == game.preset(game.default_variant)


def test_an_unknown_game_is_refused_with_the_list_of_games() -> None:
    with pytest.raises(OptionError, match="unknown game 'burraco'; the games are: tressette, "):
        game_named("burraco")


def test_a_record_or_view_is_served_by_the_game_it_names_else_by_the_default() -> None:
    assert game_of({"game": "pinnacola"}).name == "pinnacola"
    assert game_of({"game": 3}).name == DEFAULT_GAME
    assert game_of([1, 2]).name == DEFAULT_GAME


def test_no_module_outside_a_games_folders_names_a_game() -> None:
    naming = set()
    for path in SRC.rglob("*.py"):
        relative = path.relative_to(SRC).as_posix()
        if relative.startswith(tuple(folder + "/" for folder in GAME_FOLDERS)):
            continue
        if _names_a_game(path):
            naming.add(relative)
    assert naming - REGISTRY_MODULES - HISTORY_MODULES == set()


def test_a_table_of_each_game_takes_its_seat_counts_and_refuses_others() -> None:
    for game in GAMES.values():
        for seats in game.seat_counts:
            options = game.table_options(None, seats, {})
            assert game.options_json(options) == game.options_json(
                game.table_options(game.default_variant, seats, {})
            )
        with pytest.raises(OptionError):
            game.table_options(None, 3, {})


def test_only_tressettes_second_game_option_names_briscola_outside_its_folder() -> None:
    # issue 14 allowed the registry, a default and Tressette's second_game option; issue 51's
    # list names the games as modules, so only the Roman match's option is left
    naming = {
        path.relative_to(SRC).as_posix()
        for path in SRC.rglob("*.py")
        if not path.relative_to(SRC).as_posix().startswith("games/briscola/")
        and any(
            isinstance(node, ast.Constant) and node.value == "briscola"
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        )
    }
    assert naming <= {"games/tressette/options.py"}


def test_every_game_counts_its_matches_either_as_rated_standings_or_on_its_own_boards() -> None:
    for game in GAMES.values():
        assert keeps_standings(game), game.name
        assert not (game.rated_standings and isinstance(game, KeepsStandings)), game.name
