"""The six signal vocabularies, kept as data: ids, names, who may signal, truth conditions.

A signal is made together with a card and speaks of that card's suit. Each vocabulary says
who may signal (only the player leading a trick, or anyone on his turn) and, per signal,
when it is true. Truth conditions are small data objects evaluated against what the player
"holds" just before the card and "keeps" just after it (docs/rules.md). Names and meanings are
rendered from the it/en catalogs; dialect names come from the seeds.

>>> vocabulary("classico").ids
('busso', 'striscio', 'volo')
>>> vocabulary("bredese").signal("busso").dialect
'cioca'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

from circolo.core.cards.italian import Card, Rank, Suit
from circolo.core.errors import IllegalPlayError, OptionError
from circolo.core.i18n import DEFAULT_LANG, Lang, t
from circolo.games.tressette.ranking import RANK_STRENGTH, RANKS_BY_STRENGTH, strength

if TYPE_CHECKING:
    from circolo.games.tressette.options import TressetteOptions

#: Signals are never made on the tenth and last trick (counting tricks from 0: trick 9).
LAST_TRICK: Final = 9

WhoMaySignal = Literal["leader", "any"]


@dataclass(frozen=True, slots=True)
class SignalContext:
    """What a truth condition looks at: the card, the hand around it, and the other seats."""

    card: Card
    #: The player's hand just before the card is played.
    holds: tuple[Card, ...]
    #: Whether a card may be in another seat's hand. The engine answers exactly; a seat's
    #: view answers "maybe" for every card it has not seen, so "true" then means "surely true".
    others_may_hold: Callable[[Card], bool]

    @property
    def suit(self) -> Suit:
        """The suit the signal speaks of."""
        return self.card.suit

    def held_of_suit(self) -> list[Card]:
        """Cards of the signal's suit in hand before the play (the card included)."""
        return [c for c in self.holds if c.suit is self.card.suit]

    def kept_of_suit(self) -> list[Card]:
        """Cards of the signal's suit still in hand after the play."""
        return [c for c in self.holds if c.suit is self.card.suit and c is not self.card]


class Condition:
    """A truth condition of a signal: evaluated on a context, described in words."""

    def holds_in(self, ctx: SignalContext) -> bool:
        """Whether the signal is true in ``ctx``."""
        raise NotImplementedError

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        """The condition in one phrase of ``lang``."""
        raise NotImplementedError


def _rank_list(ranks: Iterable[Rank], lang: Lang, joiner: str) -> str:
    names = [t(f"rank.{rank.code}", lang) for rank in ranks]
    if len(names) == 1:
        return names[0]
    return f"{', '.join(names[:-1])} {t(joiner, lang)} {names[-1]}"


@dataclass(frozen=True, slots=True)
class Always(Condition):
    """A request, true whatever the hand."""

    def holds_in(self, ctx: SignalContext) -> bool:
        return True

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        return t("truth.always", lang)


@dataclass(frozen=True, slots=True)
class HoldsAllOf(Condition):
    """Holds every one of ``ranks`` in the suit."""

    ranks: tuple[Rank, ...]

    def holds_in(self, ctx: SignalContext) -> bool:
        held = {c.rank for c in ctx.held_of_suit()}
        return all(rank in held for rank in self.ranks)

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        return t("truth.holds_all", lang, ranks=_rank_list(self.ranks, lang, "word.and"))


@dataclass(frozen=True, slots=True)
class HoldsAnyOf(Condition):
    """Holds at least one of ``ranks`` in the suit."""

    ranks: tuple[Rank, ...]

    def holds_in(self, ctx: SignalContext) -> bool:
        held = {c.rank for c in ctx.held_of_suit()}
        return any(rank in held for rank in self.ranks)

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        return t("truth.holds_any", lang, ranks=_rank_list(self.ranks, lang, "word.or"))


@dataclass(frozen=True, slots=True)
class HoldsNoneOf(Condition):
    """Holds none of ``ranks`` in the suit."""

    ranks: tuple[Rank, ...]

    def holds_in(self, ctx: SignalContext) -> bool:
        held = {c.rank for c in ctx.held_of_suit()}
        return not any(rank in held for rank in self.ranks)

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        return t("truth.holds_none", lang, ranks=_rank_list(self.ranks, lang, "word.nor"))


@dataclass(frozen=True, slots=True)
class HoldsCount(Condition):
    """Holds (before the play, the card included) at least or exactly ``n`` of the suit."""

    n: int
    exactly: bool = False

    def holds_in(self, ctx: SignalContext) -> bool:
        count = len(ctx.held_of_suit())
        return count == self.n if self.exactly else count >= self.n

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        key = "truth.holds_exactly" if self.exactly else "truth.holds_at_least"
        return t(key, lang, n=self.n)


@dataclass(frozen=True, slots=True)
class KeepsCount(Condition):
    """Keeps (after the play) at least or exactly ``n`` of the suit."""

    n: int
    exactly: bool = False

    def holds_in(self, ctx: SignalContext) -> bool:
        count = len(ctx.kept_of_suit())
        return count == self.n if self.exactly else count >= self.n

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        if self.exactly and self.n == 0:
            return t("truth.keeps_none", lang)
        key = "truth.keeps_exactly" if self.exactly else "truth.keeps_at_least"
        return t(key, lang, n=self.n)


@dataclass(frozen=True, slots=True)
class KeepsLowCard(Condition):
    """Keeps at least one card of the suit ranked ``highest`` or lower."""

    highest: Rank

    def holds_in(self, ctx: SignalContext) -> bool:
        return any(strength(c) <= RANK_STRENGTH[self.highest] for c in ctx.kept_of_suit())

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        return t("truth.keeps_low", lang, rank=t(f"rank.{self.highest.code}", lang))


@dataclass(frozen=True, slots=True)
class WinsForSure(Condition):
    """No card of the suit held by another seat outranks the card played."""

    def holds_in(self, ctx: SignalContext) -> bool:
        card = ctx.card
        stronger = RANKS_BY_STRENGTH[: RANKS_BY_STRENGTH.index(card.rank)]
        return not any(ctx.others_may_hold(Card.of(rank, card.suit)) for rank in stronger)

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        return t("truth.wins", lang)


@dataclass(frozen=True, slots=True)
class VoidInOtherSuits(Condition):
    """After the play, void in exactly ``n`` suits other than the card's."""

    n: int

    def holds_in(self, ctx: SignalContext) -> bool:
        kept_suits = {c.suit for c in ctx.holds if c is not ctx.card}
        voids = sum(1 for suit in Suit if suit is not ctx.suit and suit not in kept_suits)
        return voids == self.n

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        return t("truth.void_others", lang, n=self.n)


@dataclass(frozen=True, slots=True)
class AllOf(Condition):
    """Every one of ``parts`` holds."""

    parts: tuple[Condition, ...]

    def holds_in(self, ctx: SignalContext) -> bool:
        return all(part.holds_in(ctx) for part in self.parts)

    def describe(self, lang: Lang = DEFAULT_LANG) -> str:
        return f" {t('word.and', lang)} ".join(part.describe(lang) for part in self.parts)


@dataclass(frozen=True, slots=True)
class Signal:
    """One signal of a vocabulary."""

    #: The id written in records: the Italian name, lower case, hyphens, numbers in digits.
    id: str
    #: The truth condition (what the signal claims).
    truth: Condition
    #: The dialect name given by the seeds, if any (Bredese "cioca", Chitarrella's Latin).
    dialect: str | None = None
    #: Romana's "piombo a … pali": may go with one other signal on the same card.
    companion: bool = False
    #: Catalog key stem of the name and meaning; defaults to ``signal.<vocabulary>.<id>``.
    text_key: str | None = None
    #: Parameters of the name and meaning templates (``n`` for "altre N carte").
    n: int | None = None

    def _key(self, vocabulary: str) -> str:
        return self.text_key or f"signal.{vocabulary}.{self.id}"

    def name(self, vocabulary: str, lang: Lang = DEFAULT_LANG) -> str:
        """The signal's name: the Italian term, in every language (a game term stays
        Italian; the English catalog's meaning glosses it)."""
        return t(f"{self._key(vocabulary)}.name", lang, n=self.n)

    def label(self, vocabulary: str, lang: Lang = DEFAULT_LANG) -> str:
        """The signal as every place names it — the table's buttons, the reasons, the Help
        page, the replay: its name, and the dialect's word where it differs ("busso (cioca)")."""
        name = self.name(vocabulary, lang)
        return f"{name} ({self.dialect})" if self.dialect and self.dialect != name else name

    def meaning(self, vocabulary: str, lang: Lang = DEFAULT_LANG) -> str:
        """What the signal tells the partner, in ``lang``."""
        return t(f"{self._key(vocabulary)}.meaning", lang, n=self.n)


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """A variant's signals and who may use them."""

    name: str
    who: WhoMaySignal
    signals: tuple[Signal, ...]

    @property
    def ids(self) -> tuple[str, ...]:
        """The signal ids in the vocabulary's order."""
        return tuple(signal.id for signal in self.signals)

    def signal(self, signal_id: str) -> Signal:
        """The signal ``signal_id``; ``KeyError`` when the vocabulary has none by that id."""
        for signal in self.signals:
            if signal.id == signal_id:
                return signal
        raise KeyError(signal_id)

    def get(self, signal_id: str) -> Signal | None:
        """The signal ``signal_id``, or None."""
        for signal in self.signals:
            if signal.id == signal_id:
                return signal
        return None


A, DUE, TRE, RE = Rank.ASSO, Rank.DUE, Rank.TRE, Rank.RE
KEEPS_NONE: Final = KeepsCount(0, exactly=True)
WINS: Final = WinsForSure()

_ALTRE_WORDS: Final = {1: "un", 2: "due", 3: "tre"}

VOCABULARIES: Final[dict[str, Vocabulary]] = {
    "classico": Vocabulary("classico", "leader", (
        Signal("busso", Always()),
        Signal("striscio", KeepsCount(1)),
        Signal("volo", KEEPS_NONE),
    )),
    "ai-tressette": Vocabulary("ai-tressette", "leader", (
        Signal("busso", HoldsAnyOf((DUE, TRE))),
        Signal("ho-il-25", HoldsAllOf((DUE, TRE))),
        Signal("gioco-lungo", HoldsCount(5)),
        Signal("asso", HoldsAllOf((A,))),
        Signal("volo", KEEPS_NONE),
        Signal("carta-buona", WINS),
        Signal("torno", AllOf((WINS, KeepsCount(1)))),
        Signal("ne-ho-ancora-2", KeepsCount(2, exactly=True)),
    )),
    "bredese": Vocabulary("bredese", "any", (
        Signal("busso", Always(), dialect="cioca"),
        Signal("volo", KEEPS_NONE),
        Signal("striscio-lungo", HoldsCount(3)),
        Signal("punto", KeepsCount(1, exactly=True)),
        Signal("via", Always()),
        Signal("busso-il-tre", HoldsAllOf((TRE,))),
        Signal("busso-il-due", HoldsAllOf((DUE,))),
        Signal("punta-l-asso", HoldsAllOf((A,))),
    )),
    "chitarrella": Vocabulary("chitarrella", "leader", (
        Signal("busso", Always(), dialect="buxo"),
        Signal("striscio-lungo", AllOf((HoldsCount(3), HoldsNoneOf((A, DUE, TRE)))),
               dialect="striscio prolixo"),
        Signal("striscio", AllOf((HoldsCount(2, exactly=True), HoldsNoneOf((A, DUE, TRE))))),
        Signal("piombo", KEEPS_NONE, dialect="plumbo"),
    )),
    "romana": Vocabulary("romana", "leader", (
        Signal("la-meglio", AllOf((HoldsAllOf((A,)), HoldsAnyOf((DUE, TRE)), HoldsCount(4)))),
        Signal("ho-l-asso", AllOf((HoldsAllOf((A,)), HoldsCount(4)))),
        Signal("voglio-l-asso", AllOf((HoldsAllOf((DUE, TRE)), HoldsCount(4)))),
        Signal("busso", AllOf((HoldsAllOf((TRE,)), HoldsCount(4)))),
        Signal("ribusso", AllOf((HoldsAllOf((DUE,)), HoldsCount(4)))),
        Signal("una-altra-carta", KeepsCount(1, exactly=True)),
        *(
            Signal(f"altre-{n}-carte", KeepsCount(n, exactly=True),
                   text_key="signal.romana.altre-n-carte", n=n)
            for n in range(2, 9)
        ),
        Signal("volo", KEEPS_NONE),
        Signal("buona", WINS),
        *(
            Signal(f"piombo-a-{word}-{'palo' if n == 1 else 'pali'}", VoidInOtherSuits(n),
                   companion=True)
            for n, word in _ALTRE_WORDS.items()
        ),
    )),
    "neutra": Vocabulary("neutra", "any", (
        Signal("busso", Always()),
        Signal("volo", KEEPS_NONE),
        Signal("liscio", KeepsLowCard(RE)),
    )),
}  # fmt: skip


def vocabulary(name: str) -> Vocabulary:
    """The vocabulary ``name``, or an error naming the vocabularies."""
    try:
        return VOCABULARIES[name]
    except KeyError:
        raise OptionError(
            "error.unknown_vocabulary", name=repr(name), names=", ".join(VOCABULARIES)
        ) from None


def signal_refusal(
    options: TressetteOptions,
    seat: int,
    card: Card,
    signals: Sequence[str],
    *,
    trick_number: int,
    leading: bool,
    context: Callable[[], SignalContext] | None,
) -> IllegalPlayError | None:
    """Why ``seat`` may not make ``signals`` with ``card`` now, or None when it may.

    ``trick_number`` counts from 0; ``leading`` says whether the card leads its trick.
    Where false signals are refused, ``context`` gives what the truth conditions look at;
    None skips the truth check (when nobody can know it).
    """
    if options.signals == "none":
        return IllegalPlayError("error.signals_off", seat=seat)
    vocab = vocabulary(options.signals)
    if trick_number >= LAST_TRICK:
        return IllegalPlayError("error.signal_last_trick", seat=seat)
    if vocab.who == "leader" and not leading:
        return IllegalPlayError("error.signal_not_leader", seat=seat, vocabulary=vocab.name)
    chosen: list[Signal] = []
    for signal_id in signals:
        signal = vocab.get(signal_id)
        if signal is None:
            return IllegalPlayError(
                "error.unknown_signal",
                seat=seat,
                signal=repr(signal_id),
                vocabulary=vocab.name,
                allowed=", ".join(vocab.ids),
            )
        if signal in chosen:
            return IllegalPlayError("error.signal_twice", seat=seat, signal=signal_id)
        chosen.append(signal)
    companions = sum(1 for signal in chosen if signal.companion)
    if len(chosen) - companions > 1 or companions > 1:
        key = (
            "error.too_many_signals_romana" if vocab.name == "romana" else "error.too_many_signals"
        )
        return IllegalPlayError(key, seat=seat, count=len(chosen))
    if options.false_signals or context is None:
        return None
    judged = context()
    for signal in chosen:
        if not signal.truth.holds_in(judged):
            return IllegalPlayError(
                "error.false_signal",
                seat=seat,
                signal=signal.id,
                card=card.code,
                claim=signal.truth.describe(),
            )
    return None
