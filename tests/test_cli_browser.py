"""``circolo`` opens the player's browser; on a machine with none it says so, with the address
to open, instead of saying nothing (the player would wait for a window that never comes)."""

from __future__ import annotations

import webbrowser
from types import SimpleNamespace

import pytest

from circolo.cli import play

ADDRESS = "http://localhost:8733/"


def _no_browser(_: str) -> bool:
    return False  # what webbrowser.open answers where it finds no browser


def _broken_browser(_: str) -> bool:
    raise webbrowser.Error("could not locate runnable browser")


@pytest.mark.parametrize("browser", [_no_browser, _broken_browser])
def test_with_no_browser_circolo_says_it_could_not_open_one_and_gives_the_address(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], browser: object
) -> None:
    monkeypatch.setattr(webbrowser, "open", browser)
    server = SimpleNamespace(started=True, should_exit=False)
    play._announce_when_up(server, ADDRESS, None, True)
    said = capsys.readouterr().err
    assert f"Circolo is at {ADDRESS}" in said
    assert (
        f"No web browser could be opened on this machine: open {ADDRESS} in one yourself." in said
    )


def test_a_circolo_already_running_is_opened_or_its_address_given(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(webbrowser, "open", _no_browser)
    assert play._open_running(ADDRESS, True) == 0
    assert f"open {ADDRESS} in one yourself" in capsys.readouterr().err


def test_a_browser_that_opens_is_not_warned_about(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened: list[str] = []

    def browser(address: str) -> bool:
        opened.append(address)
        return True

    monkeypatch.setattr(webbrowser, "open", browser)
    assert play.open_browser_at(ADDRESS)
    assert opened == [ADDRESS]
    assert "No web browser" not in capsys.readouterr().err
