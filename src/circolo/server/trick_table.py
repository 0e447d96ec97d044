"""A table of a trick-taking game (Tressette, Briscola): training stops after every trick.

At a training table the match pauses after each trick (``trick_stop``: the seats read why
each card was played) and after each hand; a ``continue`` from any seat goes on. Elsewhere
``continue`` changes nothing. The game's subclass sets ``trick_stop`` when a trick ends.
"""

from __future__ import annotations

from circolo.server.table import Table


class TrickTable(Table):
    """What a trick-taking game's table adds to :class:`Table`: going on after a stop."""

    async def _do_continue(self, token: str) -> None:
        self._seat_of(token)
        if self.phase == "trick_stop":
            self.phase = "play"
        elif self.phase == "hand_over" and self.stored.training:
            await self._next_hand()
            return
        else:
            return  # nothing to go on from: nothing changes
        self._after_change()
