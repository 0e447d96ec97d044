"""Every game's step saved as one event: ``{"kind": "step", "seat": S, "step": STEP}``.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-07 19:00:00+00:00

A table saved each step in its game's own event: Tressette ``{"kind": "play", "seat", "card",
"signals"}``, Briscola ``{"kind": "step", "seat", "card" | "swap"}``, Pinnacola ``{"kind":
"pin", "seat", "action": STEP}``. Every game now saves ``{"kind": "step", "seat": S, "step":
STEP}``, STEP written as the socket's ``step`` message and the engine's answer write it
(a record's play without its seat). This revision rewrites the saved steps, and
``downgrade`` writes them back: a step with ``signals`` is Tressette's, one of a single
``card`` or a written ``swap`` Briscola's, any other Pinnacola's. The conversions are
written out here, not imported: a migration must keep meaning what it meant when written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | Sequence[str] | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: Events read per query.
BATCH = 2000


def one_step(event: dict[str, Any]) -> dict[str, Any] | None:
    """A game's own step event as the one step event; None for any other event."""
    kind = event.get("kind")
    rest = {key: value for key, value in event.items() if key not in ("kind", "seat")}
    if kind == "play":
        step = {"card": rest.pop("card"), "signals": list(rest.pop("signals", []))}
    elif kind == "pin":
        step = rest.pop("action")
    elif kind == "step" and "step" not in event:
        step = {key: rest.pop(key) for key in ("card", "swap") if key in rest}
    else:
        return None
    return {"kind": "step", "seat": event["seat"], "step": step, **rest}


def game_step(event: dict[str, Any]) -> dict[str, Any] | None:
    """The one step event as its game saved it before; None for any other event."""
    if event.get("kind") != "step" or not isinstance(event.get("step"), dict):
        return None
    rest = {key: value for key, value in event.items() if key not in ("kind", "seat", "step")}
    step: dict[str, Any] = event["step"]
    seat = event["seat"]
    if "signals" in step:
        return {"kind": "play", "seat": seat, "card": step["card"], "signals": step["signals"]}
    if set(step) == {"card"} or (set(step) == {"swap"} and isinstance(step["swap"], str)):
        return {"kind": "step", "seat": seat, **step, **rest}
    return {"kind": "pin", "seat": seat, "action": step, **rest}


def _rewrite(convert: Callable[[dict[str, Any]], dict[str, Any] | None]) -> None:
    """Rewrite every saved event that ``convert`` changes, a batch at a time."""
    events = sa.table(
        "table_events", sa.column("table_id", sa.String()), sa.column("seq", sa.Integer()),
        sa.column("payload", sa.JSON()),
    )  # fmt: skip
    connection = op.get_bind()
    after: tuple[str, int] = ("", -1)
    while True:
        rows = connection.execute(
            sa.select(events.c.table_id, events.c.seq, events.c.payload)
            .where(
                sa.or_(
                    events.c.table_id > after[0],
                    sa.and_(events.c.table_id == after[0], events.c.seq > after[1]),
                )
            )
            .order_by(events.c.table_id, events.c.seq)
            .limit(BATCH)
        ).all()
        if not rows:
            return
        for table_id, seq, payload in rows:
            changed = convert(payload) if isinstance(payload, dict) else None
            if changed is not None:
                connection.execute(
                    events.update()
                    .where(events.c.table_id == table_id, events.c.seq == seq)
                    .values(payload=changed)
                )
        after = (rows[-1][0], rows[-1][1])


def upgrade() -> None:
    """Write every saved step as the one step event."""
    _rewrite(one_step)


def downgrade() -> None:
    """Write the saved steps back as each game saved them."""
    _rewrite(game_step)
