"""The error hierarchy: every refusal carries a catalog key, its facts, and a sentence.

The sentence (``str(error)``) is English; :meth:`CircoloError.message` renders it in any
catalog language, so the server and the browser can show the same refusal in Italian.
"""

from __future__ import annotations

from dataclasses import dataclass

from circolo.core.i18n import DEFAULT_LANG, Lang, Phrase, t
from circolo.core.record_json import shown


class CircoloError(Exception):
    """Base of every error Circolo raises on purpose: a key into the catalogs plus facts."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(t(key, DEFAULT_LANG, **params))

    def message(self, lang: Lang = DEFAULT_LANG) -> str:
        """The refusal as one sentence in ``lang``."""
        return t(self.key, lang, **self.params)

    def __reduce__(self) -> tuple[object, ...]:
        # Rebuilt from key and facts, so errors cross process boundaries (the arena's workers).
        return (_rebuild, (type(self), self.key, self.params))


def _rebuild(kind: type[CircoloError], key: str, params: dict[str, object]) -> CircoloError:
    return kind(key, **params)


class NotationError(CircoloError, ValueError):
    """A card code (or list of codes) that is not written as the notation requires."""


class OptionError(CircoloError, ValueError):
    """An unknown variant, an unknown option key or a value an option does not take."""


class IllegalPlayError(CircoloError):
    """A play the rules refuse: out of turn, not held, not following suit, a bad signal."""


class PlayerSpecError(CircoloError, ValueError):
    """An unknown player name or a setting a player does not take."""


class RecordError(CircoloError):
    """A match record that cannot be read: bad JSON, missing keys, wrong types."""


@dataclass(frozen=True, slots=True)
class FieldRefusals:
    """The refusals of one reader of a JSON object (a game's VIEW): the catalog's
    ``{prefix}_field`` names the field that is wrong and carries the problem, a
    ``{prefix}_{key}`` phrase, so that the whole sentence is in the reader's language."""

    prefix: str

    def bad(self, field: str, problem: Phrase | CircoloError) -> RecordError:
        """The refusal of ``field``: ``problem`` says what is wrong."""
        return RecordError(f"{self.prefix}_field", field=field, problem=problem)

    def phrase(self, key: str, **params: object) -> Phrase:
        """The reader's phrase ``key`` (``{prefix}_{key}``) with its facts."""
        return Phrase(f"{self.prefix}_{key}", params)

    def must_be(self, field: str, value: object, what: Phrase) -> RecordError:
        """The refusal of ``field``, whose ``value`` is not ``what`` it must be."""
        return self.bad(field, self.phrase("must_be", what=what, value=shown(value)))
