"""One table: its seats, its match, and the single task that owns and changes them.

Everything that changes a table — a seat taken or left, the start, a move by a human or an
AI, a player ready for the next hand — is a command (play/commands.py) put on the table's
bounded queue and carried out, one at a time, by the table's own task (:meth:`Table._do`,
one ``case`` per command). A change is checked by the rules, applied, saved (committed,
retried until the database takes it) as an event, and only then sent out: each connected
seat gets a snapshot built from its own view. :class:`Table` is the one table of every game,
and knows no game: what only the game knows is its
:class:`~circolo.core.hosting.game_part.GamePart` (``Game.table_part``, in the game's own folder:
e.g. :class:`~circolo.games.tressette.table.TressettePart`), which the table holds and asks
— or, while a game of its match is played at another game (the Roman match), that game's
part (play/embedded.py).
"""

from __future__ import annotations

import logging
import random
import time
from typing import Any, Final, assert_never

from circolo.core.hosting.game_part import GamePart
from circolo.core.hosting.protocol import PROTOCOL_VERSION, dumps
from circolo.core.hosting.refusals import TableError
from circolo.core.hosting.training import TrainingPart
from circolo.play.addresses import hand_of
from circolo.play.ai_pool import AiPool
from circolo.play.audience import SPECTATORS_PER_TABLE, Audience
from circolo.play.board_set import board_set_part
from circolo.play.commands import (
    AiTurn,
    AskHand,
    Begin,
    Clock,
    Connect,
    Continue,
    Disconnect,
    Expire,
    GiveUp,
    Hint,
    Join,
    Leave,
    Move,
    NextHand,
    PassStop,
    Ready,
    Resume,
    Retire,
    Start,
    Suggest,
    TableCommand,
    Teacher,
    TellAudience,
    Unwatch,
    Watch,
)
from circolo.play.embedded import MatchParts
from circolo.play.fair_play import SeatHands
from circolo.play.peer import CLOSE_RESTART
from circolo.play.storing import durably
from circolo.play.table_hooks import TableHooks
from circolo.play.table_seats import SeatedTable
from circolo.play.table_task import TABLE_QUEUE
from circolo.play.teaching import TeacherSeat
from circolo.play.unattended import Unattended
from circolo.storage.base import StoredTable, TableStatus, TableStore

log = logging.getLogger(__name__)

#: Seconds the next hand waits for humans who are not ready.
READY_TIMEOUT_S = 60.0
#: The least time between two ``audience`` messages of one table, in seconds.
AUDIENCE_EVERY_S: Final = 1.0


class Table(TeacherSeat, SeatedTable, Unattended):
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
        #: What only the game knows: its match, moves, snapshots and record (an evening's
        #: table: its boards, each played by a part of the game's: play/board_set.py).
        self.part = part(self) if stored.board_set is None else board_set_part(part)(self)
        self.match_parts = MatchParts(self.part)
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
        #: The addresses each seat was taken and played from (play/fair_play.py).
        self.hands = SeatHands()
        #: When the last ``audience`` message went out, and whether the next one is due.
        self._audience_sent = 0.0
        self._audience_due = False
        self._init_unattended()

    def seats_for_results(self) -> list[dict[str, Any]]:
        """Who sat where, as statistics and leaderboards read it; ``left``: a human who left
        (or dropped) and whose seat the computer played to the end; ``taken_over``: a human
        whose seat the computer played some of the match for, back or not."""
        return [
            {"kind": s.kind, "name": s.name, "ai": s.ai if s.kind == "ai" else None,
             "profile": s.profile, "left": s.kind == "human" and s.away,
             "taken_over": s.kind == "human" and s.taken_over}
            for s in self.seats
        ]  # fmt: skip

    # -- the commands ----------------------------------------------------------------------

    async def _do(self, command: TableCommand) -> Any:
        """Carry out ``command`` in the table's task: its answer (a TableError refuses it)."""
        match command:
            case Join():
                return await self._do_join(command)
            case Leave():
                return await self._do_leave(command)
            case Start():
                return await self._do_start(command)
            case Begin():
                return await self._do_begin()
            case Resume():
                return await self._do_resume()
            case Connect():
                return await self._do_connect(command)
            case Disconnect():
                return await self._do_disconnect(command)
            case Ready():
                return await self._do_ready(command)
            case Move():
                return await self._do_move(command)
            case Suggest():
                return await self._do_suggest(command)
            case Continue():
                return await self._do_continue(command)
            case AiTurn():
                return await self._do_ai_turn(command)
            case PassStop():
                return await self._do_pass_stop()
            case NextHand():
                return await self._do_next_hand(command)
            case Watch():
                return await self._do_watch(command)
            case Unwatch():
                return await self._do_unwatch(command)
            case TellAudience():
                return await self._do_tell_audience()
            case Teacher():
                return await self._do_teacher(command)
            case AskHand():
                return await self._do_ask_hand(command)
            case Hint():
                return await self._do_hint(command)
            case Expire():
                return await self._do_expire(command)
            case GiveUp():
                return await self._do_give_up(command)
            case Clock():
                return await self._do_clock()
            case Retire():
                self._retire(command.still)
                return None
            case _:
                assert_never(command)

    def _answered(self, action: str, seconds: float) -> None:
        if self.hooks.on_answered is not None:
            self.hooks.on_answered(action, seconds)

    # -- the game's part ----------------------------------------------------------------

    async def _do_move(self, command: Move) -> dict[str, Any] | None:
        """A client's move: this game's is played (its answer, if it has one), another
        game's refused with a sentence saying what this table takes."""
        seat = self.seat_of(command.token)
        if self.clocked and self.seats[seat].away:  # watching the computer finish for them
            raise TableError("clocked", "server.error.clocked")
        part = self.match_parts.playing()
        if not isinstance(command.message, part.move_messages):
            raise TableError("wrong_game", part.wrong_game_key)
        return await part.move(command.token, command.message)

    async def _do_ai_turn(self, command: AiTurn) -> None:
        await self.match_parts.playing().ai_turn(command.turn)

    async def _do_suggest(self, command: Suggest) -> dict[str, Any]:
        """Training: the adviser's move for the seat, refused at a table that is no training
        table or of a game that does not train (core/hosting/training.py)."""
        seat = self.seat_of(command.token)
        part = self.match_parts.playing()
        if not self.stored.training or not isinstance(part, TrainingPart):
            raise TableError("not_training", "server.error.not_training")
        return await part.suggest(seat)

    async def _do_continue(self, command: Continue) -> None:
        """Training: play on from a stop (nothing changes at a game that does not train)."""
        self.seat_of(command.token)
        part = self.match_parts.playing()
        if isinstance(part, TrainingPart):
            await part.go_on()

    def state_for(self, seat: int) -> dict[str, Any]:
        """The snapshot ``seat`` may see (the part of the game shown builds it)."""
        return self.match_parts.seen().state_for(seat)

    def states_json(self) -> dict[int, str]:
        """The snapshot of every seat with a connection, as JSON text."""
        return self.match_parts.seen().states_json()

    def match_summary(self) -> dict[str, Any]:
        """The scores so far, as the lobby and the snapshots show them."""
        return self.part.match_summary()

    def hands_played(self) -> int:
        """Hands finished so far, at every game of the match."""
        return self.match_parts.hands_played()

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

    # -- randomness -------------------------------------------------------------------------

    @property
    def source(self) -> str:
        """What every draw of this table comes from: its secret (a seed for older tables)."""
        if self.stored.secret is not None:
            return self.stored.secret
        return str(self.stored.seed)

    def hand(self, address: str) -> str:
        """The table's name for the client at ``address`` (play/fair_play.py)."""
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

    # -- who watches --------------------------------------------------------------------------

    def _tell_audience(self) -> None:
        """Tell the seats and the spectators who watches now — at most once a
        :data:`AUDIENCE_EVERY_S`: spectators coming and going faster are told of together."""
        if self._audience_due:
            return  # a message is on its way: it will say this too
        wait = self._audience_sent + AUDIENCE_EVERY_S - time.monotonic()
        if wait > 0:
            self._audience_due = True
            self._later(wait, TellAudience())
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

    def public_state(self, teaching: int | None = None) -> dict[str, Any]:
        """The snapshot a spectator sees: what is public, the same for every spectator (a
        teacher of ``teaching``: with that seat's hand)."""
        return self.match_parts.seen().public_state(teaching)

    # -- between hands ------------------------------------------------------------------------

    async def _do_ready(self, command: Ready) -> None:
        """The seat is ready for the next hand (dealt once every human seat is)."""
        seat = self.seat_of(command.token)
        if self.seats[seat].ready:
            return  # nothing changes: nothing is sent
        self.seats[seat].ready = True
        if self.phase == "hand_over" and self._all_ready():
            await self.match_parts.playing().next_hand()
        self._broadcast()

    async def _do_pass_stop(self) -> None:
        """A training stop nobody is there to read, at a table given up: play on."""
        if self.phase == "trick_stop" and self.given_up:
            self.phase = "play"
            self.after_change()

    async def _do_next_hand(self, command: NextHand) -> None:
        after = command.after
        if self.phase == "hand_over" and self.started and self.hands_played() == after:
            await self.match_parts.playing().next_hand()

    async def _do_resume(self) -> None:
        """After a restart: carry on where the table was (deal, AI turn, next hand)."""
        self.after_change()

    # -- what comes next --------------------------------------------------------------------

    def _all_ready(self) -> bool:
        return all(seat.ready for seat in self.seats if seat.kind == "human" and seat.connection)

    def after_change(self) -> None:
        """Broadcast, then schedule what comes next: an AI's move, or the next hand."""
        self._broadcast()
        self._schedule()

    def _schedule(self) -> None:
        """Schedule what comes next: an AI's move, or the next hand (or nothing). A table
        given up (play/unattended.py) goes on at once, through training stops too."""
        if not self.started:
            self.arm_begin()
            return
        if self.over:
            return
        if self.part.solo_player_away() and not self.given_up:
            return
        if self.phase == "play":
            turn = self.match_parts.playing().ai_move_due()
            if turn is not None:
                delay = 0.0 if self.given_up else self.match_parts.playing().ai_delay_s()
                self._later(delay, AiTurn(turn))
        elif self.phase == "trick_stop" and self.given_up:
            self._later(0.0, PassStop())
        elif self.phase == "hand_over" and (not self.stored.training or self.given_up):
            delay = 0.0 if self.given_up else self.stored.ai_delay_ms / 1000
            humans = any(
                seat.kind == "human" and seat.connection and not seat.away for seat in self.seats
            )
            wait = delay if not humans or self._all_ready() else self.ready_timeout_s
            self._later(wait, NextHand(self.hands_played()))

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
        """The table as the lobby lists it (an evening's: its place, and never listed)."""
        summary = {
            "id": self.id,
            "game": self.stored.game,
            "variant": self.stored.variant,
            "options": self.stored.options,
            "seats": [s.info_json(i) for i, s in enumerate(self.seats)],
            "status": self.status,
            "training": self.stored.training,
            "rated": self.is_rated(),
            "spectators": self.stored.spectators,
            "watching": len(self.audience),
            "ai_delay_ms": self.stored.ai_delay_ms,
            "created_at": self.stored.created_at.isoformat(),
            "score": self.match_summary(),
        }
        board_set = self.stored.board_set
        if board_set is not None:
            summary["evening"] = {key: board_set[key] for key in ("evening", "round", "table")}
        return summary

    def is_rated(self) -> bool:
        """Whether the match may move ratings: a game of rated standings, not training, not
        an evening's table, and no seat the computer's (circolo.play.rated_standings)."""
        from circolo.core.registry import game_named

        return (
            game_named(self.stored.game).rated_standings
            and not self.stored.training
            and self.stored.board_set is None
            and all(seat.kind != "ai" for seat in self.seats)
        )

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
        if self.over and self.stored.secret is not None and self.stored.board_set is None:
            record["secret"] = self.stored.secret
        return record
