"""The par of an evening's board: each side's points when its deal is played double dummy,
where the evening's game has a solver (``Analysable``: Tressette today).

A par tells the cards of a deal, so it is given only for a board every table has finished
(the evening record's rule: before, it is hidden information). The solver takes up to a
second on a whole deal: it runs off the event loop, one solve at a time on the server, and a
board's par (fixed by the evening's seed) is kept once computed.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any, Final

from circolo.core.game import Analysable
from circolo.core.hosting.refusals import TableError
from circolo.play.evening.live import LiveEvening

#: Pars kept (an evening has at most 36 boards).
KEPT: Final = 1024


class BoardPars:
    """The pars of the server's evenings' boards, computed once each."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple[str, int], tuple[int, int] | None] = OrderedDict()
        self._solving = asyncio.Lock()

    async def board(self, evening: LiveEvening, board: int) -> dict[str, Any]:
        """``{board, par}`` of ``evening``'s ``board``: ``par`` ``{"points": [ns, ew]}``, or
        None for a game with no solver. Refused (409 ``board_unfinished``) while some table
        has not finished the board, or for a board the evening does not play."""
        if board not in evening.complete_boards():
            raise TableError("board_unfinished", "server.error.board_unfinished", board=board)
        par = await self.par(evening, board)
        return {"board": board, "par": None if par is None else {"points": list(par)}}

    async def par(self, evening: LiveEvening, board: int) -> tuple[int, int] | None:
        """The par of a board finished everywhere (None: no solver for the game)."""
        game = evening.game_def()
        if not isinstance(game, Analysable):
            return None
        key = (evening.id, board)
        if key in self._kept:
            self._kept.move_to_end(key)
            return self._kept[key]
        record = _a_record(evening, board)
        async with self._solving:  # one solve at a time: play never waits behind pars
            if key in self._kept:
                return self._kept[key]
            par = await asyncio.to_thread(game.board_par, record)
            self._kept[key] = par
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
        return par


def _a_record(evening: LiveEvening, board: int) -> dict[str, Any]:
    """One table's record of ``board`` (every table holds the same deal)."""
    for made in evening.made:
        for plan, records in zip(made.plan.tables, made.records, strict=True):
            for number, record in zip(plan.boards, records, strict=False):
                if number == board:
                    return dict(record)
    raise TableError("board_unfinished", "server.error.board_unfinished", board=board)
