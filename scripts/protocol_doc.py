"""Writes the generated parts of docs/protocol.md: the JSON Schema and an example game.

Run: .venv/bin/python scripts/protocol_doc.py — the test suite checks that the schema in the
document is the one the code has.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from circolo.server.app import create_app
from circolo.server.protocol import json_schema
from circolo.storage.base import MemoryTableStore

DOC = Path(__file__).resolve().parent.parent / "docs" / "protocol.md"
SCHEMA_START, SCHEMA_END = "<!-- schema:start -->", "<!-- schema:end -->"
EXAMPLE_START, EXAMPLE_END = "<!-- example:start -->", "<!-- example:end -->"


def schema_block() -> str:
    """The JSON Schema of the protocol as a fenced block."""
    return "```json\n" + json.dumps(json_schema(), indent=2, sort_keys=True) + "\n```"


def example_block() -> str:
    """A real exchange: one human against three AI players, one hand to 1 point."""
    lines: list[str] = []

    def show(arrow: str, message: dict[str, Any]) -> None:
        lines.append(f"{arrow} {json.dumps(message, ensure_ascii=False)}")

    with TestClient(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as client:
        body = {"game": "tressette", "variant": "classico", "options": {"target": 1},
                "seats": ["human", "ai:heuristic", "ai:heuristic", "ai:heuristic"],
                "ai_delay_ms": 0, "names": {"0": "Anna"}}  # fmt: skip
        created = client.post("/api/tables", json=body).json()
        lines.append(f"POST /api/tables {json.dumps(body)}")
        lines.append(f"→ 201 {json.dumps(created)}")
        token = created["tokens"]["0"]
        with client.websocket_connect(f"/api/tables/{created['id']}/ws?token={token}") as ws:
            lines.append(f"WebSocket /api/tables/{created['id']}/ws?token=…")
            show("⇐", ws.receive_json())
            client.post(f"/api/tables/{created['id']}/start", json={"token": token})
            lines.append(f'POST /api/tables/{created["id"]}/start {{"token": "…"}}')
            number = 0
            while True:
                message = ws.receive_json()
                if message["type"] != "state":
                    show("⇐", message)
                    continue
                view = message["view"]
                if message["status"] == "finished":
                    show("⇐", message)
                    break
                if message["phase"] == "play" and view and view["to_move"] == 0:
                    show("⇐", message)
                    number += 1
                    play = {"type": "step", "id": number, "step": {"card": view["legal"][0]},
                            "turn": len(view["plays"])}  # fmt: skip
                    show("⇒", play)
                    ws.send_json(play)
    text = "\n".join(line.replace(token, "TOKEN") for line in lines)
    return "```text\n" + text + "\n```"


def replace_between(text: str, start: str, end: str, block: str) -> str:
    """``text`` with what lies between the two markers replaced by ``block``."""
    pattern = re.compile(re.escape(start) + ".*?" + re.escape(end), re.DOTALL)
    return pattern.sub(lambda _m: f"{start}\n{block}\n{end}", text)


def main() -> None:
    """Rewrite the generated parts of docs/protocol.md."""
    text = DOC.read_text(encoding="utf-8")
    text = replace_between(text, SCHEMA_START, SCHEMA_END, schema_block())
    text = replace_between(text, EXAMPLE_START, EXAMPLE_END, example_block())
    DOC.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
