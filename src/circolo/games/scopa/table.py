"""A Scopa table: 2 or 4 seats, hands dealt from the table's secret, every step checked.

The seats, the queue, the saving and the sending are :class:`~circolo.play.table.Table`'s;
this part, which the table holds and asks, plays Scopa in it: a hand is dealt from the deck
the table's secret shuffles (shuffled again while three Re turn up: circolo/games/scopa/
redeal.py) and saved whole (``deal``), and every play is a ``step`` event written by the
one codec (circolo/games/scopa/steps.py, ``{"card": "7d", "take": ["3c", "4s"]}``), checked
by the rules first. Each seat is sent a snapshot built from its own
:func:`~circolo.games.scopa.view.seat_view`: the other hands and the stock are never in it
(every hand is, at a training table, whose one person plays against the computer).

At a training table the match stops after each computer seat's play (phase ``trick_stop``,
the table's one name for a training stop): the seat reads why it was played, and
``continue`` goes on; a hand's end waits for ``continue`` or ``ready`` too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from circolo.core.cards.italian import Card
from circolo.core.errors import CircoloError
from circolo.core.hosting.protocol import PROTOCOL_VERSION, StepMessage
from circolo.core.hosting.refusals import RuleError, TableError
from circolo.core.hosting.snapshot import snapshot
from circolo.core.hosting.training import TrainingPart, explanation
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions, options_from_json
from circolo.games.scopa.players.base import ScopaDecision
from circolo.games.scopa.players.registry import NAMES, create_player
from circolo.games.scopa.record import GAME, match_record
from circolo.games.scopa.redeal import scopa_deck
from circolo.games.scopa.state import Entry, Play
from circolo.games.scopa.steps import step_from_json, step_to_json
from circolo.games.scopa.view import SeatView, seat_view, view_to_json

if TYPE_CHECKING:
    from circolo.play.table import Table


def _first_known(*names: str) -> str:
    """The first of ``names`` that is a Scopa player (the strongest there is, ``random`` last)."""
    return next(name for name in names if name in NAMES)


#: The player of a seat whose own player failed, when that was the takeover player itself.
FALLBACK_AI: Final = "random"
#: The AI that fills open seats and plays for a person who left: the club player.
TAKEOVER_AI: Final = _first_known("heuristic", FALLBACK_AI)


def decide(spec: str, view: SeatView, rng: random.Random) -> ScopaDecision:
    """The step the player ``spec`` takes in ``view`` (run in the AI pool, maybe a process)."""
    return create_player(spec, rng).decide(view)


def _checked(spec: str, match: MatchState, view: SeatView, rng: random.Random) -> ScopaDecision:
    """The fallback player's step, checked in turn: a step the rules allow, whatever it
    decides (a random legal step if it fails too)."""
    try:
        decision = decide(spec, view, rng)
        match.apply(decision.action)
    except Exception:
        return ScopaDecision(rng.choice(match.legal_actions()))
    return decision


class ScopaPart(TrainingPart):
    """The Scopa part of a table (2 or 4 seats): its match, steps and snapshots."""

    game = GAME
    takeover_ai = TAKEOVER_AI
    move_messages = (StepMessage,)
    wrong_game_key = "server.error.scopa_use_step"
    #: The strongest player there is.
    adviser = _first_known("pimc", "heuristic", FALLBACK_AI)
    search_players = frozenset({"pimc"})
    #: After each computer seat's play (the reasons of a person's own play are none).
    training_stops = True
    #: The reasons of the play just made, at a stop and once the hand is over.
    shows_reasons = frozenset({"trick_stop", "hand_over"})

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.match: MatchState | None = None

    def _options(self) -> ScopaOptions:
        return options_from_json(self.table.stored.options)

    # -- the game's part of the table --------------------------------------------------------

    def apply_event(self, event: dict[str, Any]) -> None:
        kind = event["kind"]
        if kind == "start":
            self.table.fill_open_seats(event["fill"])
            self.match = MatchState.new(self._options(), event["first_dealer"])
        elif kind == "deal":
            assert self.match is not None
            self.match = self.match.deal([Card.parse(code) for code in event["deck"]])
        elif kind == "step":
            assert self.match is not None
            if event["seat"] != self.match.to_move:
                raise ValueError(f"seat {event['seat']} steps, seat {self.match.to_move} is to")
            self.match = self.match.apply(step_from_json(event["step"]))
        else:
            raise ValueError(f"unknown event kind {kind!r}")

    def hands_played(self) -> int:
        assert self.match is not None
        return len(self.match.finished)

    async def next_hand(self) -> None:
        match = self.match
        assert match is not None
        if match.is_over or match.hand is not None:
            return
        deck = scopa_deck(match.options, self.table.source, self.hands_before + self.hands_played())
        for seat in self.table.seats:
            seat.ready = False
        self.forget_reasons()
        await self.table.commit({"kind": "deal", "deck": [card.code for card in deck]})
        self.table.phase = "play"
        self.table.after_change()

    def _steps(self) -> int:
        """The hand's plays so far: the ``turn`` a step message names."""
        hand = self.match.hand if self.match is not None else None
        return len(hand.plays) if hand is not None else 0

    def ai_move_due(self) -> int | None:
        match = self.match
        if match is None or match.hand is None or match.to_move is None:
            return None
        return self._steps() if self.table.seats[match.to_move].ai_plays else None

    # -- moves --------------------------------------------------------------------------------

    async def move(self, token: str, message: StepMessage) -> None:
        index = self.table.seat_of(token)
        try:
            play = step_from_json(message.step)
        except CircoloError as error:
            raise RuleError(error, code="bad_request") from None
        match = self._playing(index)
        if message.turn is not None and message.turn != self._steps():
            raise TableError("stale", "server.error.stale", turn=message.turn, now=self._steps())
        try:
            match.apply(play)  # checked before it is saved
        except CircoloError as error:
            raise RuleError(error) from None
        await self._record_step(index, play, None)

    def _playing(self, index: int) -> MatchState:
        match = self.match
        if match is None or match.hand is None or self.table.phase != "play":
            raise TableError("not_playing", "server.error.not_playing")
        if match.to_move != index:
            raise TableError(
                "not_your_turn", "server.error.not_your_turn", seat=index, to_move=match.to_move
            )
        return match

    async def ai_turn(self, turn: int) -> None:
        match = self.match
        if match is None or match.hand is None or self.table.phase != "play":
            return
        seat = match.to_move
        if seat is None or turn != self._steps() or not self.table.seats[seat].ai_plays:
            return  # stale: someone already played, or the person came back
        spec = self.table.seats[seat].ai
        view = seat_view(match, seat)
        rng = self.table.rng("ai", self.hands_before + self.hands_played(), turn, seat)
        pool = self.table.ai_pool
        try:
            decision = await self.think(spec, view, rng)
            match.apply(decision.action)  # a step the rules refuse is a failure too
        except Exception as error:  # a player that fails must not stop the table: counted
            state = f"hand {self.hands_played() + 1}, play {turn + 1}"
            pool.failed(self.table.id, seat, spec, state, error)
            fallback = self.takeover_ai if spec != self.takeover_ai else FALLBACK_AI
            decision = await pool.think(self.table.id, lambda: _checked(fallback, match, view, rng))
        await self._record_step(seat, decision.action, decision)

    async def _record_step(self, seat: int, play: Play, decision: ScopaDecision | None) -> None:
        if decision is not None:  # a computer seat's: a person knows why they played
            self.keep_reasons(seat, lambda: _reasons_json(seat, play, decision))
        await self.table.commit({"kind": "step", "seat": seat, "step": step_to_json(play)})
        await self.after_step(round_over=True)  # each play is read on its own

    # -- training ----------------------------------------------------------------------------

    @staticmethod
    def decide(spec: str, view: SeatView, rng: random.Random) -> ScopaDecision:
        return decide(spec, view, rng)  # the module's, found when called

    def view_of(self, seat: int) -> SeatView:
        assert self.match is not None
        return seat_view(self.match, seat)

    def advice_seed(self) -> int:
        return self._steps()

    def suggestion(self, decision: ScopaDecision) -> dict[str, Any]:
        return {
            "type": "step_suggestion",
            "v": PROTOCOL_VERSION,
            "step": step_to_json(decision.action),
            **explanation(decision),
        }

    # -- what each seat is sent ---------------------------------------------------------------

    def state_for(self, seat: int) -> dict[str, Any]:
        """The snapshot ``seat`` may see (its own view; every hand at a training table)."""
        match = self.match
        view: dict[str, Any] | None = None
        if match is not None and match.hand is not None:
            view = view_to_json(seat_view(match, seat))
            if self.hands_open():
                view["all_hands"] = [[card.code for card in cards] for cards in match.hand.hands]
        return snapshot(
            self, seat, view, None, _hand_summary(match), self.reasons_shown(),
            last_play=_last_play(match),
        )  # fmt: skip

    def public_state(self, teaching: int | None = None) -> dict[str, Any]:
        """What a spectator sees: the first seat's view with no hand (so nothing to play),
        the table and the plays as everyone sees them; a teacher of ``teaching``: that seat's
        view with its hand, and nothing to play."""
        match = self.match
        seat = teaching if teaching is not None else 0
        view: dict[str, Any] | None = None
        if match is not None and match.hand is not None:
            seen = seat_view(match, seat)
            view = view_to_json(seen if teaching is not None else replace(seen, hand=()))
            view["legal"] = []  # nothing to play from the audience
        return snapshot(
            self, seat, view, None, _hand_summary(match), [],
            watching=True, teaching=teaching, last_play=_last_play(match),
        )  # fmt: skip

    def match_summary(self) -> dict[str, Any]:
        """The game so far: each hand's total, the score, the target, the winner."""
        match = self.match
        options = match.options if match is not None else self._options()
        return {
            "game": GAME,
            "hands": [list(hand.result().total) for hand in match.finished] if match else [],
            "score": list(match.score) if match else [0, 0],
            "target": options.target,
            "winner": match.winner if match else None,
            "games": [],
        }

    def match_record(self, *, seed: int | None) -> dict[str, Any]:
        """The match record: finished hands only, never the hand in play."""
        match = self.match or MatchState.new(self._options(), 0)
        return match_record(match, seed=seed, players=self.table.players())

    def board_record(
        self, *, variant: str | None, seed: int, players: Sequence[str]
    ) -> dict[str, Any]:
        """A club evening's board played here: its record as ``play_board`` writes it
        (core/hosting/game_part.py's RecordsBoards)."""
        from circolo.games.scopa.boards import board_record

        assert self.match is not None
        return board_record(self.match, seed=seed, players=players)


def _last_play(match: MatchState | None) -> dict[str, Any] | None:
    """The last play of the hand in play (None before its first), or of the hand just over."""
    if match is None:
        return None
    plays: tuple[Entry, ...] = ()
    if match.hand is not None:
        plays = match.hand.plays
    elif match.finished:
        plays = match.finished[-1].plays
    return plays[-1].to_json() if plays else None


def _hand_summary(match: MatchState | None) -> dict[str, Any] | None:
    """Between hands: the last hand's count category by category, what was left on the
    table for the side of the last capture, and the score after it."""
    if match is None or match.hand is not None or not match.finished:
        return None
    last = match.finished[-1]
    return {
        "hand": len(match.finished),
        "result": last.result().to_json(),
        "leftovers": [card.code for card in last.leftovers],
        "score": list(match.score),
    }


def _reasons_json(seat: int, play: Play, decision: ScopaDecision) -> dict[str, Any]:
    """Training: a computer seat's step and why."""
    return {"seat": seat, "step": step_to_json(play), **explanation(decision)}
