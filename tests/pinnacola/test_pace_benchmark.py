"""The benchmark that plays variants of `strong`'s pace against it (pinnacola_pace)."""

from __future__ import annotations

import random

import pytest
from benchmarks.pinnacola_pace import Variant, main, variant

from circolo.core.arena import sides
from circolo.games.pinnacola.actions import DrawPile
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players import arena, player
from circolo.games.pinnacola.players.player import ClubPlayer
from circolo.games.pinnacola.players.selfplay import shuffled_deck
from circolo.games.pinnacola.state import MatchState
from circolo.games.pinnacola.view import seat_view


def test_a_constant_is_changed_only_while_the_variant_decides() -> None:
    chosen = variant("const:STOCK_DRAW_VALUE=-1000.0", random.Random(1))
    assert isinstance(chosen, Variant) and chosen.constants == {"STOCK_DRAW_VALUE": -1000.0}
    options = PinnacolaOptions(players=2)
    match = MatchState.new(options, 0).deal(shuffled_deck(options, random.Random(6)))
    assert match.to_move is not None
    view = seat_view(match, match.to_move)  # the first draw: an upcard strong would not take
    assert view.usable_pile
    # at a bar of -1000 every pile card is worth taking; strong's own bar is untouched
    assert isinstance(chosen.decide(view).action, DrawPile)
    assert player.STOCK_DRAW_VALUE == 10.0
    assert not isinstance(ClubPlayer(random.Random(1), "strong").decide(view).action, DrawPile)


def test_a_misspelt_variant_is_refused_with_the_names_it_may_take() -> None:
    with pytest.raises(ValueError, match="STOCK_DRAW_VALUE"):
        variant("const:STOCK_DRAW=5", random.Random(0))


def test_a_variant_that_changes_nothing_plays_strongs_hands_to_the_point(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(arena, "PINNACOLA", arena.PINNACOLA)  # main replaces both: undone after
    monkeypatch.setattr(sides, "check_players", sides.check_players)
    main(["--deals", "3", "--workers", "1", "const:STOCK_DRAW_VALUE=10.0", "hold=0"])
    same, held = capsys.readouterr().out.splitlines()
    # duplicate: strong against itself wins one play of each deal and loses the other
    assert "games won 0.500 of 6" in same and "points a hand +0.0 (+0.0 to +0.0)" in same
    assert held.startswith("hold=0") and "games won" in held


def test_live_outs_plays_the_experts_policy_with_the_cost_of_an_out_given() -> None:
    chosen = variant("live-outs=10", random.Random(0))
    assert isinstance(chosen, Variant) and chosen.style.live_outs
    assert chosen.constants == {"LIVE_OUT_COST": 10.0}
    plain = variant("live-outs", random.Random(0))
    assert isinstance(plain, Variant) and plain.constants == {"LIVE_OUT_COST": 14.0}
