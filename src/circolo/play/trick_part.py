"""The part of a trick-taking game's table (Tressette, Briscola): training stops after every
trick.

At a training table the match pauses after each trick (``trick_stop``: the seats read why
each card was played) and after each hand; a ``continue`` from any seat goes on. Elsewhere
``continue`` changes nothing. The game's part sets ``trick_stop`` when a trick ends.
"""

from __future__ import annotations

from circolo.play.game_part import GamePart


class TrickPart(GamePart):
    """What a trick-taking game's part adds to :class:`GamePart`: going on after a stop."""

    async def go_on(self, token: str) -> None:
        table = self.table
        table.seat_of(token)
        if table.phase == "trick_stop":
            table.phase = "play"
        elif table.phase == "hand_over" and table.stored.training:
            await self.next_hand()
            return
        else:
            return  # nothing to go on from: nothing changes
        table.after_change()
