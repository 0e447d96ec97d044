"""Pinnacola scores per profile, for the leaderboards (one per mode, seasons by date).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30 00:00:00+00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create ``pinnacola_scores``: one row per profile and finished (or left) match."""
    op.create_table(
        "pinnacola_scores",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("profile_id", sa.String(), nullable=False),
        sa.Column("table_id", sa.String(), nullable=False),
        sa.Column("mode", sa.String(), nullable=False),
        sa.Column("outcome", sa.String(), nullable=False),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["profile_id"],
            ["profiles.id"],
            name=op.f("fk_pinnacola_scores_profile_id_profiles"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_pinnacola_scores")),
    )
    op.create_index(op.f("ix_pinnacola_scores_profile_id"), "pinnacola_scores", ["profile_id"])
    op.create_index(
        op.f("ix_pinnacola_scores_mode_finished_at"), "pinnacola_scores", ["mode", "finished_at"]
    )


def downgrade() -> None:
    """Drop ``pinnacola_scores``."""
    op.drop_index(op.f("ix_pinnacola_scores_mode_finished_at"), table_name="pinnacola_scores")
    op.drop_index(op.f("ix_pinnacola_scores_profile_id"), table_name="pinnacola_scores")
    op.drop_table("pinnacola_scores")
