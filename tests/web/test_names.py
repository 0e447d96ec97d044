"""Names a player uses (issue 53, point 8): a signal by its name from the catalogs, one name per
signal everywhere (the Italian term, in English too: the table's buttons, the Help page, the
opening-lead table, the replay); a computer as the table calls it ("Computer (club)"), a seat by
its place, never "seat 2"; whose points a score is; dates as the page's language writes them;
a waiting table's options in words, never `target=11`."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot
from tests.web.test_pages import lead_with_signal
from tests.web.test_replay import _call
from tests.web.test_steps_replay import _finished

#: A short Romana match of one game (not a Roman match of three): every signal is the leader's.
ROMANA: dict[str, Any] = {
    "game": "tressette",
    "variant": "romana",
    "seats": ["ai:random", "ai:heuristic", "ai:pimc", "ai:heuristic"],
    "options": {"target": 11, "best_of": 1, "second_game": "tressette"},
}


def _labels(server: str, vocabulary: str) -> dict[str, str]:
    """Each signal of ``vocabulary`` by the name the catalogs give it (and its dialect's)."""
    info = _call(server, "GET", "/api/games/tressette")
    labels = {}
    for signal in info["vocabularies"][vocabulary]["signals"]:
        name, dialect = signal["name"]["en"], signal["dialect"]
        labels[signal["id"]] = f"{name} ({dialect})" if dialect and dialect != name else name
    return labels


def _signalled_romana(server: str) -> tuple[str, int, dict[str, Any], int]:
    """A finished Romana match with a whole hand (not ended on accuse) that has a signal: its
    id, the hand's number (from 1) and record, and the play (from 1) of its first signal."""
    deadline = time.monotonic() + 240
    while True:
        table, record = _finished(server, ROMANA)
        for number, hand in enumerate(record["games"][0]["hands"], start=1):
            plays = hand["plays"]
            signalled = [n for n, play in enumerate(plays, start=1) if play.get("signals")]
            if len(plays) == 40 and signalled:
                return table, number, hand, signalled[0]
        assert time.monotonic() < deadline, "no Romana match with a signal"


def test_the_replay_names_signals_computers_and_seats_as_the_table_does(
    person: Callable[..., Page], server: str
) -> None:
    table, number, hand, play = _signalled_romana(server)
    labels = _labels(server, "romana")
    page = person()
    page.goto(f"/#match={table}&game=1&hand={number}&play={play}")
    expect(page.get_by_test_id("replay-place")).to_contain_text(f"card {play} of")
    # the signal by its name (ho l'asso), never its id (ho-l-asso)
    ids = hand["plays"][play - 1]["signals"]
    shown = page.get_by_test_id("replay-signal")
    expect(shown).to_have_text(", ".join(labels[i] for i in ids))
    # the computers as the table names them: never "heuristic", "pimc", "random"
    names = page.locator("tressette-replay .seat .name")
    expect(names).to_have_text(
        [
            "South · Computer (beginner)",
            "East · Computer (club)",
            "North · Computer (expert)",
            "West · Computer (club)",
        ]
    )
    # the club player's reasons name a seat by its place: "partner (North)", not "(seat 2)"
    expect(page.get_by_test_id("replay-mistakes")).to_be_visible(timeout=120_000)
    advice = page.get_by_test_id("replay-ai")
    page.keyboard.press("Home")
    said = []
    for _ in hand["plays"]:
        page.keyboard.press("ArrowRight")
        said.append(advice.inner_text())
    assert said and not [text for text in said if re.search(r"\bseat \d", text)], said
    assert any(re.search(r"\((North|South|East|West)\)", text) for text in said), said
    screenshot(page, "replay-names")


def test_a_briscola_replay_says_whose_points_are_whose(
    person: Callable[..., Page], server: str
) -> None:
    two = {"game": "briscola", "seats": ["ai:random"] * 2, "options": {"hands_to_win": 1}}
    table, _ = _finished(server, two)
    page = person()
    page.goto(f"/#match={table}&game=1&hand=1&play=0")
    expect(page.get_by_test_id("replay-score")).to_have_text("Points taken: South 0, North 0")
    page.keyboard.press("End")
    expect(page.get_by_test_id("replay-score")).to_have_text(
        re.compile(r"^Points taken: South \d+, North \d+$")
    )


def test_one_name_per_signal_on_the_buttons_the_help_and_the_opening_lead_table(
    person: Callable[..., Page], server: str
) -> None:
    page = person({"options": {"target": 31}})
    page.get_by_test_id("help").click()
    signals = page.get_by_test_id("help-signals")
    names = signals.locator("tr[data-signal] td:first-child")
    expect(names).to_have_text(["busso", "striscio", "volo"])  # never knock / slide / fly
    tabella = page.get_by_test_id("tabella")
    for name in ("busso", "striscio", "volo"):  # the opening-lead table's words
        expect(tabella).to_contain_text(name)
    page.get_by_test_id("help-variant").select_option("bredese")
    expect(signals.locator("tr[data-signal=busso] td").first).to_have_text("busso (cioca)")
    page.get_by_test_id("help-variant").select_option("chitarrella")
    expect(signals.locator("tr[data-signal=piombo] td").first).to_have_text("piombo (plumbo)")
    for name in names.all_inner_texts():
        assert not re.search(r"knock|slide|fly|lead", name), name
    # the meaning glosses the Italian term once, in English
    expect(signals.locator("tr[data-signal=busso] td").nth(1)).to_contain_text("“knock”")
    page.get_by_test_id("nav-lobby").click()
    page.get_by_test_id("new-game").click()
    lead_with_signal(page)
    buttons = page.locator("[data-signal]")  # only the signals true of the hand are offered
    offered = [text.strip() for text in buttons.all_inner_texts()]
    assert offered and set(offered) <= {"busso", "striscio", "volo"}, offered
    for name in offered:
        expect(page.get_by_role("button", name=name, exact=True)).to_have_count(1)


def test_the_lobby_says_dates_in_the_pages_language_and_options_in_words(
    person: Callable[..., Page], server: str
) -> None:
    page = person({"lang": "it", "options": {"target": 31}})
    for number in range(2):  # two games alone, both unfinished
        page.get_by_test_id("new-game").click()
        if number:  # one is unfinished: the lobby asks first
            page.get_by_test_id("start-new-anyway").click()
        expect(page.locator("[data-testid=hand] [data-card]")).to_have_count(10)
        page.get_by_test_id("nav-lobby").click()
    lobby = page.get_by_test_id("lobby")
    expect(lobby).to_contain_text("Tressette classico")
    shown = lobby.inner_text()
    assert not re.search(r"\d{1,2}/\d{1,2}/\d{4}|\d{2}:\d{2}:\d{2}", shown), shown  # no US date
    lines = page.get_by_test_id("your-tables").get_by_test_id("table-line")
    expect(lines).to_have_count(2)
    italian = re.compile(
        r"\b\d{1,2} (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic) \d{4}, \d{2}:\d{2}\b"
    )
    for line in lines.all():
        text = line.inner_text()
        assert italian.search(text), text  # "5 mar 2025, 21:04", not "3/5/2025, 9:04:00 PM"
        assert not re.search(r"\d/\d|AM|PM", text), text
    # a waiting table whose options differ from its variant's: in words, never key=value
    _call(server, "POST", "/api/tables", {
        "game": "tressette", "variant": "classico", "options": {"target": 11},
        "seats": ["human", "open", "ai:heuristic", "ai:heuristic"], "names": {"0": "Rita"},
    })  # fmt: skip
    row = page.locator("li[data-game=tressette]", has_text="Rita").first
    expect(row).to_contain_text("Punti per vincere una partita: 11")
    assert "=" not in row.inner_text()
    screenshot(page, "lobby-names-it")


@pytest.mark.parametrize("width", [1280, 390])
def test_your_tables_name_the_players_and_the_score_never_the_tables_id(
    person: Callable[..., Page], width: int
) -> None:
    page = person({"options": {"target": 31}}, width=width)
    panel = page.get_by_test_id("tressette-panel")
    panel.locator("[data-seat-choice]").nth(0).select_option("open")
    panel.get_by_test_id("new-tressette").click()
    expect(page.get_by_test_id("waiting-room")).to_be_visible()
    waiting = page.url.rsplit("/", 1)[-1]
    page.get_by_test_id("nav-lobby").click()
    seat = panel.locator("[data-seat-choice]").nth(0)
    expect(seat).to_have_value("open")  # the panel as it was left
    seat.select_option("ai:heuristic")
    page.get_by_test_id("new-game").click()
    expect(page.locator("[data-testid=hand] [data-card]")).to_have_count(10)
    alone = page.url.rsplit("/", 1)[-1]
    page.get_by_test_id("nav-lobby").click()
    mine = page.get_by_test_id("your-tables")
    expect(mine.get_by_test_id("table-line")).to_have_count(2)
    text = mine.inner_text()
    assert waiting not in text and alone not in text  # no table's id
    expect(mine.locator(f"li[data-table='{alone}']")).to_contain_text(
        "you and Computer (club) against Computer (club) and Computer (club)"
    )
    score = re.compile(r"score \d+\u2013\d+")
    expect(mine.locator(f"li[data-table='{alone}']")).to_contain_text(score)
    expect(mine.locator(f"li[data-table='{waiting}']")).to_contain_text(
        "you and Computer (club) against open seat and Computer (club)"
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    screenshot(page, f"lobby-your-tables-{width}")
