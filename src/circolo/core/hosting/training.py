"""Training, a capability of a game's part of a table: one person against the computer, with
every hand open, stops to read why the computer played, and a suggestion on request.

At a training table (``stored.training``) the seats see every hand while one is in play; the
reasons of the plays just made are kept (nowhere else: nobody else reads them) and shown in
the phases the game names; where the game stops (after a trick, after a computer's play: the
phase ``trick_stop``) a ``continue`` plays on, and at the end of a hand deals the next; and
``suggest`` asks the game's strongest player, its adviser, what it would do for the person,
and why. What is the same in every game is here, once: the AI pool's choice of a thread or
a process of its own for a player that searches, the suggestion asked of the adviser from
the seat's own view, the reasons kept and shown, the stop and going on from it. A game's
part that trains derives from :class:`TrainingPart` and says what is its own: its adviser,
how its players decide and which of them search, a seat's view, where its rounds of plays
end, its suggestion message. The one table (play/table.py) finds the capability by
``isinstance``: it refuses a suggestion at a table that is no training table, or of a game
that does not train (``not_training``), and there a ``continue`` changes nothing.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from circolo.core.hosting.game_part import GamePart
from circolo.core.hosting.refusals import TableError
from circolo.core.players import Explaining

if TYPE_CHECKING:
    from circolo.play.table import Table


def explanation(decision: Explaining | None) -> dict[str, Any]:
    """A decision's ``reasons`` (as JSON) and ``text`` (in it and en), as a suggestion and a
    training seat's reasons send them; nothing to say for a person's own play (None)."""
    if decision is None:
        return {"reasons": [], "text": {"it": "", "en": ""}}
    return {
        "reasons": [reason.to_json() for reason in decision.reasons],
        "text": {"it": decision.explain("it"), "en": decision.explain("en")},
    }


class TrainingPart(GamePart):
    """A game's part of a table that trains: suggestions, reasons, stops (found by
    ``isinstance``)."""

    #: The player whose move a training seat is suggested: the strongest the game has.
    adviser: ClassVar[str]
    #: The players that search (up to a second a move), and so think in a process of their
    #: own: a player's name before any ``:`` and its settings.
    search_players: ClassVar[frozenset[str]] = frozenset()
    #: Whether a training table of this game stops after a round of plays (the phase
    #: ``trick_stop``: the seats read why they were made) and after each hand, until a
    #: ``continue`` (:meth:`go_on`). Tressette and Briscola stop after every trick, Scopa
    #: after each computer seat's play; a game that never stops leaves it False.
    training_stops: ClassVar[bool] = False
    #: The phases in which a training seat is shown the reasons of the last plays (None: in
    #: every phase).
    shows_reasons: ClassVar[frozenset[str] | None] = frozenset({"trick_stop"})

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        #: Training: why each seat made its play in the round of plays going on, by seat.
        self.round_reasons: dict[int, dict[str, Any]] = {}
        #: Training: the reasons of the last round of plays, which the seats read.
        self.last_reasons: list[dict[str, Any]] = []

    # -- what the game says ------------------------------------------------------------------

    @staticmethod
    @abstractmethod
    def decide(spec: str, view: Any, rng: random.Random) -> Any:
        """The decision of the player ``spec`` in ``view``. A search runs it in a process of
        its own, which finds it by its name: a static method, calling its module's
        function."""

    @abstractmethod
    def view_of(self, seat: int) -> Any:
        """``seat``'s own view, as its players decide from it."""

    @abstractmethod
    def advice_seed(self) -> int:
        """The seed of the adviser's random choices now."""

    @abstractmethod
    def suggestion(self, decision: Any) -> dict[str, Any]:
        """The suggestion message of the adviser's ``decision`` (with its reasons)."""

    def searches(self, spec: str) -> bool:
        """Whether the player ``spec`` searches (one of :attr:`search_players`)."""
        return spec.split(":")[0] in self.search_players

    # -- thinking ------------------------------------------------------------------------------

    async def think(self, spec: str, view: Any, rng: random.Random) -> Any:
        """``spec``'s decision in ``view``, in the table's turn of the AI pool: a player that
        searches in a process of its own, on the pool's search threads (the other tables
        must not wait behind it)."""
        pool, table, decide = self.table.ai_pool, self.table.id, self.decide
        if self.searches(spec):
            return await pool.think(
                table, lambda: pool.in_process(decide, spec, view, rng), search=True
            )
        return await pool.think(table, lambda: decide(spec, view, rng))

    def check_advisable(self, seat: int) -> None:
        """Refuse a suggestion unless ``seat`` is to move in play (``not_your_turn``)."""
        match = self.match
        if match is None or match.to_move != seat or self.table.phase != "play":
            raise TableError(
                "not_your_turn",
                "server.error.not_your_turn",
                seat=seat,
                to_move=match.to_move if match else None,
            )

    async def suggest(self, seat: int) -> dict[str, Any]:
        """The move the adviser would make for ``seat``, and why (the table asks only at a
        training table): refused unless the seat is to move in play."""
        self.check_advisable(seat)
        view = self.view_of(seat)
        decision = await self.think(self.adviser, view, random.Random(self.advice_seed()))
        return self.suggestion(decision)

    # -- what the seats see -------------------------------------------------------------------

    def hands_open(self) -> bool:
        """Whether the seats see every hand: at a training table, while a hand is in play."""
        match = self.match
        return bool(self.table.stored.training) and match is not None and match.hand is not None

    def keep_reasons(self, seat: int, reasons: Callable[[], dict[str, Any]]) -> None:
        """Keep why ``seat`` made the play just made (``reasons()``), with the others of its
        round: at a training table only, for elsewhere nobody reads them."""
        if self.table.stored.training:
            self.round_reasons[seat] = reasons()

    def reasons_shown(self) -> list[dict[str, Any]]:
        """The reasons a seat's snapshot shows: the last round's, at a training table in the
        phases :attr:`shows_reasons` names; none elsewhere."""
        table = self.table
        shown = self.shows_reasons is None or table.phase in self.shows_reasons
        return self.last_reasons if table.stored.training and shown else []

    def forget_reasons(self) -> None:
        """A new hand: no reasons are kept from the last one."""
        self.round_reasons.clear()
        self.last_reasons = []

    # -- the match going on ------------------------------------------------------------------

    async def after_step(self, *, round_over: bool = False) -> None:
        """A step is saved: the match is over, or the hand, or the table goes on.
        ``round_over``: the step ended a round of plays (a trick; for Scopa each play), whose
        reasons kept are now the ones shown; a training table of a game with
        :attr:`training_stops` stops on them (the phase ``trick_stop``) while the hand goes
        on, unless there are none (Scopa keeps none of a person's own play)."""
        table = self.table
        if round_over:
            self.last_reasons = list(self.round_reasons.values())
            self.round_reasons.clear()
        if table.over:  # the table's match (a Roman match goes on after its Briscola)
            await table.match_over()
        elif self.match.hand is None:
            table.phase = "hand_over"
        elif round_over and self.training_stops and self.last_reasons:
            table.phase = "trick_stop"
        table.after_change()

    async def go_on(self) -> None:
        """``continue``: at a table of a game with :attr:`training_stops`, play on after a
        stop, or deal a training table's next hand after a hand; elsewhere nothing changes."""
        table = self.table
        if not self.training_stops:
            return
        if table.phase == "trick_stop":
            table.phase = "play"
        elif table.phase == "hand_over" and table.stored.training:
            await self.next_hand()
            return
        else:
            return  # nothing to go on from: nothing changes
        table.after_change()
