"""A table's saved life: its events committed before anyone hears of them, replayed to
rebuild it after a restart (or a takeover by another node of a cluster), and what happens
when the store says another node owns it now.

:class:`SavedTable` is the part of :class:`~circolo.play.table.Table` that deals with the
store; the table itself (seats, moves, what each seat is sent) builds on it.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from circolo.core.hosting.game_part import GamePart
from circolo.core.hosting.refusals import TableError
from circolo.play.audience import Audience
from circolo.play.commands import TableCommand
from circolo.play.fair_play import SeatHands
from circolo.play.peer import CLOSE_RESTART
from circolo.play.seat import Seat
from circolo.play.storing import durably
from circolo.play.table_hooks import TableHooks
from circolo.play.table_task import TableTask
from circolo.storage.base import FencedError, StoredTable, TableStatus, TableStore

if TYPE_CHECKING:
    from circolo.play.embedded import MatchParts

log = logging.getLogger(__name__)

#: How far apart two lives of a table start their snapshots' ``seq``: a life is one claim of
#: the table (its ``epoch``, counted in the store), and no life sends 2**32 snapshots — so a
#: rebuilt table (a restart, a takeover by another node) never sends a ``seq`` lower than
#: one sent before it, while an epoch stays under 2**21 (a JSON number a browser reads whole).
SEQ_PER_LIFE: Final = 2**32


class SavedTable(TableTask[TableCommand]):
    """What a table saves and how it is rebuilt; :class:`~circolo.play.table.Table` sets
    these attributes."""

    stored: StoredTable
    store: TableStore
    hooks: TableHooks
    part: GamePart
    #: The parts of the match: the table's own game's and, while a game of its match is
    #: played at another game, that game's (play/embedded.py).
    match_parts: MatchParts
    seats: list[Seat]
    audience: Audience
    #: The hands each seat was taken and played from (play/fair_play.py).
    hands: SeatHands
    creator: int | None
    status: TableStatus
    #: Events saved so far (the next one's number).
    events: int
    phase: str
    #: The claim this process holds on the table (None: a table made here, never rebuilt).
    epoch: int | None = None
    #: An evening's table whose round ran past its time: the computer plays every person's
    #: seat to the end (a ``clock`` event; play/table_seats.py ``_do_clock``).
    clocked: bool = False
    #: The number of the last snapshot sent: it only grows for the life of the table.
    seq: int

    def claimed(self, epoch: int | None) -> None:
        """This process holds the table's claim ``epoch`` (None: none was made): appends are
        fenced by it, and its snapshots are numbered after every earlier life's."""
        self.epoch = epoch
        if epoch is not None:
            self.seq = max(self.seq, epoch * SEQ_PER_LIFE)

    @property
    def match(self) -> Any:
        """The game's match state (None before the start)."""
        return self.part.match

    @property
    def started(self) -> bool:
        """Whether the match has begun."""
        return self.match is not None

    @property
    def over(self) -> bool:
        """Whether the match is over."""
        return self.match is not None and bool(self.match.is_over)

    def summary(self) -> dict[str, Any]:
        """The table as the lobby lists it (the table gives it)."""
        raise NotImplementedError

    # -- restoring ------------------------------------------------------------------------

    def restore(self) -> None:
        """Rebuild the table from its saved events (after a restart); raises on a bad event."""
        for event in self.stored.events:
            self._apply_event(event)
        self.events = len(self.stored.events)
        self.phase = self.match_parts.phase_after_restore()

    def _apply_event(self, event: dict[str, Any]) -> None:
        kind = event["kind"]
        if kind == "join":
            seat = self.seats[event["seat"]]
            seat.kind, seat.name, seat.token_hash = "human", event.get("name"), event["token_hash"]
            seat.profile = event.get("profile")
            if event.get("creator"):
                self.creator = event["seat"]
            self.hands.took(event["seat"], event.get("hand"))
        elif kind == "leave":
            if not self.started:
                self.seats[event["seat"]] = Seat("open", ai=self.part.takeover_ai)
                self.hands.forget(event["seat"])  # whoever takes it next is new
            else:
                self.seats[event["seat"]].away = True
        elif kind == "back":
            self.seats[event["seat"]].away = False
        elif kind == "creator":
            self.creator = event["seat"]
        elif kind == "clock":
            self.clocked = True
        else:
            if kind == "step" and self.seats[event["seat"]].away:
                self.seats[event["seat"]].taken_over = True  # the computer played for them
            self.match_parts.apply_event(event)
        self.part.note_event(event)
        if self.started and self.status == "waiting":
            self.status = "playing"
        if self.over:
            self.status = "finished"

    async def commit(self, *events: dict[str, Any]) -> None:
        """Apply events, then save them (committed) before anyone is told: an event that
        does not apply is refused before anything is saved (a table whose saved events all
        apply can always be rebuilt), and a change nobody saved was never told.

        An event that does not apply is a bug of whoever made it (a move is checked before it
        comes here): it is refused as ``internal`` and the table is as it was (the match
        states are frozen: an apply that fails changes nothing; a commit of several events is
        the table's own, a start and the leaves of the seats nobody holds). A failing
        database is retried until it takes the events (play/storing.py); the table waits
        meanwhile, its requests queued behind.
        """
        first = self.events
        for event in events:
            try:
                self._apply_event(event)
            except Exception as error:
                log.error("table %s: event %d does not apply and is not saved: %r (%s)",
                          self.id, first, event, error)  # fmt: skip
                raise TableError("internal", "server.error.internal", detail="event") from None
        try:
            await durably(
                f"table {self.id}: saving events {first}-{first + len(events) - 1}",
                lambda: self._append(first, list(events)),
                conflict=lambda: self._saved_already(first, list(events)),
            )
        except FencedError:
            self._lost()
            raise TableError("moved", "server.error.moved") from None
        self.events += len(events)
        if self.status != self.stored.status:
            ended = self.status == "finished"
            summary = self.summary() if ended else None
            creator = None if ended else self.stored.creator  # an address kept while needed
            self.stored = replace(
                self.stored, status=self.status, summary=summary, events=[], creator=creator
            )
            await durably(
                f"table {self.id}: saving its status", lambda: self.store.save_table(self.stored)
            )

    async def _append(self, first: int, events: list[dict[str, Any]]) -> None:
        if self.epoch is None:
            await self.store.append_events(self.id, first, events)
        else:
            await self.store.append_events(self.id, first, events, epoch=self.epoch)

    def _lost(self) -> None:
        """Another node of the cluster took the table over: stop serving it at once (its
        seats' clients connect again and reach the new owner)."""
        log.warning("table %s: another node owns it now; this one stops serving it", self.id)
        self._ended = True
        self._stop_timers()
        for seat in self.seats:
            if seat.connection is not None:
                seat.connection.close(CLOSE_RESTART, "the table moved to another server")
                seat.connection = None
        self.audience.close_all(CLOSE_RESTART, "the table moved to another server")
        if self.hooks.on_lost is not None:
            self.hooks.on_lost(self.id)

    async def _saved_already(self, first: int, events: list[dict[str, Any]]) -> bool:
        """After a failed try: whether the events were committed all the same."""
        stored = await self.store.load_table(self.id)
        return stored is not None and stored.events[first : first + len(events)] == events
