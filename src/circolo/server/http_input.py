"""What the server does with an HTTP request before a route sees it, and with a bad one.

:class:`ReadableBodies` (ASGI middleware) reads each request body once, up to a size, and
refuses one that is too big (413), not UTF-8 or not JSON (400), with a sentence — so that no
route ever meets bytes it cannot read. :func:`validation_answer` turns pydantic's findings
about a body or a query into a 422 that names the field and says what it must be, in
English and Italian.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, MutableMapping, Sequence
from typing import Any, Final

import orjson
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.requests import Request

from circolo.core.i18n import t

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: The largest request body read, in bytes (the biggest real one is a few hundred).
MAX_BODY_BYTES: Final = 64 * 1024
#: Methods whose bodies are read and checked.
_WITH_BODY: Final = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def refusal(status: int, code: str, key: str, **params: object) -> JSONResponse:
    """An HTTP refusal: the sentence in English (``detail``) and Italian, and the code."""
    return JSONResponse(
        {
            "detail": t(key, "en", **params),
            "code": code,
            "detail_it": t(key, "it", **params),
        },
        status_code=status,
    )


class ReadableBodies:
    """Refuse request bodies that are too big, not UTF-8 or not JSON; pass the rest on."""

    def __init__(
        self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES, larger: Mapping[str, int] | None = None
    ) -> None:
        self.app = app
        self.max_bytes = max_bytes
        #: Paths that take bigger bodies (a match record to analyse), and how big.
        self.larger = dict(larger or {})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Read and check the body of an HTTP request with one; anything else passes."""
        if scope["type"] != "http" or scope.get("method") not in _WITH_BODY:
            await self.app(scope, receive, send)
            return
        most = self.larger.get(str(scope.get("path", "")), self.max_bytes)
        declared = _content_length(scope)
        if declared is not None and declared > most:
            await self._refuse(scope, receive, send, _too_big(most))
            return
        body = bytearray()
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body += message.get("body", b"")
            more = bool(message.get("more_body", False))
            if len(body) > most:
                await self._refuse(scope, receive, send, _too_big(most))
                return
        problem = _unreadable(bytes(body))
        if problem is not None:
            await problem(scope, receive, send)
            return
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if sent:
                return await receive()
            sent = True
            return {"type": "http.request", "body": bytes(body), "more_body": False}

        await self.app(scope, replay, send)

    @staticmethod
    async def _refuse(scope: Scope, receive: Receive, send: Send, answer: JSONResponse) -> None:
        await answer(scope, receive, send)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def _too_big(most: int) -> JSONResponse:
    return refusal(413, "too_big", "server.error.body_too_big", most=most)


def _unreadable(body: bytes) -> JSONResponse | None:
    """Why ``body`` cannot be read as JSON text (None: it can, or it is empty)."""
    if not body.strip():
        return None
    try:
        body.decode("utf-8")
    except UnicodeDecodeError as error:
        return refusal(400, "bad_body", "server.error.body_not_utf8", at=error.start)
    try:
        orjson.loads(body)
    except orjson.JSONDecodeError as error:
        return refusal(400, "bad_body", "server.error.body_not_json", reason=error.msg)
    return None


#: pydantic's error types and the catalog key of the sentence that explains each.
_PROBLEMS: Final[dict[str, str]] = {
    "missing": "server.body.missing",
    "extra_forbidden": "server.body.extra",
    "bool_type": "server.body.bool",
    "bool_parsing": "server.body.bool",
    "int_type": "server.body.int",
    "int_parsing": "server.body.int",
    "int_from_float": "server.body.int",
    "float_type": "server.body.number",
    "float_parsing": "server.body.number",
    "string_type": "server.body.text",
    "string_too_short": "server.body.empty",
    "string_too_long": "server.body.text_too_long",
    "string_pattern_mismatch": "server.body.pattern",
    "greater_than_equal": "server.body.at_least",
    "less_than_equal": "server.body.at_most",
    "too_long": "server.body.too_many",
    "too_short": "server.body.too_few",
    "dict_type": "server.body.object",
    "model_type": "server.body.object",
    "model_attributes_type": "server.body.object",
    "list_type": "server.body.list",
    "literal_error": "server.body.choice",
    "enum": "server.body.choice",
    "json_invalid": "server.body.json",
}


def field_name(location: Sequence[int | str]) -> str:
    """Where a problem is, as a client would write it: ``names.0``, ``seats``, ``limit``."""
    parts = [str(part) for part in location if part != "[key]"]
    if parts and parts[0] in ("body", "query", "path"):
        parts = parts[1:]
    return ".".join(parts) or "body"


def problem_sentences(error: dict[str, Any]) -> tuple[str, str]:
    """One pydantic error as a sentence in English and Italian, naming the field."""
    field = field_name(error.get("loc", ()))
    context = {key: _shown(value) for key, value in (error.get("ctx") or {}).items()}
    key = _PROBLEMS.get(str(error.get("type")))
    if key is None:
        detail = str(error.get("msg", "")).removeprefix("Value error, ")
        return (
            t("server.body.field", "en", field=field, problem=detail),
            t("server.body.field", "it", field=field, problem=detail),
        )
    values = {"expected": "", "ge": "", "le": "", "max_length": "", "min_length": "", **context}
    return (
        t("server.body.field", "en", field=field, problem=t(key, "en", **values)),
        t("server.body.field", "it", field=field, problem=t(key, "it", **values)),
    )


def _shown(value: object) -> str:
    text = str(value)
    return text if len(text) <= 200 else text[:200] + "…"


async def validation_answer(_request: Request, error: Exception) -> JSONResponse:
    """The 422 of a body or query pydantic refused: the first problem, as sentences."""
    assert isinstance(error, RequestValidationError)
    problems = list(error.errors())
    first = problems[0] if problems else {"loc": (), "type": "value_error", "msg": "invalid"}
    english, italian = problem_sentences(dict(first))
    return JSONResponse(
        {
            "detail": english,
            "code": "bad_request",
            "detail_it": italian,
            "field": field_name(first.get("loc", ())),
        },
        status_code=422,
    )
