"""benchmarks/opening_lead.py: the solved deals it collects and the model it fits to them."""

from __future__ import annotations

import json
import random
from pathlib import Path

from benchmarks import opening_lead

from circolo.core.cards.italian import DECK, Card
from circolo.games.tressette.players.pimc.opening import OpeningModel, candidates


def test_each_collected_deal_holds_the_exact_value_of_every_opening_lead(tmp_path: Path) -> None:
    out = tmp_path / "deals.jsonl"
    assert opening_lead._collect(("classico", 3, range(3), str(out))) == 3
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [row["index"] for row in rows] == [0, 1, 2]
    for row in rows:
        hand = [Card.parse(code) for code in row["hand"]]
        assert len(hand) == 10 and row["rules"] in row["values"]
        assert set(row["values"]) == {card.code for card in hand}  # every card may lead
        assert all(0 <= value <= 35 for value in row["values"].values())


def test_the_fit_finds_the_weights_that_made_the_values() -> None:
    # Values made by a known model (plus nothing else): the fit ranks leads as it does.
    rng = random.Random(1)
    truth = {"c:3": 2.0, "c:L": -1.0, "n:1:L": 3.0, "o3:1:A": 1.5}
    rows: list[opening_lead.SolvedDeal] = []
    for index in range(300):
        hand = rng.sample(DECK, 10)
        made = OpeningModel(truth, deals=0)
        level = rng.uniform(5, 25)  # the hand's own worth, which the fit must ignore
        values = {c.code: round(3 * (level + made.score(hand, c))) for c in hand}
        rows.append(
            opening_lead.SolvedDeal(
                index=index, hand=[c.code for c in hand], values=values, rules=hand[0].code
            )
        )
    index_of: dict[str, int] = {}
    deals = [d for r in rows if (d := opening_lead._deal_data(r, index_of, True)) is not None]
    names = sorted(index_of, key=index_of.__getitem__)
    weights = opening_lead._fit(deals, len(names), ridge=0.1, steps=300)
    learned = OpeningModel(dict(zip(names, weights, strict=True)), deals=len(deals))
    agree = 0
    for row in rows[:100]:
        hand = [Card.parse(code) for code in row["hand"]]
        values = row["values"]
        chosen = max(candidates(hand), key=lambda c: learned.score(hand, c))
        agree += values[chosen.code] == max(values[c.code] for c in candidates(hand))
    assert agree >= 95


def test_training_writes_weights_the_player_can_load(tmp_path: Path) -> None:
    rng = random.Random(2)
    data = tmp_path / "deals.jsonl"
    with data.open("w") as sink:
        for index in range(40):
            hand = rng.sample(DECK, 10)
            values = {c.code: rng.randrange(36) for c in hand}
            row = {"index": index, "hand": [c.code for c in hand], "values": values}
            sink.write(json.dumps({**row, "rules": hand[0].code}) + "\n")
    out = tmp_path / "weights.json"
    opening_lead._train([data], [10.0], steps=20, out=out)
    written = json.loads(out.read_text())
    assert written["deals"] == 40 - 40 // opening_lead.HELD_OUT
    assert written["weights"] and all(isinstance(w, float) for w in written["weights"].values())
