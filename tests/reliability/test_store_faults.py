"""Faults heal by themselves: a failing database is retried, a broken table is set aside, and
finished tables leave memory while their records stay — on memory, SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from circolo.games.tressette.record import replay_record
from circolo.play.commands import Leave, Start
from circolo.server.app import create_app
from circolo.server.bodies import NewTable
from circolo.server.limits import Limits
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore, StoredTable, TableStatus, TableStore
from circolo.storage.sql import SqlTableStore, database_url
from tests.reliability.live import LiveServer, Seat, my_turn, serving
from tests.storage.databases import POSTGRES_URL, SQL_KINDS, wipe_postgres

FOUR = ["human", "ai:random", "ai:random", "ai:random"]
AI_ONLY = ["ai:random"] * 4


class FlakyStore:
    """A memory store that fails every write while ``failing`` is set (a database that is down)."""

    def __init__(self) -> None:
        self.inner = MemoryTableStore()
        self.failing = False
        self.refused = 0

    def _check(self) -> None:
        if self.failing:
            self.refused += 1
            raise OSError("the disk is full")

    async def save_table(self, table: StoredTable) -> None:
        self._check()
        await self.inner.save_table(table)

    async def append_events(
        self, table_id: str, first_seq: int, events: list[Any], *, epoch: int | None = None
    ) -> None:
        self._check()
        await self.inner.append_events(table_id, first_seq, events, epoch=epoch)

    async def claim_table(self, table_id: str) -> int:
        self._check()
        return await self.inner.claim_table(table_id)

    async def load_table(self, table_id: str) -> StoredTable | None:
        self._check()
        return await self.inner.load_table(table_id)

    async def unfinished_tables(self) -> list[StoredTable]:
        return await self.inner.unfinished_tables()

    async def list_tables(
        self, statuses: Sequence[TableStatus] | None, limit: int, offset: int
    ) -> list[StoredTable]:
        return await self.inner.list_tables(statuses, limit, offset)

    async def live_table_ids(self) -> list[str]:
        return await self.inner.live_table_ids()

    async def live_tables_of(self, creator: str) -> int:
        self._check()
        return await self.inner.live_tables_of(creator)

    async def delete_table(self, table_id: str) -> None:
        self._check()
        await self.inner.delete_table(table_id)

    async def close(self) -> None:
        await self.inner.close()


async def my_card(seat: Seat) -> tuple[str, int]:
    state = await seat.until(my_turn)
    view = state["view"]
    return view["legal"][0], len(view["plays"])


async def started(live: LiveServer) -> tuple[dict[str, Any], Seat]:
    table = live.create(seats=FOUR, options={"target": 11})
    seat = await Seat.open(live, table["id"], table["tokens"]["0"])
    await seat.until(lambda s: s["seats"][0]["connected"])
    live.http("POST", f"/api/tables/{table['id']}/start", {"token": table["tokens"]["0"]})
    return table, seat


async def a_move_waits_for_the_store_and_goes_through_when_it_is_back(
    live: LiveServer, break_store: Callable[[], Any], mend_store: Callable[[], Any]
) -> None:
    """The shared scenario of point 11 on every store."""
    _table, seat = await started(live)
    card, turn = await my_card(seat)
    await asyncio.to_thread(break_store)
    await seat.send({"type": "step", "id": 1, "step": {"card": card}, "turn": turn})
    with pytest.raises(TimeoutError):
        await seat.answer(timeout=3.0)  # nothing is acknowledged before it is saved
    assert seat.state is not None and len(seat.state["view"]["plays"]) == turn  # nor sent
    status, answer = await asyncio.to_thread(live.http, "POST", "/api/tables", {"seats": FOUR})
    assert status == 503 and "database" in answer["detail"] and answer["detail_it"]
    await asyncio.to_thread(mend_store)
    back = time.monotonic()
    assert await seat.answer(timeout=10) == {"type": "ack", "v": 1, "id": 1}
    assert time.monotonic() - back < 5.0
    state = await seat.until(lambda s: len(s["view"]["plays"]) > turn)
    assert state["view"]["plays"][turn]["card"] == card
    for number in range(2, 6):  # and the table plays on
        card, turn = await my_card(seat)
        await seat.send({"type": "step", "id": number, "step": {"card": card}, "turn": turn})
        assert (await seat.answer())["type"] == "ack"
    assert live.http("POST", "/api/tables", {"seats": FOUR})[0] == 201


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
async def test_a_store_that_fails_is_retried_and_the_table_resumes_by_itself() -> None:
    store = FlakyStore()
    with serving(create_app(store, ready_timeout_s=0.2)) as live:

        def down() -> None:
            store.failing = True

        def up() -> None:
            store.failing = False

        await a_move_waits_for_the_store_and_goes_through_when_it_is_back(live, down, up)
    assert store.refused >= 2  # tried again while it was down


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
async def test_a_locked_sqlite_database_is_waited_for(tmp_path: Path) -> None:
    path = tmp_path / "circolo.db"
    url = f"sqlite+aiosqlite:///{path}"
    locker = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10)

    async def opener() -> SqlTableStore:
        return await SqlTableStore.open(url)

    with serving(create_app(opener, ready_timeout_s=0.2)) as live:
        try:
            await a_move_waits_for_the_store_and_goes_through_when_it_is_back(
                live,
                lambda: locker.execute("BEGIN EXCLUSIVE"),
                lambda: locker.execute("COMMIT"),
            )
        finally:
            locker.close()


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
@pytest.mark.skipif(not POSTGRES_URL, reason="CIRCOLO_TEST_POSTGRES_URL is not set")
async def test_a_postgresql_that_restarts_is_waited_for() -> None:
    await wipe_postgres(POSTGRES_URL)
    database = database_url(POSTGRES_URL).database
    admin_url = database_url(POSTGRES_URL).set(database="postgres")

    async def admin(*statements: str) -> None:
        engine = create_async_engine(admin_url, isolation_level="AUTOCOMMIT")
        try:
            async with engine.connect() as connection:
                for statement in statements:
                    await connection.execute(text(statement))
        finally:
            await engine.dispose()

    def down() -> None:  # no new connection, and every open one cut: a restart, as seen
        asyncio.run(admin(
            f'ALTER DATABASE "{database}" ALLOW_CONNECTIONS false',
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            f"WHERE datname = '{database}' AND pid <> pg_backend_pid()",
        ))  # fmt: skip

    def up() -> None:
        asyncio.run(admin(f'ALTER DATABASE "{database}" ALLOW_CONNECTIONS true'))

    async def opener() -> SqlTableStore:
        return await SqlTableStore.open(POSTGRES_URL)

    try:
        with serving(create_app(opener, ready_timeout_s=0.2)) as live:
            await a_move_waits_for_the_store_and_goes_through_when_it_is_back(live, down, up)
    finally:
        await asyncio.to_thread(up)


# -- 9. finished tables leave memory; their records stay, also after a restart ----------------


@pytest.fixture(params=["memory", *SQL_KINDS])
def store_opener(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[Callable[[], Awaitable[TableStore]]]:
    """Opens the same store again and again, as a restarted server would."""
    if request.param == "memory":
        memory = MemoryTableStore()

        async def memory_store() -> TableStore:
            return memory

        yield memory_store
        return
    url = f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"
    if request.param == "postgresql":
        asyncio.run(wipe_postgres(POSTGRES_URL))
        url = POSTGRES_URL

    async def sql_store() -> TableStore:
        return await SqlTableStore.open(url)

    yield sql_store


@asynccontextmanager
async def lobby_on(
    opener: Callable[[], Awaitable[TableStore]], **limits: Any
) -> AsyncIterator[Lobby]:
    store = await opener()
    lobby = Lobby(store, ready_timeout_s=0.05, limits=Limits(**limits))
    await lobby.resume()
    try:
        yield lobby
    finally:
        await lobby.close()
        if not isinstance(store, MemoryTableStore):
            await store.close()


async def _until(check: Callable[[], bool], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "it did not happen in time"
        await asyncio.sleep(0.05)


async def test_a_finished_table_leaves_memory_and_its_record_is_served_after_a_restart(
    store_opener: Callable[[], Awaitable[TableStore]],
) -> None:
    async with lobby_on(store_opener, finished_ttl_s=0.2) as lobby:
        table, _ = await lobby.create(
            NewTable(seats=AI_ONLY, ai_delay_ms=0, options={"target": 1}), "t"
        )
        await _until(lambda: table.id not in lobby.tables)  # finished, then forgotten
        record = await lobby.record(table.id)
        assert replay_record(record) == [] and record["secret"] == table.stored.secret
        summary = await lobby.summary(table.id)
        assert summary["status"] == "finished" and summary["score"]["winner"] in (0, 1)
    async with lobby_on(store_opener) as restarted:
        assert table.id not in restarted.tables
        assert await restarted.record(table.id) == record
        assert (await restarted.summary(table.id))["status"] == "finished"
        finished = await restarted.listing("finished")
        assert [t["id"] for t in finished] == [table.id]


async def test_the_listing_shows_tables_in_play_newest_first_and_pages_the_rest(
    store_opener: Callable[[], Awaitable[TableStore]],
) -> None:
    async with lobby_on(store_opener, finished_ttl_s=0) as lobby:
        waiting = []
        for _ in range(3):
            table, _tokens = await lobby.create(NewTable(seats=FOUR), "t")
            waiting.append(table.id)
        done, _ = await lobby.create(
            NewTable(seats=AI_ONLY, ai_delay_ms=0, options={"target": 1}), "t"
        )
        await _until(lambda: done.id not in lobby.tables)
        live = await lobby.listing()
        assert [t["id"] for t in live] == waiting[::-1]
        assert [t["id"] for t in await lobby.listing(limit=2)] == waiting[::-1][:2]
        assert [t["id"] for t in await lobby.listing(limit=2, offset=2)] == waiting[:1]
        assert [t["id"] for t in await lobby.listing("finished")] == [done.id]
        everything = await lobby.listing("all")
        assert [t["id"] for t in everything] == [done.id, *waiting[::-1]]
        assert await lobby.listing("broken") == []


def test_the_lobby_lists_at_most_200_tables_by_default() -> None:
    from fastapi.testclient import TestClient

    limits = Limits(creations_per_minute=10_000, creation_burst=300, tables_per_address=300)
    with TestClient(create_app(MemoryTableStore(), limits=limits)) as client:
        for _ in range(205):
            assert client.post("/api/tables", json={"seats": FOUR}).status_code == 201
        listed = client.get("/api/tables").json()
        assert isinstance(listed, list) and len(listed) == 200
        assert len(client.get("/api/tables?offset=200").json()) == 5


# -- 10. a table whose events do not replay is set aside ----------------------------------------


async def test_a_table_that_cannot_be_resumed_is_set_aside_and_the_others_play_on(
    store_opener: Callable[[], Awaitable[TableStore]], caplog: pytest.LogCaptureFixture
) -> None:
    async with lobby_on(store_opener) as lobby:
        bad, tokens = await lobby.create(NewTable(seats=FOUR, ai_delay_ms=0), "t")
        await bad.request(Start(token=tokens[0]))
        good, good_tokens = await lobby.create(NewTable(seats=FOUR, ai_delay_ms=0), "t")
        await _until(lambda: bad.match is not None and bad.match.hand is not None)
    store = await store_opener()
    saved = await store.load_table(bad.id)
    assert saved is not None
    await store.append_events(
        bad.id, len(saved.events), [{"kind": "play", "seat": 9, "card": "Zz"}]
    )
    if not isinstance(store, MemoryTableStore):
        await store.close()
    caplog.set_level(logging.ERROR)
    async with lobby_on(store_opener) as restarted:
        assert bad.id not in restarted.tables and good.id in restarted.tables
        assert bad.id in caplog.text and "broken" in caplog.text
        assert [t["id"] for t in await restarted.listing("broken")] == [bad.id]
        assert (await restarted.summary(bad.id))["status"] == "broken"
        record = await restarted.record(bad.id)
        assert record["game"] == "tressette" and record["seed"] is None and "secret" not in record
        other = restarted.tables[good.id]
        await other.request(Start(token=good_tokens[0]))
        await _until(lambda: other.match is not None)


def test_a_database_that_cannot_be_opened_fails_start_up_in_one_sentence(tmp_path: Path) -> None:
    from circolo.cli.serve import check_database

    problem = check_database(f"sqlite:///{tmp_path / 'no' / 'such' / 'folder' / 'x.db'}")
    assert problem is not None and "\n" not in problem and "does not exist" in problem


# -- 12. a creator's handover and a closed table, saved -----------------------------------------


async def test_a_handed_over_table_and_a_closed_one_stay_so_after_a_restart(
    store_opener: Callable[[], Awaitable[TableStore]],
) -> None:
    async with lobby_on(store_opener) as lobby:
        kept, kept_tokens = await lobby.create(
            NewTable(seats=["human", "human", "open", "open"]), "t"
        )
        gone, gone_tokens = await lobby.create(
            NewTable(seats=["human", "open", "open", "open"]), "t"
        )
        await kept.request(Leave(token=kept_tokens[0]))
        await gone.request(Leave(token=gone_tokens[0]))
        assert kept.creator == 1 and gone.id not in lobby.tables
    async with lobby_on(store_opener) as restarted:
        assert gone.id not in restarted.tables
        with pytest.raises(Exception, match="no table"):
            await restarted.summary(gone.id)
        table = restarted.tables[kept.id]
        assert table.creator == 1 and table.seats[0].kind == "open"
        await table.request(Start(token=kept_tokens[1]))
        assert table.started
