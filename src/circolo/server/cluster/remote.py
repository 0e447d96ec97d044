"""A table another node owns, as this node's routes and sockets use it: every command is a
call over the bus to the owner (its ``action`` and its fields: the owner builds the command
again, cluster/calls.py), and if the owner dies the door finds the new one (or takes the
table over itself) and connects its seats there again — their sockets stay open. So it does
when Redis comes back after an outage (cluster/outage.py)."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Connect, Disconnect, TableCommand, Unwatch, Watch
from circolo.play.peer import CLOSE_RESTART, Peer
from circolo.server.cluster.outage import needing_redis

if TYPE_CHECKING:
    from circolo.server.cluster.node import ClusterNode

log = logging.getLogger(__name__)

#: Refusals after which the door looks for the table's owner again.
MOVED_CODES = frozenset({"moved", "node_away"})
#: Seconds a door keeps looking for a table that moves before it gives the refusal.
FOLLOW_S = 5.0
#: Seconds a door with no seat of this node stays unused before the node forgets it.
IDLE_S = 60.0


class TableDoor:
    """The way to a table owned by another node (or by this one after a takeover)."""

    def __init__(self, node: ClusterNode, table_id: str, owner: str) -> None:
        self.node = node
        self.id = table_id
        self.owner: str | None = owner
        #: This node's seats at the table: their connection's id on the bus, and token.
        self._ids: dict[Peer, str] = {}
        self._tokens: dict[Peer, str] = {}
        #: This node's spectators of the table, with the names they watch by (closed when
        #: the table moves: they watch again).
        self._watching: dict[Peer, str] = {}
        #: When the door was last used (monotonic seconds), to forget it when idle.
        self.used = time.monotonic()

    def idle(self, now: float) -> bool:
        """No seat of this node holds the door and nobody used it for :data:`IDLE_S`."""
        watched = any(not c.closed for c in self._watching)
        return not self.seats() and not watched and now - self.used > IDLE_S

    @property
    def running(self) -> bool:
        """A door is open as long as it is used (the owner refuses what it cannot do)."""
        return True

    async def request(self, command: TableCommand) -> Any:
        """Ask the owner to carry out ``command``; its answer, or its refusal. While the table
        moves (its owner died, another is taking it over) the door keeps looking for a
        while."""

        async def ask(owner: str) -> Any:
            if owner == self.node.node_id:
                return await self.node.lobby.get(self.id).request(command)
            return await self._call(owner, command)

        return await self._follow(ask)

    async def read(self, what: str) -> Any:
        """The table's summary, or its record (``what``), from its owner — following it
        while it moves, as :meth:`request` does."""

        async def ask(owner: str) -> Any:
            if owner == self.node.node_id:
                table = self.node.lobby.get(self.id)
                return table.record() if what == "record" else table.summary()
            header = {"table": self.id, "action": "read", "args": {"what": what}}
            return await self.node.bus.call(owner, header)

        return await self._follow(ask)

    async def _follow(self, ask: Callable[[str], Awaitable[Any]]) -> Any:
        """``ask(owner)`` of the table's owner; asked again of the new one, for a while,
        when the table moved. Redis away: refused as ``cluster_down``."""
        deadline = self.used = time.monotonic()
        deadline += FOLLOW_S
        while True:
            with needing_redis():
                owner = self.owner or await self.node.find_owner(self.id)
            self.owner = owner
            try:
                return await ask(owner)
            except TableError as error:
                mine = owner == self.node.node_id
                moved = error.code in MOVED_CODES or (error.code == "no_table" and mine)
                if not moved or time.monotonic() > deadline:
                    raise
                self.owner = None  # the owner changed: look again
                await asyncio.sleep(0.05)
            finally:
                self.used = time.monotonic()

    async def _call(self, owner: str, command: TableCommand) -> Any:
        """Send ``command`` to ``owner``: its action and its fields, a connection as its id
        on the bus and a client's message as its JSON."""
        sent: dict[str, Any] = {}
        for name, value in command.args().items():
            if name == "connection":
                sent["peer"] = self._ids.setdefault(value, secrets.token_hex(8))
                self.node.bus.local[sent["peer"]] = value
            elif name == "message":
                sent["message"] = value.model_dump(mode="json")
            else:
                sent[name] = value
        try:
            result = await self.node.bus.call(
                owner, {"table": self.id, "action": command.action, "args": sent}
            )
        except TableError:
            if isinstance(command, Connect | Watch):
                self._forget(command.connection)
            raise
        if isinstance(command, Connect):
            self._tokens[command.connection] = command.token
        elif isinstance(command, Watch):
            self._watching[command.connection] = command.name
        elif isinstance(command, Disconnect | Unwatch):
            self._forget(command.connection)
        return result

    def _forget(self, connection: Peer) -> None:
        conn = self._ids.pop(connection, None)
        self._tokens.pop(connection, None)
        self._watching.pop(connection, None)
        if conn is not None:
            self.node.bus.local.pop(conn, None)

    def seats(self) -> list[tuple[str, Peer]]:
        """The open connections of this node's seats at the table, with their tokens."""
        return [(token, c) for c, token in self._tokens.items() if not c.closed]

    def arrived(self, node_id: str) -> None:
        """The table now lives on this node (``node_id``): its seats are connected to it
        here, no longer relayed; the sockets that hold the door reach it directly."""
        for connection in list(self._tokens):
            self._forget(connection)
        self._send_spectators_back()
        self.owner = node_id

    def _send_spectators_back(self) -> None:
        """The table moved: this node's spectators are closed, and watch it again where it
        is (a spectator is not worth keeping across a move: it holds nothing)."""
        for connection in list(self._watching):
            self._forget(connection)
            connection.close(CLOSE_RESTART, "the table moved to another server")

    async def relocate(self) -> None:
        """The owner died: connect this node's seats to the new owner (a fresh snapshot each);
        a seat that cannot be is closed so that its client connects again."""
        self._send_spectators_back()
        await self._connect_seats_again()

    def cut_off(self, notice: str) -> None:
        """Redis has been away too long: the owner let this node's seats and spectators go.
        Each is sent ``notice`` (why nothing moves); their sockets stay open."""
        for connection in [*self._tokens, *self._watching]:
            if not connection.closed:
                connection.send(notice)

    async def reconnect(self) -> None:
        """Redis answers again: this node's seats connect to the table again, wherever it is
        now (a seat the computer played meanwhile is taken back), and its spectators watch
        it again — a fresh snapshot each, on the sockets they kept; one that cannot be is
        closed so that its client connects again."""
        self.owner = None  # it may have moved meanwhile: look for it
        await self._connect_seats_again()
        for connection, name in list(self._watching.items()):
            if connection.closed:
                self._forget(connection)
                continue
            try:
                await self.request(Watch(name, connection))
            except Exception as error:  # refused, or Redis away again: it watches again
                self._let_go(connection, error, "a spectator")

    async def _connect_seats_again(self) -> None:
        for connection, token in list(self._tokens.items()):
            if connection.closed:
                self._forget(connection)
                continue
            try:
                address = connection.address  # what the seat is played from (fair play)
                await self.request(Connect(token, connection, address))
            except Exception as error:  # refused, or Redis away: its client connects again
                self._let_go(connection, error, "a seat")

    def _let_go(self, connection: Peer, error: Exception, who: str) -> None:
        """``connection`` could not follow the table: closed, so that its client connects
        again (and finds the table wherever it is)."""
        code = error.code if isinstance(error, TableError) else type(error).__name__
        log.warning("table %s: %s could not follow it (%s)", self.id, who, code)
        self._forget(connection)
        connection.close(CLOSE_RESTART, "the table moved to another server")
