"""Results remember a match the profile left and did not come back to.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-02 00:00:00+00:00

A match whose human left and let the computer finish it counts as left: a loss, shown apart
in the statistics. ``match_results`` gains ``left`` (false for every row written before,
which the server then counted as played to the end).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``left``, false for the rows already there."""
    with op.batch_alter_table("match_results") as batch:
        batch.add_column(sa.Column("left", sa.Boolean(), nullable=False, server_default=sa.false()))


def downgrade() -> None:
    """Drop ``left``: a left match reads as the loss it was counted as."""
    with op.batch_alter_table("match_results") as batch:
        batch.drop_column("left")
