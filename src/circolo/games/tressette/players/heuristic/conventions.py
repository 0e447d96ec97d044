"""Which signal says what in each vocabulary: the heuristic player's side of the conventions.

The player decides what it wants to tell (an *intention*: ask for partner's best, show
length, show the last card, show the ace, say the card is good, show a void) and this
module picks the vocabulary's signal for it — only a signal its own view proves true, so
the player never signals falsely, whatever the options allow. :func:`signals_for` is the
one place a computer player's signals are decided: the heuristic's, for the card its rules
chose or its count of the last tricks found, and pimc's, for the card its search found.
"""

from __future__ import annotations

from typing import Final, Literal

from circolo.core.cards.italian import SUITS, Card
from circolo.games.tressette.players.base import Reason
from circolo.games.tressette.view import SeatView

Intention = Literal["ask", "length", "last", "ace", "good"]

#: Per vocabulary and intention, the signal ids to try, the most informative first.
SIGNALS_FOR: Final[dict[str, dict[Intention, tuple[str, ...]]]] = {
    "classico": {"ask": ("busso",), "length": ("striscio",), "last": ("volo",)},
    "ai-tressette": {
        "ask": ("ho-il-25", "busso"),
        "length": ("gioco-lungo", "ne-ho-ancora-2"),
        "last": ("volo",),
        "ace": ("asso",),
        "good": ("torno", "carta-buona"),
    },
    "bredese": {
        "ask": ("busso-il-tre", "busso"),
        "length": ("striscio-lungo", "punto"),
        "last": ("volo",),
        "ace": ("punta-l-asso",),
    },
    "chitarrella": {
        "ask": ("busso",),
        "length": ("striscio-lungo", "striscio"),
        "last": ("piombo",),
    },
    "romana": {
        "ask": ("voglio-l-asso", "la-meglio", "busso", "ribusso"),
        "length": (
            "una-altra-carta", *(f"altre-{n}-carte" for n in range(2, 9)),
        ),
        "last": ("volo",),
        "ace": ("ho-l-asso",),
        "good": ("buona",),
    },
    "neutra": {"ask": ("busso",), "length": ("liscio",), "last": ("volo",)},
}  # fmt: skip

_PIOMBO: Final = {1: "piombo-a-un-palo", 2: "piombo-a-due-pali", 3: "piombo-a-tre-pali"}


def signals_for(view: SeatView, card: Card, intention: Intention | None) -> tuple[str, ...]:
    """The signals to make with ``card``: the rules' ``intention`` for it, else the default.

    A card the rules chose carries their intention; any other card (none) says "last" when
    it is the seat's last of its suit, and "length" when it leads from the fifth trick on
    keeping cards of its suit (partner counts the last tricks with it). Romana's piombo is
    added where the play leaves voids.
    """
    kept = [c for c in view.hand if c.suit is card.suit and c is not card]
    if intention is None and not kept and view.trick_number > 0:
        intention = "last"
    elif intention is None and kept and not view.current_trick and view.trick_number >= 4:
        intention = "length"
    return tuple(s for s in (signal_for(view, card, intention), piombo_for(view, card)) if s)


def signal_reasons(view: SeatView, card: Card, signals: tuple[str, ...]) -> list[Reason]:
    """The reasons that say which ``signals`` go with ``card`` (named by the vocabulary)."""
    vocabulary = view.options.signals
    return [
        Reason("signal", {"signal": s, "suit": card.suit.code, "vocabulary": vocabulary})
        for s in signals
    ]


def signal_for(view: SeatView, card: Card, intention: Intention | None) -> str | None:
    """The vocabulary's true signal for ``intention`` with ``card``, or None."""
    vocab = view.vocabulary
    if intention is None or vocab is None or not view.may_signal():
        return None
    for signal_id in SIGNALS_FOR.get(vocab.name, {}).get(intention, ()):
        if view.signal_is_surely_true(card, signal_id):
            return signal_id
    return None


def piombo_for(view: SeatView, card: Card) -> str | None:
    """Romana's "piombo a … pali" for the voids this play leaves, once per number of voids."""
    if view.options.signals != "romana" or not view.may_signal():
        return None
    kept = {c.suit for c in view.hand if c is not card}
    voids = sum(1 for suit in SUITS if suit is not card.suit and suit not in kept)
    signal_id = _PIOMBO.get(voids)
    if signal_id is None:
        return None
    said = any(signal_id in p.signals for p in view.plays if p.seat == view.seat)
    return None if said or not view.signal_is_surely_true(card, signal_id) else signal_id
