"""Friends reach the table: a server on the local network tells its LAN address, the waiting
room shows the table's link and its QR code, and the link opens the lobby at that table; a
server private to this machine says so instead."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from circolo.server.discovery import lan_addresses
from tests.web.conftest import people, screenshot, serving


@pytest.fixture(scope="module")
def lan_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server listening on every interface, as `circolo` does by default."""
    folder: Path = tmp_path_factory.mktemp("lan")
    with serving(folder, "0.0.0.0") as url:
        yield url


@pytest.fixture
def lan_person(browser: Browser, lan_server: str) -> Iterator[Callable[..., Page]]:
    with people(browser, lan_server) as open_as:
        yield open_as


def _make_table_with_a_friends_seat(host: Page) -> str:
    panel = host.get_by_test_id("tressette-panel")
    panel.locator("[data-seat-choice]").nth(0).select_option("open")
    panel.get_by_test_id("new-tressette").click()
    expect(host.get_by_test_id("waiting-room")).to_be_visible()
    return host.url.rsplit("/", 1)[-1]


@pytest.mark.parametrize("width", [1280, 390])
def test_the_waiting_room_shows_a_link_and_qr_code_that_work_from_another_device(
    lan_person: Callable[..., Page], lan_server: str, width: int
) -> None:
    host = lan_person({"nickname": "Anna"}, width=width)
    port = lan_server.rsplit(":", 1)[1]
    lan = f"http://{lan_addresses()[0]}:{port}/"
    expect(host.get_by_test_id("join-hint")).to_contain_text(lan)  # never localhost
    table = _make_table_with_a_friends_seat(host)
    link = host.get_by_test_id("join-link")
    expect(link).to_have_text(f"{lan}#/join/{table}")
    qr = host.get_by_test_id("join-qr")
    expect(qr).to_be_visible()
    expect(qr).to_have_js_property("complete", True)
    assert qr.evaluate("img => img.naturalWidth") > 100, "the QR code is not an image"
    screenshot(host, f"waiting-room-invite-{width}")

    friend = lan_person({"nickname": "Bea"}, width=390)
    friend.goto(link.inner_text())  # the address as sent: the machine's LAN address
    expect(friend.get_by_test_id("invited")).to_contain_text("pick a free seat")
    row = friend.locator(f"li.joining[data-table='{table}']")
    expect(row).to_be_in_viewport()
    row.get_by_test_id("join-table").first.click()
    expect(friend.get_by_test_id("waiting-room")).to_be_visible()
    expect(host.get_by_test_id("waiting-room")).to_contain_text("Bea")


def test_a_server_private_to_this_machine_says_friends_cannot_join(
    person: Callable[..., Page],
) -> None:
    host = person({"nickname": "Anna"})
    expect(host.get_by_test_id("join-hint")).to_contain_text("--local-only")
    _make_table_with_a_friends_seat(host)
    expect(host.get_by_test_id("join-private")).to_contain_text("friends cannot join")
    expect(host.get_by_test_id("join-qr")).to_have_count(0)


def test_the_tressette_panel_starts_as_a_game_alone_and_a_seat_is_opened_for_a_friend(
    person: Callable[..., Page], lan_person: Callable[..., Page]
) -> None:
    # the one Tressette panel is also where one plays alone (issue 53: no second panel for
    # it): the computers sit first, on the network too; a friend's seat is chosen
    private = person({"nickname": "Anna"}).get_by_test_id("tressette-panel")
    shared = lan_person({"nickname": "Anna"}).get_by_test_id("tressette-panel")
    for seat in range(3):
        expect(private.locator("[data-seat-choice]").nth(seat)).to_have_value("ai:heuristic")
        expect(shared.locator("[data-seat-choice]").nth(seat)).to_have_value("ai:heuristic")
    expect(shared.get_by_test_id("new-game")).to_have_text("New game")
    shared.locator("[data-seat-choice]").nth(0).select_option("open")
    expect(shared.get_by_test_id("new-tressette")).to_have_text("Create the table")
