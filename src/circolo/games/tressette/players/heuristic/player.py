"""The ``heuristic`` player: docs/strategy.md's club conventions, every card with its reasons."""

from __future__ import annotations

import random
from dataclasses import dataclass

from circolo.core.cards.italian import Card
from circolo.games.tressette.players.base import Decision, Reason
from circolo.games.tressette.players.heuristic.choice import Choice
from circolo.games.tressette.players.heuristic.conventions import signal_reasons, signals_for
from circolo.games.tressette.players.heuristic.endgame import MAX_CARDS, endgame_card
from circolo.games.tressette.players.heuristic.follow import follow
from circolo.games.tressette.players.heuristic.knowledge import Knowledge
from circolo.games.tressette.players.heuristic.lead import lead
from circolo.games.tressette.rules import SEATS
from circolo.games.tressette.view import SeatView


@dataclass
class HeuristicPlayer:
    """Plays by club conventions; ``signals=False`` neither sends nor reads signals.

    It counts the last four tricks out (endgame.py); ``endgame=off`` plays them by rule too.
    """

    rng: random.Random
    signals: bool = True
    #: Count the last four tricks out (``heuristic:endgame=off`` plays by the rules alone).
    endgame: bool = True

    @property
    def name(self) -> str:
        """``heuristic`` (``heuristic:signals=ignore`` without signals)."""
        settings = [
            s
            for s, on in (("signals=ignore", not self.signals), ("endgame=off", not self.endgame))
            if on
        ]
        return "heuristic" + (":" + ",".join(settings) if settings else "")

    def decide(self, view: SeatView) -> Decision:
        """The card (and signals) for ``view``, with the rule that chose it and what it knew."""
        knowledge = Knowledge(view, read_signals=self.signals)
        if len(view.legal) == 1:
            card = view.legal[0]
            choice = Choice(card, "only_card", {"card": card.code})
        else:
            choice = lead(knowledge) if not view.current_trick else follow(knowledge)
            counted = endgame_card(knowledge, self.rng, MAX_CARDS) if self.endgame else None
            if counted is not None and counted[0] is not choice.card:
                card, value = counted
                # The rules' intention was for their card: the counted one signals by default.
                choice = Choice(card, "endgame", {"card": card.code, "value": f"{value:+.1f}"})
            if choice.card not in view.legal:  # a rule's slip must never become an illegal play
                card = view.legal[0]
                choice = Choice(card, "fallback", {"card": card.code})
        signals = signals_for(view, choice.card, choice.intention) if self.signals else ()
        reasons = [Reason(choice.code, choice.facts)]
        reasons.extend(signal_reasons(view, choice.card, signals))
        reasons.extend(void_reasons(knowledge, choice.card))
        return Decision(choice.card, signals, tuple(reasons))


def void_reasons(k: Knowledge, card: Card) -> list[Reason]:
    """What the seat knew that bore on ``card``: the voids in its suit, and how it learnt them."""
    reasons: list[Reason] = []
    suit = card.suit
    for offset in range(1, SEATS):
        seat = (k.me + offset) % SEATS
        source = k.void_learnt(seat, suit)
        if source is None:
            continue
        code = "infer.void_follow" if source == "follow" else "infer.void_signal"
        facts = {"seat": seat, "suit": suit.code, "signal": source}
        reasons.append(Reason(code, {**facts, "vocabulary": k.view.options.signals}))
    return reasons[:2]
