"""Browser tests: a real `circolo serve` and Debian's Chromium driven by Playwright.

Never a downloaded browser: Chromium comes from Debian (`.ci/run` installs it). Each test
gets fresh browser contexts (their own localStorage, like separate people); screenshots
go to out/screenshots/ for a person to look at.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, FloatRect, Page, sync_playwright

from circolo.cli.play import free_port

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "out" / "screenshots"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every browser test is slow (a real server and Chromium): the quick suite leaves them."""
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.slow)


class Circolo:
    """One `circolo serve` process on ``host``:``port`` with its SQLite file in ``folder``,
    which a test may kill and start again on the same port and database (a real restart).
    ``launcher`` is the command that stands for ``circolo`` (a test's own server:
    tests/web/serve_with_accusa.py), ``env`` what it adds to the environment."""

    def __init__(
        self,
        folder: Path,
        host: str,
        launcher: list[str] | None = None,
        env: dict[str, str] | None = None,
        port: int | None = None,
    ) -> None:
        self.host = host
        self.port = port or free_port()
        self.db = folder / "circolo.db"
        self.launcher = launcher
        self.env = env
        #: The base URL on loopback.
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = self.db.with_suffix(".log").open("w+b")
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start serving; return once the server answers (RuntimeError with its log if not)."""
        circolo = shutil.which("circolo", path=str(Path(sys.executable).parent)) or "circolo"
        process = self.process = subprocess.Popen(
            [*(self.launcher or [circolo]), "serve", "--host", self.host, "--port",
             str(self.port), "--db", f"sqlite:///{self.db}", "--no-announce",
             # every person of the session's tests comes from this machine's address
             "--tables-per-address", "1000"],
            stdout=subprocess.DEVNULL,
            stderr=self.log,
            env={**os.environ, **(self.env or {})},
        )  # fmt: skip
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{self.url}/api/health", timeout=1) as answer:
                    if json.load(answer)["status"] == "ok":
                        return
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    self.log.seek(0)
                    said = self.log.read().decode(errors="replace")
                    raise RuntimeError(f"circolo serve did not start: {said}") from None
                time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL: the server dies at once, as in a crash or a power cut."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=10)

    def stop(self) -> None:
        """Stop serving (SIGTERM), and close the log."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        self.log.close()


@contextlib.contextmanager
def serving(
    folder: Path, host: str, launcher: list[str] | None = None, env: dict[str, str] | None = None
) -> Iterator[str]:
    """`circolo serve` listening on ``host`` at a free port with its own SQLite file in
    ``folder``, until the block ends; its base URL on loopback (see :class:`Circolo`)."""
    circolo = Circolo(folder, host, launcher, env)
    try:
        circolo.start()
        yield circolo.url
    finally:
        circolo.stop()


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A `circolo serve` on a free loopback port with its own SQLite file; its base URL."""
    with serving(tmp_path_factory.mktemp("web"), "127.0.0.1") as url:
        yield url


@contextlib.contextmanager
def chromium() -> Iterator[Browser]:
    """Debian's Chromium driven by Playwright's sync API, until the block ends (never a
    downloaded browser: the test fails with a sentence when it is missing)."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (.ci/run does)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """The session's Chromium."""
    with chromium() as launched:
        yield launched


#: Numbers that tell apart the people a session's tests open with one name ("Anna 12"): a
#: nickname is one person's on a server, and the session's servers keep every profile.
PEOPLE = itertools.count(1)
#: Settings a test's browser starts with: no AI pause, short games, no sounds.
FAST = {"aiDelayMs": 0, "sounds": False, "lang": "en", "options": {"target": 11}}


@contextlib.contextmanager
def people(browser: Browser, base_url: str) -> Iterator[Callable[..., Page]]:
    """Open Circolo at ``base_url`` as new people (each with own storage), until the block
    ends: a function of the settings (and the window's width) that returns the page."""
    contexts: list[BrowserContext] = []

    def open_as(settings: dict[str, Any] | None = None, *, width: int = 1280) -> Page:
        context = browser.new_context(viewport={"width": width, "height": 860}, base_url=base_url)
        chosen = {**(settings or {})}
        if "nickname" in chosen:  # one person's: the server refuses a name another holds
            chosen["nickname"] = f"{chosen['nickname']} {next(PEOPLE)}"
        remembered = {"settings": {**FAST, **chosen}}
        context.add_init_script(
            f"if (!localStorage.getItem('circolo.v1')) "
            f"localStorage.setItem('circolo.v1', {json.dumps(json.dumps(remembered))});"
        )
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(15_000)
        page.goto("/")
        page.get_by_test_id("lobby").wait_for()
        return page

    try:
        yield open_as
    finally:
        for context in contexts:
            context.close()


@pytest.fixture
def person(browser: Browser, server: str) -> Iterator[Callable[..., Page]]:
    """Open Circolo as a new person (own storage) with the given settings; returns the page."""
    with people(browser, server) as open_as:
        yield open_as


def screenshot(page: Page, name: str) -> None:
    """Keep a picture of the page for people to look at (out/screenshots/NAME.png)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def boxes_overlap(a: FloatRect | None, b: FloatRect | None) -> bool:
    """Whether two bounding boxes share any area (both must be on the page)."""
    assert a is not None and b is not None
    return not (
        a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"]
    )  # fmt: skip
