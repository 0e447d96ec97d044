"""Small builders shared by the tests: hands from text, stacked deals, scripted hands, and a
wait for something a table does by itself."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Sequence

from circolo.core.cards.italian import DECK, Card, parse_cards
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import TressetteOptions, preset, with_values
from circolo.games.tressette.ranking import sort_key
from circolo.games.tressette.rules import accuse_in
from circolo.games.tressette.state import HandState, Play

Hands = tuple[tuple[Card, ...], ...]

#: English words a refusal shown in Italian must not carry (a phrase left out of the catalogs).
ENGLISH_WORDS = frozenset(
    {"must", "missing", "is", "lack", "each", "not", "the", "of", "or", "list", "card", "CARD"}
)


def english_words_in(text: str) -> set[str]:
    """The words of ``text`` (an Italian sentence) that are English ones a refusal could
    carry: empty where the sentence is wholly Italian."""
    for mark in ",;:[]{}":
        text = text.replace(mark, " ")
    return set(text.split()) & ENGLISH_WORDS


def cards(text: str) -> tuple[Card, ...]:
    """Cards from space-separated codes: ``cards("3d 2d Ad")``."""
    return parse_cards(text.split())


def deal_with(fixed: dict[int, str], *, seed: int = 0) -> Hands:
    """A full deal where the seats in ``fixed`` hold those cards and the rest is shuffled
    (by ``seed``) among the other seats."""
    hands: dict[int, list[Card]] = {seat: list(cards(text)) for seat, text in fixed.items()}
    taken = {card for hand in hands.values() for card in hand}
    rest = [card for card in DECK if card not in taken]
    random.Random(seed).shuffle(rest)
    for seat in range(4):
        if seat not in hands:
            hands[seat] = [rest.pop() for _ in range(10)]
    assert not rest, "fixed hands must hold 10 cards each"
    return tuple(tuple(sorted(hands[seat], key=sort_key)) for seat in range(4))


def quiet_deal(fixed: dict[int, str], *, seed: int = 0) -> Hands:
    """Like :func:`deal_with`, but the seats not in ``fixed`` get no accusa (tries seeds)."""
    for attempt in range(seed, seed + 1000):
        hands = deal_with(fixed, seed=attempt)
        if not any(accuse_in(hands[seat], seat) for seat in range(4) if seat not in fixed):
            return hands
    raise AssertionError("no quiet deal found")


def options(variant: str = "classico", **values: object) -> TressetteOptions:
    """A preset with some options changed."""
    return with_values(preset(variant), values)


def first_legal(state: HandState) -> Play:
    """The first legal card, no signal: a dull but deterministic player."""
    return Play(state.legal_cards()[0])


def play_hand(
    state: HandState, choose: Callable[[HandState], Play] = first_legal, *, plays: int = 40
) -> HandState:
    """Play up to ``plays`` cards (or to the hand's end) with ``choose``."""
    for _ in range(plays):
        if state.is_over:
            break
        state = state.apply(choose(state))
    return state


def play_match_hand(
    match: MatchState, hands: Sequence[Sequence[Card]], choose: Callable[[HandState], Play]
) -> MatchState:
    """Deal ``hands`` into ``match`` and play the hand to its end with ``choose``."""
    match = match.deal(hands)
    while match.hand is not None:
        match = match.play(choose(match.hand))
    return match


async def until(done: Callable[[], bool], seconds: float = 20.0) -> None:
    """Wait until ``done()`` holds (looked at every 20 ms); AssertionError after ``seconds``."""
    for _ in range(int(seconds / 0.02)):
        if done():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("it did not happen in time")
