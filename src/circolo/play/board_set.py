"""A club evening's table: the boards of one round, played one after another.

An evening's table (docs/interfaces.md, "Club evenings") is an ordinary table whose part is
a *board set* (:class:`BoardSetHost`): generic, knowing no game, it plays the table's boards
in order, each a fresh match of the table's game at 0-0 dealt as the game's
``PlaysBoards.deal_board`` deals it — from the evening's seed and the board's number alone,
so every table that plays board k holds the same cards, seat for seat — and the table's
match is over once the last board is. Each board is played by a part of the table's own
game (``Game.table_part``, through the registry), as at any table of that game: its moves,
its computer's turns and the snapshots its seats see; once its one hand is over the part
writes the board's record (:class:`~circolo.core.hosting.game_part.RecordsBoards`), the
record ``PlaysBoards.play_board`` writes for the same board and seats.

The table's events hold no card of a board: ``{"kind": "board", "board": k}`` starts one
(its deal is drawn again from the seed when the table is rebuilt), and the board's own
events follow. The seed stays on the server (``StoredTable.board_set``), like a table's
secret; the table's record holds the finished boards only, its summary their count and no
points.
"""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, cast

from circolo.core.boards import plays_boards
from circolo.core.hosting.game_part import GamePart, RecordsBoards
from circolo.core.hosting.refusals import TableError
from circolo.games import game_named
from circolo.storage.base import StoredTable

if TYPE_CHECKING:
    from circolo.play.table import Table

#: The spec of a seat a person holds (the evening's ``players`` write it so).
HUMAN = "human"


@dataclass(frozen=True, slots=True)
class BoardTableSpec:
    """One table of an evening's round, as the evening asks the server to make it."""

    table_id: str
    secret: str
    game: str
    variant: str | None
    #: The evening's options JSON.
    options: dict[str, Any]
    #: Per seat, board_players order (ns[0], ew[0], ns[1], ew[1]): "ai:NAME" or "human".
    seats: tuple[str, ...]
    #: (seat, name, token_hash) of each human seat.
    people: tuple[tuple[int, str, str], ...]
    evening: str
    round: int
    table: int
    boards: tuple[int, ...]
    seed: int
    ai_delay_ms: int
    #: People not connected by then are played by the computer until they come.
    begin_after_s: float


def board_stored_table(spec: BoardTableSpec, *, now: float | None = None) -> StoredTable:
    """The saved table of ``spec`` (no spectators, its seed server-side), with each
    person's seat already taken by its join event under the hash of their evening token.
    ``now``: the wall clock it starts by (``begin_by``), ``time.time()`` if None. A spec its
    game cannot seat is a ValueError."""
    game = game_named(spec.game)
    plays = plays_boards(game)
    options = plays.evening_options(game.with_values(game.preset(spec.variant), spec.options))
    if len(spec.seats) != plays.table_seats(options):
        raise ValueError(f"table {spec.table_id}: {len(spec.seats)} seats, the game seats "
                         f"{plays.table_seats(options)}")  # fmt: skip
    humans = sorted(seat for seat, spec_ in enumerate(spec.seats) if spec_ == HUMAN)
    if humans != sorted(seat for seat, _, _ in spec.people):
        raise ValueError(f"table {spec.table_id}: people {spec.people} at seats {humans}")
    if any(s != HUMAN and not s.startswith("ai:") for s in spec.seats) or not spec.boards:
        raise ValueError(f"table {spec.table_id}: seats {spec.seats}, boards {spec.boards}")
    begin_by = (time.time() if now is None else now) + spec.begin_after_s
    return StoredTable(
        id=spec.table_id,
        game=game.name,
        variant=spec.variant or game.default_variant,
        options=game.options_json(options),
        seats=list(spec.seats),
        ai_delay_ms=spec.ai_delay_ms,
        training=False,
        status="waiting",
        secret=spec.secret,
        spectators=False,
        board_set={
            "evening": spec.evening,
            "round": spec.round,
            "table": spec.table,
            "boards": list(spec.boards),
            "seed": spec.seed,
            "variant": spec.variant,
            "begin_by": begin_by,
        },
        events=[
            {"kind": "join", "seat": seat, "name": name, "token_hash": token_hash}
            for seat, name, token_hash in sorted(spec.people)
        ],
    )


@dataclass(frozen=True, slots=True)
class BoardSetState:
    """The table's match: the boards it plays and the records of those finished."""

    boards: tuple[int, ...]
    records: tuple[dict[str, Any], ...] = ()

    @property
    def is_over(self) -> bool:
        """Whether every board is played."""
        return len(self.records) == len(self.boards)

    @property
    def winner(self) -> None:
        """Nobody wins a table of boards: the evening compares each board's result."""
        return None

    @property
    def hand(self) -> None:
        """No hand of the table's own: each board's is its part's."""
        return None


@functools.cache
def board_set_part(part: type[GamePart]) -> type[BoardSetHost]:
    """The board set's part of a table of the game whose part is ``part``."""
    return cast(
        type[BoardSetHost],
        type(
            f"BoardSet{part.__name__}",
            (BoardSetHost,),
            {
                "inner": part,
                "game": part.game,
                "takeover_ai": part.takeover_ai,
                "move_messages": part.move_messages,
                "wrong_game_key": part.wrong_game_key,
            },
        ),
    )


class BoardSetHost(GamePart):
    """The part of an evening's table: its boards, each played by a part of the game's."""

    #: The part of the table's game that plays each board (:func:`board_set_part` sets it).
    inner: ClassVar[type[GamePart]]

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        stored = table.stored
        board_set = stored.board_set
        assert board_set is not None, "a board set's part at a table of no evening"
        self.board_set = board_set
        game = game_named(stored.game)
        self.plays = plays_boards(game)
        preset = game.preset(board_set.get("variant"))
        self.options = self.plays.evening_options(game.with_values(preset, stored.options))
        self.match: BoardSetState | None = None
        #: The part playing the board dealt last (None before the first), and its number.
        self.board: GamePart | None = None
        self.number: int | None = None
        #: People's seats the computer played a step for on the board in play.
        self._taken: set[int] = set()
        self._waiting: GamePart | None = None

    # -- events ---------------------------------------------------------------------------

    def apply_event(self, event: dict[str, Any]) -> None:
        kind = event["kind"]
        if kind == "start":
            self.table.fill_open_seats(event["fill"])
            self.match = BoardSetState(tuple(self.board_set["boards"]))
        elif kind == "board":
            self._deal(event["board"])
        else:
            part = self._in_play()
            if part is None or self.match is None:
                raise ValueError(f"a {kind!r} event with no board in play")
            seat = event.get("seat")
            if kind == "step" and isinstance(seat, int) and self.table.seats[seat].away:
                self._taken.add(seat)
            part.apply_event(event)
            if part.match.hand is None:  # the board's one hand is over
                self.match = BoardSetState(
                    self.match.boards, (*self.match.records, self._record(part))
                )

    def _deal(self, number: int) -> None:
        """Board ``number`` begins: a new part of the game, its match dealt by the game."""
        match = self.match
        if match is None or match.is_over or self._in_play() is not None:
            raise ValueError(f"board {number} dealt while none is due")
        due = match.boards[len(match.records)]
        if number != due:
            raise ValueError(f"board {number} dealt, board {due} is due")
        part = self.inner(self.table)
        part.match = self.plays.deal_board(self.options, seed=self.board_set["seed"], board=number)
        part.hands_before = len(match.records)  # each board's computer draws apart
        self.board, self.number, self._taken = part, number, set()

    def _in_play(self) -> GamePart | None:
        """The part of the board in play, or None between boards."""
        part = self.board
        return part if part is not None and part.match.hand is not None else None

    def _record(self, part: GamePart) -> dict[str, Any]:
        """The finished board's record: each seat's player, a person's as ``human`` unless
        the computer played for them on this board."""
        assert isinstance(part, RecordsBoards), f"{self.inner.__name__} records no board"
        players = [
            HUMAN if seat.kind == "human" and index not in self._taken else seat.ai
            for index, seat in enumerate(self.table.seats)
        ]
        return part.board_record(
            variant=self.board_set.get("variant"), seed=self.board_set["seed"], players=players
        )

    def note_event(self, event: dict[str, Any]) -> None:
        if self.board is not None:
            self.board.note_event(event)

    def phase_after_restore(self) -> str:
        match = self.match
        if match is None:
            return "waiting"
        if match.is_over:
            return "over"
        part = self._in_play()
        return part.phase_after_restore() if part is not None else "hand_over"

    # -- the boards going on ------------------------------------------------------------------

    async def next_hand(self) -> None:
        """Deal the next board (saved first), unless one is in play or all are played."""
        match = self.match
        if match is None or match.is_over or self._in_play() is not None:
            return
        for seat in self.table.seats:
            seat.ready = False
        await self.table.commit({"kind": "board", "board": match.boards[len(match.records)]})
        self.table.phase = "play"
        self.table.after_change()

    def hands_played(self) -> int:
        """Boards finished so far."""
        return len(self.match.records) if self.match is not None else 0

    def ai_move_due(self) -> int | None:
        part = self._in_play()
        return part.ai_move_due() if part is not None else None

    def ai_delay_s(self) -> float:
        part = self._in_play()
        return part.ai_delay_s() if part is not None else super().ai_delay_s()

    async def move(self, token: str, message: Any) -> dict[str, Any] | None:
        part = self._in_play()
        if part is None:
            self.table.seat_of(token)
            raise TableError("not_playing", "server.error.not_playing")
        return await part.move(token, message)

    async def ai_turn(self, turn: int) -> None:
        part = self._in_play()
        if part is not None:
            await part.ai_turn(turn)

    async def leave_match(self, seat: int) -> None:
        part = self._in_play()
        await (part.leave_match(seat) if part is not None else super().leave_match(seat))

    def solo_player_away(self) -> bool:
        """Never waits: the computer plays an absent person's seat (the evening goes on)."""
        return False

    # -- what each seat is sent, and the record -------------------------------------------

    def _shown(self) -> GamePart:
        """The part whose table the seats see: the board's (the last, once over), or before
        the first a part of the game with no match (its waiting room)."""
        if self.board is not None:
            return self.board
        if self._waiting is None:
            self._waiting = self.inner(self.table)
        return self._waiting

    def state_for(self, seat: int) -> dict[str, Any]:
        return {**self._shown().state_for(seat), "evening": self.board_json()}

    def public_state(self, teaching: int | None = None) -> dict[str, Any]:
        return {**self._shown().public_state(teaching), "evening": self.board_json()}

    def board_json(self) -> dict[str, Any]:
        """The snapshot's ``evening``: which board this is (before the first: the first)."""
        boards = self.board_set["boards"]
        number = self.number if self.number is not None else boards[0]
        return {
            "evening": self.board_set["evening"],
            "round": self.board_set["round"],
            "table": self.board_set["table"],
            "board": number,
            "index": boards.index(number) + 1,
            "count": len(boards),
        }

    def match_summary(self) -> dict[str, Any]:
        """Progress and no points: the boards, how many are played, the one in play."""
        return {
            "boards": list(self.board_set["boards"]),
            "played": self.hands_played(),
            "board": self.number if self._in_play() is not None else None,
        }

    def place(self) -> dict[str, Any]:
        """Which evening, round and table this is."""
        return {key: self.board_set[key] for key in ("evening", "round", "table")}

    def finish_info(self, info: dict[str, Any]) -> dict[str, Any]:
        return {**info, **self.place()}

    def match_record(self, *, seed: int | None) -> dict[str, Any]:
        """The finished boards' records, in play order (never the board in play)."""
        return {
            "kind": "board_set",
            "game": self.table.stored.game,
            **self.place(),
            "boards": list(self.board_set["boards"]),
            "records": list(self.match.records) if self.match is not None else [],
        }
