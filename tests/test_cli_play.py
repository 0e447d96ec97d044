"""`circolo` with no command: the server on a free local port, the address printed, Ctrl-C."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from circolo.cli.play import free_port


def test_circolo_alone_serves_the_table_on_localhost_and_stops_cleanly_on_ctrl_c(
    tmp_path: Path,
) -> None:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "circolo", "--no-browser", "--port", str(port),
         "--db", f"sqlite:///{tmp_path / 'c.db'}"],
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
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
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
        if process.stderr is not None:
            process.stderr.close()


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
