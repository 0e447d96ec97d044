"""`circolo serve` for browser tests whose tables are all dealt from one secret: the first
secret, counting up, whose first Pinnacola hand of two players gives the table's creator
(seat 0) a joker and two cards of a run it can stand at either end of (say the Eight and
Nine of Clubs: the joker is the Seven or the Ten), so that laying the three asks which.

The test of the joker's "stands for" choice needs such a hand; dealt from a random secret,
most hands have none. The secret is found with the server's own dealing code and its own
answer to the question (``choices_for``), so it stays right when they change. Only tests start
a server this way: `circolo serve` never fixes a secret.

Run as ``python tests/web/serve_with_joker.py serve …`` (the arguments of ``circolo``).
"""

from __future__ import annotations

import itertools
import secrets
import sys
from collections.abc import Sequence
from types import SimpleNamespace

from circolo.cli import main
from circolo.core.dealing import first_dealer
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.redeal import pinnacola_deck
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.table_moves import choices_for
from circolo.server import tables

RANKS = "A23456789TJQK"


def joker_run(hand: Sequence[str]) -> list[str] | None:
    """A joker and two natural cards of one suit next to each other, neither an Ace nor a
    King (the joker may stand below or above them), from ``hand``; None if it has none."""
    if "JK" not in hand:
        return None
    for suit in "hdcs":
        held = {RANKS.index(code[0]) for code in hand if code != "JK" and code[1] == suit}
        for low in range(1, len(RANKS) - 2):
            if {low, low + 1} <= held:
                return ["JK", RANKS[low] + suit, RANKS[low + 1] + suit]
    return None


def secret_with_joker_run() -> str:
    """The first secret (of the server's length) whose first hand of two players gives seat
    0 a joker run (:func:`joker_run`) that can be laid in more than one way."""
    options = PinnacolaOptions(players=2)
    for number in itertools.count(1):
        secret = f"{number:0{2 * tables.SECRET_BYTES}x}"
        match = MatchState.new(options, first_dealer(secret, options.players))
        match = match.deal(pinnacola_deck(options, secret, 0))
        assert match.hand is not None
        cards = joker_run([card.code for card in match.hand.hands[0]])
        if cards and len(choices_for(cards, None, match, 0)) > 1:
            return secret
    raise AssertionError("unreachable")


if __name__ == "__main__":
    fixed = secret_with_joker_run()
    # The tables' module draws each new table's secret from ``secrets.token_hex``.
    shim = SimpleNamespace(token_urlsafe=secrets.token_urlsafe, token_hex=lambda _bytes: fixed)
    setattr(tables, "secrets", shim)  # noqa: B010
    sys.argv[0] = "circolo"
    sys.exit(main())
