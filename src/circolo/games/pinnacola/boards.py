"""Pinnacola's boards at club evenings (core/boards.py's :class:`PlaysBoards`).

A board is one hand from 0-0: an evening plays ``mode`` single, whatever the options said, so
a board record is the record of a ``mode`` single match (docs/interfaces.md, "Club
evenings"): its one hand, ``score`` that hand's ``total``, ``winner`` and ``ended_by``
(``single``, or ``pinnacolone``) as the rules give them. Pinnacola never redeals, so a
board's deal is the first shuffle of ``board_rng(seed, board)`` dealt by
``board_dealer(board, seats)``.

(``--set mode=points`` on the command line is refused there, before the options reach
:func:`evening_options`, which sees only the options and sets ``mode`` single.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final

from circolo.core.boards import board_dealer, board_rng, deal_fields, player_rng
from circolo.core.errors import PlayerSpecError
from circolo.core.replay_faults import Fault
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.registry import NAMES, create_player
from circolo.games.pinnacola.players.selfplay import play_on, shuffled_deck
from circolo.games.pinnacola.record import hand_deal_json, match_record, replay_record
from circolo.games.pinnacola.state import MatchState

#: The fields of a record's HAND that make a board's deal, in the evening record's order.
DEAL_KEYS: Final[tuple[str, ...]] = ("dealer", "deal", "upcard", "stock")
#: The spec of a person's seat, which no board of a computer evening is played by.
HUMAN: Final = "human"


def evening_options(options: PinnacolaOptions) -> PinnacolaOptions:
    """The options an evening plays: ``options`` with ``mode`` single (one hand a board)."""
    return replace(options, mode="single")


def check_board_players(options: PinnacolaOptions, specs: Sequence[str]) -> None:
    """Refuse more specs than seats, ``human`` and any spec no Pinnacola player answers to."""
    if len(specs) > options.players:
        raise PlayerSpecError("error.pin_players_count", count=len(specs), seats=options.players)
    for seat, spec in enumerate(specs):
        if spec.strip().partition(":")[0] == HUMAN:
            raise PlayerSpecError("error.pin_evening_human", names=", ".join(NAMES))
        create_player(spec, player_rng("check", seat))


def play_board(
    options: PinnacolaOptions,
    *,
    seed: int,
    board: int,
    players: Sequence[str],
    player_seed: str,
) -> dict[str, Any]:
    """The record of board ``board`` of the evening ``seed``, played by ``players``."""
    options = evening_options(options)
    check_board_players(options, players)
    if len(players) != options.players:
        raise PlayerSpecError("error.pin_players_count", count=len(players), seats=options.players)
    seats = [create_player(spec, player_rng(player_seed, s)) for s, spec in enumerate(players)]
    # A match of mode single ends with its one hand: play_on deals no other from the rng.
    match = play_on(deal_board(options, seed=seed, board=board), seats, board_rng(seed, board))
    return match_record(match, seed=seed, players=players)


def deal_board(options: PinnacolaOptions, *, seed: int, board: int) -> MatchState:
    """The match (mode single) of board ``board`` of the evening ``seed``, its one hand
    dealt by ``board_dealer(board, players)`` from the first shuffle of ``board_rng(seed,
    board)`` and nothing played (the same at every table)."""
    options = evening_options(options)
    match = MatchState.new(options, board_dealer(board, options.players))
    return match.deal(shuffled_deck(options, board_rng(seed, board)))


def board_deal_json(options: PinnacolaOptions, *, seed: int, board: int) -> dict[str, Any]:
    """The deal of board ``board`` of the evening ``seed``, as ``board_deal`` of its record."""
    hand = deal_board(options, seed=seed, board=board).hand
    assert hand is not None
    return hand_deal_json(hand)


def board_deal(record: Mapping[str, Any]) -> dict[str, Any]:
    """The deal of a board record's one hand: ``dealer``, ``deal``, ``upcard``, ``stock``."""
    return deal_fields(record["hands"][0], DEAL_KEYS)


def board_points(record: Mapping[str, Any]) -> tuple[int, int]:
    """Each side's points on the board: the one hand's ``result.total``."""
    first, second = record["hands"][0]["result"]["total"]
    return int(first), int(second)


def replay_board(record: object, number: int) -> list[Fault]:
    """Every fault of a board record: its one hand by the rules, the match scoring it alone."""
    return replay_record(record, number, board=True)
