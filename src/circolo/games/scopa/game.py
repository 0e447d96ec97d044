"""Scopa and Scopone as one game of the club: its definition for the registry (circolo/games).

The heavy parts (players, self-play, the arena, the server's table) are imported when first
asked for, so that reading the registry costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from circolo.core.game import Game
from circolo.core.i18n import Lang
from circolo.games.scopa import options as scopa_options
from circolo.games.scopa.options import ScopaOptions
from circolo.games.scopa.record import GAME

if TYPE_CHECKING:
    from pydantic import BaseModel

    from circolo.core.arena.driver import ArenaResult
    from circolo.core.hosting.game_part import GamePart
    from circolo.core.hosting.protocol import StateBase
    from circolo.core.replay_faults import Fault

#: The player of an engine request that names none, and of a seat ``selfplay`` is not told.
ENGINE_PLAYER = "random"


class Scopa(Game[ScopaOptions]):
    """Scopa for two, or four in two teams, and Scopone scientifico: three presets."""

    name = GAME
    default_variant = scopa_options.DEFAULT_VARIANT
    seat_counts = scopa_options.PLAYER_COUNTS
    rated_standings = True  # one side wins: ratings per variant

    def variants(self) -> tuple[str, ...]:
        return scopa_options.VARIANTS

    def preset(self, variant: str | None) -> ScopaOptions:
        return scopa_options.preset(variant)

    def with_values(self, options: ScopaOptions, values: Mapping[str, object]) -> ScopaOptions:
        return scopa_options.with_values(options, values)

    def with_settings(self, options: ScopaOptions, settings: Iterable[str]) -> ScopaOptions:
        return scopa_options.with_settings(options, settings)

    def table_options(
        self, variant: str | None, seats: int, values: Mapping[str, object]
    ) -> ScopaOptions:
        """The number of seats gives the option ``players`` unless the options say it; when
        both are given they must agree (Scopone's preset needs four seats)."""
        return self.players_from_seats(
            variant,
            seats,
            values,
            count_key="server.error.scopa_seats_count",
            mismatch_key="server.error.scopa_players_seats",
        )

    def describe(self, variant: str | None, lang: Lang) -> str:
        from circolo.games.scopa.describe import describe_preset, describe_presets

        return describe_presets(lang) if variant is None else describe_preset(variant, lang)

    def replay_record(self, data: object, number: int) -> Sequence[object]:
        from circolo.games.scopa.record import replay_record

        return replay_record(data, number)

    def redeal_faults(self, record: Mapping[str, Any], secret: str) -> list[str]:
        from circolo.games.scopa.redeal import scopa_redeal_faults

        return scopa_redeal_faults(record, secret)

    def player_names(self) -> tuple[str, ...]:
        from circolo.games.scopa.players.registry import NAMES

        return NAMES

    def default_players(self, options: ScopaOptions) -> list[str]:
        return [ENGINE_PLAYER] * options.players

    def selfplay_records(
        self,
        options: ScopaOptions,
        *,
        variant: str,
        specs: Sequence[str],
        matches: int,
        seed: int,
    ) -> Iterator[dict[str, Any]]:
        from circolo.games.scopa.players.selfplay import selfplay_records

        return selfplay_records(options, specs=specs, matches=matches, seed=seed)

    def arena(self, options: ScopaOptions, **settings: Any) -> ArenaResult:
        from circolo.games.scopa.players.arena import run_scopa_arena

        return run_scopa_arena(options, **settings)

    def engine_answer(self, spec: str | None, seed: int, view: object) -> dict[str, Any]:
        """The step's fields (``card``, ``take``) with the player's reasons and text."""
        from circolo.core.players import EngineError, explained
        from circolo.games.scopa.players.registry import create_player
        from circolo.games.scopa.view import view_from_json

        spec = spec if spec is not None else ENGINE_PLAYER
        player = create_player(spec, random.Random(seed))
        seat_view = view_from_json(view)
        if seat_view.to_move != seat_view.seat:
            raise EngineError("error.engine.not_to_move", seat=seat_view.seat)
        decision, text, reasons = explained(spec, lambda: player.decide(seat_view))
        return {**decision.action.to_json(), "reasons": reasons, "text": text}

    # --- the rules ---------------------------------------------------------------------------

    #: The shortest game the options allow: to 11 points (a few hands).
    short_match: Mapping[str, object] = {"target": min(scopa_options.TARGETS)}

    def new_match(self, options: ScopaOptions, first_dealer: int) -> Any:
        from circolo.games.scopa.match import MatchState

        return MatchState.new(options, first_dealer)

    def deal(self, state: Any, rng: random.Random) -> Any:
        from circolo.games.scopa.dealing import deal_until_playable

        return deal_until_playable(state, rng)

    def step_to_json(self, action: Any) -> dict[str, Any]:
        from circolo.games.scopa.steps import step_to_json

        return dict(step_to_json(action))

    def step_from_json(self, data: object) -> Any:
        from circolo.games.scopa.steps import step_from_json

        return step_from_json(data)

    def observe(self, state: Any, seat: int) -> dict[str, Any]:
        from circolo.games.scopa.view import seat_view, view_to_json

        return view_to_json(seat_view(state, seat))

    def hidden_from(self, state: Any, seat: int | None) -> set[str]:
        from circolo.games.scopa.hidden import hidden_from

        return hidden_from(state, seat)

    def record(self, state: Any, players: Sequence[str]) -> dict[str, Any]:
        from circolo.games.scopa.record import match_record

        return match_record(state, seed=None, players=players)

    # --- the server ----------------------------------------------------------------------------

    def info(self) -> dict[str, Any]:
        from circolo.games.scopa.info import scopa_info

        return scopa_info()

    def table_part(self) -> type[GamePart]:
        from circolo.games.scopa.table import ScopaPart

        return ScopaPart

    def state_message(self) -> type[StateBase]:
        from circolo.games.scopa.ws_state import ScopaState

        return ScopaState

    def answer_messages(self) -> tuple[type[BaseModel], ...]:
        from circolo.games.scopa.ws_state import ScopaStepSuggestion

        return (ScopaStepSuggestion,)

    # --- club evenings (core/boards.py's PlaysBoards) ----------------------------------------

    def evening_options(self, options: ScopaOptions) -> ScopaOptions:
        from circolo.games.scopa.boards import evening_options

        return evening_options(options)

    def table_seats(self, options: ScopaOptions) -> int:
        from circolo.games.scopa.boards import table_seats

        return table_seats(options)

    def check_board_players(self, options: ScopaOptions, specs: Sequence[str]) -> None:
        from circolo.games.scopa.boards import check_board_players

        check_board_players(specs)

    def play_board(
        self,
        options: ScopaOptions,
        *,
        variant: str | None,
        seed: int,
        board: int,
        players: Sequence[str],
        player_seed: str,
    ) -> dict[str, Any]:
        """The board's record (Scopa records name no variant: the options say it all)."""
        from circolo.games.scopa.boards import play_board

        return play_board(options, seed=seed, board=board, players=players, player_seed=player_seed)

    def deal_board(self, options: ScopaOptions, *, seed: int, board: int) -> Any:
        from circolo.games.scopa.boards import deal_board

        return deal_board(options, seed=seed, board=board)

    def board_deal_json(self, options: ScopaOptions, *, seed: int, board: int) -> dict[str, Any]:
        from circolo.games.scopa.boards import board_deal_json

        return board_deal_json(options, seed=seed, board=board)

    def board_deal(self, record: Mapping[str, Any]) -> dict[str, Any]:
        from circolo.games.scopa.boards import board_deal

        return board_deal(record)

    def board_points(self, record: Mapping[str, Any]) -> tuple[int, int]:
        from circolo.games.scopa.boards import board_points

        return board_points(record)

    def replay_board(self, record: object, number: int) -> Sequence[Fault]:
        from circolo.games.scopa.boards import replay_board

        return replay_board(record, number)


#: The one Scopa definition the registry lists (its folder's __init__.py registers it).
SCOPA = Scopa()
