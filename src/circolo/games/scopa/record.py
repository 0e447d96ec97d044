"""Scopa match records (interfaces.md, "Scopa match record"): written from a game, and replayed.

:func:`replay_record` plays a record again through the rules — every deal against the whole
deck (and the three-Re redeal), every step in turn with what it takes and whether it scored a
scopa, every hand's count and the game's end — and returns one :class:`Fault` per broken rule,
located by hand and step (steps count the entries of a hand's ``plays`` from 1):
``match 2, hand 3, step 17: seat 1 takes 2c 3s (a sum of 5) while 5d of equal value lies on
the table``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from circolo.core.boards import winner_of
from circolo.core.cards.italian import Card, parse_cards
from circolo.core.errors import CircoloError
from circolo.core.record_json import canonical, is_int, show
from circolo.core.replay_faults import Fault, Replay
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions, options_from_json
from circolo.games.scopa.scoring import CATEGORIES
from circolo.games.scopa.state import HandState, Play

GAME: Final = "scopa"
#: The keys of a record's play, in the order it writes them.
PLAY_KEYS: Final = ("seat", "card", "take", "scopa")


def hand_deal_json(hand: HandState) -> dict[str, Any]:
    """The fields of a hand, dealt or finished, that make its deal, as the record writes
    them (a club evening's board deal)."""
    return {
        "dealer": hand.dealer,
        "deal": [[card.code for card in cards] for cards in hand.deal],
        "table": [card.code for card in hand.turned_up],
        "stock": [card.code for card in hand.stock],
    }


def hand_to_json(hand: HandState) -> dict[str, Any]:
    """A finished hand as the record writes it."""
    return {
        **hand_deal_json(hand),
        "plays": [entry.to_json() for entry in hand.plays],
        "result": hand.result().to_json(),
    }


def match_record(match: MatchState, *, seed: int | None, players: Sequence[str]) -> dict[str, Any]:
    """The record of ``match``: its finished hands (nothing of a hand in play)."""
    return {
        "game": GAME,
        "options": match.options.to_json(),
        "seed": seed,
        "players": list(players),
        "hands": [hand_to_json(hand) for hand in match.finished],
        "score": list(match.score),
        "winner": match.winner,
    }


class ScopaReplay(Replay):
    """Replays one Scopa record; faults are located by hand and step."""

    places = ("hand", "step")

    def __init__(self, number: int, *, board: bool = False) -> None:
        super().__init__(number)
        #: A club evening's board: one hand from 0-0, the game's fields scoring it alone.
        self.board = board
        self.hand: int | None = None
        self.step: int | None = None

    def record(self, data: object) -> None:
        if not isinstance(data, dict):
            raise self.stop("a match record must be a JSON object")
        if data.get("game") != GAME:
            raise self.stop(f"'game' must be \"{GAME}\", not {show(data.get('game'))}")
        try:
            options = options_from_json(data.get("options"))
        except CircoloError as error:
            raise self.stop(str(error)) from None
        if "seed" in data and not (data["seed"] is None or is_int(data["seed"])):
            self.fault("'seed' must be a whole number or null")
        elif self.board and not is_int(data.get("seed")):
            self.fault("a board's 'seed' must be the evening's, a whole number")
        players = self.field(data, "players", list, "the record")
        if len(players) != options.players or not all(isinstance(p, str) for p in players):
            self.fault(f"'players' must list {options.players} player names, one per seat")
        hands = self.field(data, "hands", list, "the record")
        if not hands:
            raise self.stop("the game has no hands; a game has at least one")
        if self.board and len(hands) != 1:
            raise self.stop(f"a board is played as one hand, but the record holds {len(hands)}")
        match: MatchState | None = None
        for number, hand in enumerate(hands, start=1):
            self.hand, self.step = number, None
            if match is not None and match.is_over:
                raise self.stop(f"the game was already over after hand {number - 1}")
            match = self._hand(hand, match, options)
        self.hand = None
        assert match is not None
        winner = match.winner
        if self.board:
            winner = winner_of(match.score)  # the hand's, whatever the target
        elif not match.is_over:
            raise self.stop(
                f"the game is not over: {match.score[0]}-{match.score[1]} after {len(hands)} "
                f"hands (a side needs {options.target} and more than the other)"
            )
        for key, value in (("score", list(match.score)), ("winner", winner)):
            if canonical(data.get(key)) != canonical(value):
                self.fault(f"{key!r} is {show(data.get(key))}; the rules give {show(value)}")

    def _hand(self, hand: object, match: MatchState | None, options: ScopaOptions) -> MatchState:
        if not isinstance(hand, dict):
            raise self.stop("a hand must be a JSON object")
        dealer = self.field(hand, "dealer", int, "the hand")
        if match is None:
            try:
                match = MatchState.new(options, dealer)
            except CircoloError as error:
                raise self.stop(str(error)) from None
        elif dealer != match.dealer:
            raise self.stop(
                f"the dealer is seat {dealer}, but it should be seat {match.dealer} "
                "(the deal passes to the next seat after every hand)"
            )
        deal = self.field(hand, "deal", list, "the hand")
        table = self.field(hand, "table", list, "the hand")
        stock = self.field(hand, "stock", list, "the hand")
        try:
            if not all(isinstance(cards, list) for cards in deal):
                raise self.stop("each of the hand's 'deal' must be a list of card codes")
            dealt = [parse_cards(cards) for cards in deal]
            start = HandState.start(options, dealer, dealt, parse_cards(table), parse_cards(stock))
            match = match.start_hand(start)
        except CircoloError as error:
            raise self.stop(str(error)) from None
        plays = self.field(hand, "plays", list, "the hand")
        for number, entry in enumerate(plays, start=1):
            self.step = number
            if match.hand is None:
                raise self.stop("the hand was already over")
            match = self._entry(entry, match)
        self.step = None
        if match.hand is not None:
            raise self.stop(f"the hand stops after {len(plays)} steps with cards still in hand")
        self._result(hand.get("result"), match.finished[-1])
        return match

    def _entry(self, entry: object, match: MatchState) -> MatchState:
        if not isinstance(entry, dict) or set(entry) != set(PLAY_KEYS):
            raise self.stop(f'the play {show(entry)} is not {{"seat", "card", "take", "scopa"}}')
        seat = self.field(entry, "seat", int, "the play")
        code = self.field(entry, "card", str, "the play")
        take = self.field(entry, "take", list, "the play")
        scopa = self.field(entry, "scopa", bool, "the play")
        try:
            card = Card.parse(code)
            play = Play(card, parse_cards(take))
        except CircoloError as error:
            raise self.stop(str(error)) from None
        if seat != match.to_move:
            raise self.stop(f"seat {seat} played, but it was seat {match.to_move}'s turn")
        assert match.hand is not None
        plays_before = len(match.hand.plays)
        try:
            after = match.apply(play)
        except CircoloError as error:
            raise self.stop(str(error)) from None
        hand = after.hand if after.hand is not None else after.finished[-1]
        rules = hand.plays[plays_before].scopa
        if scopa != rules:
            self.fault(f"'scopa' is {show(scopa)}; the rules give {show(rules)}")
        return after

    def _result(self, result: object, hand: HandState) -> None:
        if not isinstance(result, dict):
            self.fault("the hand has no 'result' object")
            return
        for key, value in hand.result().to_json().items():
            if canonical(result.get(key)) != canonical(value):
                self.fault(
                    f"result {key!r} is {show(result.get(key))}; the rules give {show(value)}"
                )
        points = result.get("points")
        in_order = isinstance(points, dict) and tuple(points) == CATEGORIES
        if isinstance(points, dict) and set(points) == set(CATEGORIES) and not in_order:
            self.fault(f"result 'points' must list {', '.join(CATEGORIES)} in this order")


def replay_record(data: object, number: int = 1) -> list[Fault]:
    """Every fault of one parsed Scopa record (``number``: its line in its file)."""
    return ScopaReplay(number).run(data)


def replay_board(data: object, number: int = 1) -> list[Fault]:
    """Every fault of a club evening's Scopa board record: its one hand by the rules,
    ``score`` the hand's ``total`` and ``winner`` the side with more (the game need not be
    over)."""
    return ScopaReplay(number, board=True).run(data)
