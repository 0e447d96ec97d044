"""Input at the HTTP edge: every body a typed model, every refusal a sentence naming the field.

Bad input is a 422 that names the field (never a 500), a body that cannot be read a 400,
training tables are one person's, booleans are JSON booleans, and the API's documentation
is served only when asked for.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.server.app import create_app
from circolo.storage.base import MemoryTableStore

FOUR = ["human", "ai:random", "ai:random", "ai:random"]


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(MemoryTableStore()), raise_server_exceptions=False) as test:
        yield test


def refused(client: TestClient, path: str, body: Any, status: int = 422) -> dict[str, Any]:
    response = client.post(path, json=body)
    assert response.status_code == status, response.text
    answer: dict[str, Any] = response.json()
    assert isinstance(answer["detail"], str) and isinstance(answer["detail_it"], str)
    return answer


# -- 2. training tables are for their one player ----------------------------------------------


@pytest.mark.parametrize(
    "seats",
    [
        ["human", "human", "ai:random", "ai:random"],
        ["human", "open", "ai:random", "ai:random"],
        ["ai:random", "ai:random", "ai:random", "ai:random"],
    ],
)
def test_a_training_table_has_exactly_one_human_seat_and_no_open_one(
    client: TestClient, seats: list[str]
) -> None:
    answer = refused(client, "/api/tables", {"seats": seats, "training": True})
    assert "training table is one person" in answer["detail"]
    assert "allenamento" in answer["detail_it"]


@pytest.mark.parametrize("value", ["false", "true", 0, 1, None])
def test_training_is_a_json_boolean_and_nothing_else(client: TestClient, value: Any) -> None:
    answer = refused(client, "/api/tables", {"seats": FOUR, "training": value})
    assert answer["field"] == "training"
    assert "true or false" in answer["detail"]


def test_a_training_table_of_one_person_against_the_computer_is_made(client: TestClient) -> None:
    response = client.post("/api/tables", json={"seats": FOUR, "training": True})
    assert response.status_code == 201
    assert client.get(f"/api/tables/{response.json()['id']}").json()["training"] is True


# -- 3. every body a pydantic model -----------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        ({"seats": "human"}, "seats", "list"),
        ({"seats": ["human", 3, "open", "open"]}, "seats.1", "text"),
        ({"ai_delay_ms": "900"}, "ai_delay_ms", "whole number"),
        ({"ai_delay_ms": 10_001}, "ai_delay_ms", "at most 10000"),
        ({"options": {"target": [1]}}, "options.target", "an option's value"),
        ({"options": "fast"}, "options", "object"),
        ({"names": {"0": "Anna\u0000"}}, "names.0", "printable"),
        ({"names": {"0": "Anna\nBea"}}, "names.0", "printable"),
        ({"names": {"0": "\u0007bell"}}, "names.0", "printable"),
        ({"names": {"0": "x" * 41}}, "names.0", "at most 40"),
        ({"names": {"0": "x" * 100_00}}, "names.0", "at most 40"),
        ({"names": {"0": ""}}, "names.0", "empty"),
        ({"names": {"0": 12}}, "names.0", "text"),
        ({"names": {"7": "Anna"}}, "names.7", "not allowed"),
        ({"profiles": {"0": {"id": "x"}}}, "profiles.0.secret", "required"),
        ({"colour": "red"}, "colour", "no such field"),
    ],
)
def test_a_bad_table_body_is_a_422_naming_the_field(
    client: TestClient, body: dict[str, Any], field: str, words: str
) -> None:
    answer = refused(client, "/api/tables", {"seats": FOUR, **body})
    assert answer["field"] == field
    assert answer["detail"].startswith(f"{field}: ") and words in answer["detail"]
    assert answer["detail_it"].startswith(f"{field}: ")


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/api/profiles", {"nickname": None}, "nickname"),
        ("/api/profiles", {"nickname": ["Anna"]}, "nickname"),
        ("/api/profiles", {}, "nickname"),
        ("/api/profiles/abc/rename", {"secret": "s", "nickname": "a\tb"}, "nickname"),
        ("/api/profiles/abc/reset", {"secret": 5}, "secret"),
        ("/api/tables/abc/join", {"seat": "1"}, "seat"),
        ("/api/tables/abc/join", {"seat": 9}, "seat"),
        ("/api/tables/abc/join", {"seat": True}, "seat"),
        ("/api/tables/abc/join", {"seat": 1, "name": "x" * 41}, "name"),
        ("/api/tables/abc/start", {"token": {"a": 1}}, "token"),
        ("/api/tables/abc/leave", {}, "token"),
    ],
)
def test_every_route_refuses_a_bad_body_naming_the_field(
    client: TestClient, path: str, body: Any, field: str
) -> None:
    answer = refused(client, path, body)
    assert answer["field"] == field


@pytest.mark.parametrize("path", ["/api/profiles", "/api/tables"])
def test_a_lone_surrogate_in_a_body_is_refused(client: TestClient, path: str) -> None:
    raw = b'{"nickname": "\\ud83dx", "names": {"0": "\\udc00"}}'
    response = client.post(path, content=raw, headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and "surrogate" in response.json()["detail"]


def test_a_body_that_is_not_utf8_gets_a_400_with_a_sentence(client: TestClient) -> None:
    raw = '{"nickname": "Caff\u00e8"}'.encode("latin-1")
    response = client.post(
        "/api/profiles", content=raw, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400
    assert "not UTF-8" in response.json()["detail"]
    assert "UTF-8" in response.json()["detail_it"]


@pytest.mark.parametrize(
    ("raw", "words"),
    [(b"{", "not valid JSON"), (b"[" * 5000 + b"]" * 5000, "depth"), (b"\xff\xfe", "UTF-8")],
)
def test_a_body_that_cannot_be_read_gets_a_400(client: TestClient, raw: bytes, words: str) -> None:
    response = client.post("/api/tables", content=raw, headers={"Content-Type": "application/json"})
    assert response.status_code == 400 and words in response.json()["detail"]


def test_a_huge_body_is_refused_before_it_is_read(client: TestClient) -> None:
    raw = b'{"nickname": "' + b"x" * 200_000 + b'"}'
    response = client.post(
        "/api/profiles", content=raw, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 413 and "too big" in response.json()["detail"]


def test_printable_names_of_any_language_are_kept(client: TestClient) -> None:
    response = client.post("/api/profiles", json={"nickname": "  Nicolò 🂡 Bianchi  "})
    assert response.status_code == 201 and response.json()["nickname"] == "Nicolò 🂡 Bianchi"


def test_every_route_with_a_body_has_its_model_in_the_openapi_schema() -> None:
    schema = create_app(MemoryTableStore(), api_docs=True).openapi()
    models = set(schema["components"]["schemas"])
    assert {"NewTable", "JoinSeat", "SeatToken", "NewProfile", "Rename", "ProfileSecret"} <= models
    for path, methods in schema["paths"].items():
        post = methods.get("post")
        if post is not None and not path.endswith("/ws"):
            assert "requestBody" in post, f"POST {path} takes no typed body"


@pytest.mark.parametrize(
    "query",
    ["limit=lots", "limit=-1", "limit=100000", "status=secret", "offset=-3", "offset=x"],
)
def test_a_bad_listing_query_is_a_422_naming_it(client: TestClient, query: str) -> None:
    response = client.get(f"/api/tables?{query}")
    assert response.status_code == 422
    assert response.json()["field"] == query.split("=")[0]


@pytest.mark.parametrize(
    "path",
    ["/api/tables/%00", "/api/tables/" + "x" * 5000, "/api/tables/%ED%A0%80/record",
     "/api/profiles/%00", "/api/profiles/" + "é" * 300],
)  # fmt: skip
def test_odd_ids_in_the_path_are_not_found_with_a_sentence(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404 and isinstance(response.json()["detail"], str)


# -- 13. the API's documentation only when asked ----------------------------------------------


@pytest.mark.parametrize("path", ["/docs", "/redoc", "/openapi.json"])
def test_the_api_documentation_is_not_served_unless_asked(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404 or "swagger" not in response.text.lower()
    assert "openapi" not in response.text[:200].lower()


def test_the_api_documentation_is_served_with_api_docs() -> None:
    with TestClient(create_app(MemoryTableStore(), api_docs=True)) as client:
        assert client.get("/openapi.json").json()["info"]["title"] == "Circolo"
        assert client.get("/docs").status_code == 200


def test_circolo_serve_takes_api_docs_and_the_caps() -> None:
    from circolo.cli import _build_parser
    from circolo.cli.serve import limits_of

    args = _build_parser().parse_args(
        ["serve", "--api-docs", "--max-tables", "7", "--tables-per-minute", "30",
         "--connections-per-address", "9", "--finished-table-minutes", "0.5"]
    )  # fmt: skip
    assert args.api_docs is True
    limits = limits_of(args)
    assert (limits.max_tables, limits.creations_per_minute) == (7, 30.0)
    assert (limits.connections_per_address, limits.finished_ttl_s) == (9, 30.0)
