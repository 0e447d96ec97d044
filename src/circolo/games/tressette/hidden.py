"""What each seat may not know of a Tressette match now: the other seats' cards in hand (in a
Roman match's Briscola game, that game's own secrets, through the registry)."""

from __future__ import annotations

from circolo.games.tressette.match import MatchState


def hidden_from(match: MatchState, seat: int | None) -> set[str]:
    """The codes of the cards ``seat`` may not know (``None``: a spectator, who holds none)."""
    if match.other is not None:
        from circolo.core.registry import game_named

        name, state = match.other
        return game_named(name).hidden_from(state, seat)
    hand = match.hand
    if hand is None:
        return set()
    return {card.code for other, cards in enumerate(hand.hands) if other != seat for card in cards}
