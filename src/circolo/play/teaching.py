"""The teacher's seat at a table: a spectator asks to see a seat's hand, the seat's player
lets one spectator see it (and withdraws that at any time), and that teacher may mark one
card of the hand as a suggestion — never play it.

Never at a table that counts (:meth:`TeacherSeat.rated`): a partner, or a friend, shown a
hand there would play with two hands. Nor under a player's name: a spectator is not listed,
nor heard asking, by a name that looks like one of the table's players'.

The table's task carries these commands out like any other (one writer per table); who may see
what is kept by the table's :class:`~circolo.play.audience.Audience`. Nothing here is
saved: a grant lasts while the table runs where it is (a table that moves to another server,
or a restart, ends it: the spectator asks again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from circolo.core.hosting.protocol import dumps
from circolo.core.hosting.refusals import TableError
from circolo.core.names import name_key

if TYPE_CHECKING:
    from circolo.play.audience import Audience
    from circolo.play.commands import AskHand, Hint, Teacher, Unwatch, Watch
    from circolo.play.seat import Seat
    from circolo.storage.base import StoredTable


class TeacherSeat:
    """What a table does about its spectators — they come, go, ask to see a hand and teach —
    (mixed into :class:`~circolo.play.table.Table`)."""

    audience: Audience
    seats: list[Seat]
    stored: StoredTable

    if TYPE_CHECKING:  # the table's own

        def seat_of(self, token: str | None) -> int: ...

        def _broadcast(self) -> None: ...

        def _tell_audience(self) -> None: ...

        def public_state(self, teaching: int | None = None) -> dict[str, Any]: ...

        def state_for(self, seat: int) -> dict[str, Any]: ...

    async def _do_watch(self, command: Watch) -> None:
        """``connection`` watches the table, listed as ``name`` (numbered when another
        spectator's name, now or before, looks like it; refused when a player's does)."""
        name, connection = command.name, command.connection
        if not self.stored.spectators:
            raise TableError("no_spectators", "server.error.no_spectators")
        self._check_not_a_players_name(name)
        self.audience.add(connection, name)
        connection.send(dumps(self.public_state()), snapshot=True)
        self._tell_audience()

    async def _do_unwatch(self, command: Unwatch) -> None:
        """``connection`` stops watching: its teacher's sight and its ask go with it."""
        connection = command.connection
        taught = self.audience.teaching(connection) is not None
        asked = self.audience.asked(connection)
        if self.audience.remove(connection):
            self._tell_audience()
        if taught:  # everyone's snapshot said who taught that seat
            self._broadcast()
        elif asked is not None:  # that seat's prompt named it: it goes too
            self._send_seat(asked)

    def rated(self) -> bool:
        """Whether the table's match may count on a leaderboard: it is no training table and
        a person plays at it with a profile (Pinnacola's boards also want a computer seat:
        such a table without one is treated as counting, the safe side)."""
        training = self.stored.training
        return not training and any(s.kind == "human" and s.profile for s in self.seats)

    def _check_not_rated(self) -> None:
        """Refuse showing a hand at a table that counts."""
        if self.rated():
            raise TableError("rated", "server.error.teacher_rated")

    def _stop_teaching_if_rated(self) -> None:
        """A player sat down: at a table that counts now, every teacher sees the public table
        again and every ask goes (the broadcast that follows tells everyone)."""
        if self.rated():
            self.audience.stop_teaching()

    def _check_not_a_players_name(self, name: str) -> None:
        """Refuse a spectator's name that looks like a seated player's."""
        key = name_key(name) if name else None
        if key is not None and any(
            s.kind == "human" and s.name and name_key(s.name) == key for s in self.seats
        ):
            raise TableError("name_taken", "server.error.watch_name_seated", name=name)

    async def _do_teacher(self, command: Teacher) -> None:
        """The seat of ``token`` lets a spectator see its hand — the one of number
        ``spectator``, else the one who asked as ``name`` (both None: nobody any more;
        ``allow`` false: says no to that spectator); everyone's snapshot then says who
        teaches which seat."""
        seat = self.seat_of(command.token)
        name = command.name.strip() if command.name is not None else None
        allow, spectator = command.allow, command.spectator
        if name is None and spectator is None:
            if not self.audience.withdraw(seat):
                return  # nobody saw it: nothing changes
        elif not allow:
            try:
                chosen = self.audience.chosen(seat, name, spectator)
            except TableError:  # gone already, and its ask with it: the prompt is stale
                chosen = None
            if chosen is None or not self.audience.refuse(seat, chosen):
                self._send_seat(seat)  # only the seat's list of asks changed
                return
        else:
            self._check_not_rated()
            self.audience.grant(seat, self.audience.chosen(seat, name, spectator))
        self._broadcast()

    async def _do_ask_hand(self, command: AskHand) -> None:
        """The spectator ``connection`` asks ``seat``'s player to see the hand: the seat's
        snapshot lists the name (and the number) until the player answers."""
        connection, seat = command.connection, command.seat
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != "human":
            raise TableError("bad_seat", "server.error.ask_seat", seat=seat)
        self._check_not_rated()
        if self.seats[seat].away:  # nobody there to answer: the computer plays the seat
            raise TableError("away", "server.error.ask_away", seat=seat)
        self._check_not_a_players_name(self.audience.name_of(connection))
        for changed in self.audience.ask(connection, seat):  # the seat asked before, too
            self._send_seat(changed)

    async def _do_hint(self, command: Hint) -> None:
        """The teacher ``connection`` suggests ``card`` of its learner's hand (None: takes the
        suggestion back); the learner and the teacher are sent their snapshots."""
        connection, card = command.connection, command.card
        seat = self.audience.learner_of(connection)
        shown = self.public_state(teaching=seat)  # the hand the teacher sees
        if card is not None and card not in (shown.get("view") or {}).get("hand", ()):
            raise TableError("not_in_hand", "server.error.not_in_hand", card=card)
        self.audience.hint(seat, card)
        self._send_seat(seat)
        connection.send(dumps({**shown, "hint": card}), snapshot=True)

    def _send_seat(self, seat: int) -> None:
        """Send ``seat`` its snapshot again (only what is about it changed)."""
        connection = self.seats[seat].connection
        if connection is not None:
            connection.send(dumps(self.state_for(seat)), snapshot=True)

    def _send_teachers(self) -> None:
        """Send every teacher the snapshot of its learner's hand."""
        for seat, connection in self.audience.taught():
            connection.send(dumps(self.public_state(teaching=seat)), snapshot=True)
