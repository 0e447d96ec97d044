"""Writes the golden records of tests/golden/ (run: python -m tests.golden.make_golden).

Each golden record is a whole match played by seeded random players; where a scenario needs
a particular deal (a napoletana with four 2s, a cappotto, accuse that end the game) one hand
is stacked, the rest shuffled. Scenarios that random play reaches by itself (a bella, both
teams past the target) are found by trying seeds in order. The tests read the files and
check the facts each was made for, so a regenerated file must still show them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from circolo.core.cards.italian import DECK, Card, parse_cards
from circolo.core.record_json import dumps
from circolo.games.tressette.match import MatchState
from circolo.games.tressette.options import TressetteOptions, preset, with_values
from circolo.games.tressette.players.random_player import RandomPlayer
from circolo.games.tressette.players.selfplay import deal_until_playable, play_match, seat_rng
from circolo.games.tressette.ranking import sort_key
from circolo.games.tressette.record import match_record
from circolo.games.tressette.state import HandState

HERE = Path(__file__).parent
Hands = tuple[tuple[Card, ...], ...]
Craft = Callable[[MatchState, random.Random], "Hands | None"]


def _deal_relative(dealer: int, by_offset: dict[int, str], rng: random.Random) -> Hands:
    """Seats given as offsets from the leader (0 = dealer+1) get these cards; the rest shuffled."""
    hands: dict[int, list[Card]] = {
        (dealer + 1 + offset) % 4: list(parse_cards(text.split()))
        for offset, text in by_offset.items()
    }
    taken = {card for hand in hands.values() for card in hand}
    rest = [card for card in DECK if card not in taken]
    rng.shuffle(rest)
    for seat in range(4):
        if seat not in hands:
            hands[seat] = [rest.pop() for _ in range(10)]
    return tuple(tuple(sorted(hands[seat], key=sort_key)) for seat in range(4))


def _match(options: TressetteOptions, seed: int, craft: Craft | None = None) -> MatchState:
    def deal(match: MatchState, rng: random.Random) -> MatchState:
        hands = craft(match, rng) if craft is not None else None
        if hands is not None and match.redeal_reason(hands) is None:
            return match.deal(hands)
        return deal_until_playable(match, rng)

    players = [RandomPlayer(seat_rng(seed, seat)) for seat in range(4)]
    return play_match(options, players, random.Random(seed), deal=deal)


def _write(
    name: str, variant: str, options: TressetteOptions, seed: int, match: MatchState
) -> None:
    record = match_record(match, variant=variant, seed=seed, players=["random"] * 4)
    (HERE / f"{name}.jsonl").write_text(dumps(record) + "\n", encoding="utf-8")
    print(f"{name}: seed {seed}")


def _first_hand_only(
    by_offset: dict[int, str],
) -> Craft:
    def craft(match: MatchState, rng: random.Random) -> Hands | None:
        if match.games or match.hands:
            return None
        return _deal_relative(match.dealer, by_offset, rng)

    return craft


def napoletana_with_four_twos() -> None:
    """The leader holds A 2 3 of denari and the four 2s: napoletana + quattro-due = 7."""
    options = preset("classico")
    match = _match(options, 11, _first_hand_only({0: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"}))
    _write("napoletana_four_twos", "classico", options, 11, match)


def cappotto() -> None:
    """The leader holds all ten denari and wins every trick: 11 card points, game over."""
    options = preset("classico")
    stack = {
        0: "Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd",
        1: "3c 2c Ac 3s 2s As 7c 6c 5c 4c",
        2: "Fc Cc Rc 4s 5s 6s 7s Fs Cs Rs",
        3: "3b 2b Ab Rb Cb Fb 7b 6b 5b 4b",
    }
    match = _match(options, 5, _first_hand_only(stack))
    _write("cappotto", "classico", options, 5, match)


def _tirarsi_fuori_craft(match: MatchState, rng: random.Random) -> Hands | None:
    """Near the target, give a team-0 seat a napoletana and the four 2s (7 points)."""
    if match.games or not 34 <= match.score[0] < match.target:
        return None
    offset = 0 if (match.dealer + 1) % 2 == 0 else 1
    hands = _deal_relative(match.dealer, {offset: "Ad 2d 3d 2c 2s 2b 7c 5s Fb Cb"}, rng)
    state = HandState.start(match.options, match.dealer, hands)
    extra = state.accuse_points
    totals = (match.score[0] + extra[0], match.score[1] + extra[1])
    return hands if totals[0] >= match.target and totals[0] > totals[1] else None


def tirarsi_fuori() -> None:
    """Romana: accuse take team 0 past 41 ahead of team 1; the game ends after one trick."""
    options = preset("romana")
    for seed in range(1000):
        match = _match(options, seed, _tirarsi_fuori_craft)
        if match.games[0].ended_by == "accuse":
            _write("tirarsi_fuori", "romana", options, seed, match)
            return
    raise SystemExit("no seed gave tirarsi fuori")


def _search(
    name: str, variant: str, options: TressetteOptions, good: Callable[[Any], bool]
) -> None:
    for seed in range(100_000):
        match = _match(options, seed)
        record = match_record(match, variant=variant, seed=seed, players=["random"] * 4)
        if good(record):
            _write(name, variant, options, seed, match)
            return
    raise SystemExit(f"no seed found for {name}")


def running_scores(game: dict[str, Any]) -> list[tuple[int, int]]:
    """The score of a game after each of its hands."""
    scores, total = [], (0, 0)
    for hand in game["hands"]:
        points = hand["result"]["points"]
        total = (total[0] + points[0], total[1] + points[1])
        scores.append(total)
    return scores


def bella_at_41() -> None:
    """Romana best of 3 to 31, the bella to 41: 1-1, then a third game that passes 31."""
    options = with_values(preset("romana"), {"target": 31})

    def good(record: dict[str, Any]) -> bool:
        games = record["games"]
        if len(games) != 3 or any(g["ended_by"] != "target" for g in games):
            return False
        passed_31 = [s for s in running_scores(games[2])[:-1] if 31 <= max(s) < 41]
        return bool(passed_31)

    _search("bella_at_41", "romana", options, good)


def both_past_target() -> None:
    """Classico: one hand takes both teams past 31, and the higher total wins."""
    options = preset("classico")

    def good(record: dict[str, Any]) -> bool:
        game = record["games"][0]
        before = running_scores(game)[-2] if len(game["hands"]) > 1 else (0, 0)
        final = game["score"]
        return max(before) < 31 and min(final) >= 31 and final[0] != final[1]

    _search("both_past_target", "classico", options, good)


def tie_plays_on() -> None:
    """Classico to 11: a hand leaves both teams level past the target; another hand follows."""
    options = with_values(preset("classico"), {"target": 11})

    def good(record: dict[str, Any]) -> bool:
        game = record["games"][0]
        scores = running_scores(game)
        return any(a == b and a >= 11 for a, b in scores[:-1])

    _search("tie_plays_on", "classico", options, good)


if __name__ == "__main__":
    napoletana_with_four_twos()
    cappotto()
    tirarsi_fuori()
    bella_at_41()
    both_past_target()
    tie_plays_on()
