"""What a table tells the lobby when a match finishes or is over, when it closes, and how long
its requests took."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class TableHooks:
    """What a table tells the lobby: a match finished, the table is closed, a request answered,
    its summary changed, it was lost to another node."""

    on_finish: Callable[[dict[str, Any]], Awaitable[None]] | None = None
    on_over: Callable[[str], None] | None = None
    on_closed: Callable[[str], None] | None = None
    #: A request (its action) answered so many seconds after it was queued.
    on_answered: Callable[[str, float], None] | None = None
    #: What the lobby lists of the table changed (a cluster writes it to Redis).
    on_changed: Callable[[str], None] | None = None
    #: The store refused the table's write: another node of the cluster owns it now.
    on_lost: Callable[[str], None] | None = None
