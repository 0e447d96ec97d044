"""Player profiles, their match results and their ratings per variant.

Revision ID: 0002
Revises: 0001
Create Date: 2025-01-02 00:00:00+00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create ``profiles``, ``match_results`` (per profile) and ``ratings`` (per variant)."""
    op.create_table(
        "profiles",
        sa.Column("id", sa.String(), nullable=False),
        sa.Column("secret_hash", sa.String(), nullable=False),
        sa.Column("nickname", sa.String(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_profiles")),
    )
    op.create_table(
        "match_results",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("profile_id", sa.String(), nullable=False),
        sa.Column("table_id", sa.String(), nullable=False),
        sa.Column("variant", sa.String(), nullable=False),
        sa.Column("mode", sa.String(), nullable=False),
        sa.Column("won", sa.Boolean(), nullable=False),
        sa.Column("partner", sa.String(), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["profile_id"],
            ["profiles.id"],
            name=op.f("fk_match_results_profile_id_profiles"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_match_results")),
    )
    op.create_index(op.f("ix_match_results_profile_id"), "match_results", ["profile_id"])
    op.create_table(
        "ratings",
        sa.Column("profile_id", sa.String(), nullable=False),
        sa.Column("variant", sa.String(), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["profile_id"],
            ["profiles.id"],
            name=op.f("fk_ratings_profile_id_profiles"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("profile_id", "variant", name=op.f("pk_ratings")),
    )
    op.create_index(op.f("ix_ratings_variant_rating"), "ratings", ["variant", "rating"])


def downgrade() -> None:
    """Drop the three tables, those that refer to ``profiles`` first."""
    op.drop_index(op.f("ix_ratings_variant_rating"), table_name="ratings")
    op.drop_table("ratings")
    op.drop_index(op.f("ix_match_results_profile_id"), table_name="match_results")
    op.drop_table("match_results")
    op.drop_table("profiles")
