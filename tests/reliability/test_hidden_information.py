"""Nothing hidden leaves the server: no seat is sent another seat's card before it is played,
and nothing that decides an unplayed card (the table's secret, a seed) is shown before the end.

The property runs whole matches of every game with every seat a person (played at random),
a spectator watching and a teacher shown the second seat's hand, and checks every message
each seat and each spectator are sent against the true state at the moment it is sent (a
spectator may know no hand at all, the teacher no more than its learner knows), and
the lobby's and the record route's answers against every seat's hidden cards.
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from circolo.core.cards.french import FrenchCard
from circolo.core.cards.italian import Card
from circolo.core.dealing import redeal_faults
from circolo.core.errors import CircoloError
from circolo.core.hosting.protocol import StepMessage
from circolo.games import GAMES, game_named
from circolo.games.tressette.match import OtherGame
from circolo.play.commands import Connect, Move, Ready, Start, Teacher, Watch
from circolo.play.table import Table
from circolo.server.bodies import NewTable
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.server.peers import RecordingPeer

#: Steps a match may take before the test calls it stuck.
MAX_STEPS = 20_000


def codes_in(value: object) -> Iterator[str]:
    """Every card code in a JSON value (a wild card's own code, not what it stands for)."""
    if isinstance(value, dict):
        for item in value.values():
            yield from codes_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from codes_in(item)
    elif isinstance(value, str):
        code = value.split("=", 1)[0]
        if _is_card(code):
            yield code


def _is_card(code: str) -> bool:
    for parse in (Card.parse, FrenchCard.parse):
        try:
            parse(code)
        except ValueError:
            continue
        return True
    return False


def hidden_from(table: Table, seat: int | None) -> set[str]:
    """The codes of the cards ``seat`` may not know now, as the table's game says (none known
    to it by another copy); ``None``: a spectator, who holds no hand."""
    if table.match is None:
        return set()
    return game_named(table.stored.game).hidden_from(table.match, seat)


class Watcher:
    """Every seat's connection, checking each message against the true state as it is sent."""

    def __init__(self, table: Table, secret: str) -> None:
        self.table = table
        self.secret = secret
        self.leaks: list[str] = []
        self.messages = 0
        self.peers = [RecordingPeer(self._checker(seat)) for seat in range(len(table.seats))]
        #: Someone watching the table: it may know no hand.
        self.spectator = RecordingPeer(self._checker(None))
        #: A spectator the second seat lets see its hand: it may know what that seat knows.
        self.teacher = RecordingPeer(self._checker(1, "the teacher of seat 1"))

    def _checker(self, seat: int | None, name: str = "") -> Any:
        who = name or (f"seat {seat}" if seat is not None else "the spectator")

        def check(text: str) -> None:
            self.messages += 1
            if self.secret in text:
                self.leaks.append(f"{who} was sent the table's secret")
            leaked = set(codes_in(orjson.loads(text))) & hidden_from(self.table, seat)
            if leaked:
                self.leaks.append(f"{who} was sent {sorted(leaked)}: {text[:300]}")

        return check

    async def check_routes(self, lobby: Lobby) -> None:
        """What a stranger can read now: the lobby, the table's summary, its record."""
        table = self.table
        hidden = set().union(*(hidden_from(table, s) for s in range(len(table.seats))))
        for name, answer in (
            ("the listing", await lobby.listing()),
            ("the summary", await lobby.summary(table.id)),
        ):
            if set(codes_in(answer)):
                self.leaks.append(f"{name} holds cards: {sorted(set(codes_in(answer)))}")
            if self.secret in orjson.dumps(answer).decode():
                self.leaks.append(f"{name} holds the secret")
        record = await lobby.record(table.id)
        if not table.over:
            if record.get("seed") is not None or "secret" in record:
                self.leaks.append(f"the record shows seed {record.get('seed')} before the end")
            finished = _finished_hands(table)
            if _recorded_hands(record) != finished:
                self.leaks.append(
                    f"the record holds {_recorded_hands(record)} hands, {finished} ended"
                )
        text = orjson.dumps(record).decode()
        if not table.over and (
            self.secret in text or hidden & set(codes_in(record)) - _past(record)
        ):
            self.leaks.append("the record holds a hidden card or the secret")


def _finished_hands(table: Table) -> int:
    """The hands ended so far: those the record of the match in progress holds."""
    if table.match is None:
        return 0
    players = ["random"] * len(table.seats)
    return _recorded_hands(game_named(table.stored.game).record(table.match, players))


def _recorded_hands(record: dict[str, Any]) -> int:
    """The hands a record holds, whether in ``hands`` or in the ``hands`` of its ``games``."""
    if "hands" in record:
        return len(record["hands"])
    return sum(len(game["hands"]) for game in record["games"])


def _past(record: dict[str, Any]) -> set[str]:
    """Codes of the finished hands in a record (the same cards come back in the next deal)."""
    return set(codes_in(record.get("hands", []))) | set(codes_in(record.get("games", [])))


async def _play_whole_match(lobby: Lobby, body: NewTable, seed: int) -> Watcher:
    table, tokens = await lobby.create(body, "test")
    secret = table.stored.secret
    assert secret is not None and len(secret) >= 32
    watcher = Watcher(table, secret)
    for seat, peer in enumerate(watcher.peers):
        await table.request(Connect(token=tokens[seat], connection=peer))
    await table.request(Watch(name="onlooker", connection=watcher.spectator))
    await table.request(Watch(name="Maestro", connection=watcher.teacher))
    await table.request(Teacher(token=tokens[1], name="Maestro"))
    await table.request(Start(token=tokens[0]))
    rng = random.Random(seed)
    for step in range(MAX_STEPS):
        if table.over:
            break
        if step % 17 == 0:
            await watcher.check_routes(lobby)
        match = table.match
        if table.phase == "hand_over":
            for seat in tokens:
                await table.request(Ready(token=tokens[seat]))
            continue
        mover = match.to_move
        shown = table.state_for(mover)  # the seat's snapshot: the game it shows, its view
        game = game_named(shown["game"])
        answer = game.engine_answer("random", rng.randrange(2**32), shown["view"])
        move = StepMessage(type="step", step=game.answer_step(answer))
        await table.request(Move(token=tokens[mover], message=move))
    assert table.over, "the match did not end"
    await watcher.check_routes(lobby)
    return watcher


def _plays(game: Any, variant: str, seats: int) -> bool:
    """Whether ``game``'s ``variant`` is played at ``seats`` seats (Scopone only at four)."""
    try:
        game.table_options(variant, seats, game.short_match)
    except CircoloError:
        return False
    return True


#: Every registered game at each of its variants and the seat counts it plays, a short match.
short_tables = st.sampled_from(
    [
        NewTable(
            game=name, variant=variant, seats=["human"] * seats, ai_delay_ms=0,
            options=dict(game.short_match),
        )
        for name, game in GAMES.items()
        for variant in game.variants()
        for seats in game.seat_counts
        if _plays(game, variant, seats)
    ]
)  # fmt: skip
tables = st.one_of(
    short_tables,
    st.builds(  # longer Tressette matches: the hands between the first and the last
        lambda variant: NewTable(
            game="tressette", variant=variant, seats=["human"] * 4, ai_delay_ms=0,
            options={"target": 11},
        ),
        st.sampled_from(["classico", "romana", "bredese", "chitarrella", "ai-tressette"]),
    ),
    st.builds(  # the Roman match: its second game at Briscola
        lambda target: NewTable(
            game="tressette", variant="romana", seats=["human"] * 4, ai_delay_ms=0,
            options={"target": target, "second_game": "briscola"},
        ),
        st.sampled_from([1, 11]),
    ),
    st.builds(
        lambda players, cards: NewTable(
            game="pinnacola", seats=["human"] * players, ai_delay_ms=0,
            options={"mode": "single", "cards_per_hand": cards},
        ),
        st.sampled_from([2, 4]),
        st.sampled_from([13, 15]),
    ),
    st.builds(
        lambda players, hands, swap: NewTable(
            game="briscola", seats=["human"] * players, ai_delay_ms=0,
            options={"hands_to_win": hands, "swap_seven": swap},
        ),
        st.sampled_from([2, 4]),
        st.sampled_from([1, 2]),
        st.booleans(),
    ),
)  # fmt: skip


@settings(max_examples=10, suppress_health_check=[HealthCheck.too_slow])
@given(body=tables, seed=st.integers(0, 2**32))
async def test_no_seat_is_ever_sent_a_card_of_another_seat_before_it_is_played(
    body: NewTable, seed: int
) -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    try:
        watcher = await _play_whole_match(lobby, body, seed)
    finally:
        await lobby.close()
    assert watcher.messages > 0
    assert len(watcher.spectator.sent) > 10  # it watched the whole match
    assert any('"teaching":1' in m and '"hand":[]' not in m for m in watcher.teacher.sent)
    assert watcher.leaks == []


@pytest.mark.parametrize("seed", [1, 2])
async def test_no_seat_of_a_roman_match_is_sent_a_hidden_card_in_either_of_its_games(
    seed: int,
) -> None:
    body = NewTable(
        game="tressette", variant="romana", seats=["human"] * 4, ai_delay_ms=0,
        options={"target": 1, "second_game": "briscola"},
    )  # fmt: skip
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    try:
        watcher = await _play_whole_match(lobby, body, seed)
        played = [game.game for game in watcher.table.match.games if isinstance(game, OtherGame)]
    finally:
        await lobby.close()
    assert played == ["briscola"]
    assert watcher.messages > 0
    assert watcher.leaks == []


@pytest.mark.slow  # several seconds: the quick suite stays under five minutes
@pytest.mark.parametrize("game", ["tressette", "pinnacola", "briscola"])
async def test_the_secret_shows_only_once_the_match_is_over_and_every_deal_follows_from_it(
    game: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    seats = ["human"] * 4
    options: dict[str, Any] = {"target": 11} if game == "tressette" else {"mode": "points"}
    if game == "pinnacola":
        options["target"] = 1500
    if game == "briscola":
        options = {"hands_to_win": 2, "swap_seven": True}
    try:
        watcher = await _play_whole_match(
            lobby, NewTable(game=game, seats=seats, ai_delay_ms=0, options=options), 3
        )
        record = await lobby.record(watcher.table.id)
    finally:
        await lobby.close()
    assert watcher.leaks == []
    assert record["seed"] is None
    assert re.fullmatch(r"[0-9a-f]{32,}", record["secret"])
    assert redeal_faults(record) == []
    assert list(game_named(game).replay_record(record, 1)) == []
    assert watcher.secret not in caplog.text


def test_a_record_whose_deals_do_not_follow_from_its_secret_is_named() -> None:
    lobby_record = _finished_record()
    assert redeal_faults(lobby_record) == []
    tampered = orjson.loads(orjson.dumps(lobby_record))
    deal = tampered["games"][0]["hands"][0]["deal"]
    deal[0][0], deal[1][0] = deal[1][0], deal[0][0]
    assert redeal_faults(tampered) == ["game 1, hand 1: the deal is not the one the secret deals"]
    tampered["secret"] = "00" * 16
    assert any("first dealer" in f or "deal is not" in f for f in redeal_faults(tampered))


def test_circolo_replay_deals_a_record_again_from_its_secret(tmp_path: Any) -> None:
    from circolo.cli import main

    record = _finished_record()
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    good.write_bytes(orjson.dumps(record) + b"\n")
    bad.write_bytes(orjson.dumps({**record, "secret": "ab" * 16}) + b"\n")
    assert main(["replay", str(good)]) == 0
    assert main(["replay", str(bad)]) == 1


def _finished_record() -> dict[str, Any]:
    import asyncio

    async def play() -> dict[str, Any]:
        lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
        try:
            body = NewTable(seats=["human"] * 4, ai_delay_ms=0, options={"target": 1})
            watcher = await _play_whole_match(lobby, body, 1)
            return await lobby.record(watcher.table.id)
        finally:
            await lobby.close()

    return asyncio.run(play())


async def test_each_table_has_its_own_secret_of_128_bits() -> None:
    lobby = Lobby(MemoryTableStore())
    try:
        secrets_seen = set()
        for _ in range(20):
            table, _tokens = await lobby.create(NewTable(seats=["human"] * 4), "test")
            assert table.stored.secret is not None and len(table.stored.secret) == 32
            assert table.stored.seed is None
            secrets_seen.add(table.stored.secret)
        assert len(secrets_seen) == 20
    finally:
        await lobby.close()


def test_selfplay_from_a_seed_stays_the_same_byte_for_byte(tmp_path: Any) -> None:
    from circolo.cli import main

    outputs = []
    for name in ("a", "b"):
        out = tmp_path / f"{name}.jsonl"
        args = ["selfplay", "--matches", "2", "--seed", "7", "--players",
                "random,heuristic,random,heuristic", "--out", str(out)]  # fmt: skip
        assert main(args) == 0
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1] and b'"seed":7' in outputs[0].replace(b" ", b"")
