"""How long the tables take to answer, measured inside the server, for operators and benchmarks.

Every request a table's task handles (a move, a ready, an AI turn...) is timed from the moment
it is put on the table's queue to the moment its answer is ready — after the move is committed
and its broadcast handed to every seat's connection. The durations go into one
:class:`LatencyHistogram` per kind of request: counts in fixed buckets since the server
started, so that whoever reads them twice (``GET /api/metrics``, ``circolo serve
--metrics``) gets the quantiles of the time between by subtracting the counts
(:func:`window_quantile`). Nothing in it is about anyone's cards: only counts and durations.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import Any, Final


def _bounds() -> tuple[float, ...]:
    """The buckets' upper bounds in ms: fine where a healthy server answers, coarse beyond."""
    steps = ((2.0, 0.1), (10.0, 0.25), (30.0, 0.5), (60.0, 1.0), (200.0, 5.0), (1000.0, 25.0))
    bounds: list[float] = []
    low = 0.0
    for high, step in steps:
        count = round((high - low) / step)
        bounds.extend(round(low + step * (k + 1), 2) for k in range(count))
        low = high
    bounds.extend((2000.0, 5000.0, 10000.0))
    return tuple(bounds)


#: Upper bounds (ms) of the buckets; a last bucket holds everything slower.
BOUNDS_MS: Final = _bounds()


class LatencyHistogram:
    """Durations of one kind of request, counted per bucket since the server started."""

    def __init__(self) -> None:
        self.counts = [0] * (len(BOUNDS_MS) + 1)
        self.total_ms = 0.0
        self.slowest_ms = 0.0

    def observe(self, seconds: float) -> None:
        """Count one request that took ``seconds``."""
        ms = seconds * 1000.0
        self.counts[bisect.bisect_left(BOUNDS_MS, ms)] += 1
        self.total_ms += ms
        self.slowest_ms = max(self.slowest_ms, ms)

    def json(self) -> dict[str, Any]:
        """The counts as ``GET /api/metrics`` shows them."""
        return {
            "count": sum(self.counts),
            "total_ms": round(self.total_ms, 3),
            "slowest_ms": round(self.slowest_ms, 3),
            "counts": list(self.counts),
        }


class ServerMetrics:
    """The request histograms of one server, by action (``move``, ``ready``, ``ai_turn``...)."""

    def __init__(self) -> None:
        self.requests: dict[str, LatencyHistogram] = {}

    def answered(self, action: str, seconds: float) -> None:
        """A table's task answered a request ``action`` after ``seconds`` (queue included)."""
        histogram = self.requests.get(action)
        if histogram is None:  # the actions are the tables' own method names: a few
            histogram = self.requests[action] = LatencyHistogram()
        histogram.observe(seconds)

    def json(self) -> dict[str, Any]:
        """Everything, as ``GET /api/metrics`` answers."""
        return {
            "bounds_ms": list(BOUNDS_MS),
            "requests": {action: h.json() for action, h in sorted(self.requests.items())},
        }


def window_quantile(
    before: Sequence[int], after: Sequence[int], q: float, bounds: Sequence[float] = BOUNDS_MS
) -> float | None:
    """The ``q`` quantile (0-1) in ms of the requests counted between two readings of one
    histogram's ``counts``: the upper bound of the bucket it falls in (None: no request; the
    last bound when it falls beyond it)."""
    counts = [b - a for a, b in zip(before, after, strict=True)]
    total = sum(counts)
    if total <= 0:
        return None
    rank = q * total
    seen = 0
    for index, count in enumerate(counts):
        seen += count
        if seen >= rank and count:
            return float(bounds[min(index, len(bounds) - 1)])
    return float(bounds[-1])
