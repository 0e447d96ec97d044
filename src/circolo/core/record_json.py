"""What both games' records share: reading a JSONL line, and showing recorded values.

The replays of :mod:`circolo.games.tressette.record` and :mod:`circolo.games.pinnacola.record`
compare
recorded values with what the rules give as canonical JSON (so ``true`` differs from
``1``) and quote them, cut short, in their fault lines.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from typing_extensions import TypeIs

#: Said of a line whose JSON is nested past Python's recursion limit.
TOO_DEEP = "not a match record: its JSON is nested too deeply"


def dumps(record: dict[str, object]) -> str:
    """One record as one JSONL line (no newline), byte-for-byte reproducible."""
    return json.dumps(record, separators=(",", ":"), ensure_ascii=False)


def is_int(value: object) -> TypeIs[int]:
    """A whole number that is not a boolean (so ``True`` is never taken for 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def canonical(value: object) -> str:
    """A value as canonical JSON, so that ``true`` differs from ``1`` and ``27.0`` from ``27``."""
    try:
        return json.dumps(value, sort_keys=True)
    except (RecursionError, ValueError):
        return "<unprintable>"


def same(recorded: object, expected: object) -> bool:
    """Whether a recorded value is exactly the expected one, JSON types included."""
    return canonical(recorded) == canonical(expected)


def shown(value: object, width: int = 60) -> str:
    """A value someone sent, as JSON for a refusal: cut short past ``width`` characters, and
    never an error of its own (a value nested too deep to print is named so).

    >>> shown([1, "due"]), shown("x" * 100, 10), shown(None)
    ('[1, "due"]', '"xxxxxx...', 'null')
    """
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = "<unprintable>" if isinstance(value, list | dict) else repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def quoted_code(value: object, width: int = 40) -> str:
    """A card code someone wrote, for a refusal: a string in quotes ('Zz'), cut short past
    ``width`` characters; anything else as JSON (null, true, 3).

    >>> quoted_code("Zz"), quoted_code(None), quoted_code("x" * 50, 8)
    ("'Zz'", 'null', "'xxx...'")
    """
    if not isinstance(value, str):
        return shown(value, width)
    text = value if len(value) <= width - 2 else value[: width - 5] + "..."
    return f"'{text}'"


def show(value: object) -> str:
    """A recorded value for a fault line, cut short when long."""
    text = canonical(value)
    return text if len(text) <= 80 else text[:77] + "..."


def json_type(value: object) -> str:
    """The JSON type of ``value`` in words, for a fault line."""
    return {dict: "an object", list: "a list", str: "a string", bool: "true/false"}.get(
        type(value), "a number" if isinstance(value, int | float) else "null"
    )


def expected(kind: type | tuple[type, ...]) -> str:
    """The JSON type(s) a field must have, in words."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {dict: "an object", list: "a list", str: "a string", int: "a whole number"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def read_lines(path: Path) -> Iterator[tuple[int, bytes]]:
    """The non-blank lines of a JSONL file as bytes, numbered from 1 (blanks keep their number)."""
    with path.open("rb") as file:
        for number, line in enumerate(file, start=1):
            if line.strip():
                yield number, line


def load_line(line: bytes | str) -> tuple[object, str | None]:
    """A JSONL line's value, or ``(None, why it cannot be read)``."""
    try:
        text = line.decode("utf-8") if isinstance(line, bytes) else line
    except UnicodeDecodeError as error:
        return None, f"not UTF-8 text ({error.reason} at byte {error.start})"
    try:
        return json.loads(text), None
    except ValueError as error:
        return None, f"not valid JSON ({error})"
    except RecursionError:
        return None, TOO_DEEP
