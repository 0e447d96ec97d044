"""What crosses Redis while a cluster plays: a seat's hidden cards go only to the node that
serves that seat, and a table's secret never goes at all (PostgreSQL is the one store)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import orjson
from redis.asyncio import Redis

from circolo.core.hosting.protocol import PlayMessage
from circolo.play.commands import Connect, Join, Move, Ready, Start
from circolo.play.table import Table
from circolo.server.bodies import NewTable
from circolo.server.cluster.remote import TableDoor
from circolo.server.tables import TableLike
from tests.cluster.redis_for_tests import REDIS_URL, needs_redis
from tests.cluster.test_nodes import Cluster, _eventually, _states
from tests.server.peers import RecordingPeer

pytestmark = needs_redis


class Wiretap:
    """Every message published under a cluster's prefix, with its channel, and a final look
    at every key the cluster left in Redis."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self.redis: Any = Redis.from_url(REDIS_URL)
        self.pubsub = self.redis.pubsub()
        self.frames: list[tuple[str, bytes]] = []
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        await self.pubsub.psubscribe(f"{self.prefix}:*")
        self._task = asyncio.create_task(self._listen())

    async def _listen(self) -> None:
        async for message in self.pubsub.listen():
            if message["type"] == "pmessage":
                self.frames.append((message["channel"].decode(), message["data"]))

    async def keys_and_values(self) -> list[bytes]:
        """Every key under the prefix with whatever it holds, as bytes."""
        found: list[bytes] = []
        async for key in self.redis.scan_iter(match=f"{self.prefix}:*"):
            found.append(key)
            kind = (await self.redis.type(key)).decode()
            if kind == "string":
                found.append(await self.redis.get(key) or b"")
            elif kind == "hash":
                for field, value in (await self.redis.hgetall(key)).items():
                    found += [field, value]
            elif kind == "set":
                found += list(await self.redis.smembers(key))
            elif kind == "zset":
                found += list(await self.redis.zrange(key, 0, -1))
        return found

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
        await self.pubsub.aclose()
        await self.redis.aclose()


def _hands_in(value: Any) -> Iterator[list[str]]:
    """Every ``hand`` (a seat's own hidden cards) anywhere in a decoded message."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == "hand" and isinstance(inner, list):
                yield [str(card) for card in inner]
            else:
                yield from _hands_in(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _hands_in(inner)


def _decoded(frame: bytes) -> list[Any]:
    """A bus frame's header and body (a seat's message), each decoded where it is JSON."""
    parts = []
    for part in frame.split(b"\n", 1):
        try:
            parts.append(orjson.loads(part))
        except orjson.JSONDecodeError:
            parts.append(part)
    return parts


async def _play_to_the_end(table: Table, door: TableDoor, tokens: dict[int, str]) -> None:
    """Seat 0 plays on the owner's node, seat 1 through the door of another node; each plays
    its first legal card and says it is ready after each hand, until the match is over."""
    deadline = asyncio.get_running_loop().time() + 60
    while asyncio.get_running_loop().time() < deadline:
        if table.status == "finished":
            return
        match = table.match
        assert match is not None
        if table.phase == "play" and match.hand is not None and match.to_move in (0, 1):
            seat = match.to_move
            card = match.hand.legal_cards()[0].code
            message = PlayMessage(type="play", card=card, turn=len(match.hand.plays))
            where: TableLike = table if seat == 0 else door
            await where.request(Move(token=tokens[seat], message=message))
        elif table.phase == "hand_over":
            await table.request(Ready(token=tokens[0]))
            await door.request(Ready(token=tokens[1]))
        else:
            await asyncio.sleep(0.005)
    raise AssertionError("the match did not end")


async def test_only_the_node_serving_a_seat_receives_its_hand_and_no_secret_crosses_redis(
    cluster: Cluster,
) -> None:
    tap = Wiretap(cluster.prefix)
    await tap.start()
    try:
        a, b = await cluster.node("a"), await cluster.node("b")
        new = NewTable(
            seats=["human", "open", "ai:random", "ai:random"],
            names={"0": "Anna"},
            ai_delay_ms=0,
            options={"target": 11},
        )
        table, tokens = await a.create(new, "10.0.0.1")
        door = await b.door(table.id)
        assert isinstance(door, TableDoor)
        tokens[1] = await door.request(Join(seat=1, name="Bruno", profile=None))
        anna, bruno = RecordingPeer(), RecordingPeer()
        await table.request(Connect(token=tokens[0], connection=anna))
        await door.request(Connect(token=tokens[1], connection=bruno))
        await table.request(Start(token=tokens[0]))
        await _play_to_the_end(table, door, tokens)
        record = await door.read("record")  # read through b: it crosses Redis
        await _eventually(lambda: any(b":to:b" in c.encode() for c, _ in tap.frames))
        await asyncio.sleep(0.2)  # the last frames reach the tap
        stored = table.stored.secret
        assert stored is not None
        left_in_redis = await tap.keys_and_values()
    finally:
        await tap.close()

    # Bruno's hands, hand after hand, as his own node received them; Anna's from hers
    bruno_hands = {c for s in _states(bruno) if s.get("view") for c in s["view"]["hand"]}
    anna_hands = {c for s in _states(anna) if s.get("view") for c in s["view"]["hand"]}
    assert bruno_hands and anna_hands
    to_b = [frame for channel, frame in tap.frames if channel.endswith(":to:b")]
    to_a = [frame for channel, frame in tap.frames if channel.endswith(":to:a")]
    assert to_b and to_a
    hands_to_b = [h for frame in to_b for part in _decoded(frame) for h in _hands_in(part)]
    assert hands_to_b, "b relays Bruno's states: his hand crossed to b"
    assert {card for hand in hands_to_b for card in hand} <= bruno_hands
    # Every hand that reached b is one of Bruno's as he was shown it, never another seat's
    shown_to_bruno = {tuple(s["view"]["hand"]) for s in _states(bruno) if s.get("view")}
    assert {tuple(hand) for hand in hands_to_b} <= shown_to_bruno
    # The owner is sent calls and answers only: no seat's hand goes to it
    assert not [h for frame in to_a for part in _decoded(frame) for h in _hands_in(part)]
    # The secret: not in any frame, not in any key or value the cluster left in Redis
    for secret in {stored.encode(), stored.lower().encode(), stored.upper().encode()}:
        assert not any(secret in frame for _, frame in tap.frames)
        assert not any(secret in value for value in left_in_redis)
    assert "secret" not in record and record["games"], "the record read through b has no secret"
