"""Briscola player names (``random``, ``heuristic``, ``pimc``), and each seat's generator."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from circolo.core.errors import PlayerSpecError
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.players.base import BriscolaPlayer
from circolo.games.briscola.players.random_player import BriscolaRandomPlayer

NAMES: Final[tuple[str, ...]] = ("random", "heuristic", "pimc")


def seat_rng(seed: int, seat: int) -> random.Random:
    """The generator of the player in ``seat`` of the game with ``seed``."""
    return random.Random(f"circolo/games/briscola/{seed}/seat/{seat}")


def create_player(spec: str, rng: random.Random) -> BriscolaPlayer:
    """The Briscola player written ``spec`` (no settings are taken yet)."""
    name, _, settings = spec.strip().partition(":")
    if name not in NAMES:
        raise PlayerSpecError("error.bad_player", name=repr(name), names=", ".join(NAMES))
    if settings.strip():
        raise PlayerSpecError(
            "error.bad_player_setting", name=name, key=repr(settings.strip()), keys="none"
        )
    if name == "pimc":
        from circolo.games.briscola.players.pimc import BriscolaPimcPlayer

        return BriscolaPimcPlayer(rng)
    if name == "heuristic":
        from circolo.games.briscola.players.heuristic import BriscolaHeuristicPlayer

        return BriscolaHeuristicPlayer(rng)
    return BriscolaRandomPlayer(rng)


def check_player_specs(specs: Sequence[str], options: BriscolaOptions) -> None:
    """Refuse a player list that is not one known player per seat."""
    if len(specs) != options.players:
        raise PlayerSpecError(
            "error.briscola_players_count", count=len(specs), seats=options.players
        )
    for seat, spec in enumerate(specs):
        create_player(spec, seat_rng(0, seat))
