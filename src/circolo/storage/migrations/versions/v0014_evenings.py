"""Club evenings: the ``evenings`` table, and the boards of an evening's table.

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-08 01:00:00+00:00

An evening (docs/evenings.md) is saved as one row whose ``state`` is changed by
compare-and-set on ``version``; each of its tables is an ordinary saved table whose
``board_set`` says which boards it plays (null for every table saved before, and for every
table that is not an evening's).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | Sequence[str] | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``tables.board_set`` (a plain ``ADD COLUMN``, never SQLite's batch copy, which
    would delete every table's events through the cascade) and create ``evenings``."""
    op.add_column("tables", sa.Column("board_set", sa.JSON(), nullable=True))
    op.create_table(
        "evenings",
        sa.Column("id", sa.String(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.Column("creator", sa.String(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("state", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_evenings")),
    )
    op.create_index(op.f("ix_evenings_status"), "evenings", ["status"])
    op.create_index(op.f("ix_evenings_creator"), "evenings", ["creator"])
    op.create_index(op.f("ix_evenings_created_at"), "evenings", ["created_at"])


def downgrade() -> None:
    """Drop ``evenings`` and ``tables.board_set``."""
    op.drop_index(op.f("ix_evenings_created_at"), table_name="evenings")
    op.drop_index(op.f("ix_evenings_creator"), table_name="evenings")
    op.drop_index(op.f("ix_evenings_status"), table_name="evenings")
    op.drop_table("evenings")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("board_set")
