"""What a table tells the lobby when a match finishes or is over, and when it closes."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class TableHooks:
    """What a table tells the lobby: a match finished, the table is closed."""

    on_finish: Callable[[dict[str, Any]], Awaitable[None]] | None = None
    on_over: Callable[[str], None] | None = None
    on_closed: Callable[[str], None] | None = None
