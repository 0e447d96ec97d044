"""A seat at a table: who was meant to sit there, who sits now, and their one connection."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Literal

from circolo.play.peer import Peer


def hash_token(token: str) -> str:
    """What is saved of a seat's token: its SHA-256, so a stolen database seats no one."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Seat:
    """One seat: who was meant to sit there, who sits now, and their connection."""

    kind: Literal["human", "open", "ai"]
    ai: str
    name: str | None = None
    token_hash: str | None = None
    #: The profile the player came with, for statistics (None: anonymous).
    profile: str | None = None
    #: A human who left or dropped: the AI plays until the same token comes back.
    away: bool = False
    #: The AI made a step for this human's seat while it was away (a match it played in
    #: moves no rating: play/fair_play.py), whether or not the human came back.
    taken_over: bool = False
    ready: bool = False
    #: The seat's one live connection (a newer one replaces it).
    connection: Peer | None = None

    @property
    def ai_plays(self) -> bool:
        """Whether the AI decides this seat's moves now."""
        return self.kind == "ai" or (self.kind == "human" and self.away)

    def info_json(self, seat: int) -> dict[str, Any]:
        """The seat as everyone at the table sees it, as the protocol's SeatInfo object."""
        return {
            "seat": seat,
            "kind": self.kind,
            "name": self.name,
            "ai": self.ai if self.ai_plays and self.kind != "open" else None,
            "connected": self.connection is not None,
        }
