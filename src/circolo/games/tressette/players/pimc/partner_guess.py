"""A lead valued with partner's answer guessed from partner's own cards, not from every hand.

PIMC values a card in each layout by the solver, which plays every seat as if it saw every
hand — partner too. A lead that needs partner to guess right (to play the 3 on a low card
led, or to hold it back; to read the lead's signal) is worth less in play than there, and
the solver's count cannot tell: a learned opening lead that gave away half a third less by
that count gained nothing in the arena (docs/benchmarks.md). Here, in each layout, the
second seat answers the lead with the solver's best card (it may see everything: the
oracle does), partner answers with the club rules' card for what partner can see — its own
cards, the plays, the lead's signals — and the solver values the rest of the hand from the
fourth card on. It is one step of recursive Monte Carlo search (Furtak and Buro, CIG 2013):
partner's next card played from partner's information instead of every hand's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from circolo.core.cards.italian import Card
from circolo.games.tressette.players.heuristic.choice import best_valued
from circolo.games.tressette.rules import SEATS, legal_cards
from circolo.games.tressette.solver import Solver
from circolo.games.tressette.state import PlayedCard
from circolo.games.tressette.view import SeatView

#: The club rules' card for a seat's view (the heuristic player without its count).
Answer = Callable[[SeatView], Card]


def lead_values(
    solver: Solver,
    view: SeatView,
    hands: Sequence[Sequence[Card]],
    signals: Callable[[Card], tuple[str, ...]],
    answer: Answer,
    node_limit: int,
    cache: dict[tuple[Card, Card, frozenset[Card]], Card],
) -> dict[Card, int]:
    """Each legal lead's value for the leader's team in the layout ``hands``, partner's
    answer by ``answer`` on partner's view.

    ``signals`` gives the signals each lead is made with (what partner reads); ``cache``
    keeps partner's answer by lead, second card and partner's cards that matter, across
    the layouts of one decision. Raises SearchGaveUpError past ``node_limit`` nodes.
    """
    me = view.seat
    second, partner = (me + 1) % SEATS, (me + 2) % SEATS
    team = me % 2
    start = solver.nodes
    values: dict[Card, int] = {}
    for lead in view.legal:
        after_lead = [list(hand) for hand in hands]
        after_lead[me].remove(lead)
        replies = solver.move_values(
            after_lead, me, [lead], team, node_limit=nodes_allowed(node_limit, solver, start)
        )
        reply = best_valued(replies, replies, -1)  # the opponents' best
        after_lead[second].remove(reply)
        held = after_lead[partner]
        allowed = legal_cards(held, lead.suit)  # following, the club card depends on these
        key = (lead, reply, frozenset(allowed))
        guessed = cache.get(key)
        if guessed is None:
            seen = replace(
                view,
                seat=partner,
                hand=tuple(held),
                plays=(*view.plays, PlayedCard(me, lead, signals(lead)), PlayedCard(second, reply)),
                to_move=partner,
                legal=allowed,
            )
            guessed = answer(seen) if len(allowed) > 1 else allowed[0]
            cache[key] = guessed
        after_lead[partner].remove(guessed)
        last = solver.move_values(
            after_lead,
            me,
            [lead, reply, guessed],
            team,
            node_limit=nodes_allowed(node_limit, solver, start),
        )
        values[lead] = min(last.values())
    return values


def nodes_allowed(node_limit: int, solver: Solver, start: int) -> int:
    """The nodes still allowed of ``node_limit`` since the solver had counted ``start``
    (at least 1: 0 would mean no limit)."""
    return max(1, node_limit - (solver.nodes - start))
