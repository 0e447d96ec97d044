"""The lobby: every table of this server, created, found, listed, resumed and forgotten.

Live tables (waiting or playing, and finished ones for a while) are in memory, each on its
own task; a finished table leaves memory after ``Limits.finished_ttl_s`` and is served from
the store after that — its summary, its record — also after a restart. A table whose saved
events cannot be replayed at start-up is set aside as ``broken`` (logged, listed, its record
kept) and every other table plays on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final, Literal, Protocol

from circolo.core.hosting.refusals import TableError
from circolo.games import GAMES
from circolo.play.ai_pool import AiPool
from circolo.play.commands import Begin, Connect, Join, Resume, TableCommand
from circolo.play.peer import CLOSE_GONE, CLOSE_RESTART, Peer
from circolo.play.table import READY_TIMEOUT_S, Table
from circolo.play.table_hooks import TableHooks
from circolo.play.unattended import sweep, sweep_every
from circolo.server.analyses import Analyses
from circolo.server.board_tables import LobbyBoards
from circolo.server.bodies import NewTable
from circolo.server.cluster.outage import needing_redis
from circolo.server.limits import ConnectionCount, CreationPace, Limits
from circolo.server.lobby_caps import LobbyCaps
from circolo.server.metrics import ServerMetrics
from circolo.server.profiles import Profiles
from circolo.server.seating import CheckedTable, check_table
from circolo.storage.base import StoredTable, TableStatus, TableStore
from circolo.storage.profiles import MemoryProfileStore, Profile

if TYPE_CHECKING:
    from circolo.server.cluster.node import ClusterNode

log = logging.getLogger(__name__)

#: The most tables one listing gives.
MAX_LISTING: Final = 200
#: What ``GET /api/tables?status=`` takes.
Listing = Literal["live", "waiting", "playing", "finished", "broken", "all"]
#: Records of tables no longer in memory kept at hand (rebuilding one replays its events).
RECORD_CACHE: Final = 64
#: Bytes of a table's secret (128 bits).
SECRET_BYTES: Final = 16


class TableLike(Protocol):
    """What routes and sockets use of a table: a live one here, or the door to one another
    node of the cluster owns."""

    @property
    def id(self) -> str:
        """The table's id."""
        ...

    @property
    def running(self) -> bool:
        """Whether it takes requests."""
        ...

    async def request(self, command: TableCommand) -> Any:
        """Ask the table's task to carry out ``command``; its answer, or its TableError."""
        ...


class Lobby(LobbyCaps, LobbyBoards):
    """All tables of one server; each live table runs on its own task. In a cluster
    (``cluster``), the tables this node owns; the others are reached through doors."""

    def __init__(
        self,
        store: TableStore,
        *,
        profiles: Profiles | None = None,
        ready_timeout_s: float = READY_TIMEOUT_S,
        limits: Limits | None = None,
        cluster: ClusterNode | None = None,
    ) -> None:
        self.store = store
        self.cluster = cluster
        self.profiles = profiles or Profiles(MemoryProfileStore())
        self.ready_timeout_s = ready_timeout_s
        self.limits = limits or Limits()
        self.ai_pool = AiPool(self.limits.ai_threads, processes=self.limits.search_processes)
        #: The hand analyses of finished records, computed apart from play (server/analyses.py).
        self.analyses = Analyses(self.limits)
        #: How long the tables' requests take (``GET /api/metrics`` with ``--metrics``).
        self.metrics = ServerMetrics()
        self.tables: dict[str, Table] = {}
        self.creations = CreationPace(self.limits.creations_per_minute, self.limits.creation_burst)
        #: How often each address may open a spectator's socket (on this node).
        self.watches = CreationPace(self.limits.watches_per_minute, self.limits.watch_burst)
        #: Open connections per address (a cluster counts them in Redis instead).
        self.connections = ConnectionCount(self.limits.connections_per_address)
        self._records: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._forgetting: dict[str, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._sweeper: asyncio.Task[None] | None = None
        self._making = asyncio.Lock()

    # -- life ---------------------------------------------------------------------------

    async def resume(self) -> None:
        """Bring back every unfinished table from the store; set aside those that cannot be.
        A node of a cluster joins it instead, and takes the tables nobody owns. From now on
        the tables nobody attends are looked at (play/unattended.py)."""
        self._sweeper = asyncio.get_running_loop().create_task(self._sweeping())
        if self.cluster is not None:
            await self.cluster.start(self)
            return
        for stored in await self.store.unfinished_tables():
            # A new claim each time a table is rebuilt: its snapshots' seq goes on growing.
            await self.adopt(stored, await self.store.claim_table(stored.id))

    async def adopt(
        self,
        stored: StoredTable,
        epoch: int | None = None,
        seats: Sequence[tuple[str, Peer]] = (),
    ) -> None:
        """Rebuild a saved table from its events and play it on (``epoch``: the claim made of
        it for this life, at a restart or by this node of a cluster); one whose events do not
        replay is set aside. ``seats``: the connections (with their tokens) this node relayed
        to the table's last owner: they are connected to it before any other request is
        handled — a start must not find their seats empty and give them to the AI — and one
        that cannot be is closed, so that its client connects again."""
        try:
            table = self._table(stored)
            table.restore()
        except Exception as error:  # a bad event must not stop the server
            await self._set_aside(stored, error)
            for _, connection in seats:
                connection.close(CLOSE_GONE, "this table cannot be played on")
            return
        table.claimed(epoch)
        self.tables[table.id] = table
        table.start_task()
        connected = [table.queue(Connect(token, connection)) for token, connection in seats]
        resumed = table.queue(Resume())  # after the seats: a hand's end waits for them
        await resumed
        for (_, connection), answer in zip(seats, connected, strict=True):
            try:
                await answer
            except TableError as error:
                log.warning("table %s: a seat could not follow it (%s)", table.id, error.code)
                connection.close(CLOSE_RESTART, "the table moved to another server")
        if self.cluster is not None:
            self.cluster.changed(table.id)

    async def _set_aside(self, stored: StoredTable, error: Exception) -> None:
        """A table whose events do not replay: logged, saved as ``broken``, not played."""
        log.error(
            "table %s cannot be resumed and is set aside as broken: %s: %s",
            stored.id,
            type(error).__name__,
            error,
        )
        try:
            summary = {**self._rebuilt(stored).summary(), "status": "broken"}
        except Exception:  # not even its settings can be read: the lobby lists what it can
            summary = {"id": stored.id, "game": stored.game, "variant": stored.variant,
                       "status": "broken", "seats": [], "training": stored.training}  # fmt: skip
        broken = replace(stored, status="broken", summary=summary, events=[], creator=None)
        await self.store.save_table(broken)

    async def _sweeping(self) -> None:
        """Every little while, close or give up the tables nobody attends."""
        every = sweep_every(self.limits)
        while True:
            await asyncio.sleep(every)
            try:
                await sweep(self.tables.values(), self.limits)
            except Exception:  # a bug here must not stop the next looks
                log.exception("the look at the tables nobody attends failed")

    async def close(self) -> None:
        """Stop every table's task and the AI pool (in a cluster: leave it, so that the other
        nodes take the tables over at once)."""
        if self._sweeper is not None:
            self._sweeper.cancel()
        for handle in self._forgetting.values():
            handle.cancel()
        if self.cluster is not None:  # sockets on other nodes stay open: they follow the tables
            self.cluster.let_relayed_seats_stay()
        for table in list(self.tables.values()):
            await table.stop_task()
        if self.cluster is not None:
            await self.cluster.stop()
        await asyncio.to_thread(self.ai_pool.close)
        await self.analyses.close()

    # -- finding ----------------------------------------------------------------------------

    def get(self, table_id: str) -> Table:
        """The live table ``table_id``, or a TableError."""
        table = self.tables.get(table_id)
        if table is None:
            raise TableError("no_table", "server.error.no_table", table=_shown(table_id))
        return table

    async def door(self, table_id: str) -> TableLike:
        """A live table, here or (in a cluster) on the node that owns it, or a TableError."""
        table = self.tables.get(table_id)
        if self.cluster is None or (table is not None and table.running):
            return self.get(table_id)
        if not _plausible_id(table_id):
            raise TableError("no_table", "server.error.no_table", table=_shown(table_id))
        with needing_redis():
            door = await self.cluster.door(table_id)
        return self.get(table_id) if door.owner == self.cluster.node_id else door

    async def stored(self, table_id: str) -> StoredTable:
        """A table that is not in memory, from the store (with its events), or a TableError."""
        stored = await self.store.load_table(table_id) if _plausible_id(table_id) else None
        if stored is None:
            raise TableError("no_table", "server.error.no_table", table=_shown(table_id))
        return stored

    async def summary(self, table_id: str) -> dict[str, Any]:
        """The lobby's summary of a table, live or only in the store."""
        table = self.tables.get(table_id)
        if table is not None:
            return table.summary()
        if self.cluster is not None and _plausible_id(table_id):
            with needing_redis():
                live = await self.cluster.summary(table_id)
            if live is not None:
                return live
        stored = await self.stored(table_id)
        if stored.summary is not None:
            return stored.summary
        return self._rebuilt(stored).summary()

    async def record(self, table_id: str) -> dict[str, Any]:
        """The match record of a table, live or only in the store."""
        table = self.tables.get(table_id)
        if table is not None:
            return table.record()
        cluster = self.cluster
        if cluster is not None and _plausible_id(table_id):
            with needing_redis():
                if await cluster.summary(table_id):
                    # A live table of another node: its owner has the hands finished so far
                    # (a finished one is rebuilt from the store below, with its secret).
                    record: dict[str, Any] = await cluster.read(table_id, "record")
                    return record
        cached = self._records.get(table_id)
        if cached is None:
            stored = await self.stored(table_id)
            try:
                cached = self._rebuilt(stored).record()
            except Exception:
                log.exception("table %s: its record cannot be rebuilt", table_id)
                raise TableError("no_record", "server.error.no_record", table=table_id) from None
            if stored.status in ("waiting", "playing"):  # between two owners: not cached
                return cached
            self._records[table_id] = cached
            while len(self._records) > RECORD_CACHE:
                self._records.popitem(last=False)
        self._records.move_to_end(table_id)
        return cached

    def _rebuilt(self, stored: StoredTable) -> Table:
        """A table rebuilt from its events as far as they replay (no task: for reading)."""
        table = self._table(stored)
        for event in stored.events:
            try:
                table._apply_event(event)
            except Exception:
                break
        return table

    async def listing(
        self, status: Listing = "live", limit: int = MAX_LISTING, offset: int = 0
    ) -> list[dict[str, Any]]:
        """The tables, newest first: by default those waiting or playing."""
        limit = max(0, min(limit, MAX_LISTING))
        offset = max(0, offset)
        if status in ("live", "waiting", "playing"):
            wanted = ("waiting", "playing") if status == "live" else (status,)
            if self.cluster is not None:
                with needing_redis():
                    everywhere = await self.cluster.live_summaries()
                chosen = [s for s in everywhere if s.get("status") in wanted and "evening" not in s]
                return chosen[offset : offset + limit]
            live = [
                t
                for t in self.tables.values()
                if t.status in wanted and t.stored.board_set is None  # an evening's: unlisted
            ]
            live.sort(key=lambda t: (t.stored.created_at, t.id), reverse=True)
            return [t.summary() for t in live[offset : offset + limit]]
        statuses: tuple[TableStatus, ...] | None = None
        if status in ("finished", "broken"):
            statuses = ("finished",) if status == "finished" else ("broken",)
        found = []
        for stored in await self.store.list_tables(statuses, limit, offset):
            if stored.board_set is not None:
                continue  # an evening's table: unlisted
            table = self.tables.get(stored.id)
            if table is not None:
                found.append(table.summary())
            elif stored.summary is not None:
                found.append(stored.summary)
            else:  # a table saved before summaries were: rebuilt once, to list it
                found.append(self._rebuilt(await self.stored(stored.id)).summary())
        return found

    # -- creating -------------------------------------------------------------------------

    async def create(self, request: NewTable, address: str) -> tuple[Table, dict[int, str]]:
        """Create a table from a ``POST /api/tables`` body; its human seats' tokens."""
        if not await self.may_create(address):
            raise TableError(
                "too_many", "server.error.too_many_tables_made",
                most=int(self.limits.creations_per_minute),
            )  # fmt: skip
        checked = check_table(request)
        profiles_in = await self._profiles_of(request.profiles)
        # Counted and made one at a time: creations at once must not all pass one count.
        async with self._making:
            table = await self._make(request, checked, address)
        tokens = {}
        humans = [i for i, spec in enumerate(checked.seats) if spec == "human"]
        names = request.names or {}
        for index in humans:
            profile = profiles_in.get(str(index))
            tokens[index] = await table.request(
                Join(
                    seat=index,
                    name=names.get(str(index)) or (profile.nickname if profile else None),
                    creator=index == humans[0],
                    profile=profile.id if profile else None,
                    address=address,  # every seat it makes is in its creator's hand
                )
            )
        if not humans:
            await table.request(Begin())
        if self.cluster is not None:
            self.cluster.changed(table.id)
            await self.cluster.flush()  # listed everywhere before its creator hears of it
        return table, tokens

    async def _make(self, request: NewTable, checked: CheckedTable, address: str) -> Table:
        """A new table saved, owned and started, once the caps it counts against allow it
        (the lobby makes one at a time: two creations at once cannot both pass one count)."""
        if await self.live_everywhere() >= self.limits.max_tables:
            raise TableError("full", "server.error.server_full", most=self.limits.max_tables)
        most = self.limits.tables_per_address
        if await self.store.live_tables_of(address) >= most:
            raise TableError("too_many", "server.error.too_many_live_tables", most=most)
        stored = StoredTable(
            id=secrets.token_urlsafe(6),
            game=checked.game,
            variant=checked.variant,
            options=checked.options,
            seats=list(checked.seats),
            ai_delay_ms=request.ai_delay_ms,
            training=request.training,
            spectators=request.spectators,
            status="waiting",
            secret=secrets.token_hex(SECRET_BYTES),
            creator=address,
        )
        try:
            await self.store.save_table(stored)
        except Exception as error:
            log.warning("a new table could not be saved: %s: %s", type(error).__name__, error)
            raise TableError("store_down", "server.error.store_down") from None
        table = self._table(stored)
        if self.cluster is not None:
            try:
                await self.cluster.own_new(table)
            except Exception:  # owned by nobody: not left in the store for the sweep to find
                with contextlib.suppress(Exception):
                    await self.store.delete_table(table.id)
                raise
        self.tables[table.id] = table
        table.start_task()
        return table

    def _table(self, stored: StoredTable) -> Table:
        game = GAMES.get(stored.game)
        if game is None:
            raise ValueError(f"table {stored.id} is of an unknown game {stored.game!r}")
        return Table(
            stored,
            self.store,
            game.table_part(),
            ready_timeout_s=self.ready_timeout_s,
            hooks=TableHooks(
                # An evening's table: its evening counts its boards (play/evening/).
                on_finish=self.profiles.record_match if stored.board_set is None else None,
                on_over=self._over,
                on_closed=self._closed,
                on_answered=self.metrics.answered,
                on_changed=self.cluster.changed if self.cluster is not None else None,
                on_lost=self._lost,
            ),
            ai_pool=self.ai_pool,
            queue_limit=self.limits.table_queue,
            spectators_cap=self.limits.spectators_per_table,
        )

    async def _profiles_of(self, given: dict[str, Any] | None) -> dict[str, Profile]:
        """Profiles sent with a new table, per seat, each checked with its secret."""
        checked = {}
        for seat, credentials in (given or {}).items():
            checked[seat] = await self.profiles.check(credentials.id, credentials.secret)
        return checked

    # -- forgetting -------------------------------------------------------------------------

    def _over(self, table_id: str) -> None:
        """A match just ended: the table leaves memory after the configured time."""
        loop = asyncio.get_running_loop()

        def forget() -> None:
            self._forgetting.pop(table_id, None)
            task = loop.create_task(self.forget(table_id))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

        self._forgetting[table_id] = loop.call_later(self.limits.finished_ttl_s, forget)

    async def forget(self, table_id: str) -> None:
        """Take a finished table out of memory (its record stays in the store)."""
        table = self.tables.pop(table_id, None)
        if table is not None:
            await table.stop_task(CLOSE_GONE, "the match is over; its record stays")
        if self.cluster is not None:
            await self.cluster.released(table_id)

    def _closed(self, table_id: str) -> None:
        """A table that never started was closed: nobody was left at it."""
        self.tables.pop(table_id, None)
        if self.cluster is not None:
            self._spawn(self.cluster.released(table_id))

    def _lost(self, table_id: str) -> None:
        """The store refused a table's write: another node owns it now."""
        self._spawn(self.lose(table_id))

    async def lose(self, table_id: str) -> None:
        """Stop serving a table another node owns now (its seats connect again, there)."""
        table = self.tables.pop(table_id, None)
        if table is not None:
            await table.stop_task(CLOSE_RESTART, "the table moved to another server")

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)


def _plausible_id(table_id: str) -> bool:
    """Whether ``table_id`` could be a table's id (URL-safe, short): others are not looked up."""
    return 0 < len(table_id) <= 32 and all(
        c.isascii() and (c.isalnum() or c in "-_") for c in table_id
    )


def _shown(table_id: str) -> str:
    """A table id as an error quotes it: printable, and short."""
    text = table_id if table_id.isprintable() else table_id.encode("unicode_escape").decode()
    return text if len(text) <= 40 else text[:40] + "…"
