"""`circolo serve` for browser tests whose tables are all dealt from one secret: the first
secret, counting up, whose first Tressette hand has an accusa in it.

A test of the accuse view needs a hand where somebody declares; played from a random secret,
one hand in two has none, and a test that plays on until one does is slow and sometimes out
of time. The secret is found with the server's own dealing code, so it stays right when that
code changes. Only tests start a server this way: `circolo serve` never fixes a secret.

Run as ``python tests/web/serve_with_accusa.py serve …`` (the arguments of ``circolo``);
with ``CIRCOLO_TEST_ACCUSA_SEAT=N`` in the environment the accusa is seat N's (the table's
creator sits at 0, partner at 2).
"""

from __future__ import annotations

import itertools
import os
import secrets
import sys
from types import SimpleNamespace

from circolo.cli import main
from circolo.core.dealing import first_dealer
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.redeal import tressette_hand
from circolo.games.tressette.rules import SEATS
from circolo.server import tables

#: The environment variable naming the seat whose accusa the first hand holds.
SEAT_VARIABLE = "CIRCOLO_TEST_ACCUSA_SEAT"


def secret_with_accusa(seat: int | None = None) -> str:
    """The first secret (of the server's length) whose first classico hand has an accusa
    (one of ``seat``'s, when given)."""
    options = TressetteOptions()
    for number in itertools.count(1):
        secret = f"{number:0{2 * tables.SECRET_BYTES}x}"
        match = MatchState.new(options, first_dealer(secret, SEATS))
        hand = tressette_hand(match, secret, 0).hand
        assert hand is not None
        if any(seat is None or accusa.seat == seat for accusa in hand.accuse):
            return secret
    raise AssertionError("unreachable")


if __name__ == "__main__":
    wanted = os.environ.get(SEAT_VARIABLE)
    fixed = secret_with_accusa(int(wanted) if wanted else None)
    # The tables' module draws each new table's secret from ``secrets.token_hex``.
    shim = SimpleNamespace(token_urlsafe=secrets.token_urlsafe, token_hex=lambda _bytes: fixed)
    setattr(tables, "secrets", shim)  # noqa: B010
    sys.argv[0] = "circolo"
    sys.exit(main())
