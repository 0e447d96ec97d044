"""Tables say whether people who hold no seat may watch them.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-03 22:00:00+00:00

A table's creator may close it to spectators; every table saved before could be watched
(true), as every table is by default.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``spectators``, true for every table already saved.

    A plain ``ADD COLUMN``, never SQLite's batch copy of the table: copying ``tables`` drops
    the old one, and with foreign keys on that deletes every table's events (cascade)."""
    op.add_column(
        "tables", sa.Column("spectators", sa.Boolean(), nullable=False, server_default=sa.true())
    )


def downgrade() -> None:
    """Drop ``spectators`` (every table can be watched again)."""
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("spectators")
