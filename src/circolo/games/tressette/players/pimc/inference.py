"""Inference: how likely each sampled layout makes what the other players actually did.

A layout fixes every hand, so it fixes what each other seat held at each of its plays of
this hand. A layout the real deal could not have been weighs nothing: one the rules would
have dealt again, one where a seat would have had to declare an accusa it did not declare
(or not the one it declared), or one where a signal the options refuse as false would have
been false; where they allow bluffs, one that makes partner's signal a bluff weighs BLUFF
(deal_checks.py) of the rest, and an opponent's signal proves nothing.
Otherwise it weighs the product, over the other seats' plays, of a model's chance of the
card played: the heuristic player (club conventions, without its count of the last tricks)
gives its card (and signals) AGREE, every other legal card sharing the rest; LATE_AGREE in
the last tricks, where the heuristic counts the cards out. Forced plays carry no weight.
Not everybody plays by the club rules (the all-seeing oracle, a beginner, another program):
each seat is either the club player or a looser one (the model's card with chance LOOSE,
else any legal card alike), the club player with chance SHARP_PRIOR before its plays, and a
layout's chance of a seat's plays mixes the two; so its plays tell how sharply to read them.
With the solver's kind on, a seat may also be one that plays the solver's best card
(solver_kind.py): its plays of the last tricks then rule out the layouts where they were not.

The model's answer depends only on the seat's cards at that play (following suit, only on
its cards of the suit led), so it is kept across layouts: weighing many is cheap. Few
uniform layouts fit every play, so the pool is drawn in rounds: the first uniformly, the
next tilted towards where the plays put each card (layouts.py's TiltedSampler), weighed
over their tilt (importance sampling). pimc resamples the layouts it solves from the pool.
"""

from __future__ import annotations

import math
import random
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from circolo.core.cards.italian import DECK, SUITS, Card, Suit
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.players.heuristic.choice import Choice
from circolo.games.tressette.players.heuristic.conventions import signals_for
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.layouts import LayoutSampler, TiltedSampler
from circolo.games.tressette.players.heuristic.lead import return_partners_suit, suit_lead
from circolo.games.tressette.players.heuristic.player import HeuristicPlayer
from circolo.games.tressette.players.pimc.deal_checks import BLUFF, accuse_agree, signals_true
from circolo.games.tressette.players.pimc.kinds import (
    AGREE,
    LATE_AGREE,
    LATE_CARDS,
    SHARP_PRIOR,
    club_chances,
    seat_chance,
)
from circolo.games.tressette.players.pimc.memo import Memo
from circolo.games.tressette.players.pimc.solver_kind import (
    SOLVED_CARDS,
    SOLVER_SHARE,
    SolverReading,
)
from circolo.games.tressette.players.pimc.strong_play import Moment, StrongPlayModel, moment_of
from circolo.games.tressette.ranking import strength
from circolo.games.tressette.rules import HAND_SIZE, SEATS, redeal_reason
from circolo.games.tressette.solver import Solver
from circolo.games.tressette.view import SeatView

Layout = Sequence[Sequence[Card]]
#: Each distinct layout's factors (Inference.factors), found once per move.
_Known = dict[tuple[frozenset[Card], ...], list[float] | None]


#: Plays made with fewer cards than this in hand carry no weight.
MIN_CARDS = 2
#: Layouts weighed per move (in ROUNDS rounds), most of a move's time from seven cards down;
#: 300 gave away no more than 600 at fixed positions (docs/benchmarks.md, issue 17).
POOL = 300
#: Rounds the pool is drawn in: the first uniform, each next one tilted by those before.
ROUNDS = 2
#: Power the tilts of the second half are raised to (below 1: less bold than the plays say).
TEMPER = 0.7
#: Bounds of a tilt.
TILT_RANGE = (0.01, 100.0)


@dataclass(frozen=True)
class _Step:
    """One informative play by another seat: where it is, and the seat's view before it."""

    index: int
    seat: int
    card: Card
    signals: tuple[str, ...]
    #: The suit led in the trick, None when this play leads it.
    led: Suit | None
    #: The seat's view just before the play, its hand left empty (each layout fills it).
    view: SeatView
    #: Cards no unplayed card of their suit beats: a 3 in effect, if the seat holds one.
    masters: frozenset[Card]
    #: Whether the seat won partner's lead last trick (it may have to return the suit).
    may_return: bool

    @cached_property
    def moment(self) -> Moment:
        """What was public at the play, as the model of strong play reads it (found only
        where that model is used)."""
        return moment_of(self.view)


class Inference:
    """Weighs layouts of one seat's unseen cards by the other seats' plays so far."""

    def __init__(
        self,
        view: SeatView,
        agree: float = AGREE,
        min_cards: int = MIN_CARDS,
        late_agree: float = LATE_AGREE,
        memo: Memo | None = None,
        sharp_prior: float = SHARP_PRIOR,
        read_opening: bool = True,
        strong: StrongPlayModel | None = None,
        solver: Solver | None = None,
    ) -> None:
        """``read_opening``: whether the hand's first card weighs (the club rules' table
        chose it) — not where the leader may have chosen it otherwise (pimc's learned
        opening lead, which the table would misread). ``strong``: the looser kind of
        player is the model of strong play learned from the solver's (strong_play.py)
        instead of LOOSE's share for the club card and the rest alike. ``solver``: read a
        seat as the solver's kind of player too (solver_kind.py), with this solver."""
        self.view = view
        self.strong = strong
        self.agree = agree
        self.late_agree = late_agree
        self.sharp_prior = sharp_prior
        self._model = HeuristicPlayer(random.Random(0), endgame=False)
        self._options: TressetteOptions = view.options
        #: For each seat, the cards it played in this hand, in order, with their play index.
        self._played: list[list[tuple[int, Card]]] = [[] for _ in range(SEATS)]
        for index, played in enumerate(view.plays):
            self._played[played.seat].append((index, played.card))
        #: The plays that weigh, in order.
        self.steps: list[_Step] = []
        self._signalled: list[_Step] = []
        self._bluffable: list[_Step] = []  # partner's, where the options allow bluffs
        for index, played in enumerate(view.plays):
            if played.seat == view.seat:
                continue
            trick_start = index - index % SEATS
            led = view.plays[trick_start].card.suit if index > trick_start else None
            before = replace(
                view, seat=played.seat, hand=(), plays=view.plays[:index], to_move=played.seat
            )
            tricks = before.tricks
            gone = {p.card for p in before.plays}
            step = _Step(
                index,
                played.seat,
                played.card,
                played.signals,
                led,
                replace(before, legal=()),
                frozenset(
                    card
                    for card in DECK
                    if all(
                        other in gone
                        for other in DECK
                        if other.suit is card.suit and strength(other) > strength(card)
                    )
                ),
                bool(tricks)
                and tricks[-1][1] == played.seat
                and tricks[-1][0][0].seat == (played.seat + 2) % SEATS,
            )
            if played.signals and not view.options.false_signals:
                self._signalled.append(step)
            elif played.signals and played.seat % 2 == view.seat % 2:
                self._bluffable.append(step)
            held = HAND_SIZE - sum(1 for i, _ in self._played[played.seat] if i < index)
            if held >= min_cards and (read_opening or index > 0):
                self.steps.append(step)
        #: The positions in ``steps`` of each seat's plays.
        self._steps_of_seat: dict[int, list[int]] = defaultdict(list)
        for j, step in enumerate(self.steps):
            self._steps_of_seat[step.seat].append(j)
        memo = memo or Memo.for_view(view, None)
        #: The model's answer by play and holding (kept across moves by a Memo).
        self._cache = memo.answers
        #: Whether a seat's accuse agree, by its dealt 3s, 2s and aces (all accuse are made of).
        self._accuse_cache = memo.accuse
        self._suit_leads = memo.suit_leads
        self._strong_cache = memo.strong
        self._solved = None if solver is None else SolverReading(solver, view.plays, memo.solved)

    def _hand_at(self, hands: Layout, seat: int, index: int) -> list[Card]:
        """What ``seat`` held just before play ``index`` if ``hands`` is the layout."""
        return [*hands[seat], *(card for i, card in self._played[seat] if i >= index)]

    def possible(self, hands: Layout) -> bool:
        """Whether the real deal could have been this layout (dealt, declared, signalled)."""
        dealt = [self._hand_at(hands, seat, 0) for seat in range(SEATS)]
        options = self._options
        if redeal_reason(
            dealt,
            under_one_point=options.redeal_under_one_point,
            three_sevens=options.redeal_three_sevens,
        ):
            return False
        if options.accuse != "off" and not accuse_agree(self.view, dealt, self._accuse_cache):
            return False
        return all(self._signal_true(step, hands) for step in self._signalled)

    def _signal_true(self, step: _Step, hands: Layout) -> bool:
        return signals_true(self.view, step.index, self._hand_at(hands, step.seat, step.index))

    def bluff_weight(self, hands: Layout) -> float:
        """:data:`BLUFF` for each of partner's signals ``hands`` would make a bluff, where
        the options allow bluffs (where they do not, such a layout is not possible)."""
        return BLUFF ** sum(not self._signal_true(step, hands) for step in self._bluffable)

    def _model_play(self, step: _Step, held: list[Card]) -> tuple[Card, tuple[str, ...]]:
        """The model's card and signals for ``step`` holding ``held`` (kept across layouts)."""
        following = step.led is not None and any(c.suit is step.led for c in held)
        relevant = [c for c in held if c.suit is step.led] if following else held
        key = (step.index, frozenset(relevant))
        known = self._cache.get(key)
        if known is None:
            view = replace(step.view, hand=tuple(held), legal=tuple(relevant))
            if step.led is None and len(held) > 1:
                card, signals = self._lead(step, view)
            else:
                decision = self._model.decide(view)
                card, signals = decision.card, decision.signals
            known = (card, signals)
            self._cache[key] = known
        return known

    def _lead(self, step: _Step, view: SeatView) -> tuple[Card, tuple[str, ...]]:
        """The model's lead, as HeuristicPlayer.decide leads, each suit's verdict kept.

        How good leading a suit is depends only on the seat's cards of that suit and on
        whether it holds a 3 (counting played cards above) elsewhere.
        """
        k: Knowledge | None = None
        choice: Choice | None = None
        if step.may_return:
            k = Knowledge(view)
            choice = return_partners_suit(k)
        if choice is None:
            options = []
            for suit in SUITS:
                mine = sorted((c for c in view.hand if c.suit is suit), key=lambda c: -strength(c))
                if not mine:
                    continue
                three_elsewhere = any(c in step.masters for c in view.hand if c.suit is not suit)
                key = (step.index, suit, tuple(mine), three_elsewhere)
                scored = self._suit_leads.get(key)
                if scored is None:
                    k = k or Knowledge(view)
                    scored = suit_lead(k, suit)
                    self._suit_leads[key] = scored
                options.append(scored)
            choice = max(options, key=lambda scored: scored[0])[1]
        card = choice.card  # its signals are compared only where it is the card played
        return card, signals_for(view, card, choice.intention) if card is step.card else ()

    def _chances(self, hands: Layout) -> tuple[list[float], list[float], list[float]]:
        """Each informative play's chance under the club player, the looser one and the
        solver's kind (the looser one's where that kind is off or the play too early)."""
        sharp: list[float] = []
        loose: list[float] = []
        solved: list[float] = []
        for step in self.steps:
            held = self._hand_at(hands, step.seat, step.index)
            if step.led is not None and any(c.suit is step.led for c in held):
                legal = sum(1 for c in held if c.suit is step.led)
            else:
                legal = len(held)
            if legal < 2:
                sharp.append(1.0)
                loose.append(1.0)
                solved.append(1.0)
                continue
            card, signals = self._model_play(step, held)
            hit = card is step.card and signals == step.signals
            late = len(held) <= LATE_CARDS
            chances = club_chances(hit, legal, late, self.agree, self.late_agree)
            sharp.append(chances[0])
            loose.append(chances[1])
            if self.strong is not None:  # kept across layouts and moves by the memo
                loose[-1] = self.strong.chance(
                    held, step.moment, card, step.card, self._strong_cache, step.index
                )
            if self._solved is not None and len(held) <= SOLVED_CARDS:
                holdings = [self._hand_at(hands, seat, step.index) for seat in range(SEATS)]
                solved.append(self._solved.chance(step.index, holdings))
            else:
                solved.append(loose[-1])
        return sharp, loose, solved

    def factors(self, hands: Layout) -> list[float] | None:
        """The chance of each informative play if ``hands`` is the layout.

        None when the real deal could not have been this layout; 1.0 for a forced play.
        Each seat's plays are weighed by a mixture of the kinds of player (``seat_chance``);
        the factors of a seat's plays are scaled alike so that their product is the
        mixture's chance of them all, which is what a layout's weight needs.
        """
        if not self.possible(hands):
            return None
        sharp, loose, solved = self._chances(hands)
        result = list(sharp)
        for steps in self._steps_of_seat.values():
            follows = math.prod(sharp[j] for j in steps)
            chance = seat_chance(
                follows,
                math.prod(loose[j] for j in steps),
                self.sharp_prior,
                None if self._solved is None else math.prod(solved[j] for j in steps),
                SOLVER_SHARE,
            )
            if follows > 0:
                scale = (chance / follows) ** (1 / len(steps))
                for j in steps:
                    result[j] = sharp[j] * scale
            else:  # a model sure of its card gave a straying play none: share the mix alike
                for j in steps:
                    result[j] = chance ** (1 / len(steps))
        return result

    def likelihood(self, hands: Layout) -> float:
        """The model's chance of the other seats' informative plays if ``hands`` is the layout."""
        factors = self.factors(hands)
        return 0.0 if factors is None else math.prod(factors) * self.bluff_weight(hands)

    def weights(self, layouts: Sequence[Layout]) -> list[float]:
        """Each layout's weight, scaled to sum to the number of layouts (all 1: none possible)."""
        raw = [self.likelihood(hands) for hands in layouts]
        total = sum(raw)
        if total <= 0:
            return [1.0] * len(layouts)
        return [w * len(raw) / total for w in raw]


def resample(weighed: Sequence[float], count: int, rng: random.Random) -> Counter[int]:
    """Systematic resampling: ``count`` draws of the indices, each in proportion to its weight.

    Returns how many times each index was drawn (indices of weight 0 never are).
    """
    total = sum(weighed)
    drawn: Counter[int] = Counter()
    if total <= 0 or count <= 0:
        return drawn
    step = total / count
    point = rng.random() * step
    running = 0.0
    left = count
    for index, weight in enumerate(weighed):
        running += weight
        while left and point < running:
            drawn[index] += 1
            point += step
            left -= 1
    return drawn


def posterior(
    inference: Inference,
    sampler: LayoutSampler,
    rng: random.Random,
    pool: int = POOL,
    rounds: int = ROUNDS,
) -> tuple[list[list[list[Card]]], list[float]]:
    """Layouts and their weights, which approximate the layouts given the plays seen.

    ``pool`` layouts in ``rounds`` rounds. The first round is drawn uniformly. After each,
    every play tells how much more likely it is when a card sits with a seat (one play at a
    time, so every layout drawn counts, however few fit all the plays); the product of those
    ratios tilts the sampler of the next round. Each layout weighs the model's likelihood
    over its tilt (importance sampling); each round's weights are scaled by its effective
    number of layouts. The first ``pool // rounds`` layouts returned are the uniform round.
    """
    per_round = max(1, pool // max(1, rounds))
    drawn: list[tuple[list[list[Card]], float]] = []
    #: Factors by layout: in the last tricks many draws are the same layout.
    known: _Known = {}
    factors: list[list[float] | None] = []
    scaled: list[float] = []
    proposal: LayoutSampler | TiltedSampler = sampler
    for round_number in range(max(1, rounds)):
        if isinstance(proposal, TiltedSampler):
            batch = [proposal.sample(rng) for _ in range(per_round)]
        else:
            batch = [(proposal.sample(rng), 1.0) for _ in range(per_round)]
        batch_factors = [_factors_of(inference, hands, known) for hands, _ in batch]
        batch_weights = [
            0.0 if f is None else math.prod(f) * inference.bluff_weight(hands) / tilt
            for (hands, tilt), f in zip(batch, batch_factors, strict=True)
        ]
        drawn.extend(batch)
        factors.extend(batch_factors)
        scaled.extend(_scaled(batch_weights))
        if round_number == rounds - 1 or not inference.steps:
            break
        try:
            proposal = TiltedSampler(sampler, _tilt(inference, sampler, drawn, factors))
        except ValueError:  # no layout with a positive tilt: stay with what was drawn
            break
    layouts = [hands for hands, _ in drawn]
    if sum(scaled) <= 0:
        return layouts, [1.0] * len(layouts)
    return layouts, scaled


def _factors_of(inference: Inference, hands: Layout, known: _Known) -> list[float] | None:
    """``inference.factors(hands)``, found once per distinct layout."""
    key = tuple(frozenset(hand) for hand in hands)
    if key not in known:
        known[key] = inference.factors(hands)
    return known[key]


def _tilt(
    inference: Inference,
    sampler: LayoutSampler,
    drawn: Sequence[tuple[Layout, float]],
    factors: Sequence[list[float] | None],
) -> dict[tuple[int, Card], float]:
    """Per seat and card, how much the seat's plays favour layouts that give it the card.

    For each play of a seat and each card, the play's mean chance over the layouts where
    the seat holds the card, over its mean chance in all of them (layouts drawn with a tilt
    count as one over it, as a uniform draw would); the product over the seat's plays,
    tempered (TEMPER) and kept within TILT_RANGE.
    """
    kept = [(hands, 1 / tilt, f) for (hands, tilt), f in zip(drawn, factors, strict=True) if f]
    tilt_of: dict[tuple[int, Card], float] = {}
    if not kept:
        return tilt_of
    steps = inference.steps
    everyone = sum(u for _, u, _ in kept)
    mean = [sum(u * f[j] for _, u, f in kept) / everyone for j in range(len(steps))]
    low, high = TILT_RANGE
    for seat in sampler.others:
        mine = [j for j, step in enumerate(steps) if step.seat == seat and mean[j] > 0]
        sums: dict[Card, list[float]] = {}
        mass: dict[Card, float] = {}
        for hands, u, f in kept:
            for card in hands[seat]:
                row = sums.setdefault(card, [0.0] * len(mine))
                for position, j in enumerate(mine):
                    row[position] += u * f[j]
                mass[card] = mass.get(card, 0.0) + u
        for card, row in sums.items():
            ratio = 1.0
            for position, j in enumerate(mine):
                ratio *= row[position] / mass[card] / mean[j]
            tilt_of[seat, card] = min(high, max(low, ratio**TEMPER))
    return tilt_of


def _scaled(raw: Sequence[float]) -> list[float]:
    """Weights scaled to sum to their effective number of layouts (sum² / sum of squares)."""
    total = sum(raw)
    if total <= 0:
        return [0.0] * len(raw)
    effective = total * total / sum(w * w for w in raw)
    return [w * effective / total for w in raw]
