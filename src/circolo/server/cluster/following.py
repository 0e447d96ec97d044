"""Tables follow their players: a table whose seats all come through another node moves there.

Behind a load balancer that sends every request of one table to one node
(deploy/haproxy.cfg hashes the table's path), all the seats of a table reach the same node —
not always the one that owns it: the table was created through another (a new table's POST
may go to any node), or it was taken over by a survivor when its owner died. Relaying each
message of such a table costs both nodes (docs/benchmarks.md measures it), so an owner with
no seat of a table connected here, and seats connected through another node, hands the
table to that node:

1. between two of the table's commands its task ends (``Retire``): everything answered is
   saved, and the commands still queued are refused as ``moved``, so that whoever sent them
   finds the new owner;
2. the seats relayed through that node are let go without a close (their sockets stay open
   there); a seat relayed through a third node is told to connect again (close 1012: its
   client reconnects and finds the table's new owner); the lease is released, and it is
   not renewed while the table moves;
3. the other node is asked to take it: it takes the lease, claims the table in the store
   (fencing: nothing more of the old owner's is written), rebuilds it from the saved events
   and connects the seats it relayed to the rebuilt table, each with a fresh snapshot.

If the other node cannot take it, the table is nobody's for a moment and the next node that
looks for it (a seat's door, the sweep) takes it over, as after a node's death.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from typing import TYPE_CHECKING, Final

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Retire
from circolo.play.peer import CLOSE_RESTART
from circolo.server.cluster.bus import RemotePeer

if TYPE_CHECKING:
    from circolo.play.table import Table
    from circolo.server.cluster.node import ClusterNode

log = logging.getLogger(__name__)

#: Seconds a table stays on the node that took it before it may move again (no ping-pong
#: while its players' connections settle).
SETTLE_S: Final = 5.0


def follower(table: Table) -> str | None:
    """The node ``table`` should move to: the one most of its connected seats come through,
    when none of them is connected to this node; None when it should stay."""
    through: Counter[str] = Counter()
    for seat in table.seats:
        connection = seat.connection
        if connection is None or connection.closed:
            continue
        if not isinstance(connection, RemotePeer):
            return None  # a seat connected here: the table stays
        through[connection.node_id] += 1
    if not through:
        return None
    return through.most_common(1)[0][0]


def settle(node: ClusterNode, table_id: str) -> None:
    """A table just came to ``node``: it stays there a while, whatever its seats do."""
    node.settled[table_id] = time.monotonic() + SETTLE_S


def follow_players(node: ClusterNode) -> None:
    """Hand each live table whose seats all come through another node over to that node."""
    now = time.monotonic()
    for table_id, table in list(node.lobby.tables.items()):
        live = table.running and table.status in ("waiting", "playing")
        if not live or table_id in node.moving or now < node.settled.get(table_id, 0.0):
            continue
        target = follower(table)
        if target is not None and target != node.node_id:
            node.moving.add(table_id)
            node.spawn(hand_over(node, table_id, target))


async def hand_over(node: ClusterNode, table_id: str, target: str) -> None:
    """Move a table this node owns to ``target`` (see the module's steps)."""
    try:
        table = node.lobby.tables.get(table_id)
        if table is None or not await node.leases.alive(target):
            return
        try:  # the reason to move is checked again in the table's task, between requests
            await table.request(Retire(still=lambda: follower(table) == target))
        except TableError:
            return  # closed, or its seats changed meanwhile: it stays, looked at next round
        node.lobby.tables.pop(table_id, None)
        node.forget_summary(table_id)  # its new owner writes it from now on
        for key, peer in list(node.peers.items()):
            if peer.table_id != table_id:
                continue
            if peer.node_id == target:
                peer.gone()  # its socket stays open there: the new owner connects it again
            else:  # a seat through a third node: its client connects again, and finds it
                peer.close(CLOSE_RESTART, "the table moved to another server")
            node.peers.pop(key, None)
        # A seat that connected here in the meantime is closed: its client connects again.
        await table.stop_task(CLOSE_RESTART, "the table moved to another server")
        await node.leases.release(table_id)
    finally:
        node.moving.discard(table_id)  # gone from here (or staying): free to move again
    log.info("table %s: handed over to node %s, where its players are", table_id, target)
    try:
        await node.bus.call(target, {"table": table_id, "action": "take"})
    except TableError as error:  # the next node that looks for it takes it
        log.warning("table %s: node %s did not take it (%s)", table_id, target, error.code)


async def receive(node: ClusterNode, table_id: str) -> None:
    """Another node handed a table to this one: take it, and connect to it the seats this
    node relayed (their sockets stayed open)."""
    try:
        await node.find_owner(table_id)  # nobody holds its lease: taken here, with its seats
    except TableError as error:
        log.warning("table %s: handed over, but not taken here (%s)", table_id, error.code)
    door = node.doors.get(table_id)
    if door is not None and table_id not in node.lobby.tables:  # another node was quicker
        door.owner = None
        await door.relocate()
