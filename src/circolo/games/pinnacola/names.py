"""Pinnacola cards as people read them: a refusal or a reason names "Sette di cuori", not
``7h``, in the reader's language.

:class:`CardNames` is a message parameter (see :func:`circolo.core.i18n.t`): it keeps the codes
(its ``str`` is what the notation writes, for logs and programs) and is rendered as names
in each language. A wild card in a meld reads "Jolly come Sette di cuori". :class:`RankName`
does the same for a rank ("Regina", not ``Q``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from circolo.core.cards.french import FRENCH_RANKS, FrenchCard
from circolo.core.i18n import Lang, t


def card_name(code: str, lang: Lang) -> str:
    """The name of a card written as in records: ``Qd``, ``JK``, or ``JK=7h`` / ``2c=Q``
    (a wild card and what it stands for)."""
    text, equals, stands = code.partition("=")
    name = FrenchCard.parse(text).name(lang)
    if not equals:
        return name
    if stands in FRENCH_RANKS:
        shown = RankName(stands).localized(lang)
    else:
        shown = FrenchCard.parse(stands).name(lang)
    return t("card.french.as", lang, wild=name, card=shown)


@dataclass(frozen=True, slots=True)
class CardNames:
    """One card or several (as written in records), shown by name in a message."""

    codes: tuple[str, ...]

    @classmethod
    def of(cls, cards: Iterable[object]) -> CardNames:
        """The names of ``cards`` (cards, placed cards or codes: anything whose str is a code)."""
        return cls(tuple(str(card) for card in cards))

    def localized(self, lang: Lang) -> str:
        """The cards' names in ``lang``, separated by commas."""
        return ", ".join(card_name(code, lang) for code in self.codes)

    def __str__(self) -> str:
        return " ".join(self.codes)


@dataclass(frozen=True, slots=True)
class RankName:
    """A rank (``Q``) shown by name in a message: "Regina", "Queen"."""

    rank: str

    def localized(self, lang: Lang) -> str:
        """The rank's name in ``lang``."""
        return t(f"card.french.rank.{self.rank}", lang)

    def __str__(self) -> str:
        return self.rank


def named(card: object) -> CardNames:
    """One card, shown by name in a message."""
    return CardNames((str(card),))
