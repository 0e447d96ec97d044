"""Fair play: nobody farms the leaderboard alone, nobody impersonates a name, nobody sees a
hand at a table that counts.

Issue 50, items 9 and 10 (docs/reliability.md, "Fair play"). The leaderboard tests play
whole matches on a real server, each seat from the address a client would use (127.0.0.2 is
a second device on the loopback network); the teacher's tests ask a table directly.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Iterator
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

import orjson
import pytest
from websockets.asyncio.client import connect

from circolo.core.hosting.refusals import TableError
from circolo.play.commands import AskHand, Connect, Join, Start, Teacher, Unwatch, Watch
from circolo.play.fair_play import ADDRESSES_PER_SEAT, SeatHands
from circolo.play.seat import Seat as TableSeat
from circolo.play.table import Table
from circolo.server.app import create_app
from circolo.server.bodies import Credentials, NewTable
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from circolo.storage.sql import SqlTableStore
from tests.cluster.conftest import cluster as cluster  # the fixture: nodes on a real Redis
from tests.cluster.redis_for_tests import needs_redis
from tests.cluster.test_nodes import Cluster, _eventually
from tests.reliability.live import OPENED, LiveServer, Seat, my_turn, serving
from tests.server.peers import RecordingPeer

#: The farmer's machine, and a friend's device on the same network.
HOME, FRIEND = "127.0.0.1", "127.0.0.2"
#: The devices of the partners of seats 0 and 1 (seats 2 and 3), when people play them.
PARTNERS = ("127.0.0.3", "127.0.0.4")
#: Seats 0 and 1 play against each other (sides are seats s % 2), two computers beside them.
FACE_TO_FACE = ["human", "open", "ai:random", "ai:random"]
#: Seats 0 and 1 against each other, people beside them: a match that may be rated (one the
#: computer plays in is not: tests/reliability/test_rated_people.py).
PEOPLE_ONLY = ["human", "open", "open", "open"]


@pytest.fixture
def live() -> Iterator[LiveServer]:
    with serving(create_app(MemoryTableStore(), ready_timeout_s=0.2)) as server:
        yield server


def request(
    live: LiveServer,
    method: str,
    path: str,
    body: object = None,
    *,
    source: str = HOME,
    secret: str | None = None,
) -> tuple[int, Any]:
    """One request from the address ``source``: its status and JSON answer."""
    connection = HTTPConnection("127.0.0.1", live.port, source_address=(source, 0))
    headers = {"Content-Type": "application/json"}
    if secret is not None:
        headers["X-Profile-Secret"] = secret
    try:
        data = None if body is None else json.dumps(body)
        connection.request(method, path, body=data, headers=headers)
        answer = connection.getresponse()
        return answer.status, json.loads(answer.read() or b"null")
    finally:
        connection.close()


def profile(live: LiveServer, nickname: str, source: str = HOME) -> dict[str, Any]:
    status, made = request(live, "POST", "/api/profiles", {"nickname": nickname}, source=source)
    assert status == 201, made
    return {"id": made["id"], "secret": made["secret"]}


async def sit(live: LiveServer, table: str, token: str, source: str = HOME) -> Seat:
    """A seat's socket, opened from ``source``."""
    socket = await connect(live.socket_url(table, token), compression=None, local_addr=(source, 0))
    seat = Seat(socket)
    OPENED.append(seat)
    await seat.until(lambda s: s["seats"][s["you"]]["connected"])
    return seat


async def play_out(
    seat: Seat, stop: Callable[[dict[str, Any]], bool] | None = None
) -> dict[str, Any]:
    """Play the seat to the end of the match (its first legal card, ready after each hand),
    or until a snapshot for which ``stop`` holds: the last snapshot."""
    while True:
        state = await seat.until(
            lambda s: (
                s["status"] == "finished"
                or my_turn(s)
                or (s["phase"] == "hand_over" and s["you"] not in s["ready"])
                or (stop is not None and stop(s))
            )
        )
        if state["status"] == "finished" or (stop is not None and stop(state)):
            return state
        if my_turn(state):
            view = state["view"]
            move = {"type": "step", "step": {"card": view["legal"][0]}, "turn": len(view["plays"])}
            await seat.send({**move, "id": 1})
        else:
            await seat.send({"type": "ready", "id": 2})
        await seat.answer()


def join(
    live: LiveServer, table: dict[str, Any], seat: int, someone: dict[str, Any] | None, source: str
) -> str:
    """``someone`` (a profile, or None for a person without one) joins ``seat`` from
    ``source``: the seat's token."""
    joining: dict[str, Any] = {"seat": seat, **({"profile": someone} if someone else {})}
    status, joined = request(
        live, "POST", f"/api/tables/{table['id']}/join", joining, source=source
    )
    assert status == 201, joined
    token: str = joined["token"]
    return token


async def match_between(
    live: LiveServer,
    first: dict[str, Any],
    second: dict[str, Any] | None,
    source: str,
    seats: list[str] = PEOPLE_ONLY,
) -> int:
    """``first`` (from this machine) creates a table of ``seats`` and faces seat 1, which
    ``second`` (a profile, or None for a seat with none) joins from ``source``, and people
    without profiles join the other open seats, each from a device of their own; every seat
    is played to the end from where it was taken. The winning side."""
    table = live.create(seats=seats, options={"target": 1}, profiles={"0": first})
    sources = {0: HOME, 1: source, 2: PARTNERS[0], 3: PARTNERS[1]}
    tokens = {0: table["tokens"]["0"], 1: join(live, table, 1, second, source)}
    for seat in (2, 3):
        if seats[seat] == "open":
            tokens[seat] = join(live, table, seat, None, sources[seat])
    players = [await sit(live, table["id"], token, sources[seat])
               for seat, token in tokens.items()]  # fmt: skip
    status, _ = request(live, "POST", f"/api/tables/{table['id']}/start",
                     {"token": table["tokens"]["0"]})  # fmt: skip
    assert status == 200
    finals = await asyncio.gather(*(play_out(player) for player in players))
    winner: int = finals[0]["match"]["winner"]
    return winner


def counted(live: LiveServer, someone: dict[str, Any]) -> tuple[int, list[str]]:
    """The matches on a profile's statistics, and who is on the Tressette leaderboard."""
    status, stats = request(live, "GET", f"/api/profiles/{someone['id']}", secret=someone["secret"])
    assert status == 200, stats
    _, board = request(live, "GET", "/api/leaderboard?variant=classico")
    return stats["single"]["games"] + stats["multi"]["games"], [
        row["id"] for row in board["players"]
    ]


# -- item 9: one client farms the leaderboard -----------------------------------------------


async def test_a_table_whose_two_human_seats_one_client_made_and_played_rates_nothing(
    live: LiveServer,
) -> None:
    farmer = profile(live, "Farmer")
    table = live.create(seats=["human", "human", "open", "open"],
                        options={"target": 1}, profiles={"0": farmer})  # fmt: skip
    assert set(table["tokens"]) == {"0", "1"}  # both seats' tokens went to the creator
    seats = [await sit(live, table["id"], table["tokens"][seat]) for seat in ("0", "1")]
    for seat, device in zip((2, 3), PARTNERS, strict=True):  # two partners, people
        seats.append(await sit(live, table["id"], join(live, table, seat, None, device),
                               device))  # fmt: skip
    status, _ = request(live, "POST", f"/api/tables/{table['id']}/start",
                     {"token": table["tokens"]["0"]})  # fmt: skip
    assert status == 200
    await asyncio.gather(*(play_out(seat) for seat in seats))
    assert counted(live, farmer) == (1, [])  # in its own statistics, on no board


async def test_two_seats_joined_and_played_from_one_address_rate_nothing_two_devices_do(
    live: LiveServer,
) -> None:
    farmer, puppet = profile(live, "Farmer"), profile(live, "Puppet")
    await match_between(live, farmer, puppet, source=HOME)  # two joins, two sockets, one hand
    assert counted(live, farmer) == (1, [])  # in their own statistics, on no board
    assert counted(live, puppet) == (1, [])
    # Two friends, each on a device of their own, are rated as ever.
    anna, bea = profile(live, "Anna"), profile(live, "Bea", source=FRIEND)
    await match_between(live, anna, bea, source=FRIEND)
    assert counted(live, anna)[0] == 1 and counted(live, bea)[0] == 1
    assert sorted(counted(live, anna)[1]) == sorted([anna["id"], bea["id"]])


async def test_a_match_against_oneself_rates_nothing_even_from_two_addresses(
    live: LiveServer,
) -> None:
    farmer = profile(live, "Farmer")
    await match_between(live, farmer, farmer, source=FRIEND)
    assert counted(live, farmer)[1] == []


#: Names a person reads as "Marco": case, spaces, a zero, an accent, a dot, a Cyrillic
#: capital Em and small a, full-width letters.
LOOK_ALIKES = ["Marco", "marco", "MARCO", " Marco ", "Marc0", "Márco", "M.arco",
               "\u041c\u0430rco", "\uff2d\uff41\uff52\uff43\uff4f"]  # fmt: skip


@pytest.mark.parametrize("look_alike", LOOK_ALIKES)
def test_a_nickname_taken_or_looking_like_one_is_refused_with_a_sentence(
    live: LiveServer, look_alike: str
) -> None:
    profile(live, "Marco")
    status, answer = request(live, "POST", "/api/profiles", {"nickname": look_alike})
    assert status == 409, answer
    assert answer["code"] == "nickname_taken"
    assert "choose another" in answer["detail"] and "scegline un altro" in answer["detail_it"]


def test_a_rename_to_a_name_that_looks_like_another_is_refused_but_ones_own_is_not(
    live: LiveServer,
) -> None:
    profile(live, "Marco")
    lia = profile(live, "Lia")
    rename = f"/api/profiles/{lia['id']}/rename"
    status, answer = request(live, "POST", rename, {"secret": lia["secret"], "nickname": "MARC0"})
    assert status == 409 and answer["code"] == "nickname_taken"
    status, answer = request(live, "POST", rename, {"secret": lia["secret"], "nickname": "LIA"})
    assert status == 200 and answer["nickname"] == "LIA"


# -- item 10: the teacher's prompt ----------------------------------------------------------

#: Two people and two computers, slow enough to look at every state.
PEOPLE = NewTable(game="tressette", variant="classico", seats=["human", "human", "ai:random",
                  "ai:random"], ai_delay_ms=10_000, options={"target": 1},
                  names={"0": "Anna", "1": "Bea"})  # fmt: skip


def _last(peer: RecordingPeer) -> dict[str, Any]:
    """The last snapshot ``peer`` was sent."""
    states: list[dict[str, Any]] = [m for m in map(orjson.loads, peer.sent) if m["type"] == "state"]
    return states[-1]


@pytest.fixture
async def lobby() -> AsyncIterator[Lobby]:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    try:
        yield lobby
    finally:
        await lobby.close()


async def _started(lobby: Lobby, body: NewTable = PEOPLE) -> tuple[Table, dict[int, str], Any]:
    """A started table of two people (Anna at seat 0 connected), and Anna's connection."""
    table, tokens = await lobby.create(body, HOME)
    anna = RecordingPeer()
    await table.request(Connect(token=tokens[0], connection=anna))
    await table.request(Start(token=tokens[0]))
    return table, tokens, anna


async def test_when_the_asking_spectator_leaves_the_players_prompt_is_withdrawn(
    lobby: Lobby,
) -> None:
    table, _tokens, anna = await _started(lobby)
    marco = RecordingPeer()
    await table.request(Watch(name="Marco", connection=marco))
    await table.request(AskHand(connection=marco, seat=0))
    assert _last(anna)["asking"] == ["Marco"]
    await table.request(Unwatch(connection=marco))
    assert _last(anna)["asking"] == [] and _last(anna)["asks"] == []


async def test_an_allow_reaches_only_the_spectator_who_asked_never_a_newcomer_by_its_name(
    lobby: Lobby,
) -> None:
    table, tokens, anna = await _started(lobby)
    marco = RecordingPeer()
    await table.request(Watch(name="Marco", connection=marco))
    await table.request(AskHand(connection=marco, seat=0))
    asks = _last(anna).get("asks", [])  # Anna's prompt: Marco, by name and by number
    await table.request(Unwatch(connection=marco))
    impostor = RecordingPeer()
    await table.request(Watch(name="Marco", connection=impostor))  # the name just freed
    with pytest.raises(TableError) as by_name:  # the prompt Anna answers was Marco's
        await table.request(Teacher(token=tokens[0], name="Marco"))
    assert by_name.value.code == "no_spectator"
    with pytest.raises(TableError) as by_number:
        await table.request(Teacher(token=tokens[0], name=None, spectator=asks[0]["spectator"]))
    assert by_number.value.code == "no_spectator"
    assert table.audience.names() == ["Marco (2)"]
    assert _last(impostor)["teaching"] is None and _last(impostor)["view"]["hand"] == []
    assert _last(anna)["teachers"] == [None] * 4


@pytest.mark.parametrize("name", ["Bea", "bea", "\u0412ea", "B e a"])
async def test_a_spectator_cannot_watch_under_the_name_of_a_seated_player(
    lobby: Lobby, name: str
) -> None:
    table, _tokens, _anna = await _started(lobby)
    with pytest.raises(TableError) as refused:
        await table.request(Watch(name=name, connection=RecordingPeer()))
    assert refused.value.code == "name_taken"
    english, italian = refused.value.sentences()
    assert "a name of your own" in english and "un nome tuo" in italian
    assert table.audience.names() == []


async def test_at_a_table_that_counts_no_spectator_is_shown_a_hand(lobby: Lobby) -> None:
    anna_profile, secret = await lobby.profiles.create("Anna")
    rated = PEOPLE.model_copy(
        update={"profiles": {"0": Credentials(id=anna_profile.id, secret=secret)}}
    )
    table, tokens, _anna = await _started(lobby, rated)
    partner = RecordingPeer()  # Bea, or a friend of hers, watching from another window
    await table.request(Watch(name="Friend", connection=partner))
    with pytest.raises(TableError) as asked:
        await table.request(AskHand(connection=partner, seat=1))
    assert asked.value.code == "rated" and "leaderboard" in asked.value.sentences()[0]
    with pytest.raises(TableError) as granted:
        await table.request(Teacher(token=tokens[0], name="Friend"))
    assert granted.value.code == "rated"
    assert _last(partner)["teaching"] is None and _last(partner)["view"]["hand"] == []


async def test_a_grant_ends_when_a_player_with_a_profile_sits_down(lobby: Lobby) -> None:
    waiting = NewTable(game="tressette", variant="classico", seats=["human", "open", "ai:random",
                       "ai:random"], ai_delay_ms=10_000, options={"target": 1})  # fmt: skip
    table, tokens = await lobby.create(waiting, HOME)
    anna, friend = RecordingPeer(), RecordingPeer()
    await table.request(Connect(token=tokens[0], connection=anna))
    await table.request(Watch(name="Friend", connection=friend))
    await table.request(Teacher(token=tokens[0], name="Friend"))  # a friendly table: fine
    assert _last(anna)["teachers"][0] == "Friend"
    bea, _secret = await lobby.profiles.create("Bea")
    await table.request(Join(seat=1, name="Bea", profile=bea.id))
    assert _last(anna)["teachers"] == [None] * 4  # the table counts now: the grant is over
    assert _last(friend)["teaching"] is None


# -- the hands survive a rebuilding (a restart, a move to another node) ------------------------


async def test_a_table_rebuilt_after_a_restart_still_knows_one_hand_took_two_seats(
    tmp_path: Path,
) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'circolo.db'}"
    store = await SqlTableStore.open(url)
    first = Lobby(store, ready_timeout_s=0.05)
    await first.resume()
    table, _ = await first.create(NewTable(seats=FACE_TO_FACE), "10.0.0.1")
    await table.request(Join(seat=1, name="Bis", address="10.0.0.1"))
    assert table.hands.shared(table.seats) == [[0, 1]]
    await first.close()
    await store.close()

    store = await SqlTableStore.open(url)
    restarted = Lobby(store, ready_timeout_s=0.05)
    await restarted.resume()
    rebuilt = restarted.get(table.id)
    assert rebuilt.hands.shared(rebuilt.seats) == [[0, 1]]  # before, forgotten: [] here
    saved = await store.load_table(table.id)
    assert saved is not None and "10.0.0.1" not in json.dumps(saved.events)  # no address saved
    await restarted.close()
    await store.close()


@needs_redis
async def test_a_table_moving_to_its_players_node_still_knows_one_hand_plays_two_seats(
    cluster: Cluster,
) -> None:
    a, b = await cluster.node("a"), await cluster.node("b")
    table, tokens = await a.create(NewTable(seats=FACE_TO_FACE), "10.0.0.9")
    door = await b.door(table.id)
    second = await door.request(Join(seat=1, name="Bis", address="10.0.0.1"))
    for token in (tokens[0], second):
        peer = RecordingPeer()
        peer.address = "10.0.0.1"  # both sockets from one machine, through node b
        await door.request(Connect(token=token, connection=peer, address=peer.address))
    await _eventually(lambda: table.id in b.tables and table.id not in a.tables, timeout=10)
    moved = b.tables[table.id]
    assert moved.hands.shared(moved.seats) == [[0, 1]]  # before, forgotten: [] here


def test_a_seat_played_from_more_hands_than_are_kept_counts_as_shared() -> None:
    hands = SeatHands()
    seats = [TableSeat("human", ai="random"), TableSeat("human", ai="random")]
    hands.took(1, "mine")
    for number in range(ADDRESSES_PER_SEAT):
        hands.took(0, f"elsewhere-{number}")
    assert hands.shared(seats) == []
    hands.took(0, "mine")  # one more than is kept: it could be the other seat's
    assert hands.shared(seats) == [[0, 1]]
