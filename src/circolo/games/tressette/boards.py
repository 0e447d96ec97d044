"""Tressette's boards at club evenings (:class:`circolo.core.boards.PlaysBoards`).

A board is one hand played from 0-0: dealt by ``board_dealer(board, 4)`` from a deck
shuffled by ``board_rng(seed, board)``, shuffled and dealt again from that generator while
the options' redeal rules call for it (as every hand of a match is dealt), so every table
that plays the board holds the same cards whoever sits there. The hand is played by the
options' rules — accuse, signals, cappotto, "tirarsi fuori" — with the game's score 0-0 and
its target the options' (so accuse can still end it after the first trick), and it is the
only hand played whatever the target or ``best_of``. Its record is the match record
(:func:`circolo.games.tressette.record.match_record`) with one game, ``ended_by``
``board``, scoring that hand alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from circolo.core.boards import board_dealer, board_rng, deal_fields, player_rng, winner_of
from circolo.core.errors import OptionError, PlayerSpecError
from circolo.core.players import COMMAND_PREFIX
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import PRESETS, TressetteOptions
from circolo.games.tressette.players.base import Player
from circolo.games.tressette.players.registry import PLAYERS, create_player, parse_spec
from circolo.games.tressette.players.selfplay import deal_until_playable, play_dealt_hand
from circolo.games.tressette.record import match_record
from circolo.games.tressette.rules import SEATS
from circolo.games.tressette.state import hand_deal_json, hand_to_json

#: The fields of a HAND that make a board's deal, in the evening record's order.
DEAL_KEYS: Final[tuple[str, ...]] = ("dealer", "deal")
#: How a board's one game ended (the record's ``ended_by``).
ENDED_BY_BOARD: Final = "board"
#: The player spec of a person, which only a server's evening seats.
HUMAN: Final = "human"


def evening_options(options: TressetteOptions) -> TressetteOptions:
    """``options`` as an evening plays them, or an OptionError: the Roman match
    (``second_game`` briscola) is a match of games, not hands, and no board plays it."""
    if options.second_game != "tressette":
        raise OptionError("tressette.evening.second_game", game=options.second_game)
    return options


def check_board_players(specs: Sequence[str]) -> None:
    """Refuse ``human``, a spec no Tressette computer player answers to, or more than four."""
    if len(specs) > SEATS:
        raise PlayerSpecError("error.players_count", count=len(specs))
    for spec in specs:
        if spec.strip().partition(":")[0] == HUMAN:
            raise PlayerSpecError("tressette.evening.human", names=", ".join(PLAYERS))
        if spec.startswith(COMMAND_PREFIX):
            if not spec[len(COMMAND_PREFIX) :].strip():
                raise PlayerSpecError("error.bad_player_spec", spec=repr(spec))
            continue
        parse_spec(spec)


def deal_board(options: TressetteOptions, *, seed: int, board: int) -> MatchState:
    """The match of board ``board`` of the evening ``seed``, its one hand dealt and nothing
    played (the same at every table: nothing but the board's generator draws the cards)."""
    match = MatchState.new(evening_options(options), board_dealer(board, SEATS))
    return deal_until_playable(match, board_rng(seed, board))


def board_deal_json(options: TressetteOptions, *, seed: int, board: int) -> dict[str, Any]:
    """The deal of board ``board`` of the evening ``seed``, as ``board_deal`` of its record."""
    hand = deal_board(options, seed=seed, board=board).hand
    assert hand is not None
    return dict(hand_deal_json(hand))


def play_board(
    options: TressetteOptions,
    *,
    variant: str | None,
    seed: int,
    board: int,
    players: Sequence[str],
    player_seed: str,
) -> dict[str, Any]:
    """The record of board ``board`` of the evening ``seed`` played by ``players`` (one spec
    a seat, each player made with ``player_rng(player_seed, seat)``)."""
    options = evening_options(options)
    check_board_players(players)
    if len(players) != SEATS:
        raise PlayerSpecError("error.players_count", count=len(players))
    dealt = deal_board(options, seed=seed, board=board)
    made = [create_player(spec, player_rng(player_seed, seat)) for seat, spec in enumerate(players)]
    try:
        played = play_dealt_hand(dealt, made)
    finally:
        for player in made:
            _close(player)
    return board_record(played, variant=variant, seed=seed, players=players)


def board_record(
    played: MatchState, *, variant: str | None, seed: int, players: Sequence[str]
) -> dict[str, Any]:
    """The record of a board's match ``played`` (its one hand over): the match record with
    one game, ``ended_by`` ``board``, scoring that hand alone (what a live table of an
    evening writes too)."""
    hand = played.last_hand
    assert hand is not None
    points = hand.result().points
    winner = winner_of(points)
    variant = _variant(variant, played.options)
    record = match_record(played, variant=variant, seed=seed, players=players)
    record["games"] = [
        {
            "hands": [hand_to_json(hand)],
            "score": list(points),
            "winner": winner,
            "ended_by": ENDED_BY_BOARD,
        }
    ]
    record["winner"] = winner
    return record


def _variant(variant: str | None, options: TressetteOptions) -> str:
    """The preset the record names: ``variant``, else the one these options are, else
    ``classico``."""
    if variant is not None:
        return variant
    return next((name for name, preset in PRESETS.items() if preset == options), "classico")


def _close(player: Player) -> None:
    """Close ``player`` if it holds something to close (an external program's process)."""
    close = getattr(player, "close", None)
    if callable(close):
        close()


def _hand(record: Mapping[str, Any]) -> Mapping[str, Any]:
    hand: Mapping[str, Any] = record["games"][0]["hands"][0]
    return hand


def board_deal(record: Mapping[str, Any]) -> dict[str, Any]:
    """The deal of a board record's hand: its ``dealer`` and ``deal``, in that order."""
    return deal_fields(_hand(record), DEAL_KEYS)


def board_points(record: Mapping[str, Any]) -> tuple[int, int]:
    """The points of side 0 and side 1 on a board record: its hand's ``result.points``."""
    points = _hand(record)["result"]["points"]
    return int(points[0]), int(points[1])
