"""Alembic's environment for Circolo: runs the migrations on an async (or given) connection.

:meth:`circolo.storage.sql.SqlTableStore.open` passes its own connection in
``config.attributes["connection"]`` and commits it; alembic's commands run by hand (see
:func:`circolo.storage.sql.alembic_config`) get ``sqlalchemy.url`` instead, and this module
opens an async engine for it. Offline mode prints the SQL for that URL's dialect.
"""

from __future__ import annotations

import asyncio
from logging.config import fileConfig

from alembic import context
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

from circolo.storage.sql import Base, database_url

config = context.config
target_metadata = Base.metadata

if config.config_file_name is not None:
    fileConfig(config.config_file_name)


def _configured_url() -> str:
    """The ``sqlalchemy.url`` given to alembic, or a clear error when there is none."""
    url = config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError(
            "no database to migrate: pass a connection in config.attributes['connection'] "
            "or set sqlalchemy.url (circolo.storage.sql.alembic_config(url) does)"
        )
    return url


def run_migrations_offline() -> None:
    """Write the migrations' SQL for the configured URL's dialect instead of running it."""
    context.configure(
        url=database_url(_configured_url()),
        target_metadata=target_metadata,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_on(connection: Connection) -> None:
    """Run the pending migrations on ``connection``; SQLite alters tables in batch mode."""
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()


async def run_migrations_async(url: str) -> None:
    """Open an async engine on ``url`` and run the pending migrations in one transaction."""
    engine = create_async_engine(database_url(url), poolclass=NullPool)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(run_migrations_on)
    finally:
        await engine.dispose()


def run_migrations_online() -> None:
    """Run the migrations on the caller's connection, or on the configured URL."""
    connection = config.attributes.get("connection")
    if isinstance(connection, Connection):
        run_migrations_on(connection)
    else:
        asyncio.run(run_migrations_async(_configured_url()))


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
