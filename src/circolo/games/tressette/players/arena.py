"""Duplicate Tressette matches between two players (``circolo arena``), played by the
arena's driver of every game (:mod:`circolo.core.arena.driver`).

Player A and player B meet on duplicate deals (``mode="deals"``: one hand each) or whole
duplicate games (``mode="games"``: one game to the options' target each). Every deal or game
is played twice from the same cards, the teams' seats swapped: in play 0 A holds seats 0 and 2,
in play 1 seats 1 and 3.

Everything random is derived from the seed and the index of the deal or game, never from
how the work is split: the dealer and each shuffle from the deal (game, hand), and each
seat's player from a generator of its own keyed by (seed, deal or game, seat). The seat's
generator is the same in both plays of a pair — only who sits there changes — so a player
matched against itself plays both halves of a pair identically and every pair cancels to 0.
Players are made inside the workers from their spec strings.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any, cast

from circolo.core.arena.driver import (
    MODES,
    ArenaResult,
    ChunkResult,
    MoveTimes,
    PairScore,
    Progress,
    play_pairs,
)
from circolo.core.arena.setup import ArenaSetup, Mode
from circolo.core.errors import PlayerSpecError
from circolo.core.players import COMMAND_PREFIX
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.players.arena_roman import (
    check_other_players,
    hand_number,
    other_players,
    other_step,
)
from circolo.games.tressette.players.base import Player
from circolo.games.tressette.players.oracle import ORACLE, OraclePlayer, SeesAll
from circolo.games.tressette.players.registry import create_player, parse_spec
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.record import GAME
from circolo.games.tressette.rules import SEATS, team_of
from circolo.games.tressette.state import HandState, Play
from circolo.games.tressette.view import seat_view


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
