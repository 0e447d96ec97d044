"""How well pimc's layouts predict where the unseen cards are: log-loss, uniform vs inferred.

Positions come from heuristic self-play of classico (the seat to move after a random
number of plays, 4 to 32); for each, a pool of POOL layouts is sampled uniformly under what
the seat knows (layouts.py), and every unseen card gets a probability for each other seat:
the (weighted) share of layouts that put it there. The log-loss is the mean of
-ln P(the seat that really holds it), each probability floored at 0.001. Compared:

- ``uniform``: the first LAYOUTS layouts of the pool, as pimc without inference solves;
- ``possible``: the pool, keeping only the layouts the real deal could have been (no redeal,
  the accuse declared, no refused false signal), no model of play;
- ``pool``: the pool weighed by inference.py's model;
- ``inferred``: LAYOUTS layouts resampled from the weighed pool, as ``pimc:infer=on`` solves.

Tune on one seed and report on another:

    .venv/bin/python benchmarks/inference_logloss.py --positions 300 --seed 1

``--from P.pickle`` takes the positions from a set of ``benchmarks/pimc_positions.py``
instead (pimc's seats against the oracle or the club players: how well the seats are read
there), ``--positions N`` of them spread over the set, ``--sizes`` keeping some hand sizes;
``--loose learned`` reads the seats that stray from the club rules by the model of strong
play (pimc's ``loose=learned``); ``--solver`` reads a seat as the solver's kind too, as pimc
does by default (``pimc:solver=on``):

    .venv/bin/python benchmarks/inference_logloss.py --from P.pickle --positions 600 --loose learned

Each log-loss is given for all the unseen cards and apart for partner's and for the
opponents' (by the seat that really holds the card), with the mean squared error of the
probability given to that seat (the Brier score of the card's one true seat: a confident
mistake costs at most 1 there, where the log-loss can cost ln 1000).
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
import time
from collections.abc import Iterator
from pathlib import Path

from circolo.core.cards.italian import Card
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.layouts import LayoutSampler
from circolo.games.tressette.players.heuristic.player import HeuristicPlayer
from circolo.games.tressette.players.pimc.inference import (
    MIN_CARDS,
    POOL,
    ROUNDS,
    Inference,
    posterior,
    resample,
)
from circolo.games.tressette.players.pimc.kinds import AGREE, LATE_AGREE, SHARP_PRIOR
from circolo.games.tressette.players.pimc.strong_play import shipped_model
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.solver import Solver
from circolo.games.tressette.state import Play
from circolo.games.tressette.view import SeatView, seat_view

FLOOR = 1e-3
#: Whose cards a figure is for: partner's (index 0) or the opponents' (1).
WHOSE = ("partner", "opponents")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--layouts", type=int, default=40, help="layouts pimc solves")
    parser.add_argument("--pool", type=int, default=POOL, help="layouts weighed")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="rounds the pool is drawn in")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agree", type=float, default=AGREE, help="the model's chance")
    parser.add_argument("--late-agree", type=float, default=LATE_AGREE)
    parser.add_argument(
        "--club",
        type=float,
        default=SHARP_PRIOR,
        help="the chance before its plays that a seat plays by the club rules (1: all do)",
    )
    parser.add_argument("--min-cards", type=int, default=MIN_CARDS)
    parser.add_argument("--min-plays", type=int, default=4)
    parser.add_argument("--max-plays", type=int, default=32)
    parser.add_argument("--from", dest="source", type=Path, help="a pimc_positions set")
    parser.add_argument("--sizes", type=int, nargs="*", help="with --from: cards in hand")
    parser.add_argument("--loose", choices=("uniform", "learned"), default="uniform")
    parser.add_argument("--solver", action="store_true", help="read the solver's kind too")
    args = parser.parse_args()
    draw = random.Random(args.seed + 1_000_003)  # the layouts
    strong = shipped_model() if args.loose == "learned" else None
    names = ("uniform", "possible", "pool", "inferred")
    solver = Solver(18) if args.solver else None
    loss = {(name, who): 0.0 for name in names for who in WHOSE}
    squared = dict.fromkeys(loss, 0.0)
    cards = dict.fromkeys(WHOSE, 0)
    positions = 0
    weighing = 0.0
    for view, hands in _positions(args):
        knowledge = Knowledge(view)
        sampler = LayoutSampler(knowledge)
        pool = [sampler.sample(draw) for _ in range(max(args.pool, args.layouts))]
        started = time.perf_counter()
        inference = Inference(
            view,
            args.agree,
            args.min_cards,
            args.late_agree,
            sharp_prior=args.club,
            strong=strong,
            solver=solver,
        )
        weighed_pool, weighed = posterior(inference, sampler, draw, args.pool, args.rounds)
        weighing += time.perf_counter() - started
        possible = [float(inference.possible(hands)) for hands in pool]
        drawn = resample(weighed, args.layouts, draw)
        truth = {card: seat for seat, hand in enumerate(hands) for card in hand}
        predictions: dict[str, tuple[list[list[list[Card]]], list[float]]] = {
            "uniform": (pool[: args.layouts], [1.0] * args.layouts),
            "possible": (pool, possible if sum(possible) else [1.0] * len(pool)),
            "pool": (weighed_pool, weighed),
            "inferred": ([weighed_pool[i] for i in drawn], [float(n) for n in drawn.values()]),
        }
        whose = {card: WHOSE[truth[card] != knowledge.partner] for card in view.unseen}
        for card in view.unseen:
            cards[whose[card]] += 1
        for name, (layouts, shares) in predictions.items():
            total = sum(shares)
            for card in view.unseen:
                share = sum(w for hands, w in zip(layouts, shares, strict=True)
                            if card in hands[truth[card]]) / total  # fmt: skip
                key = (name, whose[card])
                loss[key] -= math.log(max(share, FLOOR))
                squared[key] += (1 - share) ** 2
        positions += 1
    cards_scored = sum(cards.values())
    uniform = sum(loss["uniform", who] for who in WHOSE)
    for name in names:
        mine = sum(loss[name, who] for who in WHOSE)
        apart = "  ".join(
            f"{who} {loss[name, who] / max(1, cards[who]):.4f}"
            f" (squared {squared[name, who] / max(1, cards[who]):.4f})"
            for who in WHOSE
        )
        print(
            f"{name:9s} log-loss per card {mine / cards_scored:.4f}"
            f"  ({100 * (1 - mine / uniform):+.1f}% vs uniform)  {apart}"
        )
    print(
        f"{cards_scored} cards ({cards['partner']} partner's), {positions} positions; "
        f"weighing {args.pool} layouts took "
        f"{1000 * weighing / max(1, positions):.0f} ms a position on average"
    )


def _positions(args: argparse.Namespace) -> Iterator[tuple[SeatView, list[list[Card]]]]:
    """The positions scored: each seat view with every hand as it really is."""
    if args.source is not None:
        kept = [
            (view, hands)
            for view, hands, _ in pickle.loads(args.source.read_bytes())
            if not args.sizes or len(view.hand) in args.sizes
        ]
        step = max(1, len(kept) // args.positions)
        yield from kept[::step][: args.positions]
        return
    rng = random.Random(args.seed)  # the positions
    players = [HeuristicPlayer(random.Random(seat)) for seat in range(4)]
    for _ in range(args.positions):
        match = deal_until_playable(MatchState.new(preset("classico"), rng.randrange(4)), rng)
        for _ in range(rng.randrange(args.min_plays, args.max_plays + 1)):
            assert match.hand is not None and match.to_move is not None
            decision = players[match.to_move].decide(seat_view(match, match.to_move))
            match = match.play(Play(decision.card, decision.signals))
        assert match.hand is not None and match.to_move is not None
        yield seat_view(match, match.to_move), [list(hand) for hand in match.hand.hands]


if __name__ == "__main__":
    main()
