"""Briscola's ``pimc`` player: the unseen cards sampled, each layout solved exactly.

Once few cards are left to draw, the seat deals the cards it has not seen (the others'
hands and the stock's order) in layouts that agree with what is public — who took the
face-up card when the stock ran out, who holds the briscola given for the 7 — has
:mod:`~circolo.games.briscola.players.solver` value every legal card in each layout, and plays the
card that takes the most points on average. With two players and the stock empty every
card is known by elimination: one layout, solved exactly. Before that it plays as the
club player (:mod:`~circolo.games.briscola.players.heuristic`), whose card also breaks ties.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from circolo.core.cards.italian import DECK, Card
from circolo.core.players import Reason
from circolo.games.briscola.players.base import BriscolaDecision
from circolo.games.briscola.players.heuristic import BriscolaHeuristicPlayer
from circolo.games.briscola.players.solver import card_values
from circolo.games.briscola.ranking import trick_winner
from circolo.games.briscola.state import HAND_SIZE, Play
from circolo.games.briscola.view import SeatView

#: Layouts solved, by players and by cards still to draw; no entry: the club player decides.
WORLDS: Final[dict[int, dict[int, int]]] = {
    2: {0: 1, 2: 24, 4: 16, 6: 10},
    4: {0: 16, 4: 4},
}


def draw_rounds(players: int) -> int:
    """How many tricks are followed by draws (the stock and the face-up card shared out)."""
    return (len(DECK) - HAND_SIZE * players) // players


def public_holdings(view: SeatView) -> dict[int, set[Card]]:
    """Cards everybody knows a seat holds: the briscola taken for the 7, and the face-up card
    taken by the last to draw (until they are played)."""
    players = view.options.players
    held: dict[int, set[Card]] = {seat: set() for seat in range(players)}
    face_up = view.briscola
    trick: list[tuple[int, Card]] = []
    tricks = 0
    for entry in view.plays:
        if entry.swap:
            held[entry.seat].add(view.briscola)
            face_up = entry.card
            continue
        for cards in held.values():
            cards.discard(entry.card)
        trick.append((entry.seat, entry.card))
        if len(trick) == players:
            tricks += 1
            winner = trick[trick_winner([c for _, c in trick], view.briscola.suit)][0]
            if tricks == draw_rounds(players):
                held[(winner + players - 1) % players].add(face_up)
            trick = []
    return held


def hand_sizes(view: SeatView) -> list[int]:
    """How many cards each seat holds now."""
    players = view.options.players
    played = [0] * players
    for entry in view.plays:
        if not entry.swap:
            played[entry.seat] += 1
    tricks = sum(played) // players
    received = HAND_SIZE + min(tricks, draw_rounds(players))
    return [received - played[seat] for seat in range(players)]


def sample_layout(view: SeatView, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """One layout of the unseen cards: every seat's hand and the stock's order (face-up last)."""
    players = view.options.players
    held = public_holdings(view)
    sizes = hand_sizes(view)
    hands: list[list[Card]] = [sorted(held[seat]) for seat in range(players)]
    hands[view.seat] = list(view.hand)
    known = set(view.hand) | {e.card for e in view.plays if not e.swap}
    known |= {card for seat, cards in held.items() if seat != view.seat for card in cards}
    if view.face_up is not None:
        known.add(view.face_up)
    unseen = [card for card in DECK if card not in known]
    rng.shuffle(unseen)
    for seat in range(players):
        if seat != view.seat:
            room = sizes[seat] - len(hands[seat])
            hands[seat].extend(unseen[:room])
            unseen = unseen[room:]
    stock = unseen + ([view.face_up] if view.face_up is not None else [])
    return hands, stock


@dataclass
class BriscolaPimcPlayer:
    """Solves sampled layouts near the end of the stock; the club player before that."""

    rng: random.Random

    def __post_init__(self) -> None:
        self.club = BriscolaHeuristicPlayer(self.rng)

    @property
    def name(self) -> str:
        """``pimc``."""
        return "pimc"

    def decide(self, view: SeatView) -> BriscolaDecision:
        """The card with the most points on average over the layouts, or the club's step."""
        club = self.club.decide(view)
        worlds = WORLDS[view.options.players].get(view.stock_left)
        if worlds is None or not isinstance(club.action, Play) or len(view.legal) < 2:
            return club
        side = view.options.side_of(view.seat)
        totals = dict.fromkeys(view.legal, 0)
        trick = [(entry.seat, entry.card) for entry in view.trick]
        for _ in range(worlds):
            hands, stock = sample_layout(view, self.rng)
            values = card_values(hands, stock, trick, view.seat, view.briscola.suit, side)
            for card, value in values.items():
                totals[card] += value
        best = max(view.legal, key=lambda c: (totals[c], c == club.action.card))
        average = totals[best] / worlds
        if worlds == 1:
            reason = Reason("briscola.pimc.exact", {"card": best.code, "points": round(average)})
        else:
            facts = {"card": best.code, "points": f"{average:.1f}", "worlds": worlds}
            reason = Reason("briscola.pimc.card", facts)
        return BriscolaDecision(Play(best), (reason,))
