"""The arena's Roman match (``--games`` with ``second_game`` set): whole matches of three
games whose second is played at another game of the registry (Briscola), duplicate as the
Tressette games are.

A pair's two plays see the same deals: hand ``h`` of game ``g`` of a match is shuffled from
the setup's generator for hand ``GAME_STRIDE * g + h`` (the Briscola game's hands too), so
what one play deals in its second game the other deals in its own, whatever the first game
took. Each seat plays the other game with that game's player of the same name as its own
(settings left out), made once per play from its own generator.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any, Final

from circolo.core.arena.setup import ArenaSetup
from circolo.core.errors import OptionError
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import TressetteOptions

#: Hands a game may take before the next game's deals are numbered (far more than any game).
GAME_STRIDE: Final = 1000


def hand_number(match: MatchState) -> int:
    """The number of the next hand's deal of ``match`` (its game's, after the games before)."""
    playing = len(match.other[1].finished) if match.other is not None else len(match.hands)
    return GAME_STRIDE * len(match.games) + playing


def check_other_players(options: TressetteOptions, specs: Sequence[str]) -> None:
    """Refuse players who have no counterpart in the match's other game (a ``cmd:`` program,
    the oracle) before anything is played."""
    from circolo.core.registry import embedded_game

    game = embedded_game(options.second_game)
    for spec in specs:
        try:
            game.create_player(spec.split(":")[0], random.Random(0))
        except Exception:  # the other game's sentence names its players
            raise OptionError(
                "error.arena_roman_player", player=spec, game=options.second_game
            ) from None


def other_players(
    setup: ArenaSetup[TressetteOptions], index: int, specs: Sequence[str]
) -> list[Any]:
    """Each seat's player of the match's other game, from its own generator."""
    from circolo.core.registry import embedded_game

    game = embedded_game(setup.options.second_game)
    return [
        game.create_player(spec.split(":")[0], setup.player_rng(index, GAME_STRIDE + seat))
        for seat, spec in enumerate(specs)
    ]


def other_step(
    setup: ArenaSetup[TressetteOptions],
    index: int,
    match: MatchState,
    players: Sequence[Any],
    times: list[float],
) -> MatchState:
    """One step of the other game in play: its next deal, or its seat to move's step (the
    time it took appended to ``times``)."""
    from circolo.core.registry import embedded_game

    assert match.other is not None
    name, state = match.other
    game = embedded_game(name)
    if state.hand is None:
        return match.deal_other(game.next_deck(setup.hand_rng(index, hand_number(match))))
    seat = match.to_move
    assert seat is not None
    view = game.seat_view(state, seat)
    start = time.perf_counter_ns()
    action = players[seat].decide(view).action
    times.append((time.perf_counter_ns() - start) / 1e6)
    return match.apply(action)
