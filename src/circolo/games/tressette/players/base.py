"""The player interface: a seat's view in, a decision with its reasons out.

A player never sees the full state: it gets one seat's
:class:`~circolo.games.tressette.view.SeatView`
and its own seeded random generator (given when it is created). It answers with a
:class:`Decision` — the card, the signals, and structured :class:`Reason` values that the
it/en catalogs turn into sentences.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from circolo.core.cards.italian import Card
from circolo.core.i18n import DEFAULT_LANG, Lang
from circolo.core.players import Reason as BaseReason
from circolo.core.players import localized_facts as base_localized_facts
from circolo.games.tressette.signals import VOCABULARIES
from circolo.games.tressette.view import SeatView


@dataclass(frozen=True)
class Reason(BaseReason):
    """Why a Tressette player chose what it did: a reason whose facts may name a signal."""

    def localized(self, lang: Lang) -> dict[str, object]:
        """The facts as the sentence in ``lang`` names them, signals by their vocabulary."""
        return localized_facts(self.facts, lang)


@dataclass(frozen=True)
class Decision:
    """A player's move: the card, the signals made with it, and why."""

    card: Card
    signals: tuple[str, ...] = ()
    reasons: tuple[Reason, ...] = ()

    def explain(self, lang: Lang = DEFAULT_LANG) -> str:
        """All reasons as one text in ``lang``."""
        return " ".join(reason.render(lang) for reason in self.reasons)


def localized_facts(facts: Mapping[str, object], lang: Lang) -> dict[str, object]:
    """Facts ready for a sentence in ``lang``: card codes as names, suit codes as suit names,
    quantities with the language's decimal mark, signal ids as their vocabulary names them."""
    shown = base_localized_facts(facts, lang)
    signal = facts.get("signal")
    if isinstance(signal, str):
        shown["signal"] = _signal_name(signal, facts.get("vocabulary"), lang)
    return shown


def _signal_name(signal_id: str, vocabulary: object, lang: Lang) -> str:
    """The signal as the table's buttons name it where its vocabulary is known, else its id."""
    vocab = VOCABULARIES.get(vocabulary) if isinstance(vocabulary, str) else None
    signal = None if vocab is None else vocab.get(signal_id)
    return signal_id if signal is None or vocab is None else signal.label(vocab.name, lang)


class Player(Protocol):
    """Anything that, given one seat's view, decides what that seat plays."""

    @property
    def name(self) -> str:
        """The player's name as written in records (``random``, ``heuristic:…``)."""
        ...

    def decide(self, view: SeatView) -> Decision:
        """The card (and signals) to play in ``view``, where it is this seat's turn."""
        ...
