"""The solver's kind of player in pimc's inference: a seat that plays the best card."""

from __future__ import annotations

import math
import random

import pytest

from circolo.core.cards.italian import Card, parse_cards
from circolo.core.errors import PlayerSpecError
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import preset
from circolo.games.tressette.players.oracle import OraclePlayer
from circolo.games.tressette.players.pimc.inference import Inference
from circolo.games.tressette.players.pimc.kinds import seat_chance
from circolo.games.tressette.players.pimc.solver_kind import SOLVED_CARDS, SolverReading
from circolo.games.tressette.players.registry import create_player
from circolo.games.tressette.players.selfplay import deal_until_playable
from circolo.games.tressette.rules import legal_cards
from circolo.games.tressette.solver import Solver
from circolo.games.tressette.state import Play, PlayedCard
from circolo.games.tressette.view import seat_view


def cards(text: str) -> list[Card]:
    return list(parse_cards(text.split()))


def _chance_of(second: str) -> float:
    """Seat 1's chance of playing ``second`` on seat 0's asso of denari, with the 3 and
    the 4 of denari in hand (the 3 takes the asso, the 4 gives it away)."""
    holdings = [cards("5c"), cards("3d 4d"), cards("6c 7c"), cards("Rd Cc")]
    plays = [PlayedCard(0, Card.parse("Ad")), PlayedCard(1, Card.parse(second))]
    return SolverReading(Solver(), plays, {}).chance(1, holdings)


def test_the_solver_kind_all_but_always_plays_the_card_that_takes_the_points() -> None:
    takes, gives = _chance_of("3d"), _chance_of("4d")
    assert takes > 0.99 > 0.01 > gives
    assert math.isclose(takes + gives, 1.0)  # a choice between the seat's legal cards


def test_a_seat_read_as_three_kinds_mixes_their_chances_by_the_priors() -> None:
    assert seat_chance(0.5, 0.1, 0.5) == pytest.approx(0.3)  # without the solver's kind
    # half of what the club player leaves goes to the solver's kind
    assert seat_chance(0.5, 0.1, 0.5, 0.9, 0.5) == pytest.approx(0.25 + 0.025 + 0.225)


def _oracle_hand(seed: int, plays: int) -> MatchState:
    """A hand of classico with the oracle at every seat, after ``plays`` cards."""
    match = deal_until_playable(MatchState.new(preset("classico"), 3), random.Random(seed))
    oracle = OraclePlayer(random.Random(seed))
    for _ in range(plays):
        assert match.hand is not None and match.to_move is not None
        view = seat_view(match, match.to_move)
        match = match.play(Play(oracle.decide_seeing(view, match.hand.hands).card, ()))
    return match


@pytest.mark.parametrize("seed", range(3))
def test_the_oracles_late_plays_make_the_true_layout_likelier_read_as_the_solvers(
    seed: int,
) -> None:
    match = _oracle_hand(seed, 29)  # three cards left to seat 1, to move
    assert match.hand is not None and match.to_move is not None
    view = seat_view(match, match.to_move)
    hands = [list(h) for h in match.hand.hands]
    solver = Solver()
    read = Inference(view, solver=solver)
    plain = Inference(view)
    _, loose, solved = read._chances(hands)
    late = 0
    for j, step in enumerate(read.steps):
        held = read._hand_at(hands, step.seat, step.index)
        legal = legal_cards(held, step.led)
        if len(held) <= SOLVED_CARDS and len(legal) > 1:
            late += 1  # the oracle played a best card: at least as likely as any other
            assert solved[j] >= 1 / len(legal) - 1e-9
    assert late  # plays with a choice in the last six tricks
    assert plain._chances(hands)[2] == loose  # without the solver, that kind reads as loose
    assert read.likelihood(hands) > plain.likelihood(hands)


def test_pimc_reads_the_solvers_kind_by_default_takes_the_setting_and_refuses_a_bad_one() -> None:
    player = create_player("pimc:solver=off", random.Random(0))
    assert player.name == "pimc:solver=off"
    assert create_player("pimc:solver=on", random.Random(0)).name == "pimc"  # the default
    with pytest.raises(PlayerSpecError):
        create_player("pimc:solver=maybe", random.Random(0))
