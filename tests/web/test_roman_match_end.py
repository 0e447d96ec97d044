"""A Roman match that ends on the accuse, in a real browser: every game ends at its first trick on
a side's accuse, the bella (to its own target) on the opponents'. Each hand's panel says in a
sentence why the game ended with no card counted, and at the end the header gives the target
the last game was played to, not the next one's."""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from tests.web.conftest import people, screenshot, serving
from tests.web.serve_accuse_ends_match import OPTIONS
from tests.web.test_browser import play_until

#: The server whose tables' Roman match ends each game on the accuse.
LAUNCHER = [sys.executable, str(Path(__file__).with_name("serve_accuse_ends_match.py"))]


@pytest.fixture(scope="module")
def accuse_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A `circolo serve` whose Roman matches end every game on the accuse; its base URL."""
    with serving(tmp_path_factory.mktemp("accuse-ends"), "127.0.0.1", LAUNCHER) as url:
        yield url


@pytest.mark.parametrize("width", [1280, 390])
def test_a_match_ended_on_the_accuse_says_so_and_the_header_gives_the_games_target(
    browser: Browser, accuse_server: str, width: int
) -> None:
    with people(browser, accuse_server) as person:
        page = person({"variant": "romana", "options": OPTIONS}, width=width)
        page.set_viewport_size({"width": width, "height": 800 if width > 640 else 844})
        page.get_by_test_id("new-game").click()
        score = page.get_by_test_id("score")
        expect(score).to_contain_text("to 3")  # the first game is to 3, the bella to 4
        seen: list[tuple[str | None, str]] = []  # each hand's panel: its reason, its text
        result = page.get_by_test_id("match-result")

        def over() -> bool:
            summary = page.get_by_test_id("hand-summary")
            # (read at once: the panel may go between two looks, the next hand dealt)
            with contextlib.suppress(Exception):
                if summary.is_visible():
                    seen.append(
                        summary.evaluate(
                            "s => [s.querySelector('[data-testid=ended-on-accuse]')"
                            "?.innerText ?? null, s.innerText]",
                            timeout=1_000,
                        )
                    )
            return result.is_visible()

        play_until([page], over, 120)
        expect(result).to_contain_text("The opponents won")
        reason = result.get_by_test_id("ended-on-accuse")
        expect(reason).to_have_text(
            "The opponents reached 4 with their accuse: the match ends here, at the first "
            "trick, before the cards are counted."
        )
        expect(result.get_by_test_id("hand-summary")).not_to_contain_text("Thirds taken")
        for why, text in seen:  # every game ended on the accuse, and each panel says so
            assert why is not None and "Thirds taken" not in text, text
        games = [why for why, _ in seen if why and "the game ends" in why]
        assert any(re.search(r"reached 3 with .* accuse", why) for why in games), seen
        expect(score).to_contain_text("to 4")  # the bella's target, as it was played
        expect(score).not_to_contain_text("to 3")
        page.wait_for_timeout(400)
        screenshot(page, f"roman-match-over-on-accuse-{width}")
