"""A Pinnacola table: 2 or 4 seats, hands dealt from the table's secret, every step checked.

The seats, the queue, the saving and the sending are :class:`~circolo.play.table.Table`'s;
this part, which the table holds and asks, plays Pinnacola in it: a hand is dealt from a
deck shuffled from the table's secret and saved whole as an event, and every step of a turn
(draw, meld, attach, swap, undo, discard) is a ``pin`` event checked by the engine first,
its ``action`` written as records and the engine protocol write a step
(circolo/games/pinnacola/view_json.py; tables saved before were converted by migration 0005), the
shape the ``pin`` message's ``step`` and the server's suggestions and training reasons carry
too. Each seat is sent a snapshot built from its own
:func:`~circolo.games.pinnacola.view.seat_view`: the other hands and the stock are counts.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from circolo.core.cards.french import FrenchCard
from circolo.core.errors import CircoloError
from circolo.core.hosting.protocol import (
    PROTOCOL_VERSION,
    PinChoicesMessage,
    PinMessage,
    StepMessage,
)
from circolo.core.hosting.refusals import RuleError, TableError
from circolo.core.hosting.snapshot import snapshot
from circolo.core.hosting.training import TrainingPart, explanation
from circolo.games.pinnacola.actions import Action, Attach, LayMeld
from circolo.games.pinnacola.options import options_from_json
from circolo.games.pinnacola.players.base import PinnacolaDecision, PinnacolaPlayer
from circolo.games.pinnacola.players.random_player import PinnacolaRandomPlayer
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.record import match_record
from circolo.games.pinnacola.redeal import pinnacola_deck
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.table_moves import (
    check_meld_number,
    choices_for,
    probe,
    read_message,
    resolved,
    step_fields,
)
from circolo.games.pinnacola.view import PinnacolaView, seat_view, training_view, view_to_json
from circolo.games.pinnacola.view_json import action_from_json, action_to_json

if TYPE_CHECKING:
    from circolo.play.table import Table

log = logging.getLogger(__name__)

#: The AI that takes a Pinnacola seat left by a human (and fills open seats at the start).
PIN_TAKEOVER_AI: Final = "medium"
#: Steps one AI turn may take before the table plays the rest of it at random (a guard
#: against a player that undoes its melds for ever).
MAX_AI_STEPS_PER_TURN: Final = 60

__all__ = [
    "PIN_TAKEOVER_AI",
    "PinnacolaPart",
    "RuleError",
    "choices_for",
]


def decide(spec: str, view: PinnacolaView, rng: random.Random) -> PinnacolaDecision:
    """The step the player ``spec`` takes in ``view`` (run in the AI pool)."""
    return create_player(spec, rng).decide(view)


class PinnacolaPart(TrainingPart):
    """The Pinnacola part of a table (2 or 4 seats): its match, steps and snapshots."""

    game = "pinnacola"
    takeover_ai = PIN_TAKEOVER_AI
    adviser = PIN_TAKEOVER_AI
    #: The computer's last steps, in every phase (a training table never stops).
    shows_reasons = None

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.options = options_from_json(self.table.stored.options)
        self.match: MatchState | None = None
        #: ``pin`` events applied so far (the AI's turn is asked by this number).
        self.steps = 0
        #: Steps the AI has taken in the turn in progress.
        self.ai_steps = 0
        #: Seats whose human left the match on purpose and has not taken it back (the
        #: leaderboard's -1500 if still so at the end).
        self.quit: set[int] = set()

    # -- the game's part of the table --------------------------------------------------------

    def note_event(self, event: dict[str, Any]) -> None:
        """A human who leaves on purpose (``quit``) is remembered for the leaderboard, until
        they take the seat back."""
        if event["kind"] == "leave" and event.get("quit"):
            self.quit.add(event["seat"])
        elif event["kind"] == "back":
            self.quit.discard(event["seat"])

    def apply_event(self, event: dict[str, Any]) -> None:
        kind = event["kind"]
        if kind == "start":
            self.table.fill_open_seats(event["fill"])
            self.match = MatchState.new(self.options, event["first_dealer"])
        elif kind == "deal":
            assert self.match is not None
            self.match = self.match.deal([FrenchCard.parse(code) for code in event["deck"]])
        elif kind == "step":
            assert self.match is not None
            self.match = self.match.apply(action_from_json(event["step"]))
            self.steps += 1
        else:
            raise ValueError(f"unknown event kind {kind!r}")

    def hands_played(self) -> int:
        assert self.match is not None
        return len(self.match.hands)

    async def next_hand(self) -> None:
        assert self.match is not None
        if self.match.is_over or self.match.hand is not None:
            return
        deck = pinnacola_deck(self.options, self.table.source, len(self.match.hands))
        for seat in self.table.seats:
            seat.ready = False
        self.forget_reasons()
        await self.table.commit({"kind": "deal", "deck": [card.code for card in deck]})
        self.table.phase = "play"
        self.ai_steps = 0
        self.table.after_change()

    def ai_move_due(self) -> int | None:
        match = self.match
        if match is None or match.hand is None or match.to_move is None:
            return None
        return self.steps if self.table.seats[match.to_move].ai_plays else None

    def ai_delay_s(self) -> float:
        """The draw and the discard at the table's pace, the melds between quicker."""
        delay = self.table.stored.ai_delay_ms / 1000
        hand = self.match.hand if self.match is not None else None
        return delay if hand is None or hand.phase == "draw" else delay / 2

    # -- seats -----------------------------------------------------------------------------

    async def leave_match(self, seat: int) -> None:
        """A human who leaves a match in play on purpose scores -1500 if they have not taken
        the seat back when it ends (docs/rules.md)."""
        if seat not in self.quit:
            await self.table.commit({"kind": "leave", "seat": seat, "quit": True})

    def solo_player_away(self) -> bool:
        """The one human away (dropped, not quit): the table waits; one who quit, it plays on."""
        if not super().solo_player_away():
            return False
        human = next(i for i, seat in enumerate(self.table.seats) if seat.kind == "human")
        return human not in self.quit

    # -- steps ------------------------------------------------------------------------------

    #: The one step message of every game, the older ``pin`` (kept for one release) and the
    #: question of the ways some cards can be laid.
    move_messages = (StepMessage, PinMessage, PinChoicesMessage)
    wrong_game_key = "server.error.pin_use_pin"

    async def move(self, token: str, message: StepMessage | PinMessage | PinChoicesMessage) -> Any:
        if isinstance(message, PinChoicesMessage):
            choices = self._choices(token, message.cards, message.meld)
            return {"type": "pin_choices", "v": PROTOCOL_VERSION, "choices": choices}
        if isinstance(message, StepMessage):
            message = PinMessage(type="pin", id=message.id, step=message.step, turn=message.turn)
        await self._pin(token, message)
        return None

    async def _pin(self, token: str, message: PinMessage) -> None:
        index = self.table.seat_of(token)
        asked = read_message(message)  # a step that cannot be read is refused at any time
        match = self._playing(index)
        assert match.hand is not None
        if message.turn is not None and message.turn != len(match.hand.turns):
            raise TableError(
                "stale", "server.error.pin_stale", turn=message.turn, now=len(match.hand.turns)
            )
        try:
            action = resolved(asked, match, index)
            match.apply(action)  # checked before it is saved
        except CircoloError as error:
            raise RuleError(error) from None
        await self._record_pin(index, action, None)

    def _playing(self, index: int) -> MatchState:
        match = self.match
        if match is None or match.hand is None or self.table.phase != "play":
            raise TableError("not_playing", "server.error.pin_not_playing")
        if match.to_move != index:
            raise TableError(
                "not_your_turn", "server.error.not_your_turn", seat=index, to_move=match.to_move
            )
        return match

    def _choices(self, token: str, cards: list[str], meld: int | None) -> list[list[str]]:
        """Each way ``cards`` can be laid (as a new meld, or on meld ``meld``) now."""
        index = self.table.seat_of(token)
        match = self.match
        if match is None or match.hand is None:
            raise TableError("not_playing", "server.error.pin_not_playing")
        if meld is not None:
            check_meld_number(meld, match)
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
                    probe(choice, meld, match)
            except CircoloError:
                continue
            fitting.append([str(p) for p in choice])
        return fitting

    async def ai_turn(self, turn: int) -> None:
        match = self.match
        if match is None or match.hand is None or self.table.phase != "play":
            return
        seat = match.to_move
        if seat is None or turn != self.steps or not self.table.seats[seat].ai_plays:
            return  # stale: someone already acted, or the human came back
        view = seat_view(match, seat)
        rng = self.table.rng("ai", self.steps, seat)
        player: PinnacolaPlayer = (
            create_player(self.table.seats[seat].ai, rng)
            if self.ai_steps < MAX_AI_STEPS_PER_TURN
            else PinnacolaRandomPlayer(rng)
        )

        def think() -> PinnacolaDecision:
            try:
                decision = player.decide(view)
                match.apply(decision.action)
            except Exception as error:  # a player's bug must not stop the table: it is counted
                hand = match.hand
                turns, phase = (len(hand.turns), hand.phase) if hand is not None else (0, "none")
                state = f"hand {len(match.hands) + 1}, turn {turns + 1}, {phase}"
                self.table.ai_pool.failed(
                    self.table.id, seat, self.table.seats[seat].ai, state, error
                )
                return _fallback(view, match, rng, f"table {self.table.id}, seat {seat}")
            return decision

        decision = await self.table.ai_pool.think(self.table.id, think)
        await self._record_pin(seat, decision.action, decision)

    async def _record_pin(
        self, seat: int, action: Action, decision: PinnacolaDecision | None
    ) -> None:
        assert self.match is not None and self.match.hand is not None
        turns = len(self.match.hand.turns)
        hands = len(self.match.hands)
        await self.table.commit({"kind": "step", "seat": seat, "step": action_to_json(action)})
        if decision is not None:
            self.ai_steps += 1
            if self.table.stored.training:  # the reasons of the computer's last few steps
                self.last_reasons = [*self.last_reasons[-7:], _reasons_json(seat, action, decision)]
        match = self.match
        if match.hand is None or len(match.hand.turns) != turns or len(match.hands) != hands:
            self.ai_steps = 0
        await self.after_step()

    # -- training ----------------------------------------------------------------------------

    @staticmethod
    def decide(spec: str, view: PinnacolaView, rng: random.Random) -> PinnacolaDecision:
        return decide(spec, view, rng)  # the module's, found when called

    def check_advisable(self, seat: int) -> None:
        """Refused while no hand is in play (Pinnacola's sentence), or not ``seat``'s turn."""
        self._playing(seat)

    def view_of(self, seat: int) -> PinnacolaView:
        assert self.match is not None
        return seat_view(self.match, seat)

    def advice_seed(self) -> int:
        return self.steps

    def suggestion(self, decision: PinnacolaDecision) -> dict[str, Any]:
        return {
            "type": "pin_suggestion",
            "v": PROTOCOL_VERSION,
            **step_fields(decision.action),
            **explanation(decision),
        }

    # -- what each seat is sent ---------------------------------------------------------------

    def state_for(self, seat: int) -> dict[str, Any]:
        """The snapshot ``seat`` may see: its own view (every hand at a training table)."""
        match = self.match
        view: dict[str, Any] | None = None
        if match is not None and (match.hand is not None or match.hands):
            if self.hands_open():
                view = view_to_json(training_view(match, seat))
            else:
                view = view_to_json(seat_view(match, seat))
        return snapshot(
            self, seat, view, None, self._hand_summary(), [], pin_reasons=self.reasons_shown()
        )

    def public_state(self, teaching: int | None = None) -> dict[str, Any]:
        """What a spectator sees: the first seat's view with no hand — the melds, the pile,
        the cards each seat was seen to take, how many each holds — and no reasons; a
        teacher of ``teaching``: that seat's view with its hand, nothing to do."""
        match = self.match
        view: dict[str, Any] | None = None
        seat = teaching or 0
        if match is not None and (match.hand is not None or match.hands):
            seen = seat_view(match, seat)
            hand = seen.hand if teaching is not None else ()
            seen = replace(seen, hand=hand, must_use=(), usable_pile=(), discardable=())
            view = view_to_json(replace(seen, all_hands=None))
        summary = self._hand_summary()
        return snapshot(
            self, seat, view, None, summary, [], watching=True, teaching=teaching, pin_reasons=[]
        )

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

    def finish_info(self, info: dict[str, Any]) -> dict[str, Any]:
        """What the leaderboard needs of a match: the table's ``info``, the mode, the teams'
        points and who quit."""
        return {
            **info,
            "mode": self.options.mode,
            "score": list(self.match.score) if self.match is not None else [0, 0],
            "quit": sorted(self.quit),
        }

    def match_record(self, *, seed: int | None) -> dict[str, Any]:
        """The match record: finished hands only, never the hand in play."""
        if self.match is None:
            return {
                "game": "pinnacola",
                "options": self.table.stored.options,
                "seed": seed,
                "players": self.table.players(),
                "hands": [],
                "score": [0, 0],
                "winner": None,
                "ended_by": None,
            }
        return match_record(self.match, seed=seed, players=self.table.players())

    def board_record(
        self, *, variant: str | None, seed: int, players: Sequence[str]
    ) -> dict[str, Any]:
        """A club evening's board played here: its record as ``play_board`` writes it (the
        match record of its one hand, mode single; core/hosting/game_part.py's
        RecordsBoards)."""
        assert self.match is not None
        return match_record(self.match, seed=seed, players=players)


def _fallback(view: Any, match: MatchState, rng: random.Random, where: str) -> PinnacolaDecision:
    """A legal step when the seat's player failed: the random player's if the rules take it,
    else one drawn from the steps the state lists (``where`` names table and seat in logs)."""
    try:
        decision = PinnacolaRandomPlayer(rng).decide(view)
        match.apply(decision.action)
        return decision
    except Exception as error:  # the random player failed too: a listed step, by lot
        log.error("%s: the random player failed as a fallback too: %r", where, error)
    steps = match.legal_actions()
    if not steps:
        raise RuntimeError(f"{where}: no step to take, the hand is over")
    return PinnacolaDecision(rng.choice(steps))


def _reasons_json(seat: int, action: Action, decision: PinnacolaDecision) -> dict[str, Any]:
    """Training: a computer seat's step and why."""
    return {"seat": seat, **step_fields(action), **explanation(decision)}
