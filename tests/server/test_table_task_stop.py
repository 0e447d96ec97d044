"""A table's task stopped (the server stopping, the table handed over): whoever waits for an
answer — the request in hand and those still queued — is told the table is closed, at once,
instead of waiting until the server's loop ends."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import ClassVar

import pytest

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Command
from circolo.play.table_task import TableTask


@dataclass(frozen=True, slots=True)
class _Nap(Command):
    action: ClassVar[str] = "nap"
    seconds: float


class _Sleepy(TableTask[_Nap]):
    async def _do(self, command: _Nap) -> str:
        await asyncio.sleep(command.seconds)
        return "rested"


def test_stopping_a_table_refuses_the_request_in_hand_and_those_queued() -> None:
    async def scenario() -> None:
        table = _Sleepy("t1")
        table.start_task()
        in_hand = asyncio.ensure_future(table.request(_Nap(30)))
        queued = asyncio.ensure_future(table.request(_Nap(0)))
        await asyncio.sleep(0.01)  # the first is being handled, the second waits behind it
        await asyncio.wait_for(table.stop_task(), 1)
        for waiting in (in_hand, queued):
            with pytest.raises(TableError) as refused:
                await asyncio.wait_for(waiting, 1)
            assert refused.value.code == "closed"
        with pytest.raises(TableError):  # and nothing more is taken
            await table.request(_Nap(0))

    asyncio.run(scenario())
