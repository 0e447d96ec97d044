"""A game inside another's match: the table's parts while a game of its match is played at
another game (the Roman match, a Tressette match whose second game is played at Briscola).

The table's own game keeps what its rules decide: when its match plays another game, with
which options, and how that game's result counts (its part is a
:class:`~circolo.core.hosting.game_part.HostsGame`). What every such table does is here,
generic over the parts and knowing no game: the other game's part is made through the
registry (``Game.table_part``) with the state the match gave it, ``within`` the table's own
part (its snapshots carry the match around them) and numbering its deals after the match's
earlier hands (``hands_before``); while it is played the table's events, moves, AI turns and
next hands go to it, and the seats see its table from its first deal until the table's own
game deals again (once it is over, its last hand's summary). Its events are the table's
saved events like any other, so a restart applies them again through :meth:`MatchParts.apply_event`
and rebuilds the same parts.
"""

from __future__ import annotations

from typing import Any

from circolo.core.hosting.game_part import GamePart, HostsGame
from circolo.games import game_named


class MatchParts:
    """The parts of one table's match: the table's own game's (``host``) and, while a game of
    its match is played at another game, that game's part (``inside``)."""

    def __init__(self, host: GamePart) -> None:
        #: The part of the table's own game (the table holds it: ``Table.part``).
        self.host = host
        #: The part of the game the match plays now at another game, or None.
        self.inside: GamePart | None = None
        #: The other game's part whose hand was dealt last, until the table's own game deals
        #: again: the seats see that game's table (once it is over, its last hand's summary).
        self.shown: GamePart | None = None

    def apply_event(self, event: dict[str, Any]) -> None:
        """Apply one of the match's events (a start, a deal, a step) with the part whose event
        it is; the other game's part begins when the match says so, and once that game is
        over the match takes its result and the table's own game goes on."""
        inside = self.inside
        if inside is None:
            self.host.apply_event(event)
            if event["kind"] == "deal":
                self.shown = None
        else:
            inside.apply_event(event)
            if event["kind"] == "deal":
                self.shown = inside
            self._moved(inside)
        self._begin()

    def _begin(self) -> None:
        """When the match's next game is played at another game: that game's part, dealt
        after every hand the table dealt before it."""
        host = self.host
        if self.inside is not None or not isinstance(host, HostsGame):
            return
        begun = host.game_inside()
        if begun is None:
            return
        name, state = begun
        part = game_named(name).table_part()(host.table)
        part.match, part.within = state, host
        part.hands_before = host.hands_before + host.hands_played()
        self.inside = part

    def _moved(self, inside: GamePart) -> None:
        """The other game went on: the match holds its state, and once it is over counts
        its result, its hands among those the table dealt."""
        host = self.host
        assert isinstance(host, HostsGame)
        host.inside_moved(inside.match)
        if inside.match.is_over:
            host.hands_before += inside.hands_played()
            self.inside = None

    def playing(self) -> GamePart:
        """The part whose moves, AI turns and next hands the table takes now."""
        return self.inside if self.inside is not None else self.host

    def seen(self) -> GamePart:
        """The part whose table the seats, the spectators and the teachers are shown now."""
        return self.shown if self.shown is not None else self.host

    def hands_played(self) -> int:
        """Hands finished so far in the whole match, at every game of it (the next deal of
        the table's secret, and the next hand's timer, are numbered by it)."""
        part = self.playing()
        return part.hands_before + part.hands_played()

    def phase_after_restore(self) -> str:
        """The table's phase once its events are applied again after a restart."""
        return self.playing().phase_after_restore()
