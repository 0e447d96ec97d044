"""How much of a hand can go down: the greedy meld plan the Pinnacola players reason with.

:func:`plan` lays the best meld the hand offers again and again, then attaches what the
team's melds (old and new) can take. Its result — points laid, points left in hand —
values a hand before and after a possible draw from the pile, and orders the melds a
player lays.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.actions import Attach, LayMeld
from circolo.games.pinnacola.melds import (
    Meld,
    Placed,
    card_value,
    extended,
    is_wild,
    make_meld,
    spoils_natural_run,
)
from circolo.games.pinnacola.moves import attachments, natural_runs, natural_sets, wild_melds
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.state import without


@dataclass(frozen=True)
class Plan:
    """What the greedy plan lays from a hand, and what it leaves."""

    moves: tuple[LayMeld | Attach, ...]
    #: What the moves add to the team's melds on the table, bonuses counted: a poker counts
    #: its 40/80/120, a natural run of seven its double, of ten its triple (and the attaches
    #: that make one count the whole meld's gain), four jokers 400.
    laid_points: int
    left: tuple[FrenchCard, ...]
    left_points: int


def attach_gain(meld: Meld, added: Sequence[Placed], options: PinnacolaOptions) -> int:
    """What attaching ``added`` to ``meld`` adds to the meld's value, bonuses counted: below
    zero where a wild card spoils a natural run's pinnacola (its double or triple lost)."""
    return extended(meld, added, options).value(options) - meld.value(options)


def meld_score(move: LayMeld, options: PinnacolaOptions) -> float:
    """How good a new meld is to lay: its points, a little more for natural runs and cards."""
    meld = make_meld(move.cards, options)
    bonus = 0.0
    if meld.kind == "run" and meld.wild_count == 0:
        bonus += 4 * len(meld.cards)  # natural runs grow toward a pinnacola
    return meld.value(options) + 3 * len(move.cards) + bonus - 12 * meld.wild_count


def best_lay(
    hand: Sequence[FrenchCard],
    options: PinnacolaOptions,
    *,
    wilds: bool = True,
    max_cards: int | None = None,
) -> LayMeld | None:
    """The best new meld of at most ``max_cards`` cards in ``hand`` by :func:`meld_score`."""
    room = len(hand) if max_cards is None else max_cards
    moves = [
        m
        for m in (*natural_sets(hand, options), *natural_runs(hand, options))
        if len(m.cards) <= room
    ]
    if wilds and not moves:
        moves = [m for m in wild_melds(hand, options) if len(m.cards) <= room]
    if not moves:
        return None
    return max(moves, key=lambda m: (meld_score(m, options), [str(p) for p in m.cards]))


def plan(
    hand: Sequence[FrenchCard],
    team_melds: Sequence[tuple[int, Meld]],
    options: PinnacolaOptions,
    *,
    keep: int = 1,
    wilds: bool = True,
    wild_on_natural_runs: bool = True,
) -> Plan:
    """Lay and attach greedily from ``hand``, keeping ``keep`` cards back."""
    left = tuple(sorted(hand))
    melds = list(team_melds)
    moves: list[LayMeld | Attach] = []
    laid = 0
    next_number = max((n for n, _ in melds), default=-1) + 1000  # planned melds: fake numbers
    while True:
        move = best_lay(left, options, wilds=wilds, max_cards=len(left) - keep)
        if move is None:
            break
        meld = make_meld(move.cards, options)
        moves.append(move)
        melds.append((next_number, meld))
        next_number += 1
        laid += meld.value(options)
        left = without(left, [p.card for p in move.cards])
    grew = True
    while grew and len(left) > keep:
        grew = False
        for attach in attachments(left, melds, options):
            card = attach.cards[0].card
            index = next(i for i, (n, _) in enumerate(melds) if n == attach.meld)
            number, meld = melds[index]
            if is_wild(card, options) and not wilds:
                continue
            if not wild_on_natural_runs and spoils_natural_run(card, meld, options):
                continue
            gain = attach_gain(meld, attach.cards, options)
            if gain < 0:
                continue  # a wild card that would spoil a pinnacola's double: kept in hand
            melds[index] = (number, extended(meld, attach.cards, options))
            moves.append(attach)
            laid += gain
            left = without(left, [card])
            grew = True
            break
    return Plan(tuple(moves), laid, left, sum(card_value(c, options) for c in left))
