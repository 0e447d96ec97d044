"""The club evening's pages (#/evening/new, #/evening/ID, #/evening/ID/board/K and the replay
of one table's board) at 1280x800 and 390x844, with the evening routes answered by the page
itself (``page.route``) from EVENINGs and records the live model writes
(play/evening/live.py): a waiting evening seen by its director, one in play seen by a player
with a table to go to, and finished ones scored by matchpoints and by matches.

Each page is checked in the browser: nothing wider than the window (scrollWidth), the
movement's and the standings' cells whole (not clipped), the buttons where a click lands
(elementFromPoint), axe's rules; the screenshots go to out/screenshots/evening-*.png."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Browser, Locator, Page, Route, expect

from circolo.play.evening.live import LiveEvening
from tests.evening.test_live import play, play_all
from tests.web.axe import assert_no_violations
from tests.web.conftest import FAST, screenshot

#: The window sizes checked: a laptop, a phone.
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
DIRECTOR = "director-token"
PLAYER = "player-token"
#: The dash the pages write between two numbers ("2\u20133").
DASH = "\u2013"
#: The par the board routes give a Tressette board finished everywhere.
PAR = (7, 4)


def created(
    id: str, game: str, format: str, entries: list[str], boards: int, **more: Any
) -> LiveEvening:
    return LiveEvening.create(
        id, game=game, variant=None, options=more.pop("options", {}), format=format,
        boards=boards, rounds=None, entries=entries, director_hash=f"hash-{DIRECTOR}",
        seed=20260101, **more,
    )  # fmt: skip


def waiting() -> LiveEvening:
    """Eight entries, some people in: a pair whole, one with a place for a partner."""
    live = created("evwait", "tressette", "howell", ["open"] * 6 + ["ai:heuristic"] * 2, 14)
    live = live.join("Anna Maria", 1, None, "a").join("Bruno", 1, None, "b")
    return live.join("Carla", None, None, "c")


def playing() -> LiveEvening:
    """Eight entries of a Howell (4 tables, 7 rounds) in round 2, board 3 finished everywhere."""
    live = replace(waiting(), id="evplay").start(director=True)
    for _ in range(2):
        plan = live.next_plan()
        live = live.next_round([f"t{plan.round}-{t.table}" for t in plan.tables])
        if plan.round == 1:
            for table in plan.tables:
                records = [play(live, 1, table.table, board) for board in table.boards]
                live = live.with_results(1, table.table, records)
    plan = live.made[-1].plan
    for table in plan.tables:
        live = live.with_results(
            2, table.table, [play(live, 2, table.table, plan.tables[0].boards[0])]
        )
    return live


def finished_duplicate() -> LiveEvening:
    live = created("evdup", "tressette", "mitchell", ["open"] * 5, 6)
    return play_all(live.join("Anna", None, None, "a").start(director=True))


def finished_matches() -> LiveEvening:
    live = created("evmatch", "scopa", "roundrobin", ["open"] + ["ai:heuristic"] * 4, 5)
    return play_all(live.join("Anna", None, None, "a").start(director=True))


@pytest.fixture(scope="module")
def evenings() -> dict[str, LiveEvening]:
    """The evenings the page is answered from, by id (made once: boards are played)."""
    made = [waiting(), playing(), finished_duplicate(), finished_matches()]
    return {live.id: live for live in made}


def answer(
    evenings: dict[str, LiveEvening], posted: list[dict[str, Any]]
) -> Callable[[Route], None]:
    """The evening routes as the server answers them (interfaces.md, "Club evenings")."""

    def fulfil(route: Route) -> None:
        url = urlparse(route.request.url)
        parts = url.path.split("/")[3:]  # after /api/evenings
        method = route.request.method
        if method == "POST" and not parts:
            posted.append(json.loads(route.request.post_data or "{}"))
            new = evenings["evwait"]
            body = {"id": new.id, "director_token": DIRECTOR, "evening": new.public_json(),
                    "join_url": f"http://192.168.1.5:8733/#/evening/{new.id}/Xy12"}  # fmt: skip
            route.fulfill(status=201, json=body)
            return
        live = evenings.get(parts[0]) if parts else None
        if live is None:
            route.fulfill(status=404, json={"detail": "no such evening", "code": "no_evening"})
        elif method == "POST":
            posted.append({"path": url.path, **json.loads(route.request.post_data or "{}")})
            route.fulfill(
                json={"entry": 2, "token": PLAYER} if parts[-1] == "join" else live.public_json()
            )
        elif parts[1:] == ["record"]:
            route.fulfill(json=live.record())
        elif parts[1:2] == ["boards"]:
            board = int(parts[2])
            if board not in live.complete_boards():
                refusal = {"detail": "still played", "code": "board_unfinished"}
                route.fulfill(status=409, json=refusal)
            else:  # a par where the game has a solver (the server's own is tested there)
                par = {"points": list(PAR)} if live.game == "tressette" else None
                route.fulfill(json={"board": board, "par": par})
        elif parts[1:] == ["invite.svg"]:
            svg = '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="132"></svg>'
            route.fulfill(body=svg, content_type="image/svg+xml")
        else:
            token = parse_qs(url.query).get("token", [""])[0]
            route.fulfill(json=live.public_json("a" if token == PLAYER else None))

    return fulfil


@pytest.fixture
def visit(
    browser: Browser, server: str, evenings: dict[str, LiveEvening]
) -> Iterator[Callable[..., tuple[Page, list[dict[str, Any]]]]]:
    """Open an address as a browser holding the given evening tokens; the page and what it
    posted to the evening routes."""
    contexts = []

    def open_at(
        address: str, size: str, passes: list[dict[str, Any]] | None = None
    ) -> tuple[Page, list[dict[str, Any]]]:
        width, height = SIZES[size]
        context = browser.new_context(viewport={"width": width, "height": height}, base_url=server)
        contexts.append(context)
        remembered = {"settings": {**FAST, "nickname": "Anna"}, "evenings": passes or []}
        context.add_init_script(
            f"localStorage.setItem('circolo.v1', {json.dumps(json.dumps(remembered))});"
        )
        posted: list[dict[str, Any]] = []
        page = context.new_page()
        page.set_default_timeout(15_000)
        page.route("**/api/evenings**", answer(evenings, posted))
        page.goto(f"/{address}")
        return page, posted

    yield open_at
    for context in contexts:
        context.close()


def fits(page: Page, width: int) -> None:
    """Nothing wider than the window, and every cell of the page's tables whole."""
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    for table in page.locator("table").all():
        inside = (
            "t => t.getBoundingClientRect().right"
            " <= t.closest('.panel').getBoundingClientRect().right + 0.5"
        )
        assert table.evaluate(inside), table.inner_text()[:80]
        for cell in table.locator("td, th").all():
            assert cell.evaluate("c => c.scrollWidth <= c.clientWidth + 1"), cell.inner_text()


def reachable(target: Locator) -> bool:
    """Whether a click at the centre of ``target`` (scrolled into view) lands on it."""
    target.scroll_into_view_if_needed()
    hit: bool = target.evaluate(
        """(element) => {
            const box = element.getBoundingClientRect();
            const x = box.left + box.width / 2, y = box.top + box.height / 2;
            if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
            const found = element.getRootNode().elementFromPoint(x, y);
            return found === element || element.contains(found);
        }"""
    )
    return hit


@pytest.mark.parametrize("size", SIZES)
def test_a_waiting_evening_shows_its_places_the_link_and_start_to_its_director(
    visit: Callable[..., Any], size: str
) -> None:
    link = "http://192.168.1.5:8733/#/evening/evwait/Xy12"
    page, posted = visit(
        "#/evening/evwait",
        size,
        [{"id": "evwait", "token": DIRECTOR, "director": True, "link": link}],
    )
    places = page.get_by_test_id("evening-places")
    expect(places.locator("li")).to_have_count(8)
    expect(places.locator("li[data-entry='1']")).to_contain_text("Anna Maria & Bruno")
    expect(places.locator("li[data-entry='2']")).to_contain_text("Carla")
    expect(places.locator("li[data-entry='2']")).to_contain_text("one place open")
    expect(page.get_by_test_id("evening-link")).to_have_text(link)
    qr = page.get_by_test_id("evening-qr")
    assert qr.get_attribute("src") == f"/api/evenings/evwait/invite.svg?token={DIRECTOR}"
    assert qr.evaluate("img => img.complete && img.naturalWidth > 0")
    # the director holds no place yet: the join form offers Carla's entry as a partner
    expect(page.get_by_test_id("evening-where").locator("option")).to_have_count(2)
    for button in ("evening-start", "evening-copy", "evening-join-button"):
        assert reachable(page.get_by_test_id(button)), button
    fits(page, SIZES[size][0])
    assert_no_violations(page, f"the waiting evening ({size})")
    page.get_by_test_id("evening-start").click()
    page.get_by_test_id("evening-status").wait_for()
    assert {"path": "/api/evenings/evwait/start", "token": DIRECTOR} in posted
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, f"evening-waiting-{size}")


def test_a_player_joins_beside_a_partner_with_the_invitation_code(
    visit: Callable[..., Any],
) -> None:
    page, posted = visit("#/evening/evwait/Xy12", "phone")
    expect(page.get_by_test_id("evening-name")).to_have_value("Anna")
    page.get_by_test_id("evening-name").fill("Dora")
    page.get_by_test_id("evening-where").select_option("2")
    page.get_by_test_id("evening-join-button").click()
    expect(page.get_by_test_id("evening-joined")).to_be_visible()
    joined = [p for p in posted if p.get("path") == "/api/evenings/evwait/join"]
    assert joined == [
        {
            "path": "/api/evenings/evwait/join",
            "name": "Dora",
            "entry": 2,
            "code": "Xy12",
            "profile": joined[0]["profile"],
        }
    ]
    kept = page.evaluate("JSON.parse(localStorage.getItem('circolo.v1')).evenings")
    assert kept == [{"id": "evwait", "token": PLAYER}]


@pytest.mark.parametrize("size", SIZES)
def test_a_playing_evening_sends_the_player_to_their_table_with_the_evening_token(
    visit: Callable[..., Any], evenings: dict[str, LiveEvening], size: str
) -> None:
    page, _ = visit("#/evening/evplay", size, [{"id": "evplay", "token": PLAYER}])
    page.get_by_test_id("evening-banner").wait_for()
    you = evenings["evplay"].public_json("a")["you"]
    movement = page.get_by_test_id("evening-movement")
    # the printed table: a header a table, a row a round, the round in play marked
    assert movement.locator("thead th").all_inner_texts() == [
        "Round",
        "Table 1",
        "Table 2",
        "Table 3",
        "Table 4",
    ]
    expect(movement.locator("tbody tr")).to_have_count(7)
    assert movement.locator("tbody tr[aria-current='step']").get_attribute("data-round") == "2"
    assert (
        movement.locator("tbody tr")
        .first.locator("td")
        .first.inner_text()
        .split("\n")[0]
        .count(DASH)
        == 1
    )
    standings = page.get_by_test_id("evening-standings")
    expect(standings.locator("tbody tr")).to_have_count(8)
    assert standings.locator("thead th").all_inner_texts()[:3] == ["Rank", "Entry", "MP"]
    expect(page.get_by_test_id("evening-banner")).to_contain_text("Round 2 — your table: table")
    go = page.get_by_test_id("evening-go")
    assert reachable(go)
    fits(page, SIZES[size][0])
    assert_no_violations(page, f"the evening in play ({size})")
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, f"evening-playing-{size}")
    movement.scroll_into_view_if_needed()
    screenshot(page, f"evening-movement-{size}")
    go.click()
    page.wait_for_url(f"**/#/table/{you['table_id']}")
    seats = page.evaluate("JSON.parse(localStorage.getItem('circolo.v1')).seats")
    assert seats[0]["table"] == you["table_id"]
    assert (
        seats[0]["token"] == PLAYER
        and seats[0]["seat"] == you["seat"]
        and seats[0]["evening"] == "evplay"
    )


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("evening", ["evdup", "evmatch"])
def test_a_finished_evening_shows_the_final_standings_and_every_board(
    visit: Callable[..., Any], size: str, evening: str
) -> None:
    page, _ = visit(f"#/evening/{evening}", size, [{"id": evening, "token": PLAYER}])
    standings = page.get_by_test_id("evening-standings")
    expect(standings.locator("caption")).to_have_text("Final standings")
    expect(page.get_by_test_id("evening-banner")).to_contain_text("You finished")
    heads = standings.locator("thead th").all_inner_texts()
    assert heads == (
        ["Rank", "Entry", "MP", "of", "%", "Diff."]
        if evening == "evdup"
        else ["Rank", "Entry", "Score", f"W{DASH}D{DASH}L", "Byes", "Points"]
    )
    links = page.get_by_test_id("evening-board-links").locator("a")
    expect(links).to_have_count(6 if evening == "evdup" else 5)
    assert reachable(links.last)
    fits(page, SIZES[size][0])
    assert_no_violations(page, f"the finished evening {evening} ({size})")
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, f"evening-finished-{evening}-{size}")


@pytest.mark.parametrize("size", SIZES)
def test_a_board_page_gives_every_table_s_result_and_its_replay(
    visit: Callable[..., Any], size: str
) -> None:
    page, _ = visit("#/evening/evdup/board/2", size)
    results = page.get_by_test_id("board-results")
    rows = results.locator("tbody tr")
    expect(rows).to_have_count(2)  # a Mitchell of 5: two tables play each round
    first = rows.first.locator("td").all_inner_texts()
    assert (
        first[0].split("\n")[0].count(DASH) == 1 and first[1].count(DASH) == 1
    )  # the pair, the points
    assert results.locator("thead th").all_inner_texts() == [
        "Table",
        f"NS{DASH}EW",
        "Points",
        "Net NS",
        "MP",
    ]
    par = page.get_by_test_id("board-par")
    expect(par).to_have_text(f"Par (double dummy): NS {PAR[0]} {DASH} EW {PAR[1]}")
    box, table = par.bounding_box(), results.bounding_box()
    assert box is not None and table is not None and box["y"] + box["height"] <= table["y"]
    assert box["x"] >= 0 and box["x"] + box["width"] <= SIZES[size][0]
    fits(page, SIZES[size][0])
    assert_no_violations(page, f"a board's results ({size})")
    screenshot(page, f"evening-board-{size}")
    replay = page.get_by_test_id("board-replay").first
    assert reachable(replay)
    replay.click()
    page.get_by_test_id("replay-evening-board").wait_for()
    # the game's own viewer shows the table's record (the solver's figures are the server's:
    # POST /api/analysis does not take a board's record yet, and says so under the viewer)
    page.wait_for_function(
        """() => {
            const app = document.querySelector('circolo-app');
            const shown = app?.shadowRoot?.querySelector('replay-page');
            return [...(shown?.shadowRoot?.querySelectorAll('*') ?? [])]
                .some((e) => e.tagName.endsWith('-REPLAY'));
        }"""
    )
    expect(page.get_by_test_id("replay-no-game")).to_have_count(0)
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size][0]
    screenshot(page, f"evening-board-replay-{size}")


@pytest.mark.parametrize("size", SIZES)
def test_a_board_page_shows_no_par_for_a_game_without_a_solver(
    visit: Callable[..., Any], size: str
) -> None:
    page, _ = visit("#/evening/evmatch/board/1", size)
    expect(page.get_by_test_id("board-results").locator("tbody tr").first).to_be_visible()
    page.wait_for_timeout(300)  # the board route answered: a par would be shown by now
    expect(page.get_by_test_id("board-par")).to_have_count(0)
    fits(page, SIZES[size][0])


@pytest.mark.parametrize("size", SIZES)
def test_the_director_s_form_asks_for_the_evening_and_opens_its_page(
    visit: Callable[..., Any], size: str
) -> None:
    page, posted = visit("#/", size)
    page.get_by_test_id("evening-new-link").click()
    form = page.get_by_test_id("evening-new")
    expect(page.get_by_test_id("evening-create")).to_be_enabled()
    page.get_by_test_id("evening-format").select_option("mitchell")
    page.get_by_test_id("evening-count").select_option("6")
    form.locator("select[data-entry='6']").select_option(index=1)
    page.get_by_test_id("evening-boards").fill("9")
    page.get_by_test_id("evening-boards").dispatch_event("change")
    page.get_by_test_id("evening-invite").check()
    page.get_by_test_id("evening-sit-and-go").check()
    fits(page, SIZES[size][0])
    assert_no_violations(page, f"the director's form ({size})")
    screenshot(page, f"evening-new-{size}")
    assert reachable(page.get_by_test_id("evening-create"))
    page.get_by_test_id("evening-create").click()
    page.wait_for_url("**/#/evening/evwait")
    body = posted[0]
    assert body["format"] == "mitchell" and body["boards"] == 9 and body["invite"] is True
    assert body["sit_and_go"] is True
    assert body["entries"][:5] == ["open"] * 5 and body["entries"][5].startswith("ai:")
    assert body["seconds_per_board"] == 600 and body["rounds"] is None
    expect(page.get_by_test_id("evening-link")).to_have_text(
        "http://192.168.1.5:8733/#/evening/evwait/Xy12"
    )
    kept = page.evaluate("JSON.parse(localStorage.getItem('circolo.v1')).evenings")
    assert kept[0] == {
        "id": "evwait",
        "token": DIRECTOR,
        "director": True,
        "link": "http://192.168.1.5:8733/#/evening/evwait/Xy12",
    }
