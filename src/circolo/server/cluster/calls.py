"""The calls other nodes make to the tables this node owns: what each may ask, and the seats
and spectators that come through them (a :class:`RemotePeer` each).

A call names a table command by its ``action`` and gives its fields (cluster/remote.py): a
connection as its id on the bus, a client's message as its JSON. The command is built again
here, one of :data:`CALLABLE`'s, and put on the table's queue as this node's own would be.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from circolo.core.hosting.protocol import CLIENT_MESSAGE
from circolo.core.hosting.refusals import TableError
from circolo.play.commands import (
    AskHand,
    Clock,
    Connect,
    Continue,
    Disconnect,
    Hint,
    Join,
    Leave,
    Move,
    Ready,
    Start,
    Suggest,
    TableCommand,
    Teacher,
    Unwatch,
    Watch,
)
from circolo.server.cluster.bus import RemotePeer
from circolo.server.cluster.following import receive

if TYPE_CHECKING:
    from circolo.server.cluster.node import ClusterNode

#: What another node may ask a table to do, by the command's action (never an internal step
#: such as an AI's turn).
CALLABLE: Final[dict[str, type[TableCommand]]] = {
    command.action: command
    for command in (
        *(Join, Start, Leave, Move, Ready, Continue, Suggest),
        *(Connect, Disconnect, Watch, Unwatch, Teacher, AskHand, Hint, Clock),
    )
}


async def answer_call(node: ClusterNode, header: dict[str, Any]) -> Any:
    """Do what another node asks of a table this node owns; its answer (a TableError
    refuses: ``moved`` when the table is not here)."""
    table_id = str(header.get("table"))
    action = str(header.get("action"))
    if node.leaving:
        raise TableError("moved", "server.error.moved")
    if action == "take":  # another node hands this one a table whose players are here
        await receive(node, table_id)
        return None
    table = node.lobby.tables.get(table_id)
    if table is None or not table.running:
        raise TableError("moved", "server.error.moved")
    if action == "read":
        what = header.get("args", {}).get("what")
        if what != "record":
            return table.summary()
        record = table.record()
        record.pop("secret", None)  # secrets stay in PostgreSQL, never cross Redis
        return record
    if action not in CALLABLE:
        raise TableError("bad_message", "server.error.internal", detail=action[:40])
    args = dict(header.get("args") or {})
    key = None
    if "peer" in args:
        key = (str(header["from"]), str(args.pop("peer")))
        peer = node.peers.get(key)
        if peer is None:
            if action not in ("connect", "watch"):
                return None  # a seat this node no longer knows: nothing to do
            peer = node.peers[key] = RemotePeer(node.bus, *key)
        args["connection"] = peer
    if "message" in args:
        args["message"] = CLIENT_MESSAGE.validate_python(args["message"])
    try:
        result = await table.request(_command(action, args))
    except TableError:
        if action in ("connect", "watch") and key is not None:
            node.peers.pop(key, None)
        raise
    if action == "connect" and key is not None:
        node.peers[key].seat, node.peers[key].table_id = int(result), table_id
    elif action == "watch" and key is not None:
        node.peers[key].watching, node.peers[key].table_id = True, table_id
    elif action in ("disconnect", "unwatch") and key is not None:
        node.peers.pop(key, None)
    return result


def _command(action: str, args: dict[str, Any]) -> TableCommand:
    """The command ``action`` of :data:`CALLABLE` with the fields ``args``; refused as a bad
    message when they are not its fields."""
    try:
        return CALLABLE[action](**args)
    except TypeError:
        raise TableError("bad_message", "server.error.internal", detail=action[:40]) from None
