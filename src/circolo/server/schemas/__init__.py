"""What the HTTP routes answer, as pydantic models: one module per concept (tables, games,
profiles, leaderboards, analyses, sharing, health, refusals).

Each route declares its model (``response_model``), so the answer is checked against it and
the OpenAPI schema describes it; the browser's types of these answers are generated from
that schema (``scripts/http_ts.py`` writes ``web-src/src/http-types.ts``), as its WebSocket
types are from the protocol's (``scripts/protocol_ts.py``). The JSON a route sends is the
one its model describes, key by key: a field the route may leave out is left out, never
sent as null, unless null is what it sends. The parts whose shape belongs to a game (its
options, its scores, its record, its leaderboard's columns) are JSON objects the model does
not look into: the server names no game.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Answer(BaseModel):
    """A route's answer, or a part of one: closed (a key the model does not declare is an
    error, never silently dropped) and strict (every value is sent as the route made it,
    never converted: no 3 for 3.0, no "1" for 1)."""

    model_config = ConfigDict(extra="forbid", strict=True)


class GameShaped(BaseModel):
    """An answer whose declared keys every game gives and whose other keys belong to its
    game: they are sent as the game made them, after the declared ones."""

    model_config = ConfigDict(extra="allow", strict=True)
