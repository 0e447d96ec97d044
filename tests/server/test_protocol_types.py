"""The browser's types of what the server sends are generated from the protocol's schema:
the committed web-src/src/protocol-types.ts is what scripts/protocol_ts.py writes."""

from __future__ import annotations

import pytest
from scripts.protocol_ts import TARGET, SchemaError, declaration, generated, ts_type


def test_the_committed_typescript_types_are_the_ones_generated_from_the_schema() -> None:
    assert TARGET.read_text(encoding="utf-8") == generated(), (
        "run .venv/bin/python scripts/protocol_ts.py"
    )


def test_every_server_message_and_each_games_state_is_declared() -> None:
    text = generated()
    assert "export type ServerMessage = " in text and "export type StateMessage = " in text
    from circolo.games import GAMES

    for game in GAMES.values():
        state = game.state_message().__name__
        assert f"export interface {state} {{" in text
        assert f'  game: "{game.name}";' in text.split(f"export interface {state} {{")[1]


def test_a_closed_object_becomes_an_interface_with_its_optional_fields_marked() -> None:
    schema = {
        "type": "object",
        "description": "A ``thing``.",
        "additionalProperties": False,
        "properties": {
            "name": {"type": "string"},
            "kind": {"enum": ["a", "b"]},
            "pair": {"type": "array", "prefixItems": [{"type": "integer"}] * 2},
            "none": {"type": "array", "items": {}, "maxItems": 0},
            "refs": {
                "type": "array",
                "items": {"anyOf": [{"$ref": "#/$defs/X"}, {"type": "null"}]},
            },
            "map": {"type": "object", "additionalProperties": {"type": "boolean"}},
        },
        "required": ["name", "pair"],
    }
    assert declaration("Thing", schema) == "\n".join(
        [
            "/** A `thing`. */",
            "export interface Thing {",
            "  name: string;",
            '  kind?: "a" | "b";',
            "  pair: [number, number];",
            "  none?: [];",
            "  refs?: (X | null)[];",
            "  map?: Record<string, boolean>;",
            "}",
        ]
    )


def test_an_open_object_keeps_its_other_keys_as_unknown() -> None:
    schema = {"type": "object", "properties": {"code": {"type": "string"}}, "required": ["code"]}
    assert declaration("Reason", schema).splitlines()[-2] == "  [key: string]: unknown;"


def test_a_schema_the_generator_does_not_know_is_an_error_not_a_guess() -> None:
    with pytest.raises(SchemaError):
        ts_type({"type": "string", "pattern": "^a"})
    with pytest.raises(SchemaError):
        ts_type({"$ref": "#/definitions/X"})
