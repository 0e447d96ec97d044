"""The opening lead learned from solved deals: collect, train, and measure it in the arena.

The first card of a hand is chosen with nothing known but the leader's own ten cards, and
a search there does not fit pimc's time (docs/search.md). So its value is learned offline:
``collect`` deals many hands of a variant and solves each exactly for every legal opening
lead (all hands known: the thirds the leader's team takes under best play); ``train`` fits
the per-lead model of ``circolo/games/tressette/players/pimc/opening.py`` to those values — the
lead's average
value over the layouts the leader cannot see, learned across hands — and writes its weights
into the package, after comparing the model's leads with the club rules' on deals kept
out of training (thirds given away against the best lead of each deal, as
``pimc_positions`` counts them):

    .venv/bin/python -m benchmarks.opening_lead collect --deals 20000 --seed 1 --out D.jsonl
    .venv/bin/python -m benchmarks.opening_lead train --data D.jsonl.0 D.jsonl.1

``train`` prints, for each ridge tried, the thirds the model's leads give away on the deals
kept out against the rules' leads. ``arena`` measures the change in the arena: the duplicate
deals of ``circolo arena`` (the same seeds) where pimc's opening lead by the model differs
from the rules' are played both ways, pimc's side leading (where the lead is the same, or
the other side leads, the play is the same), and the change in A - B a hand over all the
deals is printed with its 95% interval:

    .venv/bin/python -m benchmarks.opening_lead arena --a oracle --deals 300 --seed 17
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
from pathlib import Path
from typing import Any, TypedDict, cast

from benchmarks.pinnacola_deviations import interval
from circolo.core.arena.driver import MoveTimes
from circolo.core.arena.setup import ArenaSetup
from circolo.core.cards.italian import Card
from circolo.games import GAMES
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import TressetteOptions, preset
from circolo.games.tressette.players.arena import Roster, hands_of, play_one
from circolo.games.tressette.players.heuristic.player import HeuristicPlayer
from circolo.games.tressette.players.pimc.opening import OpeningModel, candidates, features
from circolo.games.tressette.players.pimc.player import PimcPlayer
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.solver import Solver
from circolo.games.tressette.view import seat_view


def _collect(args: tuple[str, int, range, str]) -> int:
    """Deal and solve hands ``indices``; append one JSON line a deal to ``out``."""
    variant, seed, indices, out = args
    options = preset(variant).single_game()
    solver = Solver()
    with open(out, "a", encoding="utf-8") as sink:
        for index in indices:
            key = f"circolo/opening-lead/{variant}/{seed}/{index}"
            rng = random.Random(key)
            match = deal_until_playable(MatchState.new(options, rng.randrange(4)), rng)
            assert match.hand is not None
            seat = match.to_move
            assert seat is not None
            view = seat_view(match, seat)
            ruled = HeuristicPlayer(random.Random(key + "/rules")).decide(view).card
            solver.clear()
            values = solver.move_values(match.hand.hands, seat, (), seat % 2)
            row: SolvedDeal = {
                "index": index,
                "hand": [card.code for card in view.hand],
                "values": {card.code: value for card, value in values.items()},
                "rules": ruled.code,
            }
            sink.write(json.dumps(row) + "\n")
            sink.flush()
    return len(indices)


class SolvedDeal(TypedDict):
    """One collected deal: the leader's hand, every lead's exact value, the rules' lead."""

    index: int
    hand: list[str]
    values: dict[str, int]
    rules: str


#: One deal for training: the candidate leads' feature indices, and their values.
Deal = tuple[list[list[int]], list[float]]
#: Every deal whose index is a multiple of this is kept out of training, to judge the model.
HELD_OUT = 5
#: Where ``train`` writes the weights (the package's copy).
WEIGHTS = (
    Path(__file__).resolve().parent.parent
    / "src/circolo/games/tressette/players/pimc/opening_lead.json"
)


def json_lines(paths: list[Path]) -> list[Any]:
    """Every JSON line of the files (a collected benchmark's rows), in order."""
    rows: list[Any] = []
    for path in paths:
        with open(path, encoding="utf-8") as source:
            rows.extend(json.loads(line) for line in source if line.strip())
    return rows


def _rows(paths: list[Path]) -> list[SolvedDeal]:
    return cast(list[SolvedDeal], json_lines(paths))


def _deal_data(row: SolvedDeal, index_of: dict[str, int], grow: bool) -> Deal | None:
    """The candidates' features (as indices, new names added when ``grow``) and values."""
    hand = [Card.parse(code) for code in row["hand"]]
    values = row["values"]
    leads = [c for c in candidates(hand) if c.code in values]
    if len(leads) < 2:
        return None
    feats: list[list[int]] = []
    for card in leads:
        names = features(hand, card)
        if grow:
            for name in names:
                index_of.setdefault(name, len(index_of))
        feats.append([index_of[name] for name in names if name in index_of])
    return feats, [float(values[c.code]) for c in leads]


def _fit(deals: list[Deal], size: int, ridge: float, steps: int) -> list[float]:
    """Ridge regression of each lead's value less its deal's mean, by conjugate gradients.

    A deal's own level (how good the hand is) is not what the model is for, so each deal's
    rows and values are centred on their mean (a fixed effect per deal).
    """

    def product(w: list[float]) -> list[float]:
        out = [ridge * x for x in w]
        for feats, _ in deals:
            p = [sum(w[f] for f in fs) for fs in feats]
            mean = sum(p) / len(p)
            for fs, value in zip(feats, p, strict=True):
                u = value - mean
                for f in fs:
                    out[f] += u
        return out

    b = [0.0] * size
    for feats, values in deals:
        mean = sum(values) / len(values)
        for fs, value in zip(feats, values, strict=True):
            for f in fs:
                b[f] += value - mean
    w = [0.0] * size
    r = b[:]
    d = r[:]
    rr = sum(x * x for x in r)
    for _ in range(steps):
        ad = product(d)
        alpha = rr / sum(x * y for x, y in zip(d, ad, strict=True))
        w = [x + alpha * y for x, y in zip(w, d, strict=True)]
        r = [x - alpha * y for x, y in zip(r, ad, strict=True)]
        new = sum(x * x for x in r)
        if new < 1e-9 * size:
            break
        d = [x + new / rr * y for x, y in zip(r, d, strict=True)]
        rr = new
    return w


def _losses(rows: list[SolvedDeal], model: OpeningModel | None, margin: float) -> list[float]:
    """Thirds given away in each deal against its best lead (the rules' lead without a model;
    with one, its best lead where that beats the rules' by more than ``margin``)."""
    lost: list[float] = []
    for row in rows:
        hand = [Card.parse(code) for code in row["hand"]]
        values = row["values"]
        card = row["rules"]
        if model is not None:
            scores = {c.code: s for c, s in model.scores(hand).items() if c.code in values}
            best = max(scores, key=lambda code: scores[code])
            rules_score = model.score(hand, Card.parse(card))
            if scores[best] > rules_score + margin:
                card = best
        lost.append(max(values.values()) - values[card])
    return lost


def _paired(model: list[float], rules: list[float]) -> str:
    """The mean loss, and its difference from the rules' with a 95% interval."""
    diffs = [m - r for m, r in zip(model, rules, strict=True)]
    return f"{sum(model) / len(model):.3f} a deal, {interval(diffs)} against the rules"


def _train(paths: list[Path], ridges: list[float], steps: int, out: Path | None) -> None:
    rows = _rows(paths)
    training = [r for r in rows if r["index"] % HELD_OUT]
    held = [r for r in rows if not r["index"] % HELD_OUT]
    index_of: dict[str, int] = {}
    deals = [d for r in training if (d := _deal_data(r, index_of, True)) is not None]
    names = sorted(index_of, key=index_of.__getitem__)
    print(f"{len(deals)} deals to train on, {len(held)} held out, {len(names)} features")
    rules = _losses(held, None, 0)
    print(f"  the club rules' leads: {sum(rules) / len(rules):.3f} thirds given away a deal")
    best: tuple[float, float, OpeningModel] | None = None
    for ridge in ridges:
        w = _fit(deals, len(names), ridge, steps)
        model = OpeningModel(
            {n: round(x, 4) for n, x in zip(names, w, strict=True) if abs(x) >= 1e-4}, len(deals)
        )
        for margin in (0.0, 0.25, 0.5, 1.0):
            losses = _losses(held, model, margin)
            lost = sum(losses) / len(losses)
            print(f"  ridge {ridge:g}, margin {margin:g}: {_paired(losses, rules)}")
            if margin == 0.0 and (best is None or lost < best[0]):
                best = (lost, ridge, model)
    if out is not None and best is not None:
        lost, ridge, model = best
        data = {"deals": model.deals, "ridge": ridge, "weights": model.weights}
        out.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n", encoding="utf-8")
        print(f"ridge {ridge:g} written to {out} ({lost:.3f} on the held-out deals)")


def _arena(args: tuple[TressetteOptions, str, str, int, int, range]) -> list[tuple[int, int]]:
    """For deals ``indices``: (index, change in A - B) where pimc's opening lead changed."""
    options, a, b, count, seed, indices = args
    changes: list[tuple[int, int]] = []
    for index in indices:
        setup = ArenaSetup(options, a, "pimc", "deals", count, seed, seats=4)
        match = deal_until_playable(
            MatchState.new(options, setup.first_dealer(index)), setup.hand_rng(index, 0)
        )
        leader = match.to_move
        assert leader is not None
        view = seat_view(match, leader)
        learned = PimcPlayer(setup.player_rng(index, leader), opening=True).decide(view).card
        ruled = PimcPlayer(setup.player_rng(index, leader), opening=False).decide(view).card
        if learned is ruled:
            continue
        play = 1 - leader % 2  # the play with pimc (B, on team 1 - play) leading first
        diffs = []
        joint = "," if ":" in b else ":"
        for spec in (f"{b}{joint}opening=learned", f"{b}{joint}opening=rules"):
            setup = ArenaSetup(options, a, spec, "deals", count, seed, seats=4)
            players = Roster(a, spec).players(setup, index, play)
            played = play_one(setup, index, play, players, MoveTimes())
            points = hands_of(played)[0].result().points
            diffs.append(points[play] - points[1 - play])
        changes.append((index, diffs[0] - diffs[1]))
    return changes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    verbs = parser.add_subparsers(dest="verb", required=True)
    collect = verbs.add_parser("collect", help="solve every opening lead of many deals")
    collect.add_argument("--deals", type=int, default=20000)
    collect.add_argument("--first", type=int, default=0, help="the first deal's index")
    collect.add_argument("--seed", type=int, default=1)
    collect.add_argument("--variant", default="classico")
    collect.add_argument("--out", type=Path, required=True)
    collect.add_argument("--workers", type=int, default=2)
    train = verbs.add_parser("train", help="fit the model, write the package's weights")
    train.add_argument("--data", type=Path, nargs="+", required=True)
    train.add_argument("--ridge", type=float, nargs="+", default=[3.0, 10.0, 30.0, 100.0])
    train.add_argument("--steps", type=int, default=150)
    train.add_argument("--out", type=Path, default=WEIGHTS)
    train.add_argument("--dry-run", action="store_true", help="measure only, write nothing")
    arena = verbs.add_parser("arena", help="the arena's change where the opening lead changed")
    arena.add_argument("--a", default="oracle", help="pimc's opponent (the arena's A)")
    arena.add_argument(
        "--b", default="pimc", help="pimc's other settings (opening=learned, then =rules, added)"
    )
    arena.add_argument("--deals", type=int, default=300)
    arena.add_argument("--seed", type=int, default=17)
    arena.add_argument("--variant", default="classico")
    arena.add_argument("--set", action="append", default=[], help="KEY=VALUE, as the arena's")
    arena.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if args.verb == "arena":
        game = GAMES["tressette"]
        options = game.with_settings(game.preset(args.variant), args.set).single_game()
        parts = [
            (options, args.a, args.b, args.deals, args.seed, range(w, args.deals, args.workers * 4))
            for w in range(args.workers * 4)
        ]
        with multiprocessing.Pool(args.workers) as pool:
            changes = sorted(c for part in pool.map(_arena, parts) for c in part)
        per_deal = [0.0] * args.deals
        for index, change in changes:
            per_deal[index] = change / 2  # a deal is two hands in the arena's count
        print(
            f"{len(changes)} of {args.deals} deals led otherwise by the model; A - B a hand"
            f" changes by {interval(per_deal)} (95%) with the learned opening lead"
            " (below 0: better for pimc)"
        )
        return
    if args.verb == "train":
        _train(args.data, args.ridge, args.steps, None if args.dry_run else args.out)
        return
    if args.verb == "collect":
        step = args.workers
        jobs = [
            (
                args.variant,
                args.seed,
                range(args.first + w, args.first + args.deals, step),
                f"{args.out}.{w}",
            )
            for w in range(args.workers)
        ]
        with multiprocessing.Pool(args.workers) as pool:
            done = sum(pool.map(_collect, jobs))
        print(f"{done} deals solved into {args.out}.0 … .{args.workers - 1}")


if __name__ == "__main__":
    main()
