"""Exact ("double dummy") solving of Tressette positions where every hand is known.

>>> from circolo.core.cards.italian import parse_cards
>>> hands = [parse_cards(h) for h in (["Ad"], ["4d"], ["5d"], ["6d"])]
>>> Solver().value(hands, leader=0)  # the asso takes the last trick: 3 + 3 thirds
6

Values are thirds of a point for one team, from the current trick (counting the cards
already on the table) to the end of the hand; the last trick is worth 3 thirds.
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence

from circolo.core.cards.italian import SUITS, Card
from circolo.games.tressette.ranking import THIRDS_BY_STRENGTH, strength
from circolo.games.tressette.solver.native import SolverUnavailableError, library

__all__ = ["SearchGaveUpError", "Solver", "SolverUnavailableError", "card_bit", "card_of_bit"]

SEATS = 4
LAST_TRICK_THIRDS = 3
#: Transposition table entries: 2**20 (16 MB), kept across calls of one Solver.
TABLE_BITS = 20


class SearchGaveUpError(Exception):
    """The search passed its node limit before it had every value (none is given)."""


_SUIT_INDEX = {suit: index for index, suit in enumerate(SUITS)}
_BY_BIT: dict[int, Card] = {}
#: Each card's mask (1 << its bit), filled on first use.
_MASK: dict[Card, int] = {}


#: The cards worth one third (F C R 2 3) and three (the assi), as solver masks.
def _worth(thirds: int) -> int:
    """The solver mask of every card worth ``thirds`` thirds."""
    strengths = [s for s, value in enumerate(THIRDS_BY_STRENGTH) if value == thirds]
    return sum(1 << (16 * suit + s) for suit in range(4) for s in strengths)


_ONE_THIRD = _worth(1)
_ASSI = _worth(3)
_U64_4 = ctypes.c_uint64 * SEATS
_INT_4 = ctypes.c_int * SEATS


def card_bit(card: Card) -> int:
    """The card's bit in the solver's masks: 16 x suit + strength."""
    return 16 * _SUIT_INDEX[card.suit] + strength(card)


def card_of_bit(bit: int) -> Card:
    """The card of a solver bit."""
    if not _BY_BIT:
        from circolo.core.cards.italian import DECK

        _BY_BIT.update({card_bit(card): card for card in DECK})
    return _BY_BIT[bit]


class Solver:
    """A compiled solver with its own transposition table (reuse it for related positions)."""

    def __init__(self, table_bits: int = TABLE_BITS) -> None:
        self._lib = library()
        handle = self._lib.tressette_solver_new(table_bits)
        if not handle:
            raise SolverUnavailableError("not enough memory for the solver's table")
        self._handle = ctypes.c_void_p(handle)

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle is not None and handle.value:
            self._lib.tressette_solver_free(handle)
            self._handle = ctypes.c_void_p(None)

    @property
    def nodes(self) -> int:
        """Positions searched so far (for benchmarks)."""
        return int(self._lib.tressette_solver_nodes(self._handle))

    def clear(self) -> None:
        """Forget the transposition table."""
        self._lib.tressette_solver_clear(self._handle)

    @staticmethod
    def _arguments(
        hands: Sequence[Sequence[Card]], leader: int, trick: Sequence[Card]
    ) -> tuple[ctypes.Array[ctypes.c_uint64], ctypes.Array[ctypes.c_int] | None, int, int]:
        """The hands as masks, the trick, its length, and every card's mask together."""
        if not _MASK:
            from circolo.core.cards.italian import DECK

            _MASK.update({card: 1 << card_bit(card) for card in DECK})
        mask_of = _MASK
        try:
            if len(hands) != SEATS or len(trick) >= SEATS or leader not in (0, 1, 2, 3):
                raise LookupError
            m0, m1, m2, m3 = (sum(mask_of[card] for card in hand) for hand in hands)
            sizes = [len(hand) for hand in hands]
            everything = sum(mask_of[card] for card in trick)
        except (LookupError, TypeError, ValueError):
            _check(hands, leader, trick)
            raise
        everything |= m0 | m1 | m2 | m3
        n = len(trick)
        # Quick checks (no card twice, sizes that fit the trick); _check says what is wrong.
        expected = sizes[leader] + (1 if n else 0)
        if (
            everything.bit_count() != sum(sizes) + n
            or any(size != expected - ((s - leader) % SEATS < n) for s, size in enumerate(sizes))
            or expected == 0
        ):
            _check(hands, leader, trick)  # says which
            raise ValueError("not a position the solver can mean")
        masks = _U64_4(m0, m1, m2, m3)
        played = _INT_4(*(card_bit(card) for card in trick)) if n else None
        return masks, played, n, everything

    def value(
        self,
        hands: Sequence[Sequence[Card]],
        leader: int,
        trick: Sequence[Card] = (),
        team: int | None = None,
        horizon: int | None = None,
    ) -> int:
        """Thirds for ``team`` (default: the leader's) from this trick to the hand's end.

        With a ``horizon``, the bounded search: only this trick and ``horizon`` more are
        searched, the positions after them (more than three cards a hand) are estimated by
        :meth:`evaluate`'s rule — an estimate, exact where the horizon reaches the end.
        """
        masks, played, n, everything = self._arguments(hands, leader, trick)
        if horizon is None:
            team0: int = self._lib.tressette_solve(self._handle, masks, leader, played, n)
        else:
            team0 = self._lib.tressette_solve_bounded(
                self._handle, masks, leader, played, n, horizon
            )
        return _for_team(team0, team if team is not None else leader % 2, everything)

    def move_values(
        self,
        hands: Sequence[Sequence[Card]],
        leader: int,
        trick: Sequence[Card] = (),
        team: int | None = None,
        horizon: int | None = None,
        node_limit: int | None = None,
    ) -> dict[Card, int]:
        """For each legal card of the player to move: the value (as :meth:`value`) after it.

        ``team`` defaults to the mover's team; ``horizon`` as in :meth:`value`. With
        ``node_limit``, the exact search gives up past that many nodes and raises
        :class:`SearchGaveUpError` (the caller's time bound: a few layouts of ten cards take
        seconds).
        """
        masks, played, n, everything = self._arguments(hands, leader, trick)
        cards = (ctypes.c_int * 10)()
        values = (ctypes.c_int * 10)()
        chosen = team if team is not None else (leader + n) % 2
        if horizon is None:
            self._lib.tressette_solver_budget(self._handle, node_limit or 0)
            try:
                count = self._lib.tressette_solve_moves(
                    self._handle, masks, leader, played, n, cards, values
                )
            finally:
                if node_limit:
                    self._lib.tressette_solver_budget(self._handle, 0)
            if count < 0:
                raise SearchGaveUpError(f"more than {node_limit} nodes")
        else:
            count = self._lib.tressette_solve_moves_bounded(
                self._handle, masks, leader, played, n, horizon, cards, values
            )
        return {
            card_of_bit(cards[i]): _for_team(values[i], chosen, everything) for i in range(count)
        }

    def evaluate(
        self, hands: Sequence[Sequence[Card]], leader: int, team: int | None = None
    ) -> int:
        """The bounded search's estimate of a trick start, in thirds for ``team`` (the leader's).

        Each suit's run of masters held by one side from the top is that side's; the other
        cards' thirds and the last trick are shared half and half; never below the leader's
        sure points (the masters it can cash, and partner's after an entry).
        """
        masks, _, _, everything = self._arguments(hands, leader, ())
        team0: int = self._lib.tressette_evaluate(masks, leader)
        return _for_team(team0, team if team is not None else leader % 2, everything)


def _for_team(team0: int, team: int, everything: int) -> int:
    """Team 0's thirds as ``team``'s: the rest of every card's thirds and the last trick's."""
    if team == 0:
        return team0
    total = (everything & _ONE_THIRD).bit_count() + 3 * (everything & _ASSI).bit_count()
    return total + LAST_TRICK_THIRDS - team0


def _check(hands: Sequence[Sequence[Card]], leader: int, trick: Sequence[Card]) -> None:
    """Refuse positions the solver cannot mean: wrong seat counts, sizes or repeated cards."""
    if len(hands) != SEATS:
        raise ValueError(f"a position has four hands, not {len(hands)}")
    if not 0 <= leader < SEATS:
        raise ValueError(f"the leader is a seat from 0 to 3, not {leader}")
    if len(trick) >= SEATS:
        raise ValueError("at most three cards can be on the table before the next one")
    seen: set[Card] = set(trick)
    if len(seen) != len(trick):
        raise ValueError("a card is on the table twice")
    sizes = []
    for seat, hand in enumerate(hands):
        for card in hand:
            if card in seen:
                raise ValueError(f"{card.code} is dealt twice (seat {seat})")
            seen.add(card)
        sizes.append(len(hand))
    played = {(leader + i) % SEATS for i in range(len(trick))}
    before = sizes[leader] + (1 if leader in played else 0)
    if any(sizes[seat] != before - (seat in played) for seat in range(SEATS)):
        raise ValueError(f"hand sizes {sizes} do not fit a trick led by seat {leader}")
    if not trick and max(sizes) == 0:
        raise ValueError("every hand is empty: there is nothing left to play")
