"""Profiles keep their nickname's look-alike key, one per profile (no two names alike).

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-05 00:00:00+00:00

A leaderboard showed two players as ``Marco`` and ``Marco`` (the second with a Cyrillic M):
nicknames that look alike are refused from now on (circolo.core.names). ``profiles`` gains
``nickname_key``, unique. Each profile saved before gets its key; where older profiles'
names look alike, the first made keeps the key and each later one gets its key with ``#``
and its id after it, so all of them stay as they are, and the next rename of a later one
must pick a name of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from circolo.core.names import name_key

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``nickname_key``, fill it for every profile (oldest first), then make it unique.

    A plain ``ADD COLUMN``, never SQLite's batch copy of ``profiles``: copying drops the old
    table, and with foreign keys on that deletes every profile's results (cascade)."""
    op.add_column("profiles", sa.Column("nickname_key", sa.String(), nullable=True))
    profiles = sa.table(
        "profiles",
        sa.column("id", sa.String()),
        sa.column("nickname", sa.String()),
        sa.column("created_at", sa.DateTime()),
        sa.column("nickname_key", sa.String()),
    )
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(profiles.c.id, profiles.c.nickname).order_by(profiles.c.created_at, profiles.c.id)
    ).all()
    held: set[str] = set()
    for profile_id, nickname in rows:
        key = name_key(nickname)
        if key in held:
            key = f"{key}#{profile_id}"
        held.add(key)
        connection.execute(
            sa.update(profiles).where(profiles.c.id == profile_id).values(nickname_key=key)
        )
    op.create_index(op.f("ix_profiles_nickname_key"), "profiles", ["nickname_key"], unique=True)


def downgrade() -> None:
    """Drop ``nickname_key`` (look-alike nicknames are no longer refused by the database)."""
    op.drop_index(op.f("ix_profiles_nickname_key"), table_name="profiles")
    op.drop_column("profiles", "nickname_key")
