"""One table: its seats, its match, and the single task that owns and changes them.

Everything that changes a table — a seat taken or left, the start, a card played by a
human or an AI, a player ready for the next hand — is a command put on the table's queue
and handled, one at a time, by the table's own task. A change is checked by the engine,
saved (committed) as an event, and only then sent out: each connected seat gets a snapshot
built from its own view.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import random
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Literal

import orjson

from circolo.ai.base import Decision
from circolo.ai.registry import create_player
from circolo.ai.selfplay import deal_until_playable
from circolo.ai.suggest import suggest
from circolo.cards.italian import Card
from circolo.errors import CircoloError
from circolo.i18n import t
from circolo.server.protocol import (
    PROTOCOL_VERSION,
    Ack,
    ErrorMessage,
    PinMessage,
    PlayMessage,
    Reasons,
    Suggestion,
    dumps,
)
from circolo.storage.base import StoredTable, TableStatus, TableStore
from circolo.tressette.options import TressetteOptions, options_from_json
from circolo.tressette.record import match_record
from circolo.tressette.rules import SEATS
from circolo.tressette.state import MatchState, Play, PlayedCard
from circolo.tressette.view import SeatView, seat_view, training_view

log = logging.getLogger(__name__)

#: The AI that takes the seat of a human who leaves or drops.
TAKEOVER_AI = "heuristic"
#: Seconds the next hand waits for humans who are not ready.
READY_TIMEOUT_S = 60.0

#: How a connection is sent a message (its JSON text): it queues it for the connection's own
#: writer, in order.
Send = Callable[[str], None]


class TableError(Exception):
    """A refused request: a stable code for programs and a catalog key for people."""

    def __init__(self, code: str, key: str, **params: object) -> None:
        self.code = code
        self.key = key
        self.params = params
        super().__init__(t(key, "en", **params))

    def to_text(self, message_id: object = None) -> str:
        """The protocol's error message for this refusal, as JSON text."""
        return dumps(self.to_message(message_id))

    def to_message(self, message_id: object = None) -> dict[str, Any]:
        """The protocol's error message for this refusal."""
        return ErrorMessage(
            id=message_id,  # type: ignore[arg-type]
            code=self.code,
            message=t(self.key, "en", **self.params),
            message_it=t(self.key, "it", **self.params),
        ).model_dump()


def hash_token(token: str) -> str:
    """What is saved of a seat's token: its SHA-256, so a stolen database seats no one."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Seat:
    """One seat: who was meant to sit there, who sits now, and their connections."""

    kind: Literal["human", "open", "ai"]
    ai: str = TAKEOVER_AI
    name: str | None = None
    token_hash: str | None = None
    #: The profile the player came with, for statistics (None: anonymous).
    profile: str | None = None
    #: A human who left or dropped: the AI plays until the same token comes back.
    away: bool = False
    ready: bool = False
    connections: list[Send] = field(default_factory=list)

    @property
    def ai_plays(self) -> bool:
        """Whether the AI decides this seat's cards now."""
        return self.kind == "ai" or (self.kind == "human" and self.away)

    def info_json(self, seat: int) -> dict[str, Any]:
        """The seat as everyone at the table sees it, as the protocol's SeatInfo object."""
        return {
            "seat": seat,
            "kind": self.kind,
            "name": self.name,
            "ai": self.ai if self.ai_plays and self.kind != "open" else None,
            "connected": bool(self.connections),
        }


@dataclass
class _Request:
    """A command for the table's task, with the future its answer goes to."""

    action: str
    args: dict[str, Any]
    done: asyncio.Future[Any]


class Table:
    """A table and the one task that owns its state."""

    def __init__(
        self,
        stored: StoredTable,
        store: TableStore,
        *,
        ready_timeout_s: float,
        on_finish: Callable[[dict[str, Any]], Awaitable[None]] | None = None,
    ) -> None:
        self.id = stored.id
        self.on_finish = on_finish
        self.stored = stored
        self.store = store
        self.options = options_from_json(stored.options)
        self.seats = [_seat_from_spec(spec) for spec in stored.seats]
        self.creator: int | None = None
        self.match: MatchState | None = None
        self.status: TableStatus = stored.status
        self.seq = 0
        self.events = 0
        self.ready_timeout_s = ready_timeout_s
        self.phase = "waiting"
        self.reasons: dict[int, Reasons] = {}
        self.last_reasons: list[Reasons] = []
        self._queue: asyncio.Queue[_Request] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._timers: list[asyncio.TimerHandle] = []
        #: The match options and their encoded JSON (the same for every snapshot).
        self._options_json: tuple[TressetteOptions, orjson.Fragment] | None = None

    # -- life ---------------------------------------------------------------------------

    def start_task(self) -> None:
        """Start the task that owns the table."""
        self._task = asyncio.get_running_loop().create_task(self._run(), name=f"table-{self.id}")

    async def stop_task(self) -> None:
        """Stop the table's task (server shutdown): nothing is lost, all is saved already."""
        for timer in self._timers:
            timer.cancel()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def request(self, action: str, **args: Any) -> Any:
        """Ask the table's task to do ``action``; its answer, or its TableError."""
        if self._task is None or self._task.done():
            raise TableError("closed", "server.error.closed")
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        await self._queue.put(_Request(action, args, done))
        return await done

    async def _run(self) -> None:
        while True:
            item = await self._queue.get()
            try:
                handler = getattr(self, f"_do_{item.action}")
                result = await handler(**item.args)
            except TableError as error:
                if not item.done.done():
                    item.done.set_exception(error)
                continue
            except Exception as error:  # a bug must not kill the table: refuse and go on
                log.exception("table %s: %s failed", self.id, item.action)
                if not item.done.done():
                    item.done.set_exception(
                        TableError("internal", "server.error.internal", detail=type(error).__name__)
                    )
                continue
            if not item.done.done():
                item.done.set_result(result)

    def _later(self, delay_s: float, action: str, **args: Any) -> None:
        """Put a command on the queue after ``delay_s`` (AI moves, the next hand)."""
        loop = asyncio.get_running_loop()

        def fire() -> None:
            done: asyncio.Future[Any] = loop.create_future()
            self._queue.put_nowait(_Request(action, args, done))

        self._timers = [timer for timer in self._timers if not timer.cancelled()]
        self._timers.append(loop.call_later(max(delay_s, 0.0), fire))

    # -- restoring ------------------------------------------------------------------------

    def restore(self) -> None:
        """Rebuild the table from its saved events (after a restart)."""
        for event in self.stored.events:
            self._apply_event(event)
        self.events = len(self.stored.events)
        if self.match is not None:
            self.phase = (
                "over" if self.match.is_over else ("play" if self.match.hand else "hand_over")
            )

    def _apply_event(self, event: dict[str, Any]) -> None:
        kind = event["kind"]
        if kind == "join":
            seat = self.seats[event["seat"]]
            seat.kind, seat.name, seat.token_hash = "human", event.get("name"), event["token_hash"]
            seat.profile = event.get("profile")
            if event.get("creator"):
                self.creator = event["seat"]
        elif kind == "leave":
            seat = self.seats[event["seat"]]
            if self.match is None:
                self.seats[event["seat"]] = Seat("open")
            else:
                seat.away = True
        elif kind == "back":
            self.seats[event["seat"]].away = False
        elif kind == "start":
            for index, seat in enumerate(self.seats):
                if seat.kind == "open":
                    self.seats[index] = Seat("ai", ai=event["fill"])
            self.match = MatchState.new(self.options, event["first_dealer"])
            self.status = "playing"
        elif kind == "deal":
            assert self.match is not None
            hands = [tuple(Card.parse(code) for code in cards) for cards in event["hands"]]
            self.match = self.match.deal(hands)
        elif kind == "play":
            assert self.match is not None
            card = Card.parse(event["card"])
            self.match = self.match.play(Play(card, tuple(event.get("signals", ()))))
            if self.match.is_over:
                self.status = "finished"

    async def _commit(self, *events: dict[str, Any]) -> None:
        """Save events (committed), then apply them: a change nobody saved never happened."""
        await self.store.append_events(self.id, self.events, list(events))
        self.events += len(events)
        for event in events:
            self._apply_event(event)
        if self.status != self.stored.status:
            self.stored = replace(self.stored, status=self.status)
            await self.store.save_table(replace(self.stored, events=[]))

    # -- seats ------------------------------------------------------------------------------

    def _seat_of(self, token: str | None) -> int:
        if token:
            wanted = hash_token(token)
            for index, seat in enumerate(self.seats):
                if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, wanted):
                    return index
        raise TableError("bad_token", "server.error.bad_token")

    async def _do_join(
        self, seat: int, name: str | None, creator: bool = False, profile: str | None = None
    ) -> str:
        if self.match is not None:
            raise TableError("started", "server.error.started")
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "open":
            free = [i for i, s in enumerate(self.seats) if s.kind == "open"]
            raise TableError(
                "seat_taken", "server.error.seat_taken", seat=seat, free=free or "none"
            )
        token = secrets.token_urlsafe(18)
        event = {"kind": "join", "seat": seat, "name": name, "token_hash": hash_token(token)}
        if profile is not None:
            event["profile"] = profile
        if creator:
            event["creator"] = True
        await self._commit(event)
        self._broadcast()
        if all(s.kind != "open" for s in self.seats) and self.creator is None:
            await self._begin()
        return token

    async def _do_leave(self, token: str) -> None:
        seat = self._seat_of(token)
        if self.match is None:
            await self._commit({"kind": "leave", "seat": seat})
        elif not self.seats[seat].away:
            await self._commit({"kind": "leave", "seat": seat})
            self._after_change()
        for send in list(self.seats[seat].connections):
            self.seats[seat].connections.remove(send)
        self._broadcast()

    async def _do_start(self, token: str) -> None:
        seat = self._seat_of(token)
        if self.match is not None:
            return  # already started: a repeated start is harmless
        if self.creator is not None and seat != self.creator:
            raise TableError("not_creator", "server.error.not_creator")
        await self._begin()

    async def _do_begin(self) -> None:
        if self.match is None:
            await self._begin()

    async def _do_resume(self) -> None:
        """After a restart: carry on where the table was (deal, AI turn, next hand)."""
        if self.match is not None and not self.match.is_over and self.match.hand is None:
            self.phase = "hand_over"
        self._after_change()

    async def _begin(self) -> None:
        rng = random.Random(f"{self.stored.seed}/first-dealer")
        start = {"kind": "start", "fill": TAKEOVER_AI, "first_dealer": rng.randrange(SEATS)}
        absent = [
            {"kind": "leave", "seat": index}
            for index, seat in enumerate(self.seats)
            if seat.kind == "human" and not seat.connections
        ]
        await self._commit(start, *absent)  # nobody at a human seat: the AI plays it
        await self._next_hand()

    async def _do_connect(self, token: str, send: Send) -> int:
        seat_index = self._seat_of(token)
        seat = self.seats[seat_index]
        seat.connections.append(send)
        if seat.away:
            await self._commit({"kind": "back", "seat": seat_index})
        self._broadcast()
        self._after_change()
        return seat_index

    async def _do_disconnect(self, seat: int, send: Send) -> None:
        connections = self.seats[seat].connections
        if send in connections:
            connections.remove(send)
        if not connections and self.match is not None and not self.match.is_over:
            if not self.seats[seat].away:
                await self._commit({"kind": "leave", "seat": seat})
            self._after_change()  # the AI takes the seat at once
        self._broadcast()

    # -- the game ---------------------------------------------------------------------------

    async def _next_hand(self) -> None:
        assert self.match is not None
        if self.match.is_over or self.match.hand is not None:
            return
        number = sum(len(g.hands) for g in self.match.games) + len(self.match.hands)
        dealt = deal_until_playable(self.match, random.Random(f"{self.stored.seed}/hand/{number}"))
        assert dealt.hand is not None
        hands = [[card.code for card in cards] for cards in dealt.hand.deal]
        for seat in self.seats:
            seat.ready = False
        self.reasons.clear()
        await self._commit({"kind": "deal", "dealer": dealt.dealer, "hands": hands})
        self.phase = "play"
        self._after_change()

    async def _do_play(
        self, token: str | None, message: PlayMessage, seat: int | None = None
    ) -> None:
        index = self._seat_of(token) if seat is None else seat
        match = self.match
        if match is None or match.hand is None or self.phase != "play":
            raise TableError("not_playing", "server.error.not_playing")
        played = len(match.hand.plays)
        if message.turn is not None and message.turn != played:
            raise TableError("stale", "server.error.stale", turn=message.turn, now=played)
        if match.to_move != index:
            raise TableError(
                "not_your_turn", "server.error.not_your_turn", seat=index, to_move=match.to_move
            )
        try:
            card = Card.parse(message.card)
            match.play(Play(card, tuple(message.signals)))  # checked before it is saved
        except CircoloError as error:
            raise TableError(
                "illegal", "server.error.illegal", reason=error.message("en")
            ) from None
        await self._record_play(index, card, tuple(message.signals), None)

    async def _do_pin(self, token: str, message: PinMessage) -> None:
        self._seat_of(token)
        raise TableError("wrong_game", "server.error.not_pinnacola")

    async def _do_pin_choices(self, token: str, cards: list[str], meld: int | None) -> object:
        self._seat_of(token)
        raise TableError("wrong_game", "server.error.not_pinnacola")

    async def _do_ai_turn(self, turn: int) -> None:
        match = self.match
        if match is None or match.hand is None or self.phase != "play":
            return
        seat = match.to_move
        if seat is None or len(match.hand.plays) != turn or not self.seats[seat].ai_plays:
            return  # stale: someone already played, or the human came back
        view = seat_view(match, seat)
        player = create_player(
            self.seats[seat].ai, random.Random(f"{self.stored.seed}/{turn}/{seat}")
        )
        # In a worker thread: a searching player (pimc) thinks for up to a second, and the
        # other tables must not wait; this table's own requests queue behind this one.
        decision = await asyncio.to_thread(player.decide, view)
        await self._record_play(seat, decision.card, decision.signals, decision)

    async def _record_play(
        self, seat: int, card: Card, signals: tuple[str, ...], decision: Decision | None
    ) -> None:
        assert self.match is not None and self.match.hand is not None
        finishing_trick = len(self.match.hand.plays) % SEATS == SEATS - 1
        if self.stored.training:
            self.reasons[seat] = _reasons_of(seat, card, decision)
        await self._commit(
            {"kind": "play", "seat": seat, "card": card.code, "signals": list(signals)}
        )
        match = self.match
        if finishing_trick:
            self.last_reasons = list(self.reasons.values())
            self.reasons.clear()
        if match.is_over:
            self.phase = "over"
            if self.on_finish is not None:
                await self.on_finish(self.finish_info())
        elif match.hand is None:
            self.phase = "hand_over"
        elif finishing_trick and self.stored.training:
            self.phase = "trick_stop"
        self._after_change()

    async def _do_continue(self, token: str) -> None:
        self._seat_of(token)
        if self.phase == "trick_stop":
            self.phase = "play"
        elif self.phase == "hand_over" and self.stored.training:
            await self._next_hand()
        self._after_change()

    async def _do_ready(self, token: str) -> None:
        seat = self._seat_of(token)
        self.seats[seat].ready = True
        if self.phase == "hand_over" and self._all_ready():
            await self._next_hand()
        self._broadcast()

    async def _do_next_hand(self, after: int) -> None:
        if self.phase == "hand_over" and self.match is not None and self._hands_played() == after:
            await self._next_hand()

    async def _do_suggest(self, token: str) -> dict[str, Any]:
        seat = self._seat_of(token)
        if not self.stored.training:
            raise TableError("not_training", "server.error.not_training")
        if self.match is None or self.match.to_move != seat or self.phase != "play":
            raise TableError(
                "not_your_turn",
                "server.error.not_your_turn",
                seat=seat,
                to_move=self.match.to_move if self.match else None,
            )
        decision = suggest(seat_view(self.match, seat))
        return Suggestion(
            card=decision.card.code,
            signals=list(decision.signals),
            reasons=[reason.to_json() for reason in decision.reasons],
            text={"it": decision.explain("it"), "en": decision.explain("en")},
        ).model_dump()

    def _hands_played(self) -> int:
        assert self.match is not None
        return sum(len(g.hands) for g in self.match.games) + len(self.match.hands)

    def _solo_player_away(self) -> bool:
        """A single-player table whose one person is away: it waits for them to resume."""
        humans = [seat for seat in self.seats if seat.kind == "human"]
        return len(humans) == 1 and not humans[0].connections

    def _all_ready(self) -> bool:
        return all(seat.ready for seat in self.seats if seat.kind == "human" and seat.connections)

    def _after_change(self) -> None:
        """Broadcast, then schedule what comes next: an AI's card, or the next hand."""
        self._broadcast()
        match = self.match
        if match is None or match.is_over or self._solo_player_away():
            return
        delay = self.stored.ai_delay_ms / 1000
        if self.phase == "play" and match.hand is not None and match.to_move is not None:
            if self.seats[match.to_move].ai_plays:
                self._later(delay, "ai_turn", turn=len(match.hand.plays))
        elif self.phase == "hand_over" and not self.stored.training:
            humans = any(seat.kind == "human" and seat.connections for seat in self.seats)
            wait = self.ready_timeout_s if humans else delay
            if not humans or self._all_ready():
                wait = delay
            self._later(wait, "next_hand", after=self._hands_played())

    # -- what each seat is sent ---------------------------------------------------------------

    def _broadcast(self) -> None:
        self.seq += 1
        texts: dict[int, str] | None = None
        for index, seat in enumerate(self.seats):
            if seat.connections:
                if texts is None:
                    texts = self.states_json()
                text = texts[index]
                for send in list(seat.connections):
                    send(text)

    def states_json(self) -> dict[int, str]:
        """The snapshot of every seat with a connection, as JSON text (what is sent).

        The same as :meth:`state_for` encoded, but what all seats share — the seats, the
        scores, the cards played — is built and encoded once per change, not once per seat.
        """
        seats = [index for index, seat in enumerate(self.seats) if seat.connections]
        match = self.match
        if self.stored.training or match is None:
            return {index: dumps(self.state_for(index)) for index in seats}
        hand = match.hand
        plays = orjson.Fragment(
            b"[" + b",".join([_played_json(p) for p in hand.plays]) + b"]"
            if hand is not None
            else b"[]"
        )
        options = self._options_fragment(match.options)
        last_trick, summary = self._trick_and_summary(match)
        shared_seats = [s.info_json(i) for i, s in enumerate(self.seats)]
        match_summary = self.match_summary()
        ready = [i for i, s in enumerate(self.seats) if s.ready]
        texts = {}
        for index in seats:
            view = _view_json(seat_view(match, index), options, plays)
            state = {
                "type": "state",
                "v": PROTOCOL_VERSION,
                "seq": self.seq,
                "table": self.id,
                "you": index,
                "status": self.status,
                "phase": self.phase,
                "training": False,
                "seats": shared_seats,
                "view": view,
                "last_trick": last_trick,
                "hand_summary": summary,
                "match": match_summary,
                "ready": ready,
                "reasons": [],
            }
            texts[index] = orjson.dumps(state).decode()
        return texts

    def _options_fragment(self, options: TressetteOptions) -> orjson.Fragment:
        """The match options' JSON, encoded once."""
        if self._options_json is None or self._options_json[0] is not options:
            self._options_json = (options, orjson.Fragment(orjson.dumps(options.to_json())))
        return self._options_json[1]

    @staticmethod
    def _trick_and_summary(
        match: MatchState,
    ) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
        """The last completed trick and, between hands, the summary of the last hand."""
        last_trick = None
        summary = None
        hand = match.hand or match.last_hand
        if hand is not None and hand.trick_winners:
            n = len(hand.trick_winners)
            plays = hand.plays[(n - 1) * SEATS : n * SEATS]
            last_trick = {
                "plays": [p.to_json() for p in plays],
                "winner": hand.trick_winners[-1],
            }
        if match.hand is None and match.last_hand is not None:
            summary = {"result": match.last_hand.result().to_json(), "score": list(match.score)}
            if match.games and not match.hands:
                summary["score"] = list(match.games[-1].score)
        return last_trick, summary

    def state_for(self, seat: int) -> dict[str, Any]:
        """The snapshot ``seat`` may see (its own view; all hands at a training table)."""
        match = self.match
        view: dict[str, Any] | None = None
        last_trick = None
        summary = None
        if match is not None:
            if self.stored.training and match.hand is not None:
                view = training_view(match, seat).to_json()
            else:
                view = seat_view(match, seat).to_json()
            last_trick, summary = self._trick_and_summary(match)
        # A plain dict with the fields of protocol.TableState (a test checks they agree):
        # building the pydantic model for every seat at every move costs more than the move.
        return {
            "type": "state",
            "v": PROTOCOL_VERSION,
            "seq": self.seq,
            "table": self.id,
            "you": seat,
            "status": self.status,
            "phase": self.phase,
            "training": self.stored.training,
            "seats": [s.info_json(i) for i, s in enumerate(self.seats)],
            "view": view,
            "last_trick": last_trick,
            "hand_summary": summary,
            "match": self.match_summary(),
            "ready": [i for i, s in enumerate(self.seats) if s.ready],
            "reasons": [r.model_dump() for r in self.last_reasons]
            if self.stored.training and self.phase == "trick_stop"
            else [],
        }

    def match_summary(self) -> dict[str, Any]:
        """Scores so far: finished games and the game in progress."""
        match = self.match
        if match is None:
            return {"games": [], "score": [0, 0], "wins": [0, 0], "winner": None}
        return {
            "games": [
                {"score": list(g.score), "winner": g.winner, "ended_by": g.ended_by}
                for g in match.games
            ],
            "score": list(match.score),
            "wins": list(match.wins),
            "winner": match.winner,
        }

    def finish_info(self) -> dict[str, Any]:
        """What statistics need of a finished match: who sat where, and who won."""
        return {
            "id": self.id,
            "variant": self.stored.variant,
            "training": self.stored.training,
            "winner": self.match.winner if self.match is not None else None,
            "seats": [
                {
                    "kind": s.kind,
                    "name": s.name,
                    "ai": s.ai if s.kind == "ai" else None,
                    "profile": s.profile,
                }
                for s in self.seats
            ],
        }

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
            "ai_delay_ms": self.stored.ai_delay_ms,
            "score": self.match_summary(),
        }

    def record(self) -> dict[str, Any]:
        """The match record: finished hands only, never the hand in play."""
        players = [s.ai if s.kind == "ai" else (s.name or s.kind) for s in self.seats]
        if self.match is None:
            return {
                "game": "tressette",
                "variant": self.stored.variant,
                "options": self.stored.options,
                "seed": self.stored.seed,
                "players": players,
                "games": [],
                "winner": None,
            }
        return match_record(
            self.match, variant=self.stored.variant, seed=self.stored.seed, players=players
        )


def _seat_from_spec(spec: str) -> Seat:
    if spec.startswith("ai:"):
        return Seat("ai", ai=spec[3:])
    return Seat("open")  # "human" seats are taken by their join event at creation


def _reasons_of(seat: int, card: Card, decision: Decision | None) -> Reasons:
    if decision is None:
        return Reasons(seat=seat, card=card.code, reasons=[], text={"it": "", "en": ""})
    return Reasons(
        seat=seat,
        card=card.code,
        reasons=[reason.to_json() for reason in decision.reasons],
        text={"it": decision.explain("it"), "en": decision.explain("en")},
    )


def ack(message_id: object) -> dict[str, Any]:
    """The protocol's ack for a message."""
    return Ack(id=message_id).model_dump()  # type: ignore[arg-type]


def ack_text(message_id: int | str | None) -> str:
    """The protocol's ack for a message, as JSON text (what is sent after every message)."""
    return dumps({"type": "ack", "v": PROTOCOL_VERSION, "id": message_id})


@lru_cache(maxsize=4096)
def _played_json(played: PlayedCard) -> bytes:
    """A card played, as its JSON (the same card, seat and signals give the same text)."""
    return orjson.dumps(played.to_json())


def _view_json(
    view: SeatView, options: orjson.Fragment, plays: orjson.Fragment
) -> dict[str, object]:
    """:meth:`SeatView.to_json` with the options and plays given already encoded."""
    return {
        "game": "tressette",
        "options": options,
        "seat": view.seat,
        "dealer": view.dealer,
        "hand": [card.code for card in view.hand],
        "plays": plays,
        "accuse": [accusa.to_json() for accusa in view.accuse],
        "score": list(view.score),
        "legal": [card.code for card in view.legal],
        "wins": list(view.wins),
        "target": view.target,
        "to_move": view.to_move,
    }
