"""The options of a Pinnacola match, its one preset, and ``--set KEY=VALUE`` parsing.

The keys are those of the Pinnacola record's ``options`` object (docs/interfaces.md), in the
same order; every one can be set on its own.

>>> PinnacolaOptions().players, PinnacolaOptions().target
(4, 1500)
>>> with_settings(PinnacolaOptions(), ["players=2", "mode=single"]).mode
'single'
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

Direction = Literal["clockwise", "anticlockwise"]
Mode = Literal["single", "points"]
DIRECTIONS: Final[tuple[str, ...]] = get_args(Direction)
MODES: Final[tuple[str, ...]] = get_args(Mode)
TARGETS: Final[tuple[int, ...]] = (1500, 2000, 2500, 3000)
#: The highest minimum an opening may be asked to reach.
MAX_FIRST_MELD_MINIMUM: Final = 300
#: Keys a record written before them may leave out (their default, off, is what was played).
LATER_KEYS: Final[tuple[str, ...]] = (
    "chiusura_in_mano",
    "no_close_first_round",
    "open_before_pile",
    "first_meld_minimum",
)
#: The name of Pinnacola's only preset (records may leave ``variant`` out).
DEFAULT_VARIANT: Final = "standard"


@dataclass(frozen=True, slots=True)
class PinnacolaOptions:
    """Every rule a Pinnacola match can be played with (docs/pinnacola.md)."""

    #: 2 (one against one) or 4 (two teams, partners opposite).
    players: int = 4
    #: Cards dealt to each player: 13 or 15.
    cards_per_hand: int = 13
    #: The black twos are wild ("pinelle") and the red twos leave the deck.
    pinelle: bool = False
    #: The four jokers are in the deck.
    jokers: bool = True
    #: Wild cards allowed in one meld; None for any number (two natural cards always).
    max_wild_per_meld: int | None = 1
    #: Four jokers together may be laid as a meld of their own (worth 400).
    four_jokers_meld: bool = True
    #: Where the seats sit on screen; play always goes seat 0, 1, 2 …
    direction: Direction = "clockwise"
    #: One hand (``single``) or hands until a team reaches ``target`` (``points``).
    mode: Mode = "points"
    #: The points that end a ``points`` match: 1500, 2000, 2500 or 3000.
    target: int = 1500
    #: "Chiusura in mano": closing in one turn doubles the closing team's melded points, and
    #: each opponent who never opened pays 200 instead of 100.
    chiusura_in_mano: bool = False
    #: Nobody closes before every player has had a turn (the hand's first round).
    no_close_first_round: bool = False
    #: A player who has not opened (before this turn) draws only from the stock.
    open_before_pile: bool = False
    #: The melds a player lays in the turn he opens must be worth this much together
    #: (bonuses counted); 0: no minimum.
    first_meld_minimum: int = 0

    def __post_init__(self) -> None:
        for option in fields(self):
            _validate(option.name, getattr(self, option.name))

    @property
    def teams(self) -> int:
        """Always two teams: with two players each player is a team."""
        return 2

    def to_json(self) -> dict[str, Any]:
        """The options as the record's ``options`` object (keys in docs/interfaces.md's order)."""
        return asdict(self)


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


_CHECKS: Final[dict[str, Check]] = {
    "players": (lambda v: is_int(v) and v in (2, 4), one_of((2, 4))),
    "cards_per_hand": (lambda v: is_int(v) and v in (13, 15), one_of((13, 15))),
    "pinelle": (_is_bool, TRUE_OR_FALSE),
    "jokers": (_is_bool, TRUE_OR_FALSE),
    "max_wild_per_meld": (
        lambda v: v is None or (is_int(v) and v >= 1),
        takes("wilds"),
    ),
    "four_jokers_meld": (_is_bool, TRUE_OR_FALSE),
    "direction": (lambda v: v in DIRECTIONS, one_of(DIRECTIONS)),
    "mode": (lambda v: v in MODES, one_of(MODES)),
    "target": (lambda v: is_int(v) and v in TARGETS, one_of(TARGETS)),
    "chiusura_in_mano": (_is_bool, TRUE_OR_FALSE),
    "no_close_first_round": (_is_bool, TRUE_OR_FALSE),
    "open_before_pile": (_is_bool, TRUE_OR_FALSE),
    "first_meld_minimum": (
        lambda v: is_int(v) and 0 <= v <= MAX_FIRST_MELD_MINIMUM,
        takes("first_meld_minimum", most=MAX_FIRST_MELD_MINIMUM),
    ),
}

OPTION_KEYS: Final[tuple[str, ...]] = tuple(option.name for option in fields(PinnacolaOptions))


def _validate(key: str, value: object) -> None:
    validate(_CHECKS, key, value)


def preset(variant: str | None = DEFAULT_VARIANT) -> PinnacolaOptions:
    """The default options; Pinnacola has one preset, ``standard`` (or no variant at all)."""
    if variant not in (None, DEFAULT_VARIANT):
        raise OptionError("error.unknown_variant", variant=repr(variant), variants=DEFAULT_VARIANT)
    return PinnacolaOptions()


def with_values(options: PinnacolaOptions, values: Mapping[str, object]) -> PinnacolaOptions:
    """``options`` with some options replaced; unknown keys and bad values are refused."""
    check_values(values, OPTION_KEYS, _validate)
    return replace(options, **values)  # type: ignore[arg-type]


def with_settings(options: PinnacolaOptions, settings: Iterable[str]) -> PinnacolaOptions:
    """``options`` changed by command-line settings written ``KEY=VALUE``."""
    return with_values(options, settings_values(settings))


def options_from_json(data: object) -> PinnacolaOptions:
    """The options of a record's ``options`` object: every key present (but those added
    since older records were written), none unknown."""
    required = tuple(key for key in OPTION_KEYS if key not in LATER_KEYS)
    return with_values(PinnacolaOptions(), options_object(data, required))
