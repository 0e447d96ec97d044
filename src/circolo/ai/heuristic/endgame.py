"""The last tricks, counted out: "by trick 8 a careful counter knows every card" (strategy §6).

With few cards in hand, the seat deals the unseen cards out in a few layouts that agree with
all it knows (each seat's card count, voids, cards known held or lacking), plays each layout
out exactly (both sides playing their best, every card visible) and keeps the card that does
best on average: the last trick's point, and every third that makes a point.

The search works on small integers (suit * 16 + strength) in place, with alpha-beta inside a
trick, exact values remembered at each trick's start, and cards that play alike tried once.
"""

from __future__ import annotations

import random

from circolo.ai.heuristic.knowledge import Knowledge
from circolo.cards.italian import DECK, Card
from circolo.tressette.rules import SEATS, team_of

#: Layouts sampled at most, by cards left in hand.
LAYOUTS = {1: 1, 2: 12, 3: 10, 4: 6}
#: Positions searched per decision before no further layout is started: keeps a move in
#: a few milliseconds. A count, not a clock, so that a seed always gives the same move.
NODE_BUDGET = 1500
#: Largest hand the endgame takes on (``heuristic:endgame=on``).
MAX_CARDS = max(LAYOUTS)
#: Largest hand the default player counts out: the last three tricks, where the count is
#: nearly exact and cheap (with four cards, a few layouts decide worse than the rules).
DEFAULT_CARDS = 3

_CODE = {card: card.index // 10 * 16 + card.strength for card in DECK}
_THIRDS = [0] * 64
for _card, _code in _CODE.items():
    _THIRDS[_code] = _card.thirds
_NOTHING = -1


def endgame_card(
    k: Knowledge, rng: random.Random, max_cards: int = MAX_CARDS
) -> tuple[Card, float] | None:
    """The card with the best average outcome over sampled layouts, and that average.

    None with more than ``max_cards`` cards in hand, or a single legal card.
    """
    view = k.view
    if len(view.hand) > min(max_cards, MAX_CARDS) or len(view.legal) < 2:
        return None
    taken = [0, 0]
    for done, winner in view.tricks:
        taken[team_of(winner)] += sum(p.card.thirds for p in done)
    me = team_of(k.me)
    trick = [(p.seat, _CODE[p.card]) for p in view.current_trick]
    totals = dict.fromkeys(view.legal, 0.0)
    searched = nodes = 0
    for _ in range(LAYOUTS[len(view.hand)]):
        layout = _layout(k, rng)
        if layout is None:
            continue
        search = _Search([sorted(_CODE[c] for c in hand) for hand in layout], me)
        for card in view.legal:
            code = _CODE[card]
            search.hands[k.me].remove(code)
            totals[card] += search.trick([*trick, (k.me, code)], (k.me + 1) % SEATS, *taken)
            search.hands[k.me].append(code)
            search.hands[k.me].sort()
        searched += 1
        nodes += search.nodes
        if nodes > NODE_BUDGET:
            break
    if not searched:
        return None
    best = max(view.legal, key=lambda c: (totals[c], -c.strength))
    return best, totals[best] / searched


def _layout(k: Knowledge, rng: random.Random) -> list[list[Card]] | None:
    """One deal of the unseen cards that agrees with what this seat knows, or None."""
    view = k.view
    counts = [10 - sum(1 for p in view.plays if p.seat == seat) for seat in range(SEATS)]
    others = [seat for seat in range(SEATS) if seat != k.me]
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    hands[k.me] = list(view.hand)
    unseen = sorted(view.unseen, key=lambda c: c.index)
    for seat in others:  # cards a seat surely holds go to it first
        for card in sorted(k.seats[seat].holds, key=lambda c: c.index):
            if card in unseen and len(hands[seat]) < counts[seat]:
                hands[seat].append(card)
                unseen.remove(card)
    room_of = {card: [s for s in others if k.may_hold(s, card)] for card in unseen}
    for _attempt in range(20):
        rng.shuffle(unseen)
        trial = [list(h) for h in hands]
        # The most constrained cards first: those fewest seats may hold.
        for card in sorted(unseen, key=lambda c: len(room_of[c])):
            room = [s for s in room_of[card] if len(trial[s]) < counts[s]]
            if not room:
                break
            trial[rng.choice(room)].append(card)
        else:
            if all(len(trial[seat]) == counts[seat] for seat in range(SEATS)) and _agrees(k, trial):
                return trial
    return None


def _agrees(k: Knowledge, hands: list[list[Card]]) -> bool:
    """Whether a layout gives each seat the number of cards per suit its signals told."""
    for seat in range(SEATS):
        facts = k.seats[seat]
        for suit, n in facts.at_least.items():
            if sum(1 for c in hands[seat] if c.suit is suit) < n:
                return False
        for suit, n in facts.counts.items():
            if sum(1 for c in hands[seat] if c.suit is suit) != n:
                return False
    return True


class _Search:
    """Exact play-out of one layout, for one team's points minus the other's."""

    def __init__(self, hands: list[list[int]], me: int) -> None:
        self.hands = hands
        self.me = me
        self.memo: dict[tuple[object, ...], int] = {}
        #: Positions visited, for the budget.
        self.nodes = 0

    def lead(self, leader: int, taken0: int, taken1: int) -> int:
        """The exact value at a trick's start (remembered: different orders of play meet)."""
        key = (tuple(tuple(hand) for hand in self.hands), leader, taken0)
        value = self.memo.get(key)
        if value is None:
            value = self.trick([], leader, taken0, taken1)
            self.memo[key] = value
        return value

    def trick(
        self,
        trick: list[tuple[int, int]],
        seat: int,
        taken0: int,
        taken1: int,
        alpha: int = -99,
        beta: int = 99,
    ) -> int:
        """Alpha-beta within a trick: team ``me`` maximises, the other team minimises."""
        self.nodes += 1
        if len(trick) == SEATS:
            return self._score(trick, taken0, taken1)
        hand = self.hands[seat]
        options = hand
        if trick:
            led = trick[0][1] >> 4
            following = [c for c in hand if c >> 4 == led]
            if following:
                options = following
        maximise = (seat & 1) == self.me
        value = -99 if maximise else 99
        previous = _NOTHING
        for code in sorted(options, reverse=True):
            if previous != _NOTHING and self._alike(previous, code, trick):
                continue
            previous = code
            hand.remove(code)
            trick.append((seat, code))
            score = self.trick(trick, (seat + 1) % SEATS, taken0, taken1, alpha, beta)
            trick.pop()
            hand.append(code)
            hand.sort()
            if maximise:
                value = max(value, score)
                alpha = max(alpha, value)
            else:
                value = min(value, score)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return value

    def _score(self, trick: list[tuple[int, int]], taken0: int, taken1: int) -> int:
        led = trick[0][1] >> 4
        winner, best = trick[0]
        won = 0
        for seat, code in trick:
            won += _THIRDS[code]
            if code >> 4 == led and code > best:
                winner, best = seat, code
        if winner & 1:
            taken1 += won
        else:
            taken0 += won
        if not self.hands[winner]:
            last0 = 0 if winner & 1 else 1
            diff = (taken0 // 3 + last0) - (taken1 // 3 + 1 - last0)
            return diff if self.me == 0 else -diff
        return self.lead(winner, taken0, taken1)

    def _alike(self, higher: int, lower: int, trick: list[tuple[int, int]]) -> bool:
        """Whether two cards of one hand play alike: same suit and value, nothing out between."""
        if higher >> 4 != lower >> 4 or _THIRDS[higher] != _THIRDS[lower]:
            return False
        for hand in self.hands:
            for code in hand:
                if lower < code < higher:
                    return False
        return all(not lower < code < higher for _, code in trick)
