"""Scopa player names (``random``, ``heuristic``), and each seat's generator."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final

from circolo.core.errors import PlayerSpecError
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.players.base import ScopaPlayer
from circolo.games.scopa.players.heuristic import ScopaHeuristicPlayer
from circolo.games.scopa.players.random_player import ScopaRandomPlayer

#: Each player's name and how it is made from its generator.
PLAYERS: Final[dict[str, Callable[[random.Random], ScopaPlayer]]] = {
    "random": ScopaRandomPlayer,
    "heuristic": ScopaHeuristicPlayer,
}
NAMES: Final[tuple[str, ...]] = tuple(PLAYERS)


def seat_rng(seed: int, seat: int) -> random.Random:
    """The generator of the player in ``seat`` of the game with ``seed``."""
    return random.Random(f"circolo/games/scopa/{seed}/seat/{seat}")


def create_player(spec: str, rng: random.Random) -> ScopaPlayer:
    """The Scopa player written ``spec`` (no settings are taken yet)."""
    name, _, settings = spec.strip().partition(":")
    if name not in NAMES:
        raise PlayerSpecError("error.bad_player", name=repr(name), names=", ".join(NAMES))
    if settings.strip():
        raise PlayerSpecError(
            "error.bad_player_setting", name=name, key=repr(settings.strip()), keys="none"
        )
    return PLAYERS[name](rng)


def check_player_specs(specs: Sequence[str], options: ScopaOptions) -> None:
    """Refuse a player list that is not one known player per seat."""
    if len(specs) != options.players:
        raise PlayerSpecError("error.scopa_players_count", count=len(specs), seats=options.players)
    for seat, spec in enumerate(specs):
        create_player(spec, seat_rng(0, seat))
