"""A board table's settings (issue 54): what an evening's round asks the server to make."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class BoardTableSpec:
    table_id: str
    secret: str
    game: str
    variant: str | None
    options: dict[str, Any]  # the evening's options JSON
    # per seat, board_players order (ns[0], ew[0], ns[1], ew[1]): "ai:NAME" or "human"
    seats: tuple[str, ...]
    people: tuple[tuple[int, str, str], ...]  # (seat, name, token_hash) of each human seat
    evening: str
    round: int
    table: int
    boards: tuple[int, ...]
    seed: int
    ai_delay_ms: int
    # people not connected by then are played by the computer until they come
    begin_after_s: float
