"""Scopa player names (``random``, ``heuristic``, ``pimc``), their settings, and each seat's
generator.

A player is written ``NAME`` or ``NAME:KEY=VALUE,KEY=VALUE``; only ``pimc`` takes settings:
``worlds`` (the layouts it searches) and ``depth`` (the plays it looks ahead), each a whole
number in its range (``pimc:worlds=48,depth=8``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Final

from circolo.core.errors import PlayerSpecError
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.players.base import ScopaPlayer
from circolo.games.scopa.players.heuristic import ScopaHeuristicPlayer
from circolo.games.scopa.players.pimc import ScopaPimcPlayer
from circolo.games.scopa.players.random_player import ScopaRandomPlayer

#: Each player's name and how it is made from its generator and its settings.
PLAYERS: Final[dict[str, Callable[[random.Random, Mapping[str, int]], ScopaPlayer]]] = {
    "random": lambda rng, _: ScopaRandomPlayer(rng),
    "heuristic": lambda rng, _: ScopaHeuristicPlayer(rng),
    "pimc": lambda rng, settings: ScopaPimcPlayer(rng, **settings),
}
NAMES: Final[tuple[str, ...]] = tuple(PLAYERS)
#: Each player's settings: the lowest and the highest value each takes.
SETTINGS: Final[dict[str, dict[str, tuple[int, int]]]] = {
    "pimc": {"worlds": (1, 500), "depth": (1, 40)},
}


def seat_rng(seed: int, seat: int) -> random.Random:
    """The generator of the player in ``seat`` of the game with ``seed``."""
    return random.Random(f"circolo/games/scopa/{seed}/seat/{seat}")


def parse_settings(name: str, spec: str, text: str) -> dict[str, int]:
    """The settings written after the player's name, each checked against its range."""
    known = SETTINGS.get(name, {})
    settings: dict[str, int] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, equals, raw = item.partition("=")
        key = key.strip()
        if not equals:
            raise PlayerSpecError("error.bad_player_spec", spec=repr(spec))
        if key not in known:
            keys = ", ".join(known) or "none"
            raise PlayerSpecError("error.bad_player_setting", name=name, key=repr(key), keys=keys)
        low, high = known[key]
        raw = raw.strip()
        if not (raw.isdigit() and low <= int(raw) <= high):
            raise PlayerSpecError(
                "error.bad_player_value", name=name, key=key, value=repr(raw),
                allowed=f"a whole number from {low} to {high}",
            )  # fmt: skip
        settings[key] = int(raw)
    return settings


def create_player(spec: str, rng: random.Random) -> ScopaPlayer:
    """The Scopa player written ``spec`` (``pimc:worlds=48``)."""
    name, _, text = spec.strip().partition(":")
    if name not in NAMES:
        raise PlayerSpecError("error.bad_player", name=repr(name), names=", ".join(NAMES))
    return PLAYERS[name](rng, parse_settings(name, spec, text))


def check_player_specs(specs: Sequence[str], options: ScopaOptions) -> None:
    """Refuse a player list that is not one known player per seat."""
    if len(specs) != options.players:
        raise PlayerSpecError("error.scopa_players_count", count=len(specs), seats=options.players)
    for seat, spec in enumerate(specs):
        create_player(spec, seat_rng(0, seat))
