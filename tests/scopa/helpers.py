"""Builders for Scopa tests: a position with chosen cards in hand and on the table, a stacked
deck, and a walk through a record's states."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from circolo.core.cards.italian import DECK, Card, parse_cards
from circolo.games.scopa.dealing import deal_until_playable
from circolo.games.scopa.match import MatchState
from circolo.games.scopa.options import ScopaOptions, options_from_json
from circolo.games.scopa.state import Entry, HandState, Play, deal_hand


def cards(text: str) -> tuple[Card, ...]:
    """Cards from space-separated codes: ``cards("3d 2d Ad")``."""
    return parse_cards(text.split())


def play(card: str, take: str = "") -> Play:
    """The step playing ``card`` and taking the cards written in ``take``."""
    return Play(Card.parse(card), cards(take))


def stacked(top: str, seed: int = 0) -> list[Card]:
    """A deck whose first cards are ``top`` (in order), the rest shuffled by ``seed``."""
    first = list(cards(top))
    rest = [card for card in DECK if card not in first]
    random.Random(seed).shuffle(rest)
    return [*first, *rest]


def position(
    table: str,
    held: str,
    options: ScopaOptions | None = None,
    *,
    played: int = 0,
    seat: int = 0,
) -> HandState:
    """A hand where ``seat`` is to move holding ``held`` with ``table`` lying on the table and
    ``played`` plays already made (the cards' whereabouts beyond these are not kept: a
    position for the capture rules, not a whole deck's count)."""
    options = options or ScopaOptions()
    hand = deal_hand(options, (seat - 1) % options.players, stacked("", seed=1))
    filler = Entry(seat, DECK[0], (), False)
    return replace(
        hand,
        hands=tuple(cards(held) if s == seat else () for s in range(options.players)),
        table=cards(table),
        turn=seat,
        plays=(filler,) * played,
        drawn=len(hand.stock),
    )


def random_match(options: ScopaOptions, seed: int) -> MatchState:
    """A whole game played with random legal steps (uniform over the steps), from ``seed``."""
    rng = random.Random(seed)
    match = MatchState.new(options, rng.randrange(options.players))
    while not match.is_over:
        if match.hand is None:
            match = deal_until_playable(match, rng)
            continue
        match = match.apply(rng.choice(match.legal_actions()))
    return match


def record_states(record: dict[str, Any]) -> Iterator[tuple[int, int, HandState, Play]]:
    """Each step of a (faultless) record with the hand before it: (hand, step, state, step)."""
    options = options_from_json(record["options"])
    for hand_number, data in enumerate(record["hands"], start=1):
        deal = [parse_cards(codes) for codes in data["deal"]]
        hand = HandState.start(
            options,
            data["dealer"],
            deal,
            parse_cards(data["table"]),
            parse_cards(data["stock"]),
        )
        for step_number, entry in enumerate(data["plays"], start=1):
            step = Play(Card.parse(entry["card"]), parse_cards(entry["take"]))
            yield hand_number, step_number, hand, step
            hand = hand.apply(step)
