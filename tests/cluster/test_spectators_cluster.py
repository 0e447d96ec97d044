"""Spectators across a cluster: one node's spectator watches a table another node owns,
through the same relay as a seat, sees only the public snapshot, is listed at the table, and
is sent back to watch again when the table moves."""

from __future__ import annotations

import orjson

from circolo.play.commands import AskHand, Connect, Hint, Start, Teacher, Unwatch, Watch
from circolo.play.peer import CLOSE_RESTART
from circolo.play.table import Table
from circolo.server.cluster.following import hand_over
from circolo.server.tables import TableLike
from tests.cluster.redis_for_tests import needs_redis
from tests.cluster.test_nodes import Cluster, _eventually, _states, _waiting_table
from tests.server.peers import RecordingPeer

pytestmark = needs_redis


def _audiences(peer: RecordingPeer) -> list[list[str]]:
    sent = map(orjson.loads, peer.sent)
    return [m["spectators"] for m in sent if m["type"] == "audience"]


async def _watched_through_b(
    cluster: Cluster, name: str
) -> tuple[Table, dict[int, str], RecordingPeer, TableLike, RecordingPeer]:
    """A table on node a with Anna at its first seat (so it stays there), and a spectator
    called ``name`` watching it through node b: the table, its tokens, Anna, the door on b
    and the spectator."""
    a, b = await cluster.node("a"), await cluster.node("b")
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    anna = RecordingPeer()
    await table.request(Connect(token=tokens[0], connection=anna))
    watcher = RecordingPeer()
    door = await b.door(table.id)
    await door.request(Watch(name=name, connection=watcher))
    return table, tokens, anna, door, watcher


async def test_a_spectator_through_another_node_watches_the_public_table_and_is_listed(
    cluster: Cluster,
) -> None:
    table, tokens, anna, door, watcher = await _watched_through_b(cluster, "Bruno")
    await _eventually(lambda: _audiences(anna) == [["Bruno"]])
    await table.request(Start(token=tokens[0]))
    await _eventually(lambda: any(s["view"] for s in _states(watcher)))
    for state in _states(watcher):
        assert state["watching"] is True and state["reasons"] == []
        assert not (state["view"] or {}).get("hand")
    await door.request(Unwatch(connection=watcher))
    await _eventually(lambda: _audiences(anna)[-1] == [])
    assert table.audience.names() == []


async def test_a_spectator_through_a_third_node_watches_again_when_the_table_moves(
    cluster: Cluster,
) -> None:
    a, b, c = await cluster.node("a"), await cluster.node("b"), await cluster.node("c")
    table, tokens = await a.create(_waiting_table(), "10.0.0.1")
    await (await b.door(table.id)).request(Connect(token=tokens[0], connection=RecordingPeer()))
    watcher = RecordingPeer()
    await (await c.door(table.id)).request(Watch(name="", connection=watcher))
    await _eventually(lambda: table.audience.names() == [""])
    assert a.cluster is not None
    await hand_over(a.cluster, table.id, "b")
    await _eventually(lambda: watcher.closed)
    assert watcher.close_code == CLOSE_RESTART  # its client watches again, and finds it
    await (await c.door(table.id)).request(Watch(name="", connection=RecordingPeer()))
    assert b.tables[table.id].audience.names() == [""]


async def test_a_teacher_through_another_node_asks_is_granted_and_suggests_a_card(
    cluster: Cluster,
) -> None:
    table, tokens, anna, door, teacher = await _watched_through_b(cluster, "Marco")
    await table.request(Start(token=tokens[0]))
    await door.request(AskHand(connection=teacher, seat=0))
    await _eventually(lambda: _states(anna)[-1]["asking"] == ["Marco"])
    await table.request(Teacher(token=tokens[0], name="Marco"))
    hand = _states(anna)[-1]["view"]["hand"]
    await _eventually(lambda: _states(teacher)[-1]["teaching"] == 0)
    assert _states(teacher)[-1]["view"]["hand"] == hand
    await door.request(Hint(connection=teacher, card=hand[1]))
    await _eventually(lambda: _states(anna)[-1]["hint"] == hand[1])
