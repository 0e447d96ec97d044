"""The body of every refused request, and the ``responses=`` that document it on a route."""

from __future__ import annotations

from typing import Annotated, Any, Final

from pydantic import Field

from circolo.core.hosting.protocol import absent_when_none
from circolo.server.schemas import Answer


class Refusal(Answer):
    """A refused request (any status from 400): a stable ``code`` for programs and the
    sentence in English (``detail``) and Italian (``detail_it``) for people."""

    detail: str
    code: str
    detail_it: str
    field: Annotated[
        str | None,
        Field(description="The field a 422 of a body, a query or a header is about (`names.0`)."),
    ] = absent_when_none()


#: What each status a route may refuse with means, for the API's documentation.
WHY: Final[dict[int, str]] = {
    400: "A body that is not UTF-8 or not JSON.",
    403: "A token or a secret that is not the seat's or the profile's.",
    404: "No such table, game, profile or season.",
    409: "Not now: the seat is taken, the table has started or is over, the name is taken.",
    413: "A body too big.",
    422: "A body, query or header that does not fit (the field is named), or a request "
    "the game refuses.",
    429: "Too many requests from one address: the sentence says when to try again.",
    500: "A fault of the server (the sentence names it; nothing else is told).",
    503: "The server is full or busy, or its database or its cluster does not answer.",
}


def refusals(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses=`` of a route that may refuse with ``statuses``: each a
    :class:`Refusal`, with what the status means."""
    return {status: {"model": Refusal, "description": WHY[status]} for status in statuses}


#: What any route may answer: a fault, or a database or a cluster that does not answer.
ANY_ROUTE: Final = refusals(500, 503)
