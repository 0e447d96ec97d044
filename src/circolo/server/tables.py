"""The lobby: every table of this server, created, found, listed and resumed."""

from __future__ import annotations

import secrets
from typing import Any

from circolo.ai.pinnacola.registry import NAMES as PINNACOLA_PLAYERS
from circolo.ai.registry import COMMAND_PREFIX, parse_spec
from circolo.errors import CircoloError
from circolo.pinnacola import options as pinnacola_options
from circolo.server.pinnacola_table import PinnacolaTable, RuleError
from circolo.server.profiles import Profiles
from circolo.server.table import READY_TIMEOUT_S, Table, TableError
from circolo.storage.base import StoredTable, TableStore
from circolo.storage.profiles import MemoryProfileStore, Profile
from circolo.tressette.options import preset, with_values

#: The games a table may be made for.
GAMES = ("tressette", "pinnacola")

#: A friendly default pause before an AI plays, so people can follow the cards.
DEFAULT_AI_DELAY_MS = 900
MAX_AI_DELAY_MS = 10_000


class Lobby:
    """All tables of one server; each table runs on its own task."""

    def __init__(
        self,
        store: TableStore,
        *,
        profiles: Profiles | None = None,
        ready_timeout_s: float = READY_TIMEOUT_S,
    ) -> None:
        self.store = store
        self.profiles = profiles or Profiles(MemoryProfileStore())
        self.ready_timeout_s = ready_timeout_s
        self.tables: dict[str, Table] = {}

    async def resume(self) -> None:
        """Bring back every unfinished table from the store (after a restart)."""
        for stored in await self.store.unfinished_tables():
            table = self._table(stored)
            table.restore()
            self.tables[table.id] = table
            table.start_task()
            await table.request("resume")

    async def close(self) -> None:
        """Stop every table's task."""
        for table in self.tables.values():
            await table.stop_task()

    def get(self, table_id: str) -> Table:
        """The table ``table_id``, or a TableError."""
        table = self.tables.get(table_id)
        if table is None:
            raise TableError("no_table", "server.error.no_table", table=table_id)
        return table

    async def create(self, request: dict[str, Any]) -> tuple[Table, dict[int, str]]:
        """Create a table from a ``POST /api/tables`` body; its human seats' tokens."""
        game = request.get("game", "tressette")
        if game not in GAMES:
            raise TableError("bad_request", "server.error.unknown_game", game=repr(game))
        if game == "pinnacola":
            variant, seats, options_json = _pinnacola_table(request)
        else:
            variant, seats, options_json = _tressette_table(request)
        delay = request.get("ai_delay_ms", DEFAULT_AI_DELAY_MS)
        training = bool(request.get("training", False))
        names = request.get("names") or {}
        if (
            not isinstance(delay, int)
            or isinstance(delay, bool)
            or not 0 <= delay <= MAX_AI_DELAY_MS
        ):
            raise TableError("bad_request", "server.error.ai_delay", most=MAX_AI_DELAY_MS)
        humans = [i for i, spec in enumerate(seats) if spec == "human"]
        profiles_in = await self._profiles_of(request.get("profiles"))
        if training and len(humans) != 1:
            raise TableError("bad_request", "server.error.training_seats")
        stored = StoredTable(
            id=secrets.token_urlsafe(6),
            game=game,
            variant=variant,
            options=options_json,
            seats=list(seats),
            ai_delay_ms=delay,
            training=training or False,
            status="waiting",
            seed=secrets.randbits(48),
        )
        await self.store.save_table(stored)
        table = self._table(stored)
        self.tables[table.id] = table
        table.start_task()
        tokens = {}
        for index in humans:
            name = names.get(str(index)) if isinstance(names, dict) else None
            profile = profiles_in.get(str(index))
            tokens[index] = await table.request(
                "join",
                seat=index,
                name=name or (profile.nickname if profile else None),
                creator=index == humans[0],
                profile=profile.id if profile else None,
            )
        if not humans:
            await table.request("begin")
        return table, tokens

    def _table(self, stored: StoredTable) -> Table:
        if stored.game == "pinnacola":
            return PinnacolaTable(
                stored,
                self.store,
                ready_timeout_s=self.ready_timeout_s,
                on_finish=self.profiles.record_match,
                on_quit=self.profiles.record_quit,
            )
        return Table(
            stored,
            self.store,
            ready_timeout_s=self.ready_timeout_s,
            on_finish=self.profiles.record_match,
        )

    async def _profiles_of(self, given: object) -> dict[str, Profile]:
        """Profiles sent with a new table, per seat, each checked with its secret."""
        if given is None:
            return {}
        if not isinstance(given, dict):
            raise TableError("bad_request", "server.error.profiles_object")
        checked = {}
        for seat, credentials in given.items():
            if not isinstance(credentials, dict):
                raise TableError("bad_request", "server.error.profiles_object")
            checked[str(seat)] = await self.profiles.check(
                credentials.get("id"), credentials.get("secret")
            )
        return checked

    def listing(self) -> list[dict[str, Any]]:
        """Every table with its game, options, seats and status."""
        return [table.summary() for table in self.tables.values()]


def _tressette_table(request: dict[str, Any]) -> tuple[str, list[str], dict[str, Any]]:
    """A Tressette table's variant, seats and options, each checked."""
    variant = request.get("variant", "classico")
    seats = request.get("seats", ["human", "open", "open", "open"])
    options_in = request.get("options") or {}
    try:
        options = with_values(preset(variant), options_in) if isinstance(options_in, dict) else None
    except CircoloError as error:
        raise TableError("bad_request", "server.error.bad_request", reason=str(error)) from None
    if options is None:
        raise TableError("bad_request", "server.error.options_object")
    _check_seats(seats)
    return variant, seats, options.to_json()


def _pinnacola_table(request: dict[str, Any]) -> tuple[str, list[str], dict[str, Any]]:
    """A Pinnacola table's variant (``standard``), seats (2 or 4) and options, each checked.

    The number of seats gives the option ``players`` unless the options say it; when both
    are given they must agree.
    """
    variant = request.get("variant") or pinnacola_options.DEFAULT_VARIANT
    seats = request.get("seats", ["human", "open", "open", "open"])
    options_in = request.get("options") or {}
    if not isinstance(options_in, dict):
        raise TableError("bad_request", "server.error.options_object")
    if not isinstance(seats, list) or len(seats) not in (2, 4):
        raise TableError("bad_request", "server.error.pin_seats_count")
    values = {"players": len(seats), **options_in}
    try:
        options = pinnacola_options.with_values(pinnacola_options.preset(variant), values)
    except CircoloError as error:
        raise RuleError(error, "bad_request") from None
    if options.players != len(seats):
        raise TableError(
            "bad_request",
            "server.error.pin_players_seats",
            players=options.players,
            seats=len(seats),
        )
    _check_seats(seats, game="pinnacola")
    return variant, seats, options.to_json()


def _check_seats(seats: object, game: str = "tressette") -> None:
    count_ok = isinstance(seats, list) and (
        len(seats) in (2, 4) if game == "pinnacola" else len(seats) == 4
    )
    if not isinstance(seats, list) or not count_ok or not all(isinstance(s, str) for s in seats):
        raise TableError(
            "bad_request",
            "server.error.pin_seats_count" if game == "pinnacola" else "server.error.seats_count",
        )
    for spec in seats:
        if spec in ("human", "open"):
            continue
        if game == "pinnacola":
            name = spec[3:] if spec.startswith("ai:") else ""
            if not spec.startswith("ai:") or name.split(":")[0] not in PINNACOLA_PLAYERS:
                raise TableError(
                    "bad_request",
                    "server.error.pin_seat_kind",
                    seat=repr(spec),
                    players=", ".join(PINNACOLA_PLAYERS),
                )
            if ":" in name:
                raise TableError("bad_request", "server.error.pin_seat_settings", seat=repr(spec))
            continue
        if not spec.startswith("ai:") or spec[3:].startswith(COMMAND_PREFIX):
            raise TableError("bad_request", "server.error.seat_kind", seat=repr(spec))
        try:
            parse_spec(spec[3:])
        except CircoloError as error:
            raise TableError("bad_request", "server.error.bad_request", reason=str(error)) from None
