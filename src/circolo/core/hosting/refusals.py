"""Refusals of a table and the server: a stable code for programs, a sentence in it and en
for people.

A :class:`TableError` is raised wherever a request cannot be done — by a game's part of a
table, a table's task, the lobby, a route or the socket relay — and becomes the protocol's
``error`` message on the socket, or an HTTP answer with the status :data:`HTTP_STATUS` gives
its code. In the core because a game's part raises them (:class:`RuleError`: the rule's own
sentence for a step the rules refuse) and a game's own boards refuse a query so.
"""

from __future__ import annotations

from typing import Any, Final

from circolo.core.errors import CircoloError
from circolo.core.hosting.protocol import ErrorMessage, dumps
from circolo.core.i18n import t

#: The HTTP status of each refusal code (409 for any code not listed).
HTTP_STATUS: Final[dict[str, int]] = {
    "no_table": 404,
    "no_game": 404,
    "bad_token": 403,
    "not_creator": 403,
    "bad_request": 422,
    "bad_body": 400,
    "too_big": 413,
    "seat_taken": 409,
    "started": 409,
    "over": 409,
    "bad_profile": 403,
    "no_profile": 404,
    "no_season": 404,
    "too_many": 429,
    "full": 503,
    "store_down": 503,
    "busy": 503,
    "moved": 503,
    "node_away": 503,
    "cluster_down": 503,
    "no_evening": 404,
    "evening_started": 409,
    "evening_full": 409,
    "entry_taken": 409,
    "bad_code": 403,
    "not_director": 403,
    "evening_table": 409,
    "board_unfinished": 409,
}


class TableError(Exception):
    """A refused request: a stable code for programs and a catalog key for people."""

    def __init__(self, code: str, key: str, **params: object) -> None:
        self.code = code
        self.key = key
        self.params = params
        super().__init__(t(key, "en", **params))

    @property
    def http_status(self) -> int:
        """The HTTP status this refusal is answered with."""
        return HTTP_STATUS.get(self.code, 409)

    def to_text(self, message_id: object = None) -> str:
        """The protocol's error message for this refusal, as JSON text."""
        return dumps(self.to_message(message_id))

    def sentences(self) -> tuple[str, str]:
        """The refusal in English and in Italian."""
        return t(self.key, "en", **self.params), t(self.key, "it", **self.params)

    def to_message(self, message_id: object = None) -> dict[str, Any]:
        """The protocol's error message for this refusal."""
        english, italian = self.sentences()
        return ErrorMessage(
            id=message_id,  # type: ignore[arg-type]
            code=self.code,
            message=english,
            message_it=italian,
        ).model_dump()

    def to_http(self) -> dict[str, Any]:
        """The body of the HTTP answer: the sentence in en (``detail``) and it, and the code."""
        english, italian = self.sentences()
        return {"detail": english, "code": self.code, "detail_it": italian}


class RuleError(TableError):
    """An action the engine refused: the rule's own sentence, in each language."""

    def __init__(self, error: CircoloError, code: str = "illegal") -> None:
        super().__init__(code, "server.error.illegal", reason=error.message("en"))
        self.error = error

    def sentences(self) -> tuple[str, str]:
        """The rule's sentence in English and in Italian."""
        return self.error.message("en"), self.error.message("it")
