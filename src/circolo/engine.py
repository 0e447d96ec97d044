"""The engine protocol: any program asks a Circolo player for a card, in JSON lines.

One request per line in, one answer per line out, flushed at once (docs/engine-protocol.md).
Requests are ``hello``, ``play`` and ``quit``; every answer echoes the request's ``id``. A
bad request — not JSON, no or an unknown command, a bad player or view, a player that
fails — gets ``{"id": ..., "error": "one sentence"}`` and the engine goes on serving.

A ``play`` creates its player afresh from the request's ``player`` spec and a generator
seeded with the request's ``seed`` (default 0), so the same request gets the same answer
(but from ``pimc``, whose search stops at a time budget; docs/engine-protocol.md).

>>> engine = Engine()
>>> engine.answer('{"id": 1, "cmd": "hello"}')["name"]
'circolo'
>>> engine.answer('{"id": 2, "cmd": "dance"}')["error"]
'unknown command "dance"; the commands are: hello, play, quit'
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import IO, Final

from circolo import __version__
from circolo.core.errors import CircoloError
from circolo.core.players import COMMAND_PREFIX, EngineError
from circolo.core.record_json import shown
from circolo.games import GAMES, game_of

#: The engine's name in the ``hello`` answer.
ENGINE_NAME: Final = "circolo"
#: The fields each command takes (``id`` and ``cmd`` included).
COMMANDS: Final[dict[str, tuple[str, ...]]] = {
    "hello": ("id", "cmd"),
    "play": ("id", "cmd", "player", "view", "seed"),
    "quit": ("id", "cmd"),
}

Answer = dict[str, object]


class Engine:
    """Answers engine-protocol requests one line at a time; knows when it was told to quit."""

    def __init__(self) -> None:
        self.finished = False

    def answer(self, line: str) -> Answer:
        """The answer to one request line (an ``error`` answer for a bad request)."""
        request_id: object = None
        try:
            try:
                request = json.loads(line)
            except json.JSONDecodeError as error:
                problem = f"{error.msg} at column {error.colno}"
                raise EngineError("error.engine.not_json", problem=problem) from None
            except RecursionError:  # brackets nested past what any request needs
                raise EngineError("error.engine.too_deep") from None
            if not isinstance(request, dict):
                raise EngineError("error.engine.not_object", value=shown(request))
            request_id = request.get("id")
            return {"id": request_id, **self._command(request)}
        except CircoloError as error:
            return {"id": request_id, "error": str(error)}
        except Exception as error:  # a bug of ours must not end the session
            problem = f"{type(error).__name__}: {error}"
            return {
                "id": request_id,
                "error": str(EngineError("error.engine.internal", problem=problem)),
            }

    def _command(self, request: dict[str, object]) -> Answer:
        names = ", ".join(COMMANDS)
        if "cmd" not in request:
            raise EngineError("error.engine.no_cmd", commands=names)
        command = request["cmd"]
        if not isinstance(command, str) or command not in COMMANDS:
            raise EngineError("error.engine.unknown_cmd", cmd=shown(command), commands=names)
        fields = COMMANDS[command]
        for key in request:
            if key not in fields:
                raise EngineError(
                    "error.engine.unknown_field",
                    cmd=command,
                    field=shown(key),
                    fields=", ".join(fields),
                )
        if command == "hello":
            players: list[str] = []
            for game in GAMES.values():
                players.extend(name for name in game.player_names() if name not in players)
            return {"name": ENGINE_NAME, "version": __version__, "players": players}
        if command == "quit":
            self.finished = True
            return {"ok": True}
        return self._play(request)

    def _play(self, request: dict[str, object]) -> Answer:
        spec = request.get("player")
        if "player" in request and not isinstance(spec, str):
            raise EngineError("error.engine.player_type", value=shown(spec))
        if isinstance(spec, str) and spec.strip().startswith(COMMAND_PREFIX):
            raise EngineError(
                "error.engine.command_player",
                spec=shown(spec),
                names=", ".join(game_of(request.get("view")).player_names()),
            )
        seed = request.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise EngineError("error.engine.seed", value=shown(seed))
        if "view" not in request:
            raise EngineError("error.engine.no_view")
        view_data = request["view"]
        return game_of(view_data).engine_answer(
            spec if isinstance(spec, str) else None, seed, view_data
        )


def encode(answer: Answer) -> bytes:
    """One answer as a line of UTF-8 JSON (a fact that is not JSON is written as text)."""
    return (json.dumps(answer, ensure_ascii=False, default=str) + "\n").encode("utf-8")


def serve(requests: Iterable[bytes], output: IO[bytes]) -> int:
    """Answer each request line of ``requests`` on ``output`` until ``quit`` or the input ends.

    Blank lines are skipped. Returns the exit code: 0.
    """
    engine = Engine()
    for raw in requests:
        if not raw.strip():
            continue
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError:
            answer: Answer = {"id": None, "error": str(EngineError("error.engine.not_utf8"))}
        else:
            answer = engine.answer(line)
        try:
            output.write(encode(answer))
            output.flush()
        except BrokenPipeError:  # the asking program went away: nobody is left to answer
            return 0
        if engine.finished:
            break
    return 0
