"""The bodies of the HTTP routes, as pydantic models: what a client may send, field by field.

Every field has a type and bounds, so whatever a client sends is either one of these or a
422 that names the field (server/http_input.py turns pydantic's findings into sentences).
Booleans are JSON booleans, numbers JSON numbers: nothing is coerced from a string.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Annotated, Final, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

from circolo.games import DEFAULT_GAME

#: The longest name of a seat or a profile.
MAX_NAME: Final = 40
#: A friendly default pause before an AI plays, so people can follow the cards.
DEFAULT_AI_DELAY_MS: Final = 900
MAX_AI_DELAY_MS: Final = 10_000


def printable_name(value: str) -> str:
    """A name a person can read: printable characters only (no control or NUL characters,
    no lone surrogates, no line breaks)."""
    if not value.isprintable():
        raise ValueError("a name is printable text: no control characters, line breaks or NUL")
    return value


#: A seat's or a profile's name: 1 to 40 printable characters, spaces around it trimmed.
Name = Annotated[
    str,
    StringConstraints(strict=True, strip_whitespace=True, min_length=1, max_length=MAX_NAME),
    AfterValidator(printable_name),
]
#: A token, a profile id or a secret as the server hands them out (URL-safe text).
Token = Annotated[
    str, StringConstraints(strict=True, min_length=1, max_length=128, pattern=r"^[A-Za-z0-9_\-]+$")
]
#: A short word: a game, a variant, an option's name, a seat's kind.
Word = Annotated[str, StringConstraints(strict=True, min_length=1, max_length=60)]
#: A seat number as the key of an object (``"0"`` … ``"3"``).
SeatKey = Annotated[str, StringConstraints(strict=True, pattern=r"^[0-3]$")]


def option_scalar(value: object) -> object:
    """An option's value as JSON gives it: true, false, a number, a short word or null."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int) and abs(value) <= 2**53:
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    if isinstance(value, str) and 0 < len(value) <= 60:
        return value
    raise ValueError("an option's value is true, false, a number, a word or null")


#: An option's value: options are plain JSON scalars (every game's options are); the game
#: checks each one against what its option allows.
OptionValue = Annotated[object, AfterValidator(option_scalar)]


class _Body(BaseModel):
    """A request body: unknown fields are refused (a misspelt one would be silently lost)."""

    model_config = ConfigDict(extra="forbid", strict=True)


class Credentials(_Body):
    """A profile's id and secret, as ``POST /api/profiles`` gave them."""

    id: Token
    secret: Token


class NewTable(_Body):
    """``POST /api/tables``: a new table of a game, its options and who sits where."""

    game: Word = DEFAULT_GAME
    variant: Word | None = None
    options: Mapping[Word, OptionValue] | None = Field(default=None, max_length=40)
    #: Per seat: ``human``, ``open`` or ``ai:NAME`` (default: one human, the rest open).
    seats: list[Word] | None = Field(default=None, min_length=1, max_length=4)
    ai_delay_ms: Annotated[int, Field(ge=0, le=MAX_AI_DELAY_MS)] = DEFAULT_AI_DELAY_MS
    training: bool = False
    #: Whether people who hold no seat may watch the table (its creator may say no).
    spectators: bool = True
    names: dict[SeatKey, Name] | None = None
    profiles: dict[SeatKey, Credentials] | None = None


class JoinSeat(_Body):
    """``POST /api/tables/{id}/join``: take an open seat, with a name or a profile."""

    seat: Annotated[int, Field(ge=0, le=3)]
    name: Name | None = None
    profile: Credentials | None = None


class SeatToken(_Body):
    """``POST /api/tables/{id}/start`` and ``/leave``: the seat's token."""

    token: Token


class NewProfile(_Body):
    """``POST /api/profiles``: a new profile with its nickname."""

    nickname: Name


class ProfileSecret(_Body):
    """``POST /api/profiles/{id}/reset``: the profile's secret."""

    secret: Token


class Rename(_Body):
    """``POST /api/profiles/{id}/rename``: the secret and the new nickname."""

    secret: Token
    nickname: Name


#: An evening's entry as its settings name it: ``open`` (a place for people) or ``ai:NAME``.
EntryKind = Annotated[
    str, StringConstraints(strict=True, pattern=r"^(open|ai:[A-Za-z0-9_\-]{1,40})$")
]
#: The most boards, rounds and entries an evening on the server may have.
MAX_BOARDS: Final = 36
MAX_ROUNDS: Final = 16
#: Seconds a board may take at most, and at least, and by default.
MIN_SECONDS_PER_BOARD: Final = 60
MAX_SECONDS_PER_BOARD: Final = 3600
DEFAULT_SECONDS_PER_BOARD: Final = 600


class NewEvening(_Body):
    """``POST /api/evenings``: a club evening (docs/evenings.md) — its game and options, the
    movement, the boards, the entries; with ``name`` its director plays in it too."""

    game: Word
    variant: Word | None = None
    options: Mapping[Word, OptionValue] | None = Field(default=None, max_length=40)
    format: Literal["howell", "mitchell", "roundrobin", "swiss"]
    boards: Annotated[int, Field(ge=1, le=MAX_BOARDS)]
    rounds: Annotated[int, Field(ge=1, le=MAX_ROUNDS)] | None = None
    entries: list[EntryKind] = Field(min_length=3, max_length=8)
    seconds_per_board: Annotated[int, Field(ge=MIN_SECONDS_PER_BOARD, le=MAX_SECONDS_PER_BOARD)] = (
        DEFAULT_SECONDS_PER_BOARD
    )
    invite: bool = False
    rated: bool = False
    ai_delay_ms: Annotated[int, Field(ge=0, le=MAX_AI_DELAY_MS)] = DEFAULT_AI_DELAY_MS
    #: The director's own name, to take the first open place (their token is then both).
    name: Name | None = None
    #: A sit-and-go: it starts by itself when every place for people is taken.
    sit_and_go: bool = False


class JoinEvening(_Body):
    """``POST /api/evenings/{id}/join``: a place (``entry``: a partner's entry; None: the
    first open one), with the invitation's ``code`` on an evening by invitation, and a
    ``profile`` to count the evening's rated tables for."""

    name: Name
    entry: Annotated[int, Field(ge=1, le=8)] | None = None
    code: Token | None = None
    profile: Credentials | None = None


class DirectorToken(_Body):
    """``POST /api/evenings/{id}/start``: the director's token."""

    token: Token
