"""Tables remember which claim of them is the current one (the fencing of a cluster).

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-02 23:00:00+00:00

Several server processes may serve one database (``circolo serve --redis``). The process
that owns a table claims it first, which adds one to the table's ``owner_epoch``; every event
it appends carries that number, and the store refuses an append whose number is not the
table's current one — the write of a process whose ownership lapsed. Every row starts at 0
(never claimed: the single-process server writes without a number).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``owner_epoch``, 0 for every table already saved."""
    with op.batch_alter_table("tables") as batch:
        batch.add_column(
            sa.Column("owner_epoch", sa.BigInteger(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    """Drop ``owner_epoch`` (a single process needs no fencing)."""
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("owner_epoch")
