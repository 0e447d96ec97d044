"""A model of strong play learned from the solver's: collect its plays, fit, and judge it.

pimc's inference reads a seat that does not play by the club rules with a looser model
(docs/search.md, "Inference"). ``circolo/games/tressette/players/pimc/strong_play.py`` is a sharper
one for such
seats: each legal card's chance from what the seat holds and sees. ``collect`` plays deals
with the arena's ``oracle`` (the solver's best card, every hand known) at every seat and
keeps each play that had a choice, with what the seat could see and the club rules' card
for it; ``train`` fits the model's weights to those plays by a conditional logit, prints
the log-loss a play on the deals kept out (every fifth) against the looser model of today
and the club model, and writes the weights into the package:

    .venv/bin/python -m benchmarks.strong_play collect --deals 2500 --seed 3 --out S.jsonl
    .venv/bin/python -m benchmarks.strong_play train --data S.jsonl.0 S.jsonl.1

``collect --player pimc`` keeps pimc's plays instead (pimc at every seat), and ``train
--out F`` writes the weights elsewhere than the package: a model of pimc's own play, to read
a pimc partner by (tried for issue 17 and not kept; docs/lab/pimc-vs-oracle.md, "Partner read as the
player it is").
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
from collections.abc import Sequence
from pathlib import Path
from typing import TypedDict, cast

from benchmarks.opening_lead import json_lines
from circolo.core.arena.driver import MoveTimes
from circolo.core.arena.setup import ArenaSetup
from circolo.core.cards.italian import SUITS, Card
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.arena import play_one
from circolo.games.tressette.players.base import Decision, Player
from circolo.games.tressette.players.heuristic.player import HeuristicPlayer
from circolo.games.tressette.players.oracle import OraclePlayer
from circolo.games.tressette.players.pimc.kinds import LATE_CARDS, club_chances
from circolo.games.tressette.players.pimc.strong_play import Moment, features, moment_of
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.rules import SEATS, legal_cards
from circolo.games.tressette.view import SeatView


class Play(TypedDict):
    """One kept play: the deal, what the seat held and saw, the club card, the card played."""

    deal: int
    seat: int
    held: list[str]
    trick: list[tuple[int, str]]
    gone: list[str]
    partner_led: list[str]
    club: str
    card: str


def _keep(kept: list[Play], deal: int, view: SeatView, card: Card, club: HeuristicPlayer) -> None:
    """Keep the play of ``card`` in ``view`` if the seat had a choice."""
    if len(view.legal) > 1:
        at = moment_of(view)
        kept.append(
            {
                "deal": deal,
                "seat": view.seat,
                "held": [c.code for c in view.hand],
                "trick": [(seat, c.code) for seat, c in at.trick],
                "gone": sorted(c.code for c in at.gone),
                "partner_led": sorted(s.code for s in at.partner_led),
                "club": club.decide(view).card.code,
                "card": card.code,
            }
        )


class _Recorder(OraclePlayer):
    """The oracle, keeping each of its plays that had a choice."""

    def __init__(self, rng: random.Random, deal: int, kept: list[Play]) -> None:
        super().__init__(rng)
        self.deal = deal
        self.kept = kept
        self.club = HeuristicPlayer(random.Random(0), endgame=False)

    def decide_seeing(self, view: SeatView, hands: Sequence[Sequence[Card]]) -> Decision:
        decision = super().decide_seeing(view, hands)
        _keep(self.kept, self.deal, view, decision.card, self.club)
        return decision


class _Keeping:
    """Any player (pimc), keeping each of its plays that had a choice."""

    def __init__(self, player: Player, deal: int, kept: list[Play]) -> None:
        self.player = player
        self.deal = deal
        self.kept = kept
        self.club = HeuristicPlayer(random.Random(0), endgame=False)

    @property
    def name(self) -> str:
        """The kept player's name."""
        return self.player.name

    def decide(self, view: SeatView) -> Decision:
        """The kept player's decision, its play kept."""
        decision = self.player.decide(view)
        _keep(self.kept, self.deal, view, decision.card, self.club)
        return decision


#: Whose plays ``collect`` keeps: the arena's oracle, or pimc (at every seat).
COLLECTED = ("oracle", "pimc")


def _collect(args: tuple[str, int, range, str, str]) -> int:
    variant, seed, indices, out, who = args
    options = preset(variant).single_game()
    setup = ArenaSetup(options, who, who, "deals", indices.stop, seed, seats=4)
    with open(out, "a", encoding="utf-8") as sink:
        for index in indices:
            kept: list[Play] = []
            seated: list[Player] = [
                _Recorder(setup.player_rng(index, seat), index, kept)
                if who == "oracle"
                else _Keeping(create_player(who, setup.player_rng(index, seat)), index, kept)
                for seat in range(SEATS)
            ]
            play_one(setup, index, 0, seated, MoveTimes())
            for row in kept:
                sink.write(json.dumps(row) + "\n")
            sink.flush()
    return len(indices)


#: Every deal whose index is a multiple of this is kept out of training, to judge the model.
HELD_OUT = 5
#: Where ``train`` writes the weights (the package's copy).
WEIGHTS = (
    Path(__file__).resolve().parent.parent
    / "src/circolo/games/tressette/players/pimc/strong_play.json"
)
_SUIT_OF = {s.code: s for s in SUITS}

#: AdaGrad's step size.
RATE = 0.3

#: One play for training: the legal cards' feature indices and which card was played.
Example = tuple[list[list[int]], int]


def _parse(row: Play) -> tuple[list[Card], Moment, Card, Card]:
    at = Moment(
        row["seat"],
        tuple((seat, Card.parse(code)) for seat, code in row["trick"]),
        frozenset(Card.parse(code) for code in row["gone"]),
        frozenset(_SUIT_OF[code] for code in row["partner_led"]),
    )
    return (
        [Card.parse(c) for c in row["held"]],
        at,
        Card.parse(row["club"]),
        Card.parse(row["card"]),
    )


def _example(row: Play, index_of: dict[str, int], grow: bool) -> Example | None:
    held, at, club, card = _parse(row)
    legal = legal_cards(held, at.led)
    if len(legal) < 2 or card not in legal:
        return None
    feats: list[list[int]] = []
    for candidate in legal:
        names = features(held, candidate, at, club)
        if grow:
            for name in names:
                index_of.setdefault(name, len(index_of))
        feats.append([index_of[name] for name in names if name in index_of])
    return feats, legal.index(card)


def _log_chance(w: Sequence[float], example: Example) -> tuple[float, list[float]]:
    feats, played = example
    scores = [sum(w[f] for f in fs) for fs in feats]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    probs = [e / total for e in exps]
    return math.log(max(probs[played], 1e-300)), probs


def _fit(examples: list[Example], size: int, ridge: float, epochs: int) -> list[float]:
    """The conditional logit's weights by AdaGrad over the plays, an L2 penalty ``ridge``."""
    w = [0.0] * size
    g2 = [1e-8] * size
    rate = RATE
    order = list(range(len(examples)))
    rng = random.Random(0)
    scale = ridge / len(examples)
    for _ in range(epochs):
        rng.shuffle(order)
        for i in order:
            feats, played = examples[i]
            _, probs = _log_chance(w, examples[i])
            grad: dict[int, float] = {}
            for j, fs in enumerate(feats):
                err = probs[j] - (1.0 if j == played else 0.0)
                for f in fs:
                    grad[f] = grad.get(f, 0.0) + err
            for f, g in grad.items():
                g += scale * w[f]
                g2[f] += g * g
                w[f] -= rate * g / math.sqrt(g2[f])
    return w


def _baselines(rows: list[Play]) -> dict[str, float]:
    """Mean log-loss a play of uniform chances, the looser model and the club model."""
    totals = {"uniform": 0.0, "looser (club card 0.4, late 0.15)": 0.0, "club (0.9, late 0.6)": 0.0}
    count = 0
    for row in rows:
        held, at, club, card = _parse(row)
        legal = legal_cards(held, at.led)
        if len(legal) < 2:
            continue
        count += 1
        sharp, loose = club_chances(card is club, len(legal), len(held) <= LATE_CARDS)
        totals["uniform"] += math.log(len(legal))
        totals["looser (club card 0.4, late 0.15)"] -= math.log(loose)
        totals["club (0.9, late 0.6)"] -= math.log(sharp)
    return {name: total / max(1, count) for name, total in totals.items()}


def _by_kind(
    w: Sequence[float], rows: list[Play], index_of: dict[str, int]
) -> dict[str, tuple[int, float]]:
    """Plays kept out and their log-loss, by kind (lead, follow, discard) and place."""
    out: dict[str, tuple[int, float]] = {}
    for row in rows:
        example = _example(row, index_of, False)
        if example is None:
            continue
        held, at, _, _ = _parse(row)
        if not at.trick:
            kind = "lead"
        elif any(c.suit is at.led for c in held):
            kind = f"follow, place {len(at.trick)}"
        else:
            kind = f"discard, place {len(at.trick)}"
        count, lost = out.get(kind, (0, 0.0))
        out[kind] = (count + 1, lost - _log_chance(w, example)[0])
    return out


def _rows(paths: list[Path]) -> list[Play]:
    return cast(list[Play], json_lines(paths))


def train(
    paths: list[Path], ridges: list[float], epochs: int, write: bool, out: Path = WEIGHTS
) -> None:
    """Fit for each ridge, print the held-out log-loss, write the best weights to ``out``."""
    rows = _rows(paths)
    kept_out = [r for r in rows if r["deal"] % HELD_OUT == 0]
    training = [r for r in rows if r["deal"] % HELD_OUT != 0]
    index_of: dict[str, int] = {}
    examples = [e for r in training if (e := _example(r, index_of, True)) is not None]
    judged = [e for r in kept_out if (e := _example(r, index_of, False)) is not None]
    if not examples or not judged:
        raise SystemExit(
            f"{len(examples)} plays to train on and {len(judged)} kept out: every deal whose "
            f"number is a multiple of {HELD_OUT} is kept out, so collect at least two deals"
        )
    print(f"{len(examples)} plays to train on, {len(judged)} kept out; {len(index_of)} features")
    for name, loss in _baselines(kept_out).items():
        print(f"  {name}: {loss:.4f} nats a play")
    best: tuple[float, list[float], float] | None = None
    for ridge in ridges:
        w = _fit(examples, len(index_of), ridge, epochs)
        loss = -sum(_log_chance(w, e)[0] for e in judged) / len(judged)
        train_loss = -sum(_log_chance(w, e)[0] for e in examples) / len(examples)
        print(f"  learned, ridge {ridge}: {loss:.4f} nats a play (training {train_loss:.4f})")
        for kind, (count, lost) in sorted(_by_kind(w, kept_out, index_of).items()):
            print(f"    {kind}: {count} plays, {lost / count:.4f} nats a play")
        if best is None or loss < best[0]:
            best = (loss, w, ridge)
    if write and best is not None:
        names = {index: name for name, index in index_of.items()}
        weights = {names[i]: round(v, 4) for i, v in enumerate(best[1]) if abs(v) >= 1e-4}
        payload = {
            "plays": len(examples),
            "ridge": best[2],
            "weights": dict(sorted(weights.items())),
        }
        out.write_text(json.dumps(payload, indent=0) + "\n", encoding="utf-8")
        print(f"weights (ridge {best[2]}, {len(weights)} features) written to {out}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    verbs = parser.add_subparsers(dest="verb", required=True)
    collect = verbs.add_parser("collect", help="the oracle (or pimc) at every seat: keep its plays")
    collect.add_argument("--deals", type=int, default=2500)
    collect.add_argument("--seed", type=int, default=3)
    collect.add_argument("--variant", default="classico")
    collect.add_argument("--out", type=Path, required=True, help="files OUT.0, OUT.1, … a worker")
    collect.add_argument("--workers", type=int, default=2)
    collect.add_argument("--player", choices=COLLECTED, default="oracle", help="whose plays")
    fit = verbs.add_parser("train", help="fit the model, judge it on deals kept out, write it")
    fit.add_argument("--data", type=Path, nargs="+", required=True)
    fit.add_argument("--ridge", type=float, nargs="+", default=[1.0])
    fit.add_argument("--epochs", type=int, default=8)
    fit.add_argument("--no-write", action="store_true", help="judge only")
    fit.add_argument("--out", type=Path, default=WEIGHTS, help="where the weights go")
    args = parser.parse_args()
    if args.verb == "collect":
        size = -(-args.deals // args.workers)
        jobs = [
            (
                args.variant,
                args.seed,
                range(i, min(args.deals, i + size)),
                f"{args.out}.{n}",
                args.player,
            )
            for n, i in enumerate(range(0, args.deals, size))
        ]
        with multiprocessing.Pool(args.workers) as pool:
            done = sum(pool.map(_collect, jobs))
        print(f"{done} deals played, plays in {args.out}.0 … {args.out}.{len(jobs) - 1}")
        return
    train(args.data, args.ridge, args.epochs, not args.no_write, args.out)


if __name__ == "__main__":
    main()
