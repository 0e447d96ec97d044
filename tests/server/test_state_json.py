"""The snapshots sent are the JSON of :meth:`Table.state_for`, however they are encoded."""

from __future__ import annotations

import asyncio

import orjson

from circolo.core.hosting.protocol import PlayMessage
from circolo.games.tressette.table import TressettePart
from circolo.play.commands import Connect, Move, Ready, Start
from circolo.play.table import Table
from circolo.server.bodies import NewTable
from circolo.server.protocol import state_messages
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.server.peers import RecordingPeer


async def test_every_snapshot_sent_is_the_state_of_its_seat_encoded() -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    options = {"target": 11, "signals": "classico"}
    created, tokens = await lobby.create(
        NewTable(seats=["human"] * 4, ai_delay_ms=0, options=options), "test"
    )
    assert isinstance(created.part, TressettePart)
    table = created
    checked: list[int] = []

    def sender(seat: int) -> RecordingPeer:
        def send(text: str) -> None:
            sent = orjson.loads(text)
            if sent["type"] != "state":
                return  # a seat connected: the others are told only that
            assert sent == table.state_for(seat)  # the state as it is when it is sent
            state_messages().validate_json(text)  # what was sent is what the model says
            checked.append(seat)

        return RecordingPeer(send)

    for seat in range(4):
        await table.request(Connect(token=tokens[seat], connection=sender(seat)))
    await table.request(Start(token=tokens[0]))
    for _ in range(200):
        await _move(table, tokens)
        if table.status == "finished":
            break
    await lobby.close()
    assert table.status == "finished" or len(checked) > 500
    assert set(checked) == {0, 1, 2, 3}


async def _move(table: Table, tokens: dict[int, str]) -> None:
    match = table.match
    assert match is not None
    if table.phase == "play" and match.hand is not None and match.to_move is not None:
        seat = match.to_move
        card = match.hand.legal_cards()[0].code
        message = PlayMessage(type="play", card=card, turn=len(match.hand.plays))
        await table.request(Move(token=tokens[seat], message=message))
    elif table.phase == "hand_over":
        for seat in range(4):
            await table.request(Ready(token=tokens[seat]))
    else:
        await asyncio.sleep(0.01)
