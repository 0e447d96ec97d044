"""How well pimc's layouts predict where the unseen cards are: log-loss, uniform vs inferred.

Positions come from heuristic self-play of classico (the seat to move after a random
number of plays); for each, LAYOUTS layouts are sampled under what the seat knows, and
every unseen card gets a probability for each other seat: the (weighted) share of layouts
that put it there. The log-loss is the mean of -ln P(the seat that really holds it).

    .venv/bin/python benchmarks/inference_logloss.py --positions 300 --layouts 40
"""

from __future__ import annotations

import argparse
import math
import random

from circolo.ai.heuristic.knowledge import Knowledge
from circolo.ai.heuristic.player import HeuristicPlayer
from circolo.ai.pimc.inference import AGREE, weights
from circolo.ai.pimc.layouts import LayoutSampler
from circolo.ai.selfplay import deal_until_playable
from circolo.tressette.options import preset
from circolo.tressette.state import MatchState, Play
from circolo.tressette.view import seat_view

FLOOR = 1e-3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--layouts", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agree", type=float, default=None, help="the model's chance (AGREE)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    players = [HeuristicPlayer(random.Random(seat)) for seat in range(4)]
    loss = {"uniform": 0.0, "inferred": 0.0}
    cards_scored = 0
    for _ in range(args.positions):
        match = deal_until_playable(MatchState.new(preset("classico"), rng.randrange(4)), rng)
        for _ in range(rng.randrange(4, 33)):
            assert match.hand is not None and match.to_move is not None
            decision = players[match.to_move].decide(seat_view(match, match.to_move))
            match = match.play(Play(decision.card, decision.signals))
        assert match.hand is not None and match.to_move is not None
        view = seat_view(match, match.to_move)
        sampler = LayoutSampler(Knowledge(view))
        layouts = [sampler.sample(rng) for _ in range(args.layouts)]
        truth = {card: seat for seat, hand in enumerate(match.hand.hands) for card in hand}
        for name, weighed in (
            ("uniform", [1.0] * len(layouts)),
            ("inferred", weights(view, layouts, args.agree or AGREE)),
        ):
            total = sum(weighed)
            for card in view.unseen:
                share = sum(w for hands, w in zip(layouts, weighed, strict=True)
                            if card in hands[truth[card]]) / total  # fmt: skip
                loss[name] -= math.log(max(share, FLOOR))
        cards_scored += len(view.unseen)
    for name, value in loss.items():
        print(f"{name:9s} log-loss per card {value / cards_scored:.4f}")
    gain = 1 - loss["inferred"] / loss["uniform"]
    print(f"inferred layouts: {100 * gain:.1f}% lower log-loss than uniform ({cards_scored} cards)")


if __name__ == "__main__":
    main()
