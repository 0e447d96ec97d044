"""`circolo serve` for a browser test of a Roman match that ends on the accuse: every table is
dealt from one secret, the first (counting up) whose hands, under :data:`OPTIONS`, end each
game at its first trick on a side's accuse — game one and two one side each, the bella (to
its own target) the opponents' — whatever cards are played. The secret is found with the
server's own dealing and rules, so it stays right when they change. Only tests start a server
this way: `circolo serve` never fixes a secret.

Run as ``python tests/web/serve_accuse_ends_match.py serve …`` (the arguments of ``circolo``).
"""

from __future__ import annotations

import itertools
import secrets
import sys
from types import SimpleNamespace
from typing import Any, Final

from circolo.cli import main
from circolo.core.dealing import first_dealer
from circolo.games.tressette.match import GameResult, MatchState
from circolo.games.tressette.options import preset, with_values
from circolo.games.tressette.redeal import tressette_hand
from circolo.games.tressette.rules import SEATS
from circolo.games.tressette.state import Play
from circolo.server import tables

#: The Roman match's options the test's browser asks for: games to 3, the bella to 4.
OPTIONS: Final[dict[str, Any]] = {
    "target": 3, "best_of": 3, "decider_target": 4, "second_game": "tressette",
}  # fmt: skip
#: Who takes each game on the accuse: a side, the other, then the opponents (seats 1 and 3).
OPPONENTS: Final = 1


def _games_on_accuse(secret: str) -> list[GameResult] | None:
    """The games of the match dealt from ``secret`` if each ends on the accuse at its first
    trick, with any cards played; None as soon as one does not."""
    match = MatchState.new(with_values(preset("romana"), OPTIONS), first_dealer(secret, SEATS))
    for number in itertools.count():
        if match.is_over:
            return [game for game in match.games if isinstance(game, GameResult)]
        match = tressette_hand(match, secret, number)
        for _ in range(SEATS):
            assert match.hand is not None
            match = match.play(Play(match.hand.legal_cards()[0]))
        if match.hand is not None or match.games[-1].ended_by != "accuse" or match.hands:
            return None  # the hand goes on: its end would depend on the cards played
    raise AssertionError("unreachable")


def secret_ending_on_accuse() -> str:
    """The first secret (of the server's length) whose Roman match ends as the module says."""
    for number in itertools.count(1):
        secret = f"{number:0{2 * tables.SECRET_BYTES}x}"
        games = _games_on_accuse(secret)
        if games and len(games) == 3 and games[-1].winner == OPPONENTS:
            return secret
    raise AssertionError("unreachable")


if __name__ == "__main__":
    fixed = secret_ending_on_accuse()
    # The tables' module draws each new table's secret from ``secrets.token_hex``.
    shim = SimpleNamespace(token_urlsafe=secrets.token_urlsafe, token_hex=lambda _bytes: fixed)
    setattr(tables, "secrets", shim)  # noqa: B010
    sys.argv[0] = "circolo"
    sys.exit(main())
