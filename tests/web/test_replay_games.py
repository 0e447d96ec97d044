"""The replay of a match of several games: every game is there (the Roman match's Briscola game
too, by Briscola's own viewer), the address's game is the one shown, a game the match does not
have is said so, and the view follows the address when it is edited."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot
from tests.web.test_steps_replay import _finished

#: A Roman match of four computers, short: Tressette games to one point, the second at Briscola.
ROMAN: dict[str, Any] = {
    "game": "tressette",
    "variant": "romana",
    "seats": ["ai:random"] * 4,
    "options": {"target": 1, "best_of": 3, "second_game": "briscola", "decider_target": None},
}


def _go(page: Page, table: str, game: int, hand: int = 1, play: int = 0) -> None:
    """Edit the address, as a person would in the address bar (the page is not reloaded)."""
    page.evaluate(
        "hash => { location.hash = hash; }", f"match={table}&game={game}&hand={hand}&play={play}"
    )


@pytest.mark.parametrize("width", [1280, 390])
def test_every_game_of_a_roman_match_is_replayed_and_the_view_follows_the_address(
    person: Callable[..., Page], server: str, width: int
) -> None:
    table, record = _finished(server, ROMAN)
    games = record["games"]
    assert games[1]["game"] == "briscola"
    page = person(width=width)
    page.goto(f"/#match={table}&game=2&hand=1&play=0")
    row = page.get_by_test_id("replay-games")
    expect(row.get_by_role("link")).to_have_count(len(games))
    expect(row.get_by_role("link", name="Game 2 · Briscola")).to_have_attribute(
        "aria-current", "page"
    )
    # the address's game 2 is the Briscola game, by Briscola's viewer: its deal, its briscola
    briscola = games[1]["hands"][0]
    expect(page.get_by_test_id("replay-says")).to_contain_text("the briscola is")
    expect(page.locator("[data-testid=replay-held] [data-card]")).to_have_count(
        sum(len(cards) for cards in briscola["deal"])
    )
    expect(page.locator("tressette-replay")).to_have_count(0)
    screenshot(page, f"replay-roman-briscola-{width}")

    # game 1's last card, one step on: the Briscola game's deal (not game 3)
    last = len(games[0]["hands"])
    end = len(games[0]["hands"][-1]["plays"])  # (a hand can end early, on accuse)
    at_end = f"Game 1, hand {last} · card {end} of {end}"
    _go(page, table, 1, last, end)
    expect(page.get_by_test_id("replay-place")).to_contain_text(at_end)
    expect(row.get_by_role("link", name="Game 1")).to_have_attribute("aria-current", "page")
    page.keyboard.press("ArrowRight")
    expect(page.get_by_test_id("replay-place")).to_contain_text("Hand 1 · step 0 of")
    expect(page).to_have_url(re.compile(r"game=2&hand=1&play=0$"))
    page.keyboard.press("ArrowLeft")  # and back: game 1's end
    expect(page.get_by_test_id("replay-place")).to_contain_text(at_end)

    # the address edited by hand moves the view, within a game and to another
    total = len(games[0]["hands"][0]["plays"])
    some = min(3, total)
    _go(page, table, 1, 1, some)
    expect(page.get_by_test_id("replay-place")).to_contain_text(
        f"Game 1, hand 1 · card {some} of {total}"
    )
    _go(page, table, 2, 1, 2)
    expect(page.get_by_test_id("replay-place")).to_contain_text("Hand 1 · step 2 of")
    page.go_back()  # the address before: history moves the view too
    expect(page.get_by_test_id("replay-place")).to_contain_text(
        f"Game 1, hand 1 · card {some} of {total}"
    )

    # a game the match does not have is said so, not shown as another
    _go(page, table, 7)
    count = len(games)
    expect(page.get_by_test_id("replay-no-game")).to_have_text(
        f"This match has no game 7: it had {count} games, from 1 to {count}. Choose one above."
    )
    expect(page.locator("tressette-replay, steps-replay")).to_have_count(0)
    row.get_by_role("link", name="Game 1").click()
    expect(page.get_by_test_id("replay-place")).to_contain_text(
        f"Game 1, hand 1 · card 0 of {total}"
    )
    if len(games) > 2:  # a third game, at Tressette again
        _go(page, table, 3)
        expect(page.get_by_test_id("replay-place")).to_contain_text("Game 3, hand 1 · card 0 of")
        page.keyboard.press("ArrowLeft")  # back from game 3: the Briscola game's end
        expect(page.get_by_test_id("replay-says")).to_be_visible()
        expect(row.get_by_role("link", name="Game 2 · Briscola")).to_have_attribute(
            "aria-current", "page"
        )
    screenshot(page, f"replay-roman-games-{width}")
