"""Live outs: the expert's discard keeps the pairs that can still become melds."""

from __future__ import annotations

import random
from collections import Counter

from circolo.core.cards.french import FrenchCard
from circolo.games.pinnacola.actions import Discard, DrawStock
from circolo.games.pinnacola.options import PinnacolaOptions
from circolo.games.pinnacola.players.expert import ExpertPlayer
from circolo.games.pinnacola.players.outs import completers, live_outs, seen_copies
from circolo.games.pinnacola.players.player import ClubPlayer
from circolo.games.pinnacola.view import PinnacolaView, hand_view
from tests.pinnacola.helpers import TWO, meld, position


def cards(*codes: str) -> list[FrenchCard]:
    return [FrenchCard.parse(code) for code in codes]


def completing(a: str, b: str, options: PinnacolaOptions) -> list[FrenchCard]:
    return completers(FrenchCard.parse(a), FrenchCard.parse(b), options)


def test_a_pair_waits_for_the_missing_suits_or_the_runs_ends() -> None:
    options = PinnacolaOptions(players=2, mode="single", pinelle=True)
    assert completing("9h", "9d", options) == cards("9c", "9s")
    assert completing("5h", "6h", options) == cards("4h", "7h")
    assert completing("5h", "7h", options) == cards("6h")
    assert completing("Qs", "Ks", options) == cards("As", "Js")  # the ace above the king
    # with pinelle the 2 is wild: the run goes A-3-4, so only the 4 follows A-3
    assert completing("Ah", "3h", options) == cards("4h")


def dead_kings() -> PinnacolaView:
    """Seat 0 after its draw holding 9h 9d Kc Ks, both copies of Kh and Kd in sight (the
    opponent's runs and the pile), no nine but its own seen."""
    theirs = [meld(["Jh", "Qh", "Kh"], 1), meld(["Jd", "Qd", "Kd"], 1)]
    hand = position(
        [["9h", "9d", "Kc"], ["4c", "4d"]], pile=["Kh", "Kd"], melds=theirs,
        opened=[False, True], stock=["Ks"], options=TWO,
    )  # fmt: skip
    return hand_view(hand.apply(DrawStock()), 0)


def test_the_copies_seen_on_the_table_and_in_the_pile_are_no_outs() -> None:
    view = dead_kings()
    seen = seen_copies(view)
    assert seen[FrenchCard.parse("Kh")] == 2 and seen[FrenchCard.parse("9c")] == 0
    king, nine = FrenchCard.parse("Kc"), FrenchCard.parse("9h")
    assert live_outs(king, view.hand, view, seen) == 0  # Kh and Kd: both copies seen
    assert live_outs(nine, view.hand, view, seen) == 4  # 9c and 9s, two copies each
    assert live_outs(nine, view.hand, view, Counter(cards("9c", "9c", "9s"))) == 1


def test_the_expert_throws_a_dead_pair_where_strong_breaks_a_live_one() -> None:
    view = dead_kings()
    # every card has one neighbour: strong's count cannot tell the pairs apart
    assert ClubPlayer(random.Random(0), "strong").decide(view).action == Discard(cards("9h")[0])
    expert = ClubPlayer(random.Random(0), "expert").decide(view)
    assert expert.action == Discard(cards("Kc")[0])
    assert expert.explain("en").startswith(
        "I discard King of Clubs: the cards that would make a meld of it have all been seen."
    )
    expert_player = ExpertPlayer(random.Random(0))
    assert expert_player.own.style.live_outs and not expert_player.club.style.live_outs
