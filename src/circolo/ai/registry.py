"""Player names and settings: ``random``, ``heuristic:signals=ignore`` … to player objects.

A player spec is ``NAME`` or ``NAME:KEY=VALUE,KEY=VALUE`` (interfaces.md). Each known name
declares its settings, so a typo gets an error that lists what the player takes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from circolo.ai.base import Player
from circolo.ai.random_player import DEFAULT_SIGNAL_RATE, RandomPlayer
from circolo.errors import PlayerSpecError


@dataclass(frozen=True)
class Setting:
    """One setting a player takes: how to read it and what values it allows."""

    parse: Callable[[str], object]
    allowed: str


@dataclass(frozen=True)
class PlayerKind:
    """A player name: its settings and how to make one from settings and a generator."""

    settings: Mapping[str, Setting]
    make: Callable[[Mapping[str, object], random.Random], Player]


def _rate(text: str) -> float:
    value = float(text)
    if not 0.0 <= value <= 1.0:
        raise ValueError(text)
    return value


PLAYERS: Final[dict[str, PlayerKind]] = {
    "random": PlayerKind(
        settings={"signal_rate": Setting(_rate, "a number from 0 to 1, e.g. 0.3")},
        make=lambda s, rng: RandomPlayer(
            rng,
            signal_rate=float(s.get("signal_rate", DEFAULT_SIGNAL_RATE)),  # type: ignore[arg-type]
        ),
    ),
}


def parse_spec(spec: str) -> tuple[str, dict[str, object]]:
    """Split and check a player spec: its name and its parsed settings."""
    name, _, rest = spec.strip().partition(":")
    kind = PLAYERS.get(name)
    if kind is None:
        raise PlayerSpecError("error.bad_player", name=repr(name), names=", ".join(PLAYERS))
    settings: dict[str, object] = {}
    for item in filter(None, (part.strip() for part in rest.split(","))):
        key, equals, text = item.partition("=")
        if not equals:
            raise PlayerSpecError("error.bad_player_spec", spec=repr(spec))
        setting = kind.settings.get(key)
        if setting is None:
            raise PlayerSpecError(
                "error.bad_player_setting",
                name=name,
                key=repr(key),
                keys=", ".join(kind.settings) or "none",
            )
        try:
            settings[key] = setting.parse(text)
        except ValueError:
            raise PlayerSpecError(
                "error.bad_player_value",
                name=name,
                key=key,
                value=repr(text),
                allowed=setting.allowed,
            ) from None
    return name, settings


def create_player(spec: str, rng: random.Random) -> Player:
    """The player written ``spec``, drawing its randomness from ``rng``."""
    name, settings = parse_spec(spec)
    return PLAYERS[name].make(settings, rng)
