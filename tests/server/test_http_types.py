"""The browser's types of what the HTTP routes answer are generated from the OpenAPI schema:
the committed web-src/src/http-types.ts is what scripts/http_ts.py writes."""

from __future__ import annotations

import pytest
from scripts.http_ts import TARGET, generated, openapi, protocol_models, typescript
from scripts.protocol_ts import SchemaError


def test_the_committed_http_types_are_the_ones_generated_from_the_openapi_schema() -> None:
    assert TARGET.read_text(encoding="utf-8") == generated(), (
        "run .venv/bin/python -m scripts.http_ts"
    )


def test_every_json_route_is_typed_by_method_and_path() -> None:
    text = generated()
    answers = text.split("export interface Answers {")[1]
    for path, operations in openapi()["paths"].items():
        for method, operation in operations.items():
            if "application/json" in operation["responses"].get("200", {}).get("content", {}):
                assert f'  "{method.upper()} {path}": ' in answers
    assert '  "GET /api/tables": TableSummary[];' in answers
    assert "invite.svg" not in answers  # an image, not JSON


def test_a_model_the_socket_protocol_declares_too_is_imported_not_declared_again() -> None:
    text = generated()
    assert 'import type { SeatInfo } from "./protocol-types";' in text
    assert "export interface SeatInfo" not in text
    assert "  seats: SeatInfo[];" in text
    assert "export interface Refusal {" in text  # the refusals' body, for the client's errors


def test_a_model_named_like_the_protocols_but_of_another_type_is_an_error() -> None:
    api = openapi()
    protocol = protocol_models()
    seat = protocol["SeatInfo"]
    changed = {**seat, "properties": {**seat["properties"], "seat": {"type": "string"}}}
    with pytest.raises(SchemaError, match="SeatInfo"):
        typescript(api, {**protocol, "SeatInfo": changed})
