"""Who sits at a table: seats taken and left, connections come and gone, and the start.

:class:`SeatedTable` is the part of :class:`~circolo.play.table.Table` that carries out the
seats' commands (play/commands.py: ``Join``, ``Leave``, ``Start``, ``Begin``, ``Connect``,
``Disconnect``), each in the table's task; a change is saved as an event before anyone hears
of it (:meth:`~circolo.play.table_saving.SavedTable.commit`). A seat is known by its token,
of which only a hash is saved (play/seat.py).
"""

from __future__ import annotations

import secrets
import time
from typing import TYPE_CHECKING, Any

from circolo.core.hosting.protocol import dumps
from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Begin, Connect, Disconnect, Join, Leave, Start
from circolo.play.peer import CLOSE_GONE, CLOSE_LEFT, CLOSE_REPLACED
from circolo.play.seat import Seat, hash_token
from circolo.play.storing import durably
from circolo.play.table_saving import SavedTable

if TYPE_CHECKING:
    import random


class SeatedTable(SavedTable):
    """A saved table and who sits at it (the table, :class:`~circolo.play.table.Table`,
    builds on it)."""

    #: Whether an evening's table not started has its start at ``begin_by`` set.
    _begin_armed = False

    if TYPE_CHECKING:  # the table's own

        def hand(self, address: str) -> str: ...

        def rng(self, *parts: object) -> random.Random: ...

        def state_for(self, seat: int) -> dict[str, Any]: ...

        def after_change(self) -> None: ...

        def _broadcast(self) -> None: ...

        def _presence(self, seat: int) -> None: ...

        def _schedule(self) -> None: ...

        def _stop_teaching_if_rated(self) -> None: ...

        def attended_now(self, came: bool = True) -> None: ...

    def seat_of(self, token: str | None) -> int:
        """The seat whose token is ``token``; refused as ``bad_token`` if none is."""
        if token:
            wanted = hash_token(token)
            for index, seat in enumerate(self.seats):
                if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, wanted):
                    return index
        raise TableError("bad_token", "server.error.bad_token")

    def fill_open_seats(self, player: str) -> None:
        """The start: every seat still open is taken by the computer player ``player``."""
        for index, seat in enumerate(self.seats):
            if seat.kind == "open":
                self.seats[index] = self._seat_from_spec(f"ai:{player}")

    def _seat_from_spec(self, spec: str) -> Seat:
        if spec.startswith("ai:"):
            return Seat("ai", ai=spec[3:])
        return Seat("open", ai=self.part.takeover_ai)  # "human" seats are taken by their join event

    # -- taken and left -----------------------------------------------------------------------

    async def _do_join(self, command: Join) -> str:
        """A person takes an open seat before the start: its token (only its hash is saved)."""
        seat = command.seat
        if self.started:
            raise TableError("started", "server.error.started")
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "open":
            free = [i for i, s in enumerate(self.seats) if s.kind == "open"]
            raise TableError(
                "seat_taken", "server.error.seat_taken", seat=seat, free=free or "none"
            )
        token = secrets.token_urlsafe(18)
        event: dict[str, Any] = {
            "kind": "join", "seat": seat, "name": command.name, "token_hash": hash_token(token),
        }  # fmt: skip
        if command.profile is not None:
            event["profile"] = command.profile
        if command.creator:
            event["creator"] = True
        if command.address is not None:  # saved by the table's name for it (play/fair_play.py)
            event["hand"] = self.hand(command.address)
        await self.commit(event)
        self._stop_teaching_if_rated()
        self._broadcast()
        if all(s.kind != "open" for s in self.seats) and self.creator is None:
            await self._begin()
        return token

    async def _do_leave(self, command: Leave) -> dict[str, Any]:
        """The seat's human leaves: its connection is closed (after ``farewell``, the ack of a
        ``leave`` sent over it), and nothing more from it is accepted. The table's summary
        after (``closed``: nobody was left at a table not started, and it is gone)."""
        seat = self.seat_of(command.token)
        connection = self.seats[seat].connection
        self.seats[seat].connection = None
        self.attended_now(came=False)
        if connection is not None:
            if command.farewell is not None:
                connection.send(command.farewell)
            connection.close(CLOSE_LEFT, "you left the table")
        if not self.started:
            if self.stored.board_set is None:  # an evening's seat stays its person's
                await self._leave_before_start(seat)
        elif not self.over:
            await self.part.leave_match(seat)
        self.audience.forget_seat(seat)  # whoever sits there next has not shown the hand
        self.after_change()
        return {**self.summary(), "closed": True} if self._ended else self.summary()

    async def _leave_before_start(self, seat: int) -> None:
        """The seat is free again; a creator who leaves hands the table on (or closes it)."""
        await self.commit({"kind": "leave", "seat": seat})
        if self.creator != seat:
            return
        humans = [i for i, s in enumerate(self.seats) if s.kind == "human"]
        if humans:
            await self.commit({"kind": "creator", "seat": humans[0]})
            return
        await self._close_table()

    async def _close_table(self) -> None:
        """Nobody is left at a table that never started: forget it."""
        await durably(f"table {self.id}: deleting it", lambda: self.store.delete_table(self.id))
        self._ended = True
        self._stop_timers()
        for other in self.seats:
            if other.connection is not None:
                other.connection.close(CLOSE_GONE, "the table was closed")
                other.connection = None
        self.audience.close_all(CLOSE_GONE, "the table was closed")
        if self.hooks.on_closed is not None:
            self.hooks.on_closed(self.id)

    # -- the start --------------------------------------------------------------------------

    async def _do_start(self, command: Start) -> dict[str, Any]:
        """The creator starts the table (a repeated start is harmless): its summary after."""
        seat = self.seat_of(command.token)
        if not self.started:
            if self.stored.board_set is not None:  # an evening's table starts by itself
                raise TableError("not_creator", "server.error.evening_start")
            if self.creator is not None and seat != self.creator:
                raise TableError("not_creator", "server.error.not_creator")
            await self._begin()
        return self.summary()

    def arm_begin(self) -> None:
        """An evening's table not started starts by itself: at once when every person is
        connected, else at its ``begin_by`` (the computer plays whoever is not there yet,
        until they come). Other tables are started by their creator or their last join."""
        board_set = self.stored.board_set
        if board_set is None or self.started:
            return
        people = [seat for seat in self.seats if seat.kind == "human"]
        if all(seat.connection is not None for seat in people):
            self._later(0.0, Begin())
        elif not self._begin_armed:  # once a life: a restart arms it again
            self._begin_armed = True
            self._later(board_set["begin_by"] - time.time(), Begin())

    async def _do_begin(self) -> None:
        """A table with no human seat starts by itself."""
        if not self.started:
            await self._begin()

    def _first_dealer(self) -> int:
        """The first dealer, drawn from the table's secret."""
        return self.rng("first-dealer").randrange(len(self.seats))

    def _start_event(self) -> dict[str, Any]:
        return {
            "kind": "start",
            "fill": self.part.takeover_ai,
            "first_dealer": self._first_dealer(),
        }

    async def _begin(self) -> None:
        absent = [
            {"kind": "leave", "seat": index}
            for index, seat in enumerate(self.seats)
            if seat.kind == "human" and seat.connection is None
        ]
        await self.commit(self._start_event(), *absent)  # nobody at a human seat: the AI plays
        await self.match_parts.playing().next_hand()

    async def _do_clock(self) -> None:
        """An evening's round ran past its time (``Clock``): the computer plays on for every
        person at the table to the end of its boards; they may watch it finish, and coming
        back gives them no seat (nothing at a table of no evening, or one already over)."""
        if self.stored.board_set is None or self.over or self.clocked:
            return
        if not self.started:
            await self._begin()
        away = [
            {"kind": "leave", "seat": index, "clock": True}
            for index, seat in enumerate(self.seats)
            if seat.kind == "human" and not seat.away
        ]
        await self.commit(*away, {"kind": "clock"})
        self.after_change()

    # -- connections --------------------------------------------------------------------------

    async def _do_connect(self, command: Connect) -> int:
        """The seat of ``token`` is played on ``connection`` now (a connection it had before
        is closed as replaced); the seat's number. The seat is sent its snapshot, and a
        player who had gone takes the seat back from the computer."""
        index = self.seat_of(command.token)
        seat, connection = self.seats[index], command.connection
        address = command.address if command.address is not None else connection.address
        self.hands.took(index, None if address is None else self.hand(address))
        old, seat.connection = seat.connection, connection
        self.attended_now()
        if old is not None and old is not connection:  # the same one again: its table moved
            old.close(CLOSE_REPLACED, "this seat was opened in another window or device")
        came_back = seat.away and self.started and not self.over and not self.clocked
        if came_back:
            await self.commit({"kind": "back", "seat": index})
        connection.send(dumps(self.state_for(index)), snapshot=True)
        if old is None or came_back:
            self._presence(index)
        self._schedule()
        return index

    async def _do_disconnect(self, command: Disconnect) -> None:
        """The seat's connection went: during a match the computer plays the seat at once."""
        seat, connection = command.seat, command.connection
        if self.seats[seat].connection is not connection:
            return  # replaced or left already: nothing changes
        self.seats[seat].connection = None
        self.attended_now(came=False)
        if self.started and not self.over and not self.seats[seat].away:
            await self.commit({"kind": "leave", "seat": seat})  # the AI takes the seat at once
        self._presence(seat)
        self._schedule()
