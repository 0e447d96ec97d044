"""Inference: how likely each sampled layout makes what the other players actually did.

A layout fixes every hand, so it fixes what each other seat held at each of its plays of
this hand. A model of the other players (the heuristic player: club conventions) says how
likely each of those plays was; a layout's weight is the product over the plays seen:
the model's card gets most of the chance, every other legal card shares the rest. A layout
that the real deal could not have been (one the rules would have dealt again, or where a
signal the options refuse as false would have been false) weighs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from circolo.ai.heuristic.player import HeuristicPlayer
from circolo.cards.italian import Card
from circolo.errors import CircoloError
from circolo.tressette.state import MatchState, Play
from circolo.tressette.view import SeatView, seat_view

#: Chance the model gives to the card its rules choose; the rest is shared by the others.
AGREE = 0.35


def layout_weight(view: SeatView, hands: Sequence[Sequence[Card]], agree: float = AGREE) -> float:
    """The model's likelihood of the other seats' plays so far if ``hands`` were the layout."""
    deal: list[list[Card]] = [list(hand) for hand in hands]
    for played in view.plays:
        deal[played.seat].append(played.card)
    start = MatchState.new(view.options, view.dealer)
    if start.redeal_reason(deal) is not None:
        return 0.0
    model = HeuristicPlayer(random.Random(0))
    weight = 1.0
    try:
        match = start.deal(deal)
        for played in view.plays:
            if played.seat != view.seat:
                legal = match.legal_cards()
                if len(legal) > 1:
                    chosen = model.decide(seat_view(match, played.seat)).card
                    weight *= agree if chosen is played.card else (1 - agree) / (len(legal) - 1)
            match = match.play(Play(played.card, played.signals))
    except CircoloError:
        return 0.0  # this layout could not have produced these plays (a refused signal)
    return weight


def weights(
    view: SeatView, layouts: Sequence[Sequence[Sequence[Card]]], agree: float = AGREE
) -> list[float]:
    """Each layout's weight, scaled so that they sum to the number of layouts (all 1: none)."""
    raw = [layout_weight(view, hands, agree) for hands in layouts]
    total = sum(raw)
    if total <= 0:
        return [1.0] * len(layouts)
    return [w * len(raw) / total for w in raw]
