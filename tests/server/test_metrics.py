"""How long the tables take to answer, measured inside the server (`circolo serve --metrics`):
every request timed from its queue to its answer, in buckets whose differences between two
readings give a window's quantiles; the route only when asked for."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import ClassVar

import pytest
from fastapi.testclient import TestClient

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Command
from circolo.play.table_task import TableTask
from circolo.server.app import create_app
from circolo.server.metrics import BOUNDS_MS, LatencyHistogram, ServerMetrics, window_quantile
from circolo.storage.base import MemoryTableStore
from tests.server.test_app import SHORT, create, play_along, wait_state


def test_a_duration_is_counted_in_the_first_bucket_that_holds_it() -> None:
    histogram = LatencyHistogram()
    for seconds in (0.00005, 0.00125, 0.00125, 0.0151, 60.0):
        histogram.observe(seconds)
    counted = {BOUNDS_MS[i] if i < len(BOUNDS_MS) else "beyond": n
               for i, n in enumerate(histogram.counts) if n}  # fmt: skip
    assert counted == {0.1: 1, 1.3: 2, 15.5: 1, "beyond": 1}
    assert histogram.json()["count"] == 5 and histogram.json()["slowest_ms"] == 60000.0


def test_a_windows_quantile_comes_from_the_counts_between_two_readings() -> None:
    histogram = LatencyHistogram()
    for _ in range(1000):
        histogram.observe(0.050)  # a slow minute long ago
    before = list(histogram.counts)
    for _ in range(990):
        histogram.observe(0.001)
    for _ in range(10):
        histogram.observe(0.0123)
    after = list(histogram.counts)
    assert window_quantile(before, after, 0.50) == 1.0
    assert window_quantile(before, after, 0.99) == 1.0  # the 990th of 1,000
    assert window_quantile(before, after, 0.995) == 12.5
    assert window_quantile(after, after, 0.99) is None  # nothing in between
    assert window_quantile([0] * len(after), after, 0.99) == 50.0  # the old minute counts too


@dataclass(frozen=True, slots=True)
class _Nap(Command):
    action: ClassVar[str] = "nap"
    seconds: float


@dataclass(frozen=True, slots=True)
class _Fail(Command):
    action: ClassVar[str] = "fail"


def test_every_request_of_a_table_is_timed_from_its_queue_to_its_answer() -> None:
    answered: list[tuple[str, float]] = []

    class Slow(TableTask[_Nap | _Fail]):
        async def _do(self, command: _Nap | _Fail) -> str:
            if isinstance(command, _Fail):
                raise ValueError("a bug")
            await asyncio.sleep(command.seconds)
            return "rested"

        def _answered(self, action: str, seconds: float) -> None:
            answered.append((action, seconds))

    async def scenario() -> None:
        table = Slow("t1")
        table.start_task()
        first = asyncio.ensure_future(table.request(_Nap(0.05)))
        second = asyncio.ensure_future(table.request(_Nap(0.0)))  # waits in the queue
        assert await first == "rested" and await second == "rested"
        with pytest.raises(TableError) as refused:
            await table.request(_Fail())
        assert refused.value.code == "internal"
        await table.stop_task()

    asyncio.run(scenario())
    assert [action for action, _ in answered] == ["nap", "nap", "fail"]
    assert answered[0][1] >= 0.05 and answered[1][1] >= 0.05  # the queue's wait counted


def test_the_metrics_route_counts_the_moves_played_and_is_served_only_when_asked() -> None:
    with TestClient(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as plain:
        assert plain.get("/api/metrics").status_code == 404
    with TestClient(create_app(MemoryTableStore(), ready_timeout_s=0.2, metrics=True)) as client:
        table = create(client, seats=["human", "ai:random", "ai:random", "ai:random"],
                       options=SHORT)  # fmt: skip
        token = table["tokens"]["0"]
        with client.websocket_connect(f"/api/tables/{table['id']}/ws?token={token}") as ws:
            wait_state(ws, lambda m: m["seats"][0]["connected"])
            client.post(f"/api/tables/{table['id']}/start", json={"token": token})
            play_along(ws, lambda m: m["phase"] in ("hand_over", "over"))
        metrics = client.get("/api/metrics").json()
    assert metrics["bounds_ms"] == list(BOUNDS_MS)
    moves, ai_turns = metrics["requests"]["move"], metrics["requests"]["ai_turn"]
    assert moves["count"] == 10 and ai_turns["count"] == 30  # one hand: 40 cards
    assert sum(moves["counts"]) == moves["count"]
    assert set(metrics) == {"bounds_ms", "requests", "tables_live"}  # counts only, no cards


def test_server_metrics_keep_one_histogram_per_action() -> None:
    metrics = ServerMetrics()
    metrics.answered("move", 0.002)
    metrics.answered("move", 0.004)
    metrics.answered("ready", 0.001)
    shown = metrics.json()["requests"]
    assert {action: h["count"] for action, h in shown.items()} == {"move": 2, "ready": 1}
