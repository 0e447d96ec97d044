"""Briscola match records (docs/interfaces.md): written from a game, and replayed.

:func:`replay_record` plays a record again through the engine — every deal against the
deck, every card and exchange of the 7 in turn, every hand's result and the game's end —
and returns one :class:`Fault` per broken rule, located by hand and play (plays counted
from 1, exchanges included). :func:`replay_game` does the same for a Briscola game inside
another record (the second game of a Roman Tressette match).
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any, Final

from circolo.core.cards.italian import Card, parse_cards
from circolo.core.errors import CircoloError
from circolo.core.record_json import canonical, is_int, show
from circolo.core.replay_faults import Fault, Replay, StopReplayError
from circolo.games.briscola.options import BriscolaOptions, options_from_json
from circolo.games.briscola.state import Action, HandState, MatchState, Play, SwapSeven

GAME: Final = "briscola"
#: How a Briscola game ends (a Roman match's ``games[1].ended_by``).
ENDED_BY: Final = "hands"


def hand_deal_json(hand: HandState) -> dict[str, Any]:
    """The fields of a hand, dealt or finished, that make its deal, as the record writes
    them (a club evening's board deal)."""
    return {
        "dealer": hand.dealer,
        "deal": [[card.code for card in cards] for cards in hand.deal],
        "briscola": hand.briscola.code,
        "stock": [card.code for card in hand.stock],
    }


def hand_to_json(hand: HandState) -> dict[str, Any]:
    """A finished hand as the record writes it."""
    return {
        **hand_deal_json(hand),
        "plays": [entry.to_json() for entry in hand.plays],
        "result": hand.result().to_json(),
    }


def game_json(match: MatchState) -> dict[str, Any]:
    """A Briscola game as a Roman match's ``games[1]`` holds it (interfaces.md)."""
    return {
        "game": GAME,
        "options": match.options.to_json(),
        "hands": [hand_to_json(hand) for hand in match.finished],
        "wins": list(match.wins),
        "winner": match.winner,
        "ended_by": ENDED_BY if match.is_over else None,
    }


def match_record(match: MatchState, *, seed: int | None, players: Sequence[str]) -> dict[str, Any]:
    """The record of ``match``: its finished hands (nothing of a hand in play)."""
    return {
        "game": GAME,
        "options": match.options.to_json(),
        "seed": seed,
        "players": list(players),
        "hands": [hand_to_json(hand) for hand in match.finished],
        "wins": list(match.wins),
        "winner": match.winner,
    }


class BriscolaReplay(Replay):
    """Replays one Briscola record (or game); faults are located by hand and play."""

    places = ("game", "hand", "play")

    def __init__(self, number: int, game: int | None = None, *, board: bool = False) -> None:
        super().__init__(number)
        self.game: int | None = game
        #: A club evening's board: one hand from 0-0, the game's fields scoring it alone.
        self.board = board
        self.hand: int | None = None
        self.play: int | None = None

    def record(self, data: object) -> None:
        if not isinstance(data, dict):
            raise self.stop("a match record must be a JSON object")
        if data.get("game") != GAME:
            raise self.stop(f"'game' must be \"{GAME}\", not {show(data.get('game'))}")
        options = self.options_of(data)
        if "seed" in data and not (data["seed"] is None or is_int(data["seed"])):
            self.fault("'seed' must be a whole number or null")
        elif self.board and not is_int(data.get("seed")):
            self.fault("a board's 'seed' must be the evening's, a whole number")
        players = self.field(data, "players", list, "the record")
        if len(players) != options.players or not all(isinstance(p, str) for p in players):
            self.fault(f"'players' must list {options.players} player names, one per seat")
        self.game_of(data, options, None)

    def options_of(self, data: dict[str, Any]) -> BriscolaOptions:
        """The record's ``options``, or a stop naming what is wrong with them."""
        try:
            return options_from_json(data.get("options"))
        except CircoloError as error:
            raise self.stop(str(error)) from None

    def game_of(
        self, data: dict[str, Any], options: BriscolaOptions, first_dealer: int | None
    ) -> MatchState:
        """Replay the hands of a game (dealt first by ``first_dealer`` where the record
        around it decides that) and check its ``wins`` and ``winner``."""
        hands = self.field(data, "hands", list, "the game")
        if not hands:
            raise self.stop("the game has no hands; a game has at least one")
        if self.board and len(hands) != 1:
            raise self.stop(f"a board is played as one hand, but the record holds {len(hands)}")
        match: MatchState | None = None
        for number, hand in enumerate(hands, start=1):
            self.hand, self.play = number, None
            if match is not None and match.is_over:
                raise self.stop(f"the game was already over after hand {number - 1}")
            match = self._hand(hand, match, options, first_dealer)
        self.hand = None
        assert match is not None
        winner = match.winner
        if self.board:
            winner = match.finished[0].result().winner  # the hand's, whatever hands_to_win
        elif not match.is_over:
            raise self.stop(
                f"the game is not over: {match.wins[0]}-{match.wins[1]} hands won "
                f"after {len(hands)} (a side needs {options.hands_to_win})"
            )
        for key, value in (("wins", list(match.wins)), ("winner", winner)):
            if canonical(data.get(key)) != canonical(value):
                self.fault(f"{key!r} is {show(data.get(key))}; the rules give {show(value)}")
        return match

    def _hand(
        self,
        hand: object,
        match: MatchState | None,
        options: BriscolaOptions,
        first_dealer: int | None,
    ) -> MatchState:
        if not isinstance(hand, dict):
            raise self.stop("a hand must be a JSON object")
        dealer = self.field(hand, "dealer", int, "the hand")
        if match is None:
            if first_dealer is not None and dealer != first_dealer:
                raise self.stop(
                    f"the dealer is seat {dealer}, but it should be seat {first_dealer} "
                    "(the deal passes on from the game before)"
                )
            try:
                match = MatchState.new(options, dealer)
            except CircoloError as error:
                raise self.stop(str(error)) from None
        elif dealer != match.dealer:
            raise self.stop(
                f"the dealer is seat {dealer}, but it should be seat {match.dealer} "
                "(the deal passes to the next seat after every hand)"
            )
        try:
            deal = [self._cards(codes, "deal") for codes in self.field(hand, "deal", list, "hand")]
            briscola = Card.parse(self.field(hand, "briscola", str, "the hand"))
            stock = self._cards(self.field(hand, "stock", list, "the hand"), "stock")
            match = match.start_hand(HandState.start(options, dealer, deal, briscola, stock))
        except CircoloError as error:
            raise self.stop(str(error)) from None
        plays = self.field(hand, "plays", list, "the hand")
        for number, entry in enumerate(plays, start=1):
            self.play = number
            if match.hand is None:
                raise self.stop("the hand was already over")
            match = self._entry(entry, match)
        self.play = None
        if match.hand is not None:
            raise self.stop(f"the hand stops after {len(plays)} plays with cards still in hand")
        result = hand.get("result")
        if not isinstance(result, dict):
            self.fault("the hand has no 'result' object")
            return match
        for key, value in match.finished[-1].result().to_json().items():
            if canonical(result.get(key)) != canonical(value):
                self.fault(
                    f"result {key!r} is {show(result.get(key))}; the rules give {show(value)}"
                )
        return match

    def _cards(self, codes: object, what: str) -> tuple[Card, ...]:
        if not isinstance(codes, list):
            raise self.stop(f"each of the hand's {what!r} must be a list of card codes")
        return parse_cards(codes)

    def _entry(self, entry: object, match: MatchState) -> MatchState:
        if not isinstance(entry, dict):
            raise self.stop("a play must be a JSON object")
        seat = self.field(entry, "seat", int, "the play")
        action: Action
        try:
            if set(entry) == {"seat", "card"} and isinstance(entry["card"], str):
                action = Play(Card.parse(entry["card"]))
            elif set(entry) == {"seat", "swap"} and isinstance(entry["swap"], str):
                action = SwapSeven(Card.parse(entry["swap"]))
            else:
                raise self.stop(
                    f'the play {show(entry)} is neither {{"seat", "card"}} nor {{"seat", "swap"}}'
                )
        except CircoloError as error:
            raise self.stop(str(error)) from None
        if seat != match.to_move:
            raise self.stop(f"seat {seat} played, but it was seat {match.to_move}'s turn")
        try:
            return match.apply(action)
        except CircoloError as error:
            raise self.stop(str(error)) from None


def replay_record(data: object, number: int = 1) -> list[Fault]:
    """Every fault of one parsed Briscola record (``number``: its line in its file)."""
    return BriscolaReplay(number).run(data)


def replay_board(data: object, number: int = 1) -> list[Fault]:
    """Every fault of a club evening's Briscola board record: its one hand by the rules,
    ``wins`` and ``winner`` scoring that hand alone (the game need not be over)."""
    return BriscolaReplay(number, board=True).run(data)


def replay_game(
    data: dict[str, Any], number: int, game: int, first_dealer: int | None
) -> tuple[list[Fault], MatchState | None]:
    """The faults of a Briscola game inside another record (``games[game - 1]``), and the
    game as replayed (None where a fault stopped it)."""
    replay = BriscolaReplay(number, game)
    match: MatchState | None = None
    with contextlib.suppress(StopReplayError):
        match = replay.game_of(data, replay.options_of(data), first_dealer)
    return replay.faults, match
