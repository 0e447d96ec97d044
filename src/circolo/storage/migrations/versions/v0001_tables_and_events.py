"""Saved tables and their events: the first schema.

Revision ID: 0001
Revises:
Create Date: 2025-01-01 00:00:00+00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create ``tables`` (settings and status) and ``table_events`` (numbered per table)."""
    op.create_table(
        "tables",
        sa.Column("id", sa.String(), nullable=False),
        sa.Column("game", sa.String(), nullable=False),
        sa.Column("variant", sa.String(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("seats", sa.JSON(), nullable=False),
        sa.Column("ai_delay_ms", sa.Integer(), nullable=False),
        sa.Column("training", sa.Boolean(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tables")),
    )
    op.create_index(op.f("ix_tables_status"), "tables", ["status"])
    op.create_table(
        "table_events",
        sa.Column("table_id", sa.String(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["tables.id"],
            name=op.f("fk_table_events_table_id_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("table_id", "seq", name=op.f("pk_table_events")),
    )


def downgrade() -> None:
    """Drop both tables, events first."""
    op.drop_table("table_events")
    op.drop_index(op.f("ix_tables_status"), table_name="tables")
    op.drop_table("tables")
