"""What a game gives club evenings (play/evening/): its *boards*.

A board is one deal, played as one hand from a fresh score of 0-0; every table of an evening
that plays board k plays the same deal, seat for seat and card for card (duplicate), and its
result is compared with theirs (docs/interfaces.md, "Club evenings"). A game that can be
played at an evening is :class:`PlaysBoards` (found by ``isinstance``, never stubbed):
everything else of an evening — the movement, the scoring, the evening record, its replay —
is generic and lives in ``circolo.play.evening``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from circolo.core.errors import OptionError
from circolo.core.replay_faults import Fault


def board_rng(seed: int, board: int) -> random.Random:
    """The generator that shuffles board ``board`` of the evening with ``seed``: every table
    that plays the board shuffles with a generator of this seed, so all deal the same cards."""
    return random.Random(f"circolo/evening/{seed}/board/{board}")


def board_dealer(board: int, seats: int) -> int:
    """The seat that deals board ``board`` at a table of ``seats`` seats: (k - 1) mod seats."""
    return (board - 1) % seats


def player_rng(player_seed: str, seat: int) -> random.Random:
    """The generator of the computer player in ``seat`` of the table named ``player_seed``."""
    return random.Random(f"{player_seed}/seat/{seat}")


def winner_of(points: Sequence[int]) -> int | None:
    """The side with more points on a board, None when level (a board record's ``winner``)."""
    if points[0] == points[1]:
        return None
    return 0 if points[0] > points[1] else 1


@runtime_checkable
class PlaysBoards(Protocol):
    """The capability of a game played at club evenings, one hand a board.

    A table seats two *entries*: side 0 (seats 0 and 2, or seat 0) is the entry sitting
    ``ns``, side 1 the one sitting ``ew``. A board record (RECORD in docs/interfaces.md) is the
    game's match record holding the board's one hand, its match-level fields scoring that hand
    alone, its ``seed`` the evening's.
    """

    name: str

    def evening_options(self, options: Any) -> Any:
        """The options an evening plays from ``options``: what an evening sets set (Pinnacola's
        ``mode`` single), or an OptionError saying what an evening cannot play (Tressette's
        ``second_game``, Pinnacola's ``mode`` points)."""
        ...

    def table_seats(self, options: Any) -> int:
        """The seats of a table with ``options`` (2 or 4): an entry holds half of them."""
        ...

    def check_board_players(self, options: Any, specs: Sequence[str]) -> None:
        """Refuse (PlayerSpecError, with a sentence) a spec no computer player of this game
        answers to (``human`` among them); ``specs`` may be fewer than a table's seats."""
        ...

    def play_board(
        self,
        options: Any,
        *,
        variant: str | None,
        seed: int,
        board: int,
        players: Sequence[str],
        player_seed: str,
    ) -> dict[str, Any]:
        """The RECORD of board ``board`` of the evening ``seed`` played by computer
        ``players`` (one spec per seat, seat order; each made with
        ``player_rng(player_seed, seat)``). The deal: dealt by ``board_dealer(board, seats)``
        from the game's deck shuffled by ``board_rng(seed, board)``, shuffled and dealt
        again from the same generator while the game's rules call for a redeal — the same
        at every table. ``variant`` is what the record names (None for games without)."""
        ...

    def deal_board(self, options: Any, *, seed: int, board: int) -> Any:
        """The game's match state of board ``board`` of the evening ``seed``, dealt and
        nothing played: a new match of ``options`` (as the evening plays them) with first
        dealer ``board_dealer(board, seats)``, its one hand dealt from ``board_rng(seed,
        board)`` by the game's redeal rules. What ``play_board`` starts from (the one way a
        board is dealt: a live table starts from it too)."""
        ...

    def board_deal_json(self, options: Any, *, seed: int, board: int) -> dict[str, Any]:
        """The deal of board ``board`` of the evening ``seed`` as the evening record's
        ``boards`` lists it (without ``board``): ``board_deal`` of any record of that
        board, from the seed alone."""
        ...

    def board_deal(self, record: Mapping[str, Any]) -> dict[str, Any]:
        """The fields of a RECORD's hand that make its deal, as the evening's ``boards``
        lists them (Tressette ``dealer``, ``deal``; Briscola also ``briscola``, ``stock``;
        Scopa ``table``, ``stock``; Pinnacola ``upcard``, ``stock``)."""
        ...

    def board_points(self, record: Mapping[str, Any]) -> tuple[int, int]:
        """The points of side 0 and side 1 on a RECORD's board (its hand's ``result.points``
        or ``result.total``)."""
        ...

    def replay_board(self, record: object, number: int) -> Sequence[Fault]:
        """Every fault of RECORD ``record`` by the game's rules (as ``replay_record`` for a
        match record, ``number`` standing for its line): its one hand replayed and its
        match-level fields checked as scoring that hand alone. Faults name places as the
        game's replay does (the evening puts its own places before them)."""
        ...


def plays_boards(game: object) -> PlaysBoards:
    """``game`` as a game of club evenings, or an OptionError saying it is not one."""
    if not isinstance(game, PlaysBoards):
        raise OptionError("error.evening.not_a_board_game", game=getattr(game, "name", "?"))
    return game


def board_players(ns: Sequence[str], ew: Sequence[str]) -> list[str]:
    """The specs of a table's seats from its two entries' players: ns ``players[0]``,
    ew ``players[0]``, ns ``players[1]``, ew ``players[1]`` (or ns, ew for two seats)."""
    seats: list[str] = []
    for pair in zip(ns, ew, strict=True):
        seats.extend(pair)
    return seats


def deal_fields(hand: Mapping[str, Any], keys: Sequence[str]) -> dict[str, Any]:
    """The fields ``keys`` of a record's hand, in that order (what a board's deal is)."""
    return {key: hand[key] for key in keys}
