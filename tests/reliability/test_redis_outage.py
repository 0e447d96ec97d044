"""A cluster whose Redis goes away for a while (issue 50, item 7): what needs Redis is
refused with a sentence (503, or an error and a close that makes the browser connect again),
a seat relayed through a node that cannot be reached is let go as a player who left, and
when Redis returns (empty, as a restarted Redis without persistence) the cluster plays on
by itself — no table lost, the relayed sockets kept.

Each test runs a Redis of its own (stopped or frozen meanwhile) and short leases (0.4 s), so
that the node counts itself cut off after 0.4 s of failures."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator
from typing import Any, NamedTuple

import orjson
import pytest
from benchmarks.chaos import _move
from benchmarks.redis_outage import RedisProcess
from websockets.asyncio.client import connect

from circolo.core.hosting.protocol import CLIENT_MESSAGE
from circolo.core.hosting.refusals import TableError
from circolo.core.i18n import t
from circolo.play.commands import Connect, Move, Ready, Start, Watch
from circolo.play.table import Table
from circolo.server.app import create_app
from circolo.server.bodies import NewTable
from circolo.server.cluster.node import ClusterNode
from circolo.server.cluster.remote import TableDoor
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.cluster.redis_for_tests import fresh_prefix, needs_redis_server, own_redis
from tests.cluster.test_nodes import Cluster, _eventually, _states
from tests.reliability.live import OPENED, LiveServer, Seat, serving
from tests.server.peers import RecordingPeer

pytestmark = needs_redis_server

#: Short leases: a node counts itself cut off after 0.4 s without Redis.
LEASE_MS = 400
#: The close code of a socket refused while Redis is away ("try again later").
TRY_LATER = 1013
FOUR = ["human", "ai:random", "ai:random", "ai:random"]


@pytest.fixture
def redis() -> Iterator[RedisProcess]:
    """A Redis of the test's own, to stop and start again."""
    with own_redis() as started:
        yield started


@pytest.fixture
def node_server(redis: RedisProcess) -> Iterator[LiveServer]:
    """One node of a cluster on that Redis, served on a loopback port."""
    prefix = fresh_prefix()
    app = create_app(
        MemoryTableStore(),
        cluster=lambda: ClusterNode.from_url(redis.url, prefix=prefix, lease_ms=LEASE_MS),
    )
    with serving(app) as live:
        yield live


@pytest.fixture
async def cluster(redis: RedisProcess) -> AsyncIterator[Cluster]:
    """Nodes of one cluster in this process, on that Redis."""
    made = Cluster(redis.url, production_pool=True)
    yield made
    await made.close()


def _cluster_down(answer: Any) -> bool:
    """Whether an HTTP answer is the cluster's refusal, in both languages."""
    return bool(
        answer["code"] == "cluster_down"
        and answer["detail"] == t("server.error.cluster_down", "en")
        and answer["detail_it"] == t("server.error.cluster_down", "it")
    )


async def test_the_lobby_and_new_tables_are_refused_503_with_a_sentence_while_redis_is_away(
    node_server: LiveServer, redis: RedisProcess
) -> None:
    node_server.create(seats=FOUR)
    redis.stop()
    for _ in range(5):  # every request, not only the first
        status, answer = await asyncio.to_thread(node_server.http, "GET", "/api/tables")
        assert status == 503 and _cluster_down(answer), answer
    created, answer = await asyncio.to_thread(
        node_server.http, "POST", "/api/tables", {"seats": FOUR}
    )
    assert created == 503 and _cluster_down(answer), answer


async def test_a_frozen_redis_is_refused_503_too(
    node_server: LiveServer, redis: RedisProcess
) -> None:
    # A Redis that hangs (SIGSTOP: connections open, nothing answers) is one that is away:
    # every command gives up after a second, and the request is refused.
    redis.pause()
    try:
        status, answer = await asyncio.to_thread(node_server.http, "GET", "/api/tables")
        assert status == 503 and _cluster_down(answer), answer
    finally:
        redis.resume()


async def test_a_socket_opened_while_redis_is_away_is_told_why_and_closed_to_try_again(
    node_server: LiveServer, redis: RedisProcess
) -> None:
    table = node_server.create(seats=FOUR)
    redis.stop()
    for url in (
        f"ws://127.0.0.1:{node_server.port}/api/tables/{table['id']}/watch?name=Eve",
        node_server.socket_url(table["id"], table["tokens"]["0"]),
    ):
        seat = Seat(await connect(url, compression=None))
        OPENED.append(seat)
        error = await seat.answer()
        assert error["type"] == "error" and error["code"] == "cluster_down"
        assert error["message_it"] == t("server.error.cluster_down", "it")
        code, reason = await seat.closed()
        assert code == TRY_LATER and reason  # not a final code: the browser connects again


async def test_after_redis_returns_empty_the_node_lists_its_tables_and_its_sockets_play_on(
    node_server: LiveServer, redis: RedisProcess
) -> None:
    table = node_server.create(seats=["human", "human", "ai:random", "ai:random"])
    anna = await Seat.open(node_server, table["id"], table["tokens"]["0"])

    async def listed() -> bool:  # as it is now, Anna connected
        status, answer = await asyncio.to_thread(node_server.http, "GET", "/api/tables")
        found = [t["seats"][0]["connected"] for t in answer] if status == 200 else []
        return found == [True]

    await _eventually(listed)  # nothing left to write when Redis goes
    redis.stop()
    await asyncio.sleep(3 * LEASE_MS / 1000)  # cut off: the node lets its relays go
    redis.start()  # empty: every lease, heartbeat, count and summary was lost
    await _eventually(listed, timeout=10)
    start = {"token": table["tokens"]["0"]}
    path = f"/api/tables/{table['id']}/start"
    status, _ = await asyncio.to_thread(node_server.http, "POST", path, start)
    assert status == 200
    state = await anna.until(lambda s: s["phase"] == "play")  # the socket it kept plays on
    assert state["seats"][0]["connected"]


class Player:
    """A person connected straight to a table's owner who plays at once: the first card
    allowed at each turn, ready after each hand."""

    def __init__(self, table: Table, token: str) -> None:
        self.table = table
        self.token = token
        self.peer = RecordingPeer(self._seen)
        self._moving: set[asyncio.Task[None]] = set()

    def _seen(self, text: str) -> None:
        message = orjson.loads(text)
        if message["type"] != "state":
            return
        chosen = _move(message, "tressette")
        if chosen is not None:
            task = asyncio.get_running_loop().create_task(self._send(chosen[1]))
            self._moving.add(task)
            task.add_done_callback(self._moving.discard)

    async def _send(self, raw: dict[str, Any]) -> None:
        with contextlib.suppress(TableError):  # a snapshot overtaken by the next: no matter
            if raw["type"] == "ready":
                await self.table.request(Ready(token=self.token))
            else:
                await self.table.request(Move(token=self.token, message=_message(raw)))


class Relayed(NamedTuple):
    """A match owned by one node, and who is at it."""

    table: Table
    #: The other node's door to it, that Anna and Eve go through.
    door: TableDoor
    anna: RecordingPeer
    bruno: Player
    #: A spectator through the other node.
    eve: RecordingPeer


async def _relayed_table(a: Lobby, b: Lobby) -> Relayed:
    """A match played on ``a``: Anna's seat comes through ``b``, Bruno's straight to ``a`` (so
    the table stays there) and Bruno plays at once; Eve watches through ``b``. The match
    runs until Anna is to play (the table waits for her)."""
    made = NewTable(
        seats=["human", "human", "ai:random", "ai:random"],
        names={"0": "Anna", "1": "Bruno"},
        ai_delay_ms=100,  # the match is far from over when Redis returns
    )
    table, tokens = await a.create(made, "10.0.0.1")
    door = await b.door(table.id)
    assert isinstance(door, TableDoor)
    anna, bruno, eve = RecordingPeer(), Player(table, tokens[1]), RecordingPeer()
    await door.request(Connect(token=tokens[0], connection=anna))
    await table.request(Connect(token=tokens[1], connection=bruno.peer))
    await door.request(Watch(name="Eve", connection=eve))
    await door.request(Start(token=tokens[0]))
    await _eventually(lambda: _to_play(anna))
    return Relayed(table, door, anna, bruno, eve)


def _to_play(peer: RecordingPeer) -> bool:
    """Whether the last snapshot ``peer`` got has its seat to play."""
    states = _states(peer)
    if not states or states[-1]["view"] is None:
        return False
    last = states[-1]
    return bool(last["phase"] == "play" and last["view"]["to_move"] == last["you"])


def _presences(peer: RecordingPeer, seat: int) -> list[dict[str, Any]]:
    """The presence messages about ``seat`` that ``peer`` got."""
    sent = (orjson.loads(text) for text in peer.sent)
    return [m["seat"] for m in sent if m["type"] == "presence" and m["seat"]["seat"] == seat]


async def _played_by(cluster: Cluster, table: Table, seat: int) -> int:
    """The cards ``seat`` has played at ``table`` (its saved moves)."""
    stored = await cluster.store.load_table(table.id)
    assert stored is not None
    return len([e for e in stored.events if e.get("kind") == "step" and e["seat"] == seat])


async def test_a_seat_relayed_through_a_node_redis_cannot_reach_is_shown_away_and_played_by_the_ai(
    cluster: Cluster, redis: RedisProcess
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, _door, anna, bruno, eve = await _relayed_table(a, b)
    played = await _played_by(cluster, table, 0)
    redis.stop()
    # After the grace (one lease without Redis), Anna's seat is shown to the others as not
    # connected and played by the computer, as for a player who left; the match goes on.
    shown = bruno.peer
    await _eventually(lambda: any(not p["connected"] and p["ai"] for p in _presences(shown, 0)))
    assert table.seats[0].away and table.seats[0].connection is None
    await _eventually(lambda: _more(_played_by(cluster, table, 0), played))
    # Anna's and Eve's sockets on the other node stay open, told why nothing moves there.
    for peer in (anna, eve):
        notices = [orjson.loads(text) for text in peer.sent]
        assert any(m["type"] == "error" and m["code"] == "cluster_down" for m in notices)
        assert not peer.closed


async def test_when_redis_returns_the_relayed_seat_takes_its_place_back_on_the_socket_it_kept(
    cluster: Cluster, redis: RedisProcess
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, door, anna, _bruno, eve = await _relayed_table(a, b)
    redis.stop()
    await _eventually(lambda: table.seats[0].away and not len(table.audience))
    seen, watched = len(anna.sent), len(eve.sent)
    redis.start()  # empty, as a restarted Redis without persistence
    # Anna's node connects her seat again: a fresh snapshot on the socket she kept, her seat
    # hers again; the table stayed where it was, and every node lists it again.

    def fresh() -> list[dict[str, Any]]:
        return [m for m in map(orjson.loads, anna.sent[seen:]) if m["type"] == "state"]

    await _eventually(lambda: any(s["seats"][0]["connected"] for s in fresh()), timeout=10)
    assert fresh()[-1]["seats"][0]["ai"] is None and not table.seats[0].away
    assert not anna.closed
    await _eventually(lambda: len(table.audience) == 1)  # Eve watches again, on her socket
    assert any(m["type"] == "state" for m in map(orjson.loads, eve.sent[watched:]))
    assert not eve.closed
    assert table.id in a.tables and table.id not in b.tables

    async def listed_on_b() -> bool:
        return [s["id"] for s in await b.listing()] == [table.id]

    await _eventually(listed_on_b, timeout=10)
    # The match plays on: Anna's next card, through the other node, is taken.
    await _eventually(lambda: _to_play(anna), timeout=10)
    view = _states(anna)[-1]["view"]
    move = {"type": "step", "step": {"card": view["legal"][0]}, "turn": len(view["plays"])}
    played = await _played_by(cluster, table, 0)
    await door.request(Move(token=_token_of(door, anna), message=_message(move)))
    assert await _played_by(cluster, table, 0) == played + 1


async def _more(count: Any, than: int) -> bool:
    """Whether the awaited ``count`` is more than ``than``."""
    return bool(await count > than)


def _token_of(door: TableDoor, peer: RecordingPeer) -> str:
    """The token ``peer`` holds its seat with, through ``door``."""
    return next(token for token, connection in door.seats() if connection is peer)


def _message(raw: dict[str, Any]) -> Any:
    """A client's message, as the socket relay validates it."""
    return CLIENT_MESSAGE.validate_python(raw)
