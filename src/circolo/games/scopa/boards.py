"""Scopa's boards at club evenings (docs/interfaces.md, "Club evenings"): one hand from 0-0,
dealt from the evening's seed the same at every table, and its record.

A board record is the game's match record holding that one hand; its ``score`` is the hand's
``total`` and its ``winner`` the side with more (null when level), whatever ``target`` the
options record. The board's deal is the game's own: shuffled by the board's generator, and
shuffled again by it while three Re are turned up (``three_kings_redeal``), so every table
redeals alike.

>>> from circolo.games.scopa.options import preset
>>> record = play_board(preset("scopone"), seed=7, board=3, players=["random"] * 4,
...                     player_seed="t1")
>>> len(record["hands"]), record["hands"][0]["dealer"], len(record["hands"][0]["table"])
(1, 2, 0)
>>> record["score"] == list(board_points(record))
True
>>> list(board_deal(record)), replay_board(record, 1)
(['dealer', 'deal', 'table', 'stock'], [])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from circolo.core.boards import board_dealer, board_rng, deal_fields, player_rng, winner_of
from circolo.core.errors import PlayerSpecError
from circolo.core.replay_faults import Fault
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.players.registry import NAMES, check_player_specs, create_player
from circolo.games.scopa.players.selfplay import play_hand
from circolo.games.scopa.record import hand_deal_json, match_record
from circolo.games.scopa.record import replay_board as replay_board_record

#: The fields of a Scopa hand that make its deal, in the record's order.
DEAL_KEYS: Final[tuple[str, ...]] = ("dealer", "deal", "table", "stock")
#: The spec of a person's seat, which no computer player answers to.
HUMAN: Final = "human"


def evening_options(options: ScopaOptions) -> ScopaOptions:
    """Every Scopa option can be played at an evening (``target`` is recorded but plays no
    part: a board is one hand)."""
    return options


def table_seats(options: ScopaOptions) -> int:
    """A table's seats: the option ``players`` (2, or 4 in two pairs; Scopone is 4)."""
    return options.players


def check_board_players(specs: Sequence[str]) -> None:
    """Refuse ``human`` and any spec that is not a Scopa computer player (its settings
    checked)."""
    for seat, spec in enumerate(specs):
        if spec.strip().partition(":")[0].strip() == HUMAN:
            raise PlayerSpecError("error.scopa_board_human", names=", ".join(NAMES))
        create_player(spec, player_rng("check", seat))


def play_board(
    options: ScopaOptions, *, seed: int, board: int, players: Sequence[str], player_seed: str
) -> dict[str, Any]:
    """The record of board ``board`` of the evening ``seed``, played by ``players``."""
    check_board_players(players)
    check_player_specs(players, options)
    made = [create_player(spec, player_rng(player_seed, s)) for s, spec in enumerate(players)]
    match = play_hand(deal_board(options, seed=seed, board=board), made)
    return board_record(match, seed=seed, players=players)


def deal_board(options: ScopaOptions, *, seed: int, board: int) -> MatchState:
    """The match of board ``board`` of the evening ``seed``, its one hand dealt by
    ``board_dealer(board, players)`` from ``board_rng(seed, board)`` (shuffled again while
    the rules call for a redeal) and nothing played (the same at every table)."""
    match = MatchState.new(options, board_dealer(board, options.players))
    return deal_until_playable(match, board_rng(seed, board))


def board_deal_json(options: ScopaOptions, *, seed: int, board: int) -> dict[str, Any]:
    """The deal of board ``board`` of the evening ``seed``, as ``board_deal`` of its record."""
    hand = deal_board(options, seed=seed, board=board).hand
    assert hand is not None
    return hand_deal_json(hand)


def board_record(match: MatchState, *, seed: int, players: Sequence[str]) -> dict[str, Any]:
    """The record of a game of one finished hand, scoring that hand alone."""
    (hand,) = match.finished
    total = hand.result().total
    record = match_record(match, seed=seed, players=players)
    record["score"] = list(total)
    record["winner"] = winner_of(total)
    return record


def board_deal(record: Mapping[str, Any]) -> dict[str, Any]:
    """The board's deal: the fields of the record's one hand that make it."""
    return deal_fields(record["hands"][0], DEAL_KEYS)


def board_points(record: Mapping[str, Any]) -> tuple[int, int]:
    """Each side's points on the board (the hand's ``result.total``)."""
    a, b = record["hands"][0]["result"]["total"]
    return int(a), int(b)


def replay_board(record: object, number: int) -> list[Fault]:
    """Every fault of a board record (its one hand, ``score`` and ``winner``)."""
    return replay_board_record(record, number)
