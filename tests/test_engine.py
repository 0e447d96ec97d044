"""``circolo engine`` driven as another program drives it: JSON lines over a subprocess's pipes."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from circolo import __version__
from circolo.games.pinnacola.players.registry import NAMES as PINNACOLA_PLAYERS
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.registry import PLAYERS
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import seat_view

CIRCOLO = Path(sys.executable).parent / "circolo"


def _views(plays: int) -> list[dict[str, Any]]:
    """The VIEW of every seat after ``plays`` random cards of a dealt classico hand."""
    rng = random.Random(11)
    match = deal_until_playable(MatchState.new(preset("classico"), 2), rng)
    for _ in range(plays):
        match = match.play(Play(rng.choice(match.legal_cards())))
    return [seat_view(match, seat).to_json() for seat in range(4)]


VIEWS = _views(6)
TO_MOVE: int = VIEWS[0]["to_move"]
VIEW = VIEWS[TO_MOVE]
OTHER_VIEW = VIEWS[(TO_MOVE + 1) % 4]
BAD_CARD_VIEW = {**VIEW, "hand": ["Zz", *VIEW["hand"][1:]]}


def _session(*lines: str) -> tuple[list[dict[str, Any]], subprocess.CompletedProcess[str]]:
    """Send ``lines`` to one ``circolo engine``; its answers, parsed, and the finished process."""
    done = subprocess.run(
        [str(CIRCOLO), "engine"],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
    )
    return [json.loads(line) for line in done.stdout.splitlines()], done


def _request(**fields: object) -> str:
    return json.dumps(fields)


HELLO = _request(id="hello", cmd="hello")
#: Bad requests, each with a fragment of the error it gets.
BAD_REQUESTS = [
    ('{"id": 5, "cmd": "hello"', "the request is not valid JSON"),
    (_request(id=6, cmd="dance"), 'unknown command "dance"; the commands are: hello, play'),
    (_request(id=7, cmd="play", view=BAD_CARD_VIEW), '"Zz", which is not a card'),
    (_request(id=8, cmd="play", player="random", view=OTHER_VIEW), "turn, not seat"),
    (_request(id=9, cmd="play", player="nobody", view=VIEW), "unknown player 'nobody'"),
    (
        _request(id=10, cmd="play", player="cmd:circolo engine", view=VIEW),
        "is an external program, which the engine does not run",
    ),
    ("[1, 2, 3]", "a request must be a JSON object"),
    (_request(id=11), "the request has no cmd"),
    (_request(id=12, cmd="play", player="random"), "a play request needs a view"),
    (_request(id=13, cmd="hello", colour="red"), 'a hello request has no field "colour"'),
    (_request(id=14, cmd="play", player="random", seed="x", view=VIEW), "seed must be"),
]
#: One session: each bad request is followed by a hello, to show the engine still answers;
#: a blank line is skipped; nothing after ``quit`` is read.
SESSION = [
    _request(id=1, cmd="hello"),
    _request(id=2, cmd="play", view=VIEW),
    _request(id=3, cmd="play", player="random", seed=5, view=VIEW),
    _request(id=4, cmd="play", player="random", seed=5, view=VIEW),
    "",
    *(line for request, _ in BAD_REQUESTS for line in (request, HELLO)),
    _request(id=15, cmd="quit"),
    _request(id=16, cmd="hello"),
]
ANSWERED = [line for line in SESSION if line]


@pytest.fixture(scope="module")
def answers() -> list[dict[str, Any]]:
    """The answers to :data:`SESSION`, after checking the engine ended cleanly on ``quit``."""
    answers, done = _session(*SESSION)
    assert done.returncode == 0 and done.stderr == ""
    return answers


def _answer(answers: list[dict[str, Any]], request_id: object) -> dict[str, Any]:
    (answer,) = [a for a in answers if a["id"] == request_id]
    return answer


def test_hello_names_the_engine_its_version_and_its_players(answers: list[dict[str, Any]]) -> None:
    assert _answer(answers, 1) == {
        "id": 1,
        "name": "circolo",
        "version": __version__,
        "players": [*PLAYERS, *(n for n in PINNACOLA_PLAYERS if n not in PLAYERS)],
    }


def test_play_answers_a_legal_card_with_reasons_in_italian_and_english(
    answers: list[dict[str, Any]],
) -> None:
    for request_id in (2, 3):
        answer = _answer(answers, request_id)
        assert set(answer) == {"id", "card", "signals", "reasons", "text"}, answer
        assert answer["card"] in VIEW["legal"]
        assert isinstance(answer["signals"], list)
        assert answer["reasons"] and all("code" in reason for reason in answer["reasons"])
        assert answer["text"]["it"].strip() and answer["text"]["en"].strip()


def test_the_same_request_gets_the_same_answer(answers: list[dict[str, Any]]) -> None:
    assert {**_answer(answers, 3), "id": 4} == _answer(answers, 4)


@pytest.mark.parametrize(("request_line", "message"), BAD_REQUESTS)
def test_a_bad_request_gets_an_error_line_and_the_engine_keeps_serving(
    answers: list[dict[str, Any]], request_line: str, message: str
) -> None:
    position = ANSWERED.index(request_line)
    answer, following = answers[position], answers[position + 1]
    request = json.loads(request_line) if request_line.endswith("}") else None
    expected_id = request.get("id") if isinstance(request, dict) else None
    assert answer["id"] == expected_id
    assert set(answer) == {"id", "error"} and "\n" not in answer["error"]
    assert message in answer["error"]
    assert following["id"] == "hello" and following["name"] == "circolo"


def test_quit_ends_the_engine_and_nothing_after_it_is_answered(
    answers: list[dict[str, Any]],
) -> None:
    assert len(answers) == len(ANSWERED) - 1
    assert answers[-1] == {"id": 15, "ok": True}


def test_the_end_of_the_input_ends_the_engine_too() -> None:
    answers, done = _session(HELLO)
    assert done.returncode == 0 and [a["id"] for a in answers] == ["hello"]


def test_a_line_that_is_not_utf8_gets_an_error() -> None:
    done = subprocess.run(
        [str(CIRCOLO), "engine"],
        input=b"\xff\xfe\n" + HELLO.encode() + b"\n",
        capture_output=True,
        timeout=60,
        check=False,
    )
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert first == {"id": None, "error": "the request is not UTF-8 text"}
    assert second["id"] == "hello" and done.returncode == 0
