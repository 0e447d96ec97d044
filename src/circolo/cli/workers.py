"""``circolo serve --workers N``: N node processes of a cluster sharing one listening port.

The parent binds the port once and forks the workers, each serving the same socket with an
application of its own (its own event loop, database pool and node of the cluster); the
kernel spreads the connections among them. A worker that dies is started again; Ctrl-C or
SIGTERM stops them all (each hands its tables to the others as it goes).
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from circolo.server.http_edge import Edge


def serve_workers(
    make_app: Callable[[], Any], host: str, port: int, workers: int, edge: Edge | None = None
) -> int:
    """Serve on ``host``:``port`` with ``workers`` forked processes until stopped, each
    behind ``edge`` (its caps count per process: each worker has a gate of its own)."""
    listening = socket.create_server((host, port), reuse_port=False, backlog=2048)
    children: dict[int, int] = {}
    stopping = False

    def stop(_signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True
        for pid in children:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for number in range(workers):
        children[_start(make_app, listening, number, edge)] = number
    while children:
        try:
            pid, status = os.wait()
        except ChildProcessError:
            break
        except InterruptedError:
            continue
        number = children.pop(pid, -1)
        if number < 0 or stopping:
            continue
        print(f"circolo serve: worker {number} ended ({status}); starting again", file=sys.stderr)
        time.sleep(0.5)
        children[_start(make_app, listening, number, edge)] = number
    listening.close()
    return 0


def _start(
    make_app: Callable[[], Any], listening: socket.socket, number: int, edge: Edge | None
) -> int:
    pid = os.fork()
    if pid:
        return pid
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    code = 1
    try:
        import uvicorn

        from circolo.cli.serve import uvicorn_settings

        config = uvicorn.Config(make_app(), **uvicorn_settings(edge))
        uvicorn.Server(config).run(sockets=[listening])
        code = 0
    finally:
        os._exit(code)
