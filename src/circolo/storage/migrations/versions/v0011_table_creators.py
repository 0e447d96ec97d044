"""Tables remember the address they were made from while they are live.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-07 16:00:00+00:00

The per-address cap on live tables counts, in the database (so across restarts and across
the nodes of a cluster), the tables each address made that are waiting or playing; the
address is forgotten once a table ends. Tables saved before were made by nobody known.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``creator`` (null for every table already saved), indexed for the count.

    A plain ``ADD COLUMN``, never SQLite's batch copy of the table (it would delete every
    table's events through the cascade)."""
    op.add_column("tables", sa.Column("creator", sa.String(), nullable=True))
    op.create_index("ix_tables_creator", "tables", ["creator"])


def downgrade() -> None:
    """Drop ``creator`` and its index."""
    op.drop_index("ix_tables_creator", table_name="tables")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("creator")
