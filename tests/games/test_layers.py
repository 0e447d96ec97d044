"""The layers of the package import only downward: no import cycle crosses a folder, the
core and the games import no play, no store and no server, and the registry finds a game
without importing it."""

from __future__ import annotations

import subprocess
import sys

import grimp

from circolo.games import GAMES

#: The folders a cycle may not cross: each game's folder, and each top-level package.
GAME_FOLDERS = tuple(f"circolo.games.{name}" for name in GAMES)


def _folder(module: str) -> str:
    for folder in GAME_FOLDERS:
        if module == folder or module.startswith(folder + "."):
            return folder
    return ".".join(module.split(".")[:2])


def _cycles(graph: grimp.ImportGraph) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append(
                        (child, iter(sorted(graph.find_modules_directly_imported_by(child))))
                    )
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(component)
    return found


def test_no_import_cycle_crosses_a_folder() -> None:
    graph = grimp.build_graph("circolo", exclude_type_checking_imports=True)
    crossing = [
        sorted(component)
        for component in _cycles(graph)
        if len({_folder(module) for module in component}) > 1
    ]
    assert crossing == []


def _imported_after(code: str) -> set[str]:
    """The circolo modules loaded by a fresh interpreter after running ``code``."""
    script = (
        f"{code}\nimport sys\nprint('\\n'.join(m for m in sys.modules if m.startswith('circolo')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    return set(result.stdout.split())


def test_the_registry_finds_a_game_inside_another_without_importing_one_by_name() -> None:
    loaded = _imported_after(
        "from circolo.core.registry import game_named\n"
        "assert game_named('briscola').name == 'briscola'"
    )
    assert "circolo.games.briscola" in loaded  # loaded by the one list, on the first lookup
    assert not {module for module in loaded if module.startswith(("circolo.server", "circolo.cli"))}


def test_a_games_rules_import_no_server_no_table_and_no_command_line() -> None:
    for game in GAME_FOLDERS:
        loaded = _imported_after(f"import {game}.state")
        above = {
            module
            for module in loaded
            if module.startswith(
                ("circolo.server", "circolo.cli", "circolo.engine", "circolo.play")
            )
        }
        assert above == set(), game


def test_a_games_table_part_arena_and_standings_load_the_core_only() -> None:
    for game in GAME_FOLDERS:
        name = game.rsplit(".", 1)[1]
        loaded = _imported_after(
            f"import {game}.table, {game}.players.arena\n"
            "from circolo.core.registry import game_named\n"
            f"game = game_named({name!r})\n"
            "game.table_part(), game.state_message()"
        )
        above = {
            module
            for module in loaded
            if module.startswith(
                (
                    "circolo.play",
                    "circolo.storage",
                    "circolo.server",
                    "circolo.cli",
                    "circolo.engine",
                )
            )
        }
        assert above == set(), game
