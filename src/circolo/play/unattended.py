"""Tables nobody attends: a table that never started closes, a single player's goes on without
them.

A table made and left — by someone who changed their mind, or by a client filling the
server — must not hold a place for ever (``Limits.tables_per_address`` and ``max_tables``
count it). The lobby looks at its tables every little while (:func:`sweep`):

- a table **waiting** to start with no person connected to it for ``waiting_table_s`` is
  closed (deleted, as when its last person leaves it);
- a **single player's** table whose player has been away for ``away_table_s`` — it waits
  for them, which is why it does not play on by itself — is given up: the computer plays the
  seat to the end (as at a table of several for anyone who leaves), without a pause and
  through training stops; the record and the statistics say that the player left. A player
  who comes back before the end takes the seat back, and the table waits for them again.

Time is counted from the last look that found a person there (or the table's rebuilding,
after a restart), so it may run up to one look longer than set.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Final, Protocol

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import Expire, GiveUp

if TYPE_CHECKING:
    from circolo.core.hosting.game_part import GamePart
    from circolo.play.seat import Seat
    from circolo.play.table import Table
    from circolo.storage.base import TableStatus

log = logging.getLogger(__name__)

#: The longest time between two looks at the tables, in seconds.
SWEEP_EVERY_S: Final = 30.0


class Patience(Protocol):
    """How long tables nobody attends are kept as they are (the server's ``Limits``)."""

    @property
    def waiting_table_s(self) -> float:
        """Seconds a table waiting to start may have nobody connected before it closes."""
        ...

    @property
    def away_table_s(self) -> float:
        """Seconds a single player may stay away before the computer ends their match
        (0: never)."""
        ...


class Unattended:
    """What a table knows of being attended (mixed into :class:`~circolo.play.table.Table`)."""

    id: str
    seats: list[Seat]
    part: GamePart
    status: TableStatus
    phase: str

    #: When a person was last seen connected to the table (``time.monotonic``).
    attended_at: float
    #: Whether the computer plays the seat of a single player who stayed away too long.
    given_up: bool

    def _init_unattended(self) -> None:
        self.attended_at = time.monotonic()
        self.given_up = False

    if TYPE_CHECKING:  # the table's own

        @property
        def started(self) -> bool: ...

        @property
        def over(self) -> bool: ...

        async def _close_table(self) -> None: ...

        def _schedule(self) -> None: ...

    def attended(self) -> bool:
        """Whether a person is connected to one of the table's seats (spectators do not
        count: watching a table does not keep it)."""
        return any(seat.kind == "human" and seat.connection is not None for seat in self.seats)

    def alone_for(self, now: float) -> float | None:
        """Seconds at ``now`` since a person was last at the table (None: one is there now,
        or the match is over, when nothing more is asked of it). Only reads: the table's
        task notes when people come and go."""
        if self.attended() or self.over:
            return None
        return now - self.attended_at

    async def _do_expire(self, command: Expire) -> None:
        """A table that never started and nobody attended for ``after_s``: closed (checked
        again here, in the table's task)."""
        alone = self.alone_for(time.monotonic())
        if self.started or alone is None or alone < command.after_s:
            return
        log.info("table %s: closed, nobody came to it", self.id)
        await self._close_table()

    async def _do_give_up(self, command: GiveUp) -> None:
        """A single player stayed away for ``after_s``: the computer plays their seat to the
        end (checked again here, in the table's task)."""
        alone, after_s = self.alone_for(time.monotonic()), command.after_s
        if self.given_up or alone is None or alone < after_s or not self.part.solo_player_away():
            return
        log.info("table %s: its player stayed away; the computer ends the match", self.id)
        self.given_up = True
        self._schedule()

    def attended_now(self, came: bool = True) -> None:
        """A person is at the table now (``came``: connected — a given-up table waits for its
        player again — or went: the time alone counts from now)."""
        if came:
            self.given_up = False
        self.attended_at = time.monotonic()


async def sweep(tables: Iterable[Table], limits: Patience, now: float | None = None) -> None:
    """Look at every table once: close the waiting ones nobody came to, give up the single
    players' tables whose player stayed away (see the module)."""
    now = time.monotonic() if now is None else now
    for table in list(tables):
        alone = table.alone_for(now) if table.running else None
        if alone is None:
            continue
        command: Expire | GiveUp | None = None
        if table.status == "waiting" and not table.started:
            if table.stored.board_set is None:  # an evening's starts by itself, never closes
                command = Expire(limits.waiting_table_s)
        elif limits.away_table_s > 0 and not table.given_up and table.part.solo_player_away():
            command = GiveUp(limits.away_table_s)
        if command is None or alone < command.after_s:
            continue
        # Not awaited: a table with a long queue must not hold up the others. Closed or
        # moved meanwhile, it has nothing left to do.
        with contextlib.suppress(TableError):
            table.queue(command).add_done_callback(_taken)


def _taken(done: asyncio.Future[object]) -> None:
    """A sweep's request answered: a refusal (the table closed meanwhile) is nobody's news."""
    if not done.cancelled():
        done.exception()


def sweep_every(limits: Patience) -> float:
    """Seconds between two looks: often enough that no table waits much past its time."""
    times = [SWEEP_EVERY_S, limits.waiting_table_s / 4]
    if limits.away_table_s > 0:
        times.append(limits.away_table_s / 4)
    return max(0.05, min(times))
