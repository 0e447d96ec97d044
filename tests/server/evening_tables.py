"""A stand-in for the lobby's board tables (server/evenings.py's ``BoardTables``): each table
plays its boards at once with the game's own ``play_board`` — a person's seat by the
``random`` player, recorded ``human`` as a board table records it — or, held, only as far
as a test lets it."""

from __future__ import annotations

import threading
from typing import Any

from circolo.core.boards import plays_boards
from circolo.core.registry import game_named
from circolo.play.board_set import BoardTableSpec


class InstantTables:
    """Board tables whose boards are all played the moment they are made; with ``hold``,
    a table shows none of them finished until :meth:`release` lets it."""

    def __init__(self, *, hold: bool = False) -> None:
        self.hold = hold
        self.specs: dict[str, BoardTableSpec] = {}
        #: How many times each table was asked to be made (once made, asking does nothing).
        self.asked: dict[str, int] = {}
        self._records: dict[str, list[dict[str, Any]]] = {}
        self._released: dict[str, int] = {}
        #: The tables told they ran past their time, in order.
        self.clocked: list[str] = []
        self._lock = threading.Lock()  # the test's thread releases, the server's reads

    async def make_board_table(self, spec: BoardTableSpec) -> None:
        with self._lock:
            self.asked[spec.table_id] = self.asked.get(spec.table_id, 0) + 1
            if spec.table_id in self.specs:
                return
            self.specs[spec.table_id] = spec
        self._records[spec.table_id] = [_play(spec, board) for board in spec.boards]

    async def board_progress(self, table_id: str) -> int | None:
        with self._lock:
            if table_id not in self.specs:
                return None
            return self._shown(table_id)

    async def board_records(self, table_id: str) -> list[dict[str, Any]]:
        with self._lock:
            return list(self._records.get(table_id, [])[: self._shown(table_id)])

    async def clock_board_table(self, table_id: str) -> None:
        with self._lock:
            self.clocked.append(table_id)

    def release(self, table_id: str, boards: int) -> None:
        """Let a held table show its first ``boards`` boards finished."""
        with self._lock:
            self._released[table_id] = boards

    def _shown(self, table_id: str) -> int:
        made = len(self._records.get(table_id, []))
        return min(made, self._released.get(table_id, 0)) if self.hold else made


def _play(spec: BoardTableSpec, board: int) -> dict[str, Any]:
    game = game_named(spec.game)
    plays = plays_boards(game)
    options = plays.evening_options(game.with_values(game.preset(spec.variant), spec.options))
    players = [seat[3:] if seat.startswith("ai:") else "random" for seat in spec.seats]
    record = plays.play_board(
        options, variant=spec.variant, seed=spec.seed, board=board, players=players,
        player_seed=f"{spec.secret}/board/{board}",
    )  # fmt: skip
    # as a board table writes it: "human" for a seat a person played throughout
    record["players"] = ["human" if seat == "human" else seat[3:] for seat in spec.seats]
    return record
