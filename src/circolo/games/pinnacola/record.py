"""Pinnacola match records (docs/interfaces.md): written from a match, read back, and replayed.

:func:`replay_record` plays a record again through the engine — every deal against the
options' deck, every draw, meld, attachment, swap and discard, every hand's result and the
match's end — and returns one :class:`Fault` per broken rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from circolo.core.cards.french import FrenchCard, parse_french_cards
from circolo.core.errors import CircoloError
from circolo.core.record_json import canonical, is_int, show
from circolo.core.replay_faults import Fault, Replay
from circolo.games.pinnacola.actions import (
    Action,
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    EndHand,
    LayMeld,
    Swap,
)
from circolo.games.pinnacola.melds import parse_placed
from circolo.games.pinnacola.options import PinnacolaOptions, options_from_json
from circolo.games.pinnacola.state import HandState, MatchState

GAME = "pinnacola"


def hand_deal_json(hand: HandState) -> dict[str, Any]:
    """The fields of a hand, dealt or finished, that make its deal, as the record's HAND
    writes them (a club evening's board deal)."""
    return {
        "dealer": hand.dealer,
        "deal": [[c.code for c in cards] for cards in hand.deal],
        "upcard": hand.upcard.code,
        "stock": [c.code for c in hand.initial_stock],
    }


def hand_to_json(hand: HandState) -> dict[str, object]:
    """The record's HAND object of a finished hand."""
    return {
        **hand_deal_json(hand),
        "turns": [turn.to_json() for turn in hand.turns],
        "result": hand.result().to_json(),
    }


def match_record(match: MatchState, *, seed: int | None, players: Sequence[str]) -> dict[str, Any]:
    """The record of ``match``: its finished hands (nothing of a hand in play)."""
    return {
        "game": GAME,
        "options": match.options.to_json(),
        "seed": seed,
        "players": list(players),
        "hands": [hand_to_json(hand) for hand in match.hands],
        "score": list(match.score),
        "winner": match.winner,
        "ended_by": match.ended_by,
    }


class _Replay(Replay):
    """Replays one Pinnacola record; faults are located by hand, turn and action."""

    places = ("hand", "turn", "action")
    says_found_type = False

    def __init__(self, number: int, *, board: bool = False) -> None:
        super().__init__(number)
        #: A club evening's board record: one hand, played ``mode`` single, its own score.
        self.board = board
        self.hand: int | None = None
        self.turn: int | None = None
        self.action: int | None = None

    def record(self, data: object) -> None:
        if not isinstance(data, dict):
            raise self.stop("a match record must be a JSON object")
        if data.get("game") != GAME:
            raise self.stop(f"'game' must be \"{GAME}\", not {show(data.get('game'))}")
        try:
            options = options_from_json(data.get("options"))
        except CircoloError as error:
            raise self.stop(str(error)) from None
        if self.board and options.mode != "single":
            self.fault(f'the options\' mode is {show(options.mode)}; a board is played "single"')
            options = replace(options, mode="single")
        if self.board and not is_int(data.get("seed")):
            self.fault("'seed' must be the evening's seed, a whole number")
        elif "seed" in data and not (data["seed"] is None or is_int(data["seed"])):
            self.fault("'seed' must be a whole number or null")
        players = self.field(data, "players", list, "the record")
        if len(players) != options.players or not all(isinstance(p, str) for p in players):
            self.fault(f"'players' must list {options.players} player names, one per seat")
        hands = self.field(data, "hands", list, "the record")
        if not hands:
            raise self.stop("the record has no hands; a match has at least one")
        if self.board and len(hands) > 1:
            self.fault(f"a board is one hand, but the record has {len(hands)}")
            hands = hands[:1]
        match: MatchState | None = None
        for number, hand in enumerate(hands, start=1):
            self.hand, self.turn, self.action = number, None, None
            if match is not None and match.is_over:
                raise self.stop(
                    f"the match was already over after hand {number - 1} ({match.ended_by})"
                )
            match = self._hand(hand, match, options)
        self.hand = None
        assert match is not None
        if not match.is_over:
            raise self.stop(
                f"the match is not over: {match.score[0]}-{match.score[1]} "
                f"after {len(hands)} hands (target {options.target})"
            )
        for key, value in (
            ("score", list(match.score)),
            ("winner", match.winner),
            ("ended_by", match.ended_by),
        ):
            if canonical(data.get(key)) != canonical(value):
                self.fault(f"{key!r} is {show(data.get(key))}; the rules give {show(value)}")

    def _hand(
        self, hand: object, match: MatchState | None, options: PinnacolaOptions
    ) -> MatchState:
        if not isinstance(hand, dict):
            raise self.stop("a hand must be a JSON object")
        dealer = self.field(hand, "dealer", int, "the hand")
        if match is None:
            if not 0 <= dealer < options.players:
                raise self.stop(f"dealer {dealer} is not a seat of {options.players}")
            match = MatchState.new(options, dealer)
        elif dealer != match.dealer:
            raise self.stop(
                f"the dealer is seat {dealer}, but it should be seat {match.dealer} "
                "(the deal passes to the next seat after every hand)"
            )
        deal = self.field(hand, "deal", list, "the hand")
        try:
            cards = [
                parse_french_cards(codes) if isinstance(codes, list) else None for codes in deal
            ]
            if any(c is None for c in cards):
                raise self.stop("each seat's deal must be a list of card codes")
            upcard = FrenchCard.parse(self.field(hand, "upcard", str, "the hand"))
            stock = parse_french_cards(self.field(hand, "stock", list, "the hand"))
            started = HandState.start(options, dealer, cards, upcard, stock)  # type: ignore[arg-type]
        except CircoloError as error:
            raise self.stop(str(error)) from None
        try:
            match = match.begin(started)
        except CircoloError as error:
            raise self.stop(str(error)) from None
        turns = self.field(hand, "turns", list, "the hand")
        for number, turn in enumerate(turns, start=1):
            self.turn, self.action = number, None
            if match.hand is None:
                raise self.stop("the hand was already over")
            match = self._turn(turn, match)
        self.turn = self.action = None
        if match.hand is not None:
            raise self.stop(f"the hand stops after {len(turns)} turns, but nobody closed it")
        finished = match.hands[-1]
        result = hand.get("result")
        if not isinstance(result, dict):
            self.fault("the hand has no 'result' object")
            return match
        for key, value in finished.result().to_json().items():
            if canonical(result.get(key)) != canonical(value):
                self.fault(
                    f"result {key!r} is {show(result.get(key))}; the rules give {show(value)}"
                )
        return match

    def _turn(self, turn: object, match: MatchState) -> MatchState:
        if not isinstance(turn, dict):
            raise self.stop("a turn must be a JSON object")
        seat = self.field(turn, "seat", int, "the turn")
        if seat != match.to_move:
            raise self.stop(f"seat {seat} played, but it was seat {match.to_move}'s turn")
        draw = turn.get("draw")
        steps: list[Action] = []
        if draw is None:
            steps.append(EndHand())
        else:
            steps.append(self._draw(draw))
            actions = self.field(turn, "actions", list, "the turn")
            steps.extend(self._action(action) for action in actions)
            discard = self.field(turn, "discard", str, "the turn")
            try:
                steps.append(Discard(FrenchCard.parse(discard)))
            except CircoloError as error:
                raise self.stop(str(error)) from None
        for index, step in enumerate(steps):
            self.action = index if 0 < index < len(steps) - 1 else None
            try:
                match = match.apply(step)
            except CircoloError as error:
                raise self.stop(str(error)) from None
        return match

    def _draw(self, draw: object) -> Action:
        if not isinstance(draw, dict):
            raise self.stop("'draw' must be an object or null")
        if draw.get("from") == "stock":
            return DrawStock()
        if draw.get("from") == "discard" and is_int(draw.get("index")):
            return DrawPile(draw["index"])
        raise self.stop(
            f'\'draw\' is {show(draw)}; it must be {{"from": "stock"}} '
            'or {"from": "discard", "index": k}'
        )

    def _action(self, action: object) -> Action:
        try:
            if (
                isinstance(action, dict)
                and set(action) == {"meld"}
                and isinstance(action["meld"], list)
            ):
                return LayMeld(parse_placed(action["meld"]))
            if (
                isinstance(action, dict)
                and set(action) == {"attach", "cards"}
                and is_int(action["attach"])
                and isinstance(action["cards"], list)
            ):
                return Attach(action["attach"], parse_placed(action["cards"]))
            if (
                isinstance(action, dict)
                and set(action) == {"swap", "give", "take"}
                and is_int(action["swap"])
            ):
                return Swap(
                    action["swap"],
                    FrenchCard.parse(action["give"]),
                    FrenchCard.parse(action["take"]),
                )
        except CircoloError as error:
            raise self.stop(str(error)) from None
        raise self.stop(
            f"the action {show(action)} is not a meld, an attach or a swap "
            "as interfaces.md writes them"
        )


def replay_record(data: object, number: int = 1, *, board: bool = False) -> list[Fault]:
    """Every fault of one parsed Pinnacola record (``number``: its line in its file); with
    ``board``, of a club evening's board record (its one hand scored alone, ``mode`` single)."""
    return _Replay(number, board=board).run(data)
