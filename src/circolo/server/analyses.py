"""Hand analyses served by the API: what ``circolo analyze --json`` prints, for the replay
viewer.

``GET /api/tables/{id}/analysis`` analyses a finished Tressette table's record and
``POST /api/analysis`` a record the viewer was given as a file. The double-dummy solver is
slow beside a request (a hand of ten cards a seat takes a second or more), and an analysis
is anybody's to ask for, so it must never slow play: analyses are computed hand by hand in
a process of their own at the lowest CPU priority (server/analysis_worker.py), never on the
AI pool's threads, the analyses in flight taking turns a hand each (a short one is not
stuck behind a long one).

What one client can ask is bounded: requests per address (a token bucket,
``Limits.analyses_per_minute``), analyses one address has in flight
(``Limits.analyses_per_address``), analyses in flight server-wide
(``Limits.analysis_queue``), hands in one record (:data:`MAX_HANDS`). Each refusal is a
sentence saying when to try again. An analysis is named by what it depends on — the deals
and the plays, the options, the game — not by the players' names, the dates or anything
else of its record: the same match asked again, renamed or not, while it is computed joins
that computation, and once done is answered from the last :data:`CACHED` analyses.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections import OrderedDict, deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

import orjson

from circolo.core.game import Analysable
from circolo.core.hosting.refusals import TableError
from circolo.games import GAMES
from circolo.server.analysis_worker import AnalysisWorker
from circolo.server.limits import CreationPace, Limits

log = logging.getLogger(__name__)

#: The largest record ``POST /api/analysis`` reads, in bytes (a long Tressette match is ~100 KB).
MAX_RECORD_BYTES: Final = 512 * 1024
#: The most hands one analysis takes (a match to 41 in three games is about forty).
MAX_HANDS: Final = 80
#: Analyses kept for the next request, and the most their JSON may weigh together (a long
#: match's analysis is about a megabyte: about a dozen of those).
CACHED: Final = 128
CACHED_BYTES: Final = 16 * 1024 * 1024


def check_analysable(record: dict[str, Any]) -> None:
    """Refuse a record the solver cannot analyse: one of a game it does not play."""
    game = GAMES.get(str(record.get("game")))
    if game is None or not isinstance(game, Analysable):
        shown = str(record.get("game"))[:40]
        raise TableError("bad_request", "server.error.analysis_game", game=shown)


@dataclass(frozen=True)
class Asked:
    """A checked record made ready for analysis: its game, its hands and the name of its
    analysis (:func:`analysis_key`)."""

    key: str
    game: str
    hands: tuple[Any, ...]


def analysis_key(game: Analysable, hands: tuple[Any, ...]) -> str:
    """The name of an analysis: the SHA-256 of what it depends on — the game and what each
    hand's analysis depends on, as the game says (``Analysable.hand_key``: for Tressette the
    options, each hand's place, deal, dealer and plays with their signals). Names, dates and
    the record's other fields are not in it."""
    content = [game.name, [game.hand_key(hand) for hand in hands]]
    return hashlib.sha256(orjson.dumps(content)).hexdigest()


def asked(record: Mapping[str, Any]) -> Asked:
    """A checked, analysable record ready for analysis; one of more than :data:`MAX_HANDS`
    hands is refused with a sentence."""
    game = GAMES[str(record["game"])]
    assert isinstance(game, Analysable)  # check_analysable refused any other
    hands = tuple(game.recorded_hands(record))
    if len(hands) > MAX_HANDS:
        raise TableError(
            "too_big", "server.error.analysis_too_long", hands=len(hands), most=MAX_HANDS
        )
    return Asked(analysis_key(game, hands), game.name, hands)


@dataclass
class _Analysis:
    """One analysis in flight: its hands, those done so far, and who waits for it."""

    asked: Asked
    address: str
    done: list[dict[str, Any]] = field(default_factory=list)
    future: asyncio.Future[dict[str, Any]] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )


class Analyses:
    """The server's analyses: computed in ``worker`` (a process of its own by default), a
    hand at a time in turn, within ``limits``; the last few kept."""

    def __init__(self, limits: Limits, worker: AnalysisWorker | None = None) -> None:
        self.limits = limits
        self.worker = worker or AnalysisWorker()
        self.pace = CreationPace(limits.analyses_per_minute, limits.analysis_burst)
        #: Analyses computed to the end (not those answered from the cache or joined).
        self.computed = 0
        self._done: OrderedDict[str, dict[str, Any]] = OrderedDict()
        #: What each kept analysis weighs as JSON, and all of them together.
        self._weights: dict[str, int] = {}
        self._weight = 0
        self._flying: dict[str, _Analysis] = {}
        self._turns: deque[_Analysis] = deque()
        self._per_address: dict[str, int] = {}
        self._serving: asyncio.Task[None] | None = None

    def admit(self, address: str) -> None:
        """Count one request for an analysis from ``address``; refused (429, a sentence)
        beyond its rate. Asked first, before any work is done for the request."""
        if not self.pace.allow(address):
            raise TableError(
                "too_many",
                "server.error.too_many_analyses",
                most=f"{self.limits.analyses_per_minute:g}",
            )

    async def of(self, record: Mapping[str, Any], address: str) -> dict[str, Any]:
        """The analysis of a checked, analysable ``record`` asked by ``address``: ``{"game",
        "hands": [...]}``, each hand as ``circolo analyze --json`` prints it."""
        ready = await asyncio.to_thread(asked, record)  # cards parsed off the event loop
        if not ready.hands:  # a Roman match's games all played at another game
            return {"game": ready.game, "hands": []}
        done = self._done.get(ready.key)
        if done is not None:
            self._done.move_to_end(ready.key)
            return done
        flying = self._flying.get(ready.key)
        if flying is None:
            flying = self._start(ready, address)
        return await asyncio.shield(flying.future)

    def in_flight(self) -> int:
        """Analyses waiting or being computed."""
        return len(self._flying)

    async def close(self) -> None:
        """Stop computing: the analyses in flight are dropped, the worker process stopped."""
        if self._serving is not None:
            self._serving.cancel()
        for analysis in self._flying.values():
            analysis.future.cancel()
        await asyncio.to_thread(self.worker.close)

    def _start(self, ready: Asked, address: str) -> _Analysis:
        """A new analysis in flight, within the server's and the address's caps."""
        if len(self._flying) >= self.limits.analysis_queue:
            raise TableError("busy", "server.error.analysis_busy", most=self.limits.analysis_queue)
        mine = self._per_address.get(address, 0)
        if mine >= self.limits.analyses_per_address:
            raise TableError(
                "too_many", "server.error.analyses_in_flight", most=self.limits.analyses_per_address
            )
        analysis = _Analysis(ready, address)
        self._per_address[address] = mine + 1
        self._flying[ready.key] = analysis
        self._turns.append(analysis)
        if self._serving is None or self._serving.done():
            self._serving = asyncio.create_task(self._serve(), name="circolo-analyses")
        return analysis

    async def _serve(self) -> None:
        """Compute the analyses in flight, one hand of each in turn, until none is left."""
        while self._turns:
            analysis = self._turns.popleft()
            hands = analysis.asked.hands
            try:
                analysis.done.append(
                    await self.worker.analyse(analysis.asked.game, hands[len(analysis.done)])
                )
            except Exception as error:  # one analysis failing must not stop the others
                log.error("the analysis %s failed: %r", analysis.asked.key, error)
                self._finish(analysis, TableError("busy", "server.error.analysis_failed"))
                continue
            if len(analysis.done) < len(hands):
                self._turns.append(analysis)
            else:
                result = {"game": analysis.asked.game, "hands": analysis.done}
                self.computed += 1
                self._keep(analysis.asked.key, result)
                self._finish(analysis, result)

    def _keep(self, key: str, result: dict[str, Any]) -> None:
        """Keep an analysis for the next request; the oldest go while too many are kept or
        they weigh too much (one heavier than all may weigh is not kept)."""
        weight = len(orjson.dumps(result))
        if weight > CACHED_BYTES:
            return
        self._done[key], self._weights[key] = result, weight
        self._weight += weight
        while len(self._done) > CACHED or self._weight > CACHED_BYTES:
            old, _ = self._done.popitem(last=False)
            self._weight -= self._weights.pop(old)

    def _finish(self, analysis: _Analysis, outcome: dict[str, Any] | TableError) -> None:
        """An analysis leaves the flight: its waiters get ``outcome``, its address a slot."""
        del self._flying[analysis.asked.key]
        left = self._per_address.pop(analysis.address) - 1
        if left:
            self._per_address[analysis.address] = left
        if isinstance(outcome, TableError):
            analysis.future.set_exception(outcome)
        else:
            analysis.future.set_result(outcome)
