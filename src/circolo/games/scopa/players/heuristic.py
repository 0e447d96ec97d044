"""Scopa's ``heuristic`` player: a club player who counts the cards, with the reason for each
capture and each card laid down.

From its seat's view only (its hand, the table, the plays seen, the stock's size) it counts
the cards still unseen (:mod:`heuristic_count`) and weighs every legal step
(:mod:`heuristic_look`): what the step takes — the settebello, the sevens and the primiera's
figures, the denari, the cards, a scopa — less what the next player can expect to take back
from the table it leaves, above all a scopa on a sum it may hold, and with a share of what
its own other cards could take from that table next. Never leave an easy scopa:
a table adding up to more than 10, or to a value whose cards are all seen, is safe. When the
stock is out between two players the other hand is every card unseen, and the hand's end is
reckoned exactly, the last capture's leftovers with it. Ties are broken by its generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from circolo.core.cards.italian import Card, Rank, Suit
from circolo.core.players import Reason
from circolo.games.scopa.captures import takes
from circolo.games.scopa.players.base import ScopaDecision
from circolo.games.scopa.players.heuristic_count import Count
from circolo.games.scopa.players.heuristic_look import Judged, exact_values, judge
from circolo.games.scopa.state import Play
from circolo.games.scopa.values import SETTEBELLO, value
from circolo.games.scopa.view import SeatView

#: The highest capture value: a table adding up to more is never swept by one card.
TOP_VALUE: Final = 10
#: Another card's scopa chance worth naming as avoided: at least this, and this much above
#: the chosen step's.
EASY_SCOPA: Final = 0.2
#: Two steps whose scores differ by less than this are equal (the generator picks one).
TIE: Final = 1e-9


@dataclass(frozen=True, slots=True)
class Choice:
    """The step chosen, weighed, with the others it was weighed against."""

    chosen: Judged
    others: tuple[Judged, ...]
    exact: bool


def choose(count: Count, legal: Sequence[Play], rng: random.Random) -> Choice:
    """The best of ``legal`` by its weighing (by the exact end's count first, when known)."""
    judged = [judge(count, play) for play in legal]
    exact = count.exact_end
    if exact:
        values = exact_values(count, legal)
        best_exact = max(values.values())
        judged_best = [j for j in judged if values[j.play] == best_exact]
    else:
        judged_best = judged
    top = max(j.score for j in judged_best)
    tied = [j for j in judged_best if j.score >= top - TIE]
    chosen = tied[0] if len(tied) == 1 else rng.choice(tied)
    others = tuple(j for j in judged if j is not chosen)
    return Choice(chosen, others, exact)


def table_sum(judged: Judged) -> int:
    """What the table left by ``judged`` adds up to."""
    return sum(value(card) for card in judged.table)


def sweepable(count: Count, table: Sequence[Card]) -> bool:
    """Whether a card may take ``table`` whole for a scopa: it holds cards, and is no lone Ace
    where an Ace's sweep is no scopa (``scopa_d_assi``)."""
    return bool(table) and not (count.options.scopa_d_assi and sum(map(value, table)) == 1)


def sweep_chance(count: Count, judged: Judged) -> float:
    """The chance that the next player sweeps the table ``judged`` leaves (a card of the
    value its cards add up to), by the count; 0 after the hand's last play, and for a lone
    Ace with ``scopa_d_assi`` (an Ace's sweep is no scopa)."""
    total = table_sum(judged)
    if not sweepable(count, judged.table) or total > TOP_VALUE or count.next_held() == 0:
        return 0.0
    return count.next_may_hold(total)


def capture_reasons(count: Count, judged: Judged) -> list[Reason]:
    """What a capture takes, and what makes it worth taking."""
    play = judged.play
    card = play.card.code
    if len(play.take) == 1:
        reasons = [Reason("scopa.heuristic.take_one", {"card": card, "won": play.take[0].code})]
    else:
        codes = [taken.code for taken in play.take]
        facts = {"card": card, "cards": codes, "sum": value(play.card)}
        reasons = [Reason("scopa.heuristic.take_sum", facts)]
    options = len(takes(play.card, count.table, aces_sweep=count.options.scopa_d_assi))
    if options > 1:
        reasons.append(Reason("scopa.heuristic.take_choice", {"count": options}))
    won = (play.card, *play.take)
    if judged.scopa:
        reasons.append(Reason("scopa.heuristic.scopa"))
    if SETTEBELLO in won:
        reasons.append(Reason("scopa.heuristic.settebello"))
    sevens = sum(taken.rank is Rank.SETTE for taken in won)
    if sevens:
        reasons.append(Reason("scopa.heuristic.sevens", {"count": sevens}))
    coins = sum(taken.suit is Suit.DENARI for taken in won)
    if coins and count.denari_open:
        reasons.append(Reason("scopa.heuristic.denari", {"count": coins}))
    if count.last_play:
        reasons.append(Reason("scopa.heuristic.last_capture"))
    return reasons


def lay_reasons(count: Count, choice: Choice) -> list[Reason]:
    """Why a card that takes nothing is laid down, and why this one."""
    play = choice.chosen.play
    could_take = any(other.play.take for other in choice.others)
    reasons = [] if could_take else [Reason("scopa.heuristic.none_take")]
    reasons.append(Reason("scopa.heuristic.lay", {"card": play.card.code}))
    kept = [
        other.play.card
        for other in choice.others
        if not other.play.take and other.play.card.rank is Rank.SETTE
    ]
    if kept and play.card.rank is not Rank.SETTE:
        reasons.append(Reason("scopa.heuristic.keep_seven", {"card": kept[0].code}))
    by = choice.chosen.follow_card
    if by is not None:
        reasons.append(Reason("scopa.heuristic.setup", {"card": by.code}))
    return reasons


def table_reasons(count: Count, choice: Choice) -> list[Reason]:
    """What the table left is worth to the next player: safe, or the scopa it risks, and an
    easier scopa another card would have left."""
    chosen = choice.chosen
    if not sweepable(count, chosen.table) or count.next_held() == 0:
        return []
    total = table_sum(chosen)
    chance = sweep_chance(count, chosen)
    if total > TOP_VALUE:
        reasons = [Reason("scopa.heuristic.safe_over", {"sum": total})]
    elif count.out_of_value(total) == 0:
        reasons = [Reason("scopa.heuristic.safe_out", {"sum": total})]
    elif choice.exact:
        reasons = [Reason("scopa.heuristic.risk_sure", {"sum": total})] if chance else []
    else:
        percent = max(1, round(100 * chance))
        reasons = [Reason("scopa.heuristic.risk", {"sum": total, "chance": percent})]
    avoided = [
        (sweep_chance(count, other), other)
        for other in choice.others
        if other.play.card != chosen.play.card
    ]
    if avoided and not choice.exact:
        worst, other = max(avoided, key=lambda pair: pair[0])
        if worst >= EASY_SCOPA and worst >= chance + EASY_SCOPA / 2:
            facts = {
                "card": other.play.card.code,
                "sum": table_sum(other),
                "chance": round(100 * worst),
            }
            reasons.append(Reason("scopa.heuristic.avoid", facts))
    return reasons


def explain(count: Count, choice: Choice) -> tuple[Reason, ...]:
    """The reasons of ``choice``: the exact end, the capture or the card laid, the table left."""
    reasons: list[Reason] = []
    if choice.exact and count.unseen:
        codes = [card.code for card in count.unseen]
        facts = {"cards": codes, "count": len(codes)}
        reasons.append(Reason("scopa.heuristic.endgame", facts))
    if choice.chosen.play.take:
        reasons += capture_reasons(count, choice.chosen)
    else:
        reasons += lay_reasons(count, choice)
    reasons += table_reasons(count, choice)
    return tuple(reasons)


@dataclass
class ScopaHeuristicPlayer:
    """Plays the step its count weighs best (module docstring); its generator breaks ties."""

    rng: random.Random

    @property
    def name(self) -> str:
        """``heuristic``."""
        return "heuristic"

    def decide(self, view: SeatView) -> ScopaDecision:
        """The step of the seat to move in ``view``, with its reasons."""
        count = Count.of(view)
        choice = choose(count, view.legal, self.rng)
        return ScopaDecision(choice.chosen.play, explain(count, choice))
