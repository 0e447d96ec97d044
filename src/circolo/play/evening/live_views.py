"""What anyone may see of a live evening (docs/interfaces.md, "Club evenings", "Server"):
EVENING, the answer of ``GET /api/evenings/{id}``, and the evening record, which while the
evening plays holds only the boards finished at every table that plays them.

Neither ever holds a token hash, the invitation code or, before the evening is finished, the
seed: a board's cards are seen by no one before every table has played it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from circolo.play.evening.driver import Entry, EveningSetup, evening_record
from circolo.play.evening.movement import RoundPlan, TablePlan
from circolo.play.evening.scoring import standings

if TYPE_CHECKING:
    from circolo.play.evening.live import LiveEvening


def public_json(evening: LiveEvening, you_hash: str | None = None) -> dict[str, Any]:
    """EVENING: the settings (no secret), ``status``, ``round`` (None before the first),
    ``entries`` (names, never hashes, and the places still open), ``rounds`` (the movement
    known so far: every round of a fixed movement, the swiss rounds paired so far; each
    table's server ``table_id``, None until made, and the boards it has ``played``; no
    records), ``standings`` over the boards finished at every table, and ``you`` (``entry``,
    ``table_id``, ``seat`` in the round in play) for the holder of ``you_hash``."""
    data: dict[str, Any] = {
        "id": evening.id,
        "game": evening.game,
        "variant": evening.variant,
        "options": dict(evening.options),
        "format": evening.format,
        "boards": evening.boards,
        "round_count": evening.round_total,
        "seconds_per_board": evening.seconds_per_board,
        "invite": evening.invite,
        "rated": evening.rated,
        "sit_and_go": evening.sit_and_go,
        "status": evening.status,
        "round": evening.round,
        "entries": _entries(evening),
        "rounds": _movement(evening),
        "standings": live_standings(evening),
    }
    you = _you(evening, you_hash)
    if you is not None:
        data["you"] = you
    return data


def live_standings(evening: LiveEvening) -> dict[str, Any]:
    """The standings over the boards finished at every table that plays them."""
    ids = list(range(1, len(evening.entries) + 1))
    results = evening.results(evening.complete_boards())
    return standings(evening.format, ids, evening.plans(), results)


def _entries(evening: LiveEvening) -> list[dict[str, Any]]:
    room = evening.per_entry()
    waiting = evening.status == "waiting"
    return [
        {
            "id": number,
            "name": place.name() or None,
            "people": [person.name for person in place.people],
            "computer": place.computer,
            "open": room - len(place.people) if place.open and waiting else 0,
        }
        for number, place in enumerate(evening.entries, start=1)
    ]


def _movement(evening: LiveEvening) -> list[dict[str, Any]]:
    plans = evening.fixed_plans() or evening.plans()
    rows: list[dict[str, Any]] = []
    for plan in plans:
        made = evening.made[plan.round - 1] if plan.round <= len(evening.made) else None
        tables = []
        for index, table in enumerate(plan.tables):
            tables.append(
                {
                    "table": table.table,
                    "ns": table.ns,
                    "ew": table.ew,
                    "boards": list(table.boards),
                    "table_id": made.table_ids[index] if made else None,
                    "played": made.played(index) if made else 0,
                }
            )
        rows.append({"round": plan.round, "sitout": list(plan.sitout), "tables": tables})
    return rows


def _you(evening: LiveEvening, you_hash: str | None) -> dict[str, Any] | None:
    """Where the holder of ``you_hash`` plays the round in play (None for a stranger)."""
    place = evening.entry_of(you_hash)
    if place is None:
        return None
    entry, index = place
    you: dict[str, Any] = {"entry": entry, "table_id": None, "seat": None}
    if evening.made and evening.status == "playing":
        made = evening.made[-1]
        for number, table in enumerate(made.plan.tables):
            if entry in (table.ns, table.ew):
                side = 0 if entry == table.ns else 1
                you["table_id"] = made.table_ids[number]
                you["seat"] = 2 * index + side
    return you


def record(evening: LiveEvening) -> dict[str, Any]:
    """The evening record (``driver.evening_record``'s shape), people's seats ``human``.

    While the evening plays it holds only the boards finished at every table that plays
    them (``complete_boards``): a board in play anywhere is in neither ``boards`` nor any
    table's ``boards`` and ``records``; its ``seed`` and every RECORD's are null. Once the
    evening is finished every board is there and every ``seed`` is the evening's."""
    complete = evening.complete_boards()
    finished = evening.status == "finished"
    plans: list[RoundPlan] = []
    records: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for made in evening.made:
        tables: list[TablePlan] = []
        for table, played in zip(made.plan.tables, made.records, strict=True):
            kept = [(b, r) for b, r in zip(table.boards, played, strict=False) if b in complete]
            tables.append(TablePlan(table.table, table.ns, table.ew, tuple(b for b, _ in kept)))
            records[(made.plan.round, table.table)] = [
                {**played_record, "seed": evening.seed if finished else None}
                for _, played_record in kept
            ]
        plans.append(RoundPlan(made.plan.round, made.plan.sitout, tuple(tables)))
    seats = evening.per_entry()
    setup = EveningSetup(
        game=evening.game_def(),
        options=evening.game_options(),
        variant=evening.variant,
        format=evening.format,
        entries=tuple(
            Entry(number, place.name(), tuple(place.players(seats)))
            for number, place in enumerate(evening.entries, start=1)
        ),
        boards=evening.boards,
        rounds=evening.rounds,
        seed=evening.seed,
    )
    results = evening.results(complete)
    written = evening_record(setup, plans, records, results)
    written["seed"] = evening.seed if finished else None
    written["standings"] = live_standings(evening)
    return written
