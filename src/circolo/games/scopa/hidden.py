"""What each seat may not know of a Scopa match now: the stock still to be dealt and the other
seats' hands, a partner's included. The table, the plays and what they took are seen by all."""

from __future__ import annotations

from circolo.games.scopa.match import MatchState


def hidden_from(match: MatchState, seat: int | None) -> set[str]:
    """The codes of the cards ``seat`` may not know (``None``: a spectator, who holds none)."""
    hand = match.hand
    if hand is None:
        return set()
    unseen = {card.code for card in hand.stock[hand.drawn :]}
    unseen |= {c.code for other, cards in enumerate(hand.hands) if other != seat for c in cards}
    return unseen
