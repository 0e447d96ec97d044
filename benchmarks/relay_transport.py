"""Which Redis transport a cluster's relay should use: pub/sub or streams, measured.

Two clients stand for two nodes. ``round trip``: one sends a 2 KB frame (a snapshot's size),
the other answers it, one at a time (a move's call and its answer). ``burst``: 20,000 frames
in pipelines of 256, as a busy owner sends its seats' snapshots. For each transport: the
round trip's p50 and p99 (ms), the burst's frames a second, and Redis's CPU seconds for the
whole run (INFO cpu). Run with a Redis (``eval "$(.ci/redis.sh)"``)::

    .venv/bin/python benchmarks/relay_transport.py --redis "$CIRCOLO_TEST_REDIS_URL" --json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import time
from typing import Any

from redis.asyncio import Redis
from redis.asyncio.client import PubSub

FRAME = b"x" * 2048
WAIT_S = 5.0


async def _cpu(redis: Redis) -> float:
    info = await redis.info("cpu")
    return float(info["used_cpu_sys"]) + float(info["used_cpu_user"])


class _Reader:
    """Reads one pub/sub connection into a queue, so a wait can time out."""

    def __init__(self, pubsub: PubSub) -> None:
        self.pubsub = pubsub
        self.queue: asyncio.Queue[bytes] = asyncio.Queue()
        self.task = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for message in self.pubsub.listen():
            if message["type"] == "message":
                self.queue.put_nowait(message["data"])

    async def next(self) -> bytes:
        """The next frame, or TimeoutError after WAIT_S."""
        return await asyncio.wait_for(self.queue.get(), WAIT_S)

    async def close(self) -> None:
        self.task.cancel()
        await self.pubsub.aclose()  # type: ignore[no-untyped-call, unused-ignore]  # typed from redis 8.2 on


async def pubsub(url: str, calls: int, burst: int) -> dict[str, Any]:
    """Round trips and a burst over pub/sub channels."""
    sender, receiver = Redis.from_url(url), Redis.from_url(url)
    inbox_, answers_, counting_ = receiver.pubsub(), sender.pubsub(), receiver.pubsub()
    await inbox_.subscribe("bench:to:b")
    await answers_.subscribe("bench:to:a")
    await counting_.subscribe("bench:burst")
    inbox, answers, counting = _Reader(inbox_), _Reader(answers_), _Reader(counting_)
    before = await _cpu(sender)

    async def echo() -> None:
        while True:
            frame = await inbox.queue.get()
            if frame[:1] == b"c":
                await receiver.publish("bench:to:a", b"a")

    echoing = asyncio.create_task(echo())
    times = []
    for _ in range(calls):
        began = time.perf_counter()
        await sender.publish("bench:to:b", b"c" + FRAME)
        await answers.next()
        times.append((time.perf_counter() - began) * 1000)
    received = 0
    began = time.perf_counter()
    for start in range(0, burst, 256):
        async with sender.pipeline(transaction=False) as pipe:
            for _ in range(min(256, burst - start)):
                pipe.publish("bench:burst", FRAME)
            await pipe.execute()
    while received < burst:
        await counting.next()
        received += 1
    rate = received / (time.perf_counter() - began)
    echoing.cancel()
    cpu = await _cpu(sender) - before
    for reader in (inbox, answers, counting):
        await reader.close()
    await sender.aclose()
    await receiver.aclose()
    return _result(times, rate, cpu)


def _entries(got: Any) -> list[tuple[bytes, dict[bytes, bytes]]]:
    """The entries of an XREAD answer for one stream (RESP2 or RESP3 shape)."""
    if not got:
        raise TimeoutError("no stream entry within the wait")
    if isinstance(got, dict):
        return list(next(iter(got.values()))[0])
    return list(got[0][1])


async def streams(url: str, calls: int, burst: int) -> dict[str, Any]:
    """Round trips and a burst over streams (XADD with a capped length, XREAD BLOCK)."""
    sender, receiver = Redis.from_url(url), Redis.from_url(url)
    await sender.delete("bench:s:b", "bench:s:a", "bench:s:burst")
    before = await _cpu(sender)
    block = int(WAIT_S * 1000)

    async def echo() -> None:
        last: bytes | str = "0"
        while True:
            got = await receiver.xread({"bench:s:b": last}, block=block, count=100)
            for entry_id, _fields in _entries(got):
                last = entry_id
                await receiver.xadd("bench:s:a", {"d": b"a"}, maxlen=10_000, approximate=True)

    echoing = asyncio.create_task(echo())
    times = []
    last_answer: bytes | str = "0"
    for _ in range(calls):
        began = time.perf_counter()
        await sender.xadd("bench:s:b", {"d": FRAME}, maxlen=10_000, approximate=True)
        got = await sender.xread({"bench:s:a": last_answer}, block=block, count=1)
        last_answer = _entries(got)[-1][0]
        times.append((time.perf_counter() - began) * 1000)
    began = time.perf_counter()
    for start in range(0, burst, 256):
        async with sender.pipeline(transaction=False) as pipe:
            for _ in range(min(256, burst - start)):
                pipe.xadd("bench:s:burst", {"d": FRAME}, maxlen=burst, approximate=True)
            await pipe.execute()
    received = 0
    last: bytes | str = "0"
    while received < burst:
        got = await receiver.xread({"bench:s:burst": last}, block=block, count=1000)
        entries = _entries(got)
        received += len(entries)
        last = entries[-1][0]
    rate = min(received, burst) / (time.perf_counter() - began)
    echoing.cancel()
    cpu = await _cpu(sender) - before
    await sender.delete("bench:s:b", "bench:s:a", "bench:s:burst")
    await sender.aclose()
    await receiver.aclose()
    return _result(times, rate, cpu)


def _result(times: list[float], rate: float, cpu: float) -> dict[str, Any]:
    ordered = sorted(times)
    return {
        "round_trip_p50_ms": round(statistics.median(ordered), 3),
        "round_trip_p99_ms": round(ordered[int(len(ordered) * 0.99) - 1], 3),
        "burst_frames_per_s": round(rate),
        "redis_cpu_s": round(cpu, 2),
    }


def main() -> int:
    """Measure both transports and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--redis", default=os.environ.get("CIRCOLO_TEST_REDIS_URL", ""))
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--burst", type=int, default=20000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not args.redis:
        parser.error("give --redis URL (or set CIRCOLO_TEST_REDIS_URL)")
    result = {
        "pubsub": asyncio.run(pubsub(args.redis, args.calls, args.burst)),
        "streams": asyncio.run(streams(args.redis, args.calls, args.burst)),
    }
    print(json.dumps(result, indent=2) if args.json else result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
