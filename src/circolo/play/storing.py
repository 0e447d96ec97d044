"""Saving through a database that may fail for a while: retry until it takes the write.

A commit can fail without anything being wrong with the table — SQLite locked by another
program, a full disk, PostgreSQL restarting. :func:`durably` tries again, at least every
:data:`RETRY_MAX_S` seconds, until the write is taken; the table's task waits meanwhile, so
nothing is acknowledged or sent before it is saved, and the table resumes by itself once
the database is back. A write that fails because its event numbers are taken is a bug or
a write that did succeed: ``conflict`` tells which.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import Awaitable, Callable
from typing import Final

from sqlalchemy import exc

from circolo.storage.base import SeqConflictError

log = logging.getLogger(__name__)

#: The first wait after a failed write, and the longest (seconds).
RETRY_FIRST_S: Final = 0.05
RETRY_MAX_S: Final = 1.0
#: Seconds between two warnings about the same failing write.
WARN_EVERY_S: Final = 30.0


async def durably(
    what: str,
    write: Callable[[], Awaitable[None]],
    *,
    conflict: Callable[[], Awaitable[bool]] | None = None,
) -> None:
    """Run ``write`` until it succeeds, waiting at most :data:`RETRY_MAX_S` between tries.

    A :class:`SeqConflictError` after a failed try asks ``conflict`` whether the failed try
    was committed after all (then it is done); otherwise it is raised: two writers of one
    table are a bug no retry mends, and so is any error that is not the database's being
    away (:func:`passing`). ``what`` names the write in the log (never its content).
    """
    wait = RETRY_FIRST_S
    failures = 0
    warned = -WARN_EVERY_S
    while True:
        try:
            await write()
            if failures:
                log.warning("%s: saved after %d failed tries", what, failures)
            return
        except SeqConflictError:
            if failures and conflict is not None and await _checked(conflict):
                return
            raise
        except asyncio.CancelledError:
            raise
        except Exception as error:
            if not passing(error):
                raise
            failures += 1
            now = time.monotonic()
            if now - warned >= WARN_EVERY_S:
                log.warning("%s failed (%s); trying again", what, _reason(error))
                warned = now
            await asyncio.sleep(wait)
            wait = min(wait * 2, RETRY_MAX_S)


async def _checked(conflict: Callable[[], Awaitable[bool]]) -> bool:
    """``conflict()``, itself retried while the database cannot answer."""
    wait = RETRY_FIRST_S
    while True:
        try:
            return await conflict()
        except asyncio.CancelledError:
            raise
        except Exception:
            await asyncio.sleep(wait)
            wait = min(wait * 2, RETRY_MAX_S)


#: Errors of the database that say nothing of the write itself: it may succeed later.
_REFUSED_FOR_GOOD = (exc.IntegrityError, exc.DataError, exc.ProgrammingError, exc.NotSupportedError)


def passing(error: BaseException) -> bool:
    """Whether ``error`` is the database's being away for a while (locked, full, restarting,
    unreachable) rather than something wrong with the write (a bug, bad data)."""
    if isinstance(error, _REFUSED_FOR_GOOD):
        return False
    return isinstance(error, (OSError, exc.SQLAlchemyError, sqlite3.Error))


def _reason(error: BaseException) -> str:
    """The first line of an error, without a traceback."""
    lines = str(error).strip().splitlines()
    return f"{type(error).__name__}: {lines[0] if lines else ''}".rstrip(": ")
