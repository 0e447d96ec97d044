"""Which finished matches count: nobody plays both sides of a match that moves a rating.

A match counts for the profiles and the leaderboards only when its human seats were played
by different people. The server cannot see people, only the network addresses their
requests come from, so a table remembers for each seat the addresses that took it (the
creation or the join that seated it) and that played it (every socket connected to it),
and a finished match moves no rating and no leaderboard — it goes in the players' own
statistics only — when

- one profile sat in two seats (a match against oneself), or
- two human seats were taken or played from one address (one client playing both: a table
  created with two human seats hands both tokens to its creator; a second join and a second
  socket from the same address are the same hand).

On a club's local network every device has its own address, so friends are told apart. A
server on the internet sees everyone behind one router (NAT) as one address: their matches
together are played and kept in their statistics but not rated, the price of one script
not taking first place in seconds. A server behind a proxy must be given the clients' own
addresses (``circolo serve --forwarded-allow-ips``), as its per-address caps need anyway.

A table does not keep the addresses themselves but its own names for them (its *hands*:
``addresses.hand_of``, keyed by the table's secret), so what it saves says nothing of where
a person is: the hand that took a seat is saved with the seat's join, and a table rebuilt
after a restart, or moved to another node of a cluster, still knows it; the sockets that
play a seat bring their address along wherever the table goes. A seat played from more
addresses than a table keeps counts as shared with every other human seat.

A rating measures people against people, so a match of a game one side wins
(``Game.rated_standings``) moves no rating either when the computer played in it
(:func:`computer_reason`, the rule of the Italian clubs online): a seat of the computer's, or a
person's seat the computer played for after they left or dropped, whether or not they came
back. Such a match still counts in the players' statistics (a leaver's as a loss). Pinnacola's
boards are the other way round: they count matches against the computer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from circolo.play.seat import Seat

#: Hands remembered per seat (a phone that changes networks adds one at each change); a
#: seat played from more counts as shared with every other seat (it could hide one).
ADDRESSES_PER_SEAT: Final = 16


class SeatHands:
    """The hands (the table's names for addresses) each seat was taken and played from."""

    def __init__(self) -> None:
        self._hands: dict[int, set[str]] = {}
        self._too_many: set[int] = set()

    def took(self, seat: int, hand: str | None) -> None:
        """``seat`` was taken, or connected to, by ``hand`` (None: not known)."""
        if hand is None:
            return
        held = self._hands.setdefault(seat, set())
        if hand in held:
            return
        if len(held) >= ADDRESSES_PER_SEAT:
            self._too_many.add(seat)
        else:
            held.add(hand)

    def forget(self, seat: int) -> None:
        """``seat`` is free again (left before the start): whoever takes it next is new."""
        self._hands.pop(seat, None)
        self._too_many.discard(seat)

    def shared(self, seats: Sequence[Seat]) -> list[list[int]]:
        """The pairs of human seats (numbers) taken or played by a common hand."""
        humans = [index for index, seat in enumerate(seats) if seat.kind == "human"]
        return [
            [one, other]
            for one, other in combinations(humans, 2)
            if {one, other} & self._too_many
            or self._hands.get(one, set()) & self._hands.get(other, set())
        ]


def unrated_reason(table: Mapping[str, Any]) -> str | None:
    """Why a finished match (a table's ``finish_info``) moves no rating, or None when it
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


def computer_reason(table: Mapping[str, Any]) -> str | None:
    """Why a finished match (a table's ``finish_info``) moves no rating because the computer
    played in it, or None when people played every seat throughout: a seat of the computer's,
    or a person's seat it played for (``left``: to the end; ``taken_over``: for a while)."""
    seats = table["seats"]
    computer = [index for index, seat in enumerate(seats) if seat["kind"] != "human"]
    if computer:
        return f"the computer played seat {', '.join(map(str, computer))}"
    taken = [
        index for index, seat in enumerate(seats) if seat.get("left") or seat.get("taken_over")
    ]
    if taken:
        return f"the computer played for seat {', '.join(map(str, taken))} after its player left"
    return None
