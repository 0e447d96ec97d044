"""Scopa's options (rules.md's table, interfaces.md's record ``options``): the presets, the
record's keys in order, ``--set`` parsing, and the refusals in it and en."""

from __future__ import annotations

import pytest

from circolo.core.errors import OptionError
from circolo.games.scopa.options import (
    DEFAULT_VARIANT,
    VARIANTS,
    ScopaOptions,
    options_from_json,
    preset,
    with_settings,
    with_values,
)
from tests.helpers import english_words_in


def test_the_record_writes_all_eight_options_in_the_interfaces_order_with_their_defaults() -> None:
    assert ScopaOptions().to_json() == {
        "players": 2, "scopone": False, "target": 11, "three_kings_redeal": True,
        "scopa_d_assi": False, "re_bello": False, "napola": False, "scopa_on_last_play": False,
    }  # fmt: skip
    assert list(ScopaOptions().to_json()) == [
        "players", "scopone", "target", "three_kings_redeal", "scopa_d_assi", "re_bello",
        "napola", "scopa_on_last_play",
    ]  # fmt: skip


def test_the_presets_are_scopa_for_two_scopa_for_four_and_scopone_the_default_first() -> None:
    assert VARIANTS == ("classica", "a-quattro", "scopone") and VARIANTS[0] == DEFAULT_VARIANT
    assert preset(None) == preset("classica") == ScopaOptions()
    assert preset("a-quattro") == ScopaOptions(players=4)
    scopone = preset("scopone")
    assert (scopone.players, scopone.scopone, scopone.hand_size, scopone.table_size) == (
        4, True, 10, 0,
    )  # fmt: skip
    assert (ScopaOptions().hand_size, ScopaOptions().table_size) == (3, 4)


def test_an_unknown_preset_is_refused_naming_the_presets() -> None:
    with pytest.raises(OptionError) as refused:
        preset("trentino")
    assert str(refused.value) == (
        "unknown variant 'trentino'; the variants are: classica, a-quattro, scopone"
    )


def test_every_option_is_set_on_its_own_from_the_command_line() -> None:
    options = with_settings(
        preset("scopone"),
        ["target=31", "scopa_d_assi=true", "re_bello=true", "napola=true",
         "scopa_on_last_play=true", "three_kings_redeal=false"],
    )  # fmt: skip
    assert options.to_json() == {
        "players": 4, "scopone": True, "target": 31, "three_kings_redeal": False,
        "scopa_d_assi": True, "re_bello": True, "napola": True, "scopa_on_last_play": True,
    }  # fmt: skip
    assert with_values(preset("scopone"), {"players": 2, "scopone": False}).players == 2


@pytest.mark.parametrize(
    ("settings", "said"),
    [
        (["target=12"], "option target cannot be 12; it takes 11, 16, 21 or 31"),
        (["players=3"], "option players cannot be 3; it takes 2 or 4"),
        (["napola=yes"], 'option napola cannot be "yes"; it takes true or false'),
        (["scopone=true"], "Scopone (option scopone) is played by 4 players, not 2"),
        (["primiera=false"], "unknown option 'primiera'"),
    ],
)
def test_a_bad_setting_is_refused_with_what_the_option_takes_in_both_languages(
    settings: list[str], said: str
) -> None:
    with pytest.raises(OptionError) as refused:
        with_settings(preset(None), settings)
    assert str(refused.value).startswith(said)
    assert not english_words_in(refused.value.message("it")), refused.value.message("it")


def test_scopone_with_two_players_is_refused_in_italian_too() -> None:
    with pytest.raises(OptionError) as refused:
        with_values(preset("scopone"), {"players": 2})
    assert refused.value.message("it").startswith("lo Scopone (opzione scopone) si gioca in 4")


def test_a_records_options_must_hold_every_key() -> None:
    assert options_from_json(preset("scopone").to_json()) == preset("scopone")
    partial = ScopaOptions().to_json()
    del partial["napola"]
    with pytest.raises(OptionError, match="napola"):
        options_from_json(partial)
    with pytest.raises(OptionError):
        options_from_json({**ScopaOptions().to_json(), "variant": "classica"})
