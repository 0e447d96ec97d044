"""The table stores: one set of behaviour tests for the memory, SQLite and PostgreSQL backends.

PostgreSQL runs when ``CIRCOLO_TEST_POSTGRES_URL`` points at a database these tests may wipe
(``eval "$(.ci/postgres.sh)"`` starts one); without it those cases are skipped.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.engine import Connection

from circolo.storage.base import MemoryTableStore, SeqConflictError, StoredTable, TableStore
from circolo.storage.sql import (
    Base,
    DatabaseUrlError,
    SqlTableStore,
    alembic_config,
    database_url,
    default_db_url,
)
from tests.storage.databases import ALL_KINDS, POSTGRES_URL, Opener, wipe_postgres


def _table(table_id: str = "t1", **changes: Any) -> StoredTable:
    """A waiting four-seat table with settings unlike the defaults."""
    table = StoredTable(
        id=table_id,
        game="tressette",
        variant="classico",
        options={"target": 31, "accuse": True, "signals": ["busso", "volo", "striscio"]},
        seats=["human", "open", "ai:heuristic", "ai:random"],
        ai_delay_ms=750,
        training=False,
        status="waiting",
        seed=2**62 + 7,
        created_at=datetime(2025, 3, 1, 20, 15, 30, 123456, tzinfo=UTC),
    )
    return replace(table, **changes)


def _events(first: int, count: int) -> list[dict[str, Any]]:
    """``count`` distinct JSON events, numbered in their payload from ``first``."""
    return [
        {"kind": "play", "n": first + i, "seat": (first + i) % 4, "card": "3d", "reasons": []}
        for i in range(count)
    ]


@pytest.fixture(params=ALL_KINDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[TableStore]:
    """A fresh, empty store of each kind."""
    if request.param == "memory":
        yield MemoryTableStore()
        return
    url = (
        f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"
        if request.param == "sqlite"
        else POSTGRES_URL
    )
    if request.param == "postgresql":
        await wipe_postgres(url)
    sql_store = await SqlTableStore.open(url)
    yield sql_store
    await sql_store.close()


# --- behaviour every store shares ------------------------------------------------------------


async def test_a_saved_table_loads_back_with_its_events(store: TableStore) -> None:
    table = _table()
    await store.save_table(table)
    await store.append_events("t1", 0, _events(0, 3))

    loaded = await store.load_table("t1")

    assert loaded == replace(table, events=_events(0, 3))
    assert loaded is not None
    assert loaded.created_at.utcoffset() == timedelta(0)


async def test_an_evenings_table_keeps_its_board_set_and_others_none(store: TableStore) -> None:
    board_set = {"evening": "ev1", "round": 2, "table": 1, "boards": [4, 5, 6],
                 "seed": 2**62 + 1, "variant": None, "begin_by": 1750000000.5}  # fmt: skip
    await store.save_table(_table("e1", board_set=board_set, spectators=False))
    await store.save_table(_table("t2"))
    evening, other = await store.load_table("e1"), await store.load_table("t2")
    assert evening is not None and evening.board_set == board_set
    assert other is not None and other.board_set is None
    listed = {t.id: t.board_set for t in await store.list_tables(None, 10, 0)}
    assert listed == {"e1": board_set, "t2": None}


async def test_a_table_never_saved_loads_as_none(store: TableStore) -> None:
    assert await store.load_table("nowhere") is None


async def test_saving_again_updates_the_settings_and_keeps_the_events(store: TableStore) -> None:
    await store.save_table(_table())
    await store.append_events("t1", 0, _events(0, 2))

    playing = _table(status="playing", seats=["human", "human", "ai:heuristic", "ai:random"])
    await store.save_table(playing)

    assert await store.load_table("t1") == replace(playing, events=_events(0, 2))


async def test_events_come_back_in_the_order_they_were_appended(store: TableStore) -> None:
    await store.save_table(_table())
    for first in range(0, 12, 3):
        await store.append_events("t1", first, _events(first, 3))
    await store.append_events("t1", 12, [])

    loaded = await store.load_table("t1")

    assert loaded is not None
    assert [event["n"] for event in loaded.events] == list(range(12))


@pytest.mark.parametrize("first_seq", [0, 1, 3])
async def test_a_taken_or_skipped_number_is_refused_and_nothing_is_written(
    store: TableStore, first_seq: int
) -> None:
    await store.save_table(_table())
    await store.append_events("t1", 0, _events(0, 2))

    with pytest.raises(SeqConflictError):
        await store.append_events("t1", first_seq, [{"kind": "intruder"}, {"kind": "intruder"}])

    loaded = await store.load_table("t1")
    assert loaded is not None
    assert loaded.events == _events(0, 2)


async def test_events_of_a_table_never_saved_are_refused(store: TableStore) -> None:
    with pytest.raises(KeyError):
        await store.append_events("nowhere", 0, _events(0, 1))


async def test_tables_keep_their_events_apart(store: TableStore) -> None:
    await store.save_table(_table("a"))
    await store.save_table(_table("b"))
    await store.append_events("a", 0, _events(0, 2))
    await store.append_events("b", 0, _events(10, 1))

    a, b = await store.load_table("a"), await store.load_table("b")

    assert a is not None and b is not None
    assert (a.events, b.events) == (_events(0, 2), _events(10, 1))


async def test_unfinished_tables_are_the_waiting_and_playing_ones(store: TableStore) -> None:
    await store.save_table(_table("waiting"))
    await store.save_table(_table("playing", status="playing"))
    await store.save_table(_table("finished", status="finished"))
    await store.append_events("playing", 0, _events(0, 4))
    await store.save_table(_table("ended-later", status="playing"))
    await store.save_table(_table("ended-later", status="finished"))

    unfinished = {table.id: table for table in await store.unfinished_tables()}

    assert set(unfinished) == {"waiting", "playing"}
    assert unfinished["playing"] == _table("playing", status="playing", events=_events(0, 4))
    assert sorted(await store.live_table_ids()) == ["playing", "waiting"]  # the ids alone


async def test_what_is_loaded_is_a_copy(store: TableStore) -> None:
    table = _table()
    await store.save_table(table)
    await store.append_events("t1", 0, _events(0, 1))
    table.options["target"] = 21
    loaded = await store.load_table("t1")
    assert loaded is not None
    loaded.events.append({"kind": "not saved"})
    loaded.seats[0] = "changed"

    again = await store.load_table("t1")

    assert again == _table(events=_events(0, 1))


async def test_a_time_in_another_zone_keeps_its_instant(store: TableStore) -> None:
    rome = timezone(timedelta(hours=1))
    created = datetime(2025, 3, 1, 21, 15, 30, tzinfo=rome)
    await store.save_table(_table(created_at=created))

    loaded = await store.load_table("t1")

    assert loaded is not None
    assert loaded.created_at == created
    assert loaded.created_at.utcoffset() is not None


async def test_two_writers_racing_for_one_number_get_one_refusal(store: TableStore) -> None:
    await store.save_table(_table())
    await store.append_events("t1", 0, _events(0, 1))

    outcomes = await asyncio.gather(
        store.append_events("t1", 1, [{"kind": "first"}]),
        store.append_events("t1", 1, [{"kind": "second"}]),
        return_exceptions=True,
    )

    assert sorted(type(outcome).__name__ for outcome in outcomes) == [
        "NoneType",
        "SeqConflictError",
    ]
    loaded = await store.load_table("t1")
    assert loaded is not None
    assert loaded.events[:1] == _events(0, 1)
    assert loaded.events[1:] in ([{"kind": "first"}], [{"kind": "second"}])


# --- the SQL store: restarts, migrations, URLs ------------------------------------------------


async def test_a_restart_finds_every_table_where_it_was(open_sql: Opener) -> None:
    before = await open_sql()
    await before.save_table(_table("a", status="playing"))
    await before.save_table(_table("b", status="finished"))
    await before.append_events("a", 0, _events(0, 5))
    await before.close()

    after = await open_sql()

    assert await after.unfinished_tables() == [_table("a", status="playing", events=_events(0, 5))]
    assert await after.load_table("b") == _table("b", status="finished")
    await after.append_events("a", 5, _events(5, 1))
    with pytest.raises(SeqConflictError):
        await after.append_events("a", 5, _events(5, 1))


async def test_opening_again_leaves_the_schema_and_data_alone(open_sql: Opener) -> None:
    first = await open_sql()
    await first.save_table(_table())
    second = await open_sql()
    third = await open_sql()

    assert await third.load_table("t1") == _table()
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    async with second._engine.connect() as connection:
        versions = (await connection.execute(text("SELECT version_num FROM alembic_version"))).all()
    assert [row[0] for row in versions] == [head]


@pytest.mark.skipif(not POSTGRES_URL, reason="CIRCOLO_TEST_POSTGRES_URL is not set")
async def test_nodes_started_together_on_an_empty_postgresql_migrate_it_once() -> None:
    # A cluster's nodes start at the same moment on one database: one of them migrates (under
    # an advisory lock), the others wait and find the schema up to date — none fails.
    await wipe_postgres(POSTGRES_URL)
    stores = await asyncio.gather(*(SqlTableStore.open(POSTGRES_URL) for _ in range(4)))
    try:
        await stores[0].save_table(_table())
        assert [await store.load_table("t1") for store in stores] == [_table()] * 4
        head = ScriptDirectory.from_config(alembic_config()).get_current_head()
        async with stores[3]._engine.connect() as connection:
            query = text("SELECT version_num FROM alembic_version")
            versions = (await connection.execute(query)).all()
        assert [row[0] for row in versions] == [head]
    finally:
        for store in stores:
            await store.close()


async def test_the_migrations_build_the_schema_the_models_describe(open_sql: Opener) -> None:
    store = await open_sql()

    def differences(connection: Connection) -> list[Any]:
        return list(compare_metadata(MigrationContext.configure(connection), Base.metadata))

    async with store._engine.connect() as connection:
        assert await connection.run_sync(differences) == []


async def test_concurrent_writers_on_different_tables_all_get_through(open_sql: Opener) -> None:
    store = await open_sql()
    ids = [f"t{n}" for n in range(20)]
    await asyncio.gather(*(store.save_table(_table(table_id)) for table_id in ids))

    async def play(table_id: str) -> None:
        for seq in range(5):
            await store.append_events(table_id, seq, _events(seq, 1))

    await asyncio.gather(*(play(table_id) for table_id in ids))

    tables = await store.unfinished_tables()
    assert sorted(table.id for table in tables) == sorted(ids)
    assert all(table.events == _events(0, 5) for table in tables)


@pytest.mark.parametrize(
    "changes",
    [
        {"created_at": datetime(2025, 3, 1, 20, 15)},
        {"seed": 2**64},
        {"status": "abandoned"},
    ],
    ids=["naive-time", "seed-too-big", "unknown-status"],
)
async def test_a_table_the_database_could_not_keep_is_refused(
    open_sql: Opener, changes: dict[str, Any]
) -> None:
    store = await open_sql()
    with pytest.raises(ValueError, match="t1"):
        await store.save_table(_table(**changes))
    assert await store.load_table("t1") is None


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("not a url", "is not a database URL"),
        ("mysql://user@localhost/circolo", "not supported"),
        ("sqlite+aiosqlite://", "in-memory"),
        ("sqlite:///:memory:", "in-memory"),
        ("sqlite:////no/such/folder/circolo.db", "does not exist"),
        ("postgresql+asyncpg://user@localhost", "names no database"),
    ],
)
async def test_a_url_that_cannot_be_used_says_why(url: str, said: str) -> None:
    with pytest.raises(DatabaseUrlError, match=said) as refused:
        await SqlTableStore.open(url)
    assert "\n" not in str(refused.value)


async def test_plain_scheme_urls_get_the_async_drivers(tmp_path: Path) -> None:
    assert database_url(f"sqlite:///{tmp_path}/x.db").drivername == "sqlite+aiosqlite"
    assert database_url("postgres://u:p@h/d").drivername == "postgresql+asyncpg"
    store = await SqlTableStore.open(f"sqlite:///{tmp_path}/x.db")
    await store.save_table(_table())
    await store.close()
    assert (tmp_path / "x.db").is_file()


async def test_a_file_that_is_not_a_database_is_refused_clearly(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("not a database, just words " * 100)
    with pytest.raises(DatabaseUrlError, match=r"cannot open the database .*notes\.db"):
        await SqlTableStore.open(f"sqlite:///{path}")


async def test_an_unreachable_postgresql_is_refused_clearly() -> None:
    url = "postgresql+asyncpg://circolo:secret@127.0.0.1:1/circolo"
    with pytest.raises(DatabaseUrlError, match="cannot open the database") as refused:
        await SqlTableStore.open(url)
    assert "secret" not in str(refused.value)


async def test_the_default_database_lives_in_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))

    url = default_db_url()

    assert database_url(url).database == str(tmp_path / "data" / "circolo" / "circolo.db")
    assert (tmp_path / "data" / "circolo").is_dir()
    store = await SqlTableStore.open(url)
    await store.save_table(_table())
    await store.close()
