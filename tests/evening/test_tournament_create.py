"""``circolo tournament create`` and ``start`` against a running ``circolo serve``: the
evening made as the browser's director's form makes it, its join link, QR code and
director's token printed, started from the command line and played to its end; a refusal of
the server printed as its sentence (exit 2), and a server that does not answer named."""

from __future__ import annotations

import json
import re
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from circolo.cli import main
from circolo.cli.play import free_port
from tests.web.conftest import Circolo


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    circolo = Circolo(tmp_path_factory.mktemp("serve"), "127.0.0.1")
    try:
        circolo.start()
        yield circolo.url
    finally:
        circolo.stop()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return json.load(answer)


@pytest.mark.slow
def test_an_evening_made_and_started_from_the_command_line_is_played_to_its_end(
    capsys: pytest.CaptureFixture[str], server: str
) -> None:
    code, out, err = run(
        capsys, "tournament", "create", "--server", server, "--game", "briscola",
        "--set", "players=2", "--format", "roundrobin", "--boards", "3",
        "--entries", "ai:random,ai:heuristic,ai:random", "--minutes-per-board", "2",
        "--ai-delay-ms", "0",
    )  # fmt: skip
    assert code == 0, err
    link = re.search(r"Join link: (\S+)", out)
    token = re.search(r"Director's token \(keep it: it starts the evening\): (\S+)", out)
    assert link is not None and token is not None, out
    evening_id = link.group(1).rsplit("/", 1)[1]
    assert "█" in out or "▀" in out or "▄" in out  # the QR code, drawn in the terminal
    assert f"circolo tournament start --server {server} {evening_id} --token" in out
    waiting = _get(f"{server}/api/evenings/{evening_id}")
    assert (waiting["status"], waiting["format"], waiting["boards"]) == ("waiting", "roundrobin", 3)
    assert waiting["seconds_per_board"] == 120
    code, out, err = run(
        capsys, "tournament", "start", "--server", server, evening_id, "--token", token.group(1)
    )
    assert code == 0, err
    assert out.startswith(f"Evening {evening_id}: playing")
    deadline = time.monotonic() + 120
    while _get(f"{server}/api/evenings/{evening_id}")["status"] != "finished":
        assert time.monotonic() < deadline, "the evening did not finish"
        time.sleep(0.2)


@pytest.mark.slow
def test_what_the_server_refuses_is_printed_as_its_sentence_with_exit_2(
    capsys: pytest.CaptureFixture[str], server: str
) -> None:
    code, out, err = run(
        capsys, "tournament", "create", "--server", server, "--format", "howell",
        "--boards", "3", "--entries", "open,open,open",
    )  # fmt: skip
    assert (code, out) == (2, "")
    assert "the server refused" in err and "4" in err and "Traceback" not in err
    code, _, err = run(
        capsys, "tournament", "start", "--server", server, "nosuch", "--token", "x" * 20
    )
    assert code == 2 and "the server refused" in err


def test_a_server_that_does_not_answer_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    nobody = f"http://127.0.0.1:{free_port()}"
    code, out, err = run(
        capsys, "tournament", "start", "--server", nobody, "abc", "--token", "t" * 20
    )
    assert (code, out) == (2, "") and f"no Circolo server answers at {nobody}" in err
    code, _, err = run(capsys, "tournament", "start", "--server", "ftp://x", "abc", "--token", "t")
    assert code == 2 and "http://host:8733" in err


def test_the_help_of_tournament_names_run_create_and_start(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, _ = run(capsys, "tournament", "--help")
    assert code == 0 and all(word in out for word in ("run", "create", "start"))
