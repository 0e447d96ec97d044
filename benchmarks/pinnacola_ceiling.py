"""How much any look-ahead at Pinnacola's draw and discard could win against ``strong``.

The expert weighs a few candidates of the draw and the discard and plays on with ``strong``
everywhere. This benchmark asks what the best such choice is worth when the cards are
**seen**: hands of ``strong`` at every seat; at each draw (and discard) of seat 0, every
candidate — each draw the rules allow, or ``strong``'s choice and its next best discards by
its own cost — is played to the hand's end with ``strong`` at every seat, from the true
hands with the stock shuffled again for each rollout (the same shuffles for every
candidate). Half of the rollouts choose the best candidate; the other half value it against
``strong``'s choice (so that luck in the choosing does not count as gain). The mean gain, in
games won, of a seat's decisions summed over its hand is what that choosing would add to
``strong``'s 50% of the games (the performance-difference identity: a new policy's value
less the old one's is the sum of the old one's advantages of its choices). It is a
ceiling for the expert, who does not see the cards, only for the decisions it looks at.
``--phase meld`` asks the same of the steps between the draw and the discard, which the
expert leaves to ``strong``: where ``strong`` lays, attaches or swaps, the candidates are
that step, stopping there (``strong``'s discard now) and the next best new melds; where
it discards though it could lay, its discard and the melds it holds back.
With ``--choose-from known`` the choosing half plays from layouts of what seat 0 knows
instead (the expert's information, with no limit of time): what the expert's way could
reach at best. ``--phase`` keeps only the draws, the discards or those steps (``both``,
the default: the draws and the discards). Each changed choice is also counted by its kind.

    .venv/bin/python -m benchmarks.pinnacola_ceiling --players 2 --hands 30 --rollouts 24
    .venv/bin/python -m benchmarks.pinnacola_ceiling --players 2 --hands 30 --rollouts 24 \
        --phase discard --choose-from known
    .venv/bin/python -m benchmarks.pinnacola_ceiling --players 4 --hands 40 --seed 2 \
        --rollouts 16 --phase meld --choose-from known
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from collections import defaultdict
from dataclasses import dataclass

from benchmarks.pinnacola_deviations import (
    interval,
    kind,
    meld_steps,
    reshuffled,
    rollout,
    strong_hand,
)
from circolo.core.errors import IllegalPlayError
from circolo.games.pinnacola.actions import Action, Discard, LayMeld
from circolo.games.pinnacola.legal import legal_actions
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.expert import determinize
from circolo.games.pinnacola.players.planning import meld_score
from circolo.games.pinnacola.players.player import ClubPlayer
from circolo.games.pinnacola.state import HandState
from circolo.games.pinnacola.view import hand_view

#: Discards weighed at most: strong's choice and its next best by its own cost.
DISCARDS = 6
#: Steps weighed at most between the draw and the discard.
MELD_STEPS = 4


@dataclass(frozen=True)
class Position:
    """One decision of seat 0: the whole hand then, the candidates, strong's choice."""

    hand: int
    phase: str
    state: HandState
    candidates: tuple[Action, ...]
    club: int


def _candidates(state: HandState, club: ClubPlayer, chosen: Action) -> tuple[Action, ...]:
    if state.phase == "draw":
        return legal_actions(state)
    view = hand_view(state, state.seat)
    ranked = sorted(dict.fromkeys(view.discardable), key=lambda c: club.discard_cost(c, view))
    choices = [chosen, *(Discard(card) for card in ranked if Discard(card) != chosen)]
    return tuple(choices[:DISCARDS])


def _meld_candidates(state: HandState, club: ClubPlayer, chosen: Action) -> tuple[Action, ...]:
    """``strong``'s step between its draw and its discard, stopping (its discard now) and
    the other legal steps that put cards down, the best new melds first."""
    steps = meld_steps(state)
    if not steps:
        return ()
    options = state.options

    def score(action: Action) -> float:
        return meld_score(action, options) if isinstance(action, LayMeld) else 0.0

    choices: list[Action] = [chosen]
    if not isinstance(chosen, Discard):
        stop = club.discard(hand_view(state, state.seat)).action  # stopping here
        if isinstance(stop, Discard) and stop.card in state.discardable():
            choices.append(stop)
    for action in sorted(steps, key=lambda a: -score(a)):
        if action not in choices:
            choices.append(action)
    return tuple(choices[:MELD_STEPS])


def positions(players: int, hands: int, seed: int) -> list[Position]:
    """Every draw, discard and step between them of seat 0 in ``hands`` hands of strong at
    every seat."""
    options = PinnacolaOptions(players=players, mode="single")
    found: list[Position] = []
    for index in range(hands):
        state, club = strong_hand(
            options, random.Random(f"pinnacola-ceiling/{seed}/{index}"), index
        )
        while not state.is_over:
            action = club[state.seat].decide(hand_view(state, state.seat)).action
            discard = isinstance(action, Discard) and len(state.hands[state.seat]) > 1
            if state.seat == 0 and (state.phase == "draw" or discard):
                candidates = _candidates(state, club[0], action)
                if len(candidates) > 1:
                    phase = "draw" if state.phase == "draw" else "discard"
                    found.append(
                        Position(index, phase, state, candidates, candidates.index(action))
                    )
            if state.seat == 0 and state.phase == "meld":
                steps = _meld_candidates(state, club[0], action)
                if len(steps) > 1:
                    found.append(Position(index, "meld", state, steps, 0))
            state = state.apply(action)
    return found


def judge(job: tuple[int, Position, int, bool]) -> tuple[float, int]:
    """The gain, in games won, of the candidate chosen by half of the rollouts over
    strong's choice, valued by the other half; and the candidate chosen. With
    ``seen`` false the choosing half plays from layouts of what seat 0 may know (the
    expert's information) instead of the true hands."""
    number, position, rollouts, seen = job
    rng = random.Random(f"pinnacola-ceiling/judge/{number}")
    club = ClubPlayer(random.Random(number), "strong")
    team = position.state.seat % 2
    view = hand_view(position.state, position.state.seat)
    won = [[0.0] * len(position.candidates) for _ in range(2)]
    for played in range(rollouts):
        if played % 2 == 0 and not seen:
            layout = determinize(view, rng)
        else:
            layout = reshuffled(position.state, rng)
        for index, action in enumerate(position.candidates):
            try:
                after = layout.apply(action)
            except IllegalPlayError:  # a pile card no meld of this layout's hands can use
                continue
            game, _ = rollout(after, team, club)
            won[played % 2][index] += game
    choosing, valuing = won
    chosen = max(range(len(position.candidates)), key=lambda i: (choosing[i], i == position.club))
    halves = rollouts // 2 + rollouts % 2, rollouts // 2
    gain = (valuing[chosen] - valuing[position.club]) / max(1, halves[1])
    return gain, chosen


def _change(position: Position, chosen: int) -> str:
    """What kind of other choice was made: for the steps between the draw and the discard,
    as the deviations benchmark names them (stopping, laying what strong held back, or
    another step); else the phase's name."""
    if position.phase != "meld":
        return f"another {position.phase}"
    club, other = position.candidates[position.club], position.candidates[chosen]
    return kind((position.state, club, other))


def main() -> None:
    """The command line (see the module's description)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 4), default=2)
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rollouts", type=int, default=24)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--phase", choices=("draw", "discard", "meld", "both"), default="both")
    parser.add_argument(
        "--choose-from",
        choices=("seen", "known"),
        default="seen",
        help="the choosing half's layouts: the true hands, or what seat 0 knows",
    )
    args = parser.parse_args()
    started = time.perf_counter()
    found = [
        position
        for position in positions(args.players, args.hands, args.seed)
        if args.phase == position.phase or (args.phase == "both" and position.phase != "meld")
    ]
    seen = args.choose_from == "seen"
    jobs = [(number, position, args.rollouts, seen) for number, position in enumerate(found)]
    judged: list[tuple[float, int]] = []
    with multiprocessing.Pool(args.workers) as pool:
        for done, result in enumerate(pool.imap(judge, jobs), start=1):
            judged.append(result)
            if done % 25 == 0:
                print(f"{done}/{len(jobs)} decisions judged", file=sys.stderr, flush=True)
    by_phase: dict[str, list[float]] = defaultdict(list)
    changed: dict[str, int] = defaultdict(int)
    per_hand: dict[int, float] = defaultdict(float)
    by_change: dict[str, list[float]] = defaultdict(list)
    for position, (gain, chosen) in zip(found, judged, strict=True):
        by_phase[position.phase].append(gain)
        changed[position.phase] += chosen != position.club
        per_hand[position.hand] += gain
        if chosen != position.club:
            by_change[_change(position, chosen)].append(gain)
    print(
        f"{len(found)} decisions of seat 0 in {args.hands} hands, {args.players} players, "
        f"chosen from the {'true hands' if seen else 'layouts of what seat 0 knows'}"
    )
    print("phase     decisions  chosen otherwise  gain a decision, games (95%)   a hand")
    for phase, gains in sorted(by_phase.items()):
        print(
            f"{phase:9s} {len(gains):9d}  {changed[phase]:16d}  {interval(gains, 4):28s}"
            f"  {sum(gains) / args.hands:+.3f}"
        )
    for change, gains in sorted(by_change.items()):
        share = sum(gains) / args.hands
        print(f"  {change:28s} {len(gains):5d}  {interval(gains, 4):28s}  {share:+.3f}")
    hands = [per_hand[index] for index in range(args.hands)]
    print(f"a hand, both phases: {interval(hands, 4)} games (strong's 0.5 is the base)")
    print(f"({time.perf_counter() - started:.0f} s, {args.rollouts} rollouts a candidate)")


if __name__ == "__main__":
    main()
