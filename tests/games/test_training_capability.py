"""Training is a capability of a game's part (``TrainingPart``, core/hosting/training.py),
which the one table finds by ``isinstance``: every game's part has it, and a part without it
is refused a suggestion even at a training table, where a ``continue`` changes nothing."""

from __future__ import annotations

import pytest

from circolo.core.hosting.refusals import TableError
from circolo.core.hosting.training import TrainingPart
from circolo.games import GAMES
from circolo.play.commands import Connect, Continue, Start, Suggest
from circolo.server.bodies import NewTable
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.helpers import until
from tests.server.peers import RecordingPeer


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_games_part_trains(name: str) -> None:
    assert issubclass(GAMES[name].table_part(), TrainingPart)


async def test_a_part_that_does_not_train_is_refused_a_suggestion_and_continue_changes_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lobby = Lobby(MemoryTableStore(), ready_timeout_s=0.05)
    await lobby.resume()
    try:
        body = NewTable(game="briscola", seats=["human", "ai:random"], training=True, ai_delay_ms=0)
        table, tokens = await lobby.create(body, "10.0.0.1")
        await table.request(Connect(token=tokens[0], connection=RecordingPeer()))
        await table.request(Start(token=tokens[0]))
        await until(lambda: table.phase == "play" and table.match.to_move == 0)
        part = table.match_parts.playing()
        # The same table, its part seen as a game's that does not train.
        monkeypatch.setattr(table.match_parts, "playing", lambda: object())
        with pytest.raises(TableError) as refused:
            await table.request(Suggest(token=tokens[0]))
        seq = table.seq
        await table.request(Continue(token=tokens[0]))
        monkeypatch.setattr(table.match_parts, "playing", lambda: part)
        suggestion = await table.request(Suggest(token=tokens[0]))
    finally:
        await lobby.close()
    assert (refused.value.code, refused.value.key) == ("not_training", "server.error.not_training")
    assert (table.phase, table.seq) == ("play", seq)
    assert suggestion["type"] == "step_suggestion"  # its own part trains
