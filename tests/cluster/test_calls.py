"""What another node of a cluster may ask of a table this node owns: a command named by its
``action`` and given by its fields, built again here; never an internal step, never a
field its command does not have (server/cluster/calls.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Join, Teacher
from circolo.server.bodies import NewTable
from circolo.server.cluster.calls import CALLABLE, answer_call
from circolo.server.cluster.node import ClusterNode
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore


def _owner(lobby: Lobby) -> ClusterNode:
    """Just what a call needs of the node that owns the table."""
    return cast(ClusterNode, SimpleNamespace(leaving=False, lobby=lobby, peers={}))


def _call(table_id: str, action: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"table": table_id, "action": action, "args": args, "from": "b"}


def test_a_command_sent_as_its_action_and_fields_is_built_again_the_same() -> None:
    for command in (
        Join(seat=1, name="Bruno", creator=False, profile="p1", address="10.0.0.2"),
        Teacher(token="t", name=None, allow=False, spectator=3),
    ):
        assert CALLABLE[command.action](**command.args()) == command


async def test_another_node_cannot_ask_for_an_internal_step_nor_an_unknown_field() -> None:
    lobby = Lobby(MemoryTableStore())
    table, _ = await lobby.create(NewTable(seats=["human", "open", "ai:random", "ai:random"]), "a")
    node = _owner(lobby)
    refused_calls: list[tuple[str, dict[str, Any]]] = [
        ("ai_turn", {"turn": 0}),  # only the table's own timers play the AI
        ("retire", {}),  # only the owner hands its table over
        ("join", {"seat": 1, "nickname": "Bruno"}),  # a field Join does not have
    ]
    for action, args in refused_calls:
        with pytest.raises(TableError) as refused:
            await answer_call(node, _call(table.id, action, args))
        assert refused.value.code == "bad_message"
    assert table.running
    token = await answer_call(node, _call(table.id, "join", {"seat": 1, "name": "Bruno"}))
    assert table.seats[1].name == "Bruno" and table.seat_of(token) == 1
    await lobby.close()
