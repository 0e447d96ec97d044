"""Each game's parts of the WebSocket messages are typed in its folder: the real messages a
table sends are what its models say, and the protocol's schema is the union of the games'."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from typing import Any

import orjson
import pytest
from pydantic import ValidationError

from circolo.core.hosting.protocol import PinChoicesMessage, PinMessage
from circolo.games import GAMES, names
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.random_player import PinnacolaRandomPlayer
from circolo.games.pinnacola.table import PinnacolaPart
from circolo.games.pinnacola.view import seat_view
from circolo.games.pinnacola.ws_state import PinnacolaOptionsJson, PinnacolaState
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.ws_state import TressetteAccusa, TressetteOptionsJson, TressetteState
from circolo.play.commands import Connect, Continue, Move, Start, Suggest
from circolo.server.bodies import NewTable
from circolo.server.protocol import json_schema, server_messages, state_messages
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.server.peers import RecordingPeer
from tests.server.test_pinnacola import pinnacola_action_fields


def test_the_state_schema_is_a_union_of_every_registered_games_state_told_apart_by_game() -> None:
    server = json_schema()["server"]
    states = [part for part in server["anyOf"] if "discriminator" in part]
    assert len(states) == 1 and states[0]["discriminator"]["propertyName"] == "game"
    mapping = states[0]["discriminator"]["mapping"]
    assert set(mapping) == set(names())
    for name, game in GAMES.items():
        assert mapping[name] == f"#/$defs/{game.state_message().__name__}"
        assert game.state_message().model_fields["game"].annotation is not str


def test_every_game_answer_is_among_the_server_messages() -> None:
    defs = json_schema()["server"]["$defs"]
    for game in GAMES.values():
        for model in (game.state_message(), *game.answer_messages()):
            assert model.__name__ in defs


def test_a_field_left_out_when_empty_is_optional_and_never_null_in_the_schema() -> None:
    schema = TressetteAccusa.model_json_schema(mode="serialization")
    assert "kind" not in schema["required"] and "suit" not in schema["required"]
    assert "anyOf" not in schema["properties"]["suit"]
    assert schema["properties"]["suit"]["type"] == "string"
    assert TressetteAccusa(seat=1, points=3).model_dump() == {"seat": 1, "points": 3}


def test_a_field_with_a_default_is_still_required_in_the_schema_of_what_is_sent() -> None:
    ack = json_schema()["server"]["$defs"]["Ack"]
    assert set(ack["required"]) == {"type", "v", "id"}


@pytest.mark.parametrize(
    ("model", "options"),
    [(TressetteOptionsJson, TressetteOptions), (PinnacolaOptionsJson, PinnacolaOptions)],
)
def test_the_options_model_has_every_option_of_the_games_options(
    model: type[Any], options: type[Any]
) -> None:
    assert list(model.model_fields) == [field.name for field in dataclasses.fields(options)]
    model.model_validate_json(orjson.dumps(options().to_json()))


async def test_a_state_is_checked_against_the_model_of_the_game_it_names() -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    table, _tokens = await lobby.create(
        NewTable(seats=["human", "ai:random", "ai:random", "ai:random"], ai_delay_ms=0), "test"
    )
    state = table.state_for(0)
    await lobby.close()
    assert isinstance(state_messages().validate_json(orjson.dumps(state)), TressetteState)
    other = next(name for name in names() if name != state["game"])
    with pytest.raises(ValidationError):
        state_messages().validate_json(orjson.dumps({**state, "game": other}))
    with pytest.raises(ValidationError):  # a field no model has is refused
        state_messages().validate_json(orjson.dumps({**state, "extra": 1}))


async def test_a_pinnacola_training_table_sends_what_its_models_describe() -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    table, tokens = await lobby.create(
        NewTable(
            game="pinnacola",
            seats=["human", "ai:random"],
            ai_delay_ms=0,
            training=True,
            options={"mode": "single"},
        ),
        "test",
    )
    assert isinstance(table.part, PinnacolaPart)
    states: list[PinnacolaState] = []

    def check(text: str) -> None:
        if orjson.loads(text)["type"] == "state":
            state = state_messages().validate_json(text)
            assert isinstance(state, PinnacolaState)
            states.append(state)

    token = tokens[0]
    await table.request(Connect(token=token, connection=RecordingPeer(check)))
    await table.request(Start(token=token))
    rng = random.Random(3)
    answers: list[Any] = []
    for _ in range(3000):
        match = table.match
        assert match is not None
        if match.is_over:
            break
        if match.hand is None or match.to_move != 0 or table.phase != "play":
            await asyncio.sleep(0.005)
            continue
        if len(answers) < 2:
            answers.append(await table.request(Suggest(token=token)))
            hand = [card.code for card in match.hand.hands[0]][:3]
            choices = PinChoicesMessage(type="pin_choices", cards=hand)
            answers.append(await table.request(Move(token=token, message=choices)))
        action = PinnacolaRandomPlayer(rng).decide(seat_view(match, 0)).action
        message = PinMessage(**pinnacola_action_fields(action))
        await table.request(Move(token=token, message=message))
    await lobby.close()
    for answer in answers:
        server_messages().validate_json(orjson.dumps(answer))
    assert {answer["type"] for answer in answers} == {"pin_suggestion", "pin_choices"}
    assert any(state.pin_reasons for state in states)
    assert any(state.view is not None and state.view.all_hands for state in states)
    assert any(state.hand_summary is not None for state in states)


async def test_a_tressette_suggestion_is_what_its_model_describes() -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    table, tokens = await lobby.create(
        NewTable(seats=["human", "ai:random", "ai:random", "ai:random"], ai_delay_ms=0,
                 training=True),
        "test",
    )  # fmt: skip
    await table.request(Connect(token=tokens[0], connection=RecordingPeer()))
    await table.request(Start(token=tokens[0]))
    for _ in range(2000):
        if table.phase == "play" and getattr(table.match, "to_move", None) == 0:
            break
        await table.request(Continue(token=tokens[0]))  # past the trick stops
        await asyncio.sleep(0.005)
    answer = await table.request(Suggest(token=tokens[0]))
    await lobby.close()
    assert server_messages().validate_json(orjson.dumps(answer)).type == "suggestion"
