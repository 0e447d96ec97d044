"""Rated tables are marked as such (issue 54): a table's listing says whether its match may
move ratings — people in every seat of a game with ratings, not training — so the lobby can
show it before anyone sits down."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.server.app import create_app
from circolo.storage.base import MemoryTableStore


@pytest.mark.parametrize(
    ("body", "rated"),
    [
        ({"game": "tressette", "seats": ["human", "open", "open", "open"]}, True),
        ({"game": "briscola", "seats": ["human", "open"], "options": {"players": 2}}, True),
        ({"game": "scopa", "seats": ["human", "open"]}, True),
        ({"game": "tressette", "seats": ["human", "open", "ai:heuristic", "open"]}, False),
        ({"game": "briscola", "seats": ["human", "ai:random"], "options": {"players": 2}}, False),
        ({"game": "pinnacola", "seats": ["human", "open", "open", "open"]}, False),
    ],
    ids=["tressette-people", "briscola-people", "scopa-people", "tressette-computer",
         "briscola-computer", "pinnacola-own-boards"],
)  # fmt: skip
def test_a_tables_listing_says_whether_its_match_may_move_ratings(
    body: dict[str, Any], rated: bool
) -> None:
    with TestClient(create_app(MemoryTableStore())) as client:
        made = client.post("/api/tables", json={**body, "ai_delay_ms": 0})
        assert made.status_code == 201, made.text
        table = client.get(f"/api/tables/{made.json()['id']}").json()
        assert table["rated"] is rated
