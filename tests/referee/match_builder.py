"""A small Tressette record builder for the referee's self-tests, written from the rules and
independent of the referee's code paths: it plays whole matches with pluggable seat
policies (tests/referee/test_referee_self.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Record = dict[str, Any]

SUITS = "dcsb"
ORDER = "4567FCRA23"  # weakest to strongest
VALUE = {"A": 3, "2": 1, "3": 1, "R": 1, "C": 1, "F": 1}

PRESETS: dict[str, dict[str, Any]] = {
    "classico": {
        "target": 31,
        "best_of": 1,
        "decider_target": None,
        "cappotto": True,
        "accuse": "score",
        "accuse_timing": "after-own-card",
        "accuse_ends_game": False,
        "redeal_under_one_point": True,
        "redeal_three_sevens": True,
        "signals": "classico",
        "false_signals": True,
    },
    "ai-tressette": {
        "target": 41,
        "best_of": 1,
        "decider_target": None,
        "cappotto": False,
        "accuse": "declare",
        "accuse_timing": "end-of-first-trick",
        "accuse_ends_game": False,
        "redeal_under_one_point": False,
        "redeal_three_sevens": False,
        "signals": "ai-tressette",
        "false_signals": False,
    },
    "bredese": {
        "target": 101,
        "best_of": 1,
        "decider_target": None,
        "cappotto": False,
        "accuse": "score",
        "accuse_timing": "end-of-first-trick",
        "accuse_ends_game": False,
        "redeal_under_one_point": False,
        "redeal_three_sevens": False,
        "signals": "bredese",
        "false_signals": True,
    },
    "chitarrella": {
        "target": 31,
        "best_of": 1,
        "decider_target": None,
        "cappotto": False,
        "accuse": "score",
        "accuse_timing": "end-of-first-trick",
        "accuse_ends_game": False,
        "redeal_under_one_point": False,
        "redeal_three_sevens": False,
        "signals": "chitarrella",
        "false_signals": True,
    },
    "romana": {
        "target": 41,
        "best_of": 3,
        "decider_target": 41,
        "cappotto": False,
        "accuse": "score",
        "accuse_timing": "end-of-first-trick",
        "accuse_ends_game": True,
        "redeal_under_one_point": False,
        "redeal_three_sevens": False,
        "signals": "romana",
        "false_signals": True,
    },
    "neutra": {
        "target": 31,
        "best_of": 1,
        "decider_target": None,
        "cappotto": False,
        "accuse": "off",
        "accuse_timing": "end-of-first-trick",
        "accuse_ends_game": False,
        "redeal_under_one_point": False,
        "redeal_three_sevens": False,
        "signals": "neutra",
        "false_signals": False,
    },
}


# ------------------------------------------------------------------ the builder


@dataclass
class Turn:
    """What a seat's policy sees when it must play."""

    seat: int
    hand: list[str]
    trick: list[str]
    trick_no: int
    signals: str


Policy = Callable[[Turn, random.Random], tuple[str, list[str]]]
DealMaker = Callable[[int, random.Random], list[list[str]]]


def legal(hand: list[str], trick: list[str]) -> list[str]:
    """Cards a seat may play: the led suit when it holds it, else anything."""
    if trick:
        same = [c for c in hand if c[1] == trick[0][1]]
        if same:
            return same
    return list(hand)


def n_suit(cards: list[str], suit: str) -> int:
    """How many of the cards are of the suit."""
    return len([c for c in cards if c[1] == suit])


def honest_signal(turn: Turn, card: str) -> list[str]:
    """A true signal about the played card's suit, for leaders (and any seat in bredese)."""
    keeps = [c for c in turn.hand if c != card]
    n = n_suit(keeps, card[1])
    if turn.trick_no == 9:
        return []
    if turn.signals in ("bredese", "neutra"):
        return ["volo"] if n == 0 else (["busso"] if turn.seat % 2 else [])
    if turn.trick:
        return []
    if turn.signals == "classico":
        return ["volo"] if n == 0 else ["striscio"]
    if turn.signals == "ai-tressette":
        return {0: ["volo"], 2: ["ne-ho-ancora-2"]}.get(n, [])
    if turn.signals == "chitarrella":
        return ["piombo"] if n == 0 else ["busso"]
    if turn.signals == "romana":
        words = {1: "un-palo", 2: "due-pali", 3: "tre-pali"}
        voids = len([s for s in SUITS if s != card[1] and n_suit(keeps, s) == 0])
        count = {0: ["volo"], 1: ["una-altra-carta"]}.get(n, [f"altre-{n}-carte"])
        return count + ([f"piombo-a-{words[voids]}"] if voids in words else [])
    return []


def random_policy(turn: Turn, rng: random.Random) -> tuple[str, list[str]]:
    """A random legal card with a true signal where the vocabulary has one."""
    card = rng.choice(legal(turn.hand, turn.trick))
    return card, honest_signal(turn, card)


def silent_policy(turn: Turn, rng: random.Random) -> tuple[str, list[str]]:
    """A random legal card, no signal."""
    return rng.choice(legal(turn.hand, turn.trick)), []


def random_deal(_hand_no: int, rng: random.Random) -> list[list[str]]:
    """A shuffled deck cut into four hands of ten."""
    deck = [r + s for s in SUITS for r in "A234567FCR"]
    rng.shuffle(deck)
    return [sorted(deck[i * 10 : i * 10 + 10]) for i in range(4)]


def rigged_deal(first: dict[int, list[str]]) -> DealMaker:
    """Deals where the given seats hold the given cards in the match's first hand."""

    def make(hand_no: int, rng: random.Random) -> list[list[str]]:
        deal = random_deal(hand_no, rng)
        if hand_no != 0:
            return deal
        wanted = {c for cards in first.values() for c in cards}
        rest = [c for cards in deal for c in cards if c not in wanted]
        out: list[list[str]] = []
        for seat in range(4):
            hand = list(first.get(seat, []))
            while len(hand) < 10:
                hand.append(rest.pop())
            out.append(sorted(hand))
        return out

    return make


def accuse_list(deal: list[list[str]]) -> list[dict[str, Any]]:
    """The accuse of every seat, written as in a record."""
    found: list[dict[str, Any]] = []
    names = {"3": "tre", "2": "due", "A": "assi"}
    for seat, hand in enumerate(deal):
        for suit in SUITS:
            if all(r + suit in hand for r in "A23"):
                found.append({"seat": seat, "kind": "napoletana", "suit": suit, "points": 3})
        for rank, name in names.items():
            have = [s for s in SUITS if rank + s in hand]
            if len(have) == 4:
                found.append({"seat": seat, "kind": f"quattro-{name}", "points": 4})
            elif len(have) == 3:
                miss = next(s for s in SUITS if s not in have)
                found.append({"seat": seat, "kind": f"tre-{name}", "suit": miss, "points": 3})
    return found


def needs_redeal(opts: dict[str, Any], deal: list[list[str]]) -> bool:
    """Whether the redeal options send this deal back."""
    for hand in deal:
        if opts["redeal_under_one_point"] and sum(VALUE.get(c[0], 0) for c in hand) < 3:
            return True
        if opts["redeal_three_sevens"] and len([c for c in hand if c[0] == "7"]) >= 3:
            return True
    return False


def play_hand(
    opts: dict[str, Any],
    dealer: int,
    deal: list[list[str]],
    score: list[int],
    target: int,
    policies: list[Policy],
    rng: random.Random,
) -> tuple[dict[str, Any], bool]:
    """Play one hand; return it and whether it ended the game by tirarsi fuori."""
    accuse = accuse_list(deal) if opts["accuse"] != "off" else []
    acc = [0, 0]
    if opts["accuse"] == "score":
        for entry in accuse:
            acc[entry["seat"] % 2] += entry["points"]
    reach = [score[0] + acc[0], score[1] + acc[1]]
    tirarsi = (
        opts["accuse"] == "score"
        and opts["accuse_ends_game"]
        and max(reach) >= target
        and reach[0] != reach[1]
    )
    hands = [list(h) for h in deal]
    leader = (dealer + 1) % 4
    plays: list[dict[str, Any]] = []
    thirds = [0, 0]
    last = 0
    for trick_no in range(1 if tirarsi else 10):
        trick: list[str] = []
        seats: list[int] = []
        for i in range(4):
            seat = (leader + i) % 4
            turn = Turn(seat, list(hands[seat]), list(trick), trick_no, opts["signals"])
            card, signals = policies[seat](turn, rng)
            hands[seat].remove(card)
            play: dict[str, Any] = {"seat": seat, "card": card}
            if signals or rng.random() < 0.5:
                play["signals"] = signals
            plays.append(play)
            trick.append(card)
            seats.append(seat)
        best = max(
            (k for k in range(4) if trick[k][1] == trick[0][1]),
            key=lambda k: ORDER.index(trick[k][0]),
        )
        leader = seats[best]
        thirds[leader % 2] += sum(VALUE.get(c[0], 0) for c in trick)
        last = leader % 2
    if tirarsi:
        result: dict[str, Any] = {
            "thirds": [0, 0],
            "last_trick": None,
            "card_points": [0, 0],
            "accuse_points": acc,
            "points": list(acc),
            "cappotto": None,
        }
    else:
        card_points = [thirds[t] // 3 + (1 if last == t else 0) for t in (0, 1)]
        cappotto = None
        if opts["cappotto"] and 11 in card_points:
            cappotto = card_points.index(11)
        result = {
            "thirds": thirds,
            "last_trick": last,
            "card_points": card_points,
            "accuse_points": acc,
            "points": [card_points[t] + acc[t] for t in (0, 1)],
            "cappotto": cappotto,
        }
    hand = {"dealer": dealer, "deal": deal, "plays": plays, "accuse": accuse, "result": result}
    return hand, tirarsi


def build_match(
    variant: str = "classico",
    seed: int = 1,
    overrides: dict[str, Any] | None = None,
    policies: list[Policy] | None = None,
    deals: DealMaker = random_deal,
    first_dealer: int = 0,
) -> Record:
    """Play a whole match by the rules and return its record."""
    opts = dict(PRESETS[variant])
    opts.update(overrides or {})
    rng = random.Random(seed)
    seat_policies = policies or [random_policy] * 4
    needed = opts["best_of"] // 2 + 1
    wins = [0, 0]
    dealer = (first_dealer - 1) % 4
    hand_no = 0
    games: list[dict[str, Any]] = []
    while max(wins) < needed:
        decider = (
            opts["best_of"] > 1
            and opts["decider_target"] is not None
            and wins[0] == wins[1] == opts["best_of"] // 2
        )
        target = opts["decider_target"] if decider else opts["target"]
        score = [0, 0]
        hands: list[dict[str, Any]] = []
        while True:
            dealer = (dealer + 1) % 4
            deal = deals(hand_no, rng)
            while needs_redeal(opts, deal):
                deal = random_deal(hand_no, rng)
            hand, tirarsi = play_hand(opts, dealer, deal, score, target, seat_policies, rng)
            hand_no += 1
            hands.append(hand)
            result = hand["result"]
            score = [score[t] + result["points"][t] for t in (0, 1)]
            ahead = 0 if score[0] > score[1] else 1
            if tirarsi:
                winner, ended_by = ahead, "accuse"
            elif result["cappotto"] is not None:
                winner, ended_by = result["cappotto"], "cappotto"
            elif max(score) >= target and score[0] != score[1]:
                winner, ended_by = ahead, "target"
            else:
                continue
            break
        games.append({"hands": hands, "score": score, "winner": winner, "ended_by": ended_by})
        wins[winner] += 1
    return {
        "game": "tressette",
        "variant": variant,
        "options": opts,
        "seed": seed,
        "players": ["random", "heuristic", "random", "heuristic"],
        "games": games,
        "winner": 0 if wins[0] > wins[1] else 1,
    }


def has(faults: list[str], *words: str) -> bool:
    """Whether one fault mentions all the words."""
    return any(all(w in f for w in words) for f in faults)
