"""A fuzzer of the WebSocket protocol and the HTTP routes: whatever a stranger sends, every
message is answered (in order, with its id), nothing is ever a 500 or ``internal``, and the
table still plays afterwards."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from circolo.games import GAMES
from circolo.server.app import create_app
from circolo.server.limits import Limits
from circolo.server.socket import message_id
from circolo.storage.base import MemoryTableStore
from tests.reliability.live import LiveServer, Seat, my_turn, serving

TYPES = ["play", "ready", "continue", "suggest", "leave", "ping", "pin", "pin_choices"]
FUZZ_TYPES = [t for t in TYPES if t != "leave"]  # leaving ends the example's connection
CARDS = ["Ad", "3c", "Rb", "7d", "Fs", "Xx", "", "Ah", "JK", "JK=7h", "2c=5h", "Qs", "10h"]

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(CARDS)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
ids = st.none() | st.integers(-(2**60), 2**60) | st.text(max_size=120) | json_values
fields = {
    "id": ids,
    "card": st.sampled_from(CARDS) | json_values,
    "signals": st.lists(st.sampled_from(["busso", "volo", "striscio", "x"]), max_size=6)
    | json_values,
    "turn": st.integers(-5, 50) | json_values,
    "action": st.sampled_from(
        ["draw_stock", "draw_pile", "end_hand", "meld", "attach", "swap", "undo", "discard", "fly"]
    ),
    "index": st.integers(-3, 200) | json_values,
    "meld": st.integers(-3, 200) | json_values,
    "cards": st.lists(st.sampled_from(CARDS), max_size=6) | json_values,
    "step": st.fixed_dictionaries(
        {}, optional={"card": st.sampled_from(CARDS) | json_values, "swap": st.sampled_from(CARDS)}
    )
    | json_values,
    "give": st.sampled_from(CARDS),
    "take": st.sampled_from(CARDS),
    "extra": json_values,
}
messages = st.fixed_dictionaries(
    {"type": st.sampled_from([*FUZZ_TYPES, "bogus"])},
    optional=fields,
)
frames = st.one_of(
    messages.map(json.dumps),
    json_values.map(json.dumps),
    st.binary(max_size=40),
    st.text(max_size=40),
    st.integers(1, 3000).map(lambda depth: "[" * depth + "]" * depth),
    st.just('{"type": "ping", "id": "\\udc00"}'),
    st.just('{"type": "ping", "pad": "' + "z" * 4200 + '"}'),
)


@pytest.fixture(scope="module")
def live() -> Iterator[LiveServer]:
    limits = Limits(
        messages_per_second=10_000, message_burst=10_000,
        creations_per_minute=100_000, creation_burst=10_000, tables_per_address=100_000,
    )  # fmt: skip
    with serving(create_app(MemoryTableStore(), ready_timeout_s=0.2, limits=limits)) as server:
        yield server


def expected_id(frame: str | bytes) -> int | str | None:
    """The id an answer to ``frame`` must carry."""
    if isinstance(frame, bytes) or len(frame.encode()) > 4096:
        return None
    try:
        raw = orjson.loads(frame)
    except orjson.JSONDecodeError:
        return None
    usable, mid = message_id(raw)
    return mid if usable and isinstance(raw, dict) else None


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    game=st.sampled_from(list(GAMES)),
    sent=st.lists(frames, min_size=1, max_size=12),
)
async def test_every_frame_a_stranger_sends_gets_one_answer_and_the_table_plays_on(
    live: LiveServer, game: str, sent: list[str | bytes]
) -> None:
    definition = GAMES[game]
    seats = ["human"] + ["ai:random"] * (definition.seat_counts[0] - 1)
    table = live.create(game=game, seats=seats, options=dict(definition.short_match))
    seat = await Seat.open(live, table["id"], table["tokens"]["0"])
    try:
        live.http("POST", f"/api/tables/{table['id']}/start", {"token": table["tokens"]["0"]})
        await seat.until(lambda s: s["status"] == "playing")
        for frame in sent:
            await seat.send_raw(frame)
        answers = [await seat.answer() for _ in sent]
        assert [a.get("id") for a in answers] == [expected_id(f) for f in sent]
        assert all(a["type"] in ("ack", "error", "suggestion", "pin_suggestion", "pin_choices",
                                 "step_suggestion")
                   for a in answers)  # fmt: skip
        assert not [a for a in answers if a.get("code") == "internal"]
        await seat.send({"type": "ping", "id": "still-there"})
        assert await seat.answer() == {"type": "ack", "v": 1, "id": "still-there"}
        state = await seat.until(lambda s: my_turn(s) or s["status"] == "finished")
        if my_turn(state):  # a legal step, as the game's random player writes it, is taken
            shown = GAMES[state["game"]]
            step = shown.answer_step(shown.engine_answer("random", 1, state["view"]))
            await seat.send({"type": "step", "id": 1, "step": step})
            assert await seat.answer() == {"type": "ack", "v": 1, "id": 1}
    finally:
        await seat.close()


ROUTES = [
    ("POST", "/api/tables"),
    ("POST", "/api/tables/{id}/join"),
    ("POST", "/api/tables/{id}/start"),
    ("POST", "/api/tables/{id}/leave"),
    ("POST", "/api/profiles"),
    ("POST", "/api/profiles/{pid}/rename"),
    ("POST", "/api/profiles/{pid}/reset"),
]
GETS = ["/api/tables", "/api/tables/{id}", "/api/tables/{id}/record", "/api/leaderboard",
        "/api/profiles/{pid}", "/api/games/tressette", "/api/games/pinnacola",
        "/api/games/briscola"]  # fmt: skip
bodies = st.one_of(
    json_values.map(lambda v: json.dumps(v).encode()),
    st.fixed_dictionaries(
        {},
        optional={
            "game": st.sampled_from(["tressette", "pinnacola", "briscola", "scopa"]) | json_values,
            "variant": st.sampled_from(["classico", "romana", "standard", "x"]) | json_values,
            "seats": st.lists(
                st.sampled_from(["human", "open", "ai:random", "ai:pimc", "ai:x"]), max_size=5
            )
            | json_values,
            "options": st.dictionaries(
                st.sampled_from(["target", "mode", "players", "x"]), json_values, max_size=3
            )
            | json_values,
            "training": json_values,
            "ai_delay_ms": json_values,
            "names": json_values,
            "profiles": json_values,
            "seat": json_values,
            "name": json_values,
            "token": json_values,
            "nickname": json_values,
            "secret": json_values,
        },
    ).map(lambda d: json.dumps(d).encode()),
    st.binary(max_size=60),
)
queries = st.dictionaries(
    st.sampled_from(["status", "limit", "offset", "variant", "game", "mode", "season", "x"]),
    st.text(max_size=8) | st.integers(-10, 10**6).map(str),
    max_size=3,
)


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    route=st.sampled_from(ROUTES), body=bodies, path=st.sampled_from(GETS), query=queries,
)  # fmt: skip
def test_no_http_request_gets_a_500_and_every_refusal_says_why(
    live: LiveServer,
    route: tuple[str, str],
    body: bytes,
    path: str,
    query: dict[str, str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.ERROR)
    table = live.create(seats=["human", "open", "ai:random", "ai:random"])
    names = {"id": table["id"], "pid": "nobody"}
    method, template = route
    status, answer = live.http(method, template.format(**names), raw=body)
    _check(status, answer)
    from urllib.parse import urlencode

    status, answer = live.http("GET", path.format(**names) + "?" + urlencode(query))
    _check(status, answer)
    assert "a request failed" not in caplog.text


def _check(status: int, answer: Any) -> None:
    assert status < 500 or status == 503, (status, answer)
    if status >= 400:
        assert isinstance(answer, dict) and isinstance(answer.get("detail"), str), answer
        assert isinstance(answer.get("detail_it"), str), answer
    else:
        json.dumps(answer)
