"""The options of a Briscola game, its preset, the Roman game's options, ``--set`` parsing.

The keys are those of the Briscola record's ``options`` object (docs/interfaces.md), in the
same order; every one can be set on its own.

>>> BriscolaOptions().players, BriscolaOptions().hands_to_win
(2, 4)
>>> with_settings(BriscolaOptions(), ["players=4", "tie=last-trick"]).tie
'last-trick'
>>> ROMAN_OPTIONS.to_json()
{'players': 4, 'hands_to_win': 4, 'tie': 'draw', 'swap_seven': False}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Final, Literal, get_args

from circolo.core.errors import OptionError
from circolo.core.option_settings import (
    TRUE_OR_FALSE,
    Check,
    check_values,
    one_of,
    options_object,
    settings_values,
    takes,
    validate,
)
from circolo.core.record_json import is_int

Tie = Literal["draw", "last-trick"]
TIES: Final[tuple[str, ...]] = get_args(Tie)
#: The name of Briscola's preset (the game as everybody plays it, two players by default).
DEFAULT_VARIANT: Final = "classica"
#: The largest ``hands_to_win`` a game may ask for (a game to 99 hands is long enough).
MAX_HANDS_TO_WIN: Final = 99


@dataclass(frozen=True, slots=True)
class BriscolaOptions:
    """Every rule a Briscola game can be played with (docs/rules.md, "Briscola")."""

    #: 2 (one against one, the commonest form) or 4 (two teams, partners opposite).
    players: int = 2
    #: Hands a side must win to win the game (4: the Roman game; 1: a single hand).
    hands_to_win: int = 4
    #: A 60-60 hand: ``draw`` counts for nobody, ``last-trick`` for the side of the last trick.
    tie: Tie = "draw"
    #: The holder of the 7 of briscola may exchange it for the face-up card on his turn.
    swap_seven: bool = False

    def __post_init__(self) -> None:
        for option in fields(self):
            _validate(option.name, getattr(self, option.name))

    @property
    def sides(self) -> int:
        """Always two sides: a seat each with two players, a team each with four."""
        return 2

    def side_of(self, seat: int) -> int:
        """The side of ``seat``: with four players team 0 is seats 0 and 2."""
        return seat % 2

    def to_json(self) -> dict[str, Any]:
        """The options as the record's ``options`` object (keys in docs/interfaces.md's order)."""
        return asdict(self)


_CHECKS: Final[dict[str, Check]] = {
    "players": (lambda v: is_int(v) and v in (2, 4), one_of((2, 4))),
    "hands_to_win": (
        lambda v: is_int(v) and 1 <= v <= MAX_HANDS_TO_WIN,
        takes("hands_to_win", most=MAX_HANDS_TO_WIN),
    ),
    "tie": (lambda v: v in TIES, one_of(TIES)),
    "swap_seven": (lambda v: isinstance(v, bool), TRUE_OR_FALSE),
}

OPTION_KEYS: Final[tuple[str, ...]] = tuple(option.name for option in fields(BriscolaOptions))


def _validate(key: str, value: object) -> None:
    validate(_CHECKS, key, value)


#: The Briscola game of a Roman Tressette match: four players, first to four hands.
ROMAN_OPTIONS: Final = BriscolaOptions(players=4, hands_to_win=4, tie="draw", swap_seven=False)


def preset(variant: str | None = DEFAULT_VARIANT) -> BriscolaOptions:
    """The default options; Briscola has one preset, ``classica`` (or no variant at all)."""
    if variant not in (None, DEFAULT_VARIANT):
        raise OptionError("error.unknown_variant", variant=repr(variant), variants=DEFAULT_VARIANT)
    return BriscolaOptions()


def with_values(options: BriscolaOptions, values: Mapping[str, object]) -> BriscolaOptions:
    """``options`` with some options replaced; unknown keys and bad values are refused."""
    check_values(values, OPTION_KEYS, _validate)
    return replace(options, **values)  # type: ignore[arg-type]


def with_settings(options: BriscolaOptions, settings: Iterable[str]) -> BriscolaOptions:
    """``options`` changed by command-line settings written ``KEY=VALUE``."""
    return with_values(options, settings_values(settings))


def options_from_json(data: object) -> BriscolaOptions:
    """The options of a record's ``options`` object: every key present, none unknown."""
    return with_values(BriscolaOptions(), options_object(data, OPTION_KEYS))
