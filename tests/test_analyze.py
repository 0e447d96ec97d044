"""`circolo analyze`: each card of a record against the best card, all hands known."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from circolo.core.cards.italian import Card, parse_cards
from circolo.games.tressette.ranking import strength
from circolo.games.tressette.solver import reference


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("analyze") / "games.jsonl"
    subprocess.run(
        [sys.executable, "-m", "circolo", "selfplay", "--variant", "classico",
         "--set", "target=11", "--matches", "1", "--seed", "4",
         "--players", "heuristic,random,heuristic,random", "--out", str(path)],
        check=True,
    )  # fmt: skip
    return path


@pytest.fixture(scope="module")
def analysed(records: Path) -> list[dict[str, object]]:
    done = analyze(str(records), "--json")
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def analyze(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "circolo", "analyze", *args],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip


def test_every_hand_is_one_json_object_in_record_order_with_each_plays_values(
    records: Path, analysed: list[dict[str, Any]]
) -> None:
    hands = analysed
    lines = [json.loads(line) for line in records.read_text().splitlines()]
    expected = [
        (m, g, h)
        for m, record in enumerate(lines, start=1)
        for g, game in enumerate(record["games"], start=1)
        for h, _ in enumerate(game["hands"], start=1)
    ]
    assert [(x["match"], x["game"], x["hand"]) for x in hands] == expected
    for hand, (m, g, h) in zip(hands, expected, strict=True):
        recorded = lines[m - 1]["games"][g - 1]["hands"][h - 1]
        assert [p["card"] for p in hand["plays"]] == [p["card"] for p in recorded["plays"]]
        for play in hand["plays"]:
            assert play["value_best"] >= play["value_played"]
            assert (play["card"] in play["best"]) == (play["value_best"] == play["value_played"])
        assert hand["plays"][-1]["value_played"] == hand["plays"][-1]["value_best"]


def test_late_values_agree_with_the_reference_solver(
    records: Path, analysed: list[dict[str, Any]]
) -> None:
    hand_json = analysed[0]
    recorded = json.loads(records.read_text().splitlines()[0])["games"][0]["hands"][0]
    hands = [list(parse_cards(cards)) for cards in recorded["deal"]]
    plays = [Card.parse(p["card"]) for p in recorded["plays"]]
    leader = next(s for s in range(4) if plays[0] in hands[s])
    trick: list[Card] = []
    for number, card in enumerate(plays):
        seat = (leader + len(trick)) % 4
        if number >= 24 and len(trick) < 3:  # four cards a hand or fewer: the reference is quick
            after = [
                [c for c in h if c is not card] if s == seat else h for s, h in enumerate(hands)
            ]
            value = reference.team_thirds(after, leader, [*trick, card], seat % 2)
            assert hand_json["plays"][number]["value_played"] == value
        hands[seat].remove(card)
        trick.append(card)
        if len(trick) == 4:
            suit = trick[0].suit
            top = max((c for c in trick if c.suit is suit), key=lambda c: strength(c))
            leader = (leader + trick.index(top)) % 4
            trick = []


def test_the_report_names_the_cards_given_away_in_each_language(records: Path) -> None:
    italian = analyze(str(records), "--lang", "it").stdout
    english = analyze(str(records)).stdout
    assert italian.startswith("Incontro 1, partita 1, mano 1")
    assert english.startswith("Match 1, game 1, hand 1")
    assert "thirds given away by seat" in english and "terzi persi per posto" in italian


def test_a_record_that_breaks_the_rules_is_reported_and_the_others_analysed(
    records: Path, tmp_path: Path
) -> None:
    good = records.read_text().splitlines()[0]
    broken = json.loads(good)
    broken["games"][0]["hands"][0]["plays"][0]["card"] = "11d"  # not a card
    path = tmp_path / "mixed.jsonl"
    path.write_text(json.dumps(broken) + "\n" + good + "\n")
    done = analyze(str(path), "--json")
    assert done.returncode == 1
    assert "not analysed: match 1" in done.stderr
    assert {json.loads(line)["match"] for line in done.stdout.splitlines()} == {2}


def test_a_missing_file_is_refused_in_one_sentence(tmp_path: Path) -> None:
    done = analyze(str(tmp_path / "nope.jsonl"))
    assert done.returncode == 2 and "no such file" in done.stderr


def test_a_record_of_a_game_the_solver_does_not_play_is_named_not_analysed(
    tmp_path: Path,
) -> None:
    path = tmp_path / "pinnacola.jsonl"
    subprocess.run(
        [sys.executable, "-m", "circolo", "selfplay", "--game", "pinnacola", "--set",
         "mode=single", "--matches", "1", "--seed", "2", "--out", str(path)],
        check=True,
    )  # fmt: skip
    done = analyze(str(path), "--json")
    assert done.returncode == 1 and done.stdout == ""
    assert "line 1 not analysed: the solver does not play pinnacola" in done.stderr


def test_each_play_says_what_the_club_player_would_have_played_and_why(
    records: Path, analysed: list[dict[str, Any]]
) -> None:
    record = json.loads(records.read_text().splitlines()[0])
    first = record["games"][0]["hands"][0]
    held = [set(cards) for cards in first["deal"]]
    for play in analysed[0]["plays"]:
        advice = play["ai"]
        assert advice["card"] in held[play["seat"]]  # a card the seat held then
        assert advice["text"]["it"] and advice["text"]["en"]
        # and as reasons (codes and facts): the replay names the seats by their places
        assert advice["reasons"] and all(isinstance(r["code"], str) for r in advice["reasons"])
        held[play["seat"]].discard(play["card"])
