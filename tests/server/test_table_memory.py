"""A table leaves memory as soon as nobody holds it: no reference cycle through its game's
part (nor between a Roman match's two parts), which the server's collector would freeze and
keep until its hourly sweep (server/collector.py)."""

from __future__ import annotations

import asyncio
import gc
import weakref
from dataclasses import replace

from circolo.games.tressette.table import TressettePart
from circolo.play.table import Table
from circolo.server.bodies import NewTable
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore

ROMAN = {"second_game": "briscola", "best_of": 3, "target": 1, "decider_target": None}


async def _finished_roman_events() -> tuple[Table, list[dict[str, object]]]:
    store = MemoryTableStore()
    lobby = Lobby(store, ready_timeout_s=0.05)
    table, _ = await lobby.create(
        NewTable(seats=["ai:random"] * 4, ai_delay_ms=0, options=ROMAN), "test"
    )
    for _ in range(2_000):
        if table.over:
            break
        await asyncio.sleep(0.01)
    stored = await store.load_table(table.id)
    await lobby.close()
    assert stored is not None and table.over
    return table, stored.events


async def test_a_roman_table_and_both_its_parts_are_freed_without_the_cyclic_collector() -> None:
    played, events = await _finished_roman_events()
    first_step = next(  # the Briscola game's first step: Tressette's carry signals
        i
        for i, e in enumerate(events)
        if e["kind"] == "step" and isinstance(e["step"], dict) and "signals" not in e["step"]
    )
    stored = replace(played.stored, status="playing", events=events[: first_step + 1])
    del played
    gc.collect()
    gc.disable()
    try:
        table = Table(stored, MemoryTableStore(), TressettePart)
        table.restore()
        inside = table.match_parts.inside
        assert isinstance(table.part, TressettePart) and inside is not None
        watched: list[weakref.ref[object]] = [
            weakref.ref(table), weakref.ref(table.part), weakref.ref(inside)
        ]  # fmt: skip
        del inside
        del table
        assert [ref() is None for ref in watched] == [True, True, True]
    finally:
        gc.enable()
