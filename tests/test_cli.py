"""The ``circolo`` command as a user runs it: outputs, exit codes, and one-sentence errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from circolo.cli import main

SELFPLAY = ["selfplay", "--game", "tressette", "--variant", "classico", "--matches", "3",
            "--seed", "7", "--players", "random,random,random,random"]  # fmt: skip


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:  # argparse exits on usage errors and --help
        code = int(exit_.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_help_lists_the_commands_and_what_circolo_alone_does(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0
    assert "selfplay" in out and "replay" in out and "rules" in out and "serve" in out
    assert "opens the table in your browser" in out


def test_selfplay_writes_one_record_per_match_and_the_same_bytes_again(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, first, _ = run(capsys, *SELFPLAY)
    assert code == 0
    lines = first.splitlines()
    assert len(lines) == 3
    assert [json.loads(line)["seed"] for line in lines] == [7, 8, 9]
    _, second, _ = run(capsys, *SELFPLAY)
    assert first == second


def test_selfplay_out_then_replay_finds_every_rule_holds(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "games.jsonl"
    assert run(capsys, *SELFPLAY, "--out", str(out))[0] == 0
    code, stdout, stderr = run(capsys, "replay", str(out))
    assert code == 0 and stdout == "" and "3 records checked" in stderr


def test_selfplay_options_are_set_one_by_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "selfplay", "--variant", "romana", "--set", "target=21", "--set",
        "decider_target=null", "--set", "signals=neutra", "--set", "false_signals=false",
    )  # fmt: skip
    assert code == 0
    options = json.loads(out)["options"]
    assert (options["target"], options["decider_target"], options["signals"]) == (
        21,
        None,
        "neutra",
    )
    assert options["false_signals"] is False and options["best_of"] == 3


def test_replay_reports_each_fault_and_exits_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, out, _ = run(capsys, *SELFPLAY)
    records = [json.loads(line) for line in out.splitlines()]
    records[1]["games"][0]["hands"][0]["result"]["thirds"] = [0, 0]
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\nnot json\n")
    code, stdout, stderr = run(capsys, "replay", str(path))
    assert code == 1
    faults = stdout.splitlines()
    assert faults[0].startswith("match 2, game 1, hand 1: result 'thirds' is [0, 0]")
    assert faults[-1].startswith("match 4: not valid JSON")
    assert "2 of 4 records break the rules" in stderr


def test_replay_of_a_missing_file_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "replay", "/no/such/file.jsonl")
    assert code == 2 and "no such file: /no/such/file.jsonl" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["selfplay", "--variant", "milanese"], "unknown variant 'milanese'"),
        (["selfplay", "--set", "targte=21"], "unknown option 'targte'"),
        (["selfplay", "--set", "best_of=4"], "option best_of cannot be 4; it takes 1, 3 or 5"),
        (["selfplay", "--players", "random,random"], "4 players, but 2 were given"),
        (["selfplay", "--players", "random,random,random,genius"], "unknown player 'genius'"),
        (["selfplay", "--players", "random,random,random,random:speed=3"], "no setting 'speed'"),
        (["selfplay", "--matches", "0"], "not a positive number"),
        (["selfplay", "--game", "burraco"], "invalid choice: 'burraco'"),
        (["rules", "milanese"], "unknown variant 'milanese'"),
        (["rules", "--lang", "fr"], "invalid choice: 'fr'"),
    ],
)
def test_bad_input_gets_one_clear_sentence_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert message in err
    assert "Traceback" not in err and out == ""


def test_a_failed_selfplay_leaves_the_saved_file_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "games.jsonl"
    out.write_text("precious\n")
    code, _, _ = run(
        capsys, "selfplay", "--players", "random,nobody,random,random", "--out", str(out)
    )
    assert code == 2 and out.read_text() == "precious\n"
    assert list(tmp_path.iterdir()) == [out]  # no temporary file left behind


def test_out_into_a_missing_folder_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, "selfplay", "--out", str(tmp_path / "nope" / "g.jsonl"))
    assert code == 2 and "does not exist" in err


def test_rules_prints_options_and_the_vocabulary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "bredese")
    assert code == 0
    assert "target                  101" in out
    assert "busso — busso (cioca)" in out and "punta-l-asso" in out  # one name, as the table says
    assert "Any player may signal" in out


def test_rules_in_italian(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules", "romana", "--lang", "it")
    assert code == 0
    assert "Opzioni" in out and "piombo-a-due-pali" in out and "la meglio" in out


def test_rules_without_a_variant_lists_the_six(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rules")
    assert code == 0
    for variant in ("classico", "ai-tressette", "bredese", "chitarrella", "romana", "neutra"):
        assert variant in out


def test_rules_of_pinnacola_explain_every_option_in_each_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from circolo.games.pinnacola.options import OPTION_KEYS

    code, out, _ = run(capsys, "rules", "--game", "pinnacola")
    assert code == 0 and out.startswith("Pinnacola, preset standard")
    for key in OPTION_KEYS:
        assert f"\n  {key} " in out
    assert "13 or 15" in out and "--set players=2" in out
    code, out, _ = run(capsys, "rules", "--game", "pinnacola", "--lang", "it")
    assert code == 0 and "carte distribuite a ciascuno: 13 o 15" in out
    code, _, err = run(capsys, "rules", "classico", "--game", "pinnacola")
    assert code == 2 and "unknown variant 'classico'" in err


def test_the_installed_command_runs() -> None:
    command = Path(sys.executable).parent / "circolo"
    assert command.exists(), "the package's console script is not installed"
    result = subprocess.run(
        [str(command), "selfplay", "--seed", "1"],
        capture_output=True, text=True, check=False, timeout=60,
    )  # fmt: skip
    assert result.returncode == 0 and json.loads(result.stdout)["game"] == "tressette"


def test_a_deeply_nested_line_is_a_fault_not_a_crash(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "deep.jsonl"
    path.write_text("[" * 100_000 + "]" * 100_000 + "\n")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and "nested too deeply" in out and "Traceback" not in err


def test_a_line_that_is_not_utf8_spoils_only_itself(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, good, _ = run(capsys, *SELFPLAY)
    path = tmp_path / "mixed.jsonl"
    path.write_bytes(good.splitlines()[0].encode() + b"\n\xff\xfe\n")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 1 and out.splitlines() == [
        "match 2: not UTF-8 text (invalid start byte at byte 0)"
    ]


def test_wrong_json_types_in_results_are_faults(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, good, _ = run(capsys, *SELFPLAY)
    record = json.loads(good.splitlines()[0])
    game = record["games"][0]
    game["score"] = [float(x) for x in game["score"]]
    game["winner"] = bool(game["winner"])
    path = tmp_path / "types.jsonl"
    path.write_text(json.dumps(record) + "\n")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 1 and "the game's 'score' is [" in out and "the game's 'winner'" in out


def test_replay_of_a_folder_or_an_unreadable_file_is_one_sentence(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, "replay", str(tmp_path))
    assert code == 2 and "is a folder" in err
    code, _, err = run(capsys, "replay", "/proc/self/mem")
    assert code == 2 and "Traceback" not in err and "error:" in err


def test_selfplay_out_follows_the_umask_and_writes_through_a_symlink(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    real = tmp_path / "real.jsonl"
    real.write_text("old\n")
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    assert run(capsys, "selfplay", "--out", str(link))[0] == 0
    assert link.is_symlink() and json.loads(real.read_text())["game"] == "tressette"
    umask = os.umask(0o022)
    try:
        out = tmp_path / "new.jsonl"
        assert run(capsys, "selfplay", "--out", str(out))[0] == 0
        assert out.stat().st_mode & 0o777 == 0o644
    finally:
        os.umask(umask)


def test_selfplay_out_into_an_unwritable_place_is_one_sentence(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = run(capsys, "selfplay", "--out", "/proc/circolo-test.jsonl")
    assert code == 2 and "Traceback" not in err and "error:" in err
