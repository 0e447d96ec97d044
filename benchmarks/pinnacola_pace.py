"""Is `strong`'s pace in the race to close the best one? Variants of `strong` against it.

Each variant is `strong` with one thing changed, played against `strong` in duplicate single
hands through the arena's own driver (``circolo arena --game pinnacola --set mode=single``):

- ``const:NAME=VALUE`` — one of the player's constants (``STOCK_DRAW_VALUE``, the bar a pile
  draw must pass; ``CARD_IN_HAND``, what a card left in a hand is reckoned at when closing;
  ``LOW_STOCK``; ``SWAP_VALUE``) set to ``VALUE`` while the variant decides;
- ``close-ahead=N`` — goes out only when ahead by ``N`` points or more (or when forced);
- ``hold=N`` — once open, lays nothing until it can go out, an opponent holds ``N`` cards or
  fewer, or the stock runs low (the opposite pace: melds kept in hand);
- ``live-outs`` — the expert's own policy: `strong` weighing each discard's ties to the hand
  by their live outs (``ai/pinnacola/outs.py``), ``live-outs=COST`` with another cost an out.

    .venv/bin/python -m benchmarks.pinnacola_pace --players 2 --deals 600 --seed 7 \\
        const:STOCK_DRAW_VALUE=5.0 close-ahead=50 hold=6

Prints each variant's share of the games won against `strong` and its points a hand with
their 95% interval (docs/benchmarks.md, "Pinnacola expert").
"""

from __future__ import annotations

import argparse
import dataclasses
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from circolo.core.arena import sides
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players import arena, player
from circolo.games.pinnacola.players.base import PinnacolaPlayer
from circolo.games.pinnacola.players.registry import create_player
from circolo.games.pinnacola.view import PinnacolaView

#: The player's constants a variant may set.
CONSTANTS = ("STOCK_DRAW_VALUE", "CARD_IN_HAND", "LOW_STOCK", "SWAP_VALUE", "LIVE_OUT_COST")


@contextmanager
def _constants(values: dict[str, float]) -> Iterator[None]:
    """The player module's constants set to ``values`` for the time of one decision."""
    saved = {name: getattr(player, name) for name in values}
    for name, value in values.items():
        setattr(player, name, value)
    try:
        yield
    finally:
        for name, value in saved.items():
            setattr(player, name, value)


class Variant(player.ClubPlayer):
    """`strong` (or another style) with other constants, or closing only when ahead by
    ``close_margin``, or holding its melds while the opponents hold more than ``hold_until``
    cards."""

    def __init__(
        self,
        rng: random.Random,
        spec: str,
        constants: dict[str, float] | None = None,
        close_margin: int | None = None,
        hold_until: int | None = None,
        strength: str = "strong",
    ) -> None:
        super().__init__(rng, strength, label=spec)
        self.constants = constants or {}
        self.close_margin = close_margin
        self.hold_until = hold_until

    def decide(self, view: PinnacolaView) -> Any:
        """`strong`'s decision under this variant's change."""
        with self._closing(), _constants(self.constants):
            return super().decide(view)

    @contextmanager
    def _closing(self) -> Iterator[None]:
        if self.close_margin is None:
            yield
            return
        margin, plain = self.close_margin, player._closing_pays

        def pays(view: PinnacolaView, laying: int) -> bool:
            return player.closing_lead(view, laying) >= margin or player.closing_forced(view)

        player._closing_pays = pays
        try:
            yield
        finally:
            player._closing_pays = plain

    def _meld(self, view: PinnacolaView) -> Any:
        if self.hold_until is not None and view.opened[view.seat]:
            fewest = min(n for s, n in enumerate(view.hand_sizes) if s % 2 != view.team)
            low = view.stock_size < player.LOW_STOCK
            if fewest > self.hold_until and not low and len(self._plan(view.hand, view).left) > 1:
                return None
        return super()._meld(view)


def variant(spec: str, rng: random.Random) -> PinnacolaPlayer:
    """The player written ``spec`` (a variant above, or any arena player's name)."""
    kind, _, setting = spec.partition(":") if spec.startswith("const:") else ("", "", spec)
    if kind == "const":
        name, _, value = setting.partition("=")
        if name not in CONSTANTS:
            raise ValueError(f"{name!r} is not one of {', '.join(CONSTANTS)}")
        return Variant(rng, spec, constants={name: float(value)})
    name, _, value = spec.partition("=")
    if name == "close-ahead":
        return Variant(rng, spec, close_margin=int(value))
    if name == "hold":
        return Variant(rng, spec, hold_until=int(value))
    if name == "live-outs":
        cost = float(value) if value else player.LIVE_OUT_COST
        return Variant(rng, spec, constants={"LIVE_OUT_COST": cost}, strength="expert")
    return create_player(spec, rng)


def main(argv: list[str] | None = None) -> None:
    """Play each variant against `strong` and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("variants", nargs="+")
    parser.add_argument("--players", type=int, choices=(2, 4), default=2)
    parser.add_argument("--deals", type=int, default=600)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    for spec in args.variants:
        variant(spec, random.Random(0))  # a misspelt variant stops the run before any play
    # The arena's driver builds the players by the game's create_player: the variants' here
    # (worker processes are forked from this one, so they see it too).
    arena.PINNACOLA = dataclasses.replace(arena.PINNACOLA, create_player=variant)
    sides.check_players = lambda game, *specs: None
    options = PinnacolaOptions(players=args.players, mode="single")
    for spec in args.variants:
        result = arena.run_pinnacola_arena(
            options, a=spec, b="strong", mode="deals", count=args.deals, seed=args.seed,
            workers=args.workers,
        )  # fmt: skip
        low, high = result.ci95
        print(
            f"{spec:32s} games won {result.a_game_win_rate:.3f} of {result.games}"
            f"  points a hand {result.diff:+.1f} ({low:+.1f} to {high:+.1f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
