"""Input at the WebSocket edge: every frame gets exactly one answer, and the connection stays.

A binary frame, JSON nested thousands deep, an id that is neither text nor a number within
2^53, a lone surrogate, a message too big, a flood, a meld number out of range: each gets an
error that names what is wrong, and the table plays on afterwards.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from circolo.server.app import create_app
from circolo.server.limits import Limits
from circolo.storage.base import MemoryTableStore
from tests.reliability.live import LiveServer, Seat, my_turn, serving

FOUR = ["human", "ai:random", "ai:random", "ai:random"]


@pytest.fixture
def live() -> Iterator[LiveServer]:
    app = create_app(MemoryTableStore(), ready_timeout_s=0.2, limits=Limits(message_burst=200))
    with serving(app) as server:
        yield server


async def seated(live: LiveServer, **body: Any) -> Seat:
    table = live.create(seats=FOUR, **body)
    seat = await Seat.open(live, table["id"], table["tokens"]["0"])
    await seat.until(lambda s: s["seats"][0]["connected"])
    await seat.send({"type": "ping", "id": "hello"})
    assert (await seat.answer())["type"] == "ack"
    status, _ = live.http("POST", f"/api/tables/{table['id']}/start",
                          {"token": table["tokens"]["0"]})  # fmt: skip
    assert status == 200
    return seat


async def plays_on(seat: Seat) -> None:
    """The table still takes a legal card from this seat."""
    state = await seat.until(my_turn)
    view = state["view"]
    await seat.send(
        {"type": "step", "id": 77, "step": {"card": view["legal"][0]}, "turn": len(view["plays"])}
    )
    answer = await seat.answer()
    assert answer == {"type": "ack", "v": 1, "id": 77}


@pytest.mark.parametrize(
    ("frame", "code", "words"),
    [
        (b"\x00\x01binary", "binary", "binary frames"),
        ("[" * 2000 + "]" * 2000, "bad_json", "depth"),
        ('{"type": "ping", "id": "\\ud800"}', "bad_json", "surrogate"),
        ('{"type": "ping", "id": {"a": 1}}', "bad_id", "whole number"),
        ('{"type": "ping", "id": [1]}', "bad_id", "whole number"),
        ('{"type": "ping", "id": 1.5}', "bad_id", "whole number"),
        ('{"type": "ping", "id": 9007199254740993}', "bad_id", "whole number"),
        ('{"type": "ping", "id": true}', "bad_id", "whole number"),
        ('{"type": "ping", "id": "' + "x" * 101 + '"}', "bad_id", "100 characters"),
        ("not json", "bad_json", "not valid JSON"),
        ("[1, 2]", "bad_message", "JSON object"),
        ('"ping"', "bad_message", "JSON object"),
        ('{"type": "ping", "id": 3, "extra": 1}', "bad_message", "extra"),
        ('{"type": "teleport", "id": 3}', "bad_message", "type"),
        ('{"type": "play", "id": 3, "card": "Ad", "turn": "4"}', "bad_message", "turn"),
        ('{"type": "play", "id": 3, "card": "Ad", "turn": -1}', "bad_message", "turn"),
        ('{"type": "ping", "pad": "' + "x" * 5000 + '"}', "too_big", "at most 4096"),
        ('{"type": "pin", "id": 3, "action": "draw_stock"}', "wrong_game", "Tressette"),
    ],
)
async def test_an_odd_frame_gets_one_error_that_names_it_and_the_table_plays_on(
    live: LiveServer, frame: str | bytes, code: str, words: str
) -> None:
    seat = await seated(live)
    await seat.send_raw(frame)
    answer = await seat.answer()
    assert answer["type"] == "error" and answer["code"] == code, answer
    assert words in answer["message"] and answer["message_it"]
    expected_id = 3 if code in ("bad_message", "wrong_game") and "id" in str(frame) else None
    if code == "bad_message" and frame in ("[1, 2]", '"ping"'):
        expected_id = None
    assert answer["id"] == expected_id
    await seat.send({"type": "ping", "id": "after"})
    assert await seat.answer() == {"type": "ack", "v": 1, "id": "after"}
    await plays_on(seat)
    await seat.close()


async def test_a_flood_is_refused_message_by_message_echoing_each_id(live: LiveServer) -> None:
    seat = await seated(live)
    for number in range(400):
        await seat.send({"type": "ping", "id": number})
    answers = [await seat.answer() for _ in range(400)]
    assert [a["id"] for a in answers] == list(range(400))
    floods = [a for a in answers if a["type"] == "error"]
    assert floods and all(a["code"] == "flood" for a in floods)
    assert "at most 20 a second" in floods[0]["message"]
    await asyncio.sleep(1.0)  # the rate fills up again
    await plays_on(seat)


async def test_every_id_kind_that_fits_is_echoed_as_it_came(live: LiveServer) -> None:
    seat = await seated(live)
    for mid in (0, -(2**53), 2**53, "", "é🂡", None):
        await seat.send({"type": "ping", "id": mid})
        assert (await seat.answer())["id"] == mid


async def test_a_meld_number_out_of_range_is_a_sentence_not_internal(live: LiveServer) -> None:
    table = live.create(game="pinnacola", seats=["human", "ai:random"], options={"mode": "single"})
    seat = await Seat.open(live, table["id"], table["tokens"]["0"])
    live.http("POST", f"/api/tables/{table['id']}/start", {"token": table["tokens"]["0"]})
    await seat.until(lambda s: s["status"] == "playing")
    for meld, code, words in ((-1, "bad_message", "greater than or equal to 0"),
                              (99, "illegal", "there is no meld 99"),
                              (10**9, "bad_message", "less than or equal")):  # fmt: skip
        await seat.send({"type": "pin_choices", "id": meld, "cards": ["5h", "6h"], "meld": meld})
        answer = await seat.answer()
        assert (answer["type"], answer["code"]) == ("error", code), answer
        assert words in answer["message"]
    for index in (-1, 10**9):
        await seat.send({"type": "pin", "id": 1, "action": "draw_pile", "index": index})
        answer = await seat.answer()
        assert answer["code"] == "bad_message" and "index" in answer["message"]
    await seat.send({"type": "pin", "id": 2, "action": "attach", "meld": 5, "cards": ["5h"]})
    answer = await seat.answer()
    assert answer["code"] in ("illegal", "not_your_turn") and "internal" not in answer["code"]
