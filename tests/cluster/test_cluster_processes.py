"""Three ``circolo serve`` nodes on one PostgreSQL and one Redis, as a club runs them: a table
made on one node is played by people connected through all three, and when its owner is
killed (SIGKILL) mid-hand the others finish its tables — nothing acknowledged is lost and
every record replays."""

from __future__ import annotations

import asyncio
import json
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

import pytest
from benchmarks.chaos import Run, Server, lost_moves

from circolo.games.tressette.record import replay_record
from tests.cluster.processes import cluster_of, person
from tests.cluster.redis_for_tests import fresh_prefix, needs_redis
from tests.storage.databases import POSTGRES_URL, _needs_postgres, wipe_postgres

pytestmark = [needs_redis, _needs_postgres, pytest.mark.slow]


def device(seat: int) -> str:
    """The loopback address the person at ``seat`` plays from: three people, three devices
    (a match played from one address counts for nobody: server/fair_play.py)."""
    return f"127.0.0.{seat + 1}"


def _join(node: Server, table: str, body: dict[str, Any], source: str) -> dict[str, Any]:
    """``POST /api/tables/{table}/join`` through ``node``, from the address ``source``."""
    connection = HTTPConnection("127.0.0.1", node.port, timeout=10, source_address=(source, 0))
    try:
        headers = {"Content-Type": "application/json"}
        connection.request("POST", f"/api/tables/{table}/join", json.dumps(body), headers)
        answer = connection.getresponse()
        joined: dict[str, Any] = json.loads(answer.read())
        assert answer.status == 201, joined
        return joined
    finally:
        connection.close()


def _table_of_three(
    node: Server, others: list[Server], profile: dict[str, str] | None = None
) -> tuple[str, list[str]]:
    """A Tressette table made on ``node`` (seat 0 with ``profile`` where one is given) whose
    other humans join through ``others``, each from a device of their own."""
    made = node.call(
        "POST", "/api/tables",
        {"seats": ["human", "open", "open", "ai:random"], "options": {"target": 11},
         "names": {"0": "Anna"}, "ai_delay_ms": 0,
         **({"profiles": {"0": profile}} if profile else {})},
    )  # fmt: skip
    tokens = [made["tokens"]["0"]]
    for seat, other in enumerate(others, start=1):
        body = {"seat": seat, "name": f"P{seat}"}
        joined = _join(other, made["id"], body, device(seat))
        tokens.append(joined["token"])
    return made["id"], tokens


def _history(node: Server, profile: dict[str, str]) -> list[dict[str, Any]]:
    """A profile's match history, asked through ``node`` with its secret."""
    connection = HTTPConnection("127.0.0.1", node.port, timeout=10)
    try:
        path = f"/api/profiles/{profile['id']}"
        connection.request("GET", path, headers={"X-Profile-Secret": profile["secret"]})
        answer = connection.getresponse()
        history: list[dict[str, Any]] = json.loads(answer.read())["history"]
        return history
    finally:
        connection.close()


async def _all_connected(node: Server, table: str, seats: int) -> None:
    for _ in range(200):
        summary = await asyncio.to_thread(node.call, "GET", f"/api/tables/{table}")
        if sum(1 for s in summary["seats"] if s.get("connected")) >= seats:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"the seats of {table} never all connected: {summary}")


def _records(node: Server, tables: list[str]) -> dict[str, dict[str, Any]]:
    return {table: node.call("GET", f"/api/tables/{table}/record") for table in tables}


async def test_a_table_made_on_one_node_is_played_through_all_three(tmp_path: Path) -> None:
    await wipe_postgres(POSTGRES_URL)
    with cluster_of(POSTGRES_URL, fresh_prefix(), 3, tmp_path) as (a, b, c):
        anna = c.call("POST", "/api/profiles", {"nickname": "Anna"})  # made on c
        credentials = {"id": anna["id"], "secret": anna["secret"]}
        table, tokens = _table_of_three(a, [b, c], credentials)
        run = Run()
        people = [
            asyncio.create_task(
                person([a, b, c], first, run, table, seat, tokens[seat], device(seat))
            )
            for seat, first in enumerate((0, 1, 2))
        ]
        await _all_connected(c, table, 3)
        await asyncio.to_thread(b.call, "POST", f"/api/tables/{table}/start", {"token": tokens[0]})
        seen = await asyncio.wait_for(asyncio.gather(*people), 180)
        assert all(s["connections"] == 1 for s in seen)  # nobody had to connect again
        records = _records(c, [table])
        assert replay_record(records[table]) == []
        assert lost_moves(run, records) == [] and len(run.acked) > 20
        assert c.call("GET", f"/api/tables/{table}")["status"] == "finished"
        # Her statistics and the leaderboard are the cluster's: any node tells them
        for node in (a, b):
            history = _history(node, anna)
            assert [h["table"] for h in history] == [table]
        # a seat the computer played: the match counts in her statistics but rates nobody
        board = b.call("GET", "/api/leaderboard?game=tressette&variant=classico")
        assert board["players"] == [], board
        finished = a.call("GET", "/api/tables?status=finished")
        assert [t["id"] for t in finished] == [table]


async def test_killing_the_owner_mid_hand_loses_nothing_and_the_others_finish_its_tables(
    tmp_path: Path,
) -> None:
    await wipe_postgres(POSTGRES_URL)
    with cluster_of(POSTGRES_URL, fresh_prefix(), 3, tmp_path) as nodes:
        a, b, c = nodes
        made = [_table_of_three(a, [b, c]) for _ in range(3)]
        run = Run()
        people = [
            asyncio.create_task(person(nodes, seat, run, table, seat, tokens[seat]))
            for table, tokens in made
            for seat in range(3)
        ]
        for table, tokens in made:
            await _all_connected(b, table, 3)
            start = f"/api/tables/{table}/start"
            await asyncio.to_thread(c.call, "POST", start, {"token": tokens[0]})
        while len(run.acked) < 30:
            await asyncio.sleep(0.02)
        a.kill()
        seen = await asyncio.wait_for(asyncio.gather(*people), 240)
        # Those who went through b and c kept their sockets; those on a connected again.
        assert [s["connections"] for s in seen] == [2, 1, 1] * 3
        tables = [table for table, _ in made]
        records = _records(b, tables)
        assert all(replay_record(records[table]) == [] for table in tables)
        assert lost_moves(run, records) == []
