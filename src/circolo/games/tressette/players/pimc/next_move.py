"""A card valued with the seat's own next card chosen without seeing the layout.

PIMC values a card in each layout as if the seat, at its next move, knew that layout: it
averages the best next card of every layout, though at that move it will have to play one
card for all the layouts it cannot tell apart ("strategy fusion"; Frank and Basin, 1998).
Here each legal card is played in each layout, the other seats answer by the solver's best
card for their team in that layout (as PIMC assumes they do) until the seat is to move
again; the layouts that show the seat the same cards played in between are one
information set (the signals made with them are not told apart: the sets are coarser than
what the seat will know), and the seat's next card is the one with the best total over that set —
the same card for all of them. It is αμ search of depth two (Cazenave and Ventos, 2019)
with the others' answers fixed by the solver rather than searched as Pareto fronts.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from circolo.core.cards.italian import Card
from circolo.games.tressette.players.heuristic.choice import best_valued
from circolo.games.tressette.players.pimc.partner_guess import nodes_allowed
from circolo.games.tressette.ranking import cards_thirds
from circolo.games.tressette.rules import SEATS, team_of, trick_winner
from circolo.games.tressette.solver import Solver

#: What the seat sees between its card and its next move: the others' cards, in order.
Path = tuple[Card, ...]


@dataclass
class NextMoveTotals:
    """Each card's weighed totals over the layouts, grouped by what the seat will see."""

    #: (card, path) -> the next card -> weighed thirds, summed over the layouts.
    groups: dict[tuple[Card, Path], dict[Card, float]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(float))
    )

    def add(self, layout: dict[Card, tuple[Path, int, dict[Card, int]]], weight: float) -> None:
        """Adds one layout's outcomes (see :func:`layout_outcomes`) with ``weight``."""
        for card, (path, gained, after) in layout.items():
            group = self.groups[card, path]
            for following, value in after.items():
                group[following] += weight * (gained + value)

    def totals(self, cards: Sequence[Card]) -> dict[Card, float]:
        """Each card's weighed total with one next card per information set."""
        result = dict.fromkeys(cards, 0.0)
        for (card, _path), group in self.groups.items():
            result[card] += max(group.values())
        return result


def layout_outcomes(
    solver: Solver,
    me: int,
    hands: Sequence[Sequence[Card]],
    leader: int,
    trick: Sequence[Card],
    legal: Sequence[Card],
    node_limit: int,
) -> dict[Card, tuple[Path, int, dict[Card, int]]]:
    """For each of ``me``'s legal cards in the layout ``hands``: the cards the others play
    until ``me`` moves again, the thirds ``me``'s team takes in a trick closed meanwhile, and
    the value of each of ``me``'s next cards from there (thirds to the hand's end).

    ``me`` must hold at least two cards (a next card). Raises SearchGaveUpError past
    ``node_limit`` nodes.
    """
    if len(hands[me]) < 2:
        raise ValueError("the seat plays no card after this one: nothing to choose once")
    team = team_of(me)
    start = solver.nodes
    outcomes: dict[Card, tuple[Path, int, dict[Card, int]]] = {}
    for card in legal:
        held = [list(hand) for hand in hands]
        held[me].remove(card)
        played = [*trick, card]
        opener = leader
        path: list[Card] = []
        gained = 0
        mover = (leader + len(played)) % SEATS
        while True:
            if len(played) == SEATS:
                winner = trick_winner([((opener + i) % SEATS, c) for i, c in enumerate(played)])
                if team_of(winner) == team:
                    gained += cards_thirds(played)
                opener, played, mover = winner, [], winner
            if mover == me:
                break
            values = solver.move_values(
                held, opener, played, team, node_limit=nodes_allowed(node_limit, solver, start)
            )
            sign = 1 if team_of(mover) == team else -1
            answer = best_valued(values, values, sign)
            held[mover].remove(answer)
            played.append(answer)
            path.append(answer)
            mover = (mover + 1) % SEATS
        after = solver.move_values(
            held, opener, played, team, node_limit=nodes_allowed(node_limit, solver, start)
        )
        outcomes[card] = (tuple(path), gained, after)
    return outcomes
