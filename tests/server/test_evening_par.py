"""A board's par (``GET /api/evenings/{id}/boards/{k}``): for a game with a solver, each
side's points with the board's deal played double dummy from the first lead, as the solver
gives them in this test; refused while some table has not finished the board (hidden
information); null for a game with no solver."""

from __future__ import annotations

from fastapi.testclient import TestClient

from circolo.core.cards.italian import parse_cards
from circolo.games.tressette.analysis import process_solver
from circolo.games.tressette.rules import SEATS
from circolo.storage.base import MemoryTableStore
from tests.server.evening_tables import InstantTables
from tests.server.test_evenings import app_with, create, wait_for


def started(client: TestClient, **changes: object) -> str:
    made = create(client, **changes)
    client.post(f"/api/evenings/{made['id']}/start", json={"token": made["director_token"]})
    return str(made["id"])


def test_a_finished_tressette_board_has_the_solver_s_par() -> None:
    with app_with(MemoryTableStore(), InstantTables()) as client:
        evening_id = started(client)
        wait_for(client, evening_id, lambda e: e["status"] == "finished")
        record = client.get(f"/api/evenings/{evening_id}/record").json()
        solver = process_solver()
        for board in record["boards"][:2]:
            hands = [parse_cards(cards) for cards in board["deal"]]
            leader = (board["dealer"] + 1) % SEATS
            expected = [solver.value(hands, leader, team=team) // 3 for team in (0, 1)]
            answer = client.get(f"/api/evenings/{evening_id}/boards/{board['board']}")
            assert answer.status_code == 200, answer.text
            assert answer.json() == {"board": board["board"], "par": {"points": expected}}
            assert sum(expected) == 11  # every card point and the last trick, whole
        again = client.get(f"/api/evenings/{evening_id}/boards/1").json()
        assert again == client.get(f"/api/evenings/{evening_id}/boards/1").json()
        assert client.get(f"/api/evenings/{evening_id}/boards/0").status_code == 422
        assert client.get("/api/evenings/nope/boards/1").status_code == 404


def test_no_par_is_given_for_a_board_some_table_has_not_finished() -> None:
    tables = InstantTables(hold=True)
    with app_with(MemoryTableStore(), tables) as client:
        evening_id = started(client, boards=6)  # two boards a round
        seen = wait_for(client, evening_id, lambda e: e["round"] == 1)
        first, second = (t["table_id"] for t in seen["rounds"][0]["tables"])
        tables.release(first, 2)
        wait_for(client, evening_id, lambda e: e["rounds"][0]["tables"][0]["played"] == 2)
        refused = client.get(f"/api/evenings/{evening_id}/boards/1")
        assert refused.status_code == 409 and refused.json()["code"] == "board_unfinished"
        assert client.get(f"/api/evenings/{evening_id}/boards/5").status_code == 409
        tables.release(second, 1)
        wait_for(client, evening_id, lambda e: e["rounds"][0]["tables"][1]["played"] == 1)
        assert client.get(f"/api/evenings/{evening_id}/boards/1").json()["par"] is not None
        assert client.get(f"/api/evenings/{evening_id}/boards/2").status_code == 409


def test_a_game_with_no_solver_has_no_par() -> None:
    with app_with(MemoryTableStore(), InstantTables()) as client:
        evening_id = started(
            client, game="briscola", options={"players": 2}, format="roundrobin",
            entries=["ai:random", "ai:heuristic", "ai:random"],
        )  # fmt: skip
        wait_for(client, evening_id, lambda e: e["status"] == "finished")
        answer = client.get(f"/api/evenings/{evening_id}/boards/1")
        assert answer.status_code == 200 and answer.json() == {"board": 1, "par": None}
