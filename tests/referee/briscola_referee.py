"""An independent referee for Briscola match records.

It reads records as ``docs/interfaces.md`` (§4.3) lays them out and re-derives every rule
of ``docs/rules.md`` ("Briscola") on its own: the dealer's turn, the whole deck, the order of
play, the exchange of the 7, the trick winners, the draws (the winner first, the face-up
card last), each hand's points and winner, and the end of the game. Nothing in a record is
trusted. Standard library only: it imports nothing from ``circolo``.

Usage::

    python tests/referee/briscola_referee.py FILE.jsonl
"""

from __future__ import annotations

import json
import sys
from typing import Any

SUITS = "dcsb"
#: Weakest to strongest in a trick.
ORDER = "24567FCR3A"
POINTS = {"A": 11, "3": 10, "R": 4, "C": 3, "F": 2}
DECK = {rank + suit for suit in SUITS for rank in "A234567FCR"}


def _beats(card: str, best: str, trump: str) -> bool:
    if card[1] == best[1]:
        return ORDER.index(card[0]) > ORDER.index(best[0])
    return card[1] == trump


def _hand(hand: Any, players: int, options: dict[str, Any], dealer: int) -> tuple[list[str], Any]:
    """The faults of one hand, and its winner side (None: a draw)."""
    faults: list[str] = []
    if not isinstance(hand, dict) or hand.get("dealer") != dealer:
        return [f"the dealer must be seat {dealer}"], None
    deal, briscola, stock = hand.get("deal"), hand.get("briscola"), hand.get("stock")
    if not (isinstance(deal, list) and len(deal) == players and isinstance(stock, list)):
        return ["the deal must give one list per seat, and the stock be a list"], None
    if any(not isinstance(cards, list) or len(cards) != 3 for cards in deal):
        return ["every seat is dealt three cards"], None
    cards = [card for cards in deal for card in cards] + [briscola, *stock]
    if sorted(cards, key=str) != sorted(DECK) or len(cards) != 40:
        return ["deal, briscola and stock are not the 40 cards once each"], None
    if not isinstance(briscola, str):
        return ["the briscola is a card code"], None
    hands = [list(cards) for cards in deal]
    face_up: str | None = briscola
    stock = list(stock)
    trump = briscola[1]
    turn = (dealer + 1) % players
    trick: list[tuple[int, str]] = []
    taken = [0, 0]
    last = None
    for number, entry in enumerate(hand.get("plays", []), start=1):
        if not isinstance(entry, dict) or entry.get("seat") != turn:
            return [*faults, f"play {number}: it was seat {turn}'s turn"], None
        if "swap" in entry:
            seven = "7" + trump
            if not options["swap_seven"] or entry["swap"] != seven or seven not in hands[turn]:
                return [*faults, f"play {number}: no exchange of the 7 is allowed here"], None
            if face_up is None or not stock:
                return [*faults, f"play {number}: no face-down card is left to exchange"], None
            hands[turn][hands[turn].index(seven)] = face_up
            face_up = seven
            continue
        card = entry.get("card")
        if not isinstance(card, str) or card not in hands[turn]:
            return [*faults, f"play {number}: seat {turn} does not hold {card}"], None
        hands[turn].remove(card)
        trick.append((turn, card))
        turn = (turn + 1) % players
        if len(trick) < players:
            continue
        winner, best = trick[0]
        for seat, played in trick[1:]:
            if _beats(played, best, trump):
                winner, best = seat, played
        taken[winner % 2] += sum(POINTS.get(c[0], 0) for _, c in trick)
        last = winner % 2
        trick = []
        turn = winner
        if stock or face_up is not None:
            for i in range(players):
                seat = (winner + i) % players
                if stock:
                    hands[seat].append(stock.pop(0))
                else:
                    assert face_up is not None
                    hands[seat].append(face_up)
                    face_up = None
    if any(hands) or trick:
        return [*faults, "the hand stops with cards still to play"], None
    if taken[0] > 60:
        won: int | None = 0
    elif taken[1] > 60:
        won = 1
    else:
        won = last if options["tie"] == "last-trick" else None
    expected = {"points": taken, "last_trick": last, "winner": won}
    if hand.get("result") != expected:
        faults.append(f"the result is {hand.get('result')}, the rules give {expected}")
    return faults, won


def check_record(record: Any) -> list[str]:
    """Every fault of one Briscola record."""
    if not isinstance(record, dict) or record.get("game") != "briscola":
        return ['a record is an object with "game": "briscola"']
    options = record.get("options")
    keys = {"players", "hands_to_win", "tie", "swap_seven"}
    if not isinstance(options, dict) or set(options) != keys:
        return [f"options must hold exactly {sorted(keys)}"]
    players = options["players"]
    if players not in (2, 4) or options["tie"] not in ("draw", "last-trick"):
        return ["players is 2 or 4, tie is draw or last-trick"]
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands:
        return ["a record has hands"]
    faults: list[str] = []
    wins = [0, 0]
    dealer = hands[0].get("dealer") if isinstance(hands[0], dict) else None
    if not isinstance(dealer, int) or not 0 <= dealer < players:
        return ["the first dealer is a seat"]
    for number, hand in enumerate(hands, start=1):
        if max(wins) >= options["hands_to_win"]:
            return [*faults, f"hand {number}: the game was already over"]
        found, won = _hand(hand, players, options, dealer)
        faults += [f"hand {number}: {fault}" for fault in found]
        if won is not None:
            wins[won] += 1
        dealer = (dealer + 1) % players
    if max(wins) < options["hands_to_win"]:
        faults.append(f"the game is not over at {wins}")
    winner = wins.index(max(wins)) if max(wins) >= options["hands_to_win"] else None
    if record.get("wins") != wins or record.get("winner") != winner:
        faults.append(f"wins/winner are {record.get('wins')}/{record.get('winner')}, "
                      f"the rules give {wins}/{winner}")  # fmt: skip
    return faults


def main(argv: list[str]) -> int:
    """Check each record of a JSONL file: 0 without faults, 1 with some, 2 on bad usage."""
    if len(argv) != 1:
        print("usage: briscola_referee.py FILE.jsonl", file=sys.stderr)
        return 2
    faults = 0
    with open(argv[0], encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            for fault in check_record(json.loads(line)):
                print(f"match {number}: {fault}")
                faults += 1
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
