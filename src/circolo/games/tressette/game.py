"""Tressette as one game of the club: its definition for the registry (circolo/games).

The heavy parts (players, self-play, the arena, the server's table) are imported when first
asked for, so that reading the registry costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from circolo.core.errors import OptionError
from circolo.core.game import Game
from circolo.core.i18n import Lang
from circolo.games.tressette import options as tressette_options
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.record import GAME
from circolo.games.tressette.rules import SEATS

if TYPE_CHECKING:
    from pydantic import BaseModel

    from circolo.core.arena.driver import ArenaResult
    from circolo.core.hosting.game_part import GamePart
    from circolo.core.hosting.protocol import StateBase
    from circolo.core.replay_faults import Fault

#: The player of an engine request that names none (docs/engine-protocol.md).
ENGINE_PLAYER = "heuristic"


class Tressette(Game[TressetteOptions]):
    """Tressette for four in two partnerships, with its six regional presets."""

    name = GAME
    default_variant = "classico"
    seat_counts = (SEATS,)
    rated_standings = True  # one side wins: ratings per variant
    server_option_caps: Mapping[str, int] = {"target": 1000, "decider_target": 1000}

    def variants(self) -> tuple[str, ...]:
        return tuple(tressette_options.VARIANTS)

    def preset(self, variant: str | None) -> TressetteOptions:
        return tressette_options.preset(variant or self.default_variant)

    def with_values(
        self, options: TressetteOptions, values: Mapping[str, object]
    ) -> TressetteOptions:
        return tressette_options.with_values(options, values)

    def with_settings(self, options: TressetteOptions, settings: Iterable[str]) -> TressetteOptions:
        return tressette_options.with_settings(options, settings)

    def table_options(
        self, variant: str | None, seats: int, values: Mapping[str, object]
    ) -> TressetteOptions:
        if seats != SEATS:
            raise OptionError("server.error.seats_count")
        return self.with_values(self.preset(variant), values)

    def describe(self, variant: str | None, lang: Lang) -> str:
        from circolo.games.tressette.describe import describe_variant, describe_variants

        return describe_variants(lang) if variant is None else describe_variant(variant, lang)

    def replay_record(self, data: object, number: int) -> Sequence[object]:
        from circolo.games.tressette.record import replay_record

        return replay_record(data, number)

    def redeal_faults(self, record: Mapping[str, Any], secret: str) -> list[str]:
        from circolo.games.tressette.redeal import tressette_redeal_faults

        return tressette_redeal_faults(record, secret)

    def player_names(self) -> tuple[str, ...]:
        from circolo.games.tressette.players.registry import PLAYERS

        return tuple(PLAYERS)

    def default_players(self, options: TressetteOptions) -> list[str]:
        return ["random"] * SEATS

    def selfplay_records(
        self,
        options: TressetteOptions,
        *,
        variant: str,
        specs: Sequence[str],
        matches: int,
        seed: int,
    ) -> Iterator[dict[str, Any]]:
        from circolo.games.tressette.players.selfplay import selfplay_records

        return selfplay_records(options, variant=variant, specs=specs, matches=matches, seed=seed)

    def arena(self, options: TressetteOptions, **settings: Any) -> ArenaResult:
        from circolo.games.tressette.players.arena import run_arena

        return run_arena(options, **settings)

    def engine_answer(self, spec: str | None, seed: int, view: object) -> dict[str, Any]:
        from circolo.core.players import EngineError, explained
        from circolo.games.tressette.players.registry import create_player
        from circolo.games.tressette.state import Play
        from circolo.games.tressette.steps import step_to_json
        from circolo.games.tressette.view_json import view_from_json

        spec = spec if spec is not None else ENGINE_PLAYER
        player = create_player(spec, random.Random(seed))
        seat_view = view_from_json(view, require_turn=True)
        decision, text, reasons = explained(spec, lambda: player.decide(seat_view))
        if decision.card not in seat_view.legal:
            raise EngineError(
                "error.engine.illegal_choice",
                player=spec,
                card=decision.card.code,
                legal=", ".join(card.code for card in seat_view.legal),
            )
        step = step_to_json(Play(decision.card, decision.signals))
        return {**step, "reasons": reasons, "text": text}

    # --- the rules ---------------------------------------------------------------------------

    short_match: Mapping[str, object] = {"target": 1}

    def new_match(self, options: TressetteOptions, first_dealer: int) -> Any:
        from circolo.games.tressette.match import MatchState

        return MatchState.new(options, first_dealer)

    def deal(self, state: Any, rng: random.Random) -> Any:
        if state.other is not None:  # a Roman match's other game deals as that game does
            from circolo.core.registry import embedded_game

            return state.deal_other(embedded_game(state.other[0]).next_deck(rng))
        from circolo.games.tressette.players.selfplay import deal_until_playable

        return deal_until_playable(state, rng)

    def step_to_json(self, action: Any) -> dict[str, Any]:
        from circolo.games.tressette.steps import step_to_json

        return step_to_json(action)

    def step_from_json(self, data: object) -> Any:
        from circolo.games.tressette.steps import step_from_json

        return step_from_json(data)

    def observe(self, state: Any, seat: int) -> dict[str, Any]:
        if state.other is not None:
            from circolo.core.registry import game_named

            name, playing = state.other
            return game_named(name).observe(playing, seat)
        from circolo.games.tressette.view import seat_view

        return dict(seat_view(state, seat).to_json())

    def hidden_from(self, state: Any, seat: int | None) -> set[str]:
        from circolo.games.tressette.hidden import hidden_from

        return hidden_from(state, seat)

    def record(self, state: Any, players: Sequence[str]) -> dict[str, Any]:
        from circolo.games.tressette.record import match_record

        variant = next(
            (name for name in self.variants() if self.preset(name) == state.options),
            self.default_variant,
        )
        return match_record(state, variant=variant, seed=None, players=players)

    # --- its boards at club evenings (core.boards.PlaysBoards; games/tressette/boards.py) ---

    def evening_options(self, options: TressetteOptions) -> TressetteOptions:
        from circolo.games.tressette.boards import evening_options

        return evening_options(options)

    def table_seats(self, options: TressetteOptions) -> int:
        return SEATS

    def check_board_players(self, options: TressetteOptions, specs: Sequence[str]) -> None:
        from circolo.games.tressette.boards import check_board_players

        check_board_players(specs)

    def play_board(
        self,
        options: TressetteOptions,
        *,
        variant: str | None,
        seed: int,
        board: int,
        players: Sequence[str],
        player_seed: str,
    ) -> dict[str, Any]:
        from circolo.games.tressette.boards import play_board

        return play_board(
            options,
            variant=variant,
            seed=seed,
            board=board,
            players=players,
            player_seed=player_seed,
        )

    def deal_board(self, options: TressetteOptions, *, seed: int, board: int) -> Any:
        from circolo.games.tressette.boards import deal_board

        return deal_board(options, seed=seed, board=board)

    def board_deal_json(
        self, options: TressetteOptions, *, seed: int, board: int
    ) -> dict[str, Any]:
        from circolo.games.tressette.boards import board_deal_json

        return board_deal_json(options, seed=seed, board=board)

    def board_deal(self, record: Mapping[str, Any]) -> dict[str, Any]:
        from circolo.games.tressette.boards import board_deal

        return board_deal(record)

    def board_points(self, record: Mapping[str, Any]) -> tuple[int, int]:
        from circolo.games.tressette.boards import board_points

        return board_points(record)

    def replay_board(self, record: object, number: int) -> Sequence[Fault]:
        from circolo.games.tressette.record import replay_board

        return replay_board(record, number)

    # --- its solver: the analysis of records and positions --------------------------------

    def recorded_hands(self, record: Mapping[str, Any]) -> list[Any]:
        from circolo.games.tressette.analysis import recorded_hands

        return list(recorded_hands(record))

    def hand_key(self, hand: Any) -> object:
        from circolo.games.tressette.analysis import hand_key

        return hand_key(hand)

    def analyse_hand(self, hand: Any, match: int) -> Any:
        from circolo.games.tressette.analysis import process_solver

        return hand.analyse(process_solver(), match)

    def report(self, analysis: Any, lang: Lang) -> list[str]:
        from circolo.games.tressette.analysis import report

        return report(analysis, lang)

    def solve_position(self, hands: Sequence[Sequence[Any]], leader: int) -> int:
        from circolo.games.tressette.analysis import process_solver

        return int(process_solver().value(hands, leader))

    def board_par(self, record: Mapping[str, Any]) -> tuple[int, int] | None:
        from circolo.games.tressette.analysis import board_par, process_solver

        return board_par(record, process_solver())

    def info(self) -> dict[str, Any]:
        from circolo.games.tressette.info import tressette_info

        return tressette_info()

    def table_part(self) -> type[GamePart]:
        from circolo.games.tressette.table import TressettePart

        return TressettePart

    def state_message(self) -> type[StateBase]:
        from circolo.games.tressette.ws_state import TressetteState

        return TressetteState

    def answer_messages(self) -> tuple[type[BaseModel], ...]:
        from circolo.games.tressette.ws_state import Suggestion

        return (Suggestion,)


#: The one Tressette definition the registry lists.
TRESSETTE = Tressette()
