"""Briscola's boards at club evenings (docs/interfaces.md, "Club evenings"): one hand from
0-0, dealt from the evening's seed the same at every table, and its record.

A board record is the game's match record holding that one hand; its ``wins`` count the hand
alone (``[1, 0]``, ``[0, 1]``, or ``[0, 0]`` for a drawn 60-60) and its ``winner`` is the
hand's, whatever ``hands_to_win`` the options record. Briscola deals no hand again, so the
board's deal is the first shuffle of the board's generator.

>>> from circolo.games.briscola.options import BriscolaOptions
>>> record = play_board(BriscolaOptions(), seed=7, board=2, players=["random", "random"],
...                     player_seed="t1")
>>> len(record["hands"]), record["hands"][0]["dealer"], sum(board_points(record))
(1, 1, 120)
>>> list(board_deal(record)), replay_board(record, 1)
(['dealer', 'deal', 'briscola', 'stock'], [])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from circolo.core.boards import board_dealer, board_rng, deal_fields, player_rng
from circolo.core.errors import PlayerSpecError
from circolo.core.replay_faults import Fault
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.players.registry import NAMES, check_player_specs, create_player
from circolo.games.briscola.players.selfplay import play_hand, shuffled_deck
from circolo.games.briscola.record import hand_deal_json, match_record
from circolo.games.briscola.record import replay_board as replay_board_record
from circolo.games.briscola.state import MatchState

#: The fields of a Briscola hand that make its deal, in the record's order.
DEAL_KEYS: Final[tuple[str, ...]] = ("dealer", "deal", "briscola", "stock")
#: The spec of a person's seat, which no computer player answers to.
HUMAN: Final = "human"


def evening_options(options: BriscolaOptions) -> BriscolaOptions:
    """Every Briscola option can be played at an evening (``hands_to_win`` is recorded but
    plays no part: a board is one hand)."""
    return options


def table_seats(options: BriscolaOptions) -> int:
    """A table's seats: the option ``players`` (2, or 4 in two pairs)."""
    return options.players


def check_board_players(specs: Sequence[str]) -> None:
    """Refuse ``human`` and any spec that is not a Briscola computer player."""
    for seat, spec in enumerate(specs):
        if spec.strip().partition(":")[0].strip() == HUMAN:
            raise PlayerSpecError("error.briscola_board_human", names=", ".join(NAMES))
        create_player(spec, player_rng("check", seat))


def play_board(
    options: BriscolaOptions, *, seed: int, board: int, players: Sequence[str], player_seed: str
) -> dict[str, Any]:
    """The record of board ``board`` of the evening ``seed``, played by ``players``."""
    check_board_players(players)
    check_player_specs(players, options)
    made = [create_player(spec, player_rng(player_seed, s)) for s, spec in enumerate(players)]
    match = play_hand(deal_board(options, seed=seed, board=board), made)
    return board_record(match, seed=seed, players=players)


def deal_board(options: BriscolaOptions, *, seed: int, board: int) -> MatchState:
    """The match of board ``board`` of the evening ``seed``, its one hand dealt by
    ``board_dealer(board, players)`` from the first shuffle of ``board_rng(seed, board)``
    and nothing played (the same at every table)."""
    match = MatchState.new(options, board_dealer(board, options.players))
    return match.deal(shuffled_deck(board_rng(seed, board)))


def board_deal_json(options: BriscolaOptions, *, seed: int, board: int) -> dict[str, Any]:
    """The deal of board ``board`` of the evening ``seed``, as ``board_deal`` of its record."""
    hand = deal_board(options, seed=seed, board=board).hand
    assert hand is not None
    return hand_deal_json(hand)


def board_record(match: MatchState, *, seed: int, players: Sequence[str]) -> dict[str, Any]:
    """The record of a game of one finished hand, scoring that hand alone."""
    (hand,) = match.finished
    winner = hand.result().winner
    record = match_record(match, seed=seed, players=players)
    record["wins"] = [int(winner == side) for side in (0, 1)]
    record["winner"] = winner
    return record


def board_deal(record: Mapping[str, Any]) -> dict[str, Any]:
    """The board's deal: the fields of the record's one hand that make it."""
    return deal_fields(record["hands"][0], DEAL_KEYS)


def board_points(record: Mapping[str, Any]) -> tuple[int, int]:
    """Each side's card points on the board (the hand's ``result.points``)."""
    a, b = record["hands"][0]["result"]["points"]
    return int(a), int(b)


def replay_board(record: object, number: int) -> list[Fault]:
    """Every fault of a board record (its one hand, ``wins`` and ``winner``)."""
    return replay_board_record(record, number)
