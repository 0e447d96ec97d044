"""Every HTTP route declares what it answers (a model of circolo/server/schemas/), and the
model changes nothing in the JSON the route makes: its keys, their order, which are left out
and which are null. Every refusal the API documents is the one refusal body."""

from __future__ import annotations

import typing
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.routing import APIRoute, APIWebSocketRoute, iter_route_contexts
from fastapi.testclient import TestClient
from pydantic import BaseModel, TypeAdapter
from starlette.routing import Mount, Route

from circolo.games import GAMES
from circolo.server.app import create_app
from circolo.server.schemas.refusals import Refusal
from circolo.storage.base import MemoryTableStore
from tests.server.test_pinnacola import finish

#: The JSON a route's own dict makes (what FastAPI sent before the routes had models).
AS_MADE: TypeAdapter[Any] = TypeAdapter(Any)


@pytest.fixture
def client() -> Iterator[TestClient]:
    app = create_app(MemoryTableStore(), ready_timeout_s=0.05, seasons={}, metrics=True)
    with TestClient(app) as test_client:
        yield test_client


def _model(annotation: object) -> object:
    """The model of a response: the element's for a list of them."""
    return typing.get_args(annotation)[0] if typing.get_origin(annotation) is list else annotation


def test_every_http_route_declares_the_model_of_its_answer_or_its_media_type() -> None:
    app = create_app(MemoryTableStore(), metrics=True, api_docs=True)
    seen: set[str] = set()
    for context in iter_route_contexts(app.routes):
        route = context.original_route
        if isinstance(route, APIWebSocketRoute | Mount):  # the sockets; the browser client
            continue
        if not isinstance(route, APIRoute):  # the API's own documentation pages
            assert isinstance(route, Route) and not route.include_in_schema, context.path
            continue
        for method in route.methods or ():
            seen.add(f"{method} {context.path}")
        model = _model(route.response_model)
        if model is None:  # not JSON: what it sends is documented
            ok = route.responses.get(200, {})
            assert ok.get("content") and "application/json" not in ok["content"], context.path
        else:
            assert isinstance(model, type) and issubclass(model, BaseModel), context.path
    documented = {
        f"{method.upper()} {path}" for path, ops in app.openapi()["paths"].items() for method in ops
    }
    assert seen == documented and len(seen) >= 20


def test_every_refusal_the_api_documents_is_the_refusal_body(client: TestClient) -> None:
    api = client.app.openapi()  # type: ignore[attr-defined]
    refusals = [
        response["content"]["application/json"]["schema"]
        for operations in api["paths"].values()
        for operation in operations.values()
        for status, response in operation["responses"].items()
        if not status.startswith("2")
    ]
    assert refusals and all(r == {"$ref": "#/components/schemas/Refusal"} for r in refusals)
    assert "HTTPValidationError" not in api["components"]["schemas"]
    missing = client.get("/api/tables/nowhere")
    unfit = client.post("/api/tables", json={"seats": "four"})
    assert (missing.status_code, unfit.status_code) == (404, 422)
    assert Refusal.model_validate(missing.json()).field is None
    assert Refusal.model_validate(unfit.json()).field == "seats"


def test_a_games_info_and_board_are_sent_key_for_key_as_the_game_made_them(
    client: TestClient,
) -> None:
    lobby = client.app.state.lobby  # type: ignore[attr-defined]
    for name, game in GAMES.items():
        assert client.get(f"/api/games/{name}").content == AS_MADE.dump_json(game.info()), name
        board = client.portal.call(lobby.profiles.leaderboard, name, {}, 50)  # type: ignore[union-attr]
        answer = client.get("/api/leaderboard", params={"game": name})
        assert answer.content == AS_MADE.dump_json(board), name


def test_a_tables_summary_and_record_are_sent_key_for_key_as_the_table_made_them(
    client: TestClient,
) -> None:
    lobby = client.app.state.lobby  # type: ignore[attr-defined]
    portal = client.portal
    assert portal is not None
    for name, game in GAMES.items():
        seats = ["human"] + ["open"] * (game.seat_counts[0] - 1)
        waiting = client.post("/api/tables", json={"game": name, "seats": seats}).json()["id"]
        body = {"game": name, "seats": ["ai:random"] * game.seat_counts[0], "ai_delay_ms": 0,
                "options": dict(game.short_match)}  # fmt: skip
        played = client.post("/api/tables", json=body).json()["id"]
        finish(client, played)
        for table in (waiting, played):
            summary = client.get(f"/api/tables/{table}")
            assert summary.content == AS_MADE.dump_json(portal.call(lobby.summary, table)), name
            record = client.get(f"/api/tables/{table}/record")
            assert record.content == AS_MADE.dump_json(portal.call(lobby.record, table)), name
        assert "secret" in client.get(f"/api/tables/{played}/record").json(), name
        assert "secret" not in client.get(f"/api/tables/{waiting}/record").json(), name
