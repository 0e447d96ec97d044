"""The kinds of player pimc's inference reads a seat as (inference.py).

A seat is either the club player — the heuristic's rules, its card (and signals) given
AGREE of the chance — or a looser one that plays the model's card with chance LOOSE, else
any legal card alike (the all-seeing oracle, a beginner, another program). Before its
plays a seat is the club player with chance SHARP_PRIOR; its plays in the hand tell which
it is. In the last tricks (LATE_CARDS cards or fewer) the heuristic counts the cards out
rather than following its rules, so both kinds are read more loosely there. With the
solver's kind on (solver_kind.py), a seat that is not the club player may also be one that
plays the solver's best card; its last plays tell.
"""

from __future__ import annotations

#: Chance the model gives to the card (and signals) its rules choose.
AGREE = 0.9
#: The same in the last tricks, where the heuristic counts the cards out instead.
LATE_AGREE = 0.6
#: A seat that plays otherwise than by the club rules (the all-seeing oracle, a beginner)
#: is weighed by a looser model too: the model's card with this chance, else any legal
#: card alike (so the model's card stays the likeliest) — LATE_LOOSE in the last tricks.
LOOSE = 0.4
LATE_LOOSE = 0.15
#: The chance, before any play, that a seat is the club player of AGREE rather than the
#: looser one; its plays in the hand tell which it is (``seat_chance``).
SHARP_PRIOR = 0.5
#: Plays made with at most this many cards in hand are "late".
LATE_CARDS = 4


def club_chances(
    hit: bool, legal: int, late: bool, agree: float = AGREE, late_agree: float = LATE_AGREE
) -> tuple[float, float]:
    """A play's chance under the club player and under the looser one.

    ``hit``: whether it is the model's card (and signals); ``legal``: the cards the seat
    might have played (two or more); ``late``: made in the last tricks.
    """
    sharp = late_agree if late else agree
    bias = LATE_LOOSE if late else LOOSE
    if hit:
        return sharp, bias + (1 - bias) / legal
    return (1 - sharp) / (legal - 1), (1 - bias) / legal


def seat_chance(
    sharp: float,
    loose: float,
    prior: float,
    solved: float | None = None,
    solver_share: float = 0.0,
) -> float:
    """The chance of one seat's plays, not knowing which kind of player it is.

    ``sharp`` and ``loose``: the chance of its plays under the club player and under the
    looser one; ``prior``: the chance, before any play, that it is the club player.
    ``solved``: their chance under the solver's kind (solver_kind.py), which has
    ``solver_share`` of what the club player leaves (None: that kind is not read).
    """
    if solved is None:
        return prior * sharp + (1 - prior) * loose
    rest = 1 - prior
    return prior * sharp + rest * (1 - solver_share) * loose + rest * solver_share * solved
