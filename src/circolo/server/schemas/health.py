"""The server's own answers: whether it answers, and how long its tables take to."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from circolo.server.schemas import Answer


class Health(Answer):
    """``GET /api/health``: the server answers."""

    status: Literal["ok"]


class Histogram(Answer):
    """One kind of table request, since the server started: how many, their total and
    slowest time, and how many fell in each bucket of time (``counts[i]``: those up to
    ``bounds_ms[i]``; the last one, those beyond)."""

    count: int
    total_ms: float
    slowest_ms: float
    counts: list[int]


class Metrics(Answer):
    """``GET /api/metrics`` (``circolo serve --metrics``): how long the tables took to
    answer, by kind of request (``move``, ``ready``, ``ai_turn``...); counts only."""

    bounds_ms: Annotated[list[float], Field(description="The buckets' upper bounds, in ms.")]
    requests: dict[str, Histogram]
    tables_live: int
