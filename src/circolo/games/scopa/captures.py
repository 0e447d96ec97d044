"""What a card played onto the table takes (rules.md, "Scopa": a play), and why a take is
refused.

A card equal in value to a table card takes one such card, never a sum; otherwise it takes one
set of two or more table cards adding up to its value; otherwise it is laid down. A card that
can take must take. With ``scopa_d_assi`` an Ace played onto a table with cards takes them all.

>>> from circolo.core.cards.italian import parse_cards
>>> table = parse_cards(["5d", "2c", "3s", "Fb"])
>>> [" ".join(c.code for c in take) for take in takes(Card.parse("5b"), table, aces_sweep=False)]
['5d']
>>> [" ".join(c.code for c in take) for take in takes(Card.parse("Rc"), table, aces_sweep=False)]
['5d 2c 3s', '2c Fb']
>>> takes(Card.parse("4c"), table, aces_sweep=False)
((),)
"""

from __future__ import annotations

from collections.abc import Sequence

from circolo.core.cards.italian import Card, Rank
from circolo.core.errors import IllegalPlayError
from circolo.games.scopa.values import value

#: The capture of a card: the table cards it takes, in the order they lie; () lays it down.
Take = tuple[Card, ...]


def sums(table: Sequence[Card], target: int) -> list[Take]:
    """Every set of two or more cards of ``table`` whose values add up to ``target``, each in
    the order the cards lie (sets of equal-valued cards told apart by the cards)."""
    found: list[Take] = []
    values = [value(card) for card in table]

    def extend(start: int, chosen: list[Card], left: int) -> None:
        for index in range(start, len(table)):
            worth = values[index]
            if worth > left:
                continue
            chosen.append(table[index])
            if worth == left:
                if len(chosen) >= 2:
                    found.append(tuple(chosen))
            else:
                extend(index + 1, chosen, left - worth)
            chosen.pop()

    extend(0, [], target)
    return found


def sweeps(card: Card, table: Sequence[Card], *, aces_sweep: bool) -> bool:
    """Whether ``card`` is an Ace that takes the whole table (``scopa_d_assi``, cards on it)."""
    return aces_sweep and card.rank is Rank.ASSO and len(table) > 0


def takes(card: Card, table: Sequence[Card], *, aces_sweep: bool) -> tuple[Take, ...]:
    """Each capture ``card`` may make on ``table``: one per equal card, else one per set adding
    up to it, else the one empty take (laid down). ``aces_sweep``: the option scopa_d_assi."""
    if sweeps(card, table, aces_sweep=aces_sweep):
        return (tuple(table),)
    worth = value(card)
    equal = [(other,) for other in table if value(other) == worth]
    if equal:
        return tuple(equal)
    found = sums(table, worth)
    return tuple(found) if found else ((),)


def codes(cards: Sequence[Card]) -> str:
    """Cards as their codes, separated by spaces ("2c 3s"), as a refusal names them."""
    return " ".join(card.code for card in cards)


def refusal(
    seat: int, card: Card, take: Sequence[Card], table: Sequence[Card], *, aces_sweep: bool
) -> IllegalPlayError | None:
    """Why ``seat`` may not play ``card`` taking ``take`` from ``table``, or None when it may
    (the card is known to be in its hand)."""
    seen: set[Card] = set()
    for taken in take:
        if taken not in table:
            return IllegalPlayError(
                "error.scopa_take_not_on_table", seat=seat, card=card.code, taken=taken.code
            )
        if taken in seen:
            return IllegalPlayError("error.scopa_take_twice", seat=seat, taken=taken.code)
        seen.add(taken)
    legal = takes(card, table, aces_sweep=aces_sweep)
    if any(set(option) == seen and len(option) == len(take) for option in legal):
        return None
    if sweeps(card, table, aces_sweep=aces_sweep):
        return IllegalPlayError(
            "error.scopa_ace_sweeps", seat=seat, card=card.code, table=codes(table)
        )
    if not take:
        return IllegalPlayError(
            "error.scopa_must_take", seat=seat, card=card.code, take=codes(legal[0])
        )
    worth, total = value(card), sum(value(taken) for taken in take)
    if total != worth:
        return IllegalPlayError(
            "error.scopa_take_sum",
            seat=seat, card=card.code, value=worth, take=codes(take), sum=total,
        )  # fmt: skip
    equal = next(other for other in table if value(other) == worth)
    return IllegalPlayError(
        "error.scopa_sum_while_equal", seat=seat, take=codes(take), sum=total, equal=equal.code
    )
