"""What pimc's reading of the others' plays tells a player: the reason it gives.

The inference (inference.py) weighs the layouts of the unseen cards by the others' plays;
the reason names the card whose whereabouts the plays told most.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from circolo.core.cards.italian import Card
from circolo.games.tressette.players.base import Reason
from circolo.games.tressette.players.pimc.inference import Layout
from circolo.games.tressette.view import SeatView

#: A card is "likely" with a seat in a reason from this share of the weight on,
LIKELY_SHARE = 0.75
#: and at least this much above the share of a uniform deal.
LIKELY_GAIN = 0.3


def likely_holding(
    view: SeatView,
    layouts: Sequence[Layout],
    weighed: Sequence[float],
    uniform: Sequence[Layout],
) -> list[Reason]:
    """The card whose whereabouts the plays told most: the seat now likely to hold it.

    Among the other seats' unseen cards, the one given to one seat in at least LIKELY_SHARE
    of the weight, furthest above its share in the ``uniform`` layouts; nothing when no
    card is that clear or when the plays told nothing.
    """
    total = sum(weighed)
    if total <= 0 or len(set(weighed)) <= 1:
        return []
    weighed_at: defaultdict[tuple[int, Card], float] = defaultdict(float)
    plain_at: defaultdict[tuple[int, Card], float] = defaultdict(float)
    for hands, weight in zip(layouts, weighed, strict=True):
        for seat, hand in enumerate(hands):
            if seat != view.seat:
                for card in hand:
                    weighed_at[seat, card] += weight / total
    for hands in uniform:
        for seat, hand in enumerate(hands):
            for card in hand:
                plain_at[seat, card] += 1 / len(uniform)
    best: tuple[float, int, Card, float, float] | None = None
    for (seat, card), share in sorted(
        weighed_at.items(), key=lambda kv: (kv[0][0], kv[0][1].index)
    ):
        plain = plain_at[seat, card]
        if share >= LIKELY_SHARE and (best is None or share - plain > best[0]):
            best = (share - plain, seat, card, share, plain)
    if best is None or best[0] < LIKELY_GAIN:
        return []
    _, seat, card, share, plain = best
    facts = {"seat": seat, "card": card.code, "share": f"{100 * share:.0f}"}
    return [Reason("infer.likely", {**facts, "uniform": f"{100 * plain:.0f}"})]
