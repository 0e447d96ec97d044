"""Table secrets instead of seeds, the summary of a finished table, and the created index.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01 00:00:00+00:00

A server table's deals and AI randomness now come from a 128-bit secret that never leaves
the server before the match is over. Tables saved before this revision were dealt from a
``seed`` that the record route showed to anyone: every table still waiting or playing gets a
fresh secret here (its hands already dealt stay as they are; the next ones come from the
secret), and ``seed`` is kept, now nullable, for the records of tables dealt from it.
``summary`` holds what the lobby lists of a table that left the server's memory (finished
or broken), so listing them needs no replay.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: Bytes of a table's secret (hex in the database: twice as many characters).
SECRET_BYTES = 16


def upgrade() -> None:
    """Add ``secret`` and ``summary``, let ``seed`` be null, and index ``created_at``."""
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("secret", sa.String(), nullable=True))
        batch.add_column(sa.Column("summary", sa.JSON(), nullable=True))
        batch.alter_column("seed", existing_type=sa.BigInteger(), nullable=True)
    op.create_index(op.f("ix_tables_created_at"), "tables", ["created_at"])
    tables = sa.table(
        "tables", sa.column("id", sa.String()), sa.column("status", sa.String()),
        sa.column("secret", sa.String()),
    )  # fmt: skip
    connection = op.get_bind()
    unfinished = connection.execute(
        sa.select(tables.c.id).where(tables.c.status.in_(["waiting", "playing"]))
    ).scalars()
    for table_id in list(unfinished):
        connection.execute(
            tables.update()
            .where(tables.c.id == table_id)
            .values(secret=secrets.token_hex(SECRET_BYTES))
        )


def downgrade() -> None:
    """Drop ``secret``, ``summary`` and the index (tables without a seed get seed 0)."""
    op.drop_index(op.f("ix_tables_created_at"), table_name="tables")
    op.execute("UPDATE tables SET seed = 0 WHERE seed IS NULL")
    with op.batch_alter_table("tables") as batch:
        batch.alter_column("seed", existing_type=sa.BigInteger(), nullable=False)
        batch.drop_column("summary")
        batch.drop_column("secret")
