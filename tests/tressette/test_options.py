"""The options, the six presets of docs/rules.md, and ``--set KEY=VALUE``."""

from __future__ import annotations

import pytest

from circolo.core.errors import OptionError
from circolo.games.tressette.options import (
    OPTION_KEYS,
    PRESETS,
    TressetteOptions,
    options_from_json,
    preset,
    with_settings,
)

# The presets table of docs/rules.md, column by column.
PRESET_TABLE = {
    # variant: target, best_of, decider, accuse, timing, ends_game, cappotto, redeal<1, 7s,
    #          signals, false_signals
    "classico": (31, 1, None, "score", "after-own-card", False, True, True, True,
                 "classico", True),
    "ai-tressette": (41, 1, None, "declare", "end-of-first-trick", False, False, False, False,
                     "ai-tressette", False),
    "bredese": (101, 1, None, "score", "end-of-first-trick", False, False, False, False,
                "bredese", True),
    "chitarrella": (31, 1, None, "score", "end-of-first-trick", False, False, False, False,
                    "chitarrella", True),
    "romana": (41, 3, 41, "score", "end-of-first-trick", True, False, False, False,
               "romana", True),
    "neutra": (31, 1, None, "off", "end-of-first-trick", False, False, False, False,
               "neutra", False),
}  # fmt: skip


@pytest.mark.parametrize("variant", list(PRESET_TABLE))
def test_presets_are_those_of_the_rules(variant: str) -> None:
    o = preset(variant)
    actual = (
        o.target, o.best_of, o.decider_target, o.accuse, o.accuse_timing, o.accuse_ends_game,
        o.cappotto, o.redeal_under_one_point, o.redeal_three_sevens, o.signals, o.false_signals,
    )  # fmt: skip
    assert actual == PRESET_TABLE[variant]


def test_there_are_exactly_six_presets() -> None:
    assert set(PRESETS) == set(PRESET_TABLE)


def test_option_keys_are_those_of_the_record_in_order() -> None:
    assert OPTION_KEYS == (
        "target", "best_of", "decider_target", "cappotto", "accuse", "accuse_timing",
        "accuse_ends_game", "redeal_under_one_point", "redeal_three_sevens", "signals",
        "false_signals", "second_game",
    )  # fmt: skip
    assert list(TressetteOptions().to_json()) == list(OPTION_KEYS)


SETTINGS = [
    ("target=21", "target", 21),
    ("target=1000", "target", 1000),
    ("best_of=5", "best_of", 5),
    ("decider_target=null", "decider_target", None),
    ("decider_target=51", "decider_target", 51),
    ("cappotto=false", "cappotto", False),
    ("accuse=declare", "accuse", "declare"),
    ("accuse=off", "accuse", "off"),
    ("accuse_timing=end-of-first-trick", "accuse_timing", "end-of-first-trick"),
    ("accuse_ends_game=true", "accuse_ends_game", True),
    ("redeal_under_one_point=false", "redeal_under_one_point", False),
    ("redeal_three_sevens=false", "redeal_three_sevens", False),
    ("signals=romana", "signals", "romana"),
    ('signals="none"', "signals", "none"),
    ("false_signals=false", "false_signals", False),
]


@pytest.mark.parametrize(("setting", "key", "value"), SETTINGS)
def test_every_option_changes_on_its_own(setting: str, key: str, value: object) -> None:
    base = preset("classico")
    changed = with_settings(base, [setting])
    assert getattr(changed, key) == value
    others = [k for k in OPTION_KEYS if k != key]
    assert all(getattr(changed, k) == getattr(base, k) for k in others)


def test_an_unknown_option_is_named_with_the_list_of_options() -> None:
    with pytest.raises(OptionError) as caught:
        with_settings(preset("classico"), ["trget=21"])
    message = str(caught.value)
    assert "unknown option 'trget'" in message and "target, best_of" in message


@pytest.mark.parametrize(
    ("setting", "allowed"),
    [
        ("target=0", "positive whole number"),
        ("target=abc", "positive whole number"),
        ("target=true", "positive whole number"),
        ("best_of=2", "1, 3 or 5"),
        ("accuse=sometimes", "off, declare or score"),
        ("signals=milanese", "none, classico, ai-tressette"),
        ("cappotto=yes", "true or false"),
        ("decider_target=-4", "null"),
    ],
)
def test_a_bad_value_says_what_the_option_takes(setting: str, allowed: str) -> None:
    with pytest.raises(OptionError) as caught:
        with_settings(preset("classico"), [setting])
    assert setting.split("=")[0] in str(caught.value) and allowed in str(caught.value)


def test_a_setting_without_equals_is_refused() -> None:
    with pytest.raises(OptionError, match="KEY=VALUE"):
        with_settings(preset("classico"), ["target"])


def test_an_unknown_variant_lists_the_variants() -> None:
    with pytest.raises(OptionError) as caught:
        preset("napoletano")
    assert "'napoletano'" in str(caught.value) and "classico, ai-tressette" in str(caught.value)


def test_record_options_need_every_key() -> None:
    data = preset("classico").to_json()
    assert options_from_json(data) == preset("classico")
    del data["cappotto"]
    with pytest.raises(OptionError, match="options lack cappotto"):
        options_from_json(data)


def test_errors_render_in_italian_too() -> None:
    with pytest.raises(OptionError) as caught:
        with_settings(preset("classico"), ["best_of=2"])
    assert "l'opzione best_of non può valere 2" in caught.value.message("it")
