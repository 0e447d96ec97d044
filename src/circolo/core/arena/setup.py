"""What an arena run plays, for any game: the options, the two players, the mode, the count.

Every generator of a duplicate pair starts from the pair's seed string (:meth:`ArenaSetup.key`),
so both plays of a pair get the same deals and each seat's player the same draws; each game
has a seed prefix of its own, so two games' arenas never share their draws.

>>> setup = ArenaSetup(None, "random", "heuristic", "deals", 10, seed=5, seats=4)
>>> setup.key(3)
'circolo/arena/5/deals/3'
>>> setup.first_dealer(3) == setup.first_dealer(3)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

#: Duplicate deals (each one hand) or duplicate whole games.
Mode = Literal["deals", "games"]
#: A game's options type.
OptionsT = TypeVar("OptionsT")


@dataclass(frozen=True, slots=True)
class ArenaSetup(Generic[OptionsT]):
    """What an arena run plays: options, the two players, the mode, how many pairs, the seed."""

    options: OptionsT
    a: str
    b: str
    mode: Mode
    #: Duplicate deals (mode ``deals``) or duplicate games (mode ``games``).
    count: int
    seed: int
    #: The seats at the table (the first dealer is drawn among them).
    seats: int
    #: What every seed string starts with: each game its own.
    prefix: str = "circolo/arena"

    def key(self, index: int) -> str:
        """The seed string of deal or game ``index``; every generator of the pair starts here."""
        return f"{self.prefix}/{self.seed}/{self.mode}/{index}"

    def player_rng(self, index: int, seat: int) -> random.Random:
        """The generator of the player in ``seat`` of deal or game ``index`` (both plays)."""
        return random.Random(f"{self.key(index)}/seat/{seat}")

    def first_dealer(self, index: int) -> int:
        """The dealer of the first (for deals: the only) hand of deal or game ``index``."""
        return random.Random(self.key(index)).randrange(self.seats)

    def hand_rng(self, index: int, hand: int) -> random.Random:
        """The generator that shuffles (and reshuffles, on a redeal) hand ``hand`` of ``index``."""
        return random.Random(f"{self.key(index)}/hand/{hand}")
