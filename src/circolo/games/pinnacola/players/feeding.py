"""What a club player's discard gives the other players: the opponents it feeds, and by how
much, and partner's collections it would break.

A discard the opponents can take from the pile and attach to one of their melds is worth
to them what the attach adds to that meld, bonuses counted (:func:`feed_worth`): the card's
points on a plain meld, far more where it completes a poker or lengthens a natural run into
a pinnacola. The club players' discard (player.py) pays that worth, so that they would
rather feed a plain meld than hand the opponents a poker.
"""

from __future__ import annotations

from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.melds import interpretations, may_share_a_meld
from circolo.games.pinnacola.view import PinnacolaView


def feed_worth(card: FrenchCard, view: PinnacolaView) -> int | None:
    """The most that ``card``, taken from the pile by an opponent, adds to one of his team's
    melds (its points, plus the bonus it completes or raises: a poker's, a pinnacola's
    double); None when no opponent's meld takes it."""
    best: int | None = None
    for _, meld in view.team_melds(1 - view.team):
        if meld.kind == "jokers":
            continue
        before = meld.value(view.options)
        for grown in interpretations(meld.cards, [card], view.options, meld.seat, kind=meld.kind):
            gain = grown.value(view.options) - before
            best = gain if best is None else max(best, gain)
    return best


def calls_for(card: FrenchCard, view: PinnacolaView) -> int:
    """How many cards the opponents are known to hold that ``card`` would join in a meld;
    at a table of four the next player's count twice (he is the first to see the discard)."""
    calls = 0
    seats = len(view.hand_sizes)
    following = (view.seat + 1) % seats if seats == 4 else None
    for seat, known in enumerate(view.known):
        if seat % 2 == view.team:
            continue
        joined = sum(1 for other in set(known) if may_share_a_meld(card, other))
        calls += 2 * joined if seat == following else joined
    return calls


def partner_collects(card: FrenchCard, view: PinnacolaView) -> int:
    """How many cards partner was seen to take that ``card`` would join in a meld: a card
    to keep (attached to partner's meld later, it counts for the team) rather than throw
    to the opponent who plays next."""
    partner = (view.seat + 2) % len(view.hand_sizes)
    if partner == view.seat or partner % 2 != view.team:
        return 0
    return sum(1 for other in set(view.known[partner]) if may_share_a_meld(card, other))
