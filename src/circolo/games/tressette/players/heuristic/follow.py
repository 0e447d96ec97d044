"""Playing second, third or fourth to a trick, and what to throw when void (scarto).

The rules of docs/strategy.md §3-§5, in order: answer partner's signals, never let an ace or a
2 escape when it can be captured safely, load points on a trick partner surely wins, win
a trick with points with the cheapest card that surely wins it, otherwise play low.
"""

from __future__ import annotations

from circolo.core.cards.italian import Card, Rank
from circolo.games.tressette.players.heuristic.choice import Choice, lowest, strongest, weakest
from circolo.games.tressette.players.heuristic.knowledge import Knowledge, signal_kind
from circolo.games.tressette.ranking import strength, thirds
from circolo.games.tressette.rules import SEATS, TRICKS_PER_HAND, trick_winner


def follow(k: Knowledge) -> Choice:
    """The card to play on a trick someone else led."""
    view = k.view
    trick = view.current_trick
    led = trick[0].card.suit
    mine = k.suit_cards(led)
    winner = trick_winner([(p.seat, p.card) for p in trick])
    best = next(p.card for p in trick if p.seat == winner)
    after = [(k.me + i) % SEATS for i in range(1, SEATS - len(trick))]
    points = sum(thirds(p.card) for p in trick)
    partner_winning = winner == k.partner
    opponents_after = [seat for seat in after if not k.is_partner(seat)]
    if not mine:
        return _discard(k, partner_winning and not k.beaten_by(best, opponents_after))
    last_trick = view.trick_number == TRICKS_PER_HAND - 1
    winners = [c for c in mine if strength(c) > strength(best)]
    sure = [c for c in winners if not k.beaten_by(c, opponents_after)]
    lead_signals = (
        {signal_kind(view.options.signals, s) for s in trick[0].signals}
        if k.trusts(trick[0].seat)
        else set()
    )
    leader_is_partner = trick[0].seat == k.partner

    if last_trick:
        if winners and not partner_winning:
            card = weakest(winners)
            return Choice(card, "follow.last_trick", {"card": card.code})
        card = lowest(mine)
        return Choice(card, "follow.last_trick_low", {"card": card.code})

    partner_sure = partner_winning and not k.beaten_by(best, opponents_after)
    if leader_is_partner and "ask" in lead_signals and not partner_sure:
        card = strongest(mine)
        if thirds(card) < 3 or not k.beaten_by(card, after):
            return Choice(card, "follow.answer_busso", {"card": card.code, "seat": k.partner})
    if leader_is_partner and "ace" in lead_signals:
        pezzo = [c for c in mine if c.rank in (Rank.TRE, Rank.DUE)]
        if pezzo:
            card = strongest(pezzo)
            return Choice(card, "follow.answer_ace", {"card": card.code, "seat": k.partner})
    if not leader_is_partner and "ask" in lead_signals and not partner_winning:
        card = lowest(mine)
        return Choice(card, "follow.under_their_busso", {"card": card.code, "seat": trick[0].seat})

    if partner_winning:
        return _partner_winning(k, mine, best, after, sure, points)

    # An opponent is winning the trick.
    if sure and (points >= 1 or best.rank in (Rank.ASSO, Rank.DUE)):
        card = weakest(sure)
        # Second hand keeps its 3 for an ace or a 2 until late (docs/strategy.md §3.4).
        keep_three = card.rank is Rank.TRE and points < 3 and view.trick_number < 7
        if not (keep_three and len(trick) == 1):
            code = "follow.capture" if points >= 3 else "follow.win_points"
            return Choice(card, code, {"card": card.code, "won": best.code})
    if not after and winners and points >= 1:
        card = weakest(winners)
        return Choice(card, "follow.win_points", {"card": card.code, "won": best.code})
    card = lowest(mine)
    code = "follow.duck" if winners else "follow.low"
    return Choice(card, code, {"card": card.code})


def _partner_winning(
    k: Knowledge, mine: list[Card], best: Card, after: list[int], sure: list[Card], points: int
) -> Choice:
    """Partner holds the trick: load points when it is safe, else make it safe or play low."""
    if not k.beaten_by(best, after):
        spare = [c for c in mine if thirds(c) > 0 and not k.is_master(c)]
        if spare:
            card = max(spare, key=lambda c: (thirds(c), -strength(c)))
            return Choice(card, "follow.load", {"card": card.code, "seat": k.partner})
        card = lowest(mine)
        return Choice(card, "follow.partner_wins", {"card": card.code, "seat": k.partner})
    fourth_may_drop_pezzo = any(
        k.may_hold(seat, card)
        for seat in after
        for card in k.unplayed(best.suit)
        if card.rank in (Rank.ASSO, Rank.DUE) and card not in mine
    )
    if sure and (points >= 1 or fourth_may_drop_pezzo or any(c.rank is not Rank.TRE for c in sure)):
        card = weakest(sure)
        return Choice(card, "follow.secure", {"card": card.code, "seat": k.partner})
    card = lowest(mine)
    return Choice(card, "follow.low", {"card": card.code})


def _discard(k: Knowledge, partner_sure: bool) -> Choice:
    """Void in the suit led: give points to a sure partner, else throw the least useful card."""
    hand = list(k.hand)
    if partner_sure:
        aces = [c for c in hand if c.rank is Rank.ASSO and k.exposed(c)]
        figures = [c for c in hand if thirds(c) > 0 and not k.is_master(c) and k.exposed(c)]
        others = [c for c in hand if thirds(c) > 0 and not k.is_master(c)]
        for group in (aces, figures, others):
            if group:
                card = max(group, key=lambda c: (thirds(c), -strength(c)))
                return Choice(card, "discard.load", {"card": card.code, "seat": k.partner})
    scartine = [c for c in hand if thirds(c) == 0]
    if scartine:
        card = min(scartine, key=lambda c: _keep_value(k, c))
        return Choice(card, "discard.scartina", {"card": card.code, "suit": card.suit.code})
    card = min(hand, key=lambda c: (_wins_later(k, c), thirds(c), not k.exposed(c), strength(c)))
    return Choice(card, "discard.least", {"card": card.code})


def _wins_later(k: Knowledge, card: Card) -> bool:
    """Whether ``card`` is a master that can still take a trick: an opponent may lead its suit."""
    return k.is_master(card) and any(
        k.may_hold(seat, c) for seat in k.opponents() for c in k.unplayed(card.suit)
    )


def _keep_value(k: Knowledge, card: Card) -> tuple[int, int, int]:
    """How much this seat wants to keep a scartina (lower: throw it first)."""
    suit_cards = k.suit_cards(card.suit)
    guards_pezzo = any(c.rank in (Rank.ASSO, Rank.DUE) and k.exposed(c) for c in suit_cards)
    long_suit = len(suit_cards) >= 4
    return (int(guards_pezzo) * 2 + int(long_suit), -int(len(suit_cards) == 1), -strength(card))
