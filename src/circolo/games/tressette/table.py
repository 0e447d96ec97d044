"""A Tressette table: four seats, a match of hands dealt from the table's secret, cards played.

The seats, the queue, the saving and the sending are :class:`~circolo.play.table.Table`'s;
this part, which the table holds and asks, plays Tressette in it: a hand is dealt (``deal``
event, redeals included) and every card is a ``play`` event checked by the engine first.
Each seat is sent a snapshot built from its own :func:`~circolo.games.tressette.view.seat_view`.

A Roman match plays its second game at another game (docs/rules.md): the part says so
(:meth:`TressettePart.game_inside`, the core's ``HostsGame``) and counts that game's result
(:meth:`TressettePart.inside_moved`); the table holds that game's own part meanwhile
(play/embedded.py).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final

import orjson

from circolo.core.cards.italian import Card
from circolo.core.errors import CircoloError
from circolo.core.hosting.protocol import PROTOCOL_VERSION, PlayMessage, Reason, StepMessage, Text
from circolo.core.hosting.refusals import RuleError, TableError
from circolo.core.hosting.snapshot import audience_fields, snapshot
from circolo.core.hosting.training import TrainingPart
from circolo.games.tressette.match import GameResult, MatchState, OtherGame
from circolo.games.tressette.options import TressetteOptions, options_from_json
from circolo.games.tressette.players.base import Decision
from circolo.games.tressette.players.registry import create_player, is_search_player
from circolo.games.tressette.players.suggest import DEFAULT_ADVISER
from circolo.games.tressette.record import match_record
from circolo.games.tressette.redeal import tressette_hand
from circolo.games.tressette.rules import SEATS
from circolo.games.tressette.state import Play, PlayedCard
from circolo.games.tressette.steps import step_from_json, step_to_json
from circolo.games.tressette.view import SeatView, public_accuse, seat_view, training_view
from circolo.games.tressette.ws_state import Reasons, Suggestion

if TYPE_CHECKING:
    from circolo.play.table import Table

#: The player of a seat whose own player failed, when that was the takeover player itself.
FALLBACK_AI: Final = "random"


def decide(spec: str, view: SeatView, rng: random.Random) -> Decision:
    """The card the player ``spec`` plays in ``view`` (run in the AI pool, maybe a process)."""
    return create_player(spec, rng).decide(view)


def _checked(spec: str, match: MatchState, view: SeatView, rng: random.Random) -> Decision:
    """The fallback player's card, checked in turn: a card the rules allow, whatever it
    decides (the first legal card, with no signal, if it fails too)."""
    try:
        decision = decide(spec, view, rng)
        match.play(Play(decision.card, decision.signals))
    except Exception:
        return Decision(match.legal_cards()[0])
    return decision


class TressettePart(TrainingPart):
    """The Tressette part of a table: its match, its plays, what each seat is sent."""

    game = "tressette"
    takeover_ai = "heuristic"
    adviser = DEFAULT_ADVISER
    training_stops = True  # after every trick

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.options = options_from_json(self.table.stored.options)
        self.match: MatchState | None = None
        #: The match options and their encoded JSON (the same for every snapshot).
        self._options_json: tuple[TressetteOptions, orjson.Fragment] | None = None

    # -- the game's part of the table --------------------------------------------------------

    def apply_event(self, event: dict[str, Any]) -> None:
        kind = event["kind"]
        if kind == "start":
            self.table.fill_open_seats(event["fill"])
            self.match = MatchState.new(self.options, event["first_dealer"])
        elif kind == "deal":
            assert self.match is not None
            hands = [tuple(Card.parse(code) for code in cards) for cards in event["hands"]]
            self.match = self.match.deal(hands)
        elif kind == "step":
            assert self.match is not None
            self.match = self.match.play(step_from_json(event["step"]))
        else:
            raise ValueError(f"unknown event kind {kind!r}")

    # -- a Roman match's other game (the core's HostsGame) ----------------------------------

    def game_inside(self) -> tuple[str, Any] | None:
        """The game the match plays now at another game (a Roman match's second, begun with
        the options and the dealer the rules give it), or None."""
        return self.match.other if self.match is not None else None

    def inside_moved(self, state: Any) -> None:
        """The match with its other game now ``state``; once that game is over, it counts
        as a game won, and the deal passes on."""
        match = self.match
        assert match is not None and match.other is not None
        if state.is_over:
            self.match = match.finish_other(state)
        else:
            self.match = replace(match, other=(match.other[0], state))

    def phase_after_restore(self) -> str:
        if self.match is None:
            return "waiting"
        return {"over": "over", "play": "play"}.get(self.match.phase, "hand_over")

    def hands_played(self) -> int:
        """Tressette hands finished so far in the match (a Roman match's other game's are
        :attr:`hands_before`)."""
        assert self.match is not None
        return sum(len(g.hands) for g in self.match.games) + len(self.match.hands)

    def _deals(self) -> int:
        """Hands finished so far in the whole match, at every game of it: the number of the
        next deal of the table's secret."""
        return self.hands_before + self.hands_played()

    async def next_hand(self) -> None:
        assert self.match is not None
        if self.match.is_over or self.match.hand is not None:
            return
        dealt = tressette_hand(self.match, self.table.source, self._deals())
        assert dealt.hand is not None
        hands = [[card.code for card in cards] for cards in dealt.hand.deal]
        for seat in self.table.seats:
            seat.ready = False
        self.forget_reasons()
        await self.table.commit({"kind": "deal", "dealer": dealt.dealer, "hands": hands})
        self.table.phase = "play"
        self.table.after_change()

    def ai_move_due(self) -> int | None:
        match = self.match
        if match is None or match.hand is None or match.to_move is None:
            return None
        return len(match.hand.plays) if self.table.seats[match.to_move].ai_plays else None

    # -- moves --------------------------------------------------------------------------------

    #: The one step message of every game, and the older ``play`` (kept for one release).
    move_messages = (StepMessage, PlayMessage)
    wrong_game_key = "server.error.not_pinnacola"

    async def move(self, token: str, message: StepMessage | PlayMessage) -> None:
        index = self.table.seat_of(token)
        if isinstance(message, StepMessage):
            try:
                asked = step_from_json(message.step)
            except CircoloError as error:
                raise RuleError(error, code="bad_request") from None
        else:
            asked = None
        match = self.match
        if match is None or match.hand is None or self.table.phase != "play":
            raise TableError("not_playing", "server.error.not_playing")
        played = len(match.hand.plays)
        if message.turn is not None and message.turn != played:
            raise TableError("stale", "server.error.stale", turn=message.turn, now=played)
        if match.to_move != index:
            raise TableError(
                "not_your_turn", "server.error.not_your_turn", seat=index, to_move=match.to_move
            )
        try:
            if asked is None:
                assert isinstance(message, PlayMessage)
                asked = Play(Card.parse(message.card), tuple(message.signals))
            match.play(asked)  # checked before it is saved
        except CircoloError as error:
            raise RuleError(error) from None
        await self._record_play(index, asked.card, asked.signals, None)

    async def ai_turn(self, turn: int) -> None:
        match = self.match
        if match is None or match.hand is None or self.table.phase != "play":
            return
        seat = match.to_move
        if seat is None or len(match.hand.plays) != turn or not self.table.seats[seat].ai_plays:
            return  # stale: someone already played, or the human came back
        spec = self.table.seats[seat].ai
        view = seat_view(match, seat)
        rng = self.table.rng("ai", self._deals(), turn, seat)
        pool = self.table.ai_pool
        try:
            decision = await self.think(spec, view, rng)
            match.play(Play(decision.card, decision.signals))  # checked as a person's card is
        except Exception as error:  # a player that fails must not stop the table: counted
            state = f"hand {self._deals() + 1}, play {turn + 1}"
            pool.failed(self.table.id, seat, spec, state, error)
            fallback = self.takeover_ai if spec != self.takeover_ai else FALLBACK_AI
            decision = await pool.think(self.table.id, lambda: _checked(fallback, match, view, rng))
        await self._record_play(seat, decision.card, decision.signals, decision)

    async def _record_play(
        self, seat: int, card: Card, signals: tuple[str, ...], decision: Decision | None
    ) -> None:
        assert self.match is not None and self.match.hand is not None
        finishing_trick = len(self.match.hand.plays) % SEATS == SEATS - 1
        self.keep_reasons(seat, lambda: _reasons_of(seat, card, decision).model_dump())
        await self.table.commit(
            {"kind": "step", "seat": seat, "step": step_to_json(Play(card, signals))}
        )
        await self.after_step(round_over=finishing_trick)

    # -- training ----------------------------------------------------------------------------

    @staticmethod
    def decide(spec: str, view: SeatView, rng: random.Random) -> Decision:
        return decide(spec, view, rng)  # the module's, found when called

    def searches(self, spec: str) -> bool:
        """Whether ``spec`` searches, as the registry says of its kind (pimc)."""
        return is_search_player(spec)

    def view_of(self, seat: int) -> SeatView:
        assert self.match is not None
        return seat_view(self.match, seat)

    def advice_seed(self) -> int:
        return 0

    def suggestion(self, decision: Decision) -> dict[str, Any]:
        return Suggestion(
            card=decision.card.code,
            signals=list(decision.signals),
            reasons=_reasons_json(decision),
            text=Text(it=decision.explain("it"), en=decision.explain("en")),
        ).model_dump()

    # -- what each seat is sent ---------------------------------------------------------------

    def states_json(self) -> dict[int, str]:
        """The snapshot of every seat with a connection, as JSON text (what is sent).

        The same as :meth:`state_for` encoded, but what all seats share — the seats, the
        scores, the cards played — is built and encoded once per change, not once per seat.
        """
        seats = [
            index for index, seat in enumerate(self.table.seats) if seat.connection is not None
        ]
        match = self.match
        if self.table.stored.training or match is None:
            return {index: orjson.dumps(self.state_for(index)).decode() for index in seats}
        hand = match.hand
        plays = orjson.Fragment(
            b"[" + b",".join([_played_json(p) for p in hand.plays]) + b"]"
            if hand is not None
            else b"[]"
        )
        options = self._options_fragment(match.options)
        last_trick, summary = self._trick_and_summary(match)
        shared_seats = [s.info_json(i) for i, s in enumerate(self.table.seats)]
        match_summary = self.match_summary()
        ready = [i for i, s in enumerate(self.table.seats) if s.ready]
        texts = {}
        for index in seats:
            seen = seat_view(match, index)
            state = {
                "type": "state",
                "v": PROTOCOL_VERSION,
                "game": self.game,
                "seq": self.table.seq,
                "table": self.table.id,
                "you": index,
                **audience_fields(self.table, index),
                "status": self.table.status,
                "phase": self.table.phase,
                "training": False,
                "seats": shared_seats,
                "view": _view_json(seen, options, plays),
                "last_trick": last_trick,
                "hand_summary": summary,
                "match": match_summary,
                "ready": ready,
                "reasons": [],
                "within": None,
                **_true_signals(seen),
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
                game = match.games[-1]
                if isinstance(game, GameResult):  # this hand ended its game: how
                    summary["ended_by"] = game.ended_by
        return last_trick, summary

    def state_for(self, seat: int) -> dict[str, Any]:
        """The snapshot ``seat`` may see (its own view; all hands at a training table)."""
        match = self.match
        view: dict[str, Any] | None = None
        last_trick = None
        summary = None
        offered: dict[str, Any] = {}
        if match is not None:
            seen = seat_view(match, seat)
            view = training_view(match, seat).to_json() if self.hands_open() else seen.to_json()
            offered = _true_signals(seen)
            last_trick, summary = self._trick_and_summary(match)
        return snapshot(self, seat, view, last_trick, summary, self.reasons_shown(), **offered)

    def public_state(self, teaching: int | None = None) -> dict[str, Any]:
        """What a spectator sees: the first seat's view with no hand, no legal card, and
        only the accuse every seat knows (their kinds once they are public); a teacher of
        ``teaching``: that seat's view with its hand and its own accuse, no legal card."""
        match = self.match
        view: dict[str, Any] | None = None
        last_trick = summary = None
        seat = teaching or 0
        if match is not None:
            seen = seat_view(match, seat)
            if match.hand is not None:
                accuse = public_accuse(match.hand, teaching)
                hand = seen.hand if teaching is not None else ()
                seen = replace(seen, hand=hand, legal=(), accuse=accuse)
            view = seen.to_json()
            last_trick, summary = self._trick_and_summary(match)
        return snapshot(self, seat, view, last_trick, summary, [], watching=True, teaching=teaching)

    def match_summary(self) -> dict[str, Any]:
        """Scores so far: finished games and the game in progress."""
        match = self.match
        if match is None:
            return {"games": [], "score": [0, 0], "wins": [0, 0], "winner": None}
        return {
            "games": [
                {
                    "game": _game_of(g),
                    "score": list(g.score),
                    "winner": g.winner,
                    "ended_by": g.ended_by,
                    "target": g.target,
                }
                for g in match.games
            ],
            "score": list(match.score),
            "wins": list(match.wins),
            "winner": match.winner,
        }

    def within_json(self) -> dict[str, Any]:
        """What a Roman match's other game shows of the match: games won, each game's game
        and winner, and how many games the match is played to."""
        assert self.match is not None
        return {
            "game": self.game,
            "best_of": self.match.options.best_of,
            "wins": list(self.match.wins),
            "games": [{"game": _game_of(g), "winner": g.winner} for g in self.match.games],
        }

    def match_record(self, *, seed: int | None) -> dict[str, Any]:
        """The match record: finished hands only, never the hand in play."""
        if self.match is None:
            return {
                "game": "tressette",
                "variant": self.table.stored.variant,
                "options": self.table.stored.options,
                "seed": seed,
                "players": self.table.players(),
                "games": [],
                "winner": None,
            }
        return match_record(
            self.match, variant=self.table.stored.variant, seed=seed, players=self.table.players()
        )

    def board_record(
        self, *, variant: str | None, seed: int, players: Sequence[str]
    ) -> dict[str, Any]:
        """A club evening's board played here: its record as ``play_board`` writes it
        (core/hosting/game_part.py's RecordsBoards)."""
        from circolo.games.tressette.boards import board_record

        assert self.match is not None
        return board_record(self.match, variant=variant, seed=seed, players=players)


def _game_of(game: GameResult | OtherGame) -> str:
    """The game a finished game of the match was played at."""
    return game.game if isinstance(game, OtherGame) else "tressette"


def _reasons_of(seat: int, card: Card, decision: Decision | None) -> Reasons:
    if decision is None:
        return Reasons(seat=seat, card=card.code, reasons=[], text=Text(it="", en=""))
    return Reasons(
        seat=seat,
        card=card.code,
        reasons=_reasons_json(decision),
        text=Text(it=decision.explain("it"), en=decision.explain("en")),
    )


def _reasons_json(decision: Decision) -> list[Reason]:
    """The decision's structured reasons, as the protocol sends them."""
    return [Reason.model_validate(reason.to_json()) for reason in decision.reasons]


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


def _true_signals(view: SeatView) -> dict[str, Any]:
    """The snapshot's ``true_signals`` while the seat may signal (the table offers the
    signals true of its hand, docs/browser.md); nothing otherwise. Beside the view, which
    stays the engine protocol's VIEW."""
    true = view.true_signals()
    return {"true_signals": true} if true else {}
