"""Club evenings on the server: made, joined, started, and driven round by round.

An evening's rules are play/evening/live.py's (:class:`LiveEvening`, a pure value); here it
is saved and changed. Every change is load, apply, compare-and-set write (storage/
evenings.py), tried again when another writer came first: a join, a start and the driver
may change one evening at once, on any node.

Each playing evening has a task here, its *driver*, that makes each round's board tables
through :class:`BoardTables` (the lobby's), watches their progress, hands the records of
the boards they finish to the evening, and begins the next round once a round is over,
until the evening is finished. A round's table ids and secrets are written into the
evening *before* its tables are made, and making a table is idempotent: a driver that stops
in between (a restart) makes the same tables again, and nothing is left orphaned. At start
the server drives every playing evening again (:meth:`Evenings.resume`). In a cluster a node
drives an evening only while it holds the evening's lease (server/cluster/evenings.py), and
every node takes on the playing evenings that nobody drives.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final, Protocol

from circolo.core.hosting.refusals import TableError
from circolo.play.board_set import BoardTableSpec
from circolo.play.evening.live import LiveEvening
from circolo.play.evening.rated import table_match
from circolo.play.seat import hash_token
from circolo.server.bodies import NewEvening
from circolo.server.evening_par import BoardPars
from circolo.server.evening_setup import new_evening
from circolo.server.limits import Limits
from circolo.server.profiles import Profiles
from circolo.storage.evenings import EveningStore, StaleEveningError, StoredEvening

if TYPE_CHECKING:
    from circolo.server.cluster.evenings import EveningLeases

log = logging.getLogger(__name__)

#: Seconds between two looks of a driver at its evening's tables.
EVENING_POLL_S: Final = 2.0
#: Times a change is tried against other writers before the request is refused as busy.
CHANGE_TRIES: Final = 5
#: Bytes of a board table's secret (its computer players' randomness), as a table's.
SECRET_BYTES: Final = 16


class BoardTables(Protocol):
    """The tables of an evening's rounds, as the server's lobby makes and plays them."""

    async def make_board_table(self, spec: BoardTableSpec) -> None:
        """Make the table ``spec`` says (nothing when its id is already made)."""
        ...

    async def board_progress(self, table_id: str) -> int | None:
        """Boards the table has finished so far (None: no such table)."""
        ...

    async def board_records(self, table_id: str) -> list[dict[str, Any]]:
        """The RECORDs of the boards the table has finished, in play order."""
        ...

    async def clock_board_table(self, table_id: str) -> None:
        """The table ran past its time: the computer plays on for every person at it."""
        ...


def no_evening(evening_id: str) -> TableError:
    """The refusal for an evening that is not here."""
    shown = evening_id if evening_id.isprintable() else evening_id.encode("unicode_escape")
    return TableError("no_evening", "server.error.no_evening", evening=str(shown)[:40])


def plausible_id(evening_id: str) -> bool:
    """Whether ``evening_id`` could be an evening's id (URL-safe, short)."""
    return 0 < len(evening_id) <= 32 and all(
        c.isascii() and (c.isalnum() or c in "-_") for c in evening_id
    )


class Evenings:
    """The server's evenings: saved in ``store``, their rounds played at ``tables`` (None:
    nothing to play them at yet, so a started evening waits)."""

    def __init__(
        self,
        store: EveningStore,
        tables: BoardTables | None,
        limits: Limits | None = None,
        *,
        poll_s: float = EVENING_POLL_S,
        gather_s: float | None = None,
        profiles: Profiles | None = None,
        clock: Callable[[], float] = time.time,
        leases: EveningLeases | None = None,
    ) -> None:
        self.store = store
        #: The time now, in seconds since the epoch (a round's deadline is kept as one).
        self.clock = clock
        #: The pars of the boards finished everywhere, where the game has a solver.
        self.pars = BoardPars()
        #: A cluster's leases on evenings (None: one server, which drives every evening).
        self.leases = leases
        #: Where a rated evening counts its tables' matches (None: nowhere).
        self.profiles = profiles
        self.tables = tables
        self.limits = limits or Limits()
        self.poll_s = poll_s
        #: How long a round's table waits for its people (the limits' unless given).
        self.gather_s = gather_s if gather_s is not None else self.limits.evening_gather_s
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._nudges: dict[str, asyncio.Event] = {}
        #: The board tables this process has made (or found made) since it started.
        self._made: set[str] = set()
        self._making = asyncio.Lock()
        self._closed = False
        self._watch: asyncio.Task[None] | None = None

    # -- reading ----------------------------------------------------------------------------

    async def stored(self, evening_id: str) -> StoredEvening:
        """The evening as saved, or a ``no_evening`` refusal."""
        found = await self.store.load_evening(evening_id) if plausible_id(evening_id) else None
        if found is None:
            raise no_evening(evening_id)
        return found

    async def get(self, evening_id: str) -> LiveEvening:
        """The evening, or a ``no_evening`` refusal."""
        return LiveEvening.from_json((await self.stored(evening_id)).state)

    # -- changing ---------------------------------------------------------------------------

    async def change(
        self, evening_id: str, apply: Callable[[LiveEvening], LiveEvening]
    ) -> LiveEvening:
        """The evening after ``apply``, written by compare-and-set (read and applied again
        when another writer came first); ``apply``'s TableError goes to the caller."""
        for _ in range(CHANGE_TRIES):
            stored = await self.stored(evening_id)
            evening = LiveEvening.from_json(stored.state)
            changed = apply(evening)
            if changed == evening:
                return evening
            written = replace(
                stored,
                status=changed.status,
                version=stored.version + 1,
                state=changed.to_json(),
                creator=None if changed.finished else stored.creator,
            )
            try:
                await self.store.update_evening(written, stored.version)
            except StaleEveningError:
                continue
            return changed
        raise TableError("busy", "server.error.evening_busy")

    async def create(self, body: NewEvening, creator: str) -> tuple[LiveEvening, str]:
        """A new waiting evening made from ``creator``'s body, and its director's token
        (with ``body.name`` the director holds the first place too, with the same token)."""
        token = secrets.token_urlsafe(18)
        director = hash_token(token)
        evening = new_evening(secrets.token_urlsafe(6), body, director)
        if body.name is not None:
            evening = evening.join(body.name, None, evening.code, director)
        # Counted and made one at a time: creations at once must not all pass one count.
        async with self._making:
            most = self.limits.evenings_per_address
            if await self.store.live_evenings_of(creator) >= most:
                raise TableError("too_many", "server.error.too_many_live_evenings", most=most)
            if len(await self.store.live_evening_ids()) >= self.limits.max_evenings:
                raise TableError(
                    "full", "server.error.evenings_full", most=self.limits.max_evenings
                )
            stored = StoredEvening(
                id=evening.id,
                status=evening.status,
                version=1,
                state=evening.to_json(),
                creator=creator,
            )
            await self.store.create_evening(stored)
        return evening, token

    async def join(
        self,
        evening_id: str,
        name: str,
        entry: int | None,
        code: str | None,
        profile: str | None = None,
    ) -> tuple[int, str]:
        """Take a place: the entry taken and the person's token (which opens their seat at
        every round's table)."""
        token = secrets.token_urlsafe(18)
        held = hash_token(token)
        joined = await self.change(evening_id, lambda e: e.join(name, entry, code, held, profile))
        place = joined.entry_of(held)
        if place is None:  # pragma: no cover - the join above wrote it
            raise RuntimeError(f"evening {evening_id}: the place just taken is not there")
        if joined.sit_and_go and joined.is_full():  # the last place taken: it starts itself
            started = await self.change(evening_id, lambda e: e.start(director=True))
            if started.status == "playing":
                self.drive(evening_id)
        return place[0], token

    async def start(self, evening_id: str, token: str) -> LiveEvening:
        """The director starts the evening (again: nothing changes); its driver begins."""
        held = hash_token(token)
        started = await self.change(evening_id, lambda e: e.start(held))
        if started.status == "playing":
            self.drive(evening_id)
        return started

    # -- driving ----------------------------------------------------------------------------

    async def resume(self) -> None:
        """Drive every evening saved as playing (after a restart); in a cluster, begin to
        look for the playing evenings that no node drives, and to renew the leases of those
        driven here."""
        if self.leases is not None:
            if self._watch is None and not self._closed:
                self._watch = asyncio.get_running_loop().create_task(self.leases.watch(self))
            return
        for evening_id in await self.store.live_evening_ids():
            stored = await self.store.load_evening(evening_id)
            if stored is not None and stored.status == "playing":
                self.drive(evening_id)

    def drive(self, evening_id: str) -> None:
        """Make sure a driver plays the evening on (or wake the one that does)."""
        if self._closed:
            return
        if self.tables is None:
            log.warning("evening %s cannot be played: the server makes no board tables", evening_id)
            return
        task = self._drivers.get(evening_id)
        if task is not None and not task.done():
            self._nudges[evening_id].set()
            return
        self._nudges[evening_id] = asyncio.Event()
        task = asyncio.get_running_loop().create_task(self._driving(evening_id))
        self._drivers[evening_id] = task

    def driven(self) -> list[str]:
        """The evenings this server drives now."""
        return [e for e, task in self._drivers.items() if not task.done()]

    def stop_driving(self, evening_id: str) -> None:
        """Another node drives the evening now: its driver here stops."""
        task = self._drivers.get(evening_id)
        if task is not None and not task.done():
            if self.leases is not None:
                self.leases.lost(evening_id)
            task.cancel()

    def nudge(self, evening_id: str) -> None:
        """A table of the evening has news: its driver looks now rather than at its next
        poll (nothing for an evening not driven here)."""
        nudge = self._nudges.get(evening_id)
        if nudge is not None:
            nudge.set()

    async def close(self) -> None:
        """Stop every driver (the evenings stay saved; the next start drives them on)."""
        self._closed = True
        if self._watch is not None:
            self._watch.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watch
        drivers = list(self._drivers.values())
        for task in drivers:
            task.cancel()
        for task in drivers:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._drivers.clear()

    async def _driving(self, evening_id: str) -> None:
        nudge = self._nudges[evening_id]
        try:
            if self.leases is not None and not await self.leases.may_drive(evening_id):
                return
            while True:
                nudge.clear()
                try:
                    evening = await self.tick(evening_id)
                except TableError as error:
                    if error.code == "no_evening":
                        return
                    log.warning("evening %s waits: %s", evening_id, error)
                    evening = None
                except Exception:  # a fault must not stop the evening: looked at again
                    log.exception("evening %s: its driver failed; it tries again", evening_id)
                    evening = None
                if evening is not None and evening.status != "playing":
                    return
                if evening is not None and evening.round_over():
                    continue  # the next round at once
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(nudge.wait(), self.poll_s)
        finally:
            if self._drivers.get(evening_id) is asyncio.current_task():
                del self._drivers[evening_id]
                self._nudges.pop(evening_id, None)
            if self.leases is not None:  # its lease given up, unless another holds it now
                await self.leases.driver_stopped(evening_id, again=evening_id in self._drivers)

    async def tick(self, evening_id: str) -> LiveEvening:
        """One look at a playing evening: begin the next round when the last one is over,
        make the round's tables, and take the boards they finished since the last look."""
        evening = await self.get(evening_id)
        if evening.status != "playing" or self.tables is None:
            return evening
        if evening.round_over():
            evening = await self.change(evening_id, _next_round)
            if evening.status != "playing":
                return evening
        made = evening.made[-1]
        for index, table_id in enumerate(made.table_ids):
            if table_id not in self._made:
                await self.tables.make_board_table(board_table(evening, index, self.gather_s))
                self._made.add(table_id)
        number = made.plan.round
        if made.deadline is None:  # its time runs from now: every table made, people called
            boards = max(len(plan.boards) for plan in made.plan.tables)
            deadline = self.clock() + self.gather_s + boards * evening.seconds_per_board
            evening = await self.change(evening_id, _timed(number, deadline))
        for index, (plan, table_id) in enumerate(
            zip(made.plan.tables, made.table_ids, strict=True)
        ):
            played = made.played(index)
            if played >= len(plan.boards):
                continue
            progress = await self.tables.board_progress(table_id)
            if progress is None or progress <= played:
                continue
            records = (await self.tables.board_records(table_id))[: len(plan.boards)]
            handing = _Results(number, index, plan.table, records)
            evening = await self.change(evening_id, handing)
            # Counted by the driver whose write finished the table (a second one, a node
            # that lost the evening's lease and has not seen it yet, finds them in).
            if handing.finished_table:
                await self._count(evening, number, plan.table, records)
        evening = await self._past_time(evening_id, evening, number)
        if evening.finished:
            self._made.difference_update(t for r in evening.made for t in r.table_ids)
        return evening

    async def _past_time(self, evening_id: str, evening: LiveEvening, number: int) -> LiveEvening:
        """Round ``number`` past its deadline: the computer plays on for every person still at
        its tables not finished (once; a table that cannot be reached now is left as it is)."""
        if evening.status != "playing" or len(evening.made) < number or self.tables is None:
            return evening
        made = evening.made[number - 1]
        if made.clocked or made.deadline is None or self.clock() < made.deadline:
            return evening
        for index, (plan, table_id) in enumerate(
            zip(made.plan.tables, made.table_ids, strict=True)
        ):
            if made.played(index) < len(plan.boards):
                try:
                    await self.tables.clock_board_table(table_id)
                except TableError as error:
                    log.warning("evening %s: table %s not clocked: %s", evening_id, table_id, error)
        log.info("evening %s: round %s past its time; the computer plays on", evening_id, number)
        return await self.change(evening_id, _clocked(number))

    async def _count(
        self, evening: LiveEvening, round: int, table: int, records: list[dict[str, Any]]
    ) -> None:
        """A table of a rated evening that has finished its boards, counted as a match for
        its profiled people (play/evening/rated.py); nothing at an evening not rated."""
        if not evening.rated or self.profiles is None:
            return
        try:
            await self.profiles.record_match(table_match(evening, round, table, records))
        except Exception:  # the evening plays on; the count is logged, not retried
            log.exception("evening %s: round %s, table %s not counted", evening.id, round, table)


def _next_round(evening: LiveEvening) -> LiveEvening:
    """The evening with its next round made, if it is still to be made (another writer may
    have made it): its tables' ids and secrets chosen now, before any table is made."""
    if evening.status != "playing" or not evening.round_over():
        return evening
    if len(evening.made) >= evening.round_total:
        return evening
    tables = len(evening.next_plan().tables)
    ids = [secrets.token_urlsafe(6) for _ in range(tables)]
    keys = [secrets.token_hex(SECRET_BYTES) for _ in range(tables)]
    return evening.next_round(ids, keys)


def _timed(round: int, deadline: float) -> Callable[[LiveEvening], LiveEvening]:
    """The change that gives ``round`` its ``deadline``, unless it has one already."""

    def apply(evening: LiveEvening) -> LiveEvening:
        if len(evening.made) < round or evening.made[round - 1].deadline is not None:
            return evening
        return _round_changed(evening, round, deadline=deadline)

    return apply


def _clocked(round: int) -> Callable[[LiveEvening], LiveEvening]:
    """The change that marks ``round`` as past its time (its tables told so)."""

    def apply(evening: LiveEvening) -> LiveEvening:
        if len(evening.made) < round or evening.made[round - 1].clocked:
            return evening
        return _round_changed(evening, round, clocked=True)

    return apply


def _round_changed(evening: LiveEvening, round: int, **changes: Any) -> LiveEvening:
    made = evening.made
    changed = replace(made[round - 1], **changes)
    return replace(evening, made=(*made[: round - 1], changed, *made[round:]))


class _Results:
    """The change that hands ``records`` of ``table`` (the ``index``-th of ``round``) to the
    evening, unless it holds as many already; ``finished_table`` after the change: whether
    the evening written last took the table's last boards from it."""

    def __init__(self, round: int, index: int, table: int, records: list[dict[str, Any]]):
        self.round, self.index, self.table, self.records = round, index, table, records
        self.finished_table = False

    def __call__(self, evening: LiveEvening) -> LiveEvening:
        self.finished_table = False
        if evening.status != "playing" or len(evening.made) < self.round:
            return evening
        made = evening.made[self.round - 1]
        if made.played(self.index) >= len(self.records):
            return evening
        self.finished_table = len(self.records) == len(made.plan.tables[self.index].boards)
        return evening.with_results(self.round, self.table, self.records)


def board_table(evening: LiveEvening, index: int, gather_s: float) -> BoardTableSpec:
    """The settings of the ``index``-th table (from 0) of the round made last."""
    made = evening.made[-1]
    plan = made.plan.tables[index]
    table_id = made.table_ids[index]
    seating = evening.seating(made.plan.round, plan.table)
    if made.secrets:
        secret = made.secrets[index]
    else:  # a round saved without secrets: one from the evening's seed, as secret as it
        secret = hashlib.sha256(f"circolo/evening/{evening.seed}/{table_id}".encode()).hexdigest()
    return BoardTableSpec(
        table_id=table_id,
        secret=secret,
        game=evening.game,
        variant=evening.variant,
        options=dict(evening.options),
        seats=tuple("human" if "token_hash" in seat else f"ai:{seat['ai']}" for seat in seating),
        people=tuple(
            (number, seat["name"], seat["token_hash"])
            for number, seat in enumerate(seating)
            if "token_hash" in seat
        ),
        evening=evening.id,
        round=made.plan.round,
        table=plan.table,
        boards=tuple(plan.boards),
        seed=evening.seed,
        ai_delay_ms=evening.ai_delay_ms,
        begin_after_s=gather_s,
    )
