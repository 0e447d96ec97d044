"""Scopa's definition as the registry serves it: its options at a server table, its rules in
words, its lobby info, its engine answer, the command line's commands on it, and the
cross-game checks of tests/games run on it while it is registered."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from circolo.cli import main
from circolo.core.errors import CircoloError
from circolo.core.game import Game
from circolo.core.i18n import t
from circolo.engine import Engine
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import OPTION_KEYS, VARIANTS, ScopaOptions
from circolo.games.scopa.view import seat_view, view_to_json
from circolo.server.schemas.games import GameInfo
from tests.games import test_every_game


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # argparse exits on usage errors
        code = int(exit_.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_seat_count_gives_the_players_and_scopone_needs_four_seats(scopa: Game[Any]) -> None:
    assert scopa.table_options(None, 4, {}).players == 4
    assert scopa.table_options("scopone", 4, {}).hand_size == 10
    with pytest.raises(CircoloError) as three:
        scopa.table_options(None, 3, {})
    assert three.value.key == "server.error.scopa_seats_count"
    with pytest.raises(CircoloError) as mismatch:
        scopa.table_options(None, 2, {"players": 4})
    assert mismatch.value.message("it") == t(
        "server.error.scopa_players_seats", "it", players=4, seats=2
    )
    with pytest.raises(CircoloError) as scopone:
        scopa.table_options("scopone", 2, {})
    assert scopone.value.key == "error.scopa_scopone_players"


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_rules_name_every_preset_and_explain_every_option(scopa: Game[Any], lang: Any) -> None:
    presets = scopa.describe(None, lang)
    assert all(name in presets for name in VARIANTS)
    for variant in VARIANTS:
        text = scopa.describe(variant, lang)
        for key in OPTION_KEYS:
            assert t(f"scopa.option.{key}", lang) in text, (variant, key)
    assert re.search(r"^  scopone +true ", scopa.describe("scopone", lang), re.MULTILINE)


def test_the_lobby_info_offers_every_preset_option_seat_count_and_player(
    scopa: Game[Any],
) -> None:
    info = GameInfo.model_validate(scopa.info())
    assert [variant.name for variant in info.variants] == list(VARIANTS)
    assert [option.key for option in info.options] == list(OPTION_KEYS)
    kinds = {option.key: option.kind for option in info.options}
    assert kinds["players"] == kinds["target"] == "choice" and kinds["napola"] == "switch"
    assert info.seats == [2, 4] and info.players is not None and "random" in info.players


def test_the_engine_answers_a_scopa_view_with_the_step_reasons_and_text(
    scopa: Game[Any],
) -> None:
    match = deal_until_playable(MatchState.new(ScopaOptions(players=4), 0), random.Random(2))
    view = view_to_json(seat_view(match, 1))
    engine = Engine()
    answer: dict[str, Any] = engine.answer(
        json.dumps({"id": 5, "cmd": "play", "player": "random", "view": view})
    )
    assert set(answer) == {"id", "card", "take", "reasons", "text"}
    assert {"card": answer["card"], "take": answer["take"]} in view["legal"]
    assert scopa.answer_step(scopa.engine_answer(None, 9, view)) in view["legal"]
    assert answer["text"]["it"] and answer["text"]["en"]
    hello: dict[str, Any] = engine.answer('{"id": 1, "cmd": "hello"}')
    assert "random" in hello["players"]
    other = view_to_json(seat_view(match, 2))
    refused: dict[str, Any] = engine.answer(json.dumps({"id": 6, "cmd": "play", "view": other}))
    assert "seat 2" in refused["error"]


def test_every_game_checks_hold_for_scopa_while_it_is_registered(scopa: Game[Any]) -> None:
    test_every_game.test_every_game_plays_out_at_random_by_its_rules_and_its_record_replays("scopa")
    test_every_game.test_no_card_in_a_seats_view_is_hidden_from_it_and_a_spectator_may_know_none(
        "scopa"
    )


@pytest.mark.parametrize("lang", ["it", "en"])
def test_circolo_rules_prints_the_presets_and_a_presets_options(
    scopa: Game[Any], capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    code, out, _ = run(capsys, "rules", "--game", "scopa", "--lang", lang)
    assert code == 0 and "a-quattro" in out and "scopone" in out
    code, out, _ = run(capsys, "rules", "scopone", "--game", "scopa", "--lang", lang)
    assert code == 0 and "three_kings_redeal" in out and "scopa_on_last_play" in out
    code, _, err = run(capsys, "rules", "sette-e-mezzo", "--game", "scopa")
    assert code == 2 and "classica, a-quattro, scopone" in err


@pytest.mark.parametrize("variant", VARIANTS)
def test_circolo_selfplay_then_replay_finds_every_rule_holds(
    scopa: Game[Any], capsys: pytest.CaptureFixture[str], tmp_path: Path, variant: str
) -> None:
    out = tmp_path / "scopa.jsonl"
    argv = ["selfplay", "--game", "scopa", "--variant", variant, "--matches", "2", "--seed", "3"]
    assert run(capsys, *argv, "--set", "napola=true", "--out", str(out))[0] == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["game"] for r in records] == ["scopa", "scopa"]
    assert all(r["options"]["napola"] for r in records)
    code, stdout, stderr = run(capsys, "replay", str(out))
    assert code == 0 and stdout == "" and "2 records checked" in stderr
    broken = records[0]
    broken["hands"][0]["plays"][0]["take"] = ["Rd", "Rc", "Rs", "Rb"]
    out.write_text(json.dumps(broken) + "\n")
    code, stdout, _ = run(capsys, "replay", str(out))
    assert code == 1 and "hand 1, step 1" in stdout


def test_circolo_arena_plays_duplicate_deals_scored_by_the_hands_totals(
    scopa: Game[Any], capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["arena", "--game", "scopa", "--a", "random", "--b", "random", "--deals", "10"]
    code, out, _ = run(capsys, *argv, "--seed", "4", "--json", "--workers", "1")
    result = json.loads(out)
    assert code == 0 and result["deals"] == 10 and result["hands"] == 20
    # the settebello alone gives every hand a point
    assert result["a_points_per_hand"] + result["b_points_per_hand"] >= 1
    code, out, _ = run(
        capsys, *argv[:-2], "--games", "1", "--seed", "4", "--json", "--workers", "1"
    )
    assert code == 0 and json.loads(out)["games"] == 2
