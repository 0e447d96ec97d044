"""The arena's driver for every game: duplicate pairs split into chunks, run by a process
pool, and the statistics that measure which of two players is stronger.

Every deal or game is played twice from the same cards, the sides' seats swapped; the two
plays are a *pair*, the unit of the confidence interval — the luck of the cards cancels
inside a pair. Each game's arena gives a module-level chunk player (what a worker process
runs: :func:`play_pairs`' ``run``) that plays and scores its pairs; everything here is
generic over the game. The work is split into chunks of consecutive pairs; the statistics
are computed afterwards from integer per-pair scores taken in index order, so they do not
depend on the split. The only I/O is an optional progress callback. See docs/arena.md for
the figures' definitions.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any, Final

from circolo.core.arena.setup import ArenaSetup, Mode
from circolo.core.errors import CircoloError

MODES: Final[tuple[Mode, ...]] = ("deals", "games")
#: The z value of a two-sided 95% interval under the normal approximation.
Z95: Final = 1.96
#: At most this many pairs per chunk, so the progress moves and the cores stay busy.
MAX_CHUNK: Final = 16
#: Called in the calling process as chunks finish: (pairs done, pairs in all).
Progress = Callable[[int, int], None]


@dataclass
class MoveTimes:
    """Wall time of every ``decide`` call, in milliseconds, for player A and for player B."""

    a: list[float] = field(default_factory=list)
    b: list[float] = field(default_factory=list)

    def extend(self, other: MoveTimes) -> None:
        """Add ``other``'s times to these."""
        self.a.extend(other.a)
        self.b.extend(other.b)


@dataclass(frozen=True, slots=True)
class PairScore:
    """The integer outcome of one pair: points, hands and wins of A and B over both plays."""

    index: int
    #: Distinct deals played: the longer play's hand count (hand k is the same deal in both).
    deals: int
    hands: int
    a_points: int
    b_points: int
    #: Hands where A's side scored more, and hands that ended level.
    a_hands_won: int
    level_hands: int
    #: Games won by A (0, 1 or 2; whole matches, for the Roman match); always 0 for duplicate
    #: deals.
    a_games_won: int

    @property
    def diff(self) -> int:
        """A's points minus B's over both plays."""
        return self.a_points - self.b_points


@dataclass(frozen=True, slots=True)
class ChunkResult:
    """What a worker sends back for a run of consecutive pairs: their scores and move times."""

    scores: tuple[PairScore, ...]
    times: MoveTimes


class _WorkerError(Exception):
    """A :class:`CircoloError` raised in a worker, in a form that crosses the process boundary.

    A CircoloError's only argument is its rendered sentence, so unpickling it would look
    the sentence up as a catalog key; this carries the class, the key and the facts instead.
    """

    def __init__(self, kind: type[CircoloError], key: str, params: dict[str, object]) -> None:
        super().__init__(kind, key, params)
        self.kind = kind
        self.key = key
        self.params = params

    def error(self) -> CircoloError:
        """The original error, made again in this process."""
        return self.kind(self.key, **self.params)


ChunkRunner = Callable[[Any, range], ChunkResult]


def _run_chunk_in_worker(run: ChunkRunner, setup: object, indices: range) -> ChunkResult:
    """``run(setup, indices)`` in a worker process, its refusals made fit to send back."""
    try:
        return run(setup, indices)
    except CircoloError as error:
        raise _WorkerError(type(error), error.key, dict(error.params)) from None


def chunks(count: int, workers: int) -> list[range]:
    """Consecutive index ranges covering ``range(count)``: about four per worker, small ones."""
    size = max(1, min(MAX_CHUNK, math.ceil(count / (4 * workers))))
    return [range(start, min(start + size, count)) for start in range(0, count, size)]


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) of ``values``, interpolating between ranks; 0 if empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


@dataclass(frozen=True, slots=True)
class MoveTime:
    """The median, 95th percentile and mean of one player's move times, in milliseconds
    (the mean is what a long arena run costs: its moves times their mean)."""

    p50: float
    p95: float
    mean: float

    @classmethod
    def of(cls, times: Sequence[float]) -> MoveTime:
        """The summary of ``times`` (milliseconds), rounded to the microsecond."""
        mean = math.fsum(times) / len(times) if times else 0.0
        return cls(round(percentile(times, 50), 3), round(percentile(times, 95), 3), round(mean, 3))

    def to_json(self) -> dict[str, float]:
        """``{"p50": …, "p95": …, "mean": …}``."""
        return {"p50": self.p50, "p95": self.p95, "mean": self.mean}


def pair_interval(
    scores: Sequence[PairScore], diff: float
) -> tuple[float, float] | tuple[None, None]:
    """The 95% interval of the points-per-hand difference, with the pair as the unit.

    Each pair contributes its points difference d and its hands n; the estimate is
    ``diff = Σd / Σn`` and its standard error ``sqrt(Σ(d - diff·n)² / (P(P-1))) / mean(n)``
    (the ratio estimator over P clusters). With duplicate deals n is always 2 and this is
    exactly mean ± 1.96·sd/sqrt(P) of each pair's per-hand difference. None with under 2 pairs.
    """
    pairs = len(scores)
    if pairs < 2:
        return (None, None)
    mean_hands = sum(score.hands for score in scores) / pairs
    squares = math.fsum((score.diff - diff * score.hands) ** 2 for score in scores)
    error = math.sqrt(squares / (pairs * (pairs - 1))) / mean_hands
    return (diff - Z95 * error, diff + Z95 * error)


@dataclass(frozen=True, slots=True)
class ArenaResult:
    """The arena's figures for A against B (docs/arena.md defines each)."""

    mode: Mode
    #: Distinct deals played (each played twice, or once where one play's game ran longer).
    deals: int
    #: Hands played in all.
    hands: int
    #: Games played in all (2 per duplicate game); None for duplicate deals.
    games: int | None
    a_points_per_hand: float
    b_points_per_hand: float
    diff: float
    ci95: tuple[float, float] | tuple[None, None]
    a_hand_win_rate: float
    #: Share of the games won by A; None for duplicate deals.
    a_game_win_rate: float | None
    a_ms: MoveTime
    b_ms: MoveTime
    #: Every pair's integer score, in index order.
    pairs: tuple[PairScore, ...] = ()

    @classmethod
    def of(cls, mode: Mode, scores: Sequence[PairScore], times: MoveTimes) -> ArenaResult:
        """The figures of ``scores`` (one per pair, in index order) and ``times``."""
        hands = sum(score.hands for score in scores)
        a_points = sum(score.a_points for score in scores)
        b_points = sum(score.b_points for score in scores)
        won = sum(score.a_hands_won for score in scores)
        level = sum(score.level_hands for score in scores)
        per_hand = max(hands, 1)
        diff = (a_points - b_points) / per_hand
        games = 2 * len(scores) if mode == "games" else None
        return cls(
            mode=mode,
            deals=sum(score.deals for score in scores),
            hands=hands,
            games=games,
            a_points_per_hand=a_points / per_hand,
            b_points_per_hand=b_points / per_hand,
            diff=diff,
            ci95=pair_interval(scores, diff),
            a_hand_win_rate=(won + level / 2) / per_hand,
            a_game_win_rate=(
                None if games is None else sum(s.a_games_won for s in scores) / max(games, 1)
            ),
            a_ms=MoveTime.of(times.a),
            b_ms=MoveTime.of(times.b),
            pairs=tuple(scores),
        )

    def to_json(self) -> dict[str, object]:
        """The ``--json`` object of docs/interfaces.md (``games``, ``a_game_win_rate``: --games)."""
        data: dict[str, object] = {"deals": self.deals, "hands": self.hands}
        if self.games is not None:
            data["games"] = self.games
        data |= {
            "a_points_per_hand": self.a_points_per_hand,
            "b_points_per_hand": self.b_points_per_hand,
            "diff": self.diff,
            "ci95": list(self.ci95),
            "a_hand_win_rate": self.a_hand_win_rate,
        }
        if self.a_game_win_rate is not None:
            data["a_game_win_rate"] = self.a_game_win_rate
        data["ms_per_move"] = {"a": self.a_ms.to_json(), "b": self.b_ms.to_json()}
        return data


def results_of(
    run: ChunkRunner, setup: object, work: list[range], workers: int
) -> Iterator[ChunkResult]:
    """Each chunk's ``run(setup, indices)`` as it finishes: here, or in ``workers`` processes.

    ``run`` must be a module-level function (it is sent to the workers), as must ``setup``'s
    class; both games' arenas share this pool.
    """
    if workers <= 1:
        for indices in work:
            yield run(setup, indices)
        return
    pool = ProcessPoolExecutor(max_workers=workers)
    try:
        pending: set[Future[ChunkResult]] = {
            pool.submit(_run_chunk_in_worker, run, setup, indices) for indices in work
        }
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                try:
                    result = future.result()
                except _WorkerError as refusal:
                    raise refusal.error() from None
                yield result
    finally:
        # On an error or an interruption, drop the chunks not started rather than wait for them.
        pool.shutdown(wait=True, cancel_futures=True)


def play_pairs(
    run: ChunkRunner,
    setup: ArenaSetup[Any],
    workers: int | None = None,
    progress: Progress | None = None,
) -> tuple[list[PairScore], MoveTimes]:
    """Every pair of ``setup`` played by ``run`` (a game's module-level chunk player) in
    ``workers`` processes (None: one per core, at most one per chunk), in index order, and
    the move times: what every game's arena measures."""
    wanted = workers if workers is not None else (os.cpu_count() or 1)
    work = chunks(setup.count, max(wanted, 1))
    scores: list[PairScore] = []
    times = MoveTimes()
    for result in results_of(run, setup, work, min(max(wanted, 1), len(work))):
        scores.extend(result.scores)
        times.extend(result.times)
        if progress is not None:
            progress(len(scores), setup.count)
    scores.sort(key=lambda score: score.index)
    return scores, times
