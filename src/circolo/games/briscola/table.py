"""A Briscola table: 2 or 4 seats, hands dealt from the table's secret, every step checked.

The seats, the queue, the saving and the sending are :class:`~circolo.play.table.Table`'s;
this part, which the table holds and asks, plays Briscola in it: a hand is dealt from a deck
shuffled from the table's secret and saved whole (``deal``), and every card or exchange of
the 7 is a ``step`` event written as the record's ``plays`` write it
(circolo/games/briscola/steps.py), checked by the engine first. Each seat is sent a snapshot built
from its own :func:`~circolo.games.briscola.view.seat_view`: the other hands and the stock are
never in it (every hand is, at a training table).
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
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.players.base import BriscolaDecision
from circolo.games.briscola.players.registry import create_player
from circolo.games.briscola.ranking import trick_winner
from circolo.games.briscola.record import GAME, match_record
from circolo.games.briscola.redeal import briscola_deck
from circolo.games.briscola.state import Action, HandState, MatchState
from circolo.games.briscola.steps import step_from_json, step_to_json
from circolo.games.briscola.view import seat_view, view_to_json

if TYPE_CHECKING:
    from circolo.play.table import Table

#: The player of a seat whose own player failed, when that was the takeover player itself.
FALLBACK_AI: Final = "random"


def decide(spec: str, view: Any, rng: random.Random) -> BriscolaDecision:
    """The step the player ``spec`` takes in ``view`` (run in the AI pool, maybe a process)."""
    return create_player(spec, rng).decide(view)


def _checked(spec: str, match: MatchState, view: Any, rng: random.Random) -> BriscolaDecision:
    """The fallback player's step, checked in turn: a step the rules allow, whatever it
    decides (the first legal step if it fails too)."""
    try:
        decision = decide(spec, view, rng)
        match.apply(decision.action)
    except Exception:
        return BriscolaDecision(match.legal_actions()[0])
    return decision


class BriscolaPart(TrainingPart):
    """The Briscola part of a table (2 or 4 seats): its match, steps and snapshots."""

    game = GAME
    takeover_ai = "heuristic"
    adviser = "pimc"
    search_players = frozenset({"pimc"})
    training_stops = True  # after every trick

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.match: MatchState | None = None
        #: Hands dealt at this table before this Briscola game began: none at a Briscola
        #: table; the Tressette hands before it, in a Roman match (the deals of one table's
        #: secret are numbered across the whole match, so no two draw the same cards).
        self.hands_before = 0

    def _options(self) -> BriscolaOptions:
        """The table's options (a Roman match's Briscola game has its match's own, in its
        state from the start)."""
        from circolo.games.briscola.options import options_from_json

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
            self.match = self.match.apply(step_from_json(event["step"]))
        else:
            raise ValueError(f"unknown event kind {kind!r}")

    def hands_played(self) -> int:
        assert self.match is not None
        return len(self.match.finished)

    async def next_hand(self) -> None:
        assert self.match is not None
        if self.match.is_over or self.match.hand is not None:
            return
        deck = briscola_deck(self.table.source, self.hands_before + self.hands_played())
        for seat in self.table.seats:
            seat.ready = False
        self.forget_reasons()
        await self.table.commit({"kind": "deal", "deck": [card.code for card in deck]})
        self.table.phase = "play"
        self.table.after_change()

    def _steps(self) -> int:
        hand = self.match.hand if self.match is not None else None
        return len(hand.plays) if hand is not None else 0

    def ai_move_due(self) -> int | None:
        match = self.match
        if match is None or match.hand is None or match.to_move is None:
            return None
        return self._steps() if self.table.seats[match.to_move].ai_plays else None

    # -- moves --------------------------------------------------------------------------------

    move_messages = (StepMessage,)
    wrong_game_key = "server.error.briscola_use_step"

    async def move(self, token: str, message: StepMessage) -> None:
        index = self.table.seat_of(token)
        try:
            action = step_from_json(message.step)
        except CircoloError as error:
            raise RuleError(error, code="bad_request") from None
        match = self._playing(index)
        if message.turn is not None and message.turn != self._steps():
            raise TableError("stale", "server.error.stale", turn=message.turn, now=self._steps())
        try:
            match.apply(action)  # checked before it is saved
        except CircoloError as error:
            raise RuleError(error) from None
        await self._record_step(index, action, None)

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
            return  # stale: someone already played, or the human came back
        spec = self.table.seats[seat].ai
        view = seat_view(match, seat)
        rng = self.table.rng("ai", self.hands_before + self.hands_played(), turn, seat)
        pool = self.table.ai_pool
        try:
            decision = await self.think(spec, view, rng)
            match.apply(decision.action)
        except Exception as error:  # a player that fails must not stop the table: counted
            state = f"hand {self.hands_played() + 1}, play {turn + 1}"
            pool.failed(self.table.id, seat, spec, state, error)
            fallback = self.takeover_ai if spec != self.takeover_ai else FALLBACK_AI
            decision = await pool.think(self.table.id, lambda: _checked(fallback, match, view, rng))
        await self._record_step(seat, decision.action, decision)

    async def _record_step(
        self, seat: int, action: Action, decision: BriscolaDecision | None
    ) -> None:
        assert self.match is not None and self.match.hand is not None
        tricks = self.match.hand.tricks
        self.keep_reasons(seat, lambda: _reasons_json(seat, action, decision))
        await self.table.commit({"kind": "step", "seat": seat, "step": step_to_json(action)})
        hand = self.match.hand
        await self.after_step(round_over=hand is None or hand.tricks != tricks)

    # -- training ----------------------------------------------------------------------------

    @staticmethod
    def decide(spec: str, view: Any, rng: random.Random) -> BriscolaDecision:
        return decide(spec, view, rng)  # the module's, found when called

    def view_of(self, seat: int) -> Any:
        assert self.match is not None
        return seat_view(self.match, seat)

    def advice_seed(self) -> int:
        return self._steps()

    def suggestion(self, decision: BriscolaDecision) -> dict[str, Any]:
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
        last_trick = summary = None
        if match is not None:
            hand = match.hand
            if hand is not None:
                view = view_to_json(seat_view(match, seat))
                if self.hands_open():
                    view["all_hands"] = [[c.code for c in cards] for cards in hand.hands]
            last_trick, summary = self._trick_and_summary(match)
        return snapshot(self, seat, view, last_trick, summary, self.reasons_shown())

    def public_state(self, teaching: int | None = None) -> dict[str, Any]:
        """What a spectator sees: the first seat's view with no hand (so no card to play and
        no exchange), the card under the stock and the plays as everyone sees them; a
        teacher of ``teaching``: that seat's view with its hand."""
        match = self.match
        view: dict[str, Any] | None = None
        last_trick = summary = None
        seat = teaching or 0
        if match is not None:
            if match.hand is not None:
                seen = seat_view(match, seat)
                view = view_to_json(seen if teaching is not None else replace(seen, hand=()))
                view.update(legal=[], may_swap=False)  # nothing to play from the audience
            last_trick, summary = self._trick_and_summary(match)
        return snapshot(self, seat, view, last_trick, summary, [], watching=True, teaching=teaching)

    @staticmethod
    def _trick_and_summary(match: MatchState) -> tuple[Any, dict[str, Any] | None]:
        """The last trick of the hand in play (or of the last one), and between hands the
        last hand's result."""
        hand = match.hand
        shown = hand if hand is not None else (match.finished[-1] if match.finished else None)
        last_trick = _last_trick(shown) if shown is not None else None
        summary = None
        if hand is None and match.finished:
            summary = {
                "hand": len(match.finished),
                "result": match.finished[-1].result().to_json(),
                "wins": list(match.wins),
            }
        return last_trick, summary

    def match_summary(self) -> dict[str, Any]:
        """The game so far: each hand's points, the hands won, the winner."""
        match = self.match
        if match is None:
            return {"game": GAME, "hands": [], "score": [0, 0], "wins": [0, 0],
                    "winner": None, "games": []}  # fmt: skip
        return {
            "game": GAME,
            "hands": [list(hand.taken) for hand in match.finished],
            "score": list(match.wins),
            "wins": list(match.wins),
            "winner": match.winner,
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
        from circolo.games.briscola.boards import board_record

        assert self.match is not None
        return board_record(self.match, seed=seed, players=players)


def _last_trick(hand: HandState) -> dict[str, Any] | None:
    """The last trick taken in ``hand``: its cards in order and who took it."""
    cards = [entry for entry in hand.plays if not entry.swap]
    players = hand.options.players
    done = len(cards) // players
    if not done:
        return None
    trick = cards[(done - 1) * players : done * players]
    winner = trick[trick_winner([entry.card for entry in trick], hand.suit)].seat
    return {"plays": [entry.to_json() for entry in trick], "winner": winner}


def _reasons_json(seat: int, action: Action, decision: BriscolaDecision | None) -> dict[str, Any]:
    """Training: a seat's step and why (nothing to say for a human's own step)."""
    return {"seat": seat, "step": {"seat": seat, **step_to_json(action)}, **explanation(decision)}
