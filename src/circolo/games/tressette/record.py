"""Tressette match records (docs/interfaces.md): written from a match, read back, and replayed.

:func:`replay_record` re-validates every rule of a record — the deal, each play, signals,
accuse, every hand's result, each game's end and the match's winner — by playing it again
through the engine, and returns one :class:`Fault` per broken rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from circolo.core.boards import winner_of
from circolo.core.cards.italian import Card, parse_cards
from circolo.core.errors import CircoloError
from circolo.core.record_json import (
    canonical,
    is_int,
    json_type,
    same,
    show,
)
from circolo.core.replay_faults import Fault, Replay, StopReplayError
from circolo.games.tressette.match import GameResult, MatchState
from circolo.games.tressette.options import TressetteOptions, options_from_json, preset
from circolo.games.tressette.rules import SEATS
from circolo.games.tressette.state import HandState, Play, hand_to_json

GAME = "tressette"


def match_record(
    match: MatchState, *, variant: str, seed: int | None, players: Sequence[str]
) -> dict[str, Any]:
    """The record of ``match``: finished games, plus the game in progress if any.

    A game in progress lists only its finished hands, with ``winner`` and ``ended_by`` null;
    nothing of a hand in play is ever written.
    """
    games = [game.to_json() for game in match.games]
    if not match.is_over and match.other is not None:
        from circolo.core.registry import embedded_game

        name, state = match.other
        playing = embedded_game(name).game_json(state)
        if playing["hands"]:
            games.append(playing)
    elif not match.is_over and match.hands:
        games.append(
            {
                "hands": [hand_to_json(hand) for hand in match.hands],
                "score": list(match.score),
                "winner": None,
                "ended_by": None,
            }
        )
    return {
        "game": GAME,
        "variant": variant,
        "options": match.options.to_json(),
        "seed": seed,
        "players": list(players),
        "games": games,
        "winner": match.winner,
    }


class _Replay(Replay):
    """Replays one Tressette record; faults are located by game, hand and play."""

    places = ("game", "hand", "play")

    def __init__(self, number: int, *, board: bool = False) -> None:
        super().__init__(number)
        #: A club evening's board record (one hand, its match-level fields scoring it alone).
        self.board = board
        self.game: int | None = None
        self.hand: int | None = None
        self.play: int | None = None

    def record(self, data: object) -> None:
        record, options, games = self._header(data)
        if self.board:
            self._board(record, games, options)
        else:
            self._match(record, games, options)

    def _header(self, data: object) -> tuple[dict[str, Any], TressetteOptions, list[Any]]:
        """The record's fields around its games: the record, its options and its games."""
        if not isinstance(data, dict):
            raise self.stop(f"a match record must be a JSON object, not {json_type(data)}")
        if data.get("game") != GAME:
            raise self.stop(f"'game' must be \"{GAME}\", not {show(data.get('game'))}")
        variant = self.field(data, "variant", str, "the record")
        try:
            preset(variant)
            options = options_from_json(data.get("options"))
        except CircoloError as error:
            raise self.stop(str(error)) from None
        if "seed" not in data:
            self.fault("the record has no 'seed' (a whole number, or null when unknown)")
        elif not (data["seed"] is None or is_int(data["seed"])):
            self.fault("'seed' must be a whole number or null")
        players = self.field(data, "players", list, "the record")
        if len(players) != SEATS or not all(isinstance(p, str) for p in players):
            self.fault("'players' must list four player names, one per seat")
        games = self.field(data, "games", list, "the record")
        if not games:
            raise self.stop("the record has no games; a match has at least one")
        return data, options, games

    def _board(self, data: dict[str, Any], games: list[Any], options: TressetteOptions) -> None:
        """A board record: one game of one hand, played from 0-0 whatever the target, its
        game's ``score`` the hand's points, ``winner`` the side with more (null when level),
        ``ended_by`` ``board``, and the record's ``winner`` the same."""
        if options.second_game != "tressette":
            self.fault(
                f"an evening's board is not played with second_game {options.second_game} "
                "(the Roman match)"
            )
        if len(games) != 1:
            raise self.stop(f"a board record holds one game, not {len(games)}")
        self.game = 1
        game = games[0]
        if not isinstance(game, dict):
            raise self.stop(f"a game must be a JSON object, not {json_type(game)}")
        hands = self.field(game, "hands", list, "the game")
        if len(hands) != 1:
            raise self.stop(f"a board's game holds one hand, not {len(hands)}")
        self.hand = 1
        match = self._hand(hands[0], None, options)
        self.hand = None
        finished = match.last_hand
        assert finished is not None
        points = finished.result().points
        winner = winner_of(points)
        expected = {"score": list(points), "winner": winner, "ended_by": "board"}
        for key, value in expected.items():
            if not same(game.get(key), value):
                shown = show(game.get(key))
                self.fault(f"the game's {key!r} is {shown}; the board gives {show(value)}")
        self.game = None
        if not same(data.get("winner"), winner):
            shown = show(data.get("winner"))
            self.fault(f"'winner' is {shown}; the board's points give {show(winner)}")

    def _match(self, data: dict[str, Any], games: list[Any], options: TressetteOptions) -> None:
        match: MatchState | None = None
        for number, game in enumerate(games, start=1):
            self.game, self.hand, self.play = number, None, None
            if match is not None and match.is_over:
                raise self.stop(
                    f"the match was already won by team {match.winner} after game {number - 1}"
                )
            if match is not None and match.other is not None:
                match = self._other_game(game, match)
            else:
                match = self._game(game, match, options)
        self.game = None
        assert match is not None
        if not match.is_over:
            wins = match.wins
            raise self.stop(
                f"the match is not over: games won {wins[0]}-{wins[1]} "
                f"in a best of {options.best_of}"
            )
        if not same(data.get("winner"), match.winner):
            shown = show(data.get("winner"))
            self.fault(f"'winner' is {shown}, but team {match.winner} won the match")

    def _game(self, game: object, match: MatchState | None, options: Any) -> MatchState:
        if not isinstance(game, dict):
            raise self.stop(f"a game must be a JSON object, not {json_type(game)}")
        hands = self.field(game, "hands", list, "the game")
        if not hands:
            raise self.stop("the game has no hands")
        games_before = 0 if match is None else len(match.games)
        for number, hand in enumerate(hands, start=1):
            self.hand, self.play = number, None
            if match is not None and len(match.games) > games_before:
                ended = match.games[-1]
                raise self.stop(
                    f"the game was already over after hand {number - 1}: team {ended.winner} "
                    f"won {ended.score[0]}-{ended.score[1]} ({ended.ended_by})"
                )
            match = self._hand(hand, match, options)
        self.hand = None
        assert match is not None
        if len(match.games) == games_before:
            raise self.stop(
                f"the game stops after hand {len(hands)} at {match.score[0]}-{match.score[1]}, "
                f"but nobody has won it yet (target {match.target})"
            )
        ended = match.games[-1]
        assert isinstance(ended, GameResult)
        self._compare_game(game, ended)
        return match

    def _other_game(self, game: object, match: MatchState) -> MatchState:
        """A game of the match played at another game (the Roman match's Briscola), replayed
        by that game's own rules through the registry."""
        from circolo.core.registry import embedded_game

        assert match.other is not None and self.game is not None
        name, state = match.other
        other = embedded_game(name)
        if not isinstance(game, dict) or game.get("game") != name:
            raise self.stop(
                f"game {self.game} is played at {name} (option second_game): it must be "
                f'an object with "game": "{name}"'
            )
        expected = set(other.game_json(state))
        if set(game) != expected:
            raise self.stop(f"the {name} game must hold exactly {', '.join(sorted(expected))}")
        if not same(game.get("options"), other.second_game_options().to_json()):
            self.fault(f"the {name} game's 'options' must be the Roman match's")
        faults, played = other.replay_game(game, self.number, self.game, state.dealer)
        self.faults.extend(faults)
        if played is None:
            raise StopReplayError()
        if not same(game.get("ended_by"), other.game_json(played)["ended_by"]):
            self.fault(f"the {name} game's 'ended_by' is {show(game.get('ended_by'))}")
        return match.finish_other(played)

    def _compare_game(self, game: dict[str, Any], result: GameResult) -> None:
        expected = {
            "score": list(result.score),
            "winner": result.winner,
            "ended_by": result.ended_by,
        }
        for key, value in expected.items():
            if not same(game.get(key), value):
                shown = show(game.get(key))
                self.fault(f"the game's {key!r} is {shown}; the rules give {show(value)}")

    def _hand(self, hand: object, match: MatchState | None, options: Any) -> MatchState:
        if not isinstance(hand, dict):
            raise self.stop(f"a hand must be a JSON object, not {json_type(hand)}")
        dealer = self.field(hand, "dealer", int, "the hand")
        if match is None:
            if not 0 <= dealer < SEATS:
                raise self.stop(f"dealer {dealer} is not a seat; seats are 0, 1, 2 and 3")
            match = MatchState.new(options, dealer)
        elif dealer != match.dealer:
            raise self.stop(
                f"the dealer is seat {dealer}, but it should be seat {match.dealer} "
                "(the deal passes to the next seat after every hand)"
            )
        deal = self.field(hand, "deal", list, "the hand")
        cards: list[tuple[Card, ...]] = []
        for seat, codes in enumerate(deal):
            if not isinstance(codes, list):
                raise self.stop(f"the deal of seat {seat} must be a list of card codes")
            try:
                cards.append(parse_cards(codes))
            except CircoloError as error:
                raise self.stop(f"the deal of seat {seat}: {error}") from None
        try:
            match = match.deal(cards)
        except CircoloError as error:
            raise self.stop(str(error)) from None
        plays = self.field(hand, "plays", list, "the hand")
        for number, entry in enumerate(plays, start=1):
            self.play = number
            if match.hand is None:
                if match.last_hand is not None and match.last_hand.ended_by_accuse:
                    raise self.stop(
                        "the hand was already over: accuse ended the game after the first "
                        "trick (tirarsi fuori)"
                    )
                raise self.stop("the hand was already over: a hand has 40 plays")
            match = self._play(entry, match)
        self.play = None
        if match.hand is not None:
            raise self.stop(f"the hand stops after {len(plays)} plays; all 40 must be recorded")
        finished = match.last_hand
        assert finished is not None
        self._compare_hand(hand, finished)
        return match

    def _play(self, entry: object, match: MatchState) -> MatchState:
        if not isinstance(entry, dict):
            raise self.stop(f"a play must be a JSON object, not {json_type(entry)}")
        seat = self.field(entry, "seat", int, "the play")
        code = self.field(entry, "card", str, "the play")
        signals = entry.get("signals", [])
        if not isinstance(signals, list) or not all(isinstance(s, str) for s in signals):
            raise self.stop("the play's 'signals' must be a list of signal ids")
        try:
            card = Card.parse(code)
        except CircoloError as error:
            raise self.stop(str(error)) from None
        if seat != match.to_move:
            raise self.stop(f"seat {seat} played {code}, but it was seat {match.to_move}'s turn")
        try:
            return match.play(Play(card, tuple(signals)))
        except CircoloError as error:
            raise self.stop(str(error)) from None

    def _compare_hand(self, hand: dict[str, Any], finished: HandState) -> None:
        declared = hand.get("accuse")
        expected_accuse = [accusa.to_json() for accusa in finished.accuse]
        if not isinstance(declared, list) or sorted(map(canonical, declared)) != sorted(
            map(canonical, expected_accuse)
        ):
            self.fault(f"'accuse' is {show(declared)}; the rules give {show(expected_accuse)}")
        result = hand.get("result")
        if not isinstance(result, dict):
            self.fault("the hand has no 'result' object")
            return
        for key, value in finished.result().to_json().items():
            if not same(result.get(key), value):
                shown = show(result.get(key))
                self.fault(f"result {key!r} is {shown}; the rules give {show(value)}")


def replay_record(data: object, number: int = 1) -> list[Fault]:
    """Every fault of one parsed record (``number`` is its position in its file, from 1)."""
    return _Replay(number).run(data)


def replay_board(data: object, number: int = 1) -> list[Fault]:
    """Every fault of one club evening's board record (``number`` standing for its line):
    its one hand replayed, its match-level fields checked as scoring that hand alone."""
    return _Replay(number, board=True).run(data)
