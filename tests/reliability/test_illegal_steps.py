"""Nothing that does not apply is ever saved: a table applies a step before it saves it, and an
AI player's step is checked as a person's is, another player's legal one taking its place.

Before, a table saved an event and then applied it: a Tressette AI that returned a card the
rules refuse was saved, stalled the table, and broke its rebuilding after a restart
(``IllegalPlayError`` at start-up, the table set aside as broken).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import circolo.games.briscola.table as briscola_table
import circolo.games.pinnacola.table as pinnacola_table
import circolo.games.scopa.table as scopa_table
import circolo.games.tressette.table as tressette_table
from circolo.core.cards.french import FRENCH_CARDS
from circolo.core.cards.italian import DECK
from circolo.core.hosting.refusals import TableError
from circolo.games.briscola.players.base import BriscolaDecision
from circolo.games.briscola.state import Play as BriscolaPlay
from circolo.games.pinnacola.actions import Discard
from circolo.games.pinnacola.players.base import PinnacolaDecision
from circolo.games.scopa.players.base import ScopaDecision
from circolo.games.scopa.state import Play as ScopaPlay
from circolo.games.tressette.players.base import Decision
from circolo.play.commands import Resume
from circolo.play.table import Table
from circolo.server.bodies import NewTable
from circolo.server.tables import Lobby
from circolo.storage.base import MemoryTableStore
from tests.helpers import until

#: Each game's table of computers only (the Pinnacola one of two), playing at once.
TABLES = {
    "tressette": NewTable(seats=["ai:heuristic"] * 4, ai_delay_ms=0, options={"target": 11}),
    "briscola": NewTable(game="briscola", seats=["ai:random"] * 2, ai_delay_ms=0),
    "pinnacola": NewTable(game="pinnacola", seats=["ai:weak"] * 2, ai_delay_ms=0),
    "scopa": NewTable(game="scopa", seats=["ai:random"] * 2, ai_delay_ms=0),
}


def _not_held(deck: tuple[Any, ...], hand: tuple[Any, ...]) -> Any:
    """A card of ``deck`` the hand does not hold: playing it is refused by every rule."""
    return next(card for card in deck if card not in hand)


class _IllegalPinnacola:
    """A Pinnacola player that discards a card it does not hold."""

    def decide(self, view: Any) -> PinnacolaDecision:
        return PinnacolaDecision(Discard(_not_held(FRENCH_CARDS, view.hand)))


def _cheat(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every player of ``game``'s tables return a step the rules refuse."""
    if game == "tressette":

        def card(spec: str, view: Any, rng: random.Random) -> Decision:
            return Decision(_not_held(DECK, view.hand))

        monkeypatch.setattr(tressette_table, "decide", card)
    elif game == "briscola":

        def step(spec: str, view: Any, rng: random.Random) -> BriscolaDecision:
            return BriscolaDecision(BriscolaPlay(_not_held(DECK, view.hand)))

        monkeypatch.setattr(briscola_table, "decide", step)
    elif game == "scopa":

        def scopa_step(spec: str, view: Any, rng: random.Random) -> ScopaDecision:
            return ScopaDecision(ScopaPlay(_not_held(DECK, view.hand)))

        monkeypatch.setattr(scopa_table, "decide", scopa_step)
    else:
        monkeypatch.setattr(pinnacola_table, "create_player", lambda *_: _IllegalPinnacola())


def _rebuilt(lobby: Lobby, table: Table, store: MemoryTableStore) -> Table:
    """The table rebuilt from what the store holds, as after a restart (raises on a saved
    event that does not apply)."""
    rebuilt = lobby._table(store._tables[table.id])
    rebuilt.restore()
    return rebuilt


@pytest.mark.parametrize("game", sorted(TABLES))
async def test_an_ai_whose_step_the_rules_refuse_is_replaced_before_anything_is_saved(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _cheat(game, monkeypatch)
    store = MemoryTableStore()
    lobby = Lobby(store, ready_timeout_s=0.05)
    await lobby.resume()
    table, _ = await lobby.create(TABLES[game], "10.0.0.1")
    await until(lambda: lobby.ai_pool.failures >= 6 and table.events >= 8)
    events = table.events
    rebuilt = _rebuilt(lobby, table, store)  # every saved event applies
    assert rebuilt.events == len(store._tables[table.id].events) >= events
    assert table.status in ("playing", "finished")  # it plays on: a legal step took its place
    await lobby.close()


@pytest.mark.parametrize("game", sorted(TABLES))
async def test_an_event_the_rules_refuse_is_refused_before_it_is_saved(game: str) -> None:
    store = MemoryTableStore()
    lobby = Lobby(store, ready_timeout_s=0.05)
    await lobby.resume()
    slow = TABLES[game].model_copy(update={"ai_delay_ms": 60_000})  # nobody moves meanwhile
    table, _ = await lobby.create(slow, "10.0.0.1")
    await until(lambda: table.phase == "play")
    match: Any = table.match
    seat = match.to_move
    held = match.hand.hands[seat]
    elsewhere = next(c for c in (FRENCH_CARDS if game == "pinnacola" else DECK) if c not in held)
    step = {  # a card the seat to move does not hold
        "tressette": {"card": elsewhere.code, "signals": []},
        "briscola": {"card": elsewhere.code},
        "pinnacola": {"discard": elsewhere.code},
        "scopa": {"card": elsewhere.code, "take": []},
    }[game]
    illegal = {"kind": "step", "seat": seat, "step": step}

    async def commit_illegal() -> None:
        await table.commit(illegal)

    # The commit is carried out in the table's own task, as a move's is: by this table's
    # Resume command, which does nothing else here.
    table._do_resume = commit_illegal  # type: ignore[method-assign]
    saved = len(store._tables[table.id].events)
    with pytest.raises(TableError) as refused:
        await table.request(Resume())
    assert refused.value.code == "internal"
    assert len(store._tables[table.id].events) == saved  # nothing saved
    assert table.events == saved and _rebuilt(lobby, table, store).events == saved
    await lobby.close()
