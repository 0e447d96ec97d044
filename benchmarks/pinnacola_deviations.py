"""Where Pinnacola's ``expert`` leaves ``strong``'s choice, and whether it was right to.

An arena of 60 duplicate deals tells an expert that wins 45% of the games from one that
wins 50% only by chance (±9%). This benchmark looks at the decisions themselves:
hands are played by ``strong`` at every seat; at each draw (or discard) of seat 0 the
expert is asked too, and where it would play otherwise the position is kept with both
choices. Each kept position is then judged from the **true** cards — every hand as it
is, the stock shuffled again for each rollout (its order is known to nobody) — by playing
both choices to the end of the hand with ``strong`` at every seat: the games won (1, ½ for
a tie, 0) and the points, the expert's choice less the club's. A deviation that is right
wins more often than the club's choice; one that is wrong loses.

    .venv/bin/python -m benchmarks.pinnacola_deviations collect --players 2 --hands 40 \\
        --phase draw --out /tmp/bench/pin_draw.pickle
    .venv/bin/python -m benchmarks.pinnacola_deviations judge \\
        --cases /tmp/bench/pin_draw.pickle --rollouts 30

``--phase meld`` asks at the steps between the draw and the discard (where the seat could
lay, attach or swap), which the expert leaves to its policy: it judged a prototype that
weighed them at four players (docs/lab/pinnacola-expert.md, "The steps between the draw and the
discard").
"""

from __future__ import annotations

import argparse
import multiprocessing
import pickle
import random
import statistics
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Literal

from circolo.games.pinnacola.actions import (
    Action,
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    LayMeld,
    Swap,
)
from circolo.games.pinnacola.legal import legal_actions
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.expert import ExpertPlayer
from circolo.games.pinnacola.players.player import ClubPlayer
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import HandState, MatchState
from circolo.games.pinnacola.view import hand_view

Phase = Literal["draw", "discard", "meld"]
#: A kept position: the whole hand at that moment, the club's choice, the expert's.
Case = tuple[HandState, Action, Action]
#: Steps a judging rollout plays at most (a hand of strong players takes some 60).
MAX_STEPS = 600


def _asked(state: HandState, action: Action, phase: Phase) -> bool:
    if phase == "draw":
        return state.phase == "draw"
    if phase == "meld":
        return bool(meld_steps(state))
    return isinstance(action, Discard) and len(state.hands[state.seat]) > 1


def meld_steps(state: HandState) -> list[Action]:
    """The steps that put cards down — lays, attaches, swaps — open to the seat to move
    between its draw and its discard; none while a pile card must still be melded or with
    one card left."""
    if state.phase != "meld" or state.must_use or len(state.hands[state.seat]) <= 1:
        return []
    return [step for step in legal_actions(state) if isinstance(step, LayMeld | Attach | Swap)]


def collect(players: int, hands: int, seed: int, phase: Phase) -> tuple[list[Case], int]:
    """The positions where the expert leaves strong's choice, and how many were asked."""
    options = PinnacolaOptions(players=players, mode="single")
    cases: list[Case] = []
    asked = 0
    for index in range(hands):
        rng = random.Random(f"pinnacola-deviations/{seed}/{index}")
        club = [ClubPlayer(random.Random(rng.random()), "strong") for _ in range(players)]
        expert = ExpertPlayer(random.Random(rng.random()))
        match = MatchState.new(options, index % players).deal(shuffled_deck(options, rng))
        state = match.hand
        assert state is not None
        while not state.is_over:
            view = hand_view(state, state.seat)
            action = club[state.seat].decide(view).action
            if state.seat == 0 and _asked(state, action, phase):
                asked += 1
                other = expert.decide(view).action
                if other != action:
                    cases.append((state, action, other))
            state = state.apply(action)
    return cases, asked


def reshuffled(state: HandState, rng: random.Random) -> HandState:
    """``state`` with its stock in another order (nobody knows the stock's order)."""
    stock = list(state.stock)
    rng.shuffle(stock)
    return replace(state, stock=tuple(stock))


def rollout(state: HandState, team: int, club: ClubPlayer) -> tuple[float, int]:
    """``state`` played to the hand's end by ``club`` at every seat: the game for ``team``
    (1 won, ½ level, 0 lost) and its margin in points."""
    for _ in range(MAX_STEPS):
        if state.is_over:
            break
        state = state.apply(club.decide(hand_view(state, state.seat)).action)
    total = state.result().total
    margin = total[team] - total[1 - team]
    return (1.0 if margin > 0 else 0.5 if margin == 0 else 0.0), margin


def judge_case(job: tuple[int, Case, int]) -> tuple[float, float]:
    """The expert's choice less the club's in one position: games won, points (averages)."""
    index, (state, club_action, expert_action), rollouts = job
    rng = random.Random(f"pinnacola-deviations/judge/{index}")
    club = ClubPlayer(random.Random(index), "strong")
    team = state.seat % 2
    won = [0.0, 0.0]
    points = [0.0, 0.0]
    for _ in range(rollouts):
        layout = reshuffled(state, rng)
        for side, action in enumerate((club_action, expert_action)):
            game, margin = rollout(layout.apply(action), team, club)
            won[side] += game
            points[side] += margin
    return (won[1] - won[0]) / rollouts, (points[1] - points[0]) / rollouts


def kind(case: Case) -> str:
    """What sort of deviation: the draw's two choices by name, another discard, or of the
    steps between the draw and the discard, stopping, laying what strong keeps, another."""
    _, club_action, expert_action = case
    names = {DrawStock: "stock", DrawPile: "pile"}
    if isinstance(club_action, Discard) and isinstance(expert_action, Discard):
        return "discard"
    if isinstance(expert_action, Discard):
        return "meld: stop"
    if isinstance(club_action, Discard):
        return "meld: lay held"
    if isinstance(club_action, LayMeld | Attach | Swap):
        return "meld: other step"
    return f"{names.get(type(club_action), 'end')} -> {names.get(type(expert_action), 'end')}"


def interval(values: list[float], digits: int = 3) -> str:
    """The mean of ``values`` and the half-width of its 95% interval, as text."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{mean:+.{digits}f} (±{half:.{digits}f})"


def strong_hand(
    options: PinnacolaOptions, rng: random.Random, index: int
) -> tuple[HandState, list[ClubPlayer]]:
    """Hand ``index`` of a benchmark: a strong player for every seat (each with a generator
    drawn from ``rng``), then the deal from ``rng`` (the dealer goes round with ``index``)."""
    club = [ClubPlayer(random.Random(rng.random()), "strong") for _ in range(options.players)]
    match = MatchState.new(options, index % options.players).deal(shuffled_deck(options, rng))
    assert match.hand is not None
    return match.hand, club


def main() -> None:
    """The command line (see the module's description)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    take = sub.add_parser("collect", help="play strong hands and keep the expert's deviations")
    take.add_argument("--players", type=int, choices=(2, 4), default=2)
    take.add_argument("--hands", type=int, default=40)
    take.add_argument("--seed", type=int, default=1)
    take.add_argument("--phase", choices=("draw", "discard", "meld"), default="draw")
    take.add_argument("--out", type=Path, required=True)
    rate = sub.add_parser("judge", help="judge the kept deviations from the true cards")
    rate.add_argument("--cases", type=Path, required=True)
    rate.add_argument("--rollouts", type=int, default=30)
    rate.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    if args.command == "collect":
        cases, asked = collect(args.players, args.hands, args.seed, args.phase)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_bytes(pickle.dumps({"cases": cases, "asked": asked, "hands": args.hands}))
        print(
            f"{len(cases)} deviations of {asked} {args.phase}s in {args.hands} hands "
            f"({time.perf_counter() - started:.0f} s)"
        )
        return
    saved = pickle.loads(args.cases.read_bytes())
    cases = saved["cases"]
    jobs = [(index, case, args.rollouts) for index, case in enumerate(cases)]
    with multiprocessing.Pool(args.workers) as pool:
        judged = pool.map(judge_case, jobs)
    by_kind: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for case, result in zip(cases, judged, strict=True):
        by_kind[kind(case)].append(result)
    print(f"{len(cases)} deviations of {saved['asked']} decisions in {saved['hands']} hands")
    print("kind                count  games won, expert - club (95%)   points")
    for name, rows in [*sorted(by_kind.items()), ("all", judged)]:
        games = [g for g, _ in rows]
        points = statistics.fmean(p for _, p in rows)
        print(f"{name:18s} {len(rows):6d}  {interval(games):30s} {points:+8.1f}")
    print(f"({time.perf_counter() - started:.0f} s, {args.rollouts} rollouts a choice)")


if __name__ == "__main__":
    main()
