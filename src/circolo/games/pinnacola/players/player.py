"""Pinnacola's club players, ``weak``, ``medium`` and ``strong``: one way of playing, three depths.

Every strength draws, melds and discards by the same plan (:mod:`planning`); what grows
with strength is how much of the table it reads:

- ``weak`` takes only the pile's top card, and only when it makes a meld at once; lays the
  first meld it sees; discards its most isolated card, blind to what it feeds.
- ``medium`` weighs the top few pile cards by what they let it lay, lays its best melds
  first, and does not discard what the next player's team can attach (a card that would
  complete a poker or a pinnacola for them least of all).
- ``strong`` weighs every card of the pile against the points it would be left holding,
  keeps wild cards off its natural runs (going for pinnacola), takes jokers by swaps,
  and discards nothing any opponent's melds take or their known pickups call for.

The ``expert`` style is no strength of its own but the expert's policy (expert.py):
``strong`` weighing a discard's ties to the hand by their live outs (outs.py).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from circolo.core.cards.french import FRENCH_SUITS, FrenchCard
from circolo.games.pinnacola.actions import (
    Attach,
    Discard,
    DrawPile,
    DrawStock,
    EndHand,
    LayMeld,
    Swap,
)
from circolo.games.pinnacola.melds import (
    Meld,
    Placed,
    card_value,
    is_wild,
    make_meld,
    spoils_natural_run,
    swapped,
)
from circolo.games.pinnacola.moves import attachments, lay_options, leaves_a_discard, swaps
from circolo.games.pinnacola.players.base import PinnacolaDecision, PinnacolaReason
from circolo.games.pinnacola.players.feeding import calls_for, feed_worth, partner_collects
from circolo.games.pinnacola.players.opening import (
    hand_opens,
    keeps_a_card,
    opening_step,
    opening_use,
    stock_reason,
)
from circolo.games.pinnacola.players.outs import live_outs, neighbours, seen_copies
from circolo.games.pinnacola.players.planning import Plan, attach_gain, plan
from circolo.games.pinnacola.players.random_player import obligation, stuck_undo
from circolo.games.pinnacola.state import with_cards, without
from circolo.games.pinnacola.view import PinnacolaView

#: What a card from the stock is worth to the plan, on average (the bar a pile draw must pass).
STOCK_DRAW_VALUE: Final = 10.0

#: What a card still in a hand is reckoned to be worth when deciding whether to close.
CARD_IN_HAND: Final = 8
#: Below this many stock cards a player closes when he can.
LOW_STOCK: Final = 10
#: What a wild card the hand could take by a swap is worth to the draw's plan.
SWAP_VALUE: Final = 20.0
#: With ``live_outs``: what each live out of a card's pairs costs its discard (outs.py), in
#: place of 10 a neighbour (a pair has up to four; the best of the costs from 1.25 to 40
#: measured, docs/lab/pinnacola-expert.md, "Live outs at the discard").
LIVE_OUT_COST: Final = 14.0
#: What feeding the opponents costs a discard beyond what the card adds to their meld
#: (:func:`feed_worth`): a ten-point card on a plain meld costs 40 in all.
FEED_COST: Final = 30.0


@dataclass(frozen=True)
class Style:
    """What a strength reads and weighs (docs/pinnacola.md describes each)."""

    #: Pile cards looked at from the top; deeper ones only for a gain of ``deep_gain``.
    pile_depth: int | None
    deep_gain: float
    #: Points left in hand hurt more as the opponents near closing.
    adaptive_liability: bool
    #: Lays its best melds first (else the first it sees).
    best_melds: bool
    #: Refuses to discard what the opponents' melds take (2: weighs the pile and pickups too).
    feed_care: int
    #: Keeps wild cards off natural runs of five or more (they may become a pinnacola).
    pinnacola_care: bool
    #: Takes wild cards by swaps, when it can use them at once: 0 never, 1 from its own
    #: team's melds, 2 jokers from the opponents' melds too.
    swaps: int
    #: Holds its wild cards back (where others could swap them out) until they open,
    #: close, or the opponents near closing.
    wild_care: bool = False
    #: Weighs a card's ties to the hand by the unseen cards that could still make them a
    #: meld (outs.py), not by the neighbours alone: a tie whose cards are all seen is dead.
    live_outs: bool = False


STYLES: Final[dict[str, Style]] = {
    "weak": Style(1, 70.0, False, False, 0, False, 0),
    "medium": Style(None, 0.0, False, True, 1, False, 0),
    "strong": Style(None, 0.0, True, True, 2, True, 2, True),
    # not a strength of its own: the expert's policy (strong's, counting live outs)
    "expert": Style(None, 0.0, True, True, 2, True, 2, True, live_outs=True),
}


@dataclass
class ClubPlayer:
    """A Pinnacola player of one strength: ``weak``, ``medium`` or ``strong``."""

    rng: random.Random
    strength: str
    label: str | None = None
    _seen_in: PinnacolaView | None = field(default=None, init=False, repr=False, compare=False)
    _seen_copies: Counter[FrenchCard] = field(
        default_factory=Counter, init=False, repr=False, compare=False
    )

    @property
    def name(self) -> str:
        """The strength, or ``mixed`` when the strength was drawn by chance."""
        return self.label or self.strength

    @property
    def style(self) -> Style:
        """How this strength plays."""
        return STYLES[self.strength]

    def decide(self, view: PinnacolaView) -> PinnacolaDecision:
        """The next action of the seat to move in ``view``."""
        if view.phase == "draw":
            return self._draw(view)
        if view.must_use:
            return self._use(view)
        step = opening_step(view)  # the options' minimum to open, where it binds
        if isinstance(step, PinnacolaDecision):
            return step
        move = None if step == "hold" else self._meld(view)
        if move is not None:
            return move
        return self.discard(view)

    # --- the draw ---------------------------------------------------------------------

    def _liability(self, view: PinnacolaView) -> float:
        """How much a point left in hand hurts: more as the opponents near closing."""
        if not self.style.adaptive_liability:
            return 0.5
        fewest = min(view.hand_sizes[s] for s in range(len(view.hand_sizes)) if s % 2 != view.team)
        return 1.0 if fewest <= 3 else (0.7 if fewest <= 6 else 0.4)

    def _net(self, hand: Sequence[FrenchCard], view: PinnacolaView, liability: float) -> float:
        """What ``hand`` is worth to the plan: the points it lays, less the points it is left
        holding (all of them where it cannot reach the opening's minimum)."""
        result = self._plan(hand, view)
        if hand_opens(view, hand):
            net = result.laid_points - liability * result.left_points
        else:
            net = -liability * sum(card_value(card, view.options) for card in hand)
        if self.style.swaps:
            net += SWAP_VALUE * len(self._swappable(hand, view))
        return net

    def _swappable(self, hand: Sequence[FrenchCard], view: PinnacolaView) -> list[Swap]:
        """The swaps ``hand`` allows under this strength's style."""
        return [
            swap
            for swap in swaps(hand, view.melds, view.team, view.options)
            if self.style.swaps >= 2 or view.melds[swap.meld].seat % 2 == view.team
        ]

    def _plan(self, hand: Sequence[FrenchCard], view: PinnacolaView, keep: int = 1) -> Plan:
        return plan(
            hand,
            view.team_melds(),
            view.options,
            keep=keep,
            wild_on_natural_runs=not self.style.pinnacola_care,
        )

    def _draw(self, view: PinnacolaView) -> PinnacolaDecision:
        usable = list(view.usable_pile)  # the engine's rules, house rules included
        liability = self._liability(view)
        base = self._net(view.hand, view, liability)
        best: tuple[float, int] | None = None
        for index in usable:
            gain = self._net(with_cards(view.hand, view.pile[index:]), view, liability) - base
            depth = self.style.pile_depth
            if depth is not None and index < len(view.pile) - depth and gain < self.style.deep_gain:
                continue
            if best is None or gain > best[0]:
                best = (gain, index)
        bar = STOCK_DRAW_VALUE if view.stock_size else float("-inf")
        if best is not None and best[0] > bar:
            gain, index = best
            facts = {
                "card": view.pile[index].code,
                "count": len(view.pile) - index,
                "gain": round(gain),
            }
            return PinnacolaDecision(DrawPile(index), (PinnacolaReason("club.pile", facts),))
        if not view.stock_size:
            return PinnacolaDecision(EndHand(), (PinnacolaReason("club.end"),))
        if best is not None:  # the best the pile offers, and why it is not enough
            gain, index = best
            facts = {"card": view.pile[index].code, "gain": round(gain), "bar": round(bar)}
            code = "club.stock_pile_poor" if gain > 0 else "club.stock_pile_costly"
            return PinnacolaDecision(DrawStock(), (PinnacolaReason(code, facts),))
        if usable:  # only cards deeper than this strength looks
            facts = {"deep": round(self.style.deep_gain)}
            return PinnacolaDecision(DrawStock(), (PinnacolaReason("club.stock_pile_deep", facts),))
        return PinnacolaDecision(DrawStock(), (stock_reason(view),))

    # --- melding ----------------------------------------------------------------------

    def _use(self, view: PinnacolaView) -> PinnacolaDecision:
        witness = obligation(view)
        stuck = stuck_undo(view, witness, "club.use_undo")
        if stuck is not None:
            return stuck
        card = view.must_use[0]
        moves = moves_using(card, view.hand, view.team_melds(), view.opened[view.seat], view)
        opening = opening_use(view, card)  # under a minimum: the meld that opens with it
        if opening is not None:
            move: LayMeld | Attach = opening
        elif moves and self.style.best_melds:
            move = max(moves, key=lambda m: (len(m.cards), [str(p) for p in m.cards]))
        else:
            if witness is None:  # pragma: no cover - a usable card, or the steps taken back above
                raise RuntimeError(f"{card.code} cannot be melded")
            kept = [m for m in moves if not lowers_its_meld(m, view)]
            move = kept[0] if lowers_its_meld(witness, view) and kept else witness
        swapped_in = view.current is not None and any(
            isinstance(a, Swap) and a.take is card for a in view.current.actions
        )
        code = "club.use_wild" if swapped_in else "club.use_pile"
        facts = {"card": card.code, "cards": [str(p) for p in move.cards]}
        return PinnacolaDecision(move, (PinnacolaReason(code, facts),))

    def _meld(self, view: PinnacolaView) -> PinnacolaDecision | None:
        opened = view.opened[view.seat]
        if not self.style.best_melds:
            moves = [
                m
                for m in table_moves(view.hand, view.team_melds(), view)
                if keeps_a_card(view, m)
                and not self._holds_back(view, m)
                and not lowers_its_meld(m, view)
            ]
            if not moves:
                return None
            move = moves[0]
            return self._meld_decision(move, view)
        if self.style.swaps and opened:
            swap = self._swap(view)
            if swap is not None:
                return swap
        result = self._plan(view.hand, view)
        if len(result.left) == 1 and not _closing_pays(view, result.laid_points):
            result = self._plan(view.hand, view, keep=2)
        if self.style.wild_care and not self._wilds_now(view, result):
            first = next(iter(result.moves), None)
            if first is not None and not all(
                p.is_natural or _swap_proof(p, view) for p in first.cards
            ):
                result = plan(
                    view.hand,
                    view.team_melds(),
                    view.options,
                    wilds=False,
                    wild_on_natural_runs=False,
                )
        for move in result.moves:
            if isinstance(move, Attach) and move.meld >= 1000:
                continue  # attaches to melds not laid yet come after their lay
            if keeps_a_card(view, move):
                return self._meld_decision(move, view)
        return None

    def _holds_back(self, view: PinnacolaView, move: LayMeld | Attach) -> bool:
        """Whether ``move`` would go out (one card left) when closing does not pay yet."""
        if len(view.hand) - len(move.cards) != 1:
            return False
        laid = sum(card_value(p.card, view.options) for p in move.cards)
        return not _closing_pays(view, laid)

    def _wilds_now(self, view: PinnacolaView, result: Plan) -> bool:
        """Whether to lay wild cards now: to open, to go out, or with opponents near out."""
        if len(result.left) <= 1:
            return True
        if not view.opened[view.seat]:
            return True
        fewest = min(n for s, n in enumerate(view.hand_sizes) if s % 2 != view.team)
        return fewest <= 4

    def _meld_decision(self, move: LayMeld | Attach, view: PinnacolaView) -> PinnacolaDecision:
        codes = [str(p) for p in move.cards]
        closing = len(view.hand) - len(move.cards) == 1
        if isinstance(move, Attach):
            facts: dict[str, object] = {"cards": codes, "meld": move.meld}
            return PinnacolaDecision(move, (PinnacolaReason("club.attach", facts),))
        meld = make_meld(move.cards, view.options, view.seat)
        facts = {"cards": codes, "points": meld.value(view.options)}
        if meld.kind == "run" and meld.wild_count == 0 and len(meld.cards) >= 5:
            code = "club.meld_long_run"
        elif not view.opened[view.seat]:
            code = "club.open"
        else:
            code = "club.meld"
        reasons = [PinnacolaReason(code, facts)]
        if closing:
            reasons.append(PinnacolaReason("club.going_out"))
        return PinnacolaDecision(move, tuple(reasons))

    def _swap(self, view: PinnacolaView) -> PinnacolaDecision | None:
        """A joker or pinella to take, when the hand can use it at once."""
        for swap in self._swappable(view.hand, view):
            hand = with_cards(without(view.hand, [swap.give]), [swap.take])
            melds = list(view.melds)
            melds[swap.meld] = swapped(melds[swap.meld], swap.give, swap.take, view.options)
            team = [(n, m) for n, m in enumerate(melds) if m.seat % 2 == view.team]
            if _wild_has_a_use(swap.take, hand, team, view):
                facts = {"give": swap.give.code, "take": swap.take.code, "meld": swap.meld}
                return PinnacolaDecision(swap, (PinnacolaReason("club.swap", facts),))
        return None

    # --- the discard ------------------------------------------------------------------

    def discard(self, view: PinnacolaView) -> PinnacolaDecision:
        """The discard this player makes from ``view``, laying nothing more first."""
        choices = list(view.discardable)
        if len(view.hand) == 1:
            card = choices[0]
            facts = {"card": card.code, "points": view.closing_points()}
            return PinnacolaDecision(Discard(card), (PinnacolaReason("club.close", facts),))
        naturals = [c for c in choices if not is_wild(c, view.options)] or choices
        scored = sorted(naturals, key=lambda c: (self.discard_cost(c, view), c.index))
        card = scored[0]
        facts = {"card": card.code}
        if _connections(card, view.hand, view) == 0:
            reasons = [PinnacolaReason("club.discard_isolated", facts)]
        elif self.style.live_outs and not live_outs(card, view.hand, view, self._seen(view)):
            reasons = [PinnacolaReason("club.discard_dead", facts)]
        else:
            reasons = [PinnacolaReason("club.discard_least", facts)]
        if self.style.feed_care:
            feeds = feed_worth(card, view) is not None
            reasons.append(PinnacolaReason("club.discard_feeds" if feeds else "club.discard_safe"))
        return PinnacolaDecision(Discard(card), tuple(reasons))

    def discard_cost(self, card: FrenchCard, view: PinnacolaView) -> float:
        """What discarding ``card`` costs this player (lower is better): its ties to the hand,
        less its points, more where it feeds the opponents — by what it adds to their meld,
        a poker's or a pinnacola's bonus included (:func:`feed_worth`)."""
        if self.style.live_outs and not is_wild(card, view.options):
            ties = LIVE_OUT_COST * live_outs(card, view.hand, view, self._seen(view))
        else:
            ties = 10.0 * _connections(card, view.hand, view)
        cost = ties - 0.4 * card_value(card, view.options)
        worth = feed_worth(card, view) if self.style.feed_care else None
        if worth is not None:
            cost += FEED_COST + worth
            cost += 2.0 * len(view.pile) if self.style.feed_care > 1 else 0.0
        if self.style.feed_care > 1:
            cost += 12.0 * calls_for(card, view) + 8.0 * partner_collects(card, view)
        return cost

    def _seen(self, view: PinnacolaView) -> Counter[FrenchCard]:
        """The copies of each card ``view``'s seat has seen, found once per view."""
        if self._seen_in is not view:
            self._seen_in, self._seen_copies = view, seen_copies(view)
        return self._seen_copies


def _closing_pays(view: PinnacolaView, laying: int) -> bool:
    """Whether going out now (laying ``laying`` points, then the last discard) wins the hand.

    Close when the team would be ahead on the table (:func:`closing_lead`); close anyway
    when the stock runs low or an opponent is about to go out himself.
    """
    return closing_lead(view, laying) >= 0 or closing_forced(view)


def closing_lead(view: PinnacolaView, laying: int) -> int:
    """How far ahead the team would be on the table if the seat went out now: its melds, the
    closing bonus, less what partner still holds, against the opponents' melds less what
    they hold — each card left in a hand counted at :data:`CARD_IN_HAND`, 100 more for a
    seat that never opened."""
    seats = len(view.hand_sizes)
    ours = sum(m.value(view.options) for _, m in view.team_melds()) + laying
    ours += view.closing_points()  # 200 when it opens and closes in one turn
    theirs = sum(m.value(view.options) for _, m in view.team_melds(1 - view.team))
    for seat in range(seats):
        if seat == view.seat:
            continue
        held = CARD_IN_HAND * view.hand_sizes[seat]
        never_opened = 0 if view.opened[seat] else 100
        if seat % 2 == view.team:
            ours -= held + never_opened
        else:
            theirs -= held + never_opened
    return ours - theirs


def closing_forced(view: PinnacolaView) -> bool:
    """Whether to go out whatever the count: the stock runs low, or an opponent is about to
    go out himself."""
    seats = len(view.hand_sizes)
    fewest = min(view.hand_sizes[s] for s in range(seats) if s % 2 != view.team)
    return view.stock_size < LOW_STOCK or fewest <= 3


def _connections(card: FrenchCard, hand: Sequence[FrenchCard], view: PinnacolaView) -> int:
    """How many other cards of ``hand`` could share a meld with ``card`` (its neighbours)."""
    if is_wild(card, view.options):
        return 5
    return len(neighbours(card, hand, view.options))


def _swap_proof(placed: Placed, view: PinnacolaView) -> bool:
    """Whether nobody can take ``placed`` (a wild card) back: what it stands for is all seen."""
    seen = [p.card for m in view.melds for p in m.cards if p.is_natural] + list(view.pile)
    if placed.as_card is not None:
        return seen.count(placed.as_card) >= 2
    return all(seen.count(FrenchCard.of(placed.rank, suit)) >= 2 for suit in FRENCH_SUITS)


def table_moves(
    hand: Sequence[FrenchCard], team: Sequence[tuple[int, Meld]], view: PinnacolaView
) -> list[LayMeld | Attach]:
    """The new melds and single-card attachments :mod:`moves` lists for ``hand``."""
    moves: list[LayMeld | Attach] = [*lay_options(hand, view.options)]
    moves.extend(attachments(hand, team, view.options))
    return moves


def moves_using(
    card: FrenchCard,
    hand: Sequence[FrenchCard],
    team: Sequence[tuple[int, Meld]],
    opened: bool,
    view: PinnacolaView,
) -> list[LayMeld | Attach]:
    """The listed melds and attachments that put ``card`` on the table and keep a card back."""
    found: list[LayMeld | Attach] = []
    for move in table_moves(hand, team, view):
        if not any(p.card is card for p in move.cards):
            continue
        if isinstance(move, Attach) and spoils_natural_run(
            card, dict(team)[move.meld], view.options
        ):
            continue
        if leaves_a_discard(len(hand), move, opened, view.first_round):
            found.append(move)
    return found


def lowers_its_meld(move: LayMeld | Attach, view: PinnacolaView) -> bool:
    """Whether ``move`` attaches to a meld on the table and lowers its value (a wild card
    spoiling a pinnacola's double), when it is not the way to go out (one card left)."""
    if not isinstance(move, Attach) or move.meld >= len(view.melds):
        return False
    if len(view.hand) - len(move.cards) == 1:
        return False
    return attach_gain(view.melds[move.meld], move.cards, view.options) < 0


def _wild_has_a_use(
    wild: FrenchCard,
    hand: Sequence[FrenchCard],
    team: Sequence[tuple[int, Meld]],
    view: PinnacolaView,
) -> bool:
    """Whether ``wild`` can go at once into a meld from ``hand`` or onto a ``team`` meld."""
    return bool(moves_using(wild, hand, team, True, view))
