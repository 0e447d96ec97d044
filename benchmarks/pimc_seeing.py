"""What pimc would gain from seeing some of the hidden cards: a measuring stick, never a player.

The arena's duplicate between the oracle and pimc whose search is shown partner's hand
(``--sees partner``) or every hand (``--sees all``): its layouts keep the shown hands as they
really are and draw only the rest. Everything else is pimc's own — the club rules where it
plays by them (its first trick but the third card, the last card of a trick while the hands
are long), the weighing of the layouts by the plays, the budget. The oracle's edge over it,
against the edge over pimc itself on the same deals (``benchmarks/arena_paired.py``), says
how much of that edge is the shown cards' — the most that reading them from the plays could
ever win; with every hand shown, what is left is the cost of the moves played by the club
rules (docs/benchmarks.md, issue 17's section):

    .venv/bin/python -m benchmarks.pimc_seeing --sees partner --deals 300 --seed 17 \\
        --workers 2 --pairs /tmp/see.jsonl
    .venv/bin/circolo arena --variant classico --a oracle --b pimc --deals 300 --seed 17 \\
        --workers 2 --pairs /tmp/base.jsonl
    .venv/bin/python -m benchmarks.arena_paired /tmp/base.jsonl /tmp/see.jsonl

The seeing player exists only in this benchmark's process (and the arena workers it forks):
no table, engine or server can seat it.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

import circolo.games.tressette.players.pimc.player as pimc_player
from circolo.cli import main as circolo_main
from circolo.core.cards.italian import Card
from circolo.games.tressette.players.base import Decision
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.oracle import ORACLE
from circolo.games.tressette.players.registry import PLAYERS, PlayerKind
from circolo.games.tressette.rules import SEATS
from circolo.games.tressette.view import SeatView

#: Which seats' hands are shown, by the name given to ``--sees``, for the seat to move.
SHOWN: dict[str, Callable[[int], frozenset[int]]] = {
    "partner": lambda seat: frozenset({(seat + 2) % SEATS}),
    "all": lambda seat: frozenset(other for other in range(SEATS) if other != seat),
}


def knowledge_seeing(hands: Sequence[Sequence[Card]], shown: frozenset[int]) -> type[Knowledge]:
    """A Knowledge whose seats ``shown`` may hold exactly their cards of ``hands`` (and
    nobody else those cards): the layouts drawn from it keep those hands as they are."""
    cards = {seat: frozenset(hands[seat]) for seat in shown}
    taken = frozenset().union(*cards.values())

    class Seeing(Knowledge):
        def may_hold(self, seat: int, card: Card) -> bool:
            if seat in cards:
                return card in cards[seat]
            return card not in taken and super().may_hold(seat, card)

    return Seeing


@contextmanager
def _search_sees(knowledge: type[Knowledge]) -> Iterator[None]:
    """pimc's search reads ``knowledge`` instead of Knowledge for the time of one decision."""
    names = vars(pimc_player)
    plain = names["Knowledge"]
    names["Knowledge"] = knowledge
    try:
        yield
    finally:
        names["Knowledge"] = plain


def seeing_name(sees: str) -> str:
    """The seeing player's name in the arena's records, for ``--sees``."""
    return f"pimc-sees-{sees}"


@dataclass
class SeeingPimc:
    """pimc whose search is shown some hands (the arena shows a player whose ``sees_all`` is
    true every hand)."""

    rng: random.Random
    sees: str = "partner"
    inner: pimc_player.PimcPlayer | None = field(default=None, repr=False)
    sees_all = True

    @property
    def name(self) -> str:
        return seeing_name(self.sees)

    def decide(self, view: SeatView) -> Decision:
        """Refused: this player plays only in the arena, where it is shown the hands."""
        raise RuntimeError("a seeing player plays only in the arena, where it sees the hands")

    def decide_seeing(self, view: SeatView, hands: Sequence[Sequence[Card]]) -> Decision:
        """pimc's card for ``view``, its layouts keeping the shown seats' ``hands``."""
        if self.inner is None:
            self.inner = pimc_player.PimcPlayer(self.rng)
        with _search_sees(knowledge_seeing(hands, SHOWN[self.sees](view.seat))):
            return self.inner.decide(view)


def register(sees: str) -> str:
    """Make the seeing player known to the arena under its name (this process only)."""
    name = seeing_name(sees)
    PLAYERS[name] = PlayerKind(settings={}, make=lambda _settings, rng: SeeingPimc(rng, sees=sees))
    return name


def main(argv: list[str] | None = None) -> int:
    """Run the arena of the oracle against pimc shown the hands ``--sees`` names."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sees", choices=sorted(SHOWN), required=True)
    parser.add_argument("--variant", default="classico")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--pairs", help="write each pair's points here (arena --pairs)")
    args = parser.parse_args(argv)
    name = register(args.sees)
    command = ["arena", "--variant", args.variant, "--a", ORACLE, "--b", name]
    command += ["--deals", str(args.deals), "--seed", str(args.seed)]
    command += ["--workers", str(args.workers), "--json"]
    if args.pairs:
        command += ["--pairs", args.pairs]
    try:
        return circolo_main(command)
    finally:
        PLAYERS.pop(name, None)


if __name__ == "__main__":
    raise SystemExit(main())
