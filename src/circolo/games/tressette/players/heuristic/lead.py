"""Leading a trick: return partner's busso, cash masters late, else the opening-lead table.

Holdings are read with *effective* ranks: once the 3 of a suit is played, its 2 acts as the
3, and so on, so the table of docs/strategy.md §2 (written for a fresh suit) applies all hand long.
"""

from __future__ import annotations

from circolo.core.cards.italian import SUITS, Card, Rank, Suit
from circolo.games.tressette.players.heuristic.choice import Choice, strongest, weakest
from circolo.games.tressette.players.heuristic.conventions import Intention
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.ranking import thirds

PEZZI = (Rank.TRE, Rank.DUE, Rank.ASSO)


def lead(k: Knowledge) -> Choice:
    """The card to lead, by the first rule that applies."""
    returning = return_partners_suit(k)
    if returning is not None:
        return returning
    options = [suit_lead(k, suit) for suit in SUITS if k.suit_cards(suit)]
    best = max(options, key=lambda scored: scored[0])
    return best[1]


def return_partners_suit(k: Knowledge) -> Choice | None:
    """ "Dove si bussa si torna": having won partner's knock, lead his suit back at once."""
    tricks = k.view.tricks
    if not tricks:
        return None
    last, winner = tricks[-1]
    if winner != k.me or last[0].seat != k.partner or last[0].card.suit not in k.asked:
        return None
    for suit in (last[0].card.suit,):
        mine = k.suit_cards(suit)
        others_hold = any(c not in k.hand for c in k.unplayed(suit))
        if mine and others_hold and suit not in k.seats[k.partner].voids:
            card = weakest(mine)
            return Choice(
                card, "lead.return", {"card": card.code, "suit": suit.code, "seat": k.partner}
            )
    return None


def suit_lead(k: Knowledge, suit: Suit) -> tuple[float, Choice]:
    """How good leading ``suit`` is (higher is better) and the card and signal to lead."""
    mine = k.suit_cards(suit)
    n = len(mine)
    ranks = {k.effective_rank(card): card for card in mine}
    top, second, ace = (ranks.get(rank) for rank in PEZZI)
    low = weakest(mine)
    facts: dict[str, object] = {"suit": suit.code, "count": n}
    trick = k.view.trick_number
    other_three = any(k.effective_rank(c) is Rank.TRE for c in k.hand if c.suit is not suit)

    def pick(
        score: float, card: Card, code: str, intention: Intention | None = None
    ) -> tuple[float, Choice]:
        return score + _adjust(k, suit, card), Choice(
            card, code, {"card": card.code, **facts}, intention
        )

    if n == 1 and trick >= 1 and thirds(mine[0]) == 0 and top is None:
        return pick(25, mine[0], "lead.singleton", "last")
    if top is not None and (
        second is not None or trick >= 6 or (k.is_master(top) and n == 1 and trick >= 4)
    ):
        intention: Intention | None = "ask" if second is not None and n >= 2 else "good"
        return pick(90 + (5 if ace else 0) + (20 if trick >= 6 else 0), top, "lead.top", intention)
    if top is not None and n >= 3:
        return pick(80 + n, low, "lead.low_under_three", "ask")
    if top is not None:
        return pick(-35 - (15 if ace else 0), low if n > 1 else top, "lead.short_three")
    if second is not None:
        if n >= 4:
            code = "lead.from_two_ace" if ace else "lead.from_two"
            return pick(20 if ace else 15, low, code)
        return pick(-30, low, "lead.short_two")
    if ace is not None:
        if n >= 6:
            return pick(35, ace, "lead.long_ace")
        if n >= 4:
            return pick(30 if other_three else 5, low, "lead.ace_long", "ace")
        if n == 3:
            re = next((c for c in mine if c.rank is Rank.RE), None)
            return pick(10 if other_three else -10, re or low, "lead.ace_third")
        return pick(-60, low, "lead.short_ace")
    figures = [c for c in mine if thirds(c) > 0]
    if n >= 4:
        if len(figures) >= 2:
            return pick(40, low, "lead.figures_long", "length")
        card = strongest([c for c in mine if thirds(c) == 0] or mine)
        return pick(38, card, "lead.scartine_long", "length")
    if n == 1:
        return pick(-70 if trick == 0 else 5, mine[0], "lead.singleton", "last")
    card = strongest([c for c in mine if thirds(c) == 0] or mine)
    return pick(0 if n == 3 else -5, card, "lead.short_suit", "length" if n == 3 else None)


def _adjust(k: Knowledge, suit: Suit, card: Card) -> float:
    """Corrections from what is known: voids, accuse, partner's signals."""
    score = 0.0
    master = k.is_master(card)
    for seat in k.opponents():
        if suit in k.seats[seat].voids:
            score += 5 if master else -25
        if any(c.suit is suit for c in k.seats[seat].holds):
            score -= 20 if not master else 0
        if suit in k.seats[seat].likely_three:
            score -= 20
    partner = k.seats[k.partner]
    if suit in partner.voids:
        score += 10 if master else -15
    if any(c.suit is suit and c.rank in PEZZI for c in partner.holds):
        score += 30
    if suit in k.away:
        score -= 30
    return score
