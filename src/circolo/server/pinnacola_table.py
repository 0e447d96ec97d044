"""A Pinnacola table: the same seats, queue and single owning task as a Tressette table.

:class:`PinnacolaTable` keeps everything of :class:`~circolo.server.table.Table` that is not
about the game — seats, tokens, connections, the queue its one task reads, events saved
before they are sent — and plays Pinnacola in it: a hand is dealt from a shuffled deck saved
whole as an event, and every step of a turn (draw, meld, attach, swap, undo, discard) is a
``pin`` event checked by the engine first. Each seat is sent a snapshot built from its own
:func:`~circolo.pinnacola.view.seat_view`: the other hands and the stock are counts.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable
from typing import Any, Final

from circolo.ai.pinnacola.base import PinnacolaDecision, PinnacolaPlayer
from circolo.ai.pinnacola.random_player import PinnacolaRandomPlayer
from circolo.ai.pinnacola.registry import create_player
from circolo.ai.pinnacola.selfplay import shuffled_deck
from circolo.cards.french import FrenchCard
from circolo.errors import CircoloError
from circolo.i18n import Lang
from circolo.pinnacola.actions import (
    Action,
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    EndHand,
    LayMeld,
    Swap,
    Undo,
)
from circolo.pinnacola.melds import Placed, interpretations, is_wild, parse_placed
from circolo.pinnacola.options import PinnacolaOptions, options_from_json
from circolo.pinnacola.record import match_record
from circolo.pinnacola.state import MatchState
from circolo.pinnacola.view import seat_view, training_view, view_to_json
from circolo.server.protocol import PROTOCOL_VERSION, PinMessage, dumps
from circolo.server.table import Seat, Table, TableError
from circolo.storage.base import StoredTable, TableStatus, TableStore

log = logging.getLogger(__name__)

#: The AI that takes a Pinnacola seat left by a human (and fills open seats at the start).
PIN_TAKEOVER_AI: Final = "medium"
#: Steps one AI turn may take before the table plays the rest of it at random (a guard
#: against a player that undoes its melds for ever).
MAX_AI_STEPS_PER_TURN: Final = 60


class RuleError(TableError):
    """An action the engine refused: the rule's own sentence, in each language."""

    def __init__(self, error: CircoloError, code: str = "illegal") -> None:
        super().__init__(code, "server.error.illegal", reason=error.message("en"))
        self.error = error

    def to_message(self, message_id: object = None) -> dict[str, Any]:
        """The error message with the rule's sentence in English and in Italian."""
        message = super().to_message(message_id)
        message["message"] = self.error.message("en")
        message["message_it"] = self.error.message("it")
        return message


def pin_player(spec: str, rng: random.Random) -> PinnacolaPlayer:
    """The Pinnacola player ``spec``; ``random`` where the named one is not built yet."""
    try:
        return create_player(spec, rng)
    except ImportError:  # weak/medium/strong are being written: the table still plays
        return PinnacolaRandomPlayer(rng)


# -- actions as events and messages -------------------------------------------------------------


def action_to_json(action: Action) -> dict[str, Any]:
    """One step of a turn as saved in a ``pin`` event (the protocol's ``action`` names)."""
    if isinstance(action, DrawStock):
        return {"do": "draw_stock"}
    if isinstance(action, DrawPile):
        return {"do": "draw_pile", "index": action.index}
    if isinstance(action, EndHand):
        return {"do": "end_hand"}
    if isinstance(action, LayMeld):
        return {"do": "meld", "cards": [str(p) for p in action.cards]}
    if isinstance(action, Attach):
        return {"do": "attach", "meld": action.meld, "cards": [str(p) for p in action.cards]}
    if isinstance(action, Swap):
        return {
            "do": "swap",
            "meld": action.meld,
            "give": action.give.code,
            "take": action.take.code,
        }
    if isinstance(action, Undo):
        return {"do": "undo"}
    return {"do": "discard", "card": action.card.code}


def action_from_json(data: dict[str, Any]) -> Action:
    """The step saved by :func:`action_to_json`."""
    kind = data["do"]
    if kind == "draw_stock":
        return DrawStock()
    if kind == "draw_pile":
        return DrawPile(int(data["index"]))
    if kind == "end_hand":
        return EndHand()
    if kind == "meld":
        return LayMeld(parse_placed(data["cards"]))
    if kind == "attach":
        return Attach(int(data["meld"]), parse_placed(data["cards"]))
    if kind == "swap":
        return Swap(
            int(data["meld"]), FrenchCard.parse(data["give"]), FrenchCard.parse(data["take"])
        )
    if kind == "undo":
        return Undo()
    return Discard(FrenchCard.parse(data["card"]))


def choices_for(
    codes: list[str], meld: int | None, match: MatchState, seat: int
) -> list[tuple[Placed, ...]]:
    """Each way ``codes`` can be laid (or added to meld ``meld``), wild cards given a meaning.

    Cards written with ``=`` keep the meaning given; bare wild cards get every meaning that
    fits. An attach lists only the cards added.
    """
    hand = match.hand
    if hand is None:
        return []
    placed = parse_placed(codes)
    options = hand.options
    bare_wild = [p for p in placed if p.is_natural and is_wild(p.card, options)]
    if not bare_wild:
        return [placed]
    given = [p for p in placed if not (p.is_natural and is_wild(p.card, options))]
    fixed: tuple[Placed, ...] = ()
    if meld is not None:
        if not 0 <= meld < len(hand.melds):
            return [placed]  # the engine names the missing meld
        fixed = hand.melds[meld].cards
    raw_naturals = [p.card for p in given if p.is_natural]
    explicit = [p for p in given if not p.is_natural]
    found: list[tuple[Placed, ...]] = []
    for result in interpretations(
        (*fixed, *explicit), [*raw_naturals, *(p.card for p in bare_wild)], options, seat
    ):
        left = [str(p) for p in (*fixed,)]
        added = []
        for p in result.cards:
            if str(p) in left:
                left.remove(str(p))
            else:
                added.append(p)
        choice = tuple(added)
        if choice not in found:
            found.append(choice)
    return found


def message_action(message: PinMessage, match: MatchState, seat: int) -> Action:
    """The engine action a ``pin`` message asks for; a TableError when it cannot be read."""
    kind = message.action
    if kind == "draw_stock":
        return DrawStock()
    if kind == "end_hand":
        return EndHand()
    if kind == "undo":
        return Undo()
    if kind == "draw_pile":
        return DrawPile(_needed(message.index, "index"))
    if kind == "discard":
        return Discard(FrenchCard.parse(_needed(message.card, "card")))
    if kind == "swap":
        return Swap(
            _needed(message.meld, "meld"),
            FrenchCard.parse(_needed(message.give, "give")),
            FrenchCard.parse(_needed(message.take, "take")),
        )
    meld = _needed(message.meld, "meld") if kind == "attach" else None
    choices = choices_for(message.cards, meld, match, seat)
    if len(choices) > 1:
        raise TableError(
            "ambiguous",
            "server.error.pin_ambiguous",
            choices=" | ".join(" ".join(str(p) for p in choice) for choice in choices),
        )
    cards = choices[0] if choices else parse_placed(message.cards)
    if meld is not None:
        return Attach(meld, cards)
    return LayMeld(cards)


def _needed(value: Any, field: str) -> Any:
    if value is None:
        raise TableError("bad_request", "server.error.pin_field", field=field)
    return value


# -- the table ------------------------------------------------------------------------------------


class PinnacolaTable(Table):
    """A Pinnacola table (2 or 4 seats) and the one task that owns its state."""

    match: MatchState | None  # type: ignore[assignment]
    options: PinnacolaOptions  # type: ignore[assignment]

    def __init__(
        self,
        stored: StoredTable,
        store: TableStore,
        *,
        ready_timeout_s: float,
        on_finish: Callable[[dict[str, Any]], Awaitable[None]] | None = None,
        on_quit: Callable[[dict[str, Any]], Awaitable[None]] | None = None,
    ) -> None:
        self.id = stored.id
        self.on_finish = on_finish
        self.on_quit = on_quit
        self.stored = stored
        self.store = store
        self.options = options_from_json(stored.options)
        self.seats = [_pin_seat(spec) for spec in stored.seats]
        self.creator: int | None = None
        self.match = None
        self.status: TableStatus = stored.status
        self.seq = 0
        self.events = 0
        self.ready_timeout_s = ready_timeout_s
        self.phase = "waiting"
        self.reasons = {}
        self.last_reasons = []
        self._queue = asyncio.Queue()
        self._task = None
        self._timers = []
        self._options_json = None
        #: ``pin`` events applied so far (the AI's turn is asked by this number).
        self.steps = 0
        #: Steps the AI has taken in the turn in progress.
        self.ai_steps = 0
        #: Seats whose human left the match on purpose (the leaderboard's -1500).
        self.quit: set[int] = set()
        #: Training: why the AI took its last steps.
        self.pin_reasons: list[dict[str, Any]] = []

    # -- events ---------------------------------------------------------------------------

    def _apply_event(self, event: dict[str, Any]) -> None:
        kind = event["kind"]
        if kind == "start":
            for index, seat in enumerate(self.seats):
                if seat.kind == "open":
                    self.seats[index] = Seat("ai", ai=event["fill"])
            self.match = MatchState.new(self.options, event["first_dealer"])
            self.status = "playing"
        elif kind == "deal":
            assert self.match is not None
            self.match = self.match.deal([FrenchCard.parse(code) for code in event["deck"]])
        elif kind == "pin":
            assert self.match is not None
            self.match = self.match.apply(action_from_json(event["action"]))
            self.steps += 1
            if self.match.is_over:
                self.status = "finished"
        else:
            super()._apply_event(event)
            if kind == "leave" and event.get("quit"):
                self.quit.add(event["seat"])
            for seat in self.seats:
                if seat.kind != "ai" and seat.ai != PIN_TAKEOVER_AI:
                    seat.ai = PIN_TAKEOVER_AI

    # -- seats -----------------------------------------------------------------------------

    async def _do_leave(self, token: str) -> None:
        seat = self._seat_of(token)
        playing = self.match is not None and not self.match.is_over
        if self.match is None:
            await self._commit({"kind": "leave", "seat": seat})
        elif not self.seats[seat].away or (playing and seat not in self.quit):
            event: dict[str, Any] = {"kind": "leave", "seat": seat}
            if playing and seat not in self.quit:
                event["quit"] = True
            await self._commit(event)
            if event.get("quit") and self.on_quit is not None:
                await self.on_quit(self._quit_info(seat))
            self._after_change()
        for send in list(self.seats[seat].connections):
            self.seats[seat].connections.remove(send)
        self._broadcast()

    def _solo_player_away(self) -> bool:
        """The one human away (dropped, not quit): the table waits; one who quit, it plays on."""
        humans = [i for i, seat in enumerate(self.seats) if seat.kind == "human"]
        return (
            len(humans) == 1
            and not self.seats[humans[0]].connections
            and humans[0] not in self.quit
        )

    def _quit_info(self, seat: int) -> dict[str, Any]:
        info = self.finish_info()
        info["seat"] = seat
        return info

    async def _begin(self) -> None:
        rng = random.Random(f"{self.stored.seed}/first-dealer")
        start = {
            "kind": "start",
            "fill": PIN_TAKEOVER_AI,
            "first_dealer": rng.randrange(self.options.players),
        }
        absent = [
            {"kind": "leave", "seat": index}
            for index, seat in enumerate(self.seats)
            if seat.kind == "human" and not seat.connections
        ]
        await self._commit(start, *absent)
        await self._next_hand()

    # -- the game ---------------------------------------------------------------------------

    def _hands_played(self) -> int:
        assert self.match is not None
        return len(self.match.hands)

    async def _next_hand(self) -> None:
        assert self.match is not None
        if self.match.is_over or self.match.hand is not None:
            return
        number = len(self.match.hands)
        deck = shuffled_deck(self.options, random.Random(f"{self.stored.seed}/hand/{number}"))
        for seat in self.seats:
            seat.ready = False
        self.pin_reasons = []
        await self._commit({"kind": "deal", "deck": [card.code for card in deck]})
        self.phase = "play"
        self.ai_steps = 0
        self._after_change()

    async def _do_play(self, token: str | None, message: Any, seat: int | None = None) -> None:
        raise TableError("wrong_game", "server.error.pin_use_pin")

    async def _do_pin(self, token: str, message: PinMessage) -> None:
        index = self._seat_of(token)
        match = self._playing(index)
        assert match.hand is not None
        if message.turn is not None and message.turn != len(match.hand.turns):
            raise TableError(
                "stale", "server.error.pin_stale", turn=message.turn, now=len(match.hand.turns)
            )
        try:
            action = message_action(message, match, index)
            match.apply(action)  # checked before it is saved
        except CircoloError as error:
            raise RuleError(error) from None
        await self._record_pin(index, action, None)

    def _playing(self, index: int) -> MatchState:
        match = self.match
        if match is None or match.hand is None or self.phase != "play":
            raise TableError("not_playing", "server.error.pin_not_playing")
        if match.to_move != index:
            raise TableError(
                "not_your_turn", "server.error.not_your_turn", seat=index, to_move=match.to_move
            )
        return match

    async def _do_pin_choices(
        self, token: str, cards: list[str], meld: int | None
    ) -> list[list[str]]:
        index = self._seat_of(token)
        match = self.match
        if match is None or match.hand is None:
            raise TableError("not_playing", "server.error.pin_not_playing")
        try:
            choices = choices_for(cards, meld, match, index)
        except CircoloError as error:
            raise RuleError(error) from None
        hand = match.hand
        fitting = []
        for choice in choices:
            action: Action = LayMeld(choice) if meld is None else Attach(meld, choice)
            try:
                if match.to_move == index and hand.phase == "meld":
                    match.apply(action)
                else:
                    _probe(choice, meld, match)
            except CircoloError:
                continue
            fitting.append([str(p) for p in choice])
        return fitting

    async def _do_ai_turn(self, turn: int) -> None:
        match = self.match
        if match is None or match.hand is None or self.phase != "play":
            return
        seat = match.to_move
        if seat is None or turn != self.steps or not self.seats[seat].ai_plays:
            return  # stale: someone already acted, or the human came back
        view = seat_view(match, seat)
        rng = random.Random(f"{self.stored.seed}/{self.steps}/{seat}")
        player: PinnacolaPlayer = (
            pin_player(self.seats[seat].ai, rng)
            if self.ai_steps < MAX_AI_STEPS_PER_TURN
            else PinnacolaRandomPlayer(rng)
        )
        try:
            decision = await asyncio.to_thread(player.decide, view)
            match.apply(decision.action)
        except Exception as error:  # a player still being written: the table plays on
            log.warning("table %s: the %s player failed (%r)", self.id, self.seats[seat].ai, error)
            decision = _fallback(view, match, rng)
        await self._record_pin(seat, decision.action, decision)

    async def _record_pin(
        self, seat: int, action: Action, decision: PinnacolaDecision | None
    ) -> None:
        assert self.match is not None and self.match.hand is not None
        turns = len(self.match.hand.turns)
        hands = len(self.match.hands)
        await self._commit({"kind": "pin", "seat": seat, "action": action_to_json(action)})
        if decision is not None:
            self.ai_steps += 1
            if self.stored.training:
                self.pin_reasons = [*self.pin_reasons[-7:], _reasons_json(seat, action, decision)]
        match = self.match
        if match.hand is None or len(match.hand.turns) != turns or len(match.hands) != hands:
            self.ai_steps = 0
        if match.is_over:
            self.phase = "over"
            if self.on_finish is not None:
                await self.on_finish(self.finish_info())
        elif match.hand is None:
            self.phase = "hand_over"
        self._after_change()

    async def _do_suggest(self, token: str) -> dict[str, Any]:
        seat = self._seat_of(token)
        if not self.stored.training:
            raise TableError("not_training", "server.error.not_training")
        match = self._playing(seat)
        view = seat_view(match, seat)
        decision = pin_player(PIN_TAKEOVER_AI, random.Random(self.steps)).decide(view)
        return {
            "type": "pin_suggestion",
            "v": PROTOCOL_VERSION,
            "action": action_to_json(decision.action),
            "reasons": [reason.to_json() for reason in decision.reasons],
            "text": {"it": decision.explain("it"), "en": decision.explain("en")},
        }

    def _after_change(self) -> None:
        """Broadcast, then schedule what comes next: an AI's step, or the next hand."""
        self._broadcast()
        match = self.match
        if match is None or match.is_over or self._solo_player_away():
            return
        delay = self.stored.ai_delay_ms / 1000
        if self.phase == "play" and match.hand is not None and match.to_move is not None:
            if self.seats[match.to_move].ai_plays:
                # the draw and the discard at the table's pace, the melds between quicker
                pace = delay if match.hand.phase == "draw" else delay / 2
                self._later(pace, "ai_turn", turn=self.steps)
        elif self.phase == "hand_over" and not self.stored.training:
            humans = any(seat.kind == "human" and seat.connections for seat in self.seats)
            wait = self.ready_timeout_s if humans else delay
            if not humans or self._all_ready():
                wait = delay
            self._later(wait, "next_hand", after=self._hands_played())

    # -- what each seat is sent ---------------------------------------------------------------

    def states_json(self) -> dict[int, str]:
        """The snapshot of every seat with a connection, as JSON text."""
        return {
            index: dumps(self.state_for(index))
            for index, seat in enumerate(self.seats)
            if seat.connections
        }

    def state_for(self, seat: int) -> dict[str, Any]:
        """The snapshot ``seat`` may see: its own view (every hand at a training table)."""
        match = self.match
        view: dict[str, Any] | None = None
        if match is not None and (match.hand is not None or match.hands):
            if self.stored.training and match.hand is not None:
                view = view_to_json(training_view(match, seat))
            else:
                view = view_to_json(seat_view(match, seat))
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
            "last_trick": None,
            "hand_summary": self._hand_summary(),
            "match": self.match_summary(),
            "ready": [i for i, s in enumerate(self.seats) if s.ready],
            "reasons": [],
            "pin_reasons": self.pin_reasons if self.stored.training else [],
        }

    def _hand_summary(self) -> dict[str, Any] | None:
        """Between hands: the last hand's result, the cards left in each hand, the score."""
        match = self.match
        if match is None or match.hand is not None or not match.hands:
            return None
        last = match.hands[-1]
        return {
            "hand": len(match.hands),
            "result": last.result().to_json(),
            "left": [[card.code for card in cards] for cards in last.hands],
            "melds": [
                {
                    "seat": m.seat,
                    "team": m.seat % 2,
                    "cards": m.codes,
                    "points": m.value(self.options),
                }
                for m in last.melds
            ],
            "score": list(match.score),
        }

    def match_summary(self) -> dict[str, Any]:
        """The match so far: each hand's totals, the score, and how it ended."""
        match = self.match
        if match is None:
            return {"game": "pinnacola", "hands": [], "score": [0, 0], "winner": None,
                    "ended_by": None, "games": [], "wins": [0, 0]}  # fmt: skip
        return {
            "game": "pinnacola",
            "hands": [list(hand.result().total) for hand in match.hands],
            "score": list(match.score),
            "winner": match.winner,
            "ended_by": match.ended_by,
            "games": [],
            "wins": [0, 0],
        }

    def finish_info(self) -> dict[str, Any]:
        """What the leaderboard needs of a match: seats, teams' points, winner, who quit."""
        return {
            "id": self.id,
            "game": "pinnacola",
            "variant": self.stored.variant,
            "mode": self.options.mode,
            "training": self.stored.training,
            "winner": self.match.winner if self.match is not None else None,
            "score": list(self.match.score) if self.match is not None else [0, 0],
            "quit": sorted(self.quit),
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

    def record(self) -> dict[str, Any]:
        """The match record: finished hands only, never the hand in play."""
        players = [s.ai if s.kind == "ai" else (s.name or s.kind) for s in self.seats]
        if self.match is None:
            return {
                "game": "pinnacola",
                "options": self.stored.options,
                "seed": self.stored.seed,
                "players": players,
                "hands": [],
                "score": [0, 0],
                "winner": None,
                "ended_by": None,
            }
        return match_record(self.match, seed=self.stored.seed, players=players)


def _fallback(view: Any, match: MatchState, rng: random.Random) -> PinnacolaDecision:
    """A legal step when the seat's player failed: the random player's, else the plainest."""
    try:
        decision = PinnacolaRandomPlayer(rng).decide(view)
        match.apply(decision.action)
        return decision
    except Exception:  # any failure: fall back to the plainest legal step
        pass
    hand = match.hand
    assert hand is not None
    plain: list[Action] = (
        [DrawStock(), EndHand()]
        if hand.phase == "draw"
        else [*(Discard(card) for card in hand.discardable()), Undo()]
    )
    for action in plain:
        try:
            match.apply(action)
        except CircoloError:
            continue
        return PinnacolaDecision(action)
    raise RuntimeError("no legal step found")  # the engine always offers one


def _probe(choice: tuple[Placed, ...], meld: int | None, match: MatchState) -> None:
    """Check that ``choice`` makes a meld (or extends meld ``meld``) out of turn too."""
    from circolo.pinnacola.melds import extended, make_meld

    assert match.hand is not None
    if meld is None:
        make_meld(choice, match.options)
    else:
        extended(match.hand.melds[meld], choice, match.options)


def _pin_seat(spec: str) -> Seat:
    if spec.startswith("ai:"):
        return Seat("ai", ai=spec[3:])
    return Seat("open", ai=PIN_TAKEOVER_AI)


def _reasons_json(seat: int, action: Action, decision: PinnacolaDecision) -> dict[str, Any]:
    return {
        "seat": seat,
        "action": action_to_json(action),
        "reasons": [reason.to_json() for reason in decision.reasons],
        "text": {lang: decision.explain(lang) for lang in _LANGS},
    }


_LANGS: Final[tuple[Lang, ...]] = ("it", "en")
