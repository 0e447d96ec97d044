"""A club evening played by people on a server, as a pure model (docs/interfaces.md, "Club
evenings", "Server (HTTP, JSON)"): no I/O, no server, no clock.

A :class:`LiveEvening` is a frozen value stored as JSON (:meth:`LiveEvening.to_json`,
:meth:`LiveEvening.from_json`). Each operation gives a new evening or raises a
:class:`~circolo.core.hosting.refusals.TableError` (a code and a sentence in it and en) for
what a person asked and may not do; a caller (the server's driver) that asks for something
out of order gets a ValueError. The evening's seed, its director's token hash, its invitation
code and the people's token hashes stay here: what anyone may see is
:meth:`LiveEvening.public_json` and the record (:func:`circolo.play.evening.live_views.record`).
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from circolo.core.boards import PlaysBoards, plays_boards
from circolo.core.game import Game
from circolo.core.hosting.refusals import TableError
from circolo.core.registry import game_named
from circolo.play.evening import live_views
from circolo.play.evening.live_parts import LiveRound, Person, Place, place_of
from circolo.play.evening.movement import (
    RoundPlan,
    TablePlan,
    check_entries,
    entries_sat_out,
    fixed_movement,
    pairs_met,
    round_count,
    swiss_round,
)
from circolo.play.evening.scoring import BoardResult, matches_ranking

Status = Literal["waiting", "playing", "finished"]


@dataclass(frozen=True, slots=True)
class LiveEvening:
    """An evening on a server: its settings, secrets, entries and the rounds made so far."""

    id: str
    game: str
    variant: str | None
    options: dict[str, Any]
    format: str
    boards: int
    rounds: int | None
    round_total: int
    seconds_per_board: int
    invite: bool
    rated: bool
    ai_delay_ms: int
    seed: int
    director_hash: str
    code: str | None
    status: Status
    entries: tuple[Place, ...]
    made: tuple[LiveRound, ...] = ()
    #: A sit-and-go: the evening starts by itself once every place for people is taken.
    sit_and_go: bool = False

    # ---- creation ------------------------------------------------------------------------

    @classmethod
    def create(
        cls,
        id: str,
        *,
        game: str,
        variant: str | None,
        options: Mapping[str, Any],
        format: str,
        boards: int,
        rounds: int | None,
        entries: Sequence[str],
        director_hash: str,
        seconds_per_board: int = 600,
        invite: bool = False,
        rated: bool = False,
        ai_delay_ms: int = 900,
        seed: int | None = None,
        code: str | None = None,
        sit_and_go: bool = False,
    ) -> LiveEvening:
        """A waiting evening from its settings, or a CircoloError (OptionError,
        PlayerSpecError) saying what ``circolo tournament run`` would refuse: an unknown game
        or one not played at evenings, options an evening cannot play, a format, entry count,
        rounds or boards it does not take, an entry neither ``open`` nor ``ai:NAME`` with a
        computer player's bare name. ``seed`` (``secrets.randbits(63)`` when None) deals the
        boards; an invitation evening gets a ``code`` (made here when None)."""
        chosen = game_named(game)
        plays = plays_boards(chosen)
        played = plays.evening_options(chosen.with_values(chosen.preset(variant), options))
        check_entries(format, len(entries))
        total = round_count(format, len(entries), boards, rounds)
        places: list[Place] = []
        for number, spec in enumerate(entries, start=1):
            places.append(place_of(plays, played, number, spec))
        return cls(
            id=id,
            game=chosen.name,
            variant=variant if variant is not None else chosen.default_variant,
            options=chosen.options_json(played),
            format=format,
            boards=boards,
            rounds=rounds,
            round_total=total,
            seconds_per_board=seconds_per_board,
            invite=invite,
            rated=rated,
            ai_delay_ms=ai_delay_ms,
            seed=secrets.randbits(63) if seed is None else seed,
            director_hash=director_hash,
            code=(code if code is not None else secrets.token_urlsafe(6)) if invite else None,
            status="waiting",
            entries=tuple(places),
            sit_and_go=sit_and_go,
        )

    # ---- the game ------------------------------------------------------------------------

    def game_def(self) -> Game[Any]:
        """The evening's game."""
        return game_named(self.game)

    def plays(self) -> PlaysBoards:
        """The evening's game as a game of boards."""
        return plays_boards(self.game_def())

    def game_options(self) -> Any:
        """The options every table plays (the game's own options object)."""
        game = self.game_def()
        return game.with_values(game.preset(self.variant), self.options)

    def table_seats(self) -> int:
        """The seats of each table (2 or 4)."""
        return self.plays().table_seats(self.game_options())

    def per_entry(self) -> int:
        """The people (seats) an entry holds: 2 for a pair, 1 for a single player."""
        return self.table_seats() // 2

    # ---- people --------------------------------------------------------------------------

    def join(
        self,
        name: str,
        entry: int | None,
        code: str | None,
        token_hash: str,
        profile: str | None = None,
    ) -> LiveEvening:
        """The evening with ``name`` (token hash ``token_hash``, profile ``profile`` or none)
        in entry ``entry`` (from 1),
        or when None in the first open entry nobody holds yet, else the first one with a free
        place. Refused: 409 ``evening_started`` once started, 403 ``bad_code`` for a wrong
        ``code`` on an invitation evening, 409 ``evening_full`` with no free place, 409
        ``entry_taken`` when entry ``entry`` has none (a partner gives the pair's k)."""
        if self.status != "waiting":
            raise TableError("evening_started", "server.error.evening_started")
        if self.code is not None and not (
            code is not None and secrets.compare_digest(code.encode(), self.code.encode())
        ):
            raise TableError("bad_code", "server.error.bad_code")
        room = self.per_entry()
        free = [
            k for k, place in enumerate(self.entries, 1) if place.open and len(place.people) < room
        ]
        if not free:
            raise TableError("evening_full", "server.error.evening_full")
        if entry is None:
            empty = [k for k in free if not self.entries[k - 1].people]
            chosen = (empty or free)[0]
        elif entry in free:
            chosen = entry
        else:
            listed = ", ".join(map(str, free))
            raise TableError("entry_taken", "server.error.entry_taken", entry=entry, free=listed)
        place = self.entries[chosen - 1]
        joined = replace(place, people=(*place.people, Person(name, token_hash, profile)))
        return replace(self, entries=_swapped(self.entries, chosen, joined))

    def is_full(self) -> bool:
        """Whether every place for people is taken (a sit-and-go starts then)."""
        room = self.per_entry()
        return all(len(place.people) >= room for place in self.entries if place.open)

    def entry_of(self, token_hash: str | None) -> tuple[int, int] | None:
        """The entry (from 1) and place in it (from 0) of the token whose hash is
        ``token_hash``, None for a token that holds none."""
        if not token_hash:
            return None
        for number, place in enumerate(self.entries, start=1):
            for index, person in enumerate(place.people):
                if secrets.compare_digest(person.token_hash.encode(), token_hash.encode()):
                    return number, index
        return None

    def is_director(self, token_hash: str | None) -> bool:
        """Whether ``token_hash`` is the hash of the director's token."""
        return bool(token_hash) and secrets.compare_digest(
            self.director_hash.encode(), str(token_hash).encode()
        )

    def start(self, token_hash: str | None = None, *, director: bool = False) -> LiveEvening:
        """The evening playing: every open place still open is the computer's (the game's
        player that takes a leaving seat at a table). Only the director (their token's hash,
        or ``director`` for the server's own start) may: 403 ``not_director``. Starting a
        started evening gives it unchanged."""
        if not director and not self.is_director(token_hash):
            raise TableError("not_director", "server.error.not_director")
        if self.status != "waiting":
            return self
        fill = self.game_def().table_part().takeover_ai
        places = tuple(
            replace(place, computer=fill) if place.open and place.computer is None else place
            for place in self.entries
        )
        return replace(self, entries=places, status="playing")

    # ---- rounds --------------------------------------------------------------------------

    @property
    def round(self) -> int | None:
        """The round in play (or the last one played), None before the first."""
        return len(self.made) or None

    @property
    def finished(self) -> bool:
        """Whether the last round is over."""
        return self.status == "finished"

    def round_over(self) -> bool:
        """Whether the round made last is over (True before the first)."""
        return not self.made or self.made[-1].is_over()

    def fixed_plans(self) -> list[RoundPlan] | None:
        """Every round of a fixed movement (howell, mitchell, roundrobin); None for swiss."""
        if self.format == "swiss":
            return None
        return fixed_movement(self.format, len(self.entries), self.boards, self.round_total)

    def next_plan(self) -> RoundPlan:
        """The movement of the next round: a fixed format's, or a swiss round paired by the
        matches standings of the rounds played. ValueError when not playing, when the round
        in play is not over or when every round has been made."""
        if self.status != "playing" or not self.round_over():
            raise ValueError(f"evening {self.id}: no round can begin now ({self.status})")
        number = len(self.made) + 1
        if number > self.round_total:
            raise ValueError(f"evening {self.id}: all {self.round_total} rounds are made")
        fixed = self.fixed_plans()
        if fixed is not None:
            return fixed[number - 1]
        plans = self.plans()
        ids = list(range(1, len(self.entries) + 1))
        ranked = matches_ranking(ids, plans, self.results())
        return swiss_round(
            number, len(ids), ranked, pairs_met(plans), entries_sat_out(plans),
            self.boards, self.round_total,
        )  # fmt: skip

    def next_round(
        self, table_ids: Sequence[str], table_secrets: Sequence[str] = ()
    ) -> LiveEvening:
        """The evening with its next round made (:meth:`next_plan`), its tables played at the
        server tables ``table_ids`` (one per table of the plan, in table order), with the
        ``table_secrets`` (one per table, or none) they are made with."""
        plan = self.next_plan()
        if len(table_ids) != len(plan.tables) or len(set(table_ids)) != len(table_ids):
            raise ValueError(f"round {plan.round} has {len(plan.tables)} tables: {table_ids!r}")
        if table_secrets and len(table_secrets) != len(table_ids):
            raise ValueError(f"round {plan.round}: {len(table_secrets)} secrets, not one a table")
        made = LiveRound(
            plan, tuple(table_ids), tuple(() for _ in plan.tables), tuple(table_secrets)
        )
        return replace(self, made=(*self.made, made))

    def seating(self, round: int, table: int) -> list[dict[str, str]]:
        """The seats of ``table`` in ``round`` in seat order (ns ``players[0]``, ew
        ``players[0]``, ns ``players[1]``, ew ``players[1]``; or ns, ew): ``{"name",
        "token_hash"}`` for a person (and ``"profile"`` where they joined with one), ``{"ai":
        NAME}`` for the computer. For the server's
        driver only: it holds token hashes."""
        plan = self._table(round, table)[1]
        sides = (self.entries[plan.ns - 1], self.entries[plan.ew - 1])
        seats: list[dict[str, str]] = []
        for index in range(self.per_entry()):
            for place in sides:
                if index < len(place.people):
                    person = place.people[index]
                    seat = {"name": person.name, "token_hash": person.token_hash}
                    if person.profile is not None:
                        seat["profile"] = person.profile
                    seats.append(seat)
                else:
                    seats.append({"ai": str(place.computer)})
        return seats

    def with_results(
        self, round: int, table: int, records: Sequence[Mapping[str, Any]]
    ) -> LiveEvening:
        """The evening with the records of the boards ``table`` of ``round`` has finished so
        far, in its board order (those given before among them); the evening is finished
        when that ends the last round. ValueError for a table not made or too many records."""
        if self.status != "playing":
            raise ValueError(f"evening {self.id} is {self.status}: no results are taken")
        made, plan = self._table(round, table)
        index = made.plan.tables.index(plan)
        if not made.played(index) <= len(records) <= len(plan.boards):
            raise ValueError(f"round {round}, table {table}: {len(records)} records")
        kept = (*made.records[:index], tuple(dict(r) for r in records), *made.records[index + 1 :])
        rounds = tuple(
            replace(one, records=kept) if one.plan.round == round else one for one in self.made
        )
        done = replace(self, made=rounds)
        if len(rounds) == self.round_total and done.round_over():
            done = replace(done, status="finished")
        return done

    def _table(self, round: int, table: int) -> tuple[LiveRound, TablePlan]:
        if not 1 <= round <= len(self.made):
            raise ValueError(f"evening {self.id} has no round {round} yet")
        made = self.made[round - 1]
        for plan in made.plan.tables:
            if plan.table == table:
                return made, plan
        raise ValueError(f"round {round} has no table {table}")

    # ---- what was played -----------------------------------------------------------------

    def plans(self) -> list[RoundPlan]:
        """The movement of the rounds made so far."""
        return [made.plan for made in self.made]

    def results(self, boards: set[int] | None = None) -> list[BoardResult]:
        """Every finished board's result at every table (only ``boards`` when given)."""
        plays = self.plays()
        found: list[BoardResult] = []
        for made in self.made:
            for plan, records in zip(made.plan.tables, made.records, strict=True):
                for board, record in zip(plan.boards, records, strict=False):
                    if boards is None or board in boards:
                        points = plays.board_points(record)
                        found.append(
                            BoardResult(
                                made.plan.round, plan.table, board, plan.ns, plan.ew, points
                            )
                        )
        return found

    def complete_boards(self) -> set[int]:
        """The boards finished at every table that plays them."""
        complete: set[int] = set()
        for made in self.made:
            for board in made.plan.tables[0].boards if made.plan.tables else ():
                if all(
                    board in plan.boards[: len(records)]
                    for plan, records in zip(made.plan.tables, made.records, strict=True)
                ):
                    complete.add(board)
        return complete

    # ---- storage -------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Everything about the evening, its secrets included, as JSON (for the store only)."""
        settings = {name: getattr(self, name) for name in _SETTINGS}
        settings["sit_and_go"] = self.sit_and_go
        return {
            **settings,
            "options": dict(self.options),
            "entries": [
                {
                    "open": place.open,
                    "computer": place.computer,
                    "people": [person.to_json() for person in place.people],
                }
                for place in self.entries
            ],
            "made": [
                {
                    "round": made.plan.round,
                    "sitout": list(made.plan.sitout),
                    "tables": [
                        {
                            "table": plan.table,
                            "ns": plan.ns,
                            "ew": plan.ew,
                            "boards": list(plan.boards),
                            "table_id": table_id,
                            "records": list(records),
                        }
                        for plan, table_id, records in zip(
                            made.plan.tables, made.table_ids, made.records, strict=True
                        )
                    ],
                    "secrets": list(made.secrets),
                    "deadline": made.deadline,
                    "clocked": made.clocked,
                }
                for made in self.made
            ],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LiveEvening:
        """The evening :meth:`to_json` wrote."""
        places = tuple(
            Place(
                open=bool(place["open"]),
                computer=place["computer"],
                people=tuple(Person(*person) for person in place["people"]),
            )
            for place in data["entries"]
        )
        made = tuple(
            LiveRound(
                RoundPlan(
                    one["round"],
                    tuple(one["sitout"]),
                    tuple(
                        TablePlan(t["table"], t["ns"], t["ew"], tuple(t["boards"]))
                        for t in one["tables"]
                    ),
                ),
                tuple(t["table_id"] for t in one["tables"]),
                tuple(tuple(t["records"]) for t in one["tables"]),
                tuple(one.get("secrets", ())),
                one.get("deadline"),
                bool(one.get("clocked", False)),
            )
            for one in data["made"]
        )
        settings = {name: data[name] for name in _SETTINGS}
        settings["sit_and_go"] = bool(data.get("sit_and_go", False))  # saved before: False
        return cls(**settings, options=dict(data["options"]), entries=places, made=made)

    def public_json(self, you_hash: str | None = None) -> dict[str, Any]:
        """EVENING: what anyone may see (never the seed, a hash or the code), with ``you``
        for the holder of the token whose hash is ``you_hash`` (see
        :func:`circolo.play.evening.live_views.public_json`)."""
        return live_views.public_json(self, you_hash)

    def record(self) -> dict[str, Any]:
        """The evening record; while playing only the boards finished at every table (see
        :func:`circolo.play.evening.live_views.record`)."""
        return live_views.record(self)


#: The fields :meth:`LiveEvening.to_json` writes as they are.
_SETTINGS = (
    "id", "game", "variant", "format", "boards", "rounds", "round_total", "seconds_per_board",
    "invite", "rated", "ai_delay_ms", "seed", "director_hash", "code", "status",
)  # fmt: skip


def _swapped(places: tuple[Place, ...], number: int, place: Place) -> tuple[Place, ...]:
    return (*places[: number - 1], place, *places[number:])
