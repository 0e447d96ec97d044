"""Where the SQL store's database is: the URLs it takes, and how it connects to each kind.

:func:`database_url` reads a URL (SQLite file or PostgreSQL) or refuses it with a
:class:`DatabaseUrlError` that says why; :func:`engine_settings` are the connection's
bounded waits; :func:`default_db_url` is the SQLite file in the user's data folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

import platformdirs
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

#: The URL forms :func:`database_url` accepts, as told to whoever gave a wrong one.
ACCEPTED_URLS: Final = (
    "sqlite+aiosqlite:///PATH (or sqlite:///PATH) for a SQLite file, or "
    "postgresql+asyncpg://USER:PASSWORD@HOST:PORT/DATABASE (or postgresql://…) for PostgreSQL"
)


class DatabaseUrlError(ValueError):
    """A database URL that cannot be used: malformed, unsupported, or unreachable."""


#: Seconds SQLite waits for a lock held by another program before a write fails (and is
#: retried by the table, play/storing.py): short, so that the retries keep their pace.
SQLITE_BUSY_TIMEOUT_S: Final = 2.0
#: Seconds PostgreSQL may take to accept a connection, and to answer one statement.
POSTGRES_CONNECT_TIMEOUT_S: Final = 5.0
POSTGRES_COMMAND_TIMEOUT_S: Final = 15.0


def engine_settings(url: URL) -> dict[str, Any]:
    """How the engine connects: bounded waits, and stale connections found before use."""
    if url.get_backend_name() == "sqlite":
        return {"connect_args": {"timeout": SQLITE_BUSY_TIMEOUT_S}}
    return {
        "pool_pre_ping": True,
        "connect_args": {
            "timeout": POSTGRES_CONNECT_TIMEOUT_S,
            "command_timeout": POSTGRES_COMMAND_TIMEOUT_S,
        },
    }


def default_db_url() -> str:
    """The URL of the default database: ``circolo.db`` in the user's data folder (created)."""
    folder = Path(platformdirs.user_data_dir("circolo", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    url = URL.create("sqlite+aiosqlite", database=str(folder / "circolo.db"))
    return url.render_as_string(hide_password=False)


def database_url(text: str) -> URL:
    """Parse a database URL and give it its async driver, or raise :class:`DatabaseUrlError`.

    >>> database_url("postgresql://circolo@localhost/circolo").drivername
    'postgresql+asyncpg'
    """
    try:
        url = make_url(text)
    except ArgumentError:
        raise DatabaseUrlError(f"{text!r} is not a database URL; use {ACCEPTED_URLS}") from None
    shown = url.render_as_string(hide_password=True)
    if url.drivername in ("sqlite", "sqlite+aiosqlite"):
        database = url.database or ""
        if database in ("", ":memory:") or url.query.get("mode") == "memory":
            raise DatabaseUrlError(
                f"{shown} is an in-memory SQLite database, lost when the server stops; "
                "give a file path: sqlite+aiosqlite:///PATH"
            )
        folder = Path(database).parent
        if not folder.is_dir():
            raise DatabaseUrlError(
                f"the folder {folder} of the SQLite database {database} does not exist; "
                "create it or choose another path"
            )
        return url.set(drivername="sqlite+aiosqlite")
    if url.drivername in ("postgresql", "postgresql+asyncpg", "postgres"):
        if not url.database:
            raise DatabaseUrlError(
                f"{shown} names no database; write it after the host: "
                "postgresql+asyncpg://USER:PASSWORD@HOST:PORT/DATABASE"
            )
        return url.set(drivername="postgresql+asyncpg")
    raise DatabaseUrlError(f"{shown} uses {url.drivername!r}, not supported; use {ACCEPTED_URLS}")


def sqlite_on_connect(dbapi_connection: Any, _record: object) -> None:
    """Set each new SQLite connection up: enforce foreign keys, write ahead (readers never wait)."""
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode=WAL")
        # In WAL mode NORMAL still survives a crash of the server; only a power cut could
        # lose the last moves. FULL syncs the disk at every move, which a busy server cannot afford.
        cursor.execute("PRAGMA synchronous=NORMAL")
    finally:
        cursor.close()
