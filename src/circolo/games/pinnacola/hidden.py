"""What each seat may not know of a Pinnacola match now: the stock and the other seats'
hands, but no card the seat saw (its own, the pile, the melds, the cards it watched another
seat take from the pile)."""

from __future__ import annotations

from circolo.games.pinnacola.state import MatchState


def hidden_from(match: MatchState, seat: int | None) -> set[str]:
    """The codes of the cards ``seat`` may not know (``None``: a spectator, who holds none)."""
    hand = match.hand
    if hand is None:
        return set()
    hidden = {card.code for card in hand.stock}
    hidden |= {c.code for other, cards in enumerate(hand.hands) if other != seat for c in cards}
    seen = {card.code for card in (hand.hands[seat] if seat is not None else ())}
    seen |= {card.code for card in hand.pile}
    seen |= {placed.card.code for meld in hand.melds for placed in meld.cards}
    seen |= {card.code for cards in hand.known for card in cards}
    return hidden - seen
