"""The database schema of the SQL store: one declarative class per table, as migrated.

The alembic migrations in ``circolo/storage/migrations`` bring a database to this schema;
:mod:`circolo.storage.sql` and :mod:`circolo.storage.sql_profiles` query it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Final, cast

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    TypeDecorator,
    false,
    true,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

# Constraint names fixed by convention, so later migrations can name what they alter.
_NAMING_CONVENTION: Final = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class DatabaseUrlError(ValueError):
    """A database URL that cannot be used: malformed, unsupported, or unreachable."""


class UtcDateTime(TypeDecorator[datetime]):
    """A timezone-aware timestamp that comes back in UTC from SQLite and PostgreSQL alike.

    SQLite keeps no zone, so values are stored converted to UTC and read back marked as UTC.
    """

    impl = DateTime
    cache_ok = True

    def __init__(self) -> None:
        super().__init__(timezone=True)

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Refuse a naive timestamp; store an aware one converted to UTC."""
        if value is None:
            return None
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError(f"timestamp {value.isoformat()} has no time zone; give an aware one")
        return value.astimezone(UTC)

    def process_result_value(self, value: Any | None, dialect: Dialect) -> datetime | None:
        """The stored timestamp as an aware datetime in UTC."""
        if value is None:
            return None
        if not isinstance(value, datetime):  # pragma: no cover - both drivers give datetimes
            raise TypeError(f"expected a datetime from the database, got {value!r}")
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


class Base(DeclarativeBase):
    """The declarative base of every Circolo table; its metadata is what migrations target."""

    metadata = MetaData(naming_convention=_NAMING_CONVENTION)


class TableRow(Base):
    """One saved table: its settings and status (the ``tables`` table)."""

    __tablename__ = "tables"

    id: Mapped[str] = mapped_column(String, primary_key=True)
    game: Mapped[str] = mapped_column(String)
    variant: Mapped[str] = mapped_column(String)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seats: Mapped[list[str]] = mapped_column(JSON)
    ai_delay_ms: Mapped[int] = mapped_column(Integer)
    training: Mapped[bool] = mapped_column(Boolean)
    status: Mapped[str] = mapped_column(String, index=True)
    #: The table's secret (hex): its deals and AI randomness; never sent before the end.
    secret: Mapped[str | None] = mapped_column(String, nullable=True)
    #: The seed of a table made before secrets (null since).
    seed: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), index=True)
    #: The lobby's summary of a finished or broken table (null while it plays).
    summary: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    #: Which claim of the table is current: a cluster's owner adds one when it takes the
    #: table, and an append carrying an older number is refused (0: never claimed).
    owner_epoch: Mapped[int] = mapped_column(BigInteger, server_default="0")
    #: Whether people who hold no seat may watch the table.
    spectators: Mapped[bool] = mapped_column(Boolean, server_default=true())
    #: The address the table was made from while it is live (the per-address cap counts
    #: it); null once it ends, and for tables made before it was kept.
    creator: Mapped[str | None] = mapped_column(String, nullable=True, index=True)
    #: The boards of a club evening's table (its evening, round, table number, boards and
    #: the evening's seed, the deals' source), server-side only like the secret; null for
    #: every other table.
    board_set: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)

    events: Mapped[list[EventRow]] = relationship(
        order_by="EventRow.seq", lazy="raise", passive_deletes=True
    )


class EventRow(Base):
    """One event of a table, numbered from 0 (the ``table_events`` table)."""

    __tablename__ = "table_events"

    # The primary key (table_id, seq) is what refuses a second writer of the same number.
    table_id: Mapped[str] = mapped_column(
        String, ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True
    )
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)


class ProfileRow(Base):
    """One player profile: the hash of its secret and its nickname (the ``profiles`` table)."""

    __tablename__ = "profiles"

    id: Mapped[str] = mapped_column(String, primary_key=True)
    secret_hash: Mapped[str] = mapped_column(String)
    nickname: Mapped[str] = mapped_column(String)
    #: The nickname's look-alike key (circolo.core.names), unique: no two profiles' names look
    #: alike. Profiles saved before the rule keep their key with ``#id`` after it if another
    #: held it first; null only in a row nobody wrote through the store.
    nickname_key: Mapped[str | None] = mapped_column(String, nullable=True, index=True, unique=True)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())


class MatchResultRow(Base):
    """One finished match as one profile played it (the ``match_results`` table).

    The id grows with every row inserted, so it orders a profile's matches as recorded.
    """

    __tablename__ = "match_results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    profile_id: Mapped[str] = mapped_column(
        String, ForeignKey("profiles.id", ondelete="CASCADE"), index=True
    )
    game: Mapped[str] = mapped_column(String)
    table_id: Mapped[str] = mapped_column(String)
    variant: Mapped[str] = mapped_column(String)
    mode: Mapped[str] = mapped_column(String)
    won: Mapped[bool] = mapped_column(Boolean)
    #: The profile left the match and the computer finished it (counted as a loss).
    left: Mapped[bool] = mapped_column(Boolean, server_default=false())
    partner: Mapped[str] = mapped_column(String)
    finished_at: Mapped[datetime] = mapped_column(UtcDateTime())


class RatingRow(Base):
    """A profile's rating in one variant of a game (the ``ratings`` table): the skill the
    rating model believes in (``mu``, ``sigma``) and the rating it ranks by; indexed for
    leaderboards."""

    __tablename__ = "ratings"
    __table_args__ = (Index("ix_ratings_game_variant_rating", "game", "variant", "rating"),)

    profile_id: Mapped[str] = mapped_column(
        String, ForeignKey("profiles.id", ondelete="CASCADE"), primary_key=True
    )
    game: Mapped[str] = mapped_column(String, primary_key=True)
    variant: Mapped[str] = mapped_column(String, primary_key=True)
    rating: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer)
    #: The skill's mean and deviation (migration 0013; the rows before it restart from the
    #: model's prior).
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)


class MatchPointsRow(Base):
    """The points one profile took from one match (the ``match_points`` table).

    A game that ranks by points (Pinnacola) adds these up per game and mode, over all time
    or a season's dates.
    """

    __tablename__ = "match_points"
    __table_args__ = (
        Index("ix_match_points_game_mode_finished_at", "game", "mode", "finished_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    profile_id: Mapped[str] = mapped_column(
        String, ForeignKey("profiles.id", ondelete="CASCADE"), index=True
    )
    game: Mapped[str] = mapped_column(String)
    variant: Mapped[str] = mapped_column(String)
    table_id: Mapped[str] = mapped_column(String)
    mode: Mapped[str] = mapped_column(String)
    outcome: Mapped[str] = mapped_column(String)
    points: Mapped[int] = mapped_column(Integer)
    finished_at: Mapped[datetime] = mapped_column(UtcDateTime())


#: The events table as a Core table, for the insert that runs at every move.
EVENTS: Final = cast(Table, EventRow.__table__)
#: The same insert as SQLite's driver takes it (qmark parameters).
_INSERT_EVENT_SQL: Final = "INSERT INTO table_events (table_id, seq, payload) VALUES (?, ?, ?)"


class EveningRow(Base):
    """One club evening (the ``evenings`` table): its whole state as JSON, changed by
    compare-and-set on ``version`` so any node of a cluster may join or start it."""

    __tablename__ = "evenings"

    id: Mapped[str] = mapped_column(String, primary_key=True)
    #: ``waiting``, ``playing`` or ``finished``: the live ones are driven after a restart.
    status: Mapped[str] = mapped_column(String, index=True)
    #: Raised by one on every change; a write carrying an older version is refused.
    version: Mapped[int] = mapped_column(BigInteger)
    #: The address the evening was made from while it is live (the per-address cap).
    creator: Mapped[str | None] = mapped_column(String, nullable=True, index=True)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), index=True)
    #: The evening (circolo.play.evening.live.LiveEvening.to_json): its settings, seed,
    #: token hashes, rounds and results; never sent as it is.
    state: Mapped[dict[str, Any]] = mapped_column(JSON)
