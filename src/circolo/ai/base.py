"""The player interface: a seat's view in, a decision with its reasons out.

A player never sees the full state: it gets one seat's :class:`~circolo.tressette.view.SeatView`
and its own seeded random generator (given when it is created). It answers with a
:class:`Decision` — the card, the signals, and structured :class:`Reason` values that the
it/en catalogs turn into sentences.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from circolo.cards.italian import Card
from circolo.i18n import DEFAULT_LANG, Lang, t
from circolo.tressette.view import SeatView


@dataclass(frozen=True)
class Reason:
    """Why a player chose what it did: a catalog code and the facts the sentence names."""

    code: str
    facts: Mapping[str, object] = field(default_factory=dict)

    def render(self, lang: Lang = DEFAULT_LANG) -> str:
        """The reason as a sentence in ``lang``."""
        return t(f"reason.{self.code}", lang, **self.facts)

    def to_json(self) -> dict[str, object]:
        """``{"code": …, <facts>}`` as the engine protocol sends it."""
        return {"code": self.code, **self.facts}


@dataclass(frozen=True)
class Decision:
    """A player's move: the card, the signals made with it, and why."""

    card: Card
    signals: tuple[str, ...] = ()
    reasons: tuple[Reason, ...] = ()

    def explain(self, lang: Lang = DEFAULT_LANG) -> str:
        """All reasons as one text in ``lang``."""
        return " ".join(reason.render(lang) for reason in self.reasons)


class Player(Protocol):
    """Anything that, given one seat's view, decides what that seat plays."""

    @property
    def name(self) -> str:
        """The player's name as written in records (``random``, ``heuristic:…``)."""
        ...

    def decide(self, view: SeatView) -> Decision:
        """The card (and signals) to play in ``view``, where it is this seat's turn."""
        ...
