"""A ``continue`` goes on from a training stop the same way in every game whose training table
stops (the one ``TrainingPart.go_on``): after a stop the play goes on, after a training
table's hand the next hand is dealt; at a table of a game that never stops it changes
nothing."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from circolo.core.hosting.game_part import GamePart
from circolo.core.hosting.training import TrainingPart
from circolo.games import GAMES


class _Table:
    """What ``go_on`` reads and changes of a table: the phase, training."""

    def __init__(self, phase: str, *, training: bool) -> None:
        self.phase = phase
        self.stored = SimpleNamespace(training=training)
        self.changes = 0

    def after_change(self) -> None:
        self.changes += 1


def _part(name: str, table: _Table) -> tuple[TrainingPart, list[str]]:
    """The game's own part of ``table`` (every game trains), made with the base's state only
    (``go_on`` needs no more), and the list its ``next_hand`` calls are noted in."""
    part_type = GAMES[name].table_part()
    assert issubclass(part_type, TrainingPart)
    part = part_type.__new__(part_type)
    GamePart.__init__(part, table)  # type: ignore[arg-type]  # the table's part ``go_on`` reads
    dealt: list[str] = []

    async def next_hand() -> None:
        dealt.append("next hand")

    part.next_hand = next_hand  # type: ignore[method-assign]
    return part, dealt


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_continue_after_a_stop_plays_on_only_where_the_games_training_table_stops(
    name: str,
) -> None:
    table = _Table("trick_stop", training=True)
    part, dealt = _part(name, table)
    await part.go_on()
    stops = part.training_stops
    assert (table.phase, table.changes, dealt) == (
        ("play", 1, []) if stops else ("trick_stop", 0, [])
    )


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("training", [True, False])
async def test_continue_after_a_hand_deals_the_next_only_at_a_training_table_that_stops(
    name: str, training: bool
) -> None:
    table = _Table("hand_over", training=training)
    part, dealt = _part(name, table)
    await part.go_on()
    deals = part.training_stops and training
    assert (table.phase, table.changes, dealt) == ("hand_over", 0, ["next hand"] if deals else [])


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_continue_in_play_changes_nothing(name: str) -> None:
    table = _Table("play", training=True)
    part, dealt = _part(name, table)
    await part.go_on()
    assert (table.phase, table.changes, dealt) == ("play", 0, [])
