"""Soak: 200 busy tables for 30 minutes; the server's memory and p99 latency each minute.

Starts ``circolo serve --metrics`` on a fresh SQLite file and keeps TABLES tables of four
WebSocket clients playing (the clients of benchmarks/server_load.py: first legal card THINK
seconds after the turn comes); a table whose match ends is replaced by a new one, so the
server keeps making, finishing and forgetting tables all along (a finished table leaves
memory after 30 seconds, so the first minutes hold as many as any later one). Each minute it
samples the server process's resident memory and two p99s of a move: inside the server
(``server_p99_ms``: from the move's arrival on its table's queue to its commit and broadcast,
read from ``GET /api/metrics``, server/metrics.py) and as the clients see it (``p99_ms``:
from sending the card to reading the broadcast, which adds the clients' own process: 800
sockets in one Python process). It checks that every minute from the second on is within
10% of the second minute (the first warms up) in memory and in the server's p99; the
clients' p99 is reported beside it, and so is the share of the machine's processor time its
hypervisor gave to other machines that minute (``steal_percent``: on a shared host a minute
with much of it measures the host, not the server; the figures are meant for a host that
steals next to nothing).

    .venv/bin/python benchmarks/soak.py --tables 200 --minutes 30

Exit 0 when every minute holds; 1 otherwise. ``--json`` prints the samples as one object.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

# Run as a script, this file's folder is on the path, not the repository's (server_load).
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.server_load import Client, Stats, _run_loop, connect, post, serving
from circolo.server.metrics import window_quantile

#: How far a minute may stray from the second minute (a fraction).
TOLERANCE = 0.10
#: Latencies below this are within tolerance whatever the second minute's (ms): a p99 of
#: 9 ms against 8 ms is noise, not a trend.
LATENCY_FLOOR_MS = 20.0


def resident_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB (Linux's /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def cpu_times() -> list[int]:
    """The machine's processor time so far by kind (Linux's /proc/stat: user, nice, system,
    idle, iowait, irq, softirq, steal), in clock ticks."""
    return [int(n) for n in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]


def steal_percent(before: list[int], after: list[int]) -> float:
    """The share of processor time the hypervisor gave to other machines between two
    readings (steal): a minute with much of it measures the host, not the server."""
    spent = [b - a for a, b in zip(before, after, strict=True)]
    return round(100 * spent[7] / max(1, sum(spent)), 1)


#: Match targets, one drawn per table: matches of different lengths end at different times,
#: so the tables are not all replaced in the same minute.
TARGETS = (21, 31, 41)


async def _table(
    base: str, ws: str, stats: Stats, think: float, rng: random.Random
) -> tuple[str, list[Client]]:
    options = {"target": rng.choice(TARGETS), "cappotto": False}
    body = {"seats": ["human"] * 4, "ai_delay_ms": 0, "options": options}
    created = await asyncio.to_thread(post, base, "/api/tables", body)
    table, tokens = created["id"], created["tokens"]
    clients = [
        await connect(f"{ws}/api/tables/{table}/ws?token={tokens[str(s)]}", table, stats, think)
        for s in range(4)
    ]
    await asyncio.to_thread(post, base, f"/api/tables/{table}/start", {"token": tokens["0"]})
    return table, clients


async def soak(args: argparse.Namespace, pid: int, base: str, ws: str) -> list[dict[str, Any]]:
    """Play for ``args.minutes``, replacing finished tables; one sample a minute."""
    stats = Stats()
    rng = random.Random(args.seed)
    # The clients' own garbage collections would show as the server's latency: they collect
    # once a minute, right after the sample, and never in between.
    gc.disable()
    tables = dict([await _table(base, ws, stats, args.think, rng) for _ in range(args.tables)])
    gc.collect()
    gc.freeze()
    samples: list[dict[str, Any]] = []
    counted = await asyncio.to_thread(_move_counts, base)
    ticks = cpu_times()
    minute_began = time.monotonic()
    stats.latencies.clear()
    replaced = 0
    while len(samples) < args.minutes:
        await asyncio.sleep(1)
        for table in [t for t in stats.over if t in tables]:
            for client in tables.pop(table):
                await client.close()
            new_table, clients = await _table(base, ws, stats, args.think, rng)
            tables[new_table] = clients
            replaced += 1
        if time.monotonic() - minute_began >= 60:
            latencies = sorted(stats.latencies)
            stats.latencies = []
            p99 = latencies[int(0.99 * (len(latencies) - 1))] * 1000 if latencies else None
            now_counted = await asyncio.to_thread(_move_counts, base)
            inside = (
                window_quantile(counted or [0] * len(now_counted), now_counted, 0.99)
                if counted is not None and now_counted
                else None
            )
            counted = now_counted
            ticks, ticks_before = cpu_times(), ticks
            samples.append({
                "minute": len(samples) + 1,
                "rss_mb": round(resident_mb(pid), 1),
                "server_p99_ms": inside,
                "p99_ms": round(p99, 1) if p99 is not None else None,
                "broadcasts": len(latencies),
                "tables_replaced": replaced,
                "steal_percent": steal_percent(ticks_before, ticks),
            })  # fmt: skip
            print(json.dumps(samples[-1]), file=sys.stderr, flush=True)
            gc.collect()
            stats.latencies = []
            minute_began = time.monotonic()
    stats.stopping = True
    for clients in tables.values():
        for client in clients:
            await client.close()
    return samples


def _move_counts(base: str) -> list[int] | None:
    """The server's histogram of its moves' times so far (``GET /api/metrics``; empty before
    the first move); None when the server serves no metrics (one started without
    ``--metrics``, given by ``--pid``)."""
    try:
        with urllib.request.urlopen(f"{base}/api/metrics", timeout=10) as answer:
            move = json.load(answer)["requests"].get("move")
    except urllib.error.HTTPError:
        return None
    return list(move["counts"]) if move else []


def verdict(samples: list[dict[str, Any]], key: str = "server_p99_ms") -> list[str]:
    """Each minute that strays more than 10% from the second minute, in memory or in the
    p99 named by ``key`` (the server's own, by default)."""
    if len(samples) < 2:
        return ["fewer than two minutes were sampled"]
    base = samples[1]
    faults = []
    for sample in samples[1:]:
        rss, p99 = sample["rss_mb"], sample[key]
        if rss > base["rss_mb"] * (1 + TOLERANCE):
            faults.append(f"minute {sample['minute']}: {rss} MB against {base['rss_mb']} MB")
        if p99 is None or base[key] is None:
            faults.append(f"minute {sample['minute']}: no move was measured")
        elif p99 > max(base[key] * (1 + TOLERANCE), LATENCY_FLOOR_MS):
            faults.append(f"minute {sample['minute']}: {key} {p99} ms against {base[key]} ms")
    return faults


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--minutes", type=int, default=30)
    parser.add_argument("--think", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1, help="draws the tables' targets")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--pid", type=int, help="measure a server already running (its pid)")
    parser.add_argument("--port", type=int, help="… listening on this port")
    parser.add_argument(
        "--pin",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="run the server on the first processor and the clients on the others, so that "
        "the clients' work is not measured as the server's (default: on)",
    )
    args = parser.parse_args()
    if args.pid and args.port:
        base, ws = f"http://127.0.0.1:{args.port}", f"ws://127.0.0.1:{args.port}"
        samples = _run_loop(soak(args, args.pid, base, ws))
        return _report(args, samples)
    server_cpus = None
    if args.pin:
        cpus = sorted(os.sched_getaffinity(0))
        if len(cpus) < 2:
            parser.error("--pin needs at least two processors: one for the server, one for us")
        server_cpus = {cpus[0]}
        os.sched_setaffinity(0, set(cpus[1:]))  # the clients, on the others
    # 200 tables of four clients, all from this machine's address: its caps made room for.
    flags = ("--finished-table-minutes", "0.5", "--metrics", "--tables-per-address", "1000",
             "--connections-per-address", "2000")  # fmt: skip
    with serving("soak.db", *flags, cpus=server_cpus) as (pid, base, ws):
        samples = _run_loop(soak(args, pid, base, ws))
    return _report(args, samples)


def _report(args: argparse.Namespace, samples: list[dict[str, Any]]) -> int:
    measured_inside = all(sample["server_p99_ms"] is not None for sample in samples[1:])
    faults = verdict(samples, "server_p99_ms" if measured_inside else "p99_ms")
    if args.json:
        print(json.dumps({"samples": samples, "faults": faults}, indent=2))
    else:
        for sample in samples:
            print(sample)
        print("every minute within 10% of the second" if not faults else "\n".join(faults))
    return 0 if not faults else 1


if __name__ == "__main__":
    sys.exit(main())
