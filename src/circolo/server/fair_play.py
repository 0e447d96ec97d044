"""Which finished matches count: nobody plays both sides of a match that moves a rating.

A match counts for the profiles and the leaderboards only when its human seats were played
by different people. The server cannot see people, only the network addresses their
requests come from, so a table remembers for each seat the addresses that took it (the
creation or the join that seated it) and that played it (every socket connected to it),
and a finished match counts for nobody when

- one profile sat in two seats (a match against oneself), or
- two human seats were taken or played from one address (one client playing both: a table
  created with two human seats hands both tokens to its creator; a second join and a second
  socket from the same address are the same hand).

On a club's local network every device has its own address, so friends are told apart. A
server on the internet sees everyone behind one router (NAT) as one address: their matches
together are played but not rated, the price of one script not taking first place in
seconds. A server behind a proxy must be given the clients' own addresses (``circolo serve
--forwarded-allow-ips``), as its per-address caps need anyway.

The addresses are kept in memory only, never saved (an address says where a person is): a
table rebuilt after a restart, or taken over by another node of a cluster, remembers the
addresses its seats connect from after that.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from circolo.server.seat import Seat

#: Addresses remembered per seat (a phone that changes networks adds one at each change);
#: past these a seat's next addresses are not remembered.
ADDRESSES_PER_SEAT: Final = 16


class SeatHands:
    """The addresses each seat of a table was taken and played from."""

    def __init__(self) -> None:
        self._addresses: dict[int, set[str]] = {}

    def took(self, seat: int, address: str | None) -> None:
        """``seat`` was taken, or connected to, from ``address`` (None: not known)."""
        if address is None:
            return
        held = self._addresses.setdefault(seat, set())
        if len(held) < ADDRESSES_PER_SEAT:
            held.add(address)

    def forget(self, seat: int) -> None:
        """``seat`` is free again (left before the start): whoever takes it next is new."""
        self._addresses.pop(seat, None)

    def shared(self, seats: Sequence[Seat]) -> list[list[int]]:
        """The pairs of human seats (numbers) taken or played from a common address."""
        humans = [index for index, seat in enumerate(seats) if seat.kind == "human"]
        return [
            [one, other]
            for one, other in combinations(humans, 2)
            if self._addresses.get(one, set()) & self._addresses.get(other, set())
        ]


def unrated_reason(table: Mapping[str, Any]) -> str | None:
    """Why a finished match (a table's ``finish_info``) counts for nobody, or None when it
    may count: one profile in two seats, or two seats of one hand (``one_hand``: the pairs
    of human seats played from a common address)."""
    profiles = [
        seat["profile"]
        for seat in table["seats"]
        if seat["kind"] == "human" and seat.get("profile")
    ]
    if len(profiles) != len(set(profiles)):
        return "one profile sat in two seats"
    pairs = table.get("one_hand") or []
    if pairs:
        seats = " and ".join(f"{one}-{other}" for one, other in pairs)
        return f"seats {seats} were taken or played from one address"
    return None
