"""Self-tests of the independent Tressette referee.

A small record builder, written here from the rules and independent of the referee's
code paths, plays whole matches with pluggable seat policies; the referee must accept
what it builds, and must catch each fault that a test plants in a copy.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from .referee import check_jsonl, check_record, main

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


# ----------------------------------------------------------- valid records pass


@pytest.mark.parametrize("variant", list(PRESETS))
def test_valid_matches_of_every_preset_pass(variant: str) -> None:
    for seed in range(1, 4):
        record = build_match(variant, seed)
        assert check_record(json.loads(json.dumps(record))) == []


def test_valid_small_target_best_of_five_passes() -> None:
    overrides = {"target": 11, "best_of": 5, "decider_target": 21}
    for seed in range(1, 6):
        assert check_record(build_match("chitarrella", seed, overrides)) == []


def test_accuse_order_does_not_matter() -> None:
    record = build_match("bredese", 3, {"target": 21})
    for game in record["games"]:
        for hand in game["hands"]:
            hand["accuse"].reverse()
    assert check_record(record) == []


# ------------------------------------------------------------- structure faults


def test_not_an_object_and_bad_options() -> None:
    assert check_record([1, 2]) == ["the record is not a JSON object"]
    record = build_match("classico", 1)
    record["options"]["best_of"] = 2
    record["options"]["signals"] = "francese"
    faults = check_record(record)
    assert has(faults, "best_of", "1, 3 or 5")
    assert has(faults, "signals", "francese")
    record = build_match("classico", 1)
    del record["options"]["cappotto"]
    assert has(check_record(record), "option cappotto is missing")
    record = build_match("classico", 1)
    record["variant"] = "napoletana"
    record["players"] = ["random"] * 3
    faults = check_record(record)
    assert has(faults, "variant")
    assert has(faults, "players")


def test_deal_must_be_the_whole_deck() -> None:
    record = build_match("neutra", 2)
    deal = record["games"][0]["hands"][0]["deal"]
    deal[1][0] = deal[0][0]
    faults = check_record(record)
    assert has(faults, "dealt 2 times")
    assert has(faults, "missing from the deal")


# ------------------------------------------------------------------ play faults


def revoke_once() -> Policy:
    """A policy that fails to follow suit once, when it can."""
    state = {"done": False}

    def policy(turn: Turn, rng: random.Random) -> tuple[str, list[str]]:
        if not state["done"] and turn.trick:
            off = [c for c in turn.hand if c[1] != turn.trick[0][1]]
            if off and len(off) < len(turn.hand):
                state["done"] = True
                return off[0], []
        return silent_policy(turn, rng)

    return policy


def test_not_following_suit_is_caught() -> None:
    record = build_match("neutra", 5, policies=[silent_policy, revoke_once()] * 2)
    faults = check_record(record)
    assert len(faults) == 1
    assert "must follow suit" in faults[0]
    assert faults[0].startswith("game 1, hand 1, play ")


def test_card_not_held_and_wrong_turn() -> None:
    record = build_match("neutra", 6)
    plays = record["games"][0]["hands"][0]["plays"]
    plays[5]["card"] = record["games"][0]["hands"][0]["deal"][plays[6]["seat"]][0]
    assert has(check_record(record), "play 6", "does not hold")
    record = build_match("neutra", 6)
    plays = record["games"][0]["hands"][0]["plays"]
    plays[0]["seat"] = (plays[0]["seat"] + 1) % 4
    assert has(check_record(record), "play 1", "led the first trick")


def test_wrong_trick_winner_shows_in_the_result() -> None:
    record = build_match("neutra", 7)
    result = record["games"][0]["hands"][0]["result"]
    result["thirds"] = [result["thirds"][0] + 1, result["thirds"][1] - 1]
    faults = check_record(record)
    assert has(faults, "hand 1", "thirds is")


def test_too_few_plays() -> None:
    record = build_match("neutra", 8)
    del record["games"][0]["hands"][0]["plays"][-4:]
    assert has(check_record(record), "hand 1", "36 plays")


# --------------------------------------------------------------- score faults


def test_wrong_game_score_and_winner() -> None:
    record = build_match("classico", 4)
    game = record["games"][0]
    game["score"][0] += 1
    assert has(check_record(record), "game 1", "score")
    record = build_match("classico", 4)
    record["games"][0]["winner"] ^= 1
    record["winner"] ^= 1
    faults = check_record(record)
    assert has(faults, "game's winner")
    assert has(faults, "match winner")


def test_wrong_hand_points() -> None:
    record = build_match("classico", 4)
    result = record["games"][0]["hands"][0]["result"]
    result["card_points"] = [result["card_points"][0] + 1, result["card_points"][1]]
    faults = check_record(record)
    assert has(faults, "card_points is")
    assert has(faults, "add up to 12, not 11")


def test_missing_or_extra_hand() -> None:
    record = build_match("classico", 9)
    assert len(record["games"][0]["hands"]) > 1
    record["games"][0]["hands"].pop()
    assert has(check_record(record), "no team has won")
    record = build_match("classico", 9)
    hands = record["games"][0]["hands"]
    extra = copy.deepcopy(hands[-1])
    extra["dealer"] = (extra["dealer"] + 1) % 4
    extra["plays"] = []
    hands.append(extra)
    assert has(check_record(record), "after the game had ended")


def test_dealer_rotation() -> None:
    record = build_match("classico", 9, first_dealer=2)
    assert check_record(record) == []
    record["games"][0]["hands"][1]["dealer"] = 0
    assert has(check_record(record), "hand 2", "passes to seat 3")


def test_match_length_and_bella() -> None:
    overrides = {"target": 11, "decider_target": 21}
    seed = next(s for s in range(1, 200) if len(build_match("romana", s, overrides)["games"]) == 3)
    record = build_match("romana", seed, overrides)
    assert check_record(record) == []
    shorter = copy.deepcopy(record)
    shorter["games"].pop()
    assert has(check_record(shorter), "no team has won 2")
    plain = copy.deepcopy(record)
    plain["options"]["decider_target"] = None
    assert check_record(plain) != []
    # best_of 1 ignores decider_target
    single = build_match("classico", 3, {"decider_target": 5})
    assert check_record(single) == []


# --------------------------------------------------------------- accuse faults


def test_missing_and_wrong_accusa() -> None:
    deals = rigged_deal({0: ["Ad", "2d", "3d"]})
    record = build_match("classico", 1, {"redeal_under_one_point": False}, deals=deals)
    assert check_record(record) == []
    accuse = record["games"][0]["hands"][0]["accuse"]
    napoletana = next(a for a in accuse if a["kind"] == "napoletana" and a["seat"] == 0)
    accuse.remove(napoletana)
    faults = check_record(record)
    assert has(faults, "seat 0's napoletana of denari is missing")
    napoletana["points"] = 4
    accuse.append(napoletana)
    assert has(check_record(record), "worth 3")


def test_four_of_a_kind_counts_only_as_four() -> None:
    deals = rigged_deal({1: ["2d", "2c", "2s", "2b"]})
    record = build_match("chitarrella", 2, deals=deals)
    assert check_record(record) == []
    accuse = record["games"][0]["hands"][0]["accuse"]
    assert {"seat": 1, "kind": "quattro-due", "points": 4} in accuse
    accuse.append({"seat": 1, "kind": "tre-due", "suit": "b", "points": 3})
    assert has(check_record(record), "tre-due", "the deal lacks")


def test_accuse_off_must_be_empty() -> None:
    record = build_match("neutra", 3)
    record["games"][0]["hands"][0]["accuse"] = [
        {"seat": 0, "kind": "tre-tre", "suit": "d", "points": 3}
    ]
    assert has(check_record(record), "accuse are off")


def test_tirarsi_fuori() -> None:
    overrides = {"target": 3, "best_of": 1}
    others = {1: ["4d", "4c"], 2: ["5d", "5c"], 3: ["6d", "6c"]}
    deals = rigged_deal({0: ["Ad", "2d", "3d", "Rc"], **others})
    seed = next(
        s
        for s in range(1, 100)
        if accuse_list(deals(0, random.Random(s)))
        == [{"seat": 0, "kind": "napoletana", "suit": "d", "points": 3}]
    )
    record = build_match("romana", seed, overrides, deals=deals)
    game = record["games"][0]
    assert game["ended_by"] == "accuse"
    assert len(game["hands"]) == 1
    assert len(game["hands"][0]["plays"]) == 4
    assert check_record(record) == []
    # the same hand played out is wrong when tirarsi fuori is on
    played = build_match("romana", seed, {**overrides, "accuse_ends_game": False}, deals=deals)
    played["options"]["accuse_ends_game"] = True
    assert has(check_record(played), "hand 1", "tirarsi fuori")


def test_tirarsi_fuori_level_is_played_out() -> None:
    overrides = {"target": 3, "best_of": 1}
    deals = rigged_deal({0: ["Ad", "2d", "3d"], 1: ["Ac", "2c", "3c"]})
    seed = next(
        s
        for s in range(1, 200)
        if sum(a["points"] for a in accuse_list(deals(0, random.Random(s)))) == 6
    )
    record = build_match("romana", seed, overrides, deals=deals)
    assert len(record["games"][0]["hands"][0]["plays"]) == 40
    assert check_record(record) == []


# ------------------------------------------------------------ cappotto, redeal


def strongest_for_seat_0(turn: Turn, rng: random.Random) -> tuple[str, list[str]]:
    """Seat 0 plays its strongest legal card; the others play at random."""
    if turn.seat == 0:
        return max(legal(turn.hand, turn.trick), key=lambda c: ORDER.index(c[0])), []
    return silent_policy(turn, rng)


def test_cappotto() -> None:
    tops = ["3d", "3c", "3s", "3b", "2d", "2c", "2s", "2b", "Ad", "Ac"]
    overrides = {"redeal_under_one_point": False, "redeal_three_sevens": False}
    record = build_match(
        "classico", 1, overrides, [strongest_for_seat_0] * 4, rigged_deal({0: tops}), 3
    )
    game = record["games"][0]
    assert game["ended_by"] == "cappotto"
    assert game["hands"][0]["result"]["cappotto"] == 0
    assert check_record(record) == []
    record["games"][0]["ended_by"] = "target"
    assert has(check_record(record), "ended by cappotto")
    record = build_match(
        "classico", 1, overrides, [strongest_for_seat_0] * 4, rigged_deal({0: tops}), 3
    )
    record["games"][0]["hands"][0]["result"]["cappotto"] = None
    assert has(check_record(record), "cappotto is null")


def test_redeal_options() -> None:
    deals = rigged_deal({2: ["7d", "7c", "7s"]})
    overrides = {"redeal_three_sevens": False, "redeal_under_one_point": False}
    record = build_match("classico", 1, overrides, deals=deals)
    assert check_record(record) == []
    record["options"]["redeal_three_sevens"] = True
    assert has(check_record(record), "seat 2", "sevens", "redealt")
    poor = rigged_deal({1: ["4d", "4c", "4s", "4b", "5d", "5c", "5s", "5b", "6d", "Fd"]})
    record = build_match("classico", 1, overrides, deals=poor)
    record["options"]["redeal_under_one_point"] = True
    assert has(check_record(record), "seat 1", "1 thirds", "redealt")


# ---------------------------------------------------------------- signal faults


def always_says(signal: str, position: int = 0) -> Policy:
    """A policy that says the same signal at one position in every trick but the last."""

    def policy(turn: Turn, rng: random.Random) -> tuple[str, list[str]]:
        card = rng.choice(legal(turn.hand, turn.trick))
        if len(turn.trick) == position and turn.trick_no < 9:
            return card, [signal]
        return card, []

    return policy


def test_false_signal_refused_or_allowed() -> None:
    record = build_match("ai-tressette", 2, policies=[always_says("volo")] * 4)
    assert has(check_record(record), "signalled volo", "false")
    allowed = build_match(
        "ai-tressette", 2, {"false_signals": True}, policies=[always_says("volo")] * 4
    )
    assert check_record(allowed) == []


def test_signal_by_a_non_leader() -> None:
    record = build_match("classico", 2, policies=[always_says("busso", 1)] * 4)
    assert has(check_record(record), "without leading")
    record = build_match("bredese", 2, {"target": 21}, policies=[always_says("via", 2)] * 4)
    assert check_record(record) == []


def test_signal_on_the_tenth_trick_and_unknown_ids() -> None:
    record = build_match("classico", 3)
    plays = record["games"][0]["hands"][0]["plays"]
    plays[36]["signals"] = ["busso"]
    plays[0]["signals"] = ["cioca"]
    faults = check_record(record)
    assert has(faults, "play 37", "tenth trick")
    assert has(faults, "play 1", "cioca", "not a signal")


def test_signals_off_and_romana_pairs() -> None:
    record = build_match("classico", 3, {"signals": "none"}, policies=[silent_policy] * 4)
    assert check_record(record) == []
    record["games"][0]["hands"][0]["plays"][0]["signals"] = ["busso"]
    assert has(check_record(record), "signals are off")
    record = build_match("romana", 3, policies=[silent_policy] * 4)
    record["games"][0]["hands"][0]["plays"][0]["signals"] = ["volo", "buona"]
    assert has(check_record(record), "2 signals")


# ---------------------------------------------------------- file and command


def test_jsonl_and_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = build_match("classico", 1)
    bad = build_match("classico", 2)
    bad["games"][0]["score"][1] += 2
    path = tmp_path / "matches.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\nnot json\n")
    faults = check_jsonl(str(path))
    assert faults
    assert all(f.startswith(("match 2: ", "match 3: ")) for f in faults)
    assert has(faults, "match 3: ", "not valid JSON")
    assert main([str(path)]) == 1
    assert "match 2: game 1" in capsys.readouterr().out
    path.write_text(json.dumps(good) + "\n")
    assert main([str(path)]) == 0
    assert main([str(tmp_path / "absent.jsonl")]) == 2


def test_referee_never_crashes_on_mangled_records() -> None:
    rng = random.Random(11)
    base = build_match("romana", 4, {"target": 21})
    junk: list[Any] = [None, -1, 7, "x", "Zz", [], {}, [0, 1], True, 3.5]

    def paths(node: Any, prefix: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        out = [prefix]
        if isinstance(node, dict):
            for key, value in node.items():
                out += paths(value, (*prefix, key))
        elif isinstance(node, list):
            for index, value in enumerate(node):
                out += paths(value, (*prefix, index))
        return out

    every = paths(base, ())[1:]
    for _ in range(300):
        record = copy.deepcopy(base)
        where = rng.choice(every)
        parent = record
        for step in where[:-1]:
            parent = parent[step]
        parent[where[-1]] = rng.choice(junk)
        faults = check_record(record)
        assert isinstance(faults, list)
        assert all(isinstance(f, str) for f in faults)
