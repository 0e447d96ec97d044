"""What each seat may not know of a Briscola match now: the stock still to draw and the
other seats' hands, but never a card that lay face up under the stock (seen by all, even
once a seat took it)."""

from __future__ import annotations

from circolo.games.briscola.state import MatchState


def hidden_from(match: MatchState, seat: int | None) -> set[str]:
    """The codes of the cards ``seat`` may not know (``None``: a spectator, who holds none)."""
    hand = match.hand
    if hand is None:
        return set()
    face_up = {hand.briscola.code} | {entry.card.code for entry in hand.plays if entry.swap}
    unseen = {card.code for card in hand.stock[hand.drawn :]}
    unseen |= {c.code for other, cards in enumerate(hand.hands) if other != seat for c in cards}
    return unseen - face_up
