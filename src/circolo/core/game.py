"""What a game gives Circolo: one definition, registered once (circolo/games/__init__.py).

Everything outside a game's own folders — the command line, the engine protocol, the
record replay, the server's tables, lobby and ``GET /api/games/{name}`` — reaches a game
only through its :class:`Game`: its options and presets, its record replay and re-deal
check, its players, its self-play and arena, and what the server needs to seat a table.
docs/games.md says how to add a game.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Generic,
    Protocol,
    Self,
    TypeVar,
    runtime_checkable,
)

from circolo.core.errors import OptionError
from circolo.core.i18n import Lang

if TYPE_CHECKING:
    from pydantic import BaseModel

    from circolo.core.arena.driver import ArenaResult
    from circolo.core.hosting.game_part import GamePart
    from circolo.core.hosting.protocol import StateBase
    from circolo.server.profiles import Profiles


class GameOptions(Protocol):
    """What every game's options are: written as a record's ``options`` object."""

    def to_json(self) -> dict[str, Any]: ...


#: A game's options type (a frozen dataclass with ``to_json``).
OptionsT = TypeVar("OptionsT", bound=GameOptions)
#: A game's action type (Tressette's ``Play``, Pinnacola's ``Action``).
ActionT = TypeVar("ActionT")


class GameState(Protocol[ActionT]):
    """A match in play, as every game's state is (immutable: a step gives a new state).

    ``legal_actions`` lists the steps the seat to move may take now (each one ``apply``
    accepts); ``apply`` gives the next state or raises a CircoloError whose sentence names
    the rule broken; ``winner`` is the result once ``is_over`` (None for a draw).
    """

    @property
    def to_move(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None: ...

    def legal_actions(self) -> tuple[ActionT, ...]: ...

    def apply(self, action: ActionT) -> Self: ...


@runtime_checkable
class Embeddable(Protocol):
    """The capability of a game played as one game inside another game's match (the Roman
    Tressette match's Briscola): found by ``isinstance``, never stubbed by the others."""

    name: str

    def new_match(self, options: Any, first_dealer: int) -> Any:
        """A match of this game before its first deal, dealt first by ``first_dealer``."""
        ...

    def second_game_options(self) -> Any:
        """The options this game is played with inside another game's match."""
        ...

    def next_deck(self, rng: random.Random) -> Sequence[Any]:
        """The deck of this game's next hand, shuffled by ``rng`` (top card first)."""
        ...

    def create_player(self, spec: str, rng: random.Random) -> Any:
        """This game's player written ``spec``: ``decide(view)`` gives its step."""
        ...

    def seat_view(self, state: Any, seat: int) -> Any:
        """What ``seat`` knows of this game's match ``state``, for its player."""
        ...

    def game_json(self, state: Any) -> dict[str, Any]:
        """This game's match ``state`` as another game's record holds it (``games[i]``)."""
        ...

    def replay_game(
        self, data: dict[str, Any], number: int, game: int, first_dealer: int
    ) -> tuple[list[Any], Any]:
        """The faults of this game written inside another game's record (``games[game-1]``
        of record line ``number``), dealt first by ``first_dealer``, and the game replayed
        (None where a fault stopped it)."""
        ...

    def embedded_redeal_faults(
        self, game: Mapping[str, Any], secret: str, first_number: int, where: str
    ) -> list[str]:
        """Each hand of this game inside another game's server record (``games[i]``, named
        ``where``) not dealt by the table's ``secret``, hands numbered from ``first_number``."""
        ...


@runtime_checkable
class Analysable(Protocol):
    """The capability of a game whose exact solver values every card of its records
    (``circolo analyze``, ``circolo solve``, the server's analysis routes): found by
    ``isinstance``, never stubbed by the others."""

    name: str

    def recorded_hands(self, record: Mapping[str, Any]) -> list[Any]:
        """The hands of a checked record, in record order, each to be analysed alone (sent
        to another process, so they pickle)."""
        ...

    def hand_key(self, hand: Any) -> object:
        """What a hand's analysis depends on, as JSON: two hands of the same key have the
        same analysis (the server's cache names analyses so)."""
        ...

    def analyse_hand(self, hand: Any, match: int) -> Any:
        """The hand's analysis (``to_json()`` gives ``circolo analyze --json``'s object;
        ``match`` numbers the record in its file); the solver is the process's own."""
        ...

    def report(self, analysis: Any, lang: Lang) -> list[str]:
        """An analysis as ``circolo analyze`` prints it, sentence by sentence."""
        ...

    def solve_position(self, hands: Sequence[Sequence[Any]], leader: int) -> int:
        """The exact value of a position (``circolo solve``): the hands at a trick's start
        and the seat to lead."""
        ...

    def board_par(self, record: Mapping[str, Any]) -> tuple[int, int] | None:
        """The par of an evening's board from one table's RECORD of it: each side's points
        (ns, ew) when its deal is played double dummy from the first lead, by the solver of
        this process (None: the record holds no hand the solver values)."""
        ...


@runtime_checkable
class KeepsStandings(Protocol):
    """The capability of a game that counts its finished matches and ranks its leaderboards
    its own way (Pinnacola's points per mode, by season), not as rated standings
    (``Game.rated_standings``): found by ``isinstance``, never stubbed by the others."""

    name: str

    async def record_match(self, profiles: Profiles, table: dict[str, Any]) -> None:
        """Count a finished match (its table's ``finish_info``) for its profiled humans."""
        ...

    async def leaderboard(
        self, profiles: Profiles, query: Mapping[str, str | None], limit: int
    ) -> dict[str, Any]:
        """``GET /api/leaderboard?game=NAME``: the board ``query`` asks for (a ``mode`` or a
        ``season``, as the game ranks), the best ``limit`` players."""
        ...


def analysable(game: Game[Any]) -> Analysable:
    """``game`` as a game the solver analyses, or an OptionError saying it is not one."""
    if not isinstance(game, Analysable):
        raise OptionError("error.not_analysable", game=game.name)
    return game


def embeddable(game: Game[Any]) -> Embeddable:
    """``game`` as a game inside another's match, or an OptionError saying it cannot be one."""
    if not isinstance(game, Embeddable):
        raise OptionError("error.not_a_second_game", game=game.name)
    return game


class Game(ABC, Generic[OptionsT]):
    """One game of the club: a name, its options, its records, its players, its table."""

    #: The game's name in every public format (records, ``--game``, the API).
    name: str
    #: The preset used when no variant is given.
    default_variant: str
    #: How many seats a table of this game may have (the first is the usual one).
    seat_counts: tuple[int, ...]
    #: The largest value of a numeric option at a server table (the command line has none).
    server_option_caps: Mapping[str, int] = {}

    # --- options -------------------------------------------------------------------------

    @abstractmethod
    def variants(self) -> tuple[str, ...]:
        """The names of the presets, the default first."""

    @abstractmethod
    def preset(self, variant: str | None) -> OptionsT:
        """The options of preset ``variant`` (the default one for None), or an OptionError."""

    @abstractmethod
    def with_values(self, options: OptionsT, values: Mapping[str, object]) -> OptionsT:
        """``options`` with some replaced (JSON values); unknown keys and bad values refused."""

    @abstractmethod
    def with_settings(self, options: OptionsT, settings: Iterable[str]) -> OptionsT:
        """``options`` changed by command-line settings written ``KEY=VALUE`` (``--set``)."""

    def options_json(self, options: OptionsT) -> dict[str, Any]:
        """The options as a record's ``options`` object."""
        return options.to_json()

    @abstractmethod
    def table_options(
        self, variant: str | None, seats: int, values: Mapping[str, object]
    ) -> OptionsT:
        """The options of a server table of ``seats`` seats from ``variant`` and ``values``;
        a seat count or a value the game refuses is a CircoloError with a sentence."""

    def players_from_seats(
        self,
        variant: str | None,
        seats: int,
        values: Mapping[str, object],
        *,
        count_key: str,
        mismatch_key: str,
    ) -> OptionsT:
        """``table_options`` of a game whose option ``players`` is the table's seat count
        (Pinnacola, Briscola): the seat count gives it unless the values say it, and then
        both must agree. ``count_key`` and ``mismatch_key`` are the game's sentences for a
        seat count it does not play and for a ``players`` that is not the seat count."""
        if seats not in self.seat_counts:
            raise OptionError(count_key)
        options = self.with_values(self.preset(variant), {"players": seats, **values})
        players = getattr(options, "players", None)
        if players != seats:
            raise OptionError(mismatch_key, players=players, seats=seats)
        return options

    @abstractmethod
    def describe(self, variant: str | None, lang: Lang) -> str:
        """``circolo rules``: the presets (no variant) or one preset's options, explained."""

    # --- records -------------------------------------------------------------------------

    @abstractmethod
    def replay_record(self, data: object, number: int) -> Sequence[object]:
        """Every fault of record ``data`` (line ``number`` of its file), replayed by the rules."""

    @abstractmethod
    def redeal_faults(self, record: Mapping[str, Any], secret: str) -> list[str]:
        """Each hand of a finished server record whose deal does not follow from ``secret``."""

    # --- players -------------------------------------------------------------------------

    @abstractmethod
    def player_names(self) -> tuple[str, ...]:
        """The names of the computer players a seat may take (the server offers these)."""

    @abstractmethod
    def default_players(self, options: OptionsT) -> list[str]:
        """The players of ``circolo selfplay`` when none are given: one per seat."""

    @abstractmethod
    def selfplay_records(
        self,
        options: OptionsT,
        *,
        variant: str,
        specs: Sequence[str],
        matches: int,
        seed: int,
    ) -> Iterator[dict[str, Any]]:
        """Records of ``matches`` matches of players ``specs``; the same seed, the same bytes."""

    @abstractmethod
    def arena(self, options: OptionsT, **settings: Any) -> ArenaResult:
        """Duplicate deals or games between two players (core/arena/driver.py's settings)."""

    @abstractmethod
    def engine_answer(self, spec: str | None, seed: int, view: object) -> dict[str, Any]:
        """The engine protocol's answer to a request for a move from ``view`` (docs)."""

    def answer_step(self, answer: Mapping[str, Any]) -> dict[str, Any]:
        """The step an engine answer gives, as the socket's ``step`` message carries it: the
        answer's fields but its reasons and text (a game whose answer nests it says so)."""
        return {key: value for key, value in answer.items() if key not in ("reasons", "text")}

    # --- the server ------------------------------------------------------------------------

    @abstractmethod
    def info(self) -> dict[str, Any]:
        """``GET /api/games/{name}``: what the browser needs to offer this game."""

    @abstractmethod
    def table_part(self) -> type[GamePart]:
        """The game's part of a server table (server/game_part.py): the one table class of
        every game holds one and asks it what only the game knows."""

    @abstractmethod
    def state_message(self) -> type[StateBase]:
        """The model of this game's WebSocket ``state`` message (its ``game`` a literal):
        the protocol's schema is the union of every game's, told apart by ``game``."""

    def answer_messages(self) -> tuple[type[BaseModel], ...]:
        """The models of the WebSocket answers only this game sends (by default none)."""
        return ()

    # --- the rules: a match, its chance step, its steps and what each seat sees ------------

    #: Option values that make a whole match short (one hand, one game): the cross-game
    #: tests and demonstrations play these; a table's own options are the players' choice.
    short_match: Mapping[str, object] = {}

    @abstractmethod
    def new_match(self, options: OptionsT, first_dealer: int) -> Any:
        """A match of this game before its first deal, dealt first by ``first_dealer``."""

    @abstractmethod
    def deal(self, state: Any, rng: random.Random) -> Any:
        """The chance step: ``state`` (no hand in play) with its next hand dealt from a deck
        shuffled by ``rng`` (dealt again where the rules call for a redeal)."""

    @abstractmethod
    def step_to_json(self, action: Any) -> dict[str, Any]:
        """A step as the socket's ``step`` message, the saved events and the records write
        it (a record's play without its seat)."""

    @abstractmethod
    def step_from_json(self, data: object) -> Any:
        """The step ``data`` writes, or a CircoloError naming what is wrong with it."""

    @abstractmethod
    def observe(self, state: Any, seat: int) -> dict[str, Any]:
        """What ``seat`` knows of ``state``, as the engine protocol's VIEW writes it."""

    @abstractmethod
    def hidden_from(self, state: Any, seat: int | None) -> set[str]:
        """The codes of the cards ``seat`` may not know now (``None``: a spectator, who holds
        no hand): what no message to it may name (the hidden-information property)."""

    @abstractmethod
    def record(self, state: Any, players: Sequence[str]) -> dict[str, Any]:
        """The match record of ``state`` (its seed unknown), its players named ``players``."""

    # --- standings ---------------------------------------------------------------------------

    #: True for a game whose finished matches count as rated standings (a match one side
    #: wins: each profiled human's statistics, a rating per variant, a board per variant:
    #: ``circolo.play.rated_standings``); a game that ranks its own boards is
    #: :class:`KeepsStandings` instead (``circolo.play.standings`` asks which).
    rated_standings: ClassVar[bool] = False
