"""Hand analyses served by the API: what ``circolo analyze --json`` prints, for the replay
viewer.

``GET /api/tables/{id}/analysis`` analyses a finished Tressette table's record and
``POST /api/analysis`` a record the viewer was given as a file. The double-dummy solver is
slow beside a request (a hand of ten cards a seat takes a second or more), so an analysis
is computed hand by hand in the server's bounded AI pool — each hand one job, taking its
turn with the tables' AI moves, never on the event loop — and kept: the last
:data:`CACHED` analyses answer again at once, and a request for one being computed waits for
it. At most :data:`RUNNING` analyses are computed at once and a record holds at most
:data:`MAX_HANDS` hands; beyond either the request is refused with a sentence.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
from collections import OrderedDict
from functools import partial
from typing import Any, Final

import orjson

from circolo.analysis import HandAnalysis, RecordedHand, recorded_hands
from circolo.games import GAMES
from circolo.server.ai_pool import AiPool
from circolo.server.errors import TableError
from circolo.solver import Solver

#: The largest record ``POST /api/analysis`` reads, in bytes (a long Tressette match is ~100 KB).
MAX_RECORD_BYTES: Final = 512 * 1024
#: The most hands one analysis takes (a match to 41 in three games is about forty).
MAX_HANDS: Final = 80
#: Analyses kept for the next request.
CACHED: Final = 128
#: Analyses computed at once.
RUNNING: Final = 4

_solvers = threading.local()


def _solver() -> Solver:
    """This pool thread's solver (its transposition table is reused across hands)."""
    solver: Solver | None = getattr(_solvers, "solver", None)
    if solver is None:
        solver = _solvers.solver = Solver()
    return solver


def _analysed(hand: RecordedHand) -> dict[str, Any]:
    """One hand's analysis as ``circolo analyze --json`` prints it (match 1)."""
    analysis: HandAnalysis = hand.analyse(_solver(), 1)
    return analysis.to_json()


def check_analysable(record: dict[str, Any]) -> None:
    """Refuse a record the solver cannot analyse: one of a game it does not play."""
    game = GAMES.get(str(record.get("game")))
    if game is None or not game.analysable:
        shown = str(record.get("game"))[:40]
        raise TableError("bad_request", "server.error.analysis_game", game=shown)


def record_key(record: dict[str, Any]) -> str:
    """A name for a record given as a file: the SHA-256 of its canonical JSON."""
    canonical = orjson.dumps(record, option=orjson.OPT_SORT_KEYS)
    return "file:" + hashlib.sha256(canonical).hexdigest()


class Analyses:
    """The server's analyses: computed in ``pool``, the last few kept."""

    def __init__(self, pool: AiPool) -> None:
        self.pool = pool
        self._done: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._running: dict[str, asyncio.Future[dict[str, Any]]] = {}

    async def of(self, key: str, record: dict[str, Any]) -> dict[str, Any]:
        """The analysis of a checked, analysable ``record`` (``key`` names it for the cache):
        ``{"game", "hands": [...]}``, each hand as ``circolo analyze --json`` prints it."""
        done = self._done.get(key)
        if done is not None:
            self._done.move_to_end(key)
            return done
        running = self._running.get(key)
        if running is None:
            if len(self._running) >= RUNNING:
                raise TableError("busy", "server.error.analysis_busy", most=RUNNING)
            hands = list(recorded_hands(record))
            if len(hands) > MAX_HANDS:
                raise TableError(
                    "too_big", "server.error.analysis_too_long", hands=len(hands), most=MAX_HANDS
                )
            running = asyncio.ensure_future(self._compute(key, str(record["game"]), hands))
            self._running[key] = running
            running.add_done_callback(lambda _: self._running.pop(key, None))
        return await asyncio.shield(running)

    async def _compute(self, key: str, game: str, hands: list[RecordedHand]) -> dict[str, Any]:
        analysed = [
            await self.pool.think(f"analysis {key}", partial(_analysed, hand), search=True)
            for hand in hands
        ]
        result = {"game": game, "hands": analysed}
        self._done[key] = result
        while len(self._done) > CACHED:
            self._done.popitem(last=False)
        return result
