"""Time per board at the server's own board tables: a round that runs past its time (its
tables made + gather + boards times ``seconds_per_board``) has the computer play on for every
person still at its tables, the records naming the computer for the seats it played; the
deadline is kept in the evening's state (a restart keeps it)."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from circolo.play.evening.replay import replay_evening
from circolo.server.app import create_app
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore
from tests.referee.evening_referee import check_evening
from tests.server.test_evenings import join, wait_for


class Clock:
    """The time now, until the test makes it run fast: then every look is a thousand
    seconds on (every round's time is up at its driver's next look)."""

    def __init__(self) -> None:
        self.fast = False
        self.ahead = 0.0

    def __call__(self) -> float:
        if self.fast:
            self.ahead += 1000.0
        return time.time() + self.ahead


def test_a_person_who_never_plays_a_card_has_the_computer_play_on_once_the_time_is_up() -> None:
    clock = Clock()
    app = create_app(MemoryTableStore(), evening_poll_s=0.05, limits=Limits(evening_gather_s=30.0))
    with TestClient(app) as client:
        app.state.evenings.clock = clock
        made = client.post(
            "/api/evenings",
            json={"game": "briscola", "options": {"players": 2}, "format": "roundrobin",
                  "boards": 3, "entries": ["open", "ai:random", "ai:heuristic"],
                  "ai_delay_ms": 0, "seconds_per_board": 60},
        ).json()  # fmt: skip
        evening_id = made["id"]
        token = join(client, evening_id, "Anna")["token"]
        client.post(f"/api/evenings/{evening_id}/start", json={"token": made["director_token"]})

        def anna_seated() -> dict[str, Any]:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                seen = client.get(f"/api/evenings/{evening_id}?token={token}").json()
                if seen["you"]["table_id"] is not None and seen["status"] == "playing":
                    played = seen["rounds"][seen["round"] - 1]["tables"]
                    mine = [t for t in played if t["table_id"] == seen["you"]["table_id"]]
                    if mine and mine[0]["played"] == 0:
                        return dict(seen)
                time.sleep(0.02)
            raise AssertionError("Anna never got a table")

        # A round Anna plays (round 1, or round 2 after her sit-out): she comes and never plays.
        seen = anna_seated()
        table_id = seen["you"]["table_id"]
        with client.websocket_connect(f"/api/tables/{table_id}/ws?token={token}") as ws:
            ws.receive_json()  # her seat's snapshot: the table starts, waiting for her card
            time.sleep(0.5)
            summary = client.get(f"/api/tables/{table_id}").json()
            assert summary["status"] == "playing" and summary["score"]["played"] == 0
            stored = app.state.evenings.store
            assert client.portal is not None
            state = client.portal.call(stored.load_evening, evening_id).state
            deadline = state["made"][seen["round"] - 1]["deadline"]
            boards = len(seen["rounds"][seen["round"] - 1]["tables"][0]["boards"])
            assert time.time() + 30 + boards * 60 - 5 < deadline < time.time() + 30 + boards * 60
            assert state["made"][seen["round"] - 1]["clocked"] is False

            clock.fast = True  # the round's time is up, and every later round's
            done = wait_for(client, evening_id, lambda e: e["status"] == "finished")
        assert done["status"] == "finished"
        record = client.get(f"/api/evenings/{evening_id}/record").json()
        assert replay_evening(1, record) == [] and check_evening(record) == []
        anna = [
            played["players"][0 if table["ns"] == 1 else 1]
            for round_ in record["rounds"] for table in round_["tables"]
            if 1 in (table["ns"], table["ew"]) for played in table["records"]
        ]  # fmt: skip
        assert anna and "human" not in anna  # the computer played every board of hers
        refused = client.get(f"/api/tables/{table_id}").json()
        assert refused["status"] == "finished"
