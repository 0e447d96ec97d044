"""Player names and settings: ``random``, ``heuristic:signals=ignore`` … to player objects.

A player spec is ``NAME`` or ``NAME:KEY=VALUE,KEY=VALUE`` (docs/interfaces.md). Each known name
declares its settings, so a typo gets an error that lists what the player takes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from circolo.core.errors import PlayerSpecError
from circolo.core.players import COMMAND_PREFIX
from circolo.games.tressette.players.base import Player
from circolo.games.tressette.players.heuristic.player import HeuristicPlayer
from circolo.games.tressette.players.random_player import DEFAULT_SIGNAL_RATE, RandomPlayer


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
    #: A searching player (up to a second a move): the server thinks it on its search threads.
    search: bool = False


def _rate(text: str) -> float:
    value = float(text)
    if not 0.0 <= value <= 1.0:
        raise ValueError(text)
    return value


def _either(yes: str, no: str) -> Callable[[str], bool]:
    """A setting of two words: True for ``yes``, False for ``no``, refused otherwise."""

    def parse(text: str) -> bool:
        if text not in (yes, no):
            raise ValueError(text)
        return text == yes

    return parse


def _count(low: int, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        value = int(text)
        if not low <= value <= high:
            raise ValueError(text)
        return value

    return parse


def _make_pimc(settings: Mapping[str, object], rng: random.Random) -> Player:
    from circolo.games.tressette.players.pimc.inference import POOL
    from circolo.games.tressette.players.pimc.kinds import SHARP_PRIOR
    from circolo.games.tressette.players.pimc.player import (
        DEFAULT_EXACT,
        DEFAULT_HORIZON,
        DEFAULT_MS,
        DEFAULT_WORLDS,
        PimcPlayer,
    )

    return PimcPlayer(
        rng,
        worlds=int(settings.get("worlds", DEFAULT_WORLDS)),  # type: ignore[call-overload]
        ms=int(settings.get("ms", DEFAULT_MS)),  # type: ignore[call-overload]
        exact=int(settings.get("exact", DEFAULT_EXACT)),  # type: ignore[call-overload]
        infer=bool(settings.get("infer", True)),
        pool=int(settings.get("pool", POOL)),  # type: ignore[call-overload]
        club=float(settings.get("club", SHARP_PRIOR)),  # type: ignore[arg-type]
        horizon=settings.get("horizon", DEFAULT_HORIZON),  # type: ignore[arg-type]
        opening=bool(settings.get("opening", False)),
        strong=bool(settings.get("loose", False)),
        solved=bool(settings.get("solver", True)),
        guess=int(settings.get("guess", 0)),  # type: ignore[call-overload]
        fusion=int(settings.get("fusion", 0)),  # type: ignore[call-overload]
    )


def _fusion(text: str) -> int:
    """0 (off) or a lead's cards from 3 to 9 (with two, one next card: nothing to choose)."""
    return 0 if int(text) == 0 else _count(3, 9)(text)


def _horizon(text: str) -> int | None:
    """``off`` or a number of tricks from 0 to 9."""
    return None if text == "off" else _count(0, 9)(text)


PLAYERS: Final[dict[str, PlayerKind]] = {
    "random": PlayerKind(
        settings={"signal_rate": Setting(_rate, "a number from 0 to 1, e.g. 0.3")},
        make=lambda s, rng: RandomPlayer(
            rng,
            signal_rate=float(s.get("signal_rate", DEFAULT_SIGNAL_RATE)),  # type: ignore[arg-type]
        ),
    ),
    "heuristic": PlayerKind(
        settings={
            "signals": Setting(
                _either("use", "ignore"), "use or ignore (sends none and reads none)"
            ),
            "endgame": Setting(
                _either("on", "off"),
                "on (the default: count the last four tricks out) or off (rules only)",
            ),
        },
        make=lambda s, rng: HeuristicPlayer(
            rng, signals=bool(s.get("signals", True)), endgame=bool(s.get("endgame", True))
        ),
    ),
    "pimc": PlayerKind(
        settings={
            "worlds": Setting(_count(1, 1000), "layouts solved per move, 1 to 1000 (default 40)"),
            "ms": Setting(
                _count(1, 60_000),
                "time budget per move in ms (default 800; three times it for a nine-card lead)",
            ),
            "exact": Setting(_count(1, 10), "solve hands of at most this many cards (default 9)"),
            "infer": Setting(
                _either("on", "off"), "on or off: weigh layouts by the others' plays (default on)"
            ),
            "pool": Setting(
                _count(1, 5000), "with infer=on: layouts weighed per move, 1 to 5000 (default 300)"
            ),
            "club": Setting(
                _rate,
                "with infer=on: the chance, before its plays, that a seat plays by the club"
                " rules rather than loosely, 0 to 1 (default 0.5; 1 reads everyone by them)",
            ),
            "horizon": Setting(
                _horizon,
                "off (the default: club rules before exact) or 0 to 9: longer hands searched"
                " this trick and N more, the rest estimated",
            ),
            "opening": Setting(
                _either("learned", "rules"),
                "rules (the default: the opening lead by the club rules' table) or learned"
                " (by the model learned from solved deals)",
            ),
            "loose": Setting(
                _either("learned", "uniform"),
                "with infer=on: uniform (the default: a seat that strays from the club rules"
                " is read as giving the club card a share, any other card alike) or learned"
                " (read by the model of strong play learned from the solver's)",
            ),
            "solver": Setting(
                _either("on", "off"),
                "with infer=on: on (the default: a seat may also be read as one that plays the"
                " solver's best card, by its plays of the last six tricks) or off",
            ),
            "guess": Setting(
                _count(0, 9),
                "0 (the default) or 1 to 9: leads with at most this many cards valued with"
                " partner's answer guessed from partner's own cards",
            ),
            "fusion": Setting(
                _fusion,
                "0 (the default) or 3 to 9: leads with at most this many cards (three or more)"
                " valued with the next card chosen once for the layouts that look alike",
            ),
        },
        make=_make_pimc,
        search=True,
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


def is_search_player(spec: str) -> bool:
    """Whether the player ``spec`` searches (thinks for a long time): ``pimc`` does."""
    kind = PLAYERS.get(spec.strip().partition(":")[0])
    return kind is not None and kind.search


#: Prefix of a player that is an external program speaking the engine protocol.


def create_player(spec: str, rng: random.Random) -> Player:
    """The player written ``spec``, drawing its randomness from ``rng``.

    ``cmd:PROGRAM ARGS`` is an external program asked for each card through the engine
    protocol (docs/engine-protocol.md).
    """
    if spec.startswith(COMMAND_PREFIX):
        from circolo.games.tressette.players.external import ExternalPlayer

        return ExternalPlayer(spec[len(COMMAND_PREFIX) :].strip())
    name, settings = parse_spec(spec)
    return PLAYERS[name].make(settings, rng)
