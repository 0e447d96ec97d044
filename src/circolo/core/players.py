"""What every game's computer players share: a reason with the facts its sentence names, the
decision the engine protocol answers with (its text in it/en and its reasons as JSON), and
the prefix of a player that is an external program.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Protocol, TypeVar

from circolo.core.cards.italian import Card, Suit
from circolo.core.errors import CircoloError
from circolo.core.i18n import DEFAULT_LANG, Lang, decimal, t

#: A player spec starting so is an external program asked through the engine protocol.
COMMAND_PREFIX: Final = "cmd:"
#: Fact keys whose value is a card code, rendered as the card's name.
CARD_FACTS = frozenset({"card", "won", "best"})
#: Fact keys whose value is a list of card codes, rendered as the cards' names joined as a
#: sentence lists them ("Tre di coppe e Quattro di spade"); any other value is shown as it is.
CARD_LIST_FACTS = frozenset({"cards"})
#: Fact keys whose value is a quantity written with decimals ("7.89"), shown with the
#: language's decimal mark ("7,89 punti").
DECIMAL_FACTS = frozenset({"points", "gain", "value"})


def card_list(codes: Sequence[str], lang: Lang) -> str:
    """The cards written ``codes`` by name, as a sentence lists them: commas between, the
    language's "and" before the last ("Asso di denari, Due di coppe e Tre di spade").

    >>> card_list(["3c", "4s"], "en"), card_list(["7d"], "it")
    ('Three of Cups and Four of Swords', 'Sette di denari')
    """
    names = [Card.parse(code).name(lang) for code in codes]
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {t('word.and', lang)} {names[-1]}"


def localized_facts(facts: Mapping[str, object], lang: Lang) -> dict[str, object]:
    """Facts ready for a sentence in ``lang``: card codes as names (a list of them as the
    names joined), suit codes as suit names, quantities with the language's decimal mark."""
    shown: dict[str, object] = {}
    for key, value in facts.items():
        if key in CARD_FACTS and isinstance(value, str):
            shown[key] = Card.parse(value).name(lang)
        elif (
            key in CARD_LIST_FACTS
            and isinstance(value, list | tuple)
            and all(isinstance(code, str) for code in value)
        ):
            shown[key] = card_list(value, lang)
        elif key == "suit" and isinstance(value, str):
            shown[key] = Suit(value).spoken(lang)
        elif key in DECIMAL_FACTS and isinstance(value, str):
            shown[key] = decimal(value, lang)
        else:
            shown[key] = value
    return shown


@dataclass(frozen=True)
class Reason:
    """Why a player chose what it did: a catalog code and the facts the sentence names."""

    code: str
    facts: Mapping[str, object] = field(default_factory=dict)

    def render(self, lang: Lang = DEFAULT_LANG) -> str:
        """The reason as a sentence in ``lang``: card codes become names, suits their names."""
        return t(f"reason.{self.code}", lang, **self.localized(lang))

    def localized(self, lang: Lang) -> dict[str, object]:
        """The facts as the sentence in ``lang`` names them."""
        return localized_facts(self.facts, lang)

    def to_json(self) -> dict[str, object]:
        """``{"code": …, <facts>}`` as the engine protocol sends it."""
        return {"code": self.code, **self.facts}


class EngineError(CircoloError, ValueError):
    """A request the engine cannot answer: unreadable, unknown, or a player that failed."""

    def message(self, lang: Lang = DEFAULT_LANG) -> str:
        """The refusal in ``lang``, with any nested refusal rendered in ``lang`` too."""
        params = {
            key: value.message(lang) if isinstance(value, CircoloError) else value
            for key, value in self.params.items()
        }
        return t(self.key, lang, **params)


class Explaining(Protocol):
    """A decision of any game: it explains itself and lists its reasons."""

    @property
    def reasons(self) -> Sequence[Any]: ...

    def explain(self, lang: Lang = DEFAULT_LANG) -> str: ...


D = TypeVar("D", bound=Explaining)


def explained(spec: str, decide: Callable[[], D]) -> tuple[D, dict[str, str], list[object]]:
    """A player's decision with its text in it/en and its reasons as JSON; a player that
    fails (deciding or rendering: a reason without a sentence is its fault) is refused."""
    try:
        decision = decide()
        text = {"it": decision.explain("it"), "en": decision.explain("en")}
        reasons: list[object] = [reason.to_json() for reason in decision.reasons]
    except Exception as error:
        problem: object = (
            error if isinstance(error, CircoloError) else f"{type(error).__name__}: {error}"
        )
        raise EngineError("error.engine.player_failed", player=spec, problem=problem) from None
    return decision, text, reasons
