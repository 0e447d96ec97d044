"""Duplicate matches between two players, and the statistics that measure which is stronger.

Player A and player B meet on duplicate deals (``mode="deals"``: one hand each) or whole
duplicate games (``mode="games"``: one game to the options' target each). Every deal or game
is played twice from the same cards, the teams' seats swapped: in play 0 A holds seats 0 and 2,
in play 1 seats 1 and 3. The two plays of one deal or game are a *pair*, the unit of the
confidence interval — the luck of the cards cancels inside a pair.

Everything random is derived from the seed and the index of the deal or game, never from
how the work is split: the dealer and each shuffle from the deal (game, hand), and each
seat's player from a generator of its own keyed by (seed, deal or game, seat). The seat's
generator is the same in both plays of a pair — only who sits there changes — so a player
matched against itself plays both halves of a pair identically and every pair cancels to 0.

The work is split into chunks of consecutive pairs run by a process pool (players are made
inside the workers from their spec strings); the statistics are computed afterwards from
integer per-pair scores taken in index order, so they do not depend on the split. The only
I/O is an optional progress callback. See docs/arena.md for the figures' definitions.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any, Final, cast

from circolo.ai.arena_roman import check_other_players, hand_number, other_players, other_step
from circolo.ai.arena_setup import ArenaSetup, Mode
from circolo.ai.base import Player
from circolo.ai.oracle import ORACLE, OraclePlayer, SeesAll
from circolo.ai.registry import COMMAND_PREFIX, create_player, parse_spec
from circolo.ai.selfplay import deal_until_playable
from circolo.errors import CircoloError, PlayerSpecError
from circolo.tressette.match import MatchState
from circolo.tressette.options import TressetteOptions
from circolo.tressette.record import GAME
from circolo.tressette.rules import SEATS, team_of
from circolo.tressette.state import HandState, Play
from circolo.tressette.view import seat_view

MODES: Final[tuple[Mode, ...]] = ("deals", "games")
#: The z value of a two-sided 95% interval under the normal approximation.
Z95: Final = 1.96
#: At most this many pairs per chunk, so the progress moves and the cores stay busy.
MAX_CHUNK: Final = 16
#: Called in the calling process as chunks finish: (pairs done, pairs in all).
Progress = Callable[[int, int], None]


def check_spec(spec: str) -> None:
    """Refuse a player spec that names no known player, before anything is played.

    A known name is parsed with its settings; ``cmd:PROGRAM`` needs a program, and the
    player is made once (and closed) so that one that cannot start fails here.
    """
    if spec == ORACLE:
        return
    if spec.startswith(COMMAND_PREFIX):
        if not spec[len(COMMAND_PREFIX) :].strip():
            raise PlayerSpecError("error.bad_player_spec", spec=repr(spec))
    else:
        parse_spec(spec)
    _close(create_player(spec, random.Random(0)))


def _close(player: Player) -> None:
    """Close ``player`` if it holds something to close (an external program's process)."""
    close = getattr(player, "close", None)
    if callable(close):
        close()


def seat_specs(a: str, b: str, play: int) -> tuple[str, ...]:
    """The spec in each seat in ``play`` of a pair: A on team 0 in play 0, on team 1 in play 1."""
    return tuple(a if team_of(seat) == play else b for seat in range(SEATS))


@dataclass
class MoveTimes:
    """Wall time of every ``decide`` call, in milliseconds, for player A and for player B."""

    a: list[float] = field(default_factory=list)
    b: list[float] = field(default_factory=list)

    def extend(self, other: MoveTimes) -> None:
        """Add ``other``'s times to these."""
        self.a.extend(other.a)
        self.b.extend(other.b)


def hands_of(match: MatchState) -> tuple[HandState, ...]:
    """Every finished hand of ``match``, in the order played."""
    finished = [hand for game in match.games for hand in game.hands]
    return (*finished, *match.hands)


def play_one(
    setup: ArenaSetup[TressetteOptions],
    index: int,
    play: int,
    players: Sequence[Player],
    times: MoveTimes,
) -> MatchState:
    """Play ``play`` (0 or 1) of deal or game ``index`` with ``players`` seated as given.

    A deal stops after its one hand; a game runs to its end. Hand k of the game is shuffled
    from its own generator, so both plays see the same deals in the same order (redeals too).
    """
    a_team = play
    match = MatchState.new(setup.options, setup.first_dealer(index))
    others: list[Any] = []  # a Roman match's players of its other game, once it begins
    while not match.is_over:
        if match.other is not None:
            others = others or other_players(setup, index, seat_specs(setup.a, setup.b, play))
            seat = match.to_move
            a_moves = seat is not None and team_of(seat) == a_team
            match = other_step(setup, index, match, others, times.a if a_moves else times.b)
            continue
        if match.hand is None:
            if setup.mode == "deals" and match.hands:
                break
            match = deal_until_playable(match, setup.hand_rng(index, hand_number(match)))
            continue
        seat = match.to_move
        assert seat is not None
        view = seat_view(match, seat)
        start = time.perf_counter_ns()
        player = players[seat]
        if getattr(player, "sees_all", False) and match.hand is not None:
            seeing = cast(SeesAll, player)  # a measuring stick, shown every hand
            decision = seeing.decide_seeing(view, match.hand.hands)
        else:
            decision = player.decide(view)
        elapsed = (time.perf_counter_ns() - start) / 1e6
        (times.a if team_of(seat) == a_team else times.b).append(elapsed)
        match = match.play(Play(decision.card, decision.signals))
    return match


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


def score_pair(index: int, plays: Sequence[MatchState]) -> PairScore:
    """Score both plays of a pair (play p has A on team p)."""
    deals = hands = a_points = b_points = won = level = games = 0
    for a_team, match in enumerate(plays):
        played = hands_of(match)
        deals = max(deals, len(played))
        hands += len(played)
        for hand in played:
            points = hand.result().points
            a, b = points[a_team], points[1 - a_team]
            a_points += a
            b_points += b
            won += a > b
            level += a == b
        games += match.winner == a_team
    return PairScore(index, deals, hands, a_points, b_points, won, level, games)


class Roster:
    """Makes the players of each play inside one worker, and closes what needs closing.

    A known player is made afresh for every deal or game from its seat's generator, so its
    choices depend on nothing played before. An external program (``cmd:…``) is started
    once per seat and reused: starting a process per deal would cost more than the play.
    """

    def __init__(self, a: str, b: str) -> None:
        self.a = a
        self.b = b
        self._external: dict[tuple[str, int], Player] = {}

    def players(self, setup: ArenaSetup[TressetteOptions], index: int, play: int) -> list[Player]:
        """The four players of ``play`` of deal or game ``index``, seat by seat."""
        seated: list[Player] = []
        for seat, spec in enumerate(seat_specs(self.a, self.b, play)):
            rng = setup.player_rng(index, seat)
            if spec.startswith(COMMAND_PREFIX):
                if (spec, seat) not in self._external:
                    self._external[spec, seat] = create_player(spec, rng)
                seated.append(self._external[spec, seat])
            elif spec == ORACLE:
                seated.append(OraclePlayer(rng))
            else:
                seated.append(create_player(spec, rng))
        return seated

    def close(self) -> None:
        """Stop the external programs started so far."""
        for player in self._external.values():
            _close(player)
        self._external.clear()


def play_pair(
    setup: ArenaSetup[TressetteOptions], index: int, roster: Roster, times: MoveTimes
) -> list[MatchState]:
    """Both plays of deal or game ``index``: play 0 with A on team 0, play 1 with A on team 1."""
    return [
        play_one(setup, index, play, roster.players(setup, index, play), times) for play in (0, 1)
    ]


@dataclass(frozen=True, slots=True)
class ChunkResult:
    """What a worker sends back for a run of consecutive pairs: their scores and move times."""

    scores: tuple[PairScore, ...]
    times: MoveTimes


def play_chunk(setup: ArenaSetup[TressetteOptions], indices: range) -> ChunkResult:
    """Play the pairs ``indices`` (in a worker process, or in this one)."""
    roster = Roster(setup.a, setup.b)
    times = MoveTimes()
    try:
        scores = tuple(
            score_pair(index, play_pair(setup, index, roster, times)) for index in indices
        )
    finally:
        roster.close()
    return ChunkResult(scores, times)


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


def run_arena(
    options: TressetteOptions,
    *,
    a: str,
    b: str,
    mode: Mode,
    count: int,
    seed: int,
    workers: int | None = None,
    progress: Progress | None = None,
) -> ArenaResult:
    """Play ``count`` duplicate deals or games of ``a`` against ``b`` and measure them.

    ``workers`` processes share the work (None: one per core, at most one per chunk; 1: all
    in this process). The options are played with ``best_of`` 1, so that a game is a match —
    but a Roman match (``second_game`` set), whose games are whole matches of three games
    (its deals, Tressette hands). Unknown players are refused before anything is played.
    """
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
    if count < 1:
        raise ValueError(f"count must be positive, not {count}")
    a, b = a.strip(), b.strip()
    check_spec(a)
    check_spec(b)
    roman = mode == "games" and options.game_at(1) != GAME
    if roman:
        check_other_players(options, (a, b))
    played = options if roman else options.single_game()
    setup = ArenaSetup(played, a, b, mode, count, seed, seats=SEATS)
    return ArenaResult.of(mode, *play_pairs(play_chunk, setup, workers, progress))


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
