"""The ``pimc`` player: perfect-information Monte Carlo over exactly solved layouts.

For each of up to ``worlds`` layouts of the unseen cards that agree with what the seat
knows (the players' one sampler, circolo/games/tressette/players/heuristic/layouts.py), the
compiled solver
gives the value of every legal card — the thirds the team takes from this trick to the end
of the hand under best play — and the card with the best average is played. While the
hands are too long to solve inside the time budget (more than ``exact`` cards), the club
rules of the heuristic player decide — or, with a ``horizon``, a bounded search of each
layout: this trick and ``horizon`` more, the rest estimated by the solver's evaluation
(masters per suit, an even share of the others and of the last trick). With
``opening=learned`` the hand's first card is led by a model learned offline from solved
deals (opening.py). The last card of a
trick follows the club rules too while the hands are long (``LAST_SEAT_BY_RULES``); the
third is searched with one card more, over a few layouts, and a lead of nine cards over more
layouts, with a larger budget (``SEARCH_BY_PLACE``). With ``guess`` the short leads are
valued with partner's answer guessed from partner's own cards (partner_guess.py). It
signals by the variant's conventions through the heuristic's one function
(conventions.signals_for), and explains each card with the search's numbers and what it
inferred.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from circolo.core.cards.italian import Card
from circolo.games.tressette.players.base import Decision, Reason
from circolo.games.tressette.players.heuristic.choice import best_valued
from circolo.games.tressette.players.heuristic.conventions import signal_reasons, signals_for
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.layouts import LayoutSampler
from circolo.games.tressette.players.heuristic.lead import suit_lead
from circolo.games.tressette.players.heuristic.player import HeuristicPlayer, void_reasons
from circolo.games.tressette.players.pimc.inference import (
    POOL,
    ROUNDS,
    Inference,
    posterior,
    resample,
)
from circolo.games.tressette.players.pimc.kinds import SHARP_PRIOR
from circolo.games.tressette.players.pimc.memo import Memo
from circolo.games.tressette.players.pimc.next_move import NextMoveTotals, layout_outcomes
from circolo.games.tressette.players.pimc.opening import shipped_model
from circolo.games.tressette.players.pimc.partner_guess import lead_values
from circolo.games.tressette.players.pimc.reading import likely_holding
from circolo.games.tressette.players.pimc.strong_play import shipped_model as strong_model
from circolo.games.tressette.ranking import strength, thirds
from circolo.games.tressette.rules import SEATS
from circolo.games.tressette.solver import SearchGaveUpError, Solver
from circolo.games.tressette.view import SeatView

#: Layouts solved per move, at most.
DEFAULT_WORLDS = 40
#: Time budget per move, in milliseconds (the search stops sampling when it is spent).
DEFAULT_MS = 800
#: Hands of at most this many cards are solved exactly; longer ones follow club rules.
DEFAULT_EXACT = 9
#: Layouts solved at most with this many cards in hand (a layout of nine cards takes about
#: thirty times one of seven): a few layouts searched beat club rules (docs/search.md).
WORLDS_BY_CARDS = {10: 8, 9: 12, 8: 24}
#: The fewest layouts weighed per move (the pool is twice the layouts possible, up to ``pool``).
MIN_POOL = 60
#: Solver nodes a move may visit per millisecond of its budget left after weighing the
#: layouts (this machine's solver visits about 6,300 a millisecond): past them the layout
#: being solved is given up and those solved decide — the club rules where none was.
NODES_PER_MS = 6_000
#: Bounded search before ``exact``: tricks searched after the current one (None: off).
DEFAULT_HORIZON: int | None = None
#: With at least this many cards in hand, the last card of a trick follows the club rules
#: (in the exact search; a ``horizon`` searches it):
#: the trick's fate is in plain sight there, the rules gave away no more than the search on
#: 293 such decisions (docs/lab/pimc-vs-oracle.md, "Where the loss is left"), and the search's
#: 230-400 ms go to the moves where it pays.
LAST_SEAT_BY_RULES = 6
#: Where a move is searched otherwise than ``WORLDS_BY_CARDS`` says, by (cards in hand,
#: place in the trick, 0 the lead): layouts solved at most and the budget's multiple.
#: - A lead of nine cards: 40 layouts in three times the budget. A lead gives away the most
#:   of any move, and the budget alone solved one to five nine-card layouts; forty give away
#:   0.4 thirds a lead less (docs/lab/pimc-vs-oracle.md, "More layouts at the nine-card
#:   leads"). About one move in forty is such a lead.
#: - The third card with nine or ten cards in hand: three layouts decide it about as well as
#:   twelve, and far better than the club rules (docs/lab/pimc-vs-oracle.md, "The third card of the
#:   first tricks"). The third card is searched with one card more in hand than ``exact``
#:   (two of the trick's cards are on the table): the first trick's too.
SEARCH_BY_PLACE = {(9, 0): (40, 3), (9, 2): (3, 1), (10, 2): (3, 1)}
#: Transposition table of each pimc player's solver: 2**18 entries (4 MB).
TABLE_BITS = 18


@dataclass
class PimcPlayer:
    """Samples layouts, solves each exactly, plays the card with the best average."""

    rng: random.Random
    worlds: int = DEFAULT_WORLDS
    ms: int = DEFAULT_MS
    exact: int = DEFAULT_EXACT
    #: Weigh each layout by how likely it makes the others' plays (inference.py).
    infer: bool = True
    #: With inference: layouts weighed per move, from which the ``worlds`` solved are drawn.
    pool: int = POOL
    #: With inference: the chance, before its plays, that a seat plays by the club rules
    #: rather than loosely (1: read everyone by them, as before 2026-12-05).
    club: float = SHARP_PRIOR
    #: Longer hands: search this trick and ``horizon`` more, then estimate (None: club rules).
    horizon: int | None = DEFAULT_HORIZON
    #: The opening lead of a hand by the model learned from solved deals (opening.py), and
    #: the first card read by nobody's table in the inference; False (the default): by the
    #: club rules' table. The learned lead gives away less by the solver's count but gained
    #: nothing measurable in the arena (docs/lab/pimc-vs-oracle.md, "The opening lead learned").
    opening: bool = False
    #: With inference: the looser kind of player is the model of strong play learned from
    #: the solver's plays (strong_play.py) rather than the club card's share and the rest
    #: alike.
    strong: bool = False
    #: With inference: a seat may also be read as the solver's kind of player, which plays
    #: the best card as if it saw every hand (solver_kind.py), by its plays of the last
    #: tricks (the default since 2026-12-05: the oracle's edge +3.00 against +3.15).
    solved: bool = True
    #: Leads with at most this many cards in hand are valued with partner's answer guessed
    #: from partner's own cards (partner_guess.py); 0: every layout's value by the solver.
    guess: int = 0
    #: Leads with at most this many cards in hand (and at least three) are valued with the
    #: seat's next card chosen once for the layouts it cannot tell apart (next_move.py);
    #: 0: every layout's value by the solver, as if the seat would see the layout later.
    #: ``guess`` decides where both apply. The reasons' "best in N% of the layouts" still
    #: counts each layout's best card with the next card seeing the layout.
    fusion: int = 0
    _solver: Solver | None = field(default=None, repr=False)
    _heuristic: HeuristicPlayer | None = field(default=None, repr=False)
    _club_rules: HeuristicPlayer | None = field(default=None, repr=False)
    #: The inference model's answers, kept across this hand's moves.
    _memo: Memo | None = field(default=None, repr=False)

    @property
    def name(self) -> str:
        """``pimc`` with the settings that differ from the defaults."""
        settings = [
            f"{key}={value}"
            for key, value, default in (
                ("worlds", self.worlds, DEFAULT_WORLDS),
                ("ms", self.ms, DEFAULT_MS),
                ("exact", self.exact, DEFAULT_EXACT),
                ("infer", "on" if self.infer else "off", "on"),
                ("pool", self.pool, POOL),
                ("club", f"{self.club:g}", f"{SHARP_PRIOR:g}"),
                ("horizon", _horizon_text(self.horizon), _horizon_text(DEFAULT_HORIZON)),
                ("opening", "learned" if self.opening else "rules", "rules"),
                ("loose", "learned" if self.strong else "uniform", "uniform"),
                ("solver", "on" if self.solved else "off", "on"),
                ("guess", self.guess, 0),
                ("fusion", self.fusion, 0),
            )
            if value != default
        ]
        return "pimc" + (":" + ",".join(settings) if settings else "")

    @property
    def heuristic(self) -> HeuristicPlayer:
        if self._heuristic is None:
            self._heuristic = HeuristicPlayer(self.rng)
        return self._heuristic

    @property
    def club_rules(self) -> HeuristicPlayer:
        """The heuristic player without its count of the last tricks: partner's guessed answer."""
        if self._club_rules is None:
            self._club_rules = HeuristicPlayer(random.Random(0), endgame=False)
        return self._club_rules

    @property
    def solver(self) -> Solver:
        if self._solver is None:
            self._solver = Solver(TABLE_BITS)
        return self._solver

    def decide(self, view: SeatView) -> Decision:
        """The card for ``view``: searched when the hands are short enough, else by rule."""
        ruled = self.heuristic.decide(view)
        place = len(view.current_trick)
        third = place == SEATS - 2
        bounded = len(view.hand) > self.exact + third
        if self.opening and _opening_lead(view) and self.horizon is None:
            return _learned_lead(view, ruled)
        if len(view.legal) == 1:
            return ruled
        if bounded and self.horizon is None:
            return _by_rules(ruled, "pimc.rules_long", view)
        last_to_play = place == SEATS - 1
        if last_to_play and not bounded and len(view.hand) >= LAST_SEAT_BY_RULES:
            return _by_rules(ruled, "pimc.rules_last", view)
        horizon = self.horizon if bounded else None
        knowledge = Knowledge(view)
        sampler = LayoutSampler(knowledge)
        trick = [played.card for played in view.current_trick]
        leader = view.current_trick[0].seat if view.current_trick else view.seat
        team = view.seat % 2
        totals = dict.fromkeys(view.legal, 0.0)
        best_in = dict.fromkeys(view.legal, 0.0)
        by_cards = WORLDS_BY_CARDS.get(len(view.hand), self.worlds)
        most, times = SEARCH_BY_PLACE.get((len(view.hand), place), (by_cards, 1))
        worlds = min(self.worlds, most)
        deadline = time.perf_counter() + self.ms * times / 1000
        inferred: list[Reason] = []
        if self.infer:
            self._memo = Memo.for_view(view, self._memo)
            inference = Inference(
                view,
                memo=self._memo,
                sharp_prior=self.club,
                read_opening=not self.opening,
                strong=strong_model() if self.strong else None,
                solver=self.solver if self.solved else None,
            )
            # Where few layouts are possible (the last tricks), a pool of twice as many
            # draws covers them: weighing more would mostly weigh the same ones again.
            pool_size = min(self.pool, max(MIN_POOL, 2 * sampler.layouts))
            pool, weighed_pool = posterior(inference, sampler, self.rng, pool_size)
            drawn = resample(weighed_pool, worlds, self.rng)
            layouts = [pool[index] for index in drawn]
            weighed = [float(times) for times in drawn.values()]
            uniform = pool[: max(1, pool_size // ROUNDS)]
            inferred = likely_holding(view, pool, weighed_pool, uniform)
        else:
            layouts = [sampler.sample(self.rng) for _ in range(worlds)]
            weighed = [1.0] * len(layouts)
        solved = 0.0
        nodes_left = int((deadline - time.perf_counter()) * 1000 * NODES_PER_MS)
        guessing = place == 0 and horizon is None and len(view.hand) <= self.guess
        answers: dict[tuple[Card, Card, frozenset[Card]], Card] = {}
        # A lead of two cards leaves one next card: choosing it once changes nothing. Where
        # partner's answer is guessed, that valuing decides (the two are not combined).
        unfused = (
            place == 0 and horizon is None and not guessing and 3 <= len(view.hand) <= self.fusion
        )
        next_moves = NextMoveTotals()

        def signals_of(lead: Card) -> tuple[str, ...]:
            return ruled.signals if lead is ruled.card else signals_for(view, lead, None)

        def answer(seen: SeatView) -> Card:
            return self.club_rules.decide(seen).card

        for hands, weight in sorted(zip(layouts, weighed, strict=True), key=lambda lw: -lw[1]):
            if nodes_left <= 0:
                break
            before = self.solver.nodes
            try:
                if guessing:
                    values = lead_values(
                        self.solver, view, hands, signals_of, answer, nodes_left, answers
                    )
                elif unfused:
                    outcomes = layout_outcomes(
                        self.solver, view.seat, hands, leader, trick, view.legal, nodes_left
                    )
                    next_moves.add(outcomes, weight)
                    values = {c: g + max(after.values()) for c, (_, g, after) in outcomes.items()}
                else:
                    values = self.solver.move_values(
                        hands, leader, trick, team, horizon, node_limit=nodes_left
                    )
            except SearchGaveUpError:
                break
            nodes_left -= self.solver.nodes - before
            top = max(values.values())
            for card, value in values.items():
                totals[card] += weight * value
                best_in[card] += weight * (value == top)
            solved += weight
            if time.perf_counter() > deadline:
                break
        if not solved:  # the first layout alone outran the budget
            return _by_rules(ruled, "pimc.rules_budget", view)
        if unfused:
            totals = next_moves.totals(view.legal)
        ranked = sorted(view.legal, key=lambda c: (-totals[c], thirds(c), strength(c)))
        card = ranked[0]
        signals = ruled.signals if ruled.card is card else signals_for(view, card, None)
        suffix = "_bounded" if bounded else ""
        reasons = [_searched(card, totals[card], best_in[card], solved, "pimc.search" + suffix)]
        if len(ranked) > 1:
            other = ranked[1]
            reasons.append(
                _searched(other, totals[other], best_in[other], solved, "pimc.other" + suffix)
            )
        if guessing:
            reasons.append(Reason("pimc.partner_guessed", {}))
        if unfused:
            reasons.append(Reason("pimc.next_move_unfused", {}))
        if sampler.kept != "all":
            reasons.append(Reason(f"pimc.relaxed_{sampler.kept}", {}))
        reasons.extend(signal_reasons(view, card, signals))
        reasons.extend(void_reasons(knowledge, card))
        reasons.extend(inferred)
        return Decision(card, signals, tuple(reasons))


def _by_rules(ruled: Decision, code: str, view: SeatView) -> Decision:
    """The club rules' decision, with a reason that says why pimc did not search."""
    said = Reason(code, {"cards": len(view.hand)})
    return Decision(ruled.card, ruled.signals, (*ruled.reasons, said))


def _opening_lead(view: SeatView) -> bool:
    """Whether ``view`` is a hand's first card: the lead with all ten cards in hand."""
    return not view.tricks and not view.current_trick and len(view.hand) == 10


def _learned_lead(view: SeatView, ruled: Decision) -> Decision:
    """The opening lead with the best score of the learned model, and the rules' beside it.

    The model chooses the suit and the kind of card (which card of value, or a scartina);
    where the club rules' lead from that suit is that card, or a scartina for a scartina,
    their card goes with their signal (partner reads the lead as a club lead); else the
    conventions' default for the card.
    """
    model = shipped_model()
    scores = {c: s for c, s in model.scores(view.hand).items() if c in view.legal}
    if not scores:  # a variant's first lead the model does not know: the rules'
        return ruled
    card = best_valued(scores, scores)
    rules_score = model.score(view.hand, ruled.card)
    if scores[card] <= rules_score:
        card = ruled.card
    if card is ruled.card:
        signals = ruled.signals
        rules_reasons = [r for r in ruled.reasons if r.code.startswith("lead.")]
    else:
        _, suit_rule = suit_lead(Knowledge(view), card.suit)
        if suit_rule.card is card or thirds(suit_rule.card) == thirds(card) == 0:
            card = suit_rule.card
            signals = signals_for(view, card, suit_rule.intention)
            rules_reasons = [Reason(suit_rule.code, suit_rule.facts)]
        else:
            signals = signals_for(view, card, None)
            rules_reasons = []
    facts = {"card": card.code, "deals": model.deals}
    reasons = [Reason("pimc.opening", facts)]
    if card is not ruled.card:
        score = scores[card] if card in scores else model.score(view.hand, card)
        gain = f"{(score - rules_score) / 3:.2f}"
        reasons.append(Reason("pimc.opening_over_rules", {"card": ruled.card.code, "gain": gain}))
    reasons.extend(rules_reasons)
    reasons.extend(signal_reasons(view, card, signals))
    return Decision(card, signals, tuple(reasons))


def _horizon_text(horizon: int | None) -> str:
    return "off" if horizon is None else str(horizon)


def _searched(card: Card, total: float, best: float, worlds: float, code: str) -> Reason:
    """The search's numbers for one card: expected points and the share of layouts it is best."""
    return Reason(
        code,
        {
            "card": card.code,
            "points": f"{total / worlds / 3:.2f}",
            "share": f"{100 * best / worlds:.0f}",
            "worlds": round(worlds),
        },
    )
