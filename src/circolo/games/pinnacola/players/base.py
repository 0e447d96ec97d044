"""The Pinnacola player interface: a seat's view in, one action with its reasons out.

A Pinnacola turn is several decisions — the draw, each meld, the discard — so the player
is asked once per action, always from its own :class:`~circolo.games.pinnacola.view.PinnacolaView`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from circolo.core.i18n import DEFAULT_LANG, Lang, t
from circolo.games.pinnacola.actions import Action
from circolo.games.pinnacola.names import CardNames, card_name
from circolo.games.pinnacola.view import PinnacolaView

#: Fact keys holding one card code, rendered as the card's name.
CARD_FACTS = frozenset({"card", "give", "take"})
#: Fact keys holding a list of card codes (a meld), rendered as names.
CARDS_FACTS = frozenset({"cards"})


def localized_facts(facts: Mapping[str, object], lang: Lang) -> dict[str, object]:
    """Facts ready for a sentence in ``lang``: card codes become card names, a wild card
    with what it stands for ("Jolly come Otto di cuori") as the refusals name it."""
    shown: dict[str, object] = {}
    for key, value in facts.items():
        if key in CARD_FACTS and isinstance(value, str):
            shown[key] = card_name(value, lang)
        elif key in CARDS_FACTS and isinstance(value, list | tuple):
            shown[key] = CardNames.of(value).localized(lang)
        else:
            shown[key] = value
    return shown


@dataclass(frozen=True)
class PinnacolaReason:
    """Why a Pinnacola player acted: a catalog code (under ``reason.pin.``) and its facts."""

    code: str
    facts: Mapping[str, object] = field(default_factory=dict)

    def render(self, lang: Lang = DEFAULT_LANG) -> str:
        """The reason as a sentence in ``lang``."""
        return t(f"reason.pin.{self.code}", lang, **localized_facts(self.facts, lang))

    def to_json(self) -> dict[str, object]:
        """``{"code": …, <facts>}`` as the engine protocol sends it."""
        return {"code": f"pin.{self.code}", **self.facts}


@dataclass(frozen=True)
class PinnacolaDecision:
    """One action of a Pinnacola turn, and why."""

    action: Action
    reasons: tuple[PinnacolaReason, ...] = ()

    def explain(self, lang: Lang = DEFAULT_LANG) -> str:
        """All reasons as one text in ``lang``."""
        return " ".join(reason.render(lang) for reason in self.reasons)


class PinnacolaPlayer(Protocol):
    """Anything that, given one seat's view, decides that seat's next action."""

    @property
    def name(self) -> str:
        """The player's name as written in records (``random``, ``strong`` …)."""
        ...

    def decide(self, view: PinnacolaView) -> PinnacolaDecision:
        """The next action of the seat to move in ``view``."""
        ...
