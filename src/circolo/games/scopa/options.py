"""The options of a Scopa game, its presets (Scopa a 2, Scopa a 4, Scopone), ``--set`` parsing.

The keys are those of the Scopa record's ``options`` object (docs/interfaces.md, "Scopa match
record"), in the same order; every one can be set on its own, whatever preset it starts from,
but ``scopone`` needs four players.

>>> ScopaOptions().players, ScopaOptions().target, ScopaOptions().three_kings_redeal
(2, 11, True)
>>> with_settings(preset("classica"), ["players=4", "target=21"]).target
21
>>> preset("scopone").to_json()["scopone"], preset("scopone").hand_size
(True, 10)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Final

from circolo.core.errors import OptionError
from circolo.core.option_settings import (
    TRUE_OR_FALSE,
    Check,
    check_values,
    one_of,
    options_object,
    settings_values,
    validate,
)
from circolo.core.record_json import is_int

#: The points a game may be played to (rules.md: 11 by default, 16, 21 or 31).
TARGETS: Final[tuple[int, ...]] = (11, 16, 21, 31)
#: The seat counts Scopa is played at (3 or 6 players are not offered).
PLAYER_COUNTS: Final[tuple[int, ...]] = (2, 4)
#: Cards each player is dealt at a time in Scopa; Scopone deals the whole deck at once.
SCOPA_HAND: Final = 3
SCOPONE_HAND: Final = 10
#: Cards turned up on the table at the deal (none in Scopone).
TABLE_CARDS: Final = 4


@dataclass(frozen=True, slots=True)
class ScopaOptions:
    """Every rule a Scopa game can be played with (rules.md, "Scopa (2 or 4 players) and
    Scopone")."""

    #: 2 (one against one) or 4 (two teams, partners opposite: team 0 = seats 0 and 2).
    players: int = 2
    #: Scopone scientifico: 10 cards each, none on the table (only with 4 players).
    scopone: bool = False
    #: The points that end the game (11, 16, 21 or 31).
    target: int = 11
    #: Three or four Re among the cards turned up: the same dealer deals again.
    three_kings_redeal: bool = True
    #: An Ace played onto a table with cards takes them all ("asso piglia tutto"), no scopa.
    scopa_d_assi: bool = False
    #: 1 point for the Re of denari.
    re_bello: bool = False
    #: The napola: A, 2, 3 of denari score 3, and 1 more for each next denaro in sequence.
    napola: bool = False
    #: A sweep on the hand's very last play counts as a scopa.
    scopa_on_last_play: bool = False

    def __post_init__(self) -> None:
        for option in fields(self):
            _validate(option.name, getattr(self, option.name))
        if self.scopone and self.players != 4:
            raise OptionError("error.scopa_scopone_players", players=self.players)

    @property
    def sides(self) -> int:
        """Always two sides: a seat each with two players, a team each with four."""
        return 2

    def side_of(self, seat: int) -> int:
        """The side of ``seat``: with four players team 0 is seats 0 and 2."""
        return seat % 2

    @property
    def hand_size(self) -> int:
        """The cards each player is dealt at a time: 3, or 10 in Scopone."""
        return SCOPONE_HAND if self.scopone else SCOPA_HAND

    @property
    def table_size(self) -> int:
        """The cards turned up on the table at the deal: 4, or none in Scopone."""
        return 0 if self.scopone else TABLE_CARDS

    def to_json(self) -> dict[str, Any]:
        """The options as the record's ``options`` object (keys in interfaces.md's order)."""
        return asdict(self)


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


_CHECKS: Final[dict[str, Check]] = {
    "players": (lambda v: is_int(v) and v in PLAYER_COUNTS, one_of(PLAYER_COUNTS)),
    "scopone": (_is_bool, TRUE_OR_FALSE),
    "target": (lambda v: is_int(v) and v in TARGETS, one_of(TARGETS)),
    "three_kings_redeal": (_is_bool, TRUE_OR_FALSE),
    "scopa_d_assi": (_is_bool, TRUE_OR_FALSE),
    "re_bello": (_is_bool, TRUE_OR_FALSE),
    "napola": (_is_bool, TRUE_OR_FALSE),
    "scopa_on_last_play": (_is_bool, TRUE_OR_FALSE),
}

OPTION_KEYS: Final[tuple[str, ...]] = tuple(option.name for option in fields(ScopaOptions))


def _validate(key: str, value: object) -> None:
    validate(_CHECKS, key, value)


#: The name of the preset used when none is given: Scopa between two players.
DEFAULT_VARIANT: Final = "classica"
#: The presets, the default first: Scopa a 2, Scopa a 4 (three cards each, four on the table)
#: and Scopone scientifico (ten cards each, none on the table). Any option changes on its own.
PRESETS: Final[Mapping[str, ScopaOptions]] = {
    DEFAULT_VARIANT: ScopaOptions(),
    "a-quattro": ScopaOptions(players=4),
    "scopone": ScopaOptions(players=4, scopone=True),
}
VARIANTS: Final[tuple[str, ...]] = tuple(PRESETS)


def preset(variant: str | None = DEFAULT_VARIANT) -> ScopaOptions:
    """The options of the preset ``variant`` (the default one for None), or an error naming
    the presets."""
    try:
        return PRESETS[DEFAULT_VARIANT if variant is None else variant]
    except (KeyError, TypeError):
        raise OptionError(
            "error.unknown_variant", variant=repr(variant), variants=", ".join(VARIANTS)
        ) from None


def with_values(options: ScopaOptions, values: Mapping[str, object]) -> ScopaOptions:
    """``options`` with some options replaced; unknown keys and bad values are refused."""
    check_values(values, OPTION_KEYS, _validate)
    return replace(options, **values)  # type: ignore[arg-type]


def with_settings(options: ScopaOptions, settings: Iterable[str]) -> ScopaOptions:
    """``options`` changed by command-line settings written ``KEY=VALUE``."""
    return with_values(options, settings_values(settings))


def options_from_json(data: object) -> ScopaOptions:
    """The options of a record's ``options`` object: every key present, none unknown."""
    return with_values(ScopaOptions(), options_object(data, OPTION_KEYS))
