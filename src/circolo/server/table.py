"""One table: its seats, its match, and the single task that owns and changes them.

Everything that changes a table — a seat taken or left, the start, a move by a human or an
AI, a player ready for the next hand — is a command put on the table's bounded queue and
handled, one at a time, by the table's own task. A change is checked by the engine, saved
(committed, retried until the database takes it) as an event, and only then sent out: each
connected seat gets a snapshot built from its own view. :class:`Table` is the one table of
every game; what only the game knows is its :class:`~circolo.play.game_part.GamePart`
(``Game.table_part``, in the game's own folder: e.g.
:class:`~circolo.games.tressette.table.TressettePart`), which the table holds and asks.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from typing import Any, Final

from circolo.play.errors import TableError
from circolo.play.game_part import GamePart
from circolo.play.protocol import PROTOCOL_VERSION, dumps
from circolo.server.addresses import hand_of
from circolo.server.ai_pool import AiPool
from circolo.server.audience import SPECTATORS_PER_TABLE, Audience
from circolo.server.connection import CLOSE_GONE, CLOSE_LEFT, CLOSE_REPLACED, CLOSE_RESTART, Peer
from circolo.server.fair_play import SeatHands
from circolo.server.seat import Seat, hash_token
from circolo.server.storing import durably
from circolo.server.table_hooks import TableHooks
from circolo.server.table_saving import SavedTable
from circolo.server.table_task import TABLE_QUEUE
from circolo.server.teaching import TeacherSeat
from circolo.server.unattended import Unattended
from circolo.storage.base import StoredTable, TableStatus, TableStore

log = logging.getLogger(__name__)

#: Seconds the next hand waits for humans who are not ready.
READY_TIMEOUT_S = 60.0
#: The least time between two ``audience`` messages of one table, in seconds.
AUDIENCE_EVERY_S: Final = 1.0

__all__ = ["READY_TIMEOUT_S", "Seat", "Table", "TableHooks", "hash_token"]


class Table(TeacherSeat, SavedTable, Unattended):
    """A table and the one task that owns its state; its game's part plays the game."""

    def __init__(
        self,
        stored: StoredTable,
        store: TableStore,
        part: type[GamePart],
        *,
        ready_timeout_s: float = READY_TIMEOUT_S,
        hooks: TableHooks | None = None,
        ai_pool: AiPool | None = None,
        queue_limit: int = TABLE_QUEUE,
        spectators_cap: int = SPECTATORS_PER_TABLE,
    ) -> None:
        super().__init__(stored.id, queue_limit)
        self.stored = stored
        self.store = store
        self.hooks = hooks or TableHooks()
        self.ai_pool = ai_pool or AiPool()
        #: What only the game knows: its match, moves, snapshots and record.
        self.part = part(self)
        self.seats = [self._seat_from_spec(spec) for spec in stored.seats]
        self.creator: int | None = None
        self.status: TableStatus = stored.status
        self.seq = 0
        self.events = 0
        self.ready_timeout_s = ready_timeout_s
        self.phase = "waiting"
        self.epoch = None
        #: People watching the table (no seat, the public snapshot only).
        self.audience = Audience(spectators_cap)
        #: The addresses each seat was taken and played from (server/fair_play.py).
        self.hands = SeatHands()
        #: When the last ``audience`` message went out, and whether the next one is due.
        self._audience_sent = 0.0
        self._audience_due = False
        self._init_unattended()

    def seats_for_results(self) -> list[dict[str, Any]]:
        """Who sat where, as statistics and leaderboards read it; ``left``: a human who left
        (or dropped) and whose seat the computer played to the end."""
        return [
            {"kind": s.kind, "name": s.name, "ai": s.ai if s.kind == "ai" else None,
             "profile": s.profile, "left": s.kind == "human" and s.away}
            for s in self.seats
        ]  # fmt: skip

    # -- the game's part ----------------------------------------------------------------

    def _answered(self, action: str, seconds: float) -> None:
        if self.hooks.on_answered is not None:
            self.hooks.on_answered(action, seconds)

    async def _do_move(self, token: str, message: Any) -> dict[str, Any] | None:
        """A client's move: this game's is played (its answer, if it has one), another
        game's refused with a sentence saying what this table takes."""
        self.seat_of(token)
        part = self.part.playing()
        if not isinstance(message, part.move_messages):
            raise TableError("wrong_game", part.wrong_game_key)
        return await part.move(token, message)

    async def _do_ai_turn(self, turn: int) -> None:
        await self.part.playing().ai_turn(turn)

    async def _do_suggest(self, token: str) -> dict[str, Any]:
        return await self.part.playing().suggest(token)

    async def _do_continue(self, token: str) -> None:
        await self.part.go_on(token)

    def _first_dealer(self) -> int:
        """The first dealer, drawn from the table's secret."""
        return self.rng("first-dealer").randrange(len(self.seats))

    def state_for(self, seat: int) -> dict[str, Any]:
        """The snapshot ``seat`` may see (the game's part builds it)."""
        return self.part.state_for(seat)

    def states_json(self) -> dict[int, str]:
        """The snapshot of every seat with a connection, as JSON text."""
        return self.part.states_json()

    def match_summary(self) -> dict[str, Any]:
        """The scores so far, as the lobby and the snapshots show them."""
        return self.part.match_summary()

    def hands_played(self) -> int:
        """Hands finished so far."""
        return self.part.hands_played()

    def finish_info(self) -> dict[str, Any]:
        """What the game's ``record_match`` needs of a finished match."""
        info = {
            "id": self.id,
            "game": self.stored.game,
            "variant": self.stored.variant,
            "training": self.stored.training,
            "winner": self.match.winner if self.match is not None else None,
            "seats": self.seats_for_results(),
            "one_hand": self.hands.shared(self.seats),
        }
        return self.part.finish_info(info)

    def fill_open_seats(self, player: str) -> None:
        """The start: every seat still open is taken by the computer player ``player``."""
        for index, seat in enumerate(self.seats):
            if seat.kind == "open":
                self.seats[index] = self._seat_from_spec(f"ai:{player}")

    def _seat_from_spec(self, spec: str) -> Seat:
        if spec.startswith("ai:"):
            return Seat("ai", ai=spec[3:])
        return Seat("open", ai=self.part.takeover_ai)  # "human" seats are taken by their join event

    # -- randomness -------------------------------------------------------------------------

    @property
    def source(self) -> str:
        """What every draw of this table comes from: its secret (a seed for older tables)."""
        if self.stored.secret is not None:
            return self.stored.secret
        return str(self.stored.seed)

    def hand(self, address: str) -> str:
        """The table's name for the client at ``address`` (server/fair_play.py)."""
        return hand_of(self.source, address)

    def rng(self, *parts: object) -> random.Random:
        """A generator for one purpose (a deal, an AI's move), drawn from the table's secret."""
        return random.Random("/".join([self.source, *(str(part) for part in parts)]))

    # -- life ---------------------------------------------------------------------------

    async def stop_task(
        self, code: int = CLOSE_RESTART, reason: str = "the server is stopping"
    ) -> None:
        """Stop the table's task and close its connections: nothing is lost, all is saved."""
        for seat in self.seats:
            if seat.connection is not None:
                seat.connection.close(code, reason)
        self.audience.close_all(code, reason)
        await super().stop_task()

    # -- seats ------------------------------------------------------------------------------

    def seat_of(self, token: str | None) -> int:
        if token:
            wanted = hash_token(token)
            for index, seat in enumerate(self.seats):
                if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, wanted):
                    return index
        raise TableError("bad_token", "server.error.bad_token")

    async def _do_join(
        self,
        seat: int,
        name: str | None,
        creator: bool = False,
        profile: str | None = None,
        address: str | None = None,
    ) -> str:
        if self.started:
            raise TableError("started", "server.error.started")
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "open":
            free = [i for i, s in enumerate(self.seats) if s.kind == "open"]
            raise TableError(
                "seat_taken", "server.error.seat_taken", seat=seat, free=free or "none"
            )
        token = secrets.token_urlsafe(18)
        event: dict[str, Any] = {
            "kind": "join", "seat": seat, "name": name, "token_hash": hash_token(token),
        }  # fmt: skip
        if profile is not None:
            event["profile"] = profile
        if creator:
            event["creator"] = True
        if address is not None:  # saved by the table's name for it (server/fair_play.py)
            event["hand"] = self.hand(address)
        await self.commit(event)
        self._stop_teaching_if_rated()
        self._broadcast()
        if all(s.kind != "open" for s in self.seats) and self.creator is None:
            await self._begin()
        return token

    async def _do_leave(self, token: str, farewell: str | None = None) -> dict[str, Any]:
        """The seat's human leaves: its connection is closed (after ``farewell``, the ack of a
        ``leave`` sent over it), and nothing more from it is accepted. The table's summary
        after (``closed``: nobody was left at a table not started, and it is gone)."""
        seat = self.seat_of(token)
        connection = self.seats[seat].connection
        self.seats[seat].connection = None
        self.attended_now(came=False)
        if connection is not None:
            if farewell is not None:
                connection.send(farewell)
            connection.close(CLOSE_LEFT, "you left the table")
        if not self.started:
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

    async def _do_start(self, token: str) -> dict[str, Any]:
        """The creator starts the table (a repeated start is harmless): its summary after."""
        seat = self.seat_of(token)
        if not self.started:
            if self.creator is not None and seat != self.creator:
                raise TableError("not_creator", "server.error.not_creator")
            await self._begin()
        return self.summary()

    async def _do_begin(self) -> None:
        if not self.started:
            await self._begin()

    async def _do_resume(self) -> None:
        """After a restart: carry on where the table was (deal, AI turn, next hand)."""
        self.after_change()

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
        await self.part.next_hand()

    async def _do_connect(self, token: str, connection: Peer, address: str | None = None) -> int:
        index = self.seat_of(token)
        seat = self.seats[index]
        address = address if address is not None else connection.address
        self.hands.took(index, None if address is None else self.hand(address))
        old, seat.connection = seat.connection, connection
        self.attended_now()
        if old is not None and old is not connection:  # the same one again: its table moved
            old.close(CLOSE_REPLACED, "this seat was opened in another window or device")
        came_back = seat.away and self.started and not self.over
        if came_back:
            await self.commit({"kind": "back", "seat": index})
        connection.send(dumps(self.state_for(index)), snapshot=True)
        if old is None or came_back:
            self._presence(index)
        self._schedule()
        return index

    async def _do_disconnect(self, seat: int, connection: Peer) -> None:
        if self.seats[seat].connection is not connection:
            return  # replaced or left already: nothing changes
        self.seats[seat].connection = None
        self.attended_now(came=False)
        if self.started and not self.over and not self.seats[seat].away:
            await self.commit({"kind": "leave", "seat": seat})  # the AI takes the seat at once
        self._presence(seat)
        self._schedule()

    def _tell_audience(self) -> None:
        """Tell the seats and the spectators who watches now — at most once a
        :data:`AUDIENCE_EVERY_S`: spectators coming and going faster are told of together."""
        if self._audience_due:
            return  # a message is on its way: it will say this too
        wait = self._audience_sent + AUDIENCE_EVERY_S - time.monotonic()
        if wait > 0:
            self._audience_due = True
            self._later(wait, "tell_audience")
            return
        self._send_audience()

    async def _do_tell_audience(self) -> None:
        """The message held back by :meth:`_tell_audience`, with the audience as it is now."""
        self._audience_due = False
        self._send_audience()

    def _send_audience(self) -> None:
        self._audience_sent = time.monotonic()
        text = self.audience.message()
        for seat in self.seats:
            if seat.connection is not None:
                seat.connection.send(text)
        self.audience.send(text)

    def public_state(self) -> dict[str, Any]:
        """The snapshot a spectator sees: what is public, the same for every spectator."""
        return self.part.public_state()

    async def _do_ready(self, token: str) -> None:
        seat = self.seat_of(token)
        if self.seats[seat].ready:
            return  # nothing changes: nothing is sent
        self.seats[seat].ready = True
        if self.phase == "hand_over" and self._all_ready():
            await self.part.next_hand()
        self._broadcast()

    async def _do_pass_stop(self) -> None:
        """A training stop nobody is there to read, at a table given up: play on."""
        if self.phase == "trick_stop" and self.given_up:
            self.phase = "play"
            self.after_change()

    async def _do_next_hand(self, after: int) -> None:
        if self.phase == "hand_over" and self.started and self.part.hands_played() == after:
            await self.part.next_hand()

    # -- what comes next --------------------------------------------------------------------

    def _all_ready(self) -> bool:
        return all(seat.ready for seat in self.seats if seat.kind == "human" and seat.connection)

    def after_change(self) -> None:
        """Broadcast, then schedule what comes next: an AI's move, or the next hand."""
        self._broadcast()
        self._schedule()

    def _schedule(self) -> None:
        """Schedule what comes next: an AI's move, or the next hand (or nothing). A table
        given up (server/unattended.py) goes on at once, through training stops too."""
        if not self.started or self.over:
            return
        if self.part.solo_player_away() and not self.given_up:
            return
        if self.phase == "play":
            turn = self.part.playing().ai_move_due()
            if turn is not None:
                delay = 0.0 if self.given_up else self.part.playing().ai_delay_s()
                self._later(delay, "ai_turn", turn=turn)
        elif self.phase == "trick_stop" and self.given_up:
            self._later(0.0, "pass_stop")
        elif self.phase == "hand_over" and (not self.stored.training or self.given_up):
            delay = 0.0 if self.given_up else self.stored.ai_delay_ms / 1000
            humans = any(seat.kind == "human" and seat.connection for seat in self.seats)
            wait = delay if not humans or self._all_ready() else self.ready_timeout_s
            self._later(wait, "next_hand", after=self.part.hands_played())

    async def match_over(self) -> None:
        """The match just ended: statistics, and the lobby's timer to forget the table."""
        self.phase = "over"
        if self.hooks.on_finish is not None:
            info = self.finish_info()
            on_finish = self.hooks.on_finish
            try:
                await durably(f"table {self.id}: saving the results", lambda: on_finish(info))
            except Exception:  # statistics that cannot be saved must not stop the table
                log.exception("table %s: the results of its match could not be saved", self.id)
        if self.hooks.on_over is not None:
            self.hooks.on_over(self.id)

    # -- what each seat is sent ---------------------------------------------------------------

    def _broadcast(self) -> None:
        """Send every connected seat its snapshot of the table as it is now."""
        self.seq += 1
        if self.hooks.on_changed is not None:
            self.hooks.on_changed(self.id)
        self.audience.forget_hints()  # a suggestion was for the table as it was
        if any(seat.connection is not None for seat in self.seats):
            for index, text in self.states_json().items():
                connection = self.seats[index].connection
                if connection is not None:
                    connection.send(text, snapshot=True)
        # The players' snapshots are queued first (their writers wake first); the public one
        # is encoded once for every spectator (a teacher gets its own).
        if len(self.audience):
            self.audience.send(dumps(self.public_state()), snapshot=True)
            self._send_teachers()

    def _presence(self, seat: int) -> None:
        """Tell the other seats only that ``seat`` connected or went (and who plays it)."""
        if self.hooks.on_changed is not None:
            self.hooks.on_changed(self.id)
        text = dumps(
            {"type": "presence", "v": PROTOCOL_VERSION, "seat": self.seats[seat].info_json(seat)}
        )
        for index, other in enumerate(self.seats):
            if index != seat and other.connection is not None:
                other.connection.send(text)
        self.audience.send(text)

    def summary(self) -> dict[str, Any]:
        """The table as the lobby lists it."""
        return {
            "id": self.id,
            "game": self.stored.game,
            "variant": self.stored.variant,
            "options": self.stored.options,
            "seats": [s.info_json(i) for i, s in enumerate(self.seats)],
            "status": self.status,
            "training": self.stored.training,
            "spectators": self.stored.spectators,
            "watching": len(self.audience),
            "ai_delay_ms": self.stored.ai_delay_ms,
            "created_at": self.stored.created_at.isoformat(),
            "score": self.match_summary(),
        }

    def players(self) -> list[str]:
        """The record's ``players``: each seat's AI name, or the person's name."""
        return [s.ai if s.kind == "ai" else (s.name or s.kind) for s in self.seats]

    def record(self) -> dict[str, Any]:
        """The match record: finished hands only, never the hand in play.

        Nothing that decides a card not yet played leaves the server before the match is
        over: until then ``seed`` is null and the secret is not there; once it is over the
        record carries the ``secret`` (hex), from which every deal can be drawn again.
        """
        record = self.part.match_record(seed=self.stored.seed if self.over else None)
        if self.over and self.stored.secret is not None:
            record["secret"] = self.stored.secret
        return record
