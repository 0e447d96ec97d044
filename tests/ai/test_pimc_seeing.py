"""The measuring stick of benchmarks/pimc_seeing.py: pimc whose search is shown some hands."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from benchmarks import pimc_seeing

from circolo.games.tressette.match import MatchState
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.layouts import LayoutSampler
from circolo.games.tressette.players.pimc import player as pimc_player
from circolo.games.tressette.players.registry import PLAYERS
from circolo.games.tressette.view import seat_view
from tests.ai.test_pimc import mid_hand


def _middle_of_a_hand(plays: int) -> tuple[MatchState, int]:
    match = mid_hand(11, plays)
    assert match.to_move is not None
    return match, match.to_move


@pytest.mark.parametrize("sees", ["partner", "all"])
def test_layouts_keep_the_shown_hands_as_they_are_and_draw_the_rest(sees: str) -> None:
    match, seat = _middle_of_a_hand(9)
    assert match.hand is not None
    hands = match.hand.hands
    shown = pimc_seeing.SHOWN[sees](seat)
    view = seat_view(match, seat)
    sampler = LayoutSampler(pimc_seeing.knowledge_seeing(hands, shown)(view))
    hidden = [s for s in range(4) if s != seat and s not in shown]
    drawn_apart = False
    for i in range(30):
        layout = sampler.sample(random.Random(i))
        for s in shown:
            assert sorted(layout[s]) == sorted(hands[s])
        drawn_apart |= any(sorted(layout[s]) != sorted(hands[s]) for s in hidden)
    assert drawn_apart == (sees == "partner")  # every hand shown leaves nothing to draw


def test_the_search_is_shown_the_hands_only_while_it_decides() -> None:
    match, seat = _middle_of_a_hand(9)
    assert match.hand is not None
    player = pimc_seeing.SeeingPimc(random.Random(0), sees="partner")
    decision = player.decide_seeing(seat_view(match, seat), match.hand.hands)
    assert decision.card in seat_view(match, seat).legal
    assert vars(pimc_player)["Knowledge"] is Knowledge


def test_the_benchmark_runs_the_arena_and_leaves_no_seeing_player_behind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pairs = tmp_path / "pairs.jsonl"
    assert pimc_seeing.main(["--sees", "partner", "--deals", "1", "--pairs", str(pairs)]) == 0
    assert "pimc-sees-partner" not in PLAYERS
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 1
    assert len(pairs.read_text().splitlines()) == 1
