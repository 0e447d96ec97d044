"""The TXT record of a Circolo server's announcement: its waiting tables, written and read back.

A TXT record is a list of ``key=value`` strings of at most 255 bytes each, the whole answer
about one packet: :func:`txt_properties` fits the server's version, port and a compact
summary of its waiting tables in that budget; :func:`parse_txt` reads one back and skips
whatever it does not understand. The keys are documented in docs/discovery.md.

>>> table = TableSummary("t1", "tressette", "classico", "waiting",
...                      ("human:Anna", "open", "ai:heuristic", "open"), target=31)
>>> table.free_seats
(1, 3)
>>> parse_txt(txt_properties("0.1.0", 8000, [table])).tables == (table,)
True
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final
from urllib.parse import quote, unquote

#: Version of the TXT layout below; a reader skips what it does not understand.
TXT_VERSION: Final = "1"
#: A TXT string (``key=value``) is at most 255 bytes: one length byte counts it.
MAX_TXT_ENTRY: Final = 255
#: Bytes the table entries may take together, so the whole answer fits one ordinary packet.
TABLES_TXT_BUDGET: Final = 1100
#: Tables listed at most in the TXT record; the ``tables`` count tells how many there are.
MAX_LISTED_TABLES: Final = 12

log = logging.getLogger("circolo.server.discovery")

_FIELD_SEPARATOR: Final = "|"
_SEAT_SEPARATOR: Final = ","
_TABLE_KEY: Final = re.compile(r"t(\d{1,3})")


@dataclass(frozen=True, slots=True)
class TableSummary:
    """What a player looking for a game needs to know about one table, before joining it.

    ``seats`` are written as in ``POST /api/tables``: ``open`` (free to join), ``human`` or
    ``human:NAME``, ``ai:NAME``. ``target`` and ``signals`` summarise the options.
    """

    id: str
    game: str
    variant: str
    status: str
    seats: tuple[str, ...]
    target: int | None = None
    signals: str | None = None

    @property
    def free_seats(self) -> tuple[int, ...]:
        """The numbers (from 0) of the seats still open to join."""
        return tuple(number for number, seat in enumerate(self.seats) if seat == "open")

    def to_dict(self) -> dict[str, Any]:
        """The summary as a JSON object (``free_seats`` included for readers' convenience)."""
        return {
            "id": self.id,
            "game": self.game,
            "variant": self.variant,
            "status": self.status,
            "seats": list(self.seats),
            "free_seats": list(self.free_seats),
            "target": self.target,
            "signals": self.signals,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TableSummary:
        """The summary written by :meth:`to_dict` (``free_seats`` is recomputed, not read)."""
        seats = data.get("seats")
        if not isinstance(seats, list | tuple) or not all(isinstance(s, str) for s in seats):
            raise ValueError(f"a table summary needs 'seats' as a list of strings, not {seats!r}")
        return cls(
            id=_required_str(data, "id"),
            game=_required_str(data, "game"),
            variant=_required_str(data, "variant"),
            status=_required_str(data, "status"),
            seats=tuple(seats),
            target=_optional_int(data, "target"),
            signals=_optional_str(data, "signals"),
        )

    @classmethod
    def from_table_json(cls, data: Mapping[str, Any]) -> TableSummary:
        """The summary of one table object of ``GET /api/tables`` (options nested).

        Seats may be strings (``open``, ``ai:heuristic``) or the lobby's seat objects
        (``{"kind": "human", "name": "Anna", ...}``).
        """
        options = data.get("options")
        if not isinstance(options, Mapping):
            options = {}
        seats = data.get("seats")
        if isinstance(seats, list | tuple):
            seats = [_seat_text(seat) for seat in seats]
        return cls.from_dict(
            {
                "id": str(data.get("id")),
                "game": data.get("game"),
                "variant": data.get("variant") or "",
                "status": data.get("status"),
                "seats": seats,
                "target": options.get("target"),
                "signals": options.get("signals"),
            }
        )


def _seat_text(seat: object) -> object:
    """A lobby seat object as a seat string (``human:Anna``, ``open``, ``ai:pimc``)."""
    if not isinstance(seat, Mapping):
        return seat
    kind, name, ai = seat.get("kind"), seat.get("name"), seat.get("ai")
    if kind == "human" and isinstance(name, str) and name:
        return f"human:{name}"
    if kind == "ai" and isinstance(ai, str) and ai:
        return f"ai:{ai}"
    return kind


def _required_str(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise ValueError(f"a table summary needs {key!r} as a string, not {value!r}")
    return value


def _optional_str(data: Mapping[str, Any], key: str) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise ValueError(f"a table summary's {key!r} is a string or null, not {value!r}")
    return value


def _optional_int(data: Mapping[str, Any], key: str) -> int | None:
    value = data.get(key)
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise ValueError(f"a table summary's {key!r} is a whole number or null, not {value!r}")
    return value


# --- TXT record: writing -------------------------------------------------------------------


def _seat_kind(seat: str) -> str:
    """A seat without its name or settings: ``human:Anna`` -> ``human``, ``ai:pimc`` -> ``ai``."""
    return seat.split(":", 1)[0]


def _escape(text: str) -> str:
    """``text`` with the layout's separators, ``%`` and control characters percent-encoded.

    Everything else stays as UTF-8, which DNS-SD readers expect and which is shorter.
    """
    return "".join(
        quote(char, safe="") if char in "%|," or not char.isprintable() else char for char in text
    )


def _table_value(table: TableSummary, *, names: bool) -> str:
    """One table as a TXT value, with or without the seated players' names."""
    seats = table.seats if names else tuple(_seat_kind(seat) for seat in table.seats)
    fields_ = (
        table.id,
        table.game,
        table.variant,
        "" if table.target is None else str(table.target),
        table.signals or "",
    )
    encoded = [_escape(text) for text in fields_]
    encoded.append(_SEAT_SEPARATOR.join(_escape(seat) for seat in seats))
    return _FIELD_SEPARATOR.join(encoded)


def _table_entry(key: str, table: TableSummary) -> str | None:
    """``table`` as the TXT value under ``key``: seat names dropped if too long, else None."""
    for names in (True, False):
        value = _table_value(table, names=names)
        if len(f"{key}={value}".encode()) <= MAX_TXT_ENTRY:
            return value
    return None


def txt_properties(
    version: str, port: int, tables: Sequence[TableSummary], url: str | None = None
) -> dict[str, str]:
    """The TXT record announcing a server at HTTP ``port`` and its waiting ``tables``;
    ``url``: the one address to open instead (a cluster's, behind its load balancer).

    Only tables whose status is ``waiting`` are published. Each listed table is one
    ``tN`` key, ``ID|GAME|VARIANT|TARGET|SIGNALS|SEAT,SEAT,…`` with ``%``, ``|``, ``,``
    and control characters percent-encoded in each part. ``tables`` counts all waiting
    tables, listed or not, since a busy server lists only the first few that fit (at
    most 255 bytes a key, about a kilobyte for all). A table too long to list even
    without seat names is counted, not listed.
    """
    waiting = [table for table in tables if table.status == "waiting"]
    properties = {
        "txtvers": TXT_VERSION,
        "version": version,
        "port": str(port),
        "tables": str(len(waiting)),
    }
    if url is not None and url.isprintable() and len(f"url={url}".encode()) <= 255:
        properties["url"] = url
    spent = 0
    for table in waiting:
        listed = sum(1 for key in properties if _TABLE_KEY.fullmatch(key))
        if listed >= MAX_LISTED_TABLES:
            break
        key = f"t{listed}"
        value = _table_entry(key, table)
        if value is None:
            log.warning("table %r is too long to announce on the local network", table.id)
            continue
        cost = 1 + len(f"{key}={value}".encode())
        if spent + cost > TABLES_TXT_BUDGET:
            break
        properties[key] = value
        spent += cost
    return properties


# --- TXT record: reading -------------------------------------------------------------------


def printable(text: str) -> str:
    """``text`` with control characters replaced: TXT values come from anyone on the LAN."""
    return "".join(char if char.isprintable() else "\ufffd" for char in text)


def _decode(raw: bytes | str | None) -> str | None:
    """A TXT key or value as printable text (None stays None: a key without a value)."""
    if raw is None:
        return None
    text = raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else raw
    return printable(text)


def _parse_table(value: str) -> TableSummary | None:
    """One ``tN`` value as a waiting table, or None if it does not follow the layout."""
    parts = value.split(_FIELD_SEPARATOR)
    if len(parts) != 6:
        return None
    table_id, game, variant, target, signals = (printable(unquote(part)) for part in parts[:5])
    seats = tuple(printable(unquote(seat)) for seat in parts[5].split(_SEAT_SEPARATOR))
    if not table_id or not game or not parts[5]:
        return None
    if target and not target.isdigit():
        return None
    return TableSummary(
        id=table_id,
        game=game,
        variant=variant,
        status="waiting",
        seats=seats,
        target=int(target) if target else None,
        signals=signals or None,
    )


@dataclass(frozen=True, slots=True)
class Announcement:
    """What a server's TXT record says: its version, HTTP port and waiting tables."""

    version: str
    port: int | None
    #: Waiting tables on the server, including those the record had no room to list.
    waiting_tables: int
    tables: tuple[TableSummary, ...]
    #: The address to open instead of this machine's (a cluster's public one), if given.
    url: str | None = None


def parse_txt(properties: Mapping[bytes, bytes | None] | Mapping[str, str]) -> Announcement:
    """Read a TXT record written by :func:`txt_properties`; malformed parts are skipped."""
    text: dict[str, str] = {}
    for raw_key, raw_value in properties.items():
        key, value = _decode(raw_key), _decode(raw_value)
        if key is not None and value is not None:
            text[key.lower()] = value
    port_text = text.get("port", "")
    port = int(port_text) if port_text.isdigit() and 0 < int(port_text) < 65536 else None
    numbered: list[tuple[int, TableSummary]] = []
    for key, value in text.items():
        match = _TABLE_KEY.fullmatch(key)
        table = _parse_table(value) if match else None
        if match and table is not None:
            numbered.append((int(match.group(1)), table))
    tables = tuple(table for _, table in sorted(numbered, key=lambda pair: pair[0]))
    count_text = text.get("tables", "")
    count = int(count_text) if count_text.isdigit() and len(count_text) < 7 else 0
    return Announcement(
        version=text.get("version", "unknown"),
        port=port,
        waiting_tables=max(count, len(tables)),
        tables=tables,
        url=_public_url(text.get("url")),
    )


def _public_url(value: str | None) -> str | None:
    """An announced ``url`` if it is an http(s) address a browser can open, else None."""
    if value is None or not value.isprintable() or " " in value:
        return None
    return value if value.startswith(("http://", "https://")) else None
