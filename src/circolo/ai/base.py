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

from circolo.cards.italian import Card, Suit
from circolo.i18n import DEFAULT_LANG, Lang, decimal, t
from circolo.tressette.signals import VOCABULARIES
from circolo.tressette.view import SeatView


@dataclass(frozen=True)
class Reason:
    """Why a player chose what it did: a catalog code and the facts the sentence names."""

    code: str
    facts: Mapping[str, object] = field(default_factory=dict)

    def render(self, lang: Lang = DEFAULT_LANG) -> str:
        """The reason as a sentence in ``lang``: card codes become names, suits their names."""
        return t(f"reason.{self.code}", lang, **localized_facts(self.facts, lang))

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


#: Fact keys whose value is a card code, rendered as the card's name.
CARD_FACTS = frozenset({"card", "won", "best"})
#: Fact keys whose value is a quantity written with decimals ("7.89"), shown with the
#: language's decimal mark ("7,89 punti").
DECIMAL_FACTS = frozenset({"points", "gain", "value"})


def localized_facts(facts: Mapping[str, object], lang: Lang) -> dict[str, object]:
    """Facts ready for a sentence in ``lang``: card codes as names, suit codes as suit names,
    quantities with the language's decimal mark, signal ids as their vocabulary names them."""
    shown: dict[str, object] = {}
    for key, value in facts.items():
        if key in CARD_FACTS and isinstance(value, str):
            shown[key] = Card.parse(value).name(lang)
        elif key == "suit" and isinstance(value, str):
            shown[key] = Suit(value).spoken(lang)
        elif key in DECIMAL_FACTS and isinstance(value, str):
            shown[key] = decimal(value, lang)
        elif key == "signal" and isinstance(value, str):
            shown[key] = _signal_name(value, facts.get("vocabulary"), lang)
        else:
            shown[key] = value
    return shown


def _signal_name(signal_id: str, vocabulary: object, lang: Lang) -> str:
    """The signal's name in ``lang`` where its vocabulary is known, else its id."""
    vocab = VOCABULARIES.get(vocabulary) if isinstance(vocabulary, str) else None
    signal = None if vocab is None else vocab.get(signal_id)
    return signal_id if signal is None or vocab is None else signal.name(vocab.name, lang)


class Player(Protocol):
    """Anything that, given one seat's view, decides what that seat plays."""

    @property
    def name(self) -> str:
        """The player's name as written in records (``random``, ``heuristic:…``)."""
        ...

    def decide(self, view: SeatView) -> Decision:
        """The card (and signals) to play in ``view``, where it is this seat's turn."""
        ...
