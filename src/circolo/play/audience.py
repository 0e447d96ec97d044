"""The people watching a table: spectators hold no seat and see only what is public.

A spectator's connection gets the table's *public* snapshot (each game's
``GamePart.public_state``: no hand, not even partly known; reasons left out, since a reason
may name a card still held), built and encoded once per change for all of them, so that
many spectators cost the players no more than one. Their number is capped per table
(``Limits.spectators_per_table``) and each connection keeps its own bounded outbox
(server/connection.py). Everyone at the table — seats and spectators — is told who watches
(an ``audience`` message) when somebody comes or goes.

**The teacher's seat**: a spectator may ask a seat to see its hand, and the seat's player
may let one spectator, named or numbered, see it (a teacher behind a learner's shoulder)
and withdraw that at any time. A name is never listed for two connections of a table (nor
two that look alike): an answer that names a spectator who left finds nobody, never a
newcomer who took the name; each spectator also has a number, by which a player answers
exactly the one who asked, named or not. The teacher gets the public snapshot drawn from
the learner's chair with the learner's hand in it (``GamePart.public_state(teaching=seat)``),
never the public one, and may mark one card of that hand as a suggestion (a ``hint``), which
only the learner and the teacher see; every snapshot says which seats a teacher watches
(``teachers``).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from circolo.core.hosting.protocol import PROTOCOL_VERSION, dumps
from circolo.core.hosting.refusals import TableError
from circolo.core.names import name_key
from circolo.play.peer import Peer

#: Spectators one table takes at once unless the server's limits say otherwise.
SPECTATORS_PER_TABLE = 50
#: Names of spectators a table remembers after they went (the newest), so that nobody who
#: comes later is listed by one of them.
NAMES_REMEMBERED = 1024
#: Seconds a spectator waits before asking another seat to see its hand.
ASK_EVERY_S = 3.0


class Audience:
    """One table's spectators: their connections and the names they gave."""

    def __init__(
        self, cap: int = SPECTATORS_PER_TABLE, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.cap = cap
        self._clock = clock
        #: Each spectator's name, unique at the table (a second "Anna" is "Anna (2)").
        self._names: dict[Peer, str] = {}
        #: Each spectator's number (1, 2, …; never given twice at a table): how a player
        #: answers exactly the one who asked, named or not (the snapshot's ``asks``).
        self._numbers: dict[Peer, int] = {}
        self._counted = 0
        #: The look-alike keys (circolo.core.names) of the names listed so far, those of spectators
        #: gone too: a newcomer is never listed by the name of one who left.
        self._keys_used: dict[str, None] = {}
        #: Each learner's seat and the one spectator who may see its hand.
        self._teachers: dict[int, Peer] = {}
        #: Who asked which seat to see its hand (one seat at a time each).
        self._asks: dict[Peer, int] = {}
        #: The card each learner's teacher suggests now (until the table next changes).
        self._hints: dict[int, str] = {}
        #: When each spectator last asked, and the seats that said no to it.
        self._asked_at: dict[Peer, float] = {}
        self._refused: dict[Peer, set[int]] = {}

    def __len__(self) -> int:
        return len(self._names)

    def add(self, connection: Peer, name: str) -> str:
        """Let ``connection`` watch, listed as ``name`` ("" for someone who gave none); the
        name it is listed by: a name that looks like one another spectator holds or held at
        this table gets a number ("Anna (2)"), so that a player never shows the hand to the
        wrong one of two, nor to a newcomer who took the name of one who left."""
        if connection in self._names:
            return self._names[connection]
        if len(self._names) >= self.cap:
            raise TableError("too_many", "server.error.too_many_spectators", most=self.cap)
        taken = self._keys_used.keys() | {name_key(n) for n in self._names.values() if n}
        shown, number = name, 1
        while shown and name_key(shown) in taken:
            number += 1
            shown = f"{name} ({number})"
        if shown:
            self._keys_used[name_key(shown)] = None
            if len(self._keys_used) > NAMES_REMEMBERED:
                del self._keys_used[next(iter(self._keys_used))]
        self._names[connection] = shown
        self._counted += 1
        self._numbers[connection] = self._counted
        return shown

    def remove(self, connection: Peer) -> bool:
        """Stop sending to ``connection`` (its asks and its teacher's seat go with it);
        whether it was watching."""
        self._asks.pop(connection, None)
        self._asked_at.pop(connection, None)
        self._refused.pop(connection, None)
        self.withdraw(self.teaching(connection))
        self._numbers.pop(connection, None)
        return self._names.pop(connection, None) is not None

    # -- the teacher's seat ------------------------------------------------------------------

    def ask(self, connection: Peer, seat: int) -> list[int]:
        """``connection`` asks ``seat`` to see its hand; the seats whose list of asks changed
        (none: asking the same seat again changes nothing). A seat that said no is not asked
        again, and another seat only after :data:`ASK_EVERY_S` seconds."""
        if connection not in self._names:
            raise TableError("not_watching", "server.error.spectator_only")
        before = self._asks.get(connection)
        if before == seat or self._teachers.get(seat) is connection:
            return []
        if seat in self._refused.get(connection, ()):
            raise TableError("refused", "server.error.ask_refused", seat=seat)
        now = self._clock()
        if now - self._asked_at.get(connection, -ASK_EVERY_S) < ASK_EVERY_S:
            raise TableError("too_soon", "server.error.ask_too_soon", seconds=int(ASK_EVERY_S))
        self._asked_at[connection] = now
        self._asks[connection] = seat
        return [seat] if before is None else [before, seat]

    def chosen(self, seat: int, name: str | None, number: int | None) -> Peer:
        """The spectator a player's answer to ``seat``'s asks means: the one of ``number``,
        else the one who asked ``seat`` as ``name``, else the one listed as ``name`` (never
        two connections: :meth:`add`); a TableError when that one does not watch (now)."""
        if number is not None:
            found = [c for c, n in self._numbers.items() if n == number and not c.closed]
            if not found:
                raise TableError("no_spectator", "server.error.no_spectator_number", number=number)
            return found[0]
        if not name:
            raise TableError("no_spectator", "server.error.spectator_unnamed")
        listed = [c for c, n in self._names.items() if n == name and not c.closed]
        asked = [c for c in listed if self._asks.get(c) == seat]
        if not listed:
            raise TableError("no_spectator", "server.error.no_such_spectator", name=name[:40])
        return (asked or listed)[0]

    def grant(self, seat: int, teacher: Peer) -> None:
        """Let the spectator ``teacher`` (:meth:`chosen`) see ``seat``'s hand; the seat's
        teacher before it, if any, sees the public table again, and a teacher of another
        seat moves to this one."""
        self.withdraw(self.teaching(teacher))
        self._teachers[seat] = teacher
        self._asks.pop(teacher, None)
        self._hints.pop(seat, None)

    def refuse(self, seat: int, spectator: Peer) -> bool:
        """``seat`` says no to ``spectator``: its ask is dropped and it may not ask the seat
        again, and if it saw the hand it no longer does; whether the seat's teacher went."""
        if self._asks.get(spectator) == seat:
            del self._asks[spectator]
        self._refused.setdefault(spectator, set()).add(seat)
        return self._teachers.get(seat) is spectator and self.withdraw(seat)

    def stop_teaching(self) -> None:
        """Nobody sees a hand any more, and every ask goes (the table now counts)."""
        self._teachers.clear()
        self._asks.clear()
        self._hints.clear()

    def withdraw(self, seat: int | None) -> bool:
        """``seat``'s teacher no longer sees its hand; whether it had one."""
        if seat is None:
            return False
        self._hints.pop(seat, None)
        return self._teachers.pop(seat, None) is not None

    def forget_seat(self, seat: int) -> None:
        """``seat``'s player left: its teacher, the asks to it, its hint and its refusals go
        (a new player there starts with none of them)."""
        self.withdraw(seat)
        for connection, asked in list(self._asks.items()):
            if asked == seat:
                del self._asks[connection]
        for refused in self._refused.values():
            refused.discard(seat)

    def teaching(self, connection: Peer) -> int | None:
        """The seat whose hand ``connection`` may see, or None."""
        return next((s for s, c in self._teachers.items() if c is connection), None)

    def teachers(self, seats: int) -> list[str | None]:
        """For each seat, the name of the teacher who sees its hand, or None."""
        return [self._names.get(self._teachers[s], "") if s in self._teachers else None
                for s in range(seats)]  # fmt: skip

    def taught(self) -> list[tuple[int, Peer]]:
        """Each learner's seat with its teacher's connection."""
        return list(self._teachers.items())

    def asking(self, seat: int) -> list[str]:
        """The names of those who asked ``seat`` to see its hand and wait for an answer."""
        return [self._names.get(c, "") for c, asked in self._asks.items() if asked == seat]

    def asks(self, seat: int) -> list[dict[str, object]]:
        """Those who asked ``seat`` and wait, each by number and name (the snapshot's
        ``asks``: a player answers one by its number, named or not)."""
        return [{"spectator": self._numbers.get(c, 0), "name": self._names.get(c, "")}
                for c, asked in self._asks.items() if asked == seat]  # fmt: skip

    def asked(self, connection: Peer) -> int | None:
        """The seat ``connection`` asked and waits for, or None."""
        return self._asks.get(connection)

    def name_of(self, connection: Peer) -> str:
        """The name ``connection`` is listed by ("" for none, or one not watching)."""
        return self._names.get(connection, "")

    def learner_of(self, connection: Peer) -> int:
        """The seat whose hand ``connection`` may see; refused for anyone but a teacher."""
        seat = self.teaching(connection)
        if seat is None:
            raise TableError("not_teacher", "server.error.not_teacher")
        return seat

    def hint(self, seat: int, card: str | None) -> None:
        """``seat``'s teacher suggests ``card`` (None: takes it back)."""
        if card is None:
            self._hints.pop(seat, None)
        else:
            self._hints[seat] = card

    def hinted(self, seat: int) -> str | None:
        """The card ``seat``'s teacher suggests now, or None."""
        return self._hints.get(seat)

    def forget_hints(self) -> None:
        """The table changed: a suggestion was for the table as it was."""
        self._hints.clear()

    def names(self) -> list[str]:
        """The spectators' names, in the order they came."""
        return list(self._names.values())

    def send(self, text: str, *, snapshot: bool = False) -> None:
        """Queue the same ``text`` for every spectator still connected; a ``snapshot`` only
        for those who see no hand (a teacher gets its learner's)."""
        teachers = {id(c) for c in self._teachers.values()} if snapshot else set()
        for connection in self._names:  # a closed one is removed when it unwatches
            if not connection.closed and id(connection) not in teachers:
                connection.send(text, snapshot=snapshot)

    def close_all(self, code: int, reason: str) -> None:
        """Close every spectator's connection (the table stops, moves or is gone)."""
        for connection in list(self._names):
            connection.close(code, reason)
        self._names.clear()
        self._numbers.clear()
        self._teachers.clear()
        self._asks.clear()
        self._hints.clear()
        self._asked_at.clear()
        self._refused.clear()

    def message(self) -> str:
        """The ``audience`` message: who watches the table now."""
        return dumps({"type": "audience", "v": PROTOCOL_VERSION, "spectators": self.names()})
