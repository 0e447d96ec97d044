"""An independent referee for Scopa and Scopone match records.

It reads records as ``docs/interfaces.md`` (§4.5) lays them out and re-derives every rule of
``docs/rules.md`` ("Scopa (2 or 4 players) and Scopone") on its own: the options, the dealer's
turn, the whole deck, the three Re turned up, the later deals, the order of play, every
capture (an equal card before any sum, a card that can take must take, the Ace's sweep), every
scopa, the leftovers, each category of a hand's points, the score and the end of the game.
Nothing in a record is trusted. Standard library only: it imports nothing from ``circolo``.

Usage::

    python tests/referee/scopa_referee.py FILE.jsonl
"""

from __future__ import annotations

import json
import sys
from itertools import combinations
from typing import Any

SUITS = "dcsb"
RANKS = "A234567FCR"
DECK = [rank + suit for suit in SUITS for rank in RANKS]
#: A card's capture value: Ace 1, 2 to 7 their number, Fante 8, Cavallo 9, Re 10.
VALUE = {rank: number for number, rank in enumerate(RANKS, start=1)}
#: A card's worth in the primiera.
PRIMIERA = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12, "F": 10, "C": 10,
            "R": 10}  # fmt: skip
OPTIONS = ("players", "scopone", "target", "three_kings_redeal", "scopa_d_assi", "re_bello",
           "napola", "scopa_on_last_play")  # fmt: skip
FLAGS = ("scopone", "three_kings_redeal", "scopa_d_assi", "re_bello", "napola",
         "scopa_on_last_play")  # fmt: skip
TARGETS = (11, 16, 21, 31)
CATEGORIES = ("carte", "denari", "settebello", "primiera", "scope", "re_bello", "napola")
RESULT = ("taken", "denari", "primiera", "last_capture", "points", "total")
PLAY = ("seat", "card", "take", "scopa")


def _value(cards: list[str]) -> int:
    return sum(VALUE[card[0]] for card in cards)


def _spell(cards: list[str]) -> str:
    return " ".join(cards)


def _a_sum(table: list[str], value: int) -> list[str] | None:
    """A set of two or more table cards adding up to ``value``, or None."""
    for size in range(2, len(table) + 1):
        for group in combinations(table, size):
            if _value(list(group)) == value:
                return list(group)
    return None


def capture_fault(card: str, take: list[str], table: list[str], sweep: bool) -> str | None:
    """Why taking ``take`` (table cards, each once) with ``card`` breaks the rules, or None.

    ``sweep`` says that ``scopa_d_assi`` is on: an Ace onto a table with cards takes them all.
    """
    value = VALUE[card[0]]
    if sweep and card[0] == "A" and table:
        if sorted(take) == sorted(table):
            return None
        return f"plays the Ace {card}, which must take every card on the table: scopa d'assi"
    equal = [lying for lying in table if VALUE[lying[0]] == value]
    if equal:
        if len(take) == 1 and take[0] in equal:
            return None
        if len(take) > 1 and _value(take) == value:
            return (f"takes {_spell(take)} (a sum of {value}) while {equal[0]} of equal value "
                    "lies on the table")  # fmt: skip
        if not take:
            return f"lays {card} down though it can take {equal[0]} of equal value"
        return f"takes {_spell(take)} with {card}, not one card of equal value ({_spell(equal)})"
    sums = _a_sum(table, value)
    if not take:
        return None if sums is None else f"lays {card} down though it can take {_spell(sums)}"
    if len(take) < 2 or _value(take) != value:
        return f"takes {_spell(take)} (worth {_value(take)}) with {card}, worth {value}"
    return None


def _primiera(pile: list[str]) -> int | None:
    best = {suit: max((PRIMIERA[c[0]] for c in pile if c[1] == suit), default=0) for suit in SUITS}
    return None if 0 in best.values() else sum(best.values())


def _napola(pile: list[str]) -> int:
    run = 0
    for rank in RANKS:
        if rank + "d" not in pile:
            break
        run += 1
    return run if run >= 3 else 0


def _more(counts: list[int], above: int) -> list[int]:
    return [int(count > above) for count in counts]


def hand_result(
    piles: list[list[str]], scope: list[int], last: int | None, options: dict[str, Any]
) -> dict[str, Any]:
    """The ``result`` a hand must record, from each side's pile (leftovers included)."""
    taken = [len(pile) for pile in piles]
    denari = [sum(card[1] == "d" for card in pile) for pile in piles]
    primiera = [_primiera(pile) for pile in piles]
    first, second = primiera
    if first is None or second is None:
        prime = [int(first is not None), int(second is not None)]
    else:
        prime = [int(first > second), int(second > first)]
    points = {
        "carte": _more(taken, 20),
        "denari": _more(denari, 5),
        "settebello": [int("7d" in pile) for pile in piles],
        "primiera": prime,
        "scope": list(scope),
        "re_bello": [int("Rd" in pile) for pile in piles] if options["re_bello"] else [0, 0],
        "napola": [_napola(pile) for pile in piles] if options["napola"] else [0, 0],
    }
    total = [sum(pair[side] for pair in points.values()) for side in (0, 1)]
    return {"taken": taken, "denari": denari, "primiera": primiera, "last_capture": last,
            "points": points, "total": total}  # fmt: skip


def _deal_fault(hand: dict[str, Any], options: dict[str, Any]) -> str | None:
    """Why a hand's deal cannot be played: its shape, or not the whole deck once; or None."""
    players, scopone = options["players"], options["scopone"]
    deal, table, stock = hand.get("deal"), hand.get("table"), hand.get("stock")
    size, turned = (10, 0) if scopone else (3, 4)
    if not (isinstance(deal, list) and len(deal) == players
            and all(isinstance(cards, list) and len(cards) == size for cards in deal)):  # fmt: skip
        return f"the deal must give {size} cards to each of the {players} seats"
    if not (isinstance(table, list) and len(table) == turned and isinstance(stock, list)):
        return f"{turned} cards are turned up on the table, and the stock is a list"
    cards = [card for seat in deal for card in seat] + table + stock
    if sorted(cards, key=str) != sorted(DECK):
        return "deal, table and stock are not the 40 cards once each"
    return None


def _no_scopa(take: list[str], table: list[str], sweep: bool, last: bool) -> str:
    """Why a play (its capture ``take``, the ``table`` after it) scores no scopa; "" if it does."""
    if not take:
        return "it takes nothing"
    if table:
        return "cards are left on the table"
    if sweep:
        return "an Ace's sweep is never a scopa"
    return "the hand's last play scores none" if last else ""


def _scopa_fault(entry: dict[str, Any], scopa: bool, why: str, seat: int) -> str | None:
    if entry["scopa"] is scopa:
        return None
    if scopa:
        return f"seat {seat}'s capture clears the table: a scopa, not written as one"
    return f"seat {seat}'s play is written as a scopa, but {why}"


def _play_shape(entry: Any, hands: list[list[str]], table: list[str], turn: int) -> str | None:
    """Why a play cannot be played at all (out of turn, a card not held, a take not there)."""
    if not isinstance(entry, dict) or tuple(entry) != PLAY:
        return f"a play is an object with {', '.join(PLAY)}, in this order"
    if entry["seat"] != turn:
        return f"it was seat {turn}'s turn, not seat {entry['seat']}'s"
    card, take = entry["card"], entry["take"]
    if not isinstance(card, str) or card not in hands[turn]:
        return f"seat {turn} does not hold {card}"
    if not (isinstance(take, list) and all(isinstance(c, str) for c in take)):
        return "take is a list of card codes"
    if len(set(take)) != len(take) or not set(take) <= set(table):
        return (
            f"seat {turn} takes {_spell(take)}, which do not all lie on the table ({_spell(table)})"
        )
    if not isinstance(entry["scopa"], bool):
        return "scopa is true or false"
    return None


def check_hand(
    hand: Any, options: dict[str, Any], dealer: int, at: str
) -> tuple[list[str], list[int] | None]:
    """The faults of one hand, and the points its sides make (None when it cannot be scored)."""
    players = options["players"]
    if not isinstance(hand, dict) or hand.get("dealer") != dealer:
        return [f"{at}: the dealer must be seat {dealer}"], None
    fault = _deal_fault(hand, options)
    if fault is not None:
        return [f"{at}: {fault}"], None
    faults: list[str] = []
    kings = [card for card in hand["table"] if card[0] == "R"]
    if options["three_kings_redeal"] and len(kings) >= 3:
        faults.append(f"{at}: {_spell(kings)} were turned up: three Re, the dealer deals again")
    hands = [list(cards) for cards in hand["deal"]]
    table, stock = list(hand["table"]), list(hand["stock"])
    piles: list[list[str]] = [[], []]
    scope = [0, 0]
    last: int | None = None
    turn = (dealer + 1) % players
    plays = hand.get("plays")
    if not isinstance(plays, list):
        return [*faults, f"{at}: plays is a list"], None
    for step, entry in enumerate(plays, start=1):
        where = f"{at}, step {step}"
        if not any(hands):
            if not stock:
                return [*faults, f"{where}: every card has been played"], None
            for i in range(3 * players):
                hands[(dealer + 1 + i) % players].append(stock.pop(0))
        shape = _play_shape(entry, hands, table, turn)
        if shape is not None:
            return [*faults, f"{where}: {shape}"], None
        card, take = entry["card"], entry["take"]
        sweep = options["scopa_d_assi"] and card[0] == "A" and bool(table)
        fault = capture_fault(card, take, table, options["scopa_d_assi"])
        if fault is not None:
            faults.append(f"{where}: seat {turn} {fault}")
        side = turn % 2
        hands[turn].remove(card)
        for lying in take:
            table.remove(lying)
        if take:
            piles[side] += [*take, card]
            last = side
        else:
            table.append(card)
        final = not any(hands) and not stock
        why = _no_scopa(take, table, sweep, final and not options["scopa_on_last_play"])
        scopa = why == ""
        scope[side] += scopa
        fault = _scopa_fault(entry, scopa, why, turn)
        if fault is not None:
            faults.append(f"{where}: {fault}")
        turn = (turn + 1) % players
    if any(hands) or stock:
        return [*faults, f"{at}: the hand stops with cards still to play"], None
    if last is not None:
        piles[last] += table
    expected = hand_result(piles, scope, last, options)
    return faults + _result_faults(hand.get("result"), expected, at), expected["total"]


def _result_faults(result: Any, expected: dict[str, Any], at: str) -> list[str]:
    """Each entry of a hand's result that differs from what the rules give."""
    if not isinstance(result, dict) or tuple(result) != RESULT:
        return [f"{at}: the result holds {', '.join(RESULT)}, in this order"]
    points = result["points"]
    if not isinstance(points, dict) or tuple(points) != CATEGORIES:
        return [f"{at}: the result's points hold {', '.join(CATEGORIES)}, in this order"]
    faults = [f"{at}: the result's {key} is {result[key]}, the rules give {expected[key]}"
              for key in RESULT if key != "points" and result[key] != expected[key]]  # fmt: skip
    faults += [f"{at}: the {key} points are {points[key]}, the rules give {expected['points'][key]}"
               for key in CATEGORIES if points[key] != expected["points"][key]]  # fmt: skip
    return faults


def options_fault(options: Any) -> str | None:
    """Why a record's options are not eight known options with values they take, or None."""
    if not isinstance(options, dict) or tuple(options) != OPTIONS:
        return f"options must hold exactly {', '.join(OPTIONS)}, in this order"
    if type(options["players"]) is not int or options["players"] not in (2, 4):
        return "players is 2 or 4"
    if type(options["target"]) is not int or options["target"] not in TARGETS:
        return f"target is one of {', '.join(map(str, TARGETS))}"
    if any(not isinstance(options[flag], bool) for flag in FLAGS):
        return f"{', '.join(FLAGS)} are true or false"
    if options["scopone"] and options["players"] != 4:
        return "scopone is played by 4 players"
    return None


def _over(score: list[int], target: int) -> bool:
    return max(score) >= target and score[0] != score[1]


def check_record(record: Any) -> list[str]:
    """Every fault of one Scopa record."""
    if not isinstance(record, dict) or record.get("game") != "scopa":
        return ['a record is an object with "game": "scopa"']
    options = record.get("options")
    fault = options_fault(options)
    if fault is not None:
        return [fault]
    assert isinstance(options, dict)
    players = options["players"]
    if not isinstance(record.get("players"), list) or len(record["players"]) != players:
        return [f"players names the player of each of the {players} seats"]
    hands = record.get("hands")
    if not isinstance(hands, list) or not hands:
        return ["a record has hands"]
    dealer = hands[0].get("dealer") if isinstance(hands[0], dict) else None
    if type(dealer) is not int or not 0 <= dealer < players:
        return ["the first dealer is a seat"]
    faults: list[str] = []
    score = [0, 0]
    for number, hand in enumerate(hands, start=1):
        if _over(score, options["target"]):
            return [*faults, f"hand {number}: the game was already over at {score}"]
        found, total = check_hand(hand, options, dealer, f"hand {number}")
        faults += found
        if total is None:
            return faults
        score = [score[0] + total[0], score[1] + total[1]]
        dealer = (dealer + 1) % players
    winner = score.index(max(score)) if _over(score, options["target"]) else None
    if winner is None:
        faults.append(f"the game is not over at {score}")
    if record.get("score") != score or record.get("winner") != winner:
        faults.append(f"score/winner are {record.get('score')}/{record.get('winner')}, "
                      f"the rules give {score}/{winner}")  # fmt: skip
    return faults


def main(argv: list[str]) -> int:
    """Check each record of a JSONL file: 0 without faults, 1 with some, 2 on bad usage."""
    if len(argv) != 1:
        print("usage: scopa_referee.py FILE.jsonl", file=sys.stderr)
        return 2
    faults = 0
    with open(argv[0], encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            for fault in check_record(json.loads(line)):
                print(f"match {number}, {fault}" if fault.startswith("hand ")
                      else f"match {number}: {fault}")  # fmt: skip
                faults += 1
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
