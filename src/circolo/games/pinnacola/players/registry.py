"""Pinnacola player names: ``random``, ``weak``, ``medium``, ``strong``, ``expert``, ``mixed``.

``mixed`` is the app's "Casuale": each seat so named gets one of the three strengths,
drawn from its own generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from circolo.core.errors import PlayerSpecError
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.base import PinnacolaPlayer
from circolo.games.pinnacola.players.random_player import PinnacolaRandomPlayer

STRENGTHS: Final[tuple[str, ...]] = ("weak", "medium", "strong")
NAMES: Final[tuple[str, ...]] = ("random", *STRENGTHS, "expert", "mixed")


def seat_rng(seed: int, seat: int) -> random.Random:
    """The generator of the player in ``seat`` of the match with ``seed``."""
    return random.Random(f"circolo/games/pinnacola/{seed}/seat/{seat}")


def create_player(spec: str, rng: random.Random) -> PinnacolaPlayer:
    """The Pinnacola player written ``spec`` (no settings are taken yet)."""
    name, _, settings = spec.strip().partition(":")
    if name not in NAMES:
        raise PlayerSpecError("error.bad_player", name=repr(name), names=", ".join(NAMES))
    if settings.strip():
        raise PlayerSpecError(
            "error.bad_player_setting", name=name, key=repr(settings.strip()), keys="none"
        )
    if name == "random":
        return PinnacolaRandomPlayer(rng)
    if name == "expert":
        from circolo.games.pinnacola.players.expert import ExpertPlayer

        return ExpertPlayer(rng)
    from circolo.games.pinnacola.players.player import ClubPlayer

    if name == "mixed":
        return ClubPlayer(rng, rng.choice(STRENGTHS), label="mixed")
    return ClubPlayer(rng, name)


def check_player_specs(specs: Sequence[str], options: PinnacolaOptions) -> None:
    """Refuse a player list that is not one known player per seat."""
    if len(specs) != options.players:
        raise PlayerSpecError("error.pin_players_count", count=len(specs), seats=options.players)
    for seat, spec in enumerate(specs):
        create_player(spec, seat_rng(0, seat))
