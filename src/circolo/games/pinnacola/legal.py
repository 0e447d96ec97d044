"""The steps the Pinnacola player to move may take now: what the state's ``legal_actions``
lists, so that the server's fallback and any player choose among legal steps, never guess.

Listed, in this order: every draw (the stock, or the end of the hand when the stock is
empty, and each pile card the player may take); then, after the draw, a meld that uses
the first card the player must still meld (the pile card taken), and the melds,
attachments and swaps that :mod:`circolo.games.pinnacola.moves` finds (every kind, not every
combination: a hand of fifteen cards has thousands) that the rules accept now, and every
card the player may discard. Each step listed is one :meth:`HandState.apply` accepts.
While a card must still be melded (the pile card taken), only the steps that meld it are
listed; :class:`~circolo.games.pinnacola.actions.Undo` is listed only when nothing else is (the
turn's melds left no way to meld that card), so a seat to move always has a step.
"""

from __future__ import annotations

from circolo.core.cards.french import FrenchCard
from circolo.core.errors import IllegalPlayError
from circolo.games.pinnacola.actions import (
    Action,
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    EndHand,
    LayMeld,
    Swap,
    Undo,
)
from circolo.games.pinnacola.house_rules import in_first_round
from circolo.games.pinnacola.moves import attachments, lay_options, leaves_a_discard, swaps
from circolo.games.pinnacola.state import HandState, team_of
from circolo.games.pinnacola.usable import pile_card_use


def legal_actions(hand: HandState) -> tuple[Action, ...]:
    """The steps the player to move in ``hand`` may take (none once it is over)."""
    if hand.phase == "over":
        return ()
    if hand.phase == "draw":
        first: Action = DrawStock() if hand.stock else EndHand()
        return (first, *(DrawPile(index) for index in hand.usable_pile_indices()))
    seat = hand.seat
    cards = hand.hands[seat]
    team = team_of(seat)
    team_melds = hand.team_melds(team)
    found: list[LayMeld | Attach | Swap] = []
    opened, options = hand.opened[seat], hand.options
    first_round = in_first_round(options, len(hand.turns))
    if hand.must_use:
        use = pile_card_use(hand.must_use[0], cards, team_melds, opened, options, first_round)
        found += [use] if use is not None else []
    melds: list[LayMeld | Attach] = [
        *lay_options(cards, options),
        *attachments(cards, team_melds, options),
    ]
    found += [m for m in melds if leaves_a_discard(len(cards), m, opened, first_round)]
    found += swaps(cards, hand.melds, team, hand.options)
    if hand.must_use:  # while a card must still be melded, the steps that meld it
        needed = set(hand.must_use)
        found = [move for move in found if needed & _laid(move)]
    accepted: list[Action] = []
    for move in dict.fromkeys(found):
        try:
            hand.apply(move)
        except IllegalPlayError:
            continue
        accepted.append(move)
    steps = (*accepted, *(Discard(card) for card in hand.discardable()))
    if not steps and hand.checkpoint is not None:
        return (Undo(),)  # the turn's melds left no way to meld what must be: take them back
    return steps


def _laid(move: LayMeld | Attach | Swap) -> set[FrenchCard]:
    """The cards of the hand that ``move`` uses: a card given for a wild card is not used."""
    if isinstance(move, Swap):
        return set()
    return {placed.card for placed in move.cards}
