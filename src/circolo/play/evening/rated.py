"""What a rated evening counts: each table's round as one match of its boards.

At an evening marked rated, a table that has finished its boards counts as a finished match
does at an ordinary table (circolo.play.rated_standings): its people's statistics, and, when
people played every seat throughout, their ratings — the two entries as teams, the winner the
side with more points over the table's boards (level: a tie). A seat the computer held, or
played for a while (a person's seat whose board record names a computer player), leaves the
match unrated, as at any table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from circolo.core.boards import plays_boards, winner_of
from circolo.core.registry import game_named
from circolo.play.evening.live import LiveEvening

#: A board record's spec for a seat a person played.
HUMAN = "human"


def table_match(
    evening: LiveEvening, round: int, table: int, records: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    """Table ``table`` of ``round`` as a finished match (a table's ``finish_info`` shape:
    ``id``, ``game``, ``variant``, ``training``, ``winner``, ``seats``)."""
    game = game_named(evening.game)
    plays = plays_boards(game)
    points = [0, 0]
    for record in records:
        side0, side1 = plays.board_points(record)
        points[0] += side0
        points[1] += side1
    seats: list[dict[str, Any]] = []
    for index, seat in enumerate(evening.seating(round, table)):
        if "token_hash" in seat:
            computer = [
                str(record["players"][index])
                for record in records
                if record["players"][index] != HUMAN
            ]
            seats.append({
                "kind": "human", "name": seat["name"], "ai": computer[0] if computer else None,
                "profile": seat.get("profile"), "left": False, "taken_over": bool(computer),
            })  # fmt: skip
        else:
            seats.append({"kind": "ai", "name": None, "ai": seat["ai"], "profile": None})
    return {
        "id": f"{evening.id}/round-{round}/table-{table}",
        "game": evening.game,
        "variant": evening.variant or game.default_variant,
        "training": False,
        "winner": winner_of(points),
        "seats": seats,
    }
