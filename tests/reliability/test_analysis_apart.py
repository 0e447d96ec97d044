"""Hand analyses apart from play (issue 50): whoever asks for them, the tables do not wait.

An analysis is computed in a process of its own at the lowest priority, never on the AI
pool's threads; what one address may ask is paced and bounded, the analyses in flight are
bounded server-wide, each refusal a sentence; a match asked again — renamed or not — is
computed once.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import copy
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from functools import partial
from typing import Any

import pytest
from anyio.from_thread import BlockingPortal
from fastapi import FastAPI
from fastapi.testclient import TestClient

from circolo.core.hosting.refusals import TableError
from circolo.games.tressette.analysis import RecordedHand, recorded_hands
from circolo.games.tressette.options import preset, with_settings
from circolo.games.tressette.players.selfplay import selfplay_records
from circolo.games.tressette.solver import Solver
from circolo.server.analyses import Analyses
from circolo.server.analysis_worker import LOWEST_PRIORITY, AnalysisWorker
from circolo.server.app import create_app
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore

#: The longest any wait here lasts (a held job or hand is let go after it at the latest).
HELD_S = 60.0


def _record(seed: int) -> dict[str, Any]:
    """A short match record (to 1 point: a hand or two)."""
    options = with_settings(preset("classico"), ["target=1"])
    return next(
        selfplay_records(options, variant="classico", specs=["random"] * 4, matches=1, seed=seed)
    )


@pytest.fixture
def app() -> FastAPI:
    limits = Limits(analyses_per_address=4)
    return create_app(MemoryTableStore(), ready_timeout_s=0.05, limits=limits)


@pytest.fixture
def client(app: FastAPI) -> Iterator[TestClient]:
    with TestClient(app) as test_client:
        yield test_client
        _portal(test_client).call(app.state.lobby.analyses.close)


class HeldWorker(AnalysisWorker):
    """A stand-in for the analyses' process that holds every hand until let go (a thread
    may let it go), counting the hands it was asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.hands = 0

    async def analyse(self, game: str, hand: RecordedHand) -> dict[str, Any]:
        self.hands += 1
        await asyncio.to_thread(self.gate.wait, HELD_S)
        return {"game": hand.game, "hand": hand.hand, "plays": []}


def _portal(client: TestClient) -> BlockingPortal:
    """The test client's portal into the app's event loop (it has one inside ``with``)."""
    assert client.portal is not None
    return client.portal


def _until(done: Any, what: str) -> None:
    deadline = time.monotonic() + HELD_S
    while not done():
        assert time.monotonic() < deadline, what
        time.sleep(0.01)


async def _flying(analyses: Analyses, count: int) -> None:
    """Wait until ``count`` analyses are in flight (their records are read in a thread)."""
    deadline = time.monotonic() + HELD_S
    while analyses.in_flight() < count:
        assert time.monotonic() < deadline, f"{count} analyses were not taken"
        await asyncio.sleep(0.01)


# -- apart from the AI pool ----------------------------------------------------------------


def test_an_analysis_is_computed_while_the_ai_pools_search_thread_is_held(
    client: TestClient, app: FastAPI
) -> None:
    pool = app.state.lobby.ai_pool
    held = threading.Event()
    # a pimc table's move that does not end: the pool's one search thread is taken
    holding = _portal(client).start_task_soon(
        partial(pool.think, "pimc table", partial(held.wait, HELD_S), search=True)
    )
    try:
        _until(lambda: "pimc table" in pool.started, "the pool did not start the held job")
        record = _record(3)
        answer = client.post("/api/analysis", json=record)
        assert answer.status_code == 200, answer.text
        assert not holding.done(), "the analysis waited for the pool's search thread"
    finally:
        held.set()
    assert holding.result(timeout=HELD_S) is True
    hands = list(recorded_hands(record))
    solver = Solver()
    assert answer.json()["hands"] == [hand.analyse(solver, 1).to_json() for hand in hands]
    assert [table for table in pool.started if "analysis" in table] == []


def test_the_ai_pool_serves_the_tables_at_once_while_four_analyses_are_in_flight(
    client: TestClient, app: FastAPI
) -> None:
    lobby = app.state.lobby
    worker = lobby.analyses.worker = HeldWorker()
    with concurrent.futures.ThreadPoolExecutor(4) as posting:
        posted = [posting.submit(client.post, "/api/analysis", json=_record(s)) for s in range(4)]
        try:
            _until(lambda: lobby.analyses.in_flight() == 4, "the analyses were not taken")
            pool = lobby.ai_pool
            # a pimc table's move and a training suggestion, while the analyses wait
            moved = _portal(client).call(
                partial(pool.think, "pimc table", lambda: "moved", search=True)
            )
            said = _portal(client).call(partial(pool.think, "training table", lambda: "suggested"))
            assert (moved, said) == ("moved", "suggested")
            assert lobby.analyses.in_flight() == 4 and pool.waiting() == 0
            assert [table for table in pool.started if "analysis" in table] == []
        finally:
            worker.gate.set()
        assert all(answer.result().status_code == 200 for answer in posted)


# -- computed once -------------------------------------------------------------------------


def test_a_finished_tables_record_renamed_and_posted_is_answered_without_a_second_computation(
    client: TestClient, app: FastAPI
) -> None:
    made = client.post("/api/tables", json={
        "game": "tressette", "variant": "classico", "seats": ["ai:random"] * 4,
        "ai_delay_ms": 0, "options": {"target": 1},
    })  # fmt: skip
    table_id = made.json()["id"]
    _until(
        lambda: client.get(f"/api/tables/{table_id}").json()["status"] == "finished",
        "the computers' table did not finish",
    )
    first = client.get(f"/api/tables/{table_id}/analysis")
    assert first.status_code == 200, first.text
    analyses = app.state.lobby.analyses
    assert analyses.computed == 1
    renamed = client.get(f"/api/tables/{table_id}/record").json()
    renamed["players"] = ["Anna", "Bruno", "Carla", "Dario"]
    again = client.post("/api/analysis", json=renamed)
    assert again.status_code == 200, again.text
    assert again.json() == first.json()
    assert analyses.computed == 1  # the renamed record came from what was kept


async def test_the_same_match_asked_while_it_is_computed_joins_that_computation() -> None:
    worker = HeldWorker()
    analyses = Analyses(Limits(analyses_per_address=1), worker)
    record = _record(5)
    renamed = copy.deepcopy(record) | {"players": ["Anna", "Bruno", "Carla", "Dario"]}
    first = asyncio.ensure_future(analyses.of(record, "10.0.0.1"))
    await _flying(analyses, 1)
    # another address, and the asking address again: neither starts a second analysis
    second = asyncio.ensure_future(analyses.of(renamed, "10.0.0.2"))
    third = asyncio.ensure_future(analyses.of(record, "10.0.0.1"))
    await asyncio.wait({second, third}, timeout=0.3)  # read and joined: none can finish
    assert analyses.in_flight() == 1 and not first.done()
    worker.gate.set()
    answers = await asyncio.gather(first, second, third)
    assert answers[0] == answers[1] == answers[2]
    assert analyses.computed == 1
    assert worker.hands == len(list(recorded_hands(record)))


# -- limits ---------------------------------------------------------------------------------


def test_one_address_beyond_its_rate_of_analyses_gets_429_with_a_sentence() -> None:
    limits = Limits(analyses_per_minute=1, analysis_burst=2)
    app = create_app(MemoryTableStore(), ready_timeout_s=0.05, limits=limits)
    record = _record(3)
    with TestClient(app) as client:
        try:
            for _ in range(2):  # the second from the cache: asking counts all the same
                assert client.post("/api/analysis", json=record).status_code == 200
            refused = client.post("/api/analysis", json=record)
            assert refused.status_code == 429
            assert refused.json()["code"] == "too_many"
            assert refused.json()["detail"] == (
                "too many analyses asked from your address (at most 1 a minute): "
                "wait a little and try again"
            )
            assert "troppe analisi" in refused.json()["detail_it"]
            elsewhere = client.get("/api/tables/nope/analysis")  # the same address
            assert elsewhere.status_code == 429
        finally:
            _portal(client).call(app.state.lobby.analyses.close)
    app.state.lobby.analyses.admit("10.0.0.2")  # another address is not refused


async def test_an_address_with_its_analyses_in_flight_is_refused_another_with_a_sentence() -> None:
    worker = HeldWorker()
    analyses = Analyses(Limits(analyses_per_address=1), worker)
    first = asyncio.ensure_future(analyses.of(_record(1), "10.0.0.1"))
    await _flying(analyses, 1)
    with pytest.raises(TableError) as refused:
        await analyses.of(_record(2), "10.0.0.1")
    assert refused.value.http_status == 429
    english, italian = refused.value.sentences()
    assert english == (
        "your address already has an analysis under way: wait for it to finish, then ask again"
    )
    assert "un'analisi in corso" in italian
    other = asyncio.ensure_future(analyses.of(_record(2), "10.0.0.2"))  # another address
    await _flying(analyses, 2)
    worker.gate.set()
    await asyncio.gather(first, other)
    await analyses.of(_record(4), "10.0.0.1")  # its slot is free again


async def test_a_full_queue_of_analyses_answers_503_with_a_sentence() -> None:
    worker = HeldWorker()
    analyses = Analyses(Limits(analysis_queue=2), worker)
    flying = [asyncio.ensure_future(analyses.of(_record(s), f"10.0.0.{s}")) for s in (1, 2)]
    await _flying(analyses, 2)
    with pytest.raises(TableError) as refused:
        await analyses.of(_record(3), "10.0.0.3")
    assert refused.value.http_status == 503
    english, italian = refused.value.sentences()
    assert english == "the server is already analysing 2 records: try again in a minute"
    assert "riprova" in italian
    worker.gate.set()
    await asyncio.gather(*flying)
    assert analyses.in_flight() == 0


# -- the process -----------------------------------------------------------------------------


async def test_the_analyses_process_runs_at_the_lowest_priority_and_comes_back_when_killed() -> (
    None
):
    worker = AnalysisWorker()
    try:
        pid = await worker.run(os.getpid)
        assert pid != os.getpid()
        assert await worker.run(os.getpriority, os.PRIO_PROCESS, 0) == LOWEST_PRIORITY
        os.kill(pid, signal.SIGKILL)
        hand = next(recorded_hands(_record(3)))
        assert await worker.analyse("tressette", hand) == hand.analyse(Solver(), 1).to_json()
        assert worker.restarts == 1
        assert await worker.run(os.getpid) != pid
    finally:
        worker.close()


#: A server in a few lines: it starts its analyses' process, says its pid, and is killed.
_SERVER_KILLED = """
import asyncio, os, signal
from circolo.server.analysis_worker import AnalysisWorker
print(asyncio.run(AnalysisWorker().run(os.getpid)), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_the_analyses_process_ends_when_the_server_that_started_it_is_killed() -> None:
    killed = subprocess.run(
        [sys.executable, "-c", _SERVER_KILLED], capture_output=True, text=True, timeout=HELD_S
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    worker = int(killed.stdout)
    _until(lambda: not _alive(worker), "the analyses' process outlived its server")


def _alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie waiting for its reaper does not)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
