"""Pinnacola as one game of the club: its definition for the registry (circolo/games).

The heavy parts (players, self-play, the arena, the server's table) are imported when first
asked for, so that reading the registry costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from circolo.core.game import Game
from circolo.core.i18n import Lang
from circolo.games.pinnacola import options as pinnacola_options
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.record import GAME

if TYPE_CHECKING:
    from pydantic import BaseModel

    from circolo.core.arena.driver import ArenaResult
    from circolo.core.hosting.game_part import GamePart
    from circolo.core.hosting.protocol import StateBase
    from circolo.core.replay_faults import Fault
    from circolo.server.profiles import Profiles

#: The player of an engine request that names none.
ENGINE_PLAYER = "strong"


class Pinnacola(Game[PinnacolaOptions]):
    """Pinnacola for two, or for four in two partnerships, with its one preset."""

    name = GAME
    default_variant = pinnacola_options.DEFAULT_VARIANT
    seat_counts = (4, 2)
    server_option_caps: Mapping[str, int] = {"target": 100_000}

    def variants(self) -> tuple[str, ...]:
        return (pinnacola_options.DEFAULT_VARIANT,)

    def preset(self, variant: str | None) -> PinnacolaOptions:
        return pinnacola_options.preset(variant)

    def with_values(
        self, options: PinnacolaOptions, values: Mapping[str, object]
    ) -> PinnacolaOptions:
        return pinnacola_options.with_values(options, values)

    def with_settings(self, options: PinnacolaOptions, settings: Iterable[str]) -> PinnacolaOptions:
        return pinnacola_options.with_settings(options, settings)

    def table_options(
        self, variant: str | None, seats: int, values: Mapping[str, object]
    ) -> PinnacolaOptions:
        """The number of seats gives the option ``players`` unless the options say it; when
        both are given they must agree."""
        return self.players_from_seats(
            variant,
            seats,
            values,
            count_key="server.error.pin_seats_count",
            mismatch_key="server.error.pin_players_seats",
        )

    def describe(self, variant: str | None, lang: Lang) -> str:
        from circolo.games.pinnacola.describe import describe_options

        return describe_options(self.preset(variant), lang)

    def replay_record(self, data: object, number: int) -> Sequence[object]:
        from circolo.games.pinnacola.record import replay_record

        return replay_record(data, number)

    def redeal_faults(self, record: Mapping[str, Any], secret: str) -> list[str]:
        from circolo.games.pinnacola.redeal import pinnacola_redeal_faults

        return pinnacola_redeal_faults(record, secret)

    def player_names(self) -> tuple[str, ...]:
        from circolo.games.pinnacola.players.registry import NAMES

        return NAMES

    def default_players(self, options: PinnacolaOptions) -> list[str]:
        return ["random"] * options.players

    def selfplay_records(
        self,
        options: PinnacolaOptions,
        *,
        variant: str,
        specs: Sequence[str],
        matches: int,
        seed: int,
    ) -> Iterator[dict[str, Any]]:
        from circolo.games.pinnacola.players.selfplay import selfplay_records

        return selfplay_records(options, specs=specs, matches=matches, seed=seed)

    def arena(self, options: PinnacolaOptions, **settings: Any) -> ArenaResult:
        from circolo.games.pinnacola.players.arena import run_pinnacola_arena

        return run_pinnacola_arena(options, **settings)

    def engine_answer(self, spec: str | None, seed: int, view: object) -> dict[str, Any]:
        from circolo.core.players import EngineError, explained
        from circolo.games.pinnacola.players.registry import create_player
        from circolo.games.pinnacola.view_json import action_to_json, pinnacola_view_from_json

        spec = spec if spec is not None else ENGINE_PLAYER
        player = create_player(spec, random.Random(seed))
        seat_view = pinnacola_view_from_json(view)
        if seat_view.to_move != seat_view.seat or seat_view.phase == "over":
            raise EngineError("error.engine.pin_not_to_move", seat=seat_view.seat)
        decision, text, reasons = explained(spec, lambda: player.decide(seat_view))
        return {"action": action_to_json(decision.action), "reasons": reasons, "text": text}

    # --- club evenings (core/boards.py's PlaysBoards; games/pinnacola/boards.py) ------------

    def evening_options(self, options: PinnacolaOptions) -> PinnacolaOptions:
        from circolo.games.pinnacola.boards import evening_options

        return evening_options(options)

    def table_seats(self, options: PinnacolaOptions) -> int:
        return options.players

    def check_board_players(self, options: PinnacolaOptions, specs: Sequence[str]) -> None:
        from circolo.games.pinnacola.boards import check_board_players

        check_board_players(options, specs)

    def play_board(
        self,
        options: PinnacolaOptions,
        *,
        variant: str | None,
        seed: int,
        board: int,
        players: Sequence[str],
        player_seed: str,
    ) -> dict[str, Any]:
        """Pinnacola records name no variant: ``variant`` plays no part."""
        from circolo.games.pinnacola.boards import play_board

        return play_board(options, seed=seed, board=board, players=players, player_seed=player_seed)

    def deal_board(self, options: PinnacolaOptions, *, seed: int, board: int) -> Any:
        from circolo.games.pinnacola.boards import deal_board

        return deal_board(options, seed=seed, board=board)

    def board_deal_json(
        self, options: PinnacolaOptions, *, seed: int, board: int
    ) -> dict[str, Any]:
        from circolo.games.pinnacola.boards import board_deal_json

        return board_deal_json(options, seed=seed, board=board)

    def board_deal(self, record: Mapping[str, Any]) -> dict[str, Any]:
        from circolo.games.pinnacola.boards import board_deal

        return board_deal(record)

    def board_points(self, record: Mapping[str, Any]) -> tuple[int, int]:
        from circolo.games.pinnacola.boards import board_points

        return board_points(record)

    def replay_board(self, record: object, number: int) -> Sequence[Fault]:
        from circolo.games.pinnacola.boards import replay_board

        return replay_board(record, number)

    # --- the rules ---------------------------------------------------------------------------

    short_match: Mapping[str, object] = {"mode": "single"}

    def new_match(self, options: PinnacolaOptions, first_dealer: int) -> Any:
        from circolo.games.pinnacola.state import MatchState

        return MatchState.new(options, first_dealer)

    def deal(self, state: Any, rng: random.Random) -> Any:
        from circolo.games.pinnacola.players.selfplay import shuffled_deck

        return state.deal(shuffled_deck(state.options, rng))

    def step_to_json(self, action: Any) -> dict[str, Any]:
        from circolo.games.pinnacola.view_json import action_to_json

        return dict(action_to_json(action))

    def step_from_json(self, data: object) -> Any:
        from circolo.games.pinnacola.view_json import action_from_json

        return action_from_json(data)

    def observe(self, state: Any, seat: int) -> dict[str, Any]:
        from circolo.games.pinnacola.view import seat_view, view_to_json

        return view_to_json(seat_view(state, seat))

    def hidden_from(self, state: Any, seat: int | None) -> set[str]:
        from circolo.games.pinnacola.hidden import hidden_from

        return hidden_from(state, seat)

    def record(self, state: Any, players: Sequence[str]) -> dict[str, Any]:
        from circolo.games.pinnacola.record import match_record

        return match_record(state, seed=None, players=players)

    def answer_step(self, answer: Mapping[str, Any]) -> dict[str, Any]:
        step: dict[str, Any] = answer["action"]  # the engine's answer keeps its step there
        return step

    def info(self) -> dict[str, Any]:
        from circolo.games.pinnacola.info import pinnacola_info

        return pinnacola_info()

    def table_part(self) -> type[GamePart]:
        from circolo.games.pinnacola.table import PinnacolaPart

        return PinnacolaPart

    def state_message(self) -> type[StateBase]:
        from circolo.games.pinnacola.ws_state import PinnacolaState

        return PinnacolaState

    def answer_messages(self) -> tuple[type[BaseModel], ...]:
        from circolo.games.pinnacola.ws_state import PinChoices, PinSuggestion

        return (
            PinChoices,
            PinSuggestion,
        )

    async def record_match(self, profiles: Profiles, table: dict[str, Any]) -> None:
        from circolo.games.pinnacola.standings import record_match

        await record_match(profiles, table)

    async def leaderboard(
        self, profiles: Profiles, query: Mapping[str, str | None], limit: int
    ) -> dict[str, Any]:
        from circolo.games.pinnacola.standings import leaderboard

        return await leaderboard(profiles, query, limit, self.name)


#: The one Pinnacola definition the registry lists.
PINNACOLA = Pinnacola()
