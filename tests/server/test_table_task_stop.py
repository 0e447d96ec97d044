"""A table's task stopped (the server stopping, the table handed over): whoever waits for an
answer — the request in hand and those still queued — is told the table is closed, at once,
instead of waiting until the server's loop ends."""

from __future__ import annotations

import asyncio

import pytest

from circolo.play.errors import TableError
from circolo.server.table_task import TableTask


class _Sleepy(TableTask):
    async def _do_nap(self, seconds: float) -> str:
        await asyncio.sleep(seconds)
        return "rested"


def test_stopping_a_table_refuses_the_request_in_hand_and_those_queued() -> None:
    async def scenario() -> None:
        table = _Sleepy("t1")
        table.start_task()
        in_hand = asyncio.ensure_future(table.request("nap", seconds=30))
        queued = asyncio.ensure_future(table.request("nap", seconds=0))
        await asyncio.sleep(0.01)  # the first is being handled, the second waits behind it
        await asyncio.wait_for(table.stop_task(), 1)
        for waiting in (in_hand, queued):
            with pytest.raises(TableError) as refused:
                await asyncio.wait_for(waiting, 1)
            assert refused.value.code == "closed"
        with pytest.raises(TableError):  # and nothing more is taken
            await table.request("nap", seconds=0)

    asyncio.run(scenario())
