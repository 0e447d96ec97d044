"""An external program as a player: ``circolo engine`` plays a hand; broken programs are named."""

from __future__ import annotations

import pickle
import random
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.external import ExternalPlayer, ExternalPlayerError
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import SeatView, seat_view

ENGINE = f"{shlex.quote(str(Path(sys.executable).parent / 'circolo'))} engine"


def _first_view(variant: str = "classico") -> SeatView:
    match = deal_until_playable(MatchState.new(preset(variant), 0), random.Random(4))
    assert match.to_move is not None
    return seat_view(match, match.to_move)


def _program(tmp_path: Path, source: str) -> str:
    """The command running the Python ``source`` as a program."""
    script = tmp_path / "program.py"
    script.write_text(source, encoding="utf-8")
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}"


@pytest.fixture
def engine() -> Iterator[ExternalPlayer]:
    with ExternalPlayer(f"{ENGINE}") as player:
        yield player
    assert not player.running


def test_circolo_engine_plays_legal_cards_through_a_whole_hand(engine: ExternalPlayer) -> None:
    rng = random.Random(9)
    match = deal_until_playable(MatchState.new(preset("classico"), 1), rng)
    hand = match.hand
    plays = 0
    while match.hand is not None:
        seat = match.to_move
        assert seat is not None
        view = seat_view(match, seat)
        decision = engine.decide(view)
        assert decision.card in view.legal
        assert decision.card.name("en") in decision.explain("en")
        assert decision.card.name("it") in decision.explain("it")
        match = match.play(Play(decision.card, decision.signals))
        plays += 1
    assert engine.running and hand is not None and plays == 40


def test_the_registry_makes_an_external_player_from_cmd_that_starts_lazily() -> None:
    player = create_player(f"cmd:{ENGINE}", random.Random(0))
    assert isinstance(player, ExternalPlayer) and player.name == f"cmd:{ENGINE}"
    assert not player.running


def test_a_pickled_player_starts_its_own_program(engine: ExternalPlayer) -> None:
    view = _first_view()
    engine.decide(view)
    with pickle.loads(pickle.dumps(engine)) as copy:
        assert isinstance(copy, ExternalPlayer) and not copy.running
        assert copy.decide(view).card in view.legal and copy.running


def test_a_program_that_prints_garbage_gets_a_clear_error(tmp_path: Path) -> None:
    command = _program(
        tmp_path, "import sys\nfor line in sys.stdin:\n    print('ciao!', flush=True)\n"
    )
    with ExternalPlayer(command) as player, pytest.raises(ExternalPlayerError) as refused:
        player.decide(_first_view())
    assert str(refused.value) == (
        f"the program {command!r} answered 'ciao!', which is not a JSON object"
    )
    assert not player.running


def test_a_program_that_dies_is_named_with_its_exit_code_and_last_words(tmp_path: Path) -> None:
    command = _program(tmp_path, "import sys\nsys.stderr.write('no cards today\\n')\nsys.exit(3)\n")
    with ExternalPlayer(command) as player, pytest.raises(ExternalPlayerError) as refused:
        player.decide(_first_view())
    message = str(refused.value)
    assert "stopped (exit code 3) without answering" in message and "no cards today" in message


ANSWERING = """\
import json, sys
for line in sys.stdin:
    request = json.loads(line)
    if request["cmd"] == "quit":
        break
    view = request["view"]
    print(json.dumps({{"id": request["id"], {answer}}}), flush=True)
"""


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        ('"card": sorted(set(view["hand"]) - set(view["legal"]) or ["Zz"])[0]',
         "which is not a legal card here; the legal cards are:"),
        ('"card": view["legal"][0], "signals": "busso"', "signals must be a list of signal ids"),
        ('"error": "I only play scopa"', "refused the request: 'I only play scopa'"),
        ('"id": 99, "card": view["legal"][0]', "answered with id 99 to request 1"),
    ],
)  # fmt: skip
def test_a_wrong_answer_is_refused(tmp_path: Path, answer: str, message: str) -> None:
    command = _program(tmp_path, ANSWERING.format(answer=answer))
    with ExternalPlayer(command) as player, pytest.raises(ExternalPlayerError, match=message):
        player.decide(_first_view())


def test_a_good_answer_from_any_program_is_taken(tmp_path: Path) -> None:
    command = _program(tmp_path, ANSWERING.format(answer='"card": view["legal"][-1]'))
    view = _first_view()
    with ExternalPlayer(command) as player:
        assert player.decide(view).card == view.legal[-1]
        assert player.decide(view).card == view.legal[-1]


def test_a_silent_program_is_stopped_after_the_timeout(tmp_path: Path) -> None:
    command = _program(tmp_path, "import time\ntime.sleep(30)\n")
    with ExternalPlayer(command, timeout=0.3) as player:
        with pytest.raises(ExternalPlayerError, match=r"gave no answer within 0\.3 seconds"):
            player.decide(_first_view())
        assert not player.running


@pytest.mark.parametrize(
    ("command", "message"),
    [
        ("", "cmd: needs a program to run"),
        ("engine 'unclosed", "cannot be read: No closing quotation"),
    ],
)
def test_a_command_that_cannot_be_read_is_refused_at_once(command: str, message: str) -> None:
    with pytest.raises(ExternalPlayerError, match=message):
        ExternalPlayer(command)


def test_a_program_that_does_not_exist_cannot_be_started(tmp_path: Path) -> None:
    with (
        ExternalPlayer(str(tmp_path / "no-such-engine")) as player,
        pytest.raises(ExternalPlayerError, match="cannot be started: No such file or directory"),
    ):
        player.decide(_first_view())
