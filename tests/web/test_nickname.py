"""The name friends see: a new browser's made-up name is pointed out in the lobby, and the
player chooses theirs there, without a visit to the settings."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import screenshot

#: Drawn like a Latin A, which a name that looks like another's may not hide behind.
CYRILLIC_A = "\u0410"
#: Each run's own name (the session's server keeps every profile: names are one a person).
CHOSEN = {1280: "Nonna Pina", 390: "Zio Tonino"}


@pytest.mark.parametrize("width", [1280, 390])
def test_a_new_player_is_asked_for_a_name_in_the_lobby_and_friends_see_it(
    person: Callable[..., Page], width: int
) -> None:
    chosen = CHOSEN[width]
    taken = f"Zia Carla {width}"  # another person's, made before
    assert page_less_profile(person, taken) == 201
    page = person(width=width)  # a new browser: no nickname of its own
    line = page.get_by_test_id("lobby-nickname")
    expect(page.get_by_test_id("lobby-nickname-name")).to_have_text(re.compile(r"^Player \d{3}$"))
    expect(line).to_contain_text("made it up")
    expect(line).to_be_in_viewport()
    screenshot(page, f"lobby-nickname-{width}")
    page.get_by_test_id("lobby-nickname-change").click()
    field = page.get_by_test_id("lobby-nickname-input")
    field.fill("   ")
    page.get_by_test_id("lobby-nickname-save").click()
    expect(page.get_by_role("alert")).to_contain_text("1 to 40 characters")
    field.fill(taken.upper().replace("A", CYRILLIC_A))  # a look-alike of another's name
    page.get_by_test_id("lobby-nickname-save").click()
    expect(page.get_by_role("alert")).to_contain_text("choose another")
    field.fill(chosen)
    page.get_by_test_id("lobby-nickname-save").click()
    expect(page.get_by_test_id("lobby-nickname-name")).to_have_text(chosen)
    expect(line).not_to_contain_text("made it up")

    panel = page.get_by_test_id("tressette-panel")
    panel.locator("[data-seat-choice]").nth(0).select_option("open")
    panel.get_by_test_id("new-tressette").click()
    expect(page.get_by_test_id("waiting-room")).to_contain_text(chosen)
    page.reload()
    page.goto("/#/stats")
    expect(page.get_by_role("heading", level=2).first).to_contain_text(chosen)


def page_less_profile(person: Callable[..., Page], nickname: str) -> int:
    """Make another person's profile called ``nickname`` (through the API): the status."""
    page = person()
    return page.request.post("/api/profiles", data={"nickname": nickname}).status
