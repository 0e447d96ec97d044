"""The figures of benchmarks/cluster_load.py: each process's CPU seconds (Circolo's nodes,
PostgreSQL and Redis apart), and the p99 of each second of broadcasts, around a kill."""

from __future__ import annotations

import os
from pathlib import Path

#: A broadcast received: when (monotonic), its latency (s), whether its seat reconnected,
#: its table, and the number of the play in the hand.
Timed = tuple[float, float, bool, str, int]


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of one process (and its waited-for children)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = sum(int(value) for value in fields[11:15])
    return ticks / os.sysconf("SC_CLK_TCK")


def postgres_cpu() -> float:
    """CPU seconds of every PostgreSQL process on this machine (the benchmark's server)."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if (entry / "comm").read_text().strip() in ("postgres", "postmaster"):
                    total += cpu_seconds(int(entry.name))
            except OSError:
                continue
    return total


def redis_cpu(url: str) -> float:
    """Redis's own CPU seconds (INFO cpu)."""
    from redis import Redis

    client = Redis.from_url(url)
    info = client.info("cpu")
    client.close()
    return float(info["used_cpu_sys"]) + float(info["used_cpu_user"])


def second_p99s(timed: list[Timed], start: float, end: float) -> list[float | None]:
    """The p99 of each whole second from ``start`` (the kill, or the window's beginning) to
    ``end`` (ms; None for a second without plays)."""
    seconds: dict[int, list[float]] = {}
    for at, lat, *_ in timed:
        if at >= start:
            seconds.setdefault(int(at - start), []).append(lat)
    p99s: list[float | None] = []
    for second in range(int(end - start)):
        values = sorted(seconds.get(second, []))
        at = min(len(values) - 1, int(0.99 * len(values)))
        p99s.append(values[at] * 1000 if values else None)
    return p99s


def slowest(timed: list[Timed], killed_at: float, count: int = 40) -> list[str]:
    """The slowest broadcasts from 6 s after the kill on (past the takeover's own spike):
    when, how slow, which table, at which play of its hand, and whether its seats moved."""
    late = sorted((t for t in timed if t[0] >= killed_at + 6), key=lambda t: -t[1])[:count]
    return [
        f"+{at - killed_at:.2f} s {lat * 1000:.0f} ms table {table[:8]} play {plays}"
        f"{' moved' if moved else ''}"
        for at, lat, moved, table, plays in sorted(late)
    ]


def by_second(timed: list[Timed], start: float, end: float) -> list[float]:
    """The p99 of each whole second from ``start`` on (ms; 0 for a second without plays)."""
    return [round(p99 or 0.0, 1) for p99 in second_p99s(timed, start, end)]


def recovery(timed: list[Timed], killed_at: float, end: float, bound_ms: float) -> float | None:
    """Seconds from the kill until every later whole second's p99 is under ``bound_ms``."""
    p99s = second_p99s(timed, killed_at, end)
    bad = [second for second, p99 in enumerate(p99s) if p99 is None or p99 > bound_ms]
    last_bad = bad[-1] if bad else -1
    if last_bad + 1 >= len(p99s):
        return None
    return float(last_bad + 1)
