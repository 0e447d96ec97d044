"""One address cannot fill the server with tables, and tables nobody attends do not stay.

Each address may have a few tables waiting or playing (counted in the store: the count
holds after a restart); a table that never started and that nobody is connected to is
closed after a while, also after a restart; a single player's table whose player stayed
away is played to its end by the computer, the player's result marked as left.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Connect, Disconnect, Leave, Start
from circolo.server.bodies import NewTable
from circolo.server.limits import Limits
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore, TableStore
from circolo.storage.sql import SqlTableStore
from tests.helpers import until
from tests.server.peers import RecordingPeer

ONE_PERSON = ["human", "ai:random", "ai:random", "ai:random"]
#: A short Tressette match (one game to 1 point): the computer ends it in a moment.
SHORT = {"target": 1}


@pytest.fixture
async def sqlite(tmp_path: Path) -> AsyncIterator[Callable[[], Any]]:
    """Opens stores on one SQLite file, as a restarted server would; closes them after."""
    opened: list[SqlTableStore] = []

    async def open_store() -> SqlTableStore:
        store = await SqlTableStore.open(f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}")
        opened.append(store)
        return store

    yield open_store
    for store in opened:
        await store.close()


async def _lobby(store: TableStore, **limits: Any) -> Lobby:
    lobby = Lobby(store, ready_timeout_s=0.05, limits=Limits(**limits))
    await lobby.resume()
    return lobby


async def test_one_address_may_have_only_so_many_live_tables_even_after_a_restart(
    sqlite: Callable[[], Any],
) -> None:
    lobby = await _lobby(await sqlite(), tables_per_address=3)
    made = [await lobby.create(NewTable(seats=ONE_PERSON), "10.0.0.7") for _ in range(3)]
    with pytest.raises(TableError) as refused:
        await lobby.create(NewTable(seats=ONE_PERSON), "10.0.0.7")
    assert refused.value.code == "too_many" and refused.value.http_status == 429
    english, italian = refused.value.sentences()
    assert "at most 3" in english and "al massimo 3" in italian
    await lobby.create(NewTable(seats=ONE_PERSON), "10.0.0.8")  # another address is not held
    await lobby.close()

    restarted = await _lobby(await sqlite(), tables_per_address=3)
    with pytest.raises(TableError) as still:
        await restarted.create(NewTable(seats=ONE_PERSON), "10.0.0.7")
    assert still.value.code == "too_many"
    # One of them ends (its player leaves before the start): the address may make another.
    table, tokens = made[0]
    await (await restarted.door(table.id)).request(Leave(token=tokens[0]))
    await restarted.create(NewTable(seats=ONE_PERSON), "10.0.0.7")
    await restarted.close()


async def test_a_finished_table_forgets_the_address_it_was_made_from() -> None:
    store = MemoryTableStore()
    lobby = await _lobby(store)
    table, _ = await lobby.create(
        NewTable(seats=["ai:random"] * 4, ai_delay_ms=0, options=SHORT), "10.0.0.7"
    )
    assert (await store.load_table(table.id)).creator == "10.0.0.7"  # type: ignore[union-attr]
    await until(lambda: table.over)
    await until(lambda: store._tables[table.id].status == "finished")
    assert (await store.load_table(table.id)).creator is None  # type: ignore[union-attr]
    assert await store.live_tables_of("10.0.0.7") == 0
    await lobby.close()


async def test_a_waiting_table_nobody_comes_to_is_closed_also_after_a_restart(
    sqlite: Callable[[], Any],
) -> None:
    lobby = await _lobby(await sqlite())  # the defaults: half an hour
    left, _ = await lobby.create(NewTable(seats=ONE_PERSON), "10.0.0.7")
    kept, tokens = await lobby.create(NewTable(seats=ONE_PERSON), "10.0.0.7")
    await lobby.close()

    store = await sqlite()
    restarted = await _lobby(store, waiting_table_s=0.3)
    assert {left.id, kept.id} <= set(restarted.tables)
    door = await restarted.door(kept.id)
    await door.request(Connect(token=tokens[0], connection=RecordingPeer()))
    await until(lambda: left.id not in restarted.tables)
    assert await store.load_table(left.id) is None  # its place is free again
    await asyncio.sleep(0.6)
    assert kept.id in restarted.tables  # somebody sits at this one
    assert await store.live_tables_of("10.0.0.7") == 1
    await restarted.close()


async def test_a_single_players_table_left_alone_is_played_to_its_end_by_the_computer() -> None:
    store = MemoryTableStore()
    lobby = await _lobby(store, away_table_s=0.3)
    table, tokens = await lobby.create(
        NewTable(seats=ONE_PERSON, ai_delay_ms=900, options={"target": 11}), "10.0.0.7"
    )
    peer = RecordingPeer()
    seat = await table.request(Connect(token=tokens[0], connection=peer))
    await table.request(Start(token=tokens[0]))
    await table.request(Disconnect(seat=seat, connection=peer))  # the page is closed
    await asyncio.sleep(0.2)
    assert not table.given_up  # it waits for its player, for a while
    await until(lambda: table.over, seconds=60)
    assert table.seats_for_results()[0]["left"] is True
    await lobby.close()


async def test_a_single_player_who_comes_back_takes_the_seat_and_the_table_waits_again() -> None:
    lobby = await _lobby(MemoryTableStore(), away_table_s=0.2)
    table, tokens = await lobby.create(
        # a long match: given up, the computer plays fast, and must not end it before the
        # player is back
        NewTable(seats=ONE_PERSON, ai_delay_ms=900, options={"target": 1000}),
        "10.0.0.7",
    )
    peer = RecordingPeer()
    seat = await table.request(Connect(token=tokens[0], connection=peer))
    await table.request(Start(token=tokens[0]))
    await table.request(Disconnect(seat=seat, connection=peer))
    await until(lambda: table.given_up)
    again = RecordingPeer()
    await table.request(Connect(token=tokens[0], connection=again))
    assert not table.given_up and not table.seats[seat].away
    assert not table.over
    await lobby.close()


async def test_tables_asked_for_at_once_from_one_address_cannot_pass_one_count_together(
    sqlite: Callable[[], Any],
) -> None:
    lobby = await _lobby(await sqlite(), tables_per_address=20, max_tables=30)
    asked = [lobby.create(NewTable(seats=ONE_PERSON), "10.0.0.7") for _ in range(60)]
    answers = await asyncio.gather(*asked, return_exceptions=True)
    made = [a for a in answers if not isinstance(a, BaseException)]
    refused = [a for a in answers if isinstance(a, TableError)]
    assert len(made) == 20 and len(refused) == 40  # before: 57 made, against a cap of 20
    others = [lobby.create(NewTable(seats=ONE_PERSON), f"10.0.1.{n}") for n in range(20)]
    answers = await asyncio.gather(*others, return_exceptions=True)
    assert sum(not isinstance(a, BaseException) for a in answers) == 10  # the server's 30
    await lobby.close()
