"""The game's part of a table: what the one table of every game (``circolo.play.table``)
asks of the game it serves.

There is one table class for every game (play/table.py): it owns the table's task, its
events, seats, takeovers, readiness and broadcasting. What only a game knows — its events,
its moves, its AI's turn, the snapshot each seat is sent, the scores and the record — is a
:class:`GamePart`, made by the game (``Game.table_part``) and held by the table. A part
reaches the table it serves through :attr:`GamePart.table`; nothing in it inherits another
game's part. The base is the core's, so a game's folder derives its part without importing
the table's layer (the table is named only for the type checker).

A part that trains (a person against the computer, every hand open, suggestions and stops)
is a :class:`~circolo.core.hosting.training.TrainingPart`. A part whose match plays one of
its games at another game (the Roman Tressette match's Briscola) is a :class:`HostsGame`: it
says when its match plays another game and takes that game's result back; the table
(play/embedded.py) holds the other game's own part meanwhile.
"""

from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

from circolo.core.hosting.protocol import dumps

if TYPE_CHECKING:
    from circolo.play.table import Table


class GamePart(ABC):
    """One game's part of one table (made afresh for every table, restored with it)."""

    #: The game's name in the registry: the ``game`` of the snapshots this part builds.
    game: ClassVar[str]
    #: The AI that fills open seats at the start and plays for a human who left.
    takeover_ai: ClassVar[str] = "heuristic"
    #: The client messages that are this game's moves (Tressette's ``play``, Pinnacola's
    #: ``pin`` and ``pin_choices``, Briscola's ``step``): :meth:`move` plays them.
    move_messages: ClassVar[tuple[type[Any], ...]] = ()
    #: The catalog key of the sentence telling a player which messages this table takes,
    #: for a move of another game.
    wrong_game_key: ClassVar[str] = "server.error.wrong_game"

    def __init__(self, table: Table) -> None:
        # Weak: the table holds its part, and a cycle between them would outlive the table
        # (the server's collector freezes what lives a tenth of a second: server/collector.py).
        self._table = weakref.ref(table)
        #: The game's match state (None before the start): ``is_over``, ``hand`` (None
        #: between hands), and the rest the game reads.
        self.match: Any = None
        #: The part whose match this game is one game of (weak, as the table is): ``within``.
        self._within: weakref.ref[Any] | None = None
        #: Hands this table dealt at the other games of its match, which
        #: :meth:`hands_played` does not count: before this game began (a Roman match's
        #: Briscola), or inside this game's match so far (its Tressette). The deals of a
        #: table's secret are numbered across its whole match: ``hands_before +
        #: hands_played()`` is the number of this part's next deal (play/embedded.py sets it).
        self.hands_before = 0

    @property
    def table(self) -> Table:
        """The table this part serves (it holds the part)."""
        table = self._table()
        assert table is not None, "a game part outlived its table"
        return table

    @property
    def within(self) -> HostsGame | None:
        """The part of the match this game is one game of (a Roman match's Tressette part,
        for its Briscola game), or None: the game is the table's (play/embedded.py sets it).
        Its ``within_json`` is what this game's snapshots show of the match around it."""
        part: HostsGame | None = self._within() if self._within is not None else None
        return part

    @within.setter
    def within(self, part: HostsGame | None) -> None:
        self._within = weakref.ref(part) if part is not None else None

    # -- events -------------------------------------------------------------------------------

    @abstractmethod
    def apply_event(self, event: dict[str, Any]) -> None:
        """Apply one of the game's own events (``start``, a deal, a move)."""

    def note_event(self, event: dict[str, Any]) -> None:
        """See one of the table's own events (a join, a leave…) once the table applied it."""
        return  # most games need nothing of them

    def phase_after_restore(self) -> str:
        """The table's phase once its events are applied again after a restart."""
        if self.match is None:
            return "waiting"
        return "over" if self.match.is_over else ("play" if self.match.hand else "hand_over")

    # -- the match going on ----------------------------------------------------------------

    @abstractmethod
    async def next_hand(self) -> None:
        """Deal the next hand (saved first), unless the match is over or a hand is in play."""

    @abstractmethod
    def hands_played(self) -> int:
        """Hands of this game finished so far (the hands of the other games of its match are
        :attr:`hands_before`)."""

    @abstractmethod
    def ai_move_due(self) -> int | None:
        """The turn number whose move an AI seat owes now, or None."""

    def ai_delay_s(self) -> float:
        """How long the AI waits before its move now."""
        return self.table.stored.ai_delay_ms / 1000

    @abstractmethod
    async def move(self, token: str, message: Any) -> dict[str, Any] | None:
        """Play one of :attr:`move_messages`: an answer to send back (no ``id``), or None."""

    @abstractmethod
    async def ai_turn(self, turn: int) -> None:
        """The AI seat to move plays turn ``turn`` (nothing if that turn is gone)."""

    # -- seats ------------------------------------------------------------------------------

    async def leave_match(self, seat: int) -> None:
        """A human leaves a match in play: the AI takes the seat."""
        if not self.table.seats[seat].away:
            await self.table.commit({"kind": "leave", "seat": seat})

    def solo_player_away(self) -> bool:
        """A single-player table whose one person is away: it waits for them to resume."""
        humans = [seat for seat in self.table.seats if seat.kind == "human"]
        return len(humans) == 1 and humans[0].connection is None

    # -- what each seat is sent, and the record -------------------------------------------

    @abstractmethod
    def state_for(self, seat: int) -> dict[str, Any]:
        """The snapshot ``seat`` may see."""

    @abstractmethod
    def public_state(self, teaching: int | None = None) -> dict[str, Any]:
        """The snapshot a spectator may see: what every seat sees (the plays, the score, who
        sits where), no hand at all, no reasons (a reason may name a card still held);
        ``watching`` true, drawn from the first seat's chair. ``teaching``: the snapshot of
        the teacher of that seat — drawn from its chair, with its hand (and nothing else of
        what only the seat knows: nothing to play, no reasons)."""

    def states_json(self) -> dict[int, str]:
        """The snapshot of every seat with a connection, as JSON text."""
        return {
            index: dumps(self.state_for(index))
            for index, seat in enumerate(self.table.seats)
            if seat.connection is not None
        }

    @abstractmethod
    def match_summary(self) -> dict[str, Any]:
        """The scores so far, as the lobby and the snapshots show them."""

    def finish_info(self, info: dict[str, Any]) -> dict[str, Any]:
        """What the game's ``record_match`` needs of a finished match: the table's ``info``
        and what the game adds to it."""
        return info

    @abstractmethod
    def match_record(self, *, seed: int | None) -> dict[str, Any]:
        """The record of the finished hands (the game's own format)."""


@runtime_checkable
class HostsGame(Protocol):
    """The capability of a game's part whose match plays one of its games at another game
    (the Roman Tressette match's second game, at Briscola): found by ``isinstance``, never
    stubbed by the others. The part keeps what its rules decide — when its match plays the
    other game, with which options, how the result counts — and the table
    (play/embedded.py) holds the other game's own part while that game is played, its events
    and moves going there."""

    def game_inside(self) -> tuple[str, Any] | None:
        """The game this part's match plays now at another game: that game's name in the
        registry and its match state (not yet dealt, as it begins); None while the match is
        played at this part's own game."""
        ...

    def inside_moved(self, state: Any) -> None:
        """The game inside the match went on to ``state`` (one of its events applied): the
        match holds it, and once that game is over counts its result."""
        ...

    def within_json(self) -> dict[str, Any]:
        """The snapshot's ``within`` of the game played inside this part's match: this
        game's name, the games won so far, and each finished game's game and winner."""
        ...


@runtime_checkable
class RecordsBoards(Protocol):
    """The capability of a game's part that plays a club evening's boards at a live table
    (play/board_set.py): found by ``isinstance``, never stubbed. The table gives the part a
    board's match as the game's ``PlaysBoards.deal_board`` deals it; once its one hand is
    over, the part writes the board's record as ``PlaysBoards.play_board`` writes it."""

    def board_record(
        self, *, variant: str | None, seed: int, players: Sequence[str]
    ) -> dict[str, Any]:
        """The RECORD of this part's board (its match holding the one hand, over): the
        evening's ``seed``, the seats' ``players``, ``variant`` as ``play_board`` takes it."""
        ...
