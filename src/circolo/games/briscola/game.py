"""Briscola as one game of the club: its definition for the registry (circolo/games).

The heavy parts (players, self-play, the arena, the server's table) are imported when first
asked for, so that reading the registry costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from circolo.core.game import Game
from circolo.core.i18n import Lang
from circolo.games.briscola import options as briscola_options
from circolo.games.briscola.options import BriscolaOptions
from circolo.games.briscola.record import GAME

if TYPE_CHECKING:
    from pydantic import BaseModel

    from circolo.core.arena.driver import ArenaResult
    from circolo.core.hosting.game_part import GamePart
    from circolo.core.hosting.protocol import StateBase
    from circolo.core.replay_faults import Fault

#: The player of an engine request that names none.
ENGINE_PLAYER = "random"


class Briscola(Game[BriscolaOptions]):
    """Briscola for two, or for four in two partnerships, with its one preset."""

    name = GAME
    default_variant = briscola_options.DEFAULT_VARIANT
    seat_counts = (2, 4)
    rated_standings = True  # one side wins: ratings per variant
    server_option_caps: Mapping[str, int] = {"hands_to_win": briscola_options.MAX_HANDS_TO_WIN}

    def variants(self) -> tuple[str, ...]:
        return (briscola_options.DEFAULT_VARIANT,)

    def preset(self, variant: str | None) -> BriscolaOptions:
        return briscola_options.preset(variant)

    def with_values(
        self, options: BriscolaOptions, values: Mapping[str, object]
    ) -> BriscolaOptions:
        return briscola_options.with_values(options, values)

    def with_settings(self, options: BriscolaOptions, settings: Iterable[str]) -> BriscolaOptions:
        return briscola_options.with_settings(options, settings)

    def table_options(
        self, variant: str | None, seats: int, values: Mapping[str, object]
    ) -> BriscolaOptions:
        """The number of seats gives the option ``players`` unless the options say it; when
        both are given they must agree."""
        return self.players_from_seats(
            variant,
            seats,
            values,
            count_key="server.error.briscola_seats_count",
            mismatch_key="server.error.briscola_players_seats",
        )

    def describe(self, variant: str | None, lang: Lang) -> str:
        from circolo.games.briscola.describe import describe_options

        return describe_options(self.preset(variant), lang)

    def replay_record(self, data: object, number: int) -> Sequence[object]:
        from circolo.games.briscola.record import replay_record

        return replay_record(data, number)

    def redeal_faults(self, record: Mapping[str, Any], secret: str) -> list[str]:
        from circolo.games.briscola.redeal import briscola_redeal_faults

        return briscola_redeal_faults(record, secret)

    def player_names(self) -> tuple[str, ...]:
        from circolo.games.briscola.players.registry import NAMES

        return NAMES

    def default_players(self, options: BriscolaOptions) -> list[str]:
        return ["random"] * options.players

    def selfplay_records(
        self,
        options: BriscolaOptions,
        *,
        variant: str,
        specs: Sequence[str],
        matches: int,
        seed: int,
    ) -> Iterator[dict[str, Any]]:
        from circolo.games.briscola.players.selfplay import selfplay_records

        return selfplay_records(options, specs=specs, matches=matches, seed=seed)

    def arena(self, options: BriscolaOptions, **settings: Any) -> ArenaResult:
        from circolo.games.briscola.players.arena import run_briscola_arena

        return run_briscola_arena(options, **settings)

    def engine_answer(self, spec: str | None, seed: int, view: object) -> dict[str, Any]:
        from circolo.core.players import EngineError, explained
        from circolo.games.briscola.players.registry import create_player
        from circolo.games.briscola.view import view_from_json

        spec = spec if spec is not None else ENGINE_PLAYER
        player = create_player(spec, random.Random(seed))
        seat_view = view_from_json(view)
        if seat_view.to_move != seat_view.seat:
            raise EngineError("error.engine.not_to_move", seat=seat_view.seat)
        decision, text, reasons = explained(spec, lambda: player.decide(seat_view))
        return {**decision.action.to_json(), "reasons": reasons, "text": text}

    # --- the rules ---------------------------------------------------------------------------

    short_match: Mapping[str, object] = {"hands_to_win": 1}

    def deal(self, state: Any, rng: random.Random) -> Any:
        return state.deal(self.next_deck(rng))

    def step_to_json(self, action: Any) -> dict[str, Any]:
        from circolo.games.briscola.steps import step_to_json

        return dict(step_to_json(action))

    def step_from_json(self, data: object) -> Any:
        from circolo.games.briscola.steps import step_from_json

        return step_from_json(data)

    def observe(self, state: Any, seat: int) -> dict[str, Any]:
        from circolo.games.briscola.view import seat_view, view_to_json

        return view_to_json(seat_view(state, seat))

    def hidden_from(self, state: Any, seat: int | None) -> set[str]:
        from circolo.games.briscola.hidden import hidden_from

        return hidden_from(state, seat)

    def record(self, state: Any, players: Sequence[str]) -> dict[str, Any]:
        from circolo.games.briscola.record import match_record

        return match_record(state, seed=None, players=players)

    def info(self) -> dict[str, Any]:
        from circolo.games.briscola.info import briscola_info

        return briscola_info()

    def table_part(self) -> type[GamePart]:
        from circolo.games.briscola.table import BriscolaPart

        return BriscolaPart

    def second_game_options(self) -> BriscolaOptions:
        """The Roman match's Briscola: four players, first to four hands, no exchange."""
        return briscola_options.ROMAN_OPTIONS

    def new_match(self, options: BriscolaOptions, first_dealer: int) -> Any:
        from circolo.games.briscola.state import MatchState

        return MatchState.new(options, first_dealer)

    def next_deck(self, rng: random.Random) -> Sequence[Any]:
        from circolo.games.briscola.players.selfplay import shuffled_deck

        return shuffled_deck(rng)

    def create_player(self, spec: str, rng: random.Random) -> Any:
        from circolo.games.briscola.players.registry import create_player

        return create_player(spec, rng)

    def seat_view(self, state: Any, seat: int) -> Any:
        from circolo.games.briscola.view import seat_view

        return seat_view(state, seat)

    def game_json(self, state: Any) -> dict[str, Any]:
        from circolo.games.briscola.record import game_json

        return game_json(state)

    def replay_game(
        self, data: dict[str, Any], number: int, game: int, first_dealer: int
    ) -> tuple[list[Any], Any]:
        from circolo.games.briscola.record import replay_game

        faults, match = replay_game(data, number, game, first_dealer)
        return list(faults), match

    def embedded_redeal_faults(
        self, game: Mapping[str, Any], secret: str, first_number: int, where: str
    ) -> list[str]:
        from circolo.games.briscola.redeal import embedded_redeal_faults

        return embedded_redeal_faults(game, secret, first_number, where)

    def state_message(self) -> type[StateBase]:
        from circolo.games.briscola.ws_state import BriscolaState

        return BriscolaState

    def answer_messages(self) -> tuple[type[BaseModel], ...]:
        from circolo.games.briscola.ws_state import StepSuggestion

        return (StepSuggestion,)

    # --- club evenings (core/boards.py's PlaysBoards) ----------------------------------------

    def evening_options(self, options: BriscolaOptions) -> BriscolaOptions:
        from circolo.games.briscola.boards import evening_options

        return evening_options(options)

    def table_seats(self, options: BriscolaOptions) -> int:
        from circolo.games.briscola.boards import table_seats

        return table_seats(options)

    def check_board_players(self, options: BriscolaOptions, specs: Sequence[str]) -> None:
        from circolo.games.briscola.boards import check_board_players

        check_board_players(specs)

    def play_board(
        self,
        options: BriscolaOptions,
        *,
        variant: str | None,
        seed: int,
        board: int,
        players: Sequence[str],
        player_seed: str,
    ) -> dict[str, Any]:
        """The board's record (Briscola records name no variant)."""
        from circolo.games.briscola.boards import play_board

        return play_board(options, seed=seed, board=board, players=players, player_seed=player_seed)

    def deal_board(self, options: BriscolaOptions, *, seed: int, board: int) -> Any:
        from circolo.games.briscola.boards import deal_board

        return deal_board(options, seed=seed, board=board)

    def board_deal_json(self, options: BriscolaOptions, *, seed: int, board: int) -> dict[str, Any]:
        from circolo.games.briscola.boards import board_deal_json

        return board_deal_json(options, seed=seed, board=board)

    def board_deal(self, record: Mapping[str, Any]) -> dict[str, Any]:
        from circolo.games.briscola.boards import board_deal

        return board_deal(record)

    def board_points(self, record: Mapping[str, Any]) -> tuple[int, int]:
        from circolo.games.briscola.boards import board_points

        return board_points(record)

    def replay_board(self, record: object, number: int) -> Sequence[Fault]:
        from circolo.games.briscola.boards import replay_board

        return replay_board(record, number)


#: The one Briscola definition the registry lists.
BRISCOLA = Briscola()
