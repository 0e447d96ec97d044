"""A player that is an external program, asked for each card through the engine protocol.

``cmd:PROGRAM ARGS`` (for example in ``circolo arena --a 'cmd:my-engine --fast'``) makes an
:class:`ExternalPlayer`. The program is started on the first decision, not before — so the
player can be created in one process and pickled into a worker that starts its own copy —
and is sent one ``play`` request per decision, without a ``player`` field so that it uses
its default player. Its answer is checked (a legal card of the view, signals a list of
strings); anything else is an :class:`ExternalPlayerError` that says what went wrong.

The program is told to quit by :meth:`ExternalPlayer.close`, and in any case when the
player is garbage collected or Python exits, so no program is left running.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shlex
import subprocess
import tempfile
import threading
import weakref
from typing import IO, Final

from circolo.core.cards.italian import Card
from circolo.core.errors import CircoloError
from circolo.games.tressette.players.base import Decision, Reason
from circolo.games.tressette.view import SeatView

#: Seconds a program may take to answer one request before it is stopped.
DEFAULT_TIMEOUT_S: Final = 60.0
#: Seconds a program may take to exit after ``quit`` before it is killed.
QUIT_WAIT_S: Final = 5.0
#: How much of the program's standard error an error message quotes.
_STDERR_TAIL: Final = 300


class ExternalPlayerError(CircoloError):
    """An external program that cannot be started, stopped answering, or answered wrongly."""


def _shown(text: str, limit: int = 80) -> str:
    text = text.strip()
    return repr(text if len(text) <= limit else text[: limit - 3] + "...")


class _Program:
    """One running program: its pipes, a thread that reads its answers, its stderr file."""

    def __init__(self, argv: list[str], command: str) -> None:
        self.command = command
        self.owner = os.getpid()
        # Kept open as long as the program runs, closed by stop(); quoted in error messages.
        self.stderr: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115
        try:
            self.process = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr
            )
        except OSError as error:
            self.stderr.close()
            problem = error.strerror or str(error)
            raise ExternalPlayerError(
                "error.external.start", program=repr(command), problem=problem
            ) from None
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        assert self.process.stdout is not None
        self.reader = threading.Thread(
            target=_pump, args=(self.process.stdout, self.lines), daemon=True
        )
        self.reader.start()

    def send(self, request: dict[str, object]) -> None:
        """Write one request line; an error if the program no longer reads."""
        stdin = self.process.stdin
        assert stdin is not None
        try:
            stdin.write((json.dumps(request) + "\n").encode("utf-8"))
            stdin.flush()
        except OSError:
            raise self.died() from None

    def receive(self, timeout: float | None) -> str:
        """The next answer line; an error if the program ends or is silent too long."""
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            self.stop(graceful=False)
            raise ExternalPlayerError(
                "error.external.timeout", program=repr(self.command), seconds=timeout
            ) from None
        if line is None:
            raise self.died()
        return line.decode("utf-8", errors="replace")

    def died(self) -> ExternalPlayerError:
        """The error for a program that stopped reading or answering."""
        try:
            code: object = self.process.wait(timeout=QUIT_WAIT_S)
        except subprocess.TimeoutExpired:
            code = "none yet"
        said = self.stderr_tail()
        self.stop(graceful=False)
        if said:
            return ExternalPlayerError(
                "error.external.died_said", program=repr(self.command), code=code, said=said
            )
        return ExternalPlayerError("error.external.died", program=repr(self.command), code=code)

    def stderr_tail(self) -> str:
        """The last line the program wrote on its standard error, if any."""
        if self.stderr.closed:
            return ""
        self.stderr.seek(0, os.SEEK_END)
        size = self.stderr.tell()
        self.stderr.seek(max(0, size - _STDERR_TAIL))
        lines = self.stderr.read().decode("utf-8", errors="replace").strip().splitlines()
        return _shown(lines[-1]) if lines else ""

    def stop(self, *, graceful: bool = True) -> None:
        """End the program: ``quit`` and a wait when ``graceful``, then a kill if need be."""
        if os.getpid() != self.owner:  # a forked copy: the program belongs to the parent
            return
        process = self.process
        stdin = process.stdin
        assert stdin is not None
        if graceful and process.poll() is None:
            with contextlib.suppress(OSError, ValueError):
                stdin.write(b'{"id": null, "cmd": "quit"}\n')
                stdin.flush()
        with contextlib.suppress(OSError, ValueError):
            stdin.close()
        try:
            process.wait(timeout=QUIT_WAIT_S if graceful else 0)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        self.reader.join(timeout=QUIT_WAIT_S)
        if process.stdout is not None:
            process.stdout.close()
        self.stderr.close()


def _pump(stream: IO[bytes], lines: queue.Queue[bytes | None]) -> None:
    """Move the program's output lines into ``lines``; None marks its end."""
    try:
        for line in stream:
            lines.put(line)
    except (OSError, ValueError):
        pass
    finally:
        lines.put(None)


class ExternalPlayer:
    """A player whose decisions come from a program speaking the engine protocol."""

    def __init__(self, command: str, *, timeout: float | None = DEFAULT_TIMEOUT_S) -> None:
        self._setup(command, timeout)

    def _setup(self, command: str, timeout: float | None) -> None:
        try:
            argv = shlex.split(command)
        except ValueError as error:
            raise ExternalPlayerError(
                "error.external.command", command=repr(command), problem=str(error)
            ) from None
        if not argv:
            raise ExternalPlayerError("error.external.empty")
        self._command = command
        self._argv = argv
        self._timeout = timeout
        self._program: _Program | None = None
        self._finalizer: weakref.finalize[[], ExternalPlayer] | None = None
        self._requests = 0

    @property
    def name(self) -> str:
        """``cmd:`` and the program's command line."""
        return f"cmd:{self._command}"

    @property
    def running(self) -> bool:
        """Whether this process has the program started and not yet ended."""
        program = self._program
        return (
            program is not None and program.owner == os.getpid() and program.process.poll() is None
        )

    def decide(self, view: SeatView) -> Decision:
        """Ask the program for the card (and signals) to play in ``view``."""
        program = self._running()
        self._requests += 1
        request_id = self._requests
        program.send({"id": request_id, "cmd": "play", "view": view.to_json()})
        line = program.receive(self._timeout)
        try:
            return self._decision(view, line, request_id)
        except ExternalPlayerError:
            self.close(graceful=False)  # its state is unknown now: start afresh next time
            raise

    def _running(self) -> _Program:
        if self.running:
            assert self._program is not None
            return self._program
        self.close(graceful=False)
        program = _Program(self._argv, self._command)
        self._program = program
        self._finalizer = weakref.finalize(self, program.stop)
        return program

    def _decision(self, view: SeatView, line: str, request_id: int) -> Decision:
        program = repr(self._command)
        try:
            answer = json.loads(line)
        except ValueError:
            answer = None
        if not isinstance(answer, dict):
            raise ExternalPlayerError("error.external.not_json", program=program, line=_shown(line))
        if "error" in answer:
            error = _shown(str(answer["error"]), limit=400)
            raise ExternalPlayerError("error.external.refused", program=program, error=error)
        if answer.get("id") != request_id:
            raise ExternalPlayerError(
                "error.external.wrong_id",
                program=program,
                got=json.dumps(answer.get("id")),
                expected=request_id,
            )
        code = answer.get("card")
        legal = {card.code: card for card in view.legal}
        card: Card | None = legal.get(code) if isinstance(code, str) else None
        if card is None:
            raise ExternalPlayerError(
                "error.external.bad_card",
                program=program,
                card=json.dumps(code),
                legal=", ".join(legal),
            )
        signals = answer.get("signals", [])
        if not isinstance(signals, list) or not all(isinstance(s, str) for s in signals):
            raise ExternalPlayerError(
                "error.external.bad_signals", program=program, signals=json.dumps(signals)
            )
        reason = Reason("external.card", {"card": card.code, "program": self._command})
        return Decision(card, tuple(signals), (reason,))

    def close(self, *, graceful: bool = True) -> None:
        """Tell the program to quit and wait for it (kill it when not ``graceful``)."""
        program, finalizer = self._program, self._finalizer
        self._program = self._finalizer = None
        if finalizer is not None:
            finalizer.detach()
        if program is not None:
            program.stop(graceful=graceful)

    def __enter__(self) -> ExternalPlayer:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __getstate__(self) -> dict[str, object]:
        """Only the command and timeout travel: a copy starts its own program."""
        return {"command": self._command, "timeout": self._timeout}

    def __setstate__(self, state: dict[str, object]) -> None:
        timeout = state["timeout"]
        assert timeout is None or isinstance(timeout, int | float)
        self._setup(str(state["command"]), timeout)

    def __repr__(self) -> str:
        return f"ExternalPlayer({self._command!r})"
