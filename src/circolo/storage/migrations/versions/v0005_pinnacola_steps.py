"""Pinnacola steps saved as records write them.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01 00:00:00+00:00

A Pinnacola table saves each step of a turn as a ``pin`` event. Its ``action`` was written
in the WebSocket's shape (``{"do": "meld", "cards": [...]}``); it is now written as the
match record and the engine protocol write a step (``{"meld": [...]}``, ``{"draw":
{"from": "stock"}}``, ``{"discard": "7h"}``, ``{"undo": true}``), so one codec serves the
saved events, the records and the engine. This revision rewrites the saved steps (and
``downgrade`` writes them back). The conversion is written out here, not imported: a
migration must keep meaning what it meant when it was written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: Events read and rewritten per query.
BATCH = 2000


def record_shape(step: dict[str, Any]) -> dict[str, Any]:
    """A step written ``{"do": ...}`` (the WebSocket's shape) as records write it."""
    kind = step["do"]
    if kind == "draw_stock":
        return {"draw": {"from": "stock"}}
    if kind == "draw_pile":
        return {"draw": {"from": "discard", "index": step["index"]}}
    if kind == "end_hand":
        return {"draw": None}
    if kind == "meld":
        return {"meld": step["cards"]}
    if kind == "attach":
        return {"attach": step["meld"], "cards": step["cards"]}
    if kind == "swap":
        return {"swap": step["meld"], "give": step["give"], "take": step["take"]}
    if kind == "undo":
        return {"undo": True}
    return {"discard": step["card"]}


def socket_shape(step: dict[str, Any]) -> dict[str, Any]:
    """A step as records write it, back in the WebSocket's shape (for ``downgrade``)."""
    if "draw" in step:
        draw = step["draw"]
        if draw is None:
            return {"do": "end_hand"}
        if draw.get("from") == "stock":
            return {"do": "draw_stock"}
        return {"do": "draw_pile", "index": draw["index"]}
    if "meld" in step:
        return {"do": "meld", "cards": step["meld"]}
    if "attach" in step:
        return {"do": "attach", "meld": step["attach"], "cards": step["cards"]}
    if "swap" in step:
        return {"do": "swap", "meld": step["swap"], "give": step["give"], "take": step["take"]}
    if "undo" in step:
        return {"do": "undo"}
    return {"do": "discard", "card": step["discard"]}


def _rewrite(convert: Callable[[dict[str, Any]], dict[str, Any]], old: str | None) -> None:
    """Rewrite the ``action`` of every ``pin`` event still in the old shape (``old`` is the
    key that shape has, or None for the record's shape: one without ``do``)."""
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
            action = payload.get("action") if isinstance(payload, dict) else None
            if payload.get("kind") != "pin" or not isinstance(action, dict):
                continue
            if ("do" in action) != (old == "do"):
                continue
            connection.execute(
                events.update()
                .where(events.c.table_id == table_id, events.c.seq == seq)
                .values(payload={**payload, "action": convert(action)})
            )
        after = (rows[-1][0], rows[-1][1])


def upgrade() -> None:
    """Write every saved Pinnacola step as records write it."""
    _rewrite(record_shape, old="do")


def downgrade() -> None:
    """Write the saved Pinnacola steps back in the WebSocket's shape."""
    _rewrite(socket_shape, old=None)
