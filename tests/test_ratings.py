"""The rating model (play/ratings.py): OpenSkill's Weng-Lin Plackett-Luce, checked against
the paper's formulas written out here for two teams, and those formulas against the figures
openskill published.

Weng and Lin, "A Bayesian Approximation Method for Online Ranking" (JMLR 12, 2011),
Algorithm 4 (Plackett-Luce), for two teams A and B, as openskill computes it:

- every player's variance first grows by tau^2 (openskill's additive dynamics, tau 25/300);
- a team's mu and sigma^2 are its players' sums; c = sqrt(sigma_A^2 + sigma_B^2 + 2 beta^2);
- p_A = e^(mu_A/c) / (e^(mu_A/c) + e^(mu_B/c)), p_B = 1 - p_A;
- A won: Omega_A = sigma_A^2/c * p_B, Omega_B = -sigma_B^2/c * p_B; a tie (both ranked
  first, each rank shared by two teams): Omega_T = sigma_T^2/c * (1/2 - p_T);
- Delta_T = gamma_T * sigma_T^2/c^2 * p_A p_B, with gamma_T = sigma_T / c;
- each player j of team T: mu_j += sigma_j^2/sigma_T^2 * Omega_T and
  sigma_j^2 *= max(1 - sigma_j^2/sigma_T^2 * Delta_T, kappa).
"""

from __future__ import annotations

import math

import pytest

from circolo.play.ratings import MODEL, START, Skill, rate

#: OpenSkill's defaults (PlackettLuce): beta, kappa, tau.
BETA, KAPPA, TAU = 25.0 / 6.0, 0.0001, 25.0 / 300.0

Team = list[tuple[float, float]]


def weng_lin(a: Team, b: Team, outcome: int, tau: float = TAU) -> tuple[Team, Team]:
    """Teams ``a`` and ``b`` ((mu, sigma) per player) after a match ``a`` won (``outcome``
    1), lost (-1) or tied (0): the formulas of the module's docstring."""
    a = [(mu, math.sqrt(sigma**2 + tau**2)) for mu, sigma in a]
    b = [(mu, math.sqrt(sigma**2 + tau**2)) for mu, sigma in b]
    mu_a, mu_b = sum(mu for mu, _ in a), sum(mu for mu, _ in b)
    var_a, var_b = sum(s**2 for _, s in a), sum(s**2 for _, s in b)
    c = math.sqrt(var_a + var_b + 2 * BETA**2)
    p_a = math.exp(mu_a / c) / (math.exp(mu_a / c) + math.exp(mu_b / c))
    p_b = 1 - p_a
    if outcome == 0:
        omega_a, omega_b = var_a / c * (0.5 - p_a), var_b / c * (0.5 - p_b)
    elif outcome == 1:
        omega_a, omega_b = var_a / c * p_b, -var_b / c * p_b
    else:
        omega_a, omega_b = -var_a / c * p_a, var_b / c * p_a
    delta_a = math.sqrt(var_a) / c * var_a / c**2 * p_a * p_b
    delta_b = math.sqrt(var_b) / c * var_b / c**2 * p_a * p_b

    def update(team: Team, var: float, omega: float, delta: float) -> Team:
        return [
            (mu + s**2 / var * omega, s * math.sqrt(max(1 - s**2 / var * delta, KAPPA)))
            for mu, s in team
        ]

    return update(a, var_a, omega_a, delta_a), update(b, var_b, omega_b, delta_b)


def skills(team: Team) -> list[Skill]:
    return [Skill(mu, sigma) for mu, sigma in team]


def close(got: Team, want: Team, within: float = 1e-9) -> bool:
    """Whether every (mu, sigma) of ``got`` is within ``within`` of ``want``'s."""
    return len(got) == len(want) and all(
        math.isclose(a, b, rel_tol=0.0, abs_tol=within)
        for pair, other in zip(got, want, strict=True)
        for a, b in zip(pair, other, strict=True)
    )


def assert_close(got: list[list[Skill]], expected: tuple[Team, Team]) -> None:
    for side, want in zip(got, expected, strict=True):
        assert close([(s.mu, s.sigma) for s in side], want), (side, want)


#: openskill's README (openskill.py 3.x, before the additive dynamics tau): a1 and a2 beat
#: b1 and b2, and what each became.
README_BEFORE: tuple[Team, Team] = (
    [(25.0, 25.0 / 3.0), (32.444, 5.123)],
    [(43.381, 2.421), (25.188, 6.211)],
)
README_AFTER: tuple[Team, Team] = (
    [(28.669648436582808, 8.071520788025197), (33.83086971107981, 5.062772998705765)],
    [(43.071274808241974, 2.4166900452721256), (23.149503312339064, 6.1378606973362135)],
)


def test_the_formulas_give_the_figures_openskill_published_for_two_against_two() -> None:
    after = weng_lin(*README_BEFORE, outcome=1, tau=0.0)
    for side, published in zip(after, README_AFTER, strict=True):
        assert close(side, published, within=1e-12), (side, published)


def test_a_two_against_two_match_moves_every_player_as_the_formulas_say() -> None:
    before = ([(31.2, 3.1), (24.0, 7.9)], [(27.5, 4.4), (22.8, 5.6)])
    for winner, outcome in ((0, 1), (1, -1)):
        assert_close(rate([skills(before[0]), skills(before[1])], winner),
                      weng_lin(*before, outcome=outcome))  # fmt: skip
    # The published match, at today's defaults (tau 25/300): each as the formulas say.
    assert_close(rate([skills(README_BEFORE[0]), skills(README_BEFORE[1])], 0),
                 weng_lin(*README_BEFORE, outcome=1))  # fmt: skip


def test_a_first_match_of_two_newcomers_one_against_one() -> None:
    [[winner], [loser]] = rate([[START], [START]], 0)
    assert_close([[winner], [loser]], weng_lin([(25.0, 25 / 3)], [(25.0, 25 / 3)], outcome=1))
    # The figures, written out: the winner gains what the loser gives, both grow surer.
    assert close([(winner.mu, winner.sigma)], [(27.63539, 8.06590)], within=1e-5)
    assert close([(loser.mu, loser.sigma)], [(22.36461, 8.06590)], within=1e-5)
    assert winner.rating == pytest.approx(27.63539 - 3 * 8.06590, abs=1e-4)


def test_an_upset_moves_one_against_one_more_than_an_expected_win() -> None:
    strong, weak = Skill(30.0, 4.0), Skill(20.0, 4.0)
    [[upset], _] = rate([[weak], [strong]], 0)
    [[expected], _] = rate([[strong], [weak]], 0)
    assert upset.mu - weak.mu > expected.mu - strong.mu > 0
    assert_close(rate([[weak], [strong]], 0), weng_lin([(20.0, 4.0)], [(30.0, 4.0)], outcome=1))


def test_a_level_match_is_a_tie() -> None:
    [[one], [other]] = rate([[START], [START]], None)
    assert one.mu == pytest.approx(25.0) and other.mu == pytest.approx(25.0)
    assert one.sigma < START.sigma  # a tie is news too
    before = ([(30.0, 4.0), (26.0, 6.0)], [(22.0, 5.0), (21.0, 3.5)])
    tied = rate([skills(before[0]), skills(before[1])], None)
    assert_close(tied, weng_lin(*before, outcome=0))
    assert all(s.mu < mu for s, (mu, _) in zip(tied[0], before[0], strict=True))  # the favourites


def test_the_rating_is_openskills_ordinal_and_a_newcomers_is_zero() -> None:
    skill = Skill(27.3, 4.1)
    assert skill.rating == pytest.approx(MODEL.rating(mu=27.3, sigma=4.1).ordinal())
    assert (START.mu, START.sigma) == (25.0, 25.0 / 3.0)
    assert START.rating == pytest.approx(0.0)
