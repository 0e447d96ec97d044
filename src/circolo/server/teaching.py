"""The teacher's seat at a table: a spectator asks to see a seat's hand, the seat's player
lets one named spectator see it (and withdraws that at any time), and that teacher may mark
one card of the hand as a suggestion — never play it.

The table's task handles these requests like any other (one writer per table); who may see
what is kept by the table's :class:`~circolo.server.audience.Audience`. Nothing here is
saved: a grant lasts while the table runs where it is (a table that moves to another server,
or a restart, ends it: the spectator asks again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from circolo.server.connection import Peer
from circolo.server.errors import TableError
from circolo.server.protocol import dumps

if TYPE_CHECKING:
    from circolo.server.audience import Audience
    from circolo.server.game_part import GamePart
    from circolo.server.seat import Seat


class TeacherSeat:
    """What a table does about teachers (mixed into :class:`~circolo.server.table.Table`)."""

    audience: Audience
    seats: list[Seat]
    part: GamePart

    def seat_of(self, token: str) -> int:
        """The seat of ``token`` (the table's own)."""
        raise NotImplementedError

    def _broadcast(self) -> None:
        """Send everyone their snapshot (the table's own)."""
        raise NotImplementedError

    async def _do_teacher(self, token: str, name: str | None, allow: bool = True) -> None:
        """The seat of ``token`` lets the spectator called ``name`` see its hand (None:
        nobody any more; ``allow`` false: says no to that spectator); everyone's snapshot
        then says who teaches which seat."""
        seat = self.seat_of(token)
        if name is not None and not allow:
            if not self.audience.refuse(seat, name.strip()):
                self._send_seat(seat)  # only the seat's list of asks changed
                return
        elif name is None:
            if not self.audience.withdraw(seat):
                return  # nobody saw it: nothing changes
        else:
            self.audience.grant(seat, name.strip())
        self._broadcast()

    async def _do_ask_hand(self, connection: Peer, seat: int) -> None:
        """The spectator ``connection`` asks ``seat``'s player to see the hand: the seat's
        snapshot lists the name until the player answers."""
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "human":
            raise TableError("bad_seat", "server.error.ask_seat", seat=seat)
        for changed in self.audience.ask(connection, seat):  # the seat asked before, too
            self._send_seat(changed)

    async def _do_hint(self, connection: Peer, card: str | None) -> None:
        """The teacher ``connection`` suggests ``card`` of its learner's hand (None: takes the
        suggestion back); the learner and the teacher are sent their snapshots."""
        seat = self.audience.learner_of(connection)
        shown = self.part.public_state(teaching=seat)  # the hand the teacher sees
        if card is not None and card not in (shown.get("view") or {}).get("hand", ()):
            raise TableError("not_in_hand", "server.error.not_in_hand", card=card)
        self.audience.hint(seat, card)
        self._send_seat(seat)
        connection.send(dumps({**shown, "hint": card}), snapshot=True)

    def _send_seat(self, seat: int) -> None:
        """Send ``seat`` its snapshot again (only what is about it changed)."""
        connection = self.seats[seat].connection
        if connection is not None:
            connection.send(dumps(self.part.state_for(seat)), snapshot=True)

    def _send_teachers(self) -> None:
        """Send every teacher the snapshot of its learner's hand."""
        for seat, connection in self.audience.taught():
            connection.send(dumps(self.part.public_state(teaching=seat)), snapshot=True)
