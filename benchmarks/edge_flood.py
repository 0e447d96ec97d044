"""The server's edge under a stranger's connections: endless headers, and one address's sockets.

``headers``: CONNECTIONS clients each send a request whose one header line goes on for
MEGABYTES (a byte ``a`` at a time, in 64 KiB writes); the server's resident memory is
sampled every 0.1 s. Reported: its memory before, at the peak and after, and how much of
each line the server took before it closed the connection (all of it: it buffered the line).

``hold``: one address (127.0.0.1) opens plain TCP connections, sending nothing, until the
server closes one or MOST are open; the server is started with the open-files limit
systemd gives a service by default (1,024; the hard limit as it is). Reported: how many it
holds, and whether another address (127.0.0.2) is still answered.

    .venv/bin/python benchmarks/edge_flood.py headers --connections 20 --megabytes 20
    .venv/bin/python benchmarks/edge_flood.py hold --most 3000

Both start ``circolo serve`` on a fresh SQLite file (run with PYTHONPATH=OTHER/src to
measure another checkout's server).
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import resource
import select
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from circolo.cli.play import free_port

#: The open-files limit systemd gives a service unless its unit says otherwise (soft).
SYSTEMD_SOFT_NOFILE = 1024
#: ``circolo`` run by this Python (with whichever checkout PYTHONPATH names).
SERVE = "import sys; from circolo.cli import main; sys.exit(main())"


@contextlib.contextmanager
def server(folder: Path, soft_nofile: int | None = None) -> Iterator[tuple[int, int]]:
    """``circolo serve`` on a free port (with ``soft_nofile`` open files at start): its
    port and process id, for the length of a ``with`` block."""
    port = free_port()

    def limit() -> None:
        if soft_nofile is not None:
            hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
            resource.setrlimit(resource.RLIMIT_NOFILE, (soft_nofile, hard))

    command = [sys.executable, "-c", SERVE, "serve", "--host", "127.0.0.1", "--port", str(port),
               "--db", f"sqlite:///{folder / 'edge.db'}", "--no-announce"]  # fmt: skip
    log = (folder / "server.log").open("ab")
    process = subprocess.Popen(command, stdout=log, stderr=log, preexec_fn=limit)
    try:
        deadline = time.monotonic() + 60
        while health(port) != 200:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start: {folder / 'server.log'}")
            time.sleep(0.1)
        yield port, process.pid
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def health(port: int, source: str = "127.0.0.1") -> int | None:
    """The status of ``GET /api/health`` from ``source`` (None: no answer within 5 s)."""
    connection = http.client.HTTPConnection(
        "127.0.0.1", port, timeout=5, source_address=(source, 0)
    )
    try:
        connection.request("GET", "/api/health")
        return connection.getresponse().status
    except OSError:
        return None
    finally:
        connection.close()


def rss_mb(pid: int) -> float:
    """The resident memory of process ``pid``, in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def endless_header(port: int, size: int, taken: list[int], done: threading.Barrier) -> None:
    """Send one request whose one header line is ``size`` bytes long; append how many bytes
    were sent before the server closed the connection (all of them: it took the whole line;
    the kernel's buffers hold some), and keep the connection until every client is done."""
    chunk, sent = b"a" * 65536, 0
    with socket.create_connection(("127.0.0.1", port), timeout=60) as client:
        client.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Endless: ")
        try:
            while sent < size:
                if select.select([client], [], [], 0)[0]:  # answered: it closed the line
                    break
                sent += client.send(chunk)
        except OSError:
            pass
        taken.append(sent)
        done.wait()


def headers(args: argparse.Namespace, folder: Path) -> dict[str, Any]:
    """Many endless header lines at once: the server's memory, and what it took of them."""
    with server(folder) as (port, pid):
        time.sleep(1)
        before, peak, taken = rss_mb(pid), 0.0, list[int]()
        size = args.megabytes * 1024 * 1024
        done = threading.Barrier(args.connections + 1)
        clients = [threading.Thread(target=endless_header, args=(port, size, taken, done))
                   for _ in range(args.connections)]  # fmt: skip
        for client in clients:
            client.start()
        while len(taken) < args.connections:
            peak = max(peak, rss_mb(pid))
            time.sleep(0.1)
        time.sleep(1)  # every line sent, every connection still open
        held = rss_mb(pid)
        answered = health(port, "127.0.0.2")
        done.wait()
        for client in clients:
            client.join()
        time.sleep(1)
        return {
            "connections": args.connections,
            "megabytes_each": args.megabytes,
            "rss_mb_before": round(before, 1),
            "rss_mb_peak": round(max(peak, held), 1),
            "rss_mb_all_sent": round(held, 1),
            "rss_mb_after": round(rss_mb(pid), 1),
            "bytes_sent_most": max(taken),
            "answered_meanwhile": answered,
        }


def closed(client: socket.socket) -> bool:
    """Whether the server has answered or closed ``client`` (it is readable)."""
    poller = select.poll()
    poller.register(client, select.POLLIN | select.POLLHUP | select.POLLERR)
    return bool(poller.poll(0))


def hold(args: argparse.Namespace, folder: Path) -> dict[str, Any]:
    """One address's idle connections until one is closed: how many, and who is answered."""
    with server(folder, SYSTEMD_SOFT_NOFILE) as (port, _pid):
        held: list[socket.socket] = []
        try:
            while len(held) < args.most:
                try:
                    held.append(socket.create_connection(("127.0.0.1", port), timeout=2))
                except OSError:
                    break  # not even taken into the listening queue any more
                if len(held) % 50 == 0:
                    time.sleep(0.2)
                    if any(closed(client) for client in held):
                        break
            time.sleep(1)
            still_open = sum(1 for client in held if not closed(client))
            return {
                "soft_nofile_at_start": SYSTEMD_SOFT_NOFILE,
                "opened": len(held),
                "held_open": still_open,
                "other_address_answered": health(port, "127.0.0.2"),
                "same_address_answered": health(port),
            }
        finally:
            for client in held:
                client.close()


def main() -> int:
    """Run one measure and print its figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="measure", required=True)
    flood = commands.add_parser("headers", help="endless header lines: memory")
    flood.add_argument("--connections", type=int, default=20)
    flood.add_argument("--megabytes", type=int, default=20)
    holding = commands.add_parser("hold", help="one address's idle connections")
    holding.add_argument("--most", type=int, default=3000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="circolo-edge-") as folder:
        measure = headers if args.measure == "headers" else hold
        print(json.dumps(measure(args, Path(folder)), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
