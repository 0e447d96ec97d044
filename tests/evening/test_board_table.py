"""An evening's table on the server (play/board_set.py, server/board_tables.py): it plays its
boards one after another, each from 0-0 dealt as the game's ``deal_board`` deals it (the
same cards as ``circolo tournament run``), its people's seats open with their evening
tokens, absent people are played by the computer, a restart finishes it the same, nothing
of a board leaves it before that board is dealt there, and nobody reads its record early."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from circolo.core.boards import PlaysBoards, board_dealer, plays_boards
from circolo.core.hosting.protocol import StepMessage
from circolo.core.hosting.refusals import TableError
from circolo.games import GAMES, game_named
from circolo.play.board_set import BoardTableSpec
from circolo.play.commands import Connect, Leave, Move, Ready, Start, Watch
from circolo.play.seat import hash_token
from circolo.play.table import Table
from circolo.server.app import create_app
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.reliability.test_hidden_information import codes_in
from tests.server.peers import RecordingPeer

SEED = 20240611
BOARDS = (3, 4)


def _steady(name: str) -> str:
    """A computer player of the game that draws nothing by chance (its takeover player):
    the same cards, the same plays, at a table as in ``play_board``."""
    return game_named(name).table_part().takeover_ai


def _sizes() -> list[tuple[str, int]]:
    """Every game of club evenings at each table size it plays."""
    sizes = []
    for name, game in GAMES.items():
        if isinstance(game, PlaysBoards):
            for seats in game.seat_counts:
                try:
                    _options(name, seats)
                except Exception:
                    continue
                sizes.append((name, seats))
    return sizes


def _options(name: str, seats: int) -> Any:
    game = game_named(name)
    plays = plays_boards(game)
    options = plays.evening_options(game.table_options(None, seats, {}))
    assert plays.table_seats(options) == seats
    return options


def _spec(
    name: str,
    seats: int,
    *,
    table_id: str = "ev-t1",
    specs: tuple[str, ...] | None = None,
    people: tuple[tuple[int, str, str], ...] = (),
    boards: tuple[int, ...] = BOARDS,
    ai_delay_ms: int = 0,
    begin_after_s: float = 60.0,
) -> BoardTableSpec:
    game = game_named(name)
    return BoardTableSpec(
        table_id=table_id,
        secret="ab" * 16,
        game=name,
        variant=None,
        options=game.options_json(_options(name, seats)),
        seats=specs or (f"ai:{_steady(name)}",) * seats,
        people=people,
        evening="ev1",
        round=2,
        table=1,
        boards=boards,
        seed=SEED,
        ai_delay_ms=ai_delay_ms,
        begin_after_s=begin_after_s,
    )


async def _until(check: Any, timeout: float = 60.0) -> None:
    """Wait until ``check()`` holds (the tables play on their own tasks)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not check():
        assert loop.time() < end, "the table did not get there in time"
        await asyncio.sleep(0.01)


def _expected(
    name: str, seats: int, board: int, players: list[str], player_seed: str = "anything"
) -> dict[str, Any]:
    plays = plays_boards(game_named(name))
    return plays.play_board(
        _options(name, seats), variant=None, seed=SEED, board=board, players=players,
        player_seed=player_seed,
    )  # fmt: skip


def _same_as_play_board(name: str, seats: int, records: list[dict[str, Any]]) -> None:
    """Each record is what ``play_board`` writes for its board and players: the whole record
    where the players draw nothing by chance (``play_board`` with other player seeds agrees),
    else its shape and its deal."""
    plays = plays_boards(game_named(name))
    for board, record in zip(BOARDS, records, strict=True):
        players = list(record["players"])
        wanted = _expected(name, seats, board, players)
        others = [_expected(name, seats, board, players, f"other {n}") for n in range(3)]
        if all(other == wanted for other in others):
            assert record == wanted
        else:
            assert list(record) == list(wanted)
            assert plays.board_deal(record) == plays.board_deal(wanted)


def _check_boards(name: str, seats: int, records: list[dict[str, Any]]) -> None:
    """Each record is its board's, dealt as every table deals it, and replays clean."""
    plays = plays_boards(game_named(name))
    options = _options(name, seats)
    assert len(records) == len(BOARDS)
    for board, record in zip(BOARDS, records, strict=True):
        deal = plays.board_deal(record)
        assert deal == plays.board_deal_json(options, seed=SEED, board=board)
        assert deal["dealer"] == board_dealer(board, seats)
        assert list(plays.replay_board(record, 1)) == []
        assert record["seed"] == SEED


@pytest.mark.parametrize(("name", "seats"), _sizes())
async def test_a_board_table_of_computers_plays_its_boards_as_tournament_run_plays_them(
    name: str, seats: int
) -> None:
    lobby = Lobby(MemoryTableStore())
    try:
        spec = _spec(name, seats)
        await lobby.make_board_table(spec)
        await lobby.make_board_table(spec)  # again: nothing more
        table = lobby.get(spec.table_id)
        await _until(lambda: table.over)
        records = await lobby.board_records(spec.table_id)
        assert await lobby.board_progress(spec.table_id) == len(BOARDS)
        summary = await lobby.summary(spec.table_id)
        listed = await lobby.listing("all")
    finally:
        await lobby.close()
    _check_boards(name, seats, records)
    assert all(record["players"] == [_steady(name)] * seats for record in records)
    _same_as_play_board(name, seats, records)
    assert summary["evening"] == {"evening": "ev1", "round": 2, "table": 1}
    assert summary["score"] == {"boards": list(BOARDS), "played": len(BOARDS), "board": None}
    assert summary["status"] == "finished" and summary["spectators"] is False
    assert listed == []  # never listed


async def test_the_progress_and_records_of_a_board_table_are_read_from_the_store_too() -> None:
    store = MemoryTableStore()
    lobby = Lobby(store)
    try:
        await lobby.make_board_table(_spec("briscola", 2))
        await _until(lambda: lobby.get("ev-t1").over)
        await lobby.forget("ev-t1")
        assert "ev-t1" not in lobby.tables
        assert await lobby.board_progress("ev-t1") == len(BOARDS)
        records = await lobby.board_records("ev-t1")
        assert await lobby.board_progress("nothing") is None
        stored = await store.load_table("ev-t1")
    finally:
        await lobby.close()
    _check_boards("briscola", 2, records)
    assert stored is not None and stored.board_set is not None
    assert stored.board_set["boards"] == list(BOARDS) and stored.board_set["seed"] == SEED


async def test_a_persons_seat_opens_with_their_evening_token_and_the_table_waits_for_them() -> None:
    token = "the-evening-token-of-anna"
    spec = _spec("briscola", 2, specs=("human", "ai:heuristic"),
                 people=((0, "Anna", hash_token(token)),))  # fmt: skip
    lobby = Lobby(MemoryTableStore())
    try:
        await lobby.make_board_table(spec)
        table = lobby.get(spec.table_id)
        await asyncio.sleep(0.05)
        assert not table.started  # waiting for Anna
        with pytest.raises(TableError) as wrong:
            await table.request(Connect(token="another", connection=RecordingPeer()))
        assert wrong.value.code == "bad_token"
        with pytest.raises(TableError) as start:
            await table.request(Start(token=token))
        assert start.value.code == "not_creator"
        with pytest.raises(TableError) as watch:
            await table.request(Watch(name="curious", connection=RecordingPeer()))
        assert watch.value.code == "no_spectators"
        peer = RecordingPeer()
        assert await table.request(Connect(token=token, connection=peer)) == 0
        await _until(lambda: table.started)  # everyone is there: it starts
        assert table.seats[0].name == "Anna"
        assert (
            '"evening":{"evening":"ev1","round":2,"table":1,"board":3,"index":1,"count":2}'
            in (peer.sent[-1])
        )
        await table.request(Leave(token=token))  # the computer plays her seat to the end
        await _until(lambda: table.over)
        records = await lobby.board_records(spec.table_id)
    finally:
        await lobby.close()
    _check_boards("briscola", 2, records)
    assert [record["players"] for record in records] == [["heuristic", "heuristic"]] * 2


async def test_a_person_who_never_comes_is_played_by_the_computer_once_the_time_is_up() -> None:
    spec = _spec("scopa", 2, specs=("ai:random", "human"),
                 people=((1, "Bruno", hash_token("bruno")),), begin_after_s=0.2)  # fmt: skip
    lobby = Lobby(MemoryTableStore())
    try:
        await lobby.make_board_table(spec)
        table = lobby.get(spec.table_id)
        await asyncio.sleep(0.05)
        assert not table.started
        await _until(lambda: table.over, timeout=60)
        records = await lobby.board_records(spec.table_id)
    finally:
        await lobby.close()
    _check_boards("scopa", 2, records)
    takeover = game_named("scopa").table_part().takeover_ai
    assert [record["players"] for record in records] == [["random", takeover]] * 2


async def test_a_person_who_plays_a_whole_board_is_human_in_its_record() -> None:
    token = "carla"
    spec = _spec("briscola", 2, specs=("ai:heuristic", "human"),
                 people=((1, "Carla", hash_token(token)),))  # fmt: skip
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    try:
        await lobby.make_board_table(spec)
        table = lobby.get(spec.table_id)
        await table.request(Connect(token=token, connection=RecordingPeer()))
        await _play_people(table, {1: token}, random.Random(1))
        records = await lobby.board_records(spec.table_id)
    finally:
        await lobby.close()
    _check_boards("briscola", 2, records)
    assert [record["players"] for record in records] == [["heuristic", "human"]] * 2


@pytest.mark.parametrize(("name", "seats"), [("tressette", 4), ("pinnacola", 2)])
async def test_a_board_table_rebuilt_in_the_middle_of_a_board_finishes_the_same(
    name: str, seats: int
) -> None:
    store = MemoryTableStore()
    spec = _spec(name, seats, ai_delay_ms=5)
    first = Lobby(store)
    try:
        await first.make_board_table(spec)
        table = first.get(spec.table_id)
        await _until(lambda: table.hands_played() == 0 and table.events > 8)
    finally:
        await first.close()
    second = Lobby(store)
    try:
        await second.resume()
        again = second.get(spec.table_id)
        await _until(lambda: again.over)
        records = await second.board_records(spec.table_id)
    finally:
        await second.close()
    _check_boards(name, seats, records)
    _same_as_play_board(name, seats, records)


async def _play_people(table: Table, tokens: dict[int, str], rng: random.Random) -> None:
    """Play every person's seat at random until the table is over."""
    for _ in range(20_000):
        if table.over:
            return
        if table.phase == "hand_over":
            for token in tokens.values():
                await table.request(Ready(token=token))
            await asyncio.sleep(0)
            continue
        board = getattr(table.part, "board", None)
        if board is None or board.match.hand is None or board.match.to_move not in tokens:
            await asyncio.sleep(0.001)
            continue
        mover = board.match.to_move
        shown = table.state_for(mover)
        game = game_named(shown["game"])
        answer = game.engine_answer("random", rng.randrange(2**32), shown["view"])
        move = StepMessage(type="step", step=game.answer_step(answer))
        try:
            await table.request(Move(token=tokens[mover], message=move))
        except TableError as error:
            assert error.code in ("stale", "not_playing", "not_your_turn"), error
    raise AssertionError("the table did not end")


@pytest.mark.parametrize(("name", "seats"), [("tressette", 4), ("briscola", 2), ("scopa", 2),
                                             ("pinnacola", 2)])  # fmt: skip
async def test_no_seat_is_sent_a_card_it_may_not_know_of_any_board(name: str, seats: int) -> None:
    """Every person's message names only cards their seat may know on the board dealt at
    that moment (none before the first board): nothing of a board not yet dealt there."""
    game = game_named(name)
    tokens = {seat: f"token-{seat}" for seat in range(seats)}
    spec = _spec(name, seats, specs=("human",) * seats,
                 people=tuple((s, f"P{s}", hash_token(t)) for s, t in tokens.items()))  # fmt: skip
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    leaks: list[str] = []
    try:
        await lobby.make_board_table(spec)
        table = lobby.get(spec.table_id)

        def checker(seat: int) -> Any:
            def check(text: str) -> None:
                board = getattr(table.part, "board", None)
                hidden = game.hidden_from(board.match, seat) if board is not None else None
                named = set(codes_in(__import__("orjson").loads(text)))
                if hidden is None and named:
                    leaks.append(f"seat {seat} was sent {sorted(named)} before the first board")
                elif hidden is not None and named & hidden:
                    leaks.append(f"seat {seat} was sent {sorted(named & hidden)}")
                if str(SEED) in text:
                    leaks.append(f"seat {seat} was sent the seed")

            return check

        for seat, token in tokens.items():
            await table.request(Connect(token=token, connection=RecordingPeer(checker(seat))))
        await _until(lambda: table.started)
        await _play_people(table, tokens, random.Random(seats))
        records = await lobby.board_records(spec.table_id)
    finally:
        await lobby.close()
    assert leaks == []
    _check_boards(name, seats, records)
    assert all(record["players"] == ["human"] * seats for record in records)


def test_the_record_and_analysis_routes_refuse_an_evenings_table() -> None:
    with TestClient(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as client:
        lobby: Lobby = client.app.state.lobby  # type: ignore[attr-defined]
        spec = _spec("briscola", 2, specs=("human", "ai:random"),
                     people=((0, "Anna", hash_token("anna")),))  # fmt: skip
        client.portal.call(lobby.make_board_table, spec)  # type: ignore[union-attr]
        for route in ("record", "analysis"):
            answer = client.get(f"/api/tables/{spec.table_id}/{route}")
            assert answer.status_code == 409, answer.text
            assert answer.json()["code"] == "evening_table"
        summary = client.get(f"/api/tables/{spec.table_id}")
        assert summary.status_code == 200, summary.text
        assert summary.json()["evening"] == {"evening": "ev1", "round": 2, "table": 1}
        assert summary.json()["score"]["played"] == 0
        assert all(t["id"] != spec.table_id for t in client.get("/api/tables").json())
