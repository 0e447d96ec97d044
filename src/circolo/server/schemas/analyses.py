"""The analyses' answer: a match's hands as the double-dummy solver sees them."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from circolo.server.schemas import Answer


class Analysis(Answer):
    """``GET /api/tables/{id}/analysis`` and ``POST /api/analysis``: the match's game and
    each hand's analysis as ``circolo analyze --json`` writes it (docs/search.md; its
    shape is the game's)."""

    game: str
    hands: Annotated[
        list[dict[str, Any]], Field(description="One analysis a hand, in the game's format.")
    ]
