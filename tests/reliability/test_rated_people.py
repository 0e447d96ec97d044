"""Ratings measure people against people: a match the computer played in is not rated.

Issue 54 (docs/reliability.md, "Fair play"; play/fair_play.py, ``computer_reason``): a match
with a computer's seat, or with a person's seat the computer played for a while (they left or
dropped, and came back or not), counts in the players' statistics and moves no rating. Each
match is played whole on a real server, every seat from a device of its own.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from circolo.core.hosting.protocol import StepMessage
from circolo.games import game_named
from circolo.play.commands import Connect, Move, Start
from circolo.play.ratings import START, rate
from circolo.server.app import create_app
from circolo.server.bodies import NewTable
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from circolo.storage.sql import SqlTableStore
from tests.reliability.live import LiveServer, Seat, serving
from tests.reliability.test_fair_play import (
    FACE_TO_FACE,
    FRIEND,
    HOME,
    PARTNERS,
    join,
    match_between,
    play_out,
    profile,
    request,
    sit,
)
from tests.server.peers import RecordingPeer


@pytest.fixture
def live() -> Iterator[LiveServer]:
    with serving(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as server:
        yield server


def statistics(live: LiveServer, someone: dict[str, Any]) -> dict[str, Any]:
    status, stats = request(live, "GET", f"/api/profiles/{someone['id']}", secret=someone["secret"])
    assert status == 200, stats
    return dict(stats)


def board(live: LiveServer) -> list[dict[str, Any]]:
    """The Tressette leaderboard's rows (classico)."""
    status, answer = request(live, "GET", "/api/leaderboard?variant=classico")
    assert status == 200, answer
    return list(answer["players"])


async def test_a_match_of_people_moves_their_ratings_as_the_model_says(live: LiveServer) -> None:
    anna, bea = profile(live, "Anna"), profile(live, "Bea", source=FRIEND)
    winner = await match_between(live, anna, bea, source=FRIEND)
    # Anna and an anonymous partner (seats 0, 2) against Bea and another (1, 3): all newcomers.
    after = rate([[START, START], [START, START]], winner)
    expected = {anna["id"]: after[0][0], bea["id"]: after[1][0]}
    rows = board(live)
    assert [row["id"] for row in rows] == sorted(expected, key=lambda i: -expected[i].rating)
    for row in rows:
        skill = expected[row["id"]]
        assert (row["rating"], row["mu"], row["sigma"], row["games"]) == (
            round(skill.rating, 1),
            round(skill.mu, 1),
            round(skill.sigma, 1),
            1,
        )


async def test_a_match_with_a_computers_seat_counts_in_the_statistics_and_rates_nothing(
    live: LiveServer,
) -> None:
    anna, bea = profile(live, "Anna"), profile(live, "Bea", source=FRIEND)
    await match_between(live, anna, bea, source=FRIEND, seats=FACE_TO_FACE)  # two computers
    assert statistics(live, anna)["multi"]["games"] == 1
    assert statistics(live, bea)["multi"]["games"] == 1
    assert board(live) == []


async def test_a_seat_the_computer_played_for_a_while_leaves_the_match_unrated(
    live: LiveServer,
) -> None:
    """Cara (seat 3) drops after the start, the computer plays her card, she comes back and
    plays to the end: the match is hers in her statistics, and it rates nobody."""
    anna, bea = profile(live, "Anna"), profile(live, "Bea", source=FRIEND)
    cara = profile(live, "Cara", source=PARTNERS[1])
    table = live.create(seats=["human", "open", "open", "open"], options={"target": 1},
                        profiles={"0": anna})  # fmt: skip
    sources = {0: HOME, 1: FRIEND, 2: PARTNERS[0], 3: PARTNERS[1]}
    tokens = {0: table["tokens"]["0"], 1: join(live, table, 1, bea, FRIEND),
              2: join(live, table, 2, None, PARTNERS[0]),
              3: join(live, table, 3, cara, PARTNERS[1])}  # fmt: skip
    seats = {seat: await sit(live, table["id"], token, sources[seat])
             for seat, token in tokens.items()}  # fmt: skip
    status, _ = request(live, "POST", f"/api/tables/{table['id']}/start", {"token": tokens[0]})
    assert status == 200
    await seats[3].socket.close()  # Cara's connection drops: the computer plays her seat

    def cara_played(state: dict[str, Any]) -> bool:
        view = state.get("view") or {}
        return any(play["seat"] == 3 for play in view.get("plays", []))

    # the others play until the computer has played a card for her
    await asyncio.gather(*(play_out(seats[seat], cara_played) for seat in (0, 1, 2)))
    back = await sit(live, table["id"], tokens[3], PARTNERS[1])
    finals = await asyncio.gather(play_out(back), *(play_out(seats[s]) for s in (0, 1, 2)))
    assert all(final["status"] == "finished" for final in finals)
    won = finals[0]["match"]["winner"] == 1
    assert statistics(live, cara)["multi"] == {
        "games": 1, "wins": int(won), "left": 0, "win_rate": float(won),
    }  # fmt: skip
    assert statistics(live, anna)["multi"]["games"] == 1
    assert board(live) == []


async def test_a_match_a_person_left_for_good_rates_nothing_and_is_their_loss(
    live: LiveServer,
) -> None:
    anna, bea = profile(live, "Anna"), profile(live, "Bea", source=FRIEND)
    table = live.create(seats=["human", "open", "open", "open"], options={"target": 1},
                        profiles={"0": anna})  # fmt: skip
    sources = {0: HOME, 1: FRIEND, 2: PARTNERS[0], 3: PARTNERS[1]}
    tokens = {0: table["tokens"]["0"], 1: join(live, table, 1, bea, FRIEND),
              2: join(live, table, 2, None, PARTNERS[0]),
              3: join(live, table, 3, None, PARTNERS[1])}  # fmt: skip
    seats: dict[int, Seat] = {seat: await sit(live, table["id"], token, sources[seat])
                              for seat, token in tokens.items()}  # fmt: skip
    status, _ = request(live, "POST", f"/api/tables/{table['id']}/start", {"token": tokens[0]})
    assert status == 200
    await seats[1].send({"type": "leave", "id": 9})  # Bea leaves; the computer finishes
    await asyncio.gather(*(play_out(seats[seat]) for seat in (0, 2, 3)))
    assert statistics(live, bea)["multi"] == {"games": 1, "wins": 0, "left": 1, "win_rate": 0.0}
    assert board(live) == []


async def test_a_table_rebuilt_after_a_restart_knows_the_computer_played_for_a_seat(
    tmp_path: Path,
) -> None:
    """The computer plays a card for seat 3 (not there at the start), its person comes
    back, the server restarts: the rebuilt table still knows, from its saved events."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"
    store = await SqlTableStore.open(url)
    first = Lobby(store, ready_timeout_s=0.05)
    await first.resume()
    body = NewTable(seats=["human"] * 4, ai_delay_ms=0, options={"target": 1})
    table, tokens = await first.create(body, HOME)
    for seat in (0, 1, 2):
        await table.request(Connect(token=tokens[seat], connection=RecordingPeer()))
    await table.request(Start(token=tokens[0]))  # seat 3 is away: the computer plays it
    rng = random.Random(54)
    while not table.seats[3].taken_over:
        assert table.match is not None and not table.over
        mover = table.match.to_move
        if mover == 3:  # the computer's to play: its turn is a task of the table's
            await asyncio.sleep(0.01)
            continue
        shown = table.state_for(mover)
        game = game_named(shown["game"])
        answer = game.engine_answer("random", rng.randrange(2**32), shown["view"])
        step = StepMessage(type="step", step=game.answer_step(answer))
        await table.request(Move(token=tokens[mover], message=step))
    await table.request(Connect(token=tokens[3], connection=RecordingPeer()))  # back
    assert not table.seats[3].away
    assert [seat["taken_over"] for seat in table.finish_info()["seats"]] == [False] * 3 + [True]
    await first.close()
    await store.close()

    store = await SqlTableStore.open(url)
    restarted = Lobby(store, ready_timeout_s=0.05)
    await restarted.resume()
    rebuilt = restarted.get(table.id)
    assert [seat.taken_over for seat in rebuilt.seats] == [False] * 3 + [True]
    await restarted.close()
    await store.close()
