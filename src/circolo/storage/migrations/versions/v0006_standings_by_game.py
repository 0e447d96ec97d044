"""Results, ratings and points keyed by game as well as variant.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01 00:00:00+00:00

Until this revision the store knew which game a row was for only by where it was kept:
``match_results`` and ``ratings`` were written for Tressette alone (a variant's name was
unique among the games) and ``pinnacola_scores`` for Pinnacola alone. Now every row names
its game, so a new game's standings need no table of their own: ``match_results`` gains
``game``; ``ratings`` gains ``game`` in its key; ``pinnacola_scores`` becomes
``match_points`` with ``game`` and ``variant``. Each row takes the game (and, for points,
the variant) of the table it was played at; a row whose table is gone takes the game its
old table was written for. The games are named here, not looked up: a migration must keep
meaning what it meant when it was written.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The one game ``match_results`` and ``ratings`` were written for before this revision.
RATED_GAME = "tressette"
#: The one game ``pinnacola_scores`` was written for, and the only preset it had.
POINTS_GAME, POINTS_VARIANT = "pinnacola", "standard"


def upgrade() -> None:
    """Add ``game`` to results and ratings, and move the scores into ``match_points``."""
    with op.batch_alter_table("match_results") as batch:
        batch.add_column(sa.Column("game", sa.String(), nullable=True))
    op.execute(
        "UPDATE match_results SET game = "
        "(SELECT tables.game FROM tables WHERE tables.id = match_results.table_id)"
    )
    op.execute(
        sa.text("UPDATE match_results SET game = :game WHERE game IS NULL").bindparams(
            game=RATED_GAME
        )
    )
    with op.batch_alter_table("match_results") as batch:
        batch.alter_column("game", existing_type=sa.String(), nullable=False)

    op.drop_index(op.f("ix_ratings_variant_rating"), table_name="ratings")
    with op.batch_alter_table("ratings", recreate="always") as batch:
        batch.add_column(sa.Column("game", sa.String(), nullable=False, server_default=RATED_GAME))
        batch.drop_constraint("pk_ratings", type_="primary")
        batch.create_primary_key("pk_ratings", ["profile_id", "game", "variant"])
    with op.batch_alter_table("ratings") as batch:
        batch.alter_column("game", existing_type=sa.String(), server_default=None)
    op.create_index(
        op.f("ix_ratings_game_variant_rating"), "ratings", ["game", "variant", "rating"]
    )

    _create_points()
    op.execute(
        sa.text(
            "INSERT INTO match_points "
            "(id, profile_id, game, variant, table_id, mode, outcome, points, finished_at) "
            "SELECT s.id, s.profile_id, COALESCE(t.game, :game), COALESCE(t.variant, :variant), "
            "s.table_id, s.mode, s.outcome, s.points, s.finished_at "
            "FROM pinnacola_scores s LEFT JOIN tables t ON t.id = s.table_id"
        ).bindparams(game=POINTS_GAME, variant=POINTS_VARIANT)
    )
    _sync_id_sequence()
    op.drop_index(op.f("ix_pinnacola_scores_mode_finished_at"), table_name="pinnacola_scores")
    op.drop_index(op.f("ix_pinnacola_scores_profile_id"), table_name="pinnacola_scores")
    op.drop_table("pinnacola_scores")


def _create_points() -> None:
    op.create_table(
        "match_points",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("profile_id", sa.String(), nullable=False),
        sa.Column("game", sa.String(), nullable=False),
        sa.Column("variant", sa.String(), nullable=False),
        sa.Column("table_id", sa.String(), nullable=False),
        sa.Column("mode", sa.String(), nullable=False),
        sa.Column("outcome", sa.String(), nullable=False),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["profile_id"],
            ["profiles.id"],
            name=op.f("fk_match_points_profile_id_profiles"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_match_points")),
    )
    op.create_index(op.f("ix_match_points_profile_id"), "match_points", ["profile_id"])
    op.create_index(
        op.f("ix_match_points_game_mode_finished_at"),
        "match_points",
        ["game", "mode", "finished_at"],
    )


def _sync_id_sequence() -> None:
    """On PostgreSQL, move ``match_points``' id sequence past the ids copied in."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "SELECT setval(pg_get_serial_sequence('match_points', 'id'), "
            "COALESCE((SELECT MAX(id) FROM match_points), 0) + 1, false)"
        )


def downgrade() -> None:
    """Back to one game per table: other games' rows are dropped, the scores moved back."""
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
    op.execute(
        sa.text(
            "INSERT INTO pinnacola_scores "
            "(id, profile_id, table_id, mode, outcome, points, finished_at) "
            "SELECT id, profile_id, table_id, mode, outcome, points, finished_at "
            "FROM match_points WHERE game = :game"
        ).bindparams(game=POINTS_GAME)
    )
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "SELECT setval(pg_get_serial_sequence('pinnacola_scores', 'id'), "
            "COALESCE((SELECT MAX(id) FROM pinnacola_scores), 0) + 1, false)"
        )
    op.drop_index(op.f("ix_match_points_game_mode_finished_at"), table_name="match_points")
    op.drop_index(op.f("ix_match_points_profile_id"), table_name="match_points")
    op.drop_table("match_points")

    op.drop_index(op.f("ix_ratings_game_variant_rating"), table_name="ratings")
    op.execute(sa.text("DELETE FROM ratings WHERE game <> :game").bindparams(game=RATED_GAME))
    with op.batch_alter_table("ratings", recreate="always") as batch:
        batch.drop_constraint("pk_ratings", type_="primary")
        batch.create_primary_key("pk_ratings", ["profile_id", "variant"])
        batch.drop_column("game")
    op.create_index(op.f("ix_ratings_variant_rating"), "ratings", ["variant", "rating"])

    op.execute(sa.text("DELETE FROM match_results WHERE game <> :game").bindparams(game=RATED_GAME))
    with op.batch_alter_table("match_results") as batch:
        batch.drop_column("game")
