"""What a layout must agree with to be the real deal: the accuse declared and the signals made.

The inference (inference.py) rules out a layout where a seat holds pezzi it did not declare
(or lacks those it did), or where a signal it trusts would have been false, and weighs a
layout where partner's signal would have been a bluff (the options allow bluffs) at
:data:`BLUFF` of the rest.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from circolo.core.cards.italian import Card, Rank
from circolo.games.tressette.rules import SEATS, accuse_in
from circolo.games.tressette.signals import SignalContext
from circolo.games.tressette.view import SeatView

#: The ranks every accusa is made of.
PEZZI: Final = (Rank.TRE, Rank.DUE, Rank.ASSO)
#: How likely a layout where partner bluffed with a signal is, beside one where it did not,
#: where the options allow bluffs: partner's signals are true but for one in twenty.
BLUFF: Final = 0.05

#: Whether a seat's accuse agree, by seat and the 3s, 2s and aces it was dealt.
AccuseCache = dict[tuple[int, frozenset[Card]], bool]


def accuse_agree(view: SeatView, dealt: Sequence[Sequence[Card]], cache: AccuseCache) -> bool:
    """Whether each other seat's accuse, as far as they are public, are those ``dealt``
    gives it (``cache`` keeps the answers across layouts)."""
    plays = len(view.plays)
    first = (view.dealer + 1) % SEATS
    for seat in range(SEATS):
        if seat == view.seat:
            continue
        if view.options.accuse_timing == "after-own-card":
            declared = plays > (seat - first) % SEATS
        else:
            declared = plays >= SEATS
        if not declared:
            continue
        pezzi = frozenset(card for card in dealt[seat] if card.rank in PEZZI)
        agree = cache.get((seat, pezzi))
        if agree is None:
            public = [a for a in view.accuse if a.seat == seat]
            actual = accuse_in(pezzi, seat)
            shown = Counter((a.kind, a.suit) for a in public if a.kind is not None)
            agree = sorted(a.points for a in public) == sorted(
                a.points for a in actual
            ) and not shown - Counter((a.kind, a.suit) for a in actual)
            cache[seat, pezzi] = agree
        if not agree:
            return False
    return True


def signals_true(view: SeatView, index: int, held: Sequence[Card]) -> bool:
    """Whether the signals of play ``index`` were true if its seat then held ``held``."""
    vocab = view.vocabulary
    if vocab is None:
        return True
    played = view.plays[index]
    gone = {p.card for p in view.plays[:index]}
    mine = set(held)
    context = SignalContext(
        played.card, tuple(held), lambda card: card not in mine and card not in gone
    )
    for signal_id in played.signals:
        signal = vocab.get(signal_id)
        if signal is not None and not signal.truth.holds_in(context):
            return False
    return True
