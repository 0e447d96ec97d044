"""Seasons: named date ranges that get a Pinnacola leaderboard of their own (e.g. Christmas).

Seasons are configuration, not code: ``circolo serve`` reads them from the environment
variable ``CIRCOLO_SEASONS``, either JSON text or the path of a JSON file, shaped
``{"natale-2026": {"from": "2026-12-20", "to": "2027-01-06"}}``. Both dates are included
(a season ends at the end of its ``to`` day, UTC).

>>> seasons = parse_seasons('{"natale": {"from": "2026-12-20", "to": "2027-01-06"}}')
>>> seasons["natale"].until.isoformat()
'2027-01-07T00:00:00+00:00'
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Final

#: The environment variable that holds the seasons (JSON text or a file's path).
SEASONS_ENV: Final = "CIRCOLO_SEASONS"


class SeasonError(ValueError):
    """Season configuration that cannot be read; the message says what is wrong."""


@dataclass(frozen=True)
class Season:
    """A named period: matches finished from ``since`` up to (not including) ``until``."""

    name: str
    since: datetime
    until: datetime

    def to_json(self) -> dict[str, str]:
        """``{"name", "from", "to"}`` with the dates as configured (both included)."""
        return {
            "name": self.name,
            "from": self.since.date().isoformat(),
            "to": (self.until - timedelta(days=1)).date().isoformat(),
        }


def _day(value: object, name: str, key: str) -> date:
    if not isinstance(value, str):
        raise SeasonError(f"season {name!r}: {key!r} must be a date written YYYY-MM-DD")
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise SeasonError(
            f"season {name!r}: {key!r} is not a date (YYYY-MM-DD): {value!r}"
        ) from None


def parse_seasons(text: str) -> dict[str, Season]:
    """Seasons from their JSON text; a :class:`SeasonError` names the season and the fault."""
    try:
        data = json.loads(text)
    except ValueError as error:
        raise SeasonError(f"seasons are not valid JSON: {error}") from None
    if not isinstance(data, dict):
        raise SeasonError('seasons must be a JSON object: {"NAME": {"from": DATE, "to": DATE}}')
    seasons = {}
    for name, span in data.items():
        if not isinstance(span, dict) or set(span) != {"from", "to"}:
            raise SeasonError(f'season {name!r} must be {{"from": DATE, "to": DATE}}')
        first, last = _day(span["from"], name, "from"), _day(span["to"], name, "to")
        if last < first:
            raise SeasonError(f"season {name!r} ends ({last}) before it begins ({first})")
        seasons[name] = Season(
            name,
            datetime.combine(first, time(), UTC),
            datetime.combine(last + timedelta(days=1), time(), UTC),
        )
    return seasons


def seasons_from_env(environ: dict[str, str] | None = None) -> dict[str, Season]:
    """The seasons ``CIRCOLO_SEASONS`` configures (none when it is unset or empty)."""
    value = (os.environ if environ is None else environ).get(SEASONS_ENV, "").strip()
    if not value:
        return {}
    if not value.startswith("{"):
        try:
            value = Path(value).read_text(encoding="utf-8")
        except OSError as error:
            raise SeasonError(f"{SEASONS_ENV}: cannot read {value}: {error.strerror}") from None
    return parse_seasons(value)
