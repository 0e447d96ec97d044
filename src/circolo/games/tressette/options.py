"""The options of a Tressette match, the six variant presets, and ``--set KEY=VALUE`` parsing.

Every option can be changed on its own, whatever preset it starts from. The keys are those
of the match record's ``options`` object (docs/interfaces.md), in the same order.

>>> preset("romana").best_of, preset("romana").decider_target
(3, 41)
>>> with_settings(preset("classico"), ["target=21", "signals=none"]).target
21
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, fields, replace
from functools import cache
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

AccuseMode = Literal["off", "declare", "score"]
AccuseTiming = Literal["after-own-card", "end-of-first-trick"]
SignalsChoice = Literal[
    "none", "classico", "ai-tressette", "bredese", "chitarrella", "romana", "neutra"
]

ACCUSE_MODES: Final[tuple[str, ...]] = get_args(AccuseMode)
ACCUSE_TIMINGS: Final[tuple[str, ...]] = get_args(AccuseTiming)
SIGNALS_CHOICES: Final[tuple[str, ...]] = get_args(SignalsChoice)
BEST_OF_CHOICES: Final[tuple[int, ...]] = (1, 3, 5)
#: What the second game of a best of 3 may be played at (the registry plays the other game).
SecondGame = Literal["tressette", "briscola"]
SECOND_GAMES: Final[tuple[str, ...]] = get_args(SecondGame)


@dataclass(frozen=True, slots=True)
class TressetteOptions:
    """Every rule a Tressette match can be played with (see docs/rules.md)."""

    #: Points that win a game.
    target: int = 31
    #: Games in the match: 1, 3 (best of 3) or 5 (best of 5).
    best_of: int = 1
    #: Target of the deciding game ("bella") of a best of 3 or 5; None keeps ``target``.
    decider_target: int | None = None
    #: A team taking all 11 card points of a hand wins the game at once.
    cappotto: bool = True
    #: Accuse (buongioco): off, declared but worth nothing, or declared and scored.
    accuse: AccuseMode = "score"
    #: When accuse are declared: after each player's own first card, or at the first trick's end.
    accuse_timing: AccuseTiming = "after-own-card"
    #: "Tirarsi fuori": reaching the target through accuse ends the game after the first trick.
    accuse_ends_game: bool = False
    #: Redeal when a player is dealt less than one point (under three thirds, no ace).
    redeal_under_one_point: bool = True
    #: Redeal when a player is dealt three or more sevens.
    redeal_three_sevens: bool = True
    #: The signal vocabulary in use, or ``none``.
    signals: SignalsChoice = "classico"
    #: Whether untrue signals are accepted (True) or refused by the engine (False).
    false_signals: bool = True
    #: The game the second game of a best of 3 is played at: ``tressette``, or ``briscola``
    #: (the Roman match: Briscola a 4 to four hands, docs/rules.md).
    second_game: SecondGame = "tressette"

    def __post_init__(self) -> None:
        for option in fields(self):
            _validate(option.name, getattr(self, option.name))
        if self.second_game != "tressette" and self.best_of != 3:
            raise OptionError("error.second_game_best_of", game=self.second_game)

    def game_at(self, number: int) -> str:
        """The game that game ``number`` (from 0) of the match is played at."""
        return self.second_game if number == 1 and self.best_of == 3 else "tressette"

    def single_game(self) -> TressetteOptions:
        """These options for a match of one Tressette game (``best_of`` 1, no second game
        at another game): what the arena plays as a game, and a duplicate deal's hand."""
        return replace(self, best_of=1, second_game="tressette")

    def target_of_game(self, wins: tuple[int, int]) -> int:
        """The target of the game played when the teams have ``wins`` games each.

        The deciding game ("bella") of a best of 3 or 5 — both teams one win from the
        match — uses ``decider_target`` when it is set; with ``best_of`` 1 it has no effect.
        """
        need = self.best_of // 2
        if self.best_of > 1 and self.decider_target is not None and wins == (need, need):
            return self.decider_target
        return self.target

    def to_json(self) -> dict[str, Any]:
        """The options as the record's ``options`` object (keys in docs/interfaces.md's order)."""
        return dict(_options_json(self))


def _positive_int(value: object) -> bool:
    return is_int(value) and value > 0


_CHECKS: Final[dict[str, Check]] = {
    "target": (_positive_int, takes("target")),
    "best_of": (lambda v: is_int(v) and v in BEST_OF_CHOICES, one_of(BEST_OF_CHOICES)),
    "decider_target": (
        lambda v: v is None or _positive_int(v),
        takes("decider_target"),
    ),
    "cappotto": (lambda v: isinstance(v, bool), TRUE_OR_FALSE),
    "accuse": (lambda v: v in ACCUSE_MODES, one_of(ACCUSE_MODES)),
    "accuse_timing": (lambda v: v in ACCUSE_TIMINGS, one_of(ACCUSE_TIMINGS)),
    "accuse_ends_game": (lambda v: isinstance(v, bool), TRUE_OR_FALSE),
    "redeal_under_one_point": (lambda v: isinstance(v, bool), TRUE_OR_FALSE),
    "redeal_three_sevens": (lambda v: isinstance(v, bool), TRUE_OR_FALSE),
    "signals": (lambda v: v in SIGNALS_CHOICES, one_of(SIGNALS_CHOICES)),
    "false_signals": (lambda v: isinstance(v, bool), TRUE_OR_FALSE),
    "second_game": (lambda v: v in SECOND_GAMES, one_of(SECOND_GAMES)),
}


def _validate(key: str, value: object) -> None:
    validate(_CHECKS, key, value)


@cache
def _options_json(options: TressetteOptions) -> dict[str, Any]:
    """The options as JSON, worked out once per set of options (every view sends them)."""
    return asdict(options)


OPTION_KEYS: Final[tuple[str, ...]] = tuple(option.name for option in fields(TressetteOptions))

PRESETS: Final[Mapping[str, TressetteOptions]] = {
    "classico": TressetteOptions(),
    "ai-tressette": TressetteOptions(
        target=41, cappotto=False, accuse="declare", accuse_timing="end-of-first-trick",
        redeal_under_one_point=False, redeal_three_sevens=False,
        signals="ai-tressette", false_signals=False,
    ),
    "bredese": TressetteOptions(
        target=101, cappotto=False, accuse_timing="end-of-first-trick",
        redeal_under_one_point=False, redeal_three_sevens=False, signals="bredese",
    ),
    "chitarrella": TressetteOptions(
        target=31, cappotto=False, accuse_timing="end-of-first-trick",
        redeal_under_one_point=False, redeal_three_sevens=False, signals="chitarrella",
    ),
    "romana": TressetteOptions(
        target=41, best_of=3, decider_target=41, cappotto=False,
        accuse_timing="end-of-first-trick", accuse_ends_game=True,
        redeal_under_one_point=False, redeal_three_sevens=False, signals="romana",
    ),
    "neutra": TressetteOptions(
        target=31, cappotto=False, accuse="off", accuse_timing="end-of-first-trick",
        redeal_under_one_point=False, redeal_three_sevens=False,
        signals="neutra", false_signals=False,
    ),
}  # fmt: skip
VARIANTS: Final[tuple[str, ...]] = tuple(PRESETS)


def preset(variant: str) -> TressetteOptions:
    """The options of the preset ``variant``, or an error naming the variants."""
    try:
        return PRESETS[variant]
    except (KeyError, TypeError):
        raise OptionError(
            "error.unknown_variant", variant=repr(variant), variants=", ".join(VARIANTS)
        ) from None


def with_values(options: TressetteOptions, values: Mapping[str, object]) -> TressetteOptions:
    """``options`` with some options replaced; unknown keys and bad values are refused."""
    check_values(values, OPTION_KEYS, _validate)
    return replace(options, **values)  # type: ignore[arg-type]


def with_settings(options: TressetteOptions, settings: Iterable[str]) -> TressetteOptions:
    """``options`` changed by command-line settings written ``KEY=VALUE``."""
    return with_values(options, settings_values(settings))


#: Keys a record written before them may leave out (their default is what was played).
LATER_KEYS: Final[tuple[str, ...]] = ("second_game",)


def options_from_json(data: object) -> TressetteOptions:
    """The options of a record's ``options`` object: every key present (but those added
    since older records were written), none unknown."""
    required = tuple(key for key in OPTION_KEYS if key not in LATER_KEYS)
    values = dict(options_object(data, required))
    return with_values(TressetteOptions(), values)
