"""The live evening (play/evening/live.py) as a server drives it: people join and the director
starts, rounds are made, tables hand in their boards' records one by one (here from
``play_board``, as the tables would make them), and what anyone may see — EVENING and the
record — never shows a board before every table has finished it, nor a secret."""

from __future__ import annotations

import json
from typing import Any

import pytest

from circolo.core.boards import plays_boards
from circolo.core.errors import CircoloError
from circolo.core.hosting.refusals import TableError
from circolo.core.registry import game_named
from circolo.play.evening.driver import EveningSetup, computer_entries, run_evening
from circolo.play.evening.live import LiveEvening
from circolo.play.evening.scoring import matches_ranking
from tests.referee.evening_referee import check_evening

SEED = 987654321012345
DIRECTOR = "d" * 64


def evening(entries: list[str], **settings: Any) -> LiveEvening:
    base: dict[str, Any] = {
        "game": "tressette", "variant": None, "options": {}, "format": "howell",
        "boards": 3, "rounds": None, "director_hash": DIRECTOR, "seed": SEED,
    }  # fmt: skip
    base.update(settings)
    return LiveEvening.create("ev1", entries=entries, **base)


def round_trip(live: LiveEvening) -> LiveEvening:
    again = LiveEvening.from_json(json.loads(json.dumps(live.to_json())))
    assert again == live
    return again


def play(live: LiveEvening, round_: int, table: int, board: int) -> dict[str, Any]:
    """The record table ``table`` of ``round_`` makes of ``board`` (people played by
    ``random``), seeded as ``circolo tournament run`` seeds its players."""
    seats = [seat.get("ai", "random") for seat in live.seating(round_, table)]
    return live.plays().play_board(
        live.game_options(), variant=live.variant, seed=live.seed, board=board, players=seats,
        player_seed=f"circolo/evening/{live.seed}/round/{round_}/table/{table}/board/{board}",
    )  # fmt: skip


def play_round(live: LiveEvening) -> LiveEvening:
    """Make the next round and play it board by board, table after table."""
    plan = live.next_plan()
    return finish_round(
        round_trip(live.next_round([f"t{plan.round}-{t.table}" for t in plan.tables]))
    )


def finish_round(live: LiveEvening) -> LiveEvening:
    """Play every board of the round made last, board by board, table after table."""
    plan = live.made[-1].plan
    done: dict[int, list[dict[str, Any]]] = {t.table: [] for t in plan.tables}
    for board in plan.tables[0].boards:
        for table in plan.tables:
            done[table.table].append(play(live, plan.round, table.table, board))
            live = live.with_results(plan.round, table.table, done[table.table])
    return round_trip(live)


def play_all(live: LiveEvening) -> LiveEvening:
    while not live.finished:
        live = play_round(live)
    return live


# ---- a whole evening -------------------------------------------------------------------------


#: Evenings of computer entries: (game, options, format, entry specs, boards).
RUNS = {
    "tressette-howell-4": ("tressette", {}, "howell", ["heuristic", "random"] * 2, 3),
    "briscola-mitchell-5": (
        "briscola", {"players": 4}, "mitchell", ["heuristic", "random", "random", "heuristic",
                                                 "random"], 3,
    ),
    "scopa-roundrobin-5": ("scopa", {}, "roundrobin", ["random", "heuristic"] * 2 + ["random"], 5),
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(RUNS))
def test_an_evening_driven_live_gives_the_record_tournament_run_gives(name: str) -> None:
    game_name, settings, format, specs, boards = RUNS[name]
    live = evening(
        [f"ai:{spec}" for spec in specs],
        game=game_name, options=settings, format=format, boards=boards,
    ).start(DIRECTOR)  # fmt: skip
    live = play_all(live)
    assert live.status == "finished" and live.round == live.round_total
    written = live.record()
    game = game_named(game_name)
    options = plays_boards(game).evening_options(game.with_values(game.preset(None), settings))
    setup = EveningSetup(
        game=game, options=options, variant=game.default_variant, format=format,
        entries=computer_entries(game, options, specs), boards=boards, rounds=None, seed=SEED,
    )  # fmt: skip
    assert written == run_evening(setup)
    assert check_evening(written) == []
    assert live.public_json()["standings"] == written["standings"]


def test_an_entry_sitting_out_has_no_table_this_round() -> None:
    live = evening(["open"] * 5, format="mitchell").join("Anna", 3, None, "h-anna")
    live = live.start(DIRECTOR).next_round(["t1", "t2"])  # round 1: 1-4, 2-5; 3 sits out
    assert live.made[0].plan.sitout == (3,)
    assert live.public_json("h-anna")["you"] == {"entry": 3, "table_id": None, "seat": None}
    live = finish_round(live).next_round(["u2", "u3"])  # round 2: tables 2 and 3
    assert [t.table for t in live.made[1].plan.tables] == [2, 3]
    assert live.public_json("h-anna")["you"] == {"entry": 3, "table_id": "u3", "seat": 0}
    assert finish_round(live).complete_boards() == {1, 2}


def test_a_swiss_evening_pairs_each_round_by_the_results_and_the_referee_agrees() -> None:
    live = evening(
        ["ai:heuristic", "ai:random", "ai:random", "ai:heuristic"],
        game="scopa", format="swiss", boards=4, rounds=2,
    ).start(DIRECTOR)  # fmt: skip
    live = play_round(live)
    first = live.made[0].plan
    assert [(t.ns, t.ew) for t in first.tables] == [(1, 2), (3, 4)]
    ranked = matches_ranking([1, 2, 3, 4], live.plans(), live.results())
    top, second = ranked[:2]
    assert frozenset((top, second)) not in {frozenset((t.ns, t.ew)) for t in first.tables}
    plan = live.next_plan()
    assert (plan.tables[0].ns, plan.tables[0].ew) == (top, second)
    live = play_round(live)
    assert live.finished
    assert check_evening(live.record()) == []


# ---- people ----------------------------------------------------------------------------------


def test_people_join_the_first_open_place_a_partner_joins_the_pair_then_it_is_full() -> None:
    live = evening(["open", "open", "open", "ai:heuristic"])
    live = live.join("Anna", None, None, "h-anna")
    live = live.join("Bruno", None, None, "h-bruno")
    live = live.join("Carla", 1, None, "h-carla")  # Anna's partner
    assert [live.entry_of(h) for h in ("h-anna", "h-bruno", "h-carla")] == [
        (1, 0), (2, 0), (1, 1),
    ]  # fmt: skip
    with pytest.raises(TableError) as taken:
        live.join("Dario", 1, None, "h-dario")
    assert (taken.value.code, taken.value.http_status) == ("entry_taken", 409)
    with pytest.raises(TableError) as computer:
        live.join("Dario", 4, None, "h-dario")
    assert computer.value.code == "entry_taken"
    live = live.join("Dario", None, None, "h-dario")  # entry 3, nobody's yet
    live = live.join("Elena", None, None, "h-elena")  # Bruno's partner, the first free place
    live = live.join("Fabio", None, None, "h-fabio")
    assert [live.entry_of(h) for h in ("h-dario", "h-elena", "h-fabio")] == [
        (3, 0), (2, 1), (3, 1),
    ]  # fmt: skip
    with pytest.raises(TableError) as full:
        live.join("Gina", None, None, "h-gina")
    assert (full.value.code, full.value.http_status) == ("evening_full", 409)
    assert [entry["name"] for entry in live.public_json()["entries"]] == [
        "Anna & Carla", "Bruno & Elena", "Dario & Fabio", "heuristic",
    ]  # fmt: skip
    assert round_trip(live).entry_of("h-fabio") == (3, 1)


def test_a_started_evening_takes_nobody_and_an_invitation_asks_for_its_code() -> None:
    live = evening(["open", "open", "open", "open"], invite=True, code="secret-code")
    with pytest.raises(TableError) as wrong:
        live.join("Anna", None, "guess", "h-anna")
    assert (wrong.value.code, wrong.value.http_status) == ("bad_code", 403)
    with pytest.raises(TableError):
        live.join("Anna", None, None, "h-anna")
    live = live.join("Anna", None, "secret-code", "h-anna").start(DIRECTOR)
    with pytest.raises(TableError) as started:
        live.join("Bruno", None, "secret-code", "h-bruno")
    assert (started.value.code, started.value.http_status) == ("evening_started", 409)
    assert set(wrong.value.sentences()[1]) and wrong.value.sentences()[0] != wrong.value.key


def test_start_fills_the_open_places_with_the_games_takeover_player_by_the_director_only() -> None:
    live = evening(["open", "open", "ai:random", "open"]).join("Anna", None, None, "h-anna")
    with pytest.raises(TableError) as refused:
        live.start("h-anna")
    assert (refused.value.code, refused.value.http_status) == ("not_director", 403)
    started = live.start(DIRECTOR)
    assert started.status == "playing" and started.start(DIRECTOR) == started
    entries = started.public_json()["entries"]
    assert [(e["people"], e["computer"], e["open"]) for e in entries] == [
        (["Anna"], "heuristic", 0), ([], "heuristic", 0), ([], "random", 0), ([], "heuristic", 0),
    ]  # fmt: skip
    pinnacola = evening(["open"] * 4, game="pinnacola", options={"players": 4}, rounds=2)
    assert {e["computer"] for e in pinnacola.start(DIRECTOR).public_json()["entries"]} == {"medium"}


def test_the_settings_tournament_run_refuses_are_refused_with_a_sentence() -> None:
    cases: list[tuple[list[str], dict[str, Any]]] = [
        (["open", "open", "open"], {}),  # 3 entries cannot play duplicate
        (["open", "human", "open", "open"], {}),
        (["open", "ai:human", "open", "open"], {}),
        (["open", "ai:pimc:ms=500", "open", "open"], {}),
        (["open", "ai:nobody", "open", "open"], {}),
        (["open"] * 4, {"boards": 2, "rounds": 3}),
        (["open"] * 4, {"format": "ladder"}),
        (["open"] * 4, {"options": {"second_game": "briscola"}}),
    ]
    for entries, settings in cases:
        with pytest.raises(CircoloError) as refused:
            evening(entries, **settings)
        assert refused.value.message("it") and refused.value.message("en")


# ---- what anyone sees ------------------------------------------------------------------------


def test_the_record_while_playing_holds_only_the_boards_finished_at_every_table() -> None:
    live = evening(["open", "ai:random", "open", "ai:heuristic"], boards=6)
    live = live.join("Anna", 1, None, "h-a")
    live = live.start(DIRECTOR)
    plan = live.next_plan()
    live = live.next_round(["t1", "t2"])
    one = [play(live, 1, 1, 1)]
    live = live.with_results(1, 1, one)
    written = live.record()
    assert live.complete_boards() == set() and written["boards"] == []
    assert all(t["records"] == [] and t["boards"] == [] for t in written["rounds"][0]["tables"])
    assert written["seed"] is None
    assert all(row["max"] == 0 for row in live.public_json()["standings"]["entries"])
    live = live.with_results(1, 2, [play(live, 1, 2, 1)])
    live = live.with_results(1, 1, [*one, play(live, 1, 1, 2)])
    written = live.record()
    assert live.complete_boards() == {1}
    assert [board["board"] for board in written["boards"]] == [1]
    for table in written["rounds"][0]["tables"]:
        assert table["boards"] == [1] and [r["seed"] for r in table["records"]] == [None]
    assert written["entries"][0]["players"] == ["human", "heuristic"]
    assert [t["played"] for t in live.public_json()["rounds"][0]["tables"]] == [2, 1]
    assert plan.tables[0].boards == (1, 2)  # 6 boards in 3 rounds
    assert round_trip(live).record() == written


def test_evening_json_names_you_and_never_shows_a_seed_a_hash_or_the_code() -> None:
    live = evening(["open", "open", "open", "open"], invite=True, code="the-code-xyz")
    live = live.join("Anna", None, "the-code-xyz", "hash-anna-0123").start(DIRECTOR)
    live = live.next_round(["tA", "tB"])  # round 1: 2-3 at table 1, 1-4 at table 2
    seen = live.public_json("hash-anna-0123")
    assert seen["you"] == {"entry": 1, "table_id": "tB", "seat": 0}
    assert "you" not in live.public_json("someone-else") and "you" not in live.public_json()
    assert seen["rounds"][0]["tables"][1]["table_id"] == "tB"
    assert [r["round"] for r in seen["rounds"]] == [1, 2, 3]  # the whole fixed movement
    assert seen["rounds"][1]["tables"][0]["table_id"] is None
    text = json.dumps(seen)
    for secret in (str(SEED), DIRECTOR, "hash-anna-0123", "the-code-xyz"):
        assert secret not in text
    assert "seed" not in text and "hash" not in text and "code" not in text
    finished = play_all(finish_round(live))
    assert str(SEED) not in json.dumps(finished.public_json("hash-anna-0123"))
    assert finished.record()["seed"] == SEED
