"""The WebSocket protocol's whole schema: the messages of
:mod:`circolo.core.hosting.protocol` with every registered game's ``state`` and answers, told
apart by the state's ``game``.

docs/protocol.md has this JSON Schema (:func:`json_schema`) and a whole example game.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Union

from pydantic import BaseModel, Field, TypeAdapter

from circolo.core.hosting.protocol import CLIENT_MESSAGE, COMMON_SERVER_MESSAGES, PROTOCOL_VERSION


def _union(models: tuple[type[BaseModel], ...], discriminator: str) -> Any:
    """One model, or the union of several told apart by their ``discriminator`` field."""
    if len(models) == 1:
        return models[0]
    return Annotated[Union[models], Field(discriminator=discriminator)]  # noqa: UP007


@cache
def state_messages() -> TypeAdapter[Any]:
    """Every game's ``state`` message, told apart by its ``game`` (from the registry).

    Not for the server's hot path: the tables build snapshots as plain dicts; tests check
    real snapshots against these models (``validate_json``)."""
    from circolo.games import GAMES

    return TypeAdapter(_union(tuple(g.state_message() for g in GAMES.values()), "game"))


@cache
def server_messages() -> TypeAdapter[Any]:
    """Every message the server sends: the common ones, each game's ``state`` (by ``game``)
    and the answers only one game gives (a suggestion, the ways to lay some cards)."""
    from circolo.games import GAMES

    states = _union(tuple(g.state_message() for g in GAMES.values()), "game")
    answers = tuple(m for g in GAMES.values() for m in g.answer_messages())
    union: Any = Union[(*COMMON_SERVER_MESSAGES, states, *answers)]
    return TypeAdapter(union)


def json_schema() -> dict[str, Any]:
    """The JSON Schema of both directions of the protocol (for docs/protocol.md): what
    clients may send, and what the server sends (every game's parts typed)."""
    return {
        "client": CLIENT_MESSAGE.json_schema(),
        "server": server_messages().json_schema(mode="serialization"),
        "version": PROTOCOL_VERSION,
    }
