"""`circolo` with no command: the server at the same port every start (a browser remembers
you by the address), a running Circolo opened rather than started twice, reachable on the
local network (or on this machine only with --local-only), the addresses printed, Ctrl-C."""

from __future__ import annotations

import contextlib
import json
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from circolo.cli.play import LOCALHOST, choose_port, free_port
from circolo.server.discovery import lan_addresses


def _lan_address() -> str:
    """This machine's address on its network (skips where it has none but loopback)."""
    address = lan_addresses()[0]
    if address.startswith("127."):
        pytest.skip("this machine has no network address but loopback")
    return address


@contextmanager
def _circolo(tmp_path: Path, port: int, *flags: str) -> Iterator[subprocess.Popen[str]]:
    """`circolo --no-browser` on ``port`` with its own database, its stderr readable; killed
    at the end if it did not stop by itself."""
    process = subprocess.Popen(
        [sys.executable, "-m", "circolo", "--no-browser", "--port", str(port),
         "--db", f"sqlite:///{tmp_path / 'c.db'}", *flags],
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        assert process.stderr is not None
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
        if process.stderr is not None:
            process.stderr.close()


def _reaches(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return bool(answer.status == 200)
    except OSError:
        return False


@pytest.mark.parametrize("local_only", [False, True])
def test_circolo_alone_is_reachable_on_the_local_network_unless_local_only(
    tmp_path: Path, local_only: bool
) -> None:
    address = _lan_address()
    port = free_port()
    flags = ["--local-only"] if local_only else []
    with _circolo(tmp_path, port, *flags) as process:
        assert process.stderr is not None
        assert f"http://localhost:{port}/" in process.stderr.readline()
        friends = process.stderr.readline()
        if local_only:
            assert "Only this computer" in friends
            assert not _reaches(f"http://{address}:{port}/api/health")
        else:
            assert f"http://{address}:{port}/" in friends, friends
            assert _reaches(f"http://{address}:{port}/api/health")  # from another device
        assert _reaches(f"http://127.0.0.1:{port}/api/health")
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=15) == 0


def test_circolo_alone_serves_the_table_on_localhost_and_stops_cleanly_on_ctrl_c(
    tmp_path: Path,
) -> None:
    port = free_port()
    with _circolo(tmp_path, port) as process:
        assert process.stderr is not None
        line = process.stderr.readline()
        assert f"http://localhost:{port}/" in line, line
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as page:
            assert "<circolo-app>" in page.read().decode()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games/tressette") as info:
            assert "classico" in {v["name"] for v in json.load(info)["variants"]}
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=15) == 0
        assert "saved" in process.stderr.read()


def test_circolo_alone_refuses_a_bad_database_url_in_one_sentence() -> None:
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "circolo", "--no-browser", "--db", "mysql://nowhere/x"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.startswith("circolo: error:") and len(done.stderr.splitlines()) == 1
    assert time.monotonic() - started < 60


def _free_run(length: int) -> int:
    """The first of ``length`` consecutive ports free on loopback."""
    for _ in range(100):
        first = free_port()
        if first + length >= 65536:
            continue
        with contextlib.ExitStack() as probes:
            try:
                for port in range(first, first + length):
                    probes.enter_context(socket.socket()).bind((LOCALHOST, port))
            except OSError:
                continue
        return first
    pytest.skip("no run of free ports on this machine")


def test_circolo_listens_at_the_same_port_every_start_so_the_browser_remembers_you() -> None:
    first = _free_run(3)
    assert choose_port(LOCALHOST, preferred=first, tries=3).port == first
    assert choose_port(LOCALHOST, preferred=first, tries=3).port == first  # and again
    with socket.socket() as other_program:  # something else holds the usual port: the next
        other_program.bind((LOCALHOST, first))
        other_program.listen()
        choice = choose_port(LOCALHOST, preferred=first, tries=3)
        assert (choice.port, choice.running) == (first + 1, False)


def test_circolo_takes_any_free_port_when_the_usual_ones_are_all_taken() -> None:
    first = _free_run(2)
    with socket.socket() as one, socket.socket() as two:
        for probe, port in ((one, first), (two, first + 1)):
            probe.bind((LOCALHOST, port))
            probe.listen()
        choice = choose_port(LOCALHOST, preferred=first, tries=2)
        assert choice.port not in (first, first + 1) and not choice.running


def test_a_second_circolo_opens_the_running_one_instead_of_starting_twice(
    tmp_path: Path,
) -> None:
    port = free_port()
    with _circolo(tmp_path, port) as process:
        assert process.stderr is not None
        assert f"http://localhost:{port}/" in process.stderr.readline()
        assert choose_port(LOCALHOST, preferred=port, tries=1).running
        assert not choose_port(LOCALHOST, preferred=port, tries=1, reuse=False).running
        with _circolo(tmp_path, port) as second:
            assert second.wait(timeout=30) == 0
            assert second.stderr is not None
            said = second.stderr.read()
            assert f"already running at http://localhost:{port}/" in said, said
        assert _reaches(f"http://127.0.0.1:{port}/api/health")  # the first one goes on
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=15) == 0
