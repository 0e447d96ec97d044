"""The profile stores: one set of behaviour tests for the memory, SQLite and PostgreSQL backends.

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
from alembic import command
from fastapi.testclient import TestClient
from sqlalchemy import inspect
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

from circolo.server.app import create_app
from circolo.storage.profiles import MatchResult, MemoryProfileStore, Profile, ProfileStore, Rating
from circolo.storage.sql import SqlTableStore, alembic_config, database_url
from tests.storage.databases import ALL_KINDS, POSTGRES_URL, Opener, wipe_postgres

#: When the first test match ended; later ones are a minute apart.
START = datetime(2025, 3, 1, 20, 15, 30, 123456, tzinfo=UTC)


def _profile(profile_id: str = "p1", nickname: str = "Ada", **changes: Any) -> Profile:
    """A profile with a fixed creation time (so that a loaded one compares equal)."""
    profile = Profile(profile_id, f"hash-of-{profile_id}", nickname, created_at=START)
    return replace(profile, **changes)


def _result(n: int, **changes: Any) -> MatchResult:
    """The ``n``-th test match: alternately won and lost, single and multi."""
    result = MatchResult(
        game="tressette",
        table_id=f"t{n}",
        variant="classico",
        mode="single" if n % 2 == 0 else "multi",
        won=n % 3 != 0,
        partner="AI heuristic" if n % 2 == 0 else f"Partner {n}",
        finished_at=START + timedelta(minutes=n),
    )
    return replace(result, **changes)


def _rated(profile_id: str, game: str, variant: str, rating: float, games: int) -> Rating:
    """A rating of ``games`` matches listed at ``rating``: its skill's uncertainty shrinks
    with the matches, its mean is ``rating`` plus three of them (the store keeps all four
    numbers as given: it knows no rating model)."""
    sigma = 8.0 / (1 + games)
    return Rating(profile_id, game, variant, rating, games, mu=rating + 3 * sigma, sigma=sigma)


@pytest.fixture(params=ALL_KINDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[ProfileStore]:
    """A fresh, empty profile store of each kind."""
    if request.param == "memory":
        yield MemoryProfileStore()
        return
    if request.param == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"
    else:
        url = POSTGRES_URL
        await wipe_postgres(url)
    sql_store = await SqlTableStore.open(url)
    yield sql_store
    await sql_store.close()


# --- behaviour every store shares ------------------------------------------------------------


async def test_a_created_profile_is_found_again(store: ProfileStore) -> None:
    await store.create_profile(_profile("p1", "Ada"))
    await store.create_profile(_profile("p2", "Bruno"))

    found = await store.get_profile("p1")

    assert found == _profile("p1", "Ada")
    assert found is not None and found.created_at.utcoffset() == timedelta(0)
    assert await store.get_profile("p2") == _profile("p2", "Bruno")
    assert await store.get_profile("nobody") is None


async def test_a_creation_time_in_another_zone_keeps_its_instant(store: ProfileStore) -> None:
    rome = timezone(timedelta(hours=1))
    created = datetime(2025, 3, 1, 21, 15, 30, tzinfo=rome)
    await store.create_profile(_profile(created_at=created))

    found = await store.get_profile("p1")

    assert found is not None
    assert found.created_at == created


async def test_renaming_changes_only_the_nickname(store: ProfileStore) -> None:
    await store.create_profile(_profile("p1", "Ada"))
    await store.add_result("p1", _result(0))
    await store.add_result("p1", _result(1))
    await store.set_rating(_rated("p1", "tressette", "classico", 1523.5, 2))

    await store.rename("p1", "Ada Lovelace")

    assert await store.get_profile("p1") == _profile("p1", "Ada Lovelace")
    assert await store.results("p1") == [_result(0), _result(1)]
    assert await store.get_rating("p1", "tressette", "classico") == _rated(
        "p1", "tressette", "classico", 1523.5, 2
    )
    assert [
        (p.nickname, r.rating) for p, r in await store.leaderboard("tressette", "classico", 10)
    ] == [("Ada Lovelace", 1523.5)]


async def test_renaming_a_profile_never_created_is_a_key_error(store: ProfileStore) -> None:
    with pytest.raises(KeyError):
        await store.rename("nobody", "Ada")
    assert await store.get_profile("nobody") is None


async def test_creating_a_profile_again_replaces_it_and_keeps_its_numbers(
    store: ProfileStore,
) -> None:
    await store.create_profile(_profile("p1", "Ada"))
    await store.add_result("p1", _result(0))
    await store.set_rating(_rated("p1", "tressette", "classico", 1510.0, 1))

    await store.create_profile(_profile("p1", "Ada again", secret_hash="another hash"))

    assert await store.get_profile("p1") == _profile("p1", "Ada again", secret_hash="another hash")
    assert await store.results("p1") == [_result(0)]
    assert await store.get_rating("p1", "tressette", "classico") == _rated(
        "p1", "tressette", "classico", 1510.0, 1
    )


async def test_results_come_back_oldest_first_and_apart_per_profile(store: ProfileStore) -> None:
    await store.create_profile(_profile("p1"))
    await store.create_profile(_profile("p2", "Bruno"))
    for n in range(6):
        await store.add_result("p1" if n != 3 else "p2", _result(n))

    assert await store.results("p1") == [_result(n) for n in (0, 1, 2, 4, 5)]
    assert await store.results("p2") == [_result(3)]
    assert await store.results("nobody") == []


async def test_what_results_gives_is_a_copy(store: ProfileStore) -> None:
    await store.create_profile(_profile())
    await store.add_result("p1", _result(0))
    results = await store.results("p1")
    results.append(_result(1))

    assert await store.results("p1") == [_result(0)]


async def test_a_reset_clears_the_results_but_not_the_ratings(store: ProfileStore) -> None:
    await store.create_profile(_profile("p1"))
    await store.create_profile(_profile("p2", "Bruno"))
    await store.add_result("p1", _result(0))
    await store.add_result("p1", _result(1))
    await store.add_result("p2", _result(2))
    await store.set_rating(_rated("p1", "tressette", "classico", 1490.25, 2))

    await store.reset_results("p1")
    await store.reset_results("nobody")

    assert await store.results("p1") == []
    assert await store.results("p2") == [_result(2)]
    assert await store.get_rating("p1", "tressette", "classico") == _rated(
        "p1", "tressette", "classico", 1490.25, 2
    )
    assert await store.get_profile("p1") == _profile("p1")
    await store.add_result("p1", _result(3))
    assert await store.results("p1") == [_result(3)]


async def test_setting_a_rating_inserts_it_then_replaces_it(store: ProfileStore) -> None:
    await store.create_profile(_profile())
    assert await store.get_rating("p1", "tressette", "classico") is None

    await store.set_rating(_rated("p1", "tressette", "classico", 1516.0, 1))
    await store.set_rating(_rated("p1", "tressette", "terziglio", 1484.0, 1))
    await store.set_rating(_rated("p1", "tressette", "classico", 1531.875, 2))

    assert await store.get_rating("p1", "tressette", "classico") == _rated(
        "p1", "tressette", "classico", 1531.875, 2
    )
    assert await store.get_rating("p1", "tressette", "terziglio") == _rated(
        "p1", "tressette", "terziglio", 1484.0, 1
    )
    assert await store.get_rating("p1", "tressette", "ciapanò") is None
    assert await store.get_rating("nobody", "tressette", "classico") is None


async def test_ratings_set_at_once_leave_one_of_them(store: ProfileStore) -> None:
    await store.create_profile(_profile())

    await asyncio.gather(
        *(store.set_rating(_rated("p1", "tressette", "classico", 1500.0 + n, n)) for n in range(10))
    )

    rating = await store.get_rating("p1", "tressette", "classico")
    assert rating is not None
    assert rating == _rated("p1", "tressette", "classico", 1500.0 + rating.games, rating.games)


async def test_the_leaderboard_ranks_one_variant_highest_first(store: ProfileStore) -> None:
    ratings = {"p1": 1480.0, "p2": 1612.5, "p3": 1500.0, "p4": 1555.25, "p5": 1399.0}
    for profile_id, rating in ratings.items():
        await store.create_profile(_profile(profile_id, f"Player {profile_id}"))
        await store.set_rating(_rated(profile_id, "tressette", "classico", rating, 3))
    await store.set_rating(_rated("p5", "tressette", "terziglio", 1700.0, 1))

    board = await store.leaderboard("tressette", "classico", 10)

    assert [(p.id, r.rating) for p, r in board] == [
        ("p2", 1612.5),
        ("p4", 1555.25),
        ("p3", 1500.0),
        ("p1", 1480.0),
        ("p5", 1399.0),
    ]
    assert board[0] == (
        _profile("p2", "Player p2"),
        _rated("p2", "tressette", "classico", 1612.5, 3),
    )
    assert [p.id for p, _ in await store.leaderboard("tressette", "classico", 2)] == ["p2", "p4"]
    assert await store.leaderboard("tressette", "terziglio", 10) == [
        (_profile("p5", "Player p5"), _rated("p5", "tressette", "terziglio", 1700.0, 1))
    ]
    assert await store.leaderboard("tressette", "ciapanò", 10) == []
    assert await store.leaderboard("tressette", "classico", 0) == []


# --- the SQL store: restarts, refusals, migrations, the server ---------------------------------


async def test_a_restart_finds_every_profile_result_and_rating(open_sql: Opener) -> None:
    before = await open_sql()
    await before.create_profile(_profile("p1", "Ada"))
    await before.create_profile(_profile("p2", "Bruno"))
    for n in range(4):
        await before.add_result("p1", _result(n))
    await before.add_result("p2", _result(9))
    await before.rename("p2", "Bruno B.")
    await before.set_rating(_rated("p1", "tressette", "classico", 1523.5, 4))
    await before.set_rating(_rated("p2", "tressette", "classico", 1476.5, 1))
    await before.close()

    after = await open_sql()

    assert await after.get_profile("p1") == _profile("p1", "Ada")
    assert await after.get_profile("p2") == _profile("p2", "Bruno B.")
    assert await after.results("p1") == [_result(n) for n in range(4)]
    assert await after.results("p2") == [_result(9)]
    assert await after.leaderboard("tressette", "classico", 10) == [
        (_profile("p1", "Ada"), _rated("p1", "tressette", "classico", 1523.5, 4)),
        (_profile("p2", "Bruno B."), _rated("p2", "tressette", "classico", 1476.5, 1)),
    ]
    await after.add_result("p1", _result(4))
    assert await after.results("p1") == [_result(n) for n in range(5)]


async def test_numbers_for_a_profile_never_created_are_refused(open_sql: Opener) -> None:
    store = await open_sql()

    with pytest.raises(KeyError):
        await store.add_result("nobody", _result(0))
    with pytest.raises(KeyError):
        await store.set_rating(_rated("nobody", "tressette", "classico", 1500.0, 1))

    assert await store.results("nobody") == []
    assert await store.get_rating("nobody", "tressette", "classico") is None


@pytest.mark.parametrize(
    ("write", "said"),
    [
        ("profile", "created_at has no time zone"),
        ("result", "finished_at has no time zone"),
        ("mode", "mode 'solo'"),
    ],
)
async def test_what_the_database_could_not_keep_is_refused(
    open_sql: Opener, write: str, said: str
) -> None:
    store = await open_sql()
    naive = datetime(2025, 3, 1, 20, 15)
    with pytest.raises(ValueError, match=said):
        if write == "profile":
            await store.create_profile(_profile(created_at=naive))
        else:
            await store.create_profile(_profile())
            bad = _result(0, finished_at=naive) if write == "result" else _result(0, mode="solo")
            await store.add_result("p1", bad)
    assert await store.results("p1") == []


async def test_the_profile_migration_goes_down_and_up_again(sql_url: str) -> None:
    config = alembic_config(sql_url)
    profile_tables = {"profiles", "match_results", "ratings"}

    async def tables() -> set[str]:
        engine = create_async_engine(database_url(sql_url))
        try:
            async with engine.connect() as connection:

                def names(sync: Connection) -> set[str]:
                    return set(inspect(sync).get_table_names())

                return await connection.run_sync(names)
        finally:
            await engine.dispose()

    # alembic's commands run their own event loop: give them a thread of their own.
    await asyncio.to_thread(command.upgrade, config, "head")
    assert profile_tables <= await tables()
    await asyncio.to_thread(command.downgrade, config, "0001")
    assert await tables() == {"tables", "table_events", "alembic_version"}
    await asyncio.to_thread(command.upgrade, config, "head")

    store = await SqlTableStore.open(sql_url)
    try:
        await store.create_profile(_profile())
        assert await store.get_profile("p1") == _profile()
    finally:
        await store.close()


def test_the_server_keeps_profiles_in_the_sql_store_across_a_restart(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"

    with TestClient(create_app(lambda: SqlTableStore.open(url))) as first:
        created = first.post("/api/profiles", json={"nickname": "Ada"})
        assert created.status_code == 201
        profile = created.json()

    with TestClient(create_app(lambda: SqlTableStore.open(url))) as second:
        found = second.get(f"/api/profiles/{profile['id']}")
        missing = second.get("/api/profiles/nobody")

    assert found.status_code == 200
    assert found.json()["id"] == profile["id"]
    assert found.json()["nickname"] == "Ada"
    assert missing.status_code == 404


async def test_points_boards_add_points_per_game_mode_and_period(store: ProfileStore) -> None:
    from circolo.storage.profiles import MatchPoints

    def pin(*fields: Any) -> MatchPoints:
        return MatchPoints("pinnacola", "standard", *fields)

    for profile_id, nickname in (("p1", "Ada"), ("p2", "Bea")):
        await store.create_profile(_profile(profile_id, nickname))
    scores = [
        ("p1", pin("t1", "points", "win", 1620, START)),
        ("p1", pin("t2", "points", "left", -1500, START + timedelta(days=1))),
        ("p2", pin("t3", "points", "win", 900, START + timedelta(days=2))),
        ("p2", pin("t4", "points", "loss", 0, START + timedelta(days=3))),
        ("p1", pin("t5", "single", "win", 400, START)),
        # another game's points are another board's
        ("p1", MatchPoints("scopa", "standard", "t6", "points", "win", 5000, START)),
    ]
    for profile_id, score in scores:
        await store.add_points(profile_id, score)
    board = await store.points_board("pinnacola", "points", 10)
    assert [(r.profile.id, r.points, r.matches, r.wins) for r in board] == [
        ("p2", 900, 2, 1),
        ("p1", 120, 2, 1),
    ]
    season = await store.points_board(
        "pinnacola", "points", 10, START - timedelta(hours=1), START + timedelta(days=2)
    )
    assert [(r.profile.id, r.points) for r in season] == [("p1", 120)]
    assert [r.points for r in await store.points_board("pinnacola", "single", 1)] == [400]


async def test_ratings_and_boards_of_one_game_are_not_another_games(store: ProfileStore) -> None:
    await store.create_profile(_profile("p1", "Ada"))
    await store.set_rating(_rated("p1", "tressette", "classico", 1600.0, 3))
    await store.set_rating(_rated("p1", "scopa", "classico", 1400.0, 1))

    assert await store.get_rating("p1", "tressette", "classico") == _rated(
        "p1", "tressette", "classico", 1600.0, 3
    )
    assert await store.get_rating("p1", "scopa", "classico") == _rated(
        "p1", "scopa", "classico", 1400.0, 1
    )
    assert [r.rating for _, r in await store.leaderboard("scopa", "classico", 10)] == [1400.0]
    await store.add_result("p1", _result(0, game="scopa"))
    assert [r.game for r in await store.results("p1")] == ["scopa"]
