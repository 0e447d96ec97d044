"""The rules the independent Tressette referee knows, written from docs/rules.md: the cards
and their values, the signals of each vocabulary and what they promise, the accuse, the
options. Standard library only, like the rest of the referee (tests/referee/referee.py)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, TypeGuard

# --------------------------------------------------------------------------- cards

RANKS: Final = "A234567FCR"
"""The ten ranks as written in card codes."""

SUITS: Final = "dcsb"
"""The four suits as written in card codes: denari, coppe, spade, bastoni."""

SUIT_NAMES: Final[dict[str, str]] = {"d": "denari", "c": "coppe", "s": "spade", "b": "bastoni"}

STRENGTH: Final[dict[str, int]] = {rank: i for i, rank in enumerate("4567FCRA23")}
"""Trick-taking strength of each rank (higher wins): 3 2 A R C F 7 6 5 4."""

THIRDS: Final[dict[str, int]] = {
    "A": 3,
    "2": 1,
    "3": 1,
    "R": 1,
    "C": 1,
    "F": 1,
    "4": 0,
    "5": 0,
    "6": 0,
    "7": 0,
}
"""Value of each rank in thirds of a point."""

DECK: Final[frozenset[str]] = frozenset(rank + suit for suit in SUITS for rank in RANKS)
"""The 40-card Italian deck."""

PRESETS: Final = ("classico", "ai-tressette", "bredese", "chitarrella", "romana", "neutra")
"""The names of the variant presets, which are also the names of the signal vocabularies."""

OPTION_KEYS: Final = (
    "target",
    "best_of",
    "decider_target",
    "cappotto",
    "accuse",
    "accuse_timing",
    "accuse_ends_game",
    "redeal_under_one_point",
    "redeal_three_sevens",
    "signals",
    "false_signals",
)
"""The eleven Tressette options every record must hold."""

ANY_PLAYER_SIGNALS: Final = frozenset({"bredese", "neutra"})
"""Vocabularies in which any player may signal with his card (elsewhere only the leader)."""

PIOMBI: Final = frozenset({"piombo-a-un-palo", "piombo-a-due-pali", "piombo-a-tre-pali"})
"""Romana signals that may go together with one other signal."""

ACCUSA_KINDS: Final[dict[str, int]] = {
    "napoletana": 3,
    "tre-tre": 3,
    "tre-due": 3,
    "tre-assi": 3,
    "quattro-tre": 4,
    "quattro-due": 4,
    "quattro-assi": 4,
}
"""Every kind of accusa with its nominal points."""

_ACCUSA_RANKS: Final = (("3", "tre"), ("2", "due"), ("A", "assi"))


def _is_int(value: object) -> TypeGuard[int]:
    """Tell whether a JSON value is an integer (booleans are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _is_seat(value: object) -> TypeGuard[int]:
    """Tell whether a JSON value is a seat number 0..3."""
    return _is_int(value) and 0 <= value <= 3


def _is_team(value: object) -> TypeGuard[int]:
    """Tell whether a JSON value is a team number 0 or 1."""
    return _is_int(value) and value in (0, 1)


def _is_card(value: object) -> TypeGuard[str]:
    """Tell whether a JSON value is a valid Italian card code such as ``Ad`` or ``Rb``."""
    return isinstance(value, str) and len(value) == 2 and value[0] in RANKS and value[1] in SUITS


def _pair(value: object) -> tuple[int, int] | None:
    """Return a per-team pair of integers, or None when the value is not one."""
    if isinstance(value, list) and len(value) == 2 and _is_int(value[0]) and _is_int(value[1]):
        return (value[0], value[1])
    return None


def _show(value: object) -> str:
    """Render a value the way it is written in a record."""
    if isinstance(value, tuple):
        value = list(value)
    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)


def _team_of(seat: int) -> int:
    """Team of a seat: team 0 = seats 0 and 2, team 1 = seats 1 and 3."""
    return seat % 2


def _hand_thirds(cards: Sequence[str]) -> int:
    """Sum of the values of some cards, in thirds of a point."""
    return sum(THIRDS[card[0]] for card in cards)


# ------------------------------------------------------------------------- signals


@dataclass(frozen=True)
class SignalView:
    """What a signal's truth condition may look at.

    ``holds`` is the player's hand just before the card is played, ``keeps`` just
    after; ``others`` are the cards still unplayed in the other three seats' hands.
    """

    card: str
    holds: tuple[str, ...]
    keeps: tuple[str, ...]
    others: tuple[str, ...]

    @property
    def suit(self) -> str:
        """The suit the signal speaks of: the played card's."""
        return self.card[1]

    def holds_rank(self, rank: str) -> bool:
        """Whether the player held the card of this rank in the signal's suit."""
        return rank + self.suit in self.holds

    def n_holds(self) -> int:
        """How many cards of the suit the player held before the card."""
        return sum(1 for card in self.holds if card[1] == self.suit)

    def n_keeps(self) -> int:
        """How many cards of the suit the player keeps after the card."""
        return sum(1 for card in self.keeps if card[1] == self.suit)

    def best(self) -> bool:
        """No card of the suit still in another seat's hand outranks the played card."""
        strength = STRENGTH[self.card[0]]
        return not any(c[1] == self.suit and STRENGTH[c[0]] > strength for c in self.others)

    def voids_after(self) -> int:
        """In how many suits other than the signal's the player keeps no card."""
        kept = {card[1] for card in self.keeps}
        return sum(1 for suit in SUITS if suit != self.suit and suit not in kept)


@dataclass(frozen=True)
class Signal:
    """One signal of a vocabulary: its truth condition, as code and as English text."""

    truth: Callable[[SignalView], bool]
    condition: str


def _always(_view: SignalView) -> bool:
    """Truth condition of a request, which is always true."""
    return True


_ALWAYS: Final = Signal(_always, "always (it is a request)")
_VOLO: Final = Signal(lambda v: v.n_keeps() == 0, "the player keeps no card of the suit")


def _keeps_exactly(n: int) -> Signal:
    """A signal true when the player keeps exactly ``n`` cards of the suit."""
    plural = "card" if n == 1 else "cards"
    return Signal(lambda v: v.n_keeps() == n, f"the player keeps exactly {n} {plural} of the suit")


def _piombo(n: int) -> Signal:
    """Romana's "piombo a N pali": void in exactly ``n`` other suits after the play."""
    plural = "suit" if n == 1 else "suits"
    return Signal(
        lambda v: v.voids_after() == n,
        f"the player is void in exactly {n} other {plural} after the play",
    )


def _romana_altre() -> dict[str, Signal]:
    """Romana's ``altre-N-carte`` signals for N = 2 .. 8."""
    return {f"altre-{n}-carte": _keeps_exactly(n) for n in range(2, 9)}


VOCABULARIES: Final[dict[str, dict[str, Signal]]] = {
    "classico": {
        "busso": _ALWAYS,
        "striscio": Signal(lambda v: v.n_keeps() >= 1, "the player keeps a card of the suit"),
        "volo": _VOLO,
    },
    "ai-tressette": {
        "busso": Signal(
            lambda v: v.holds_rank("2") or v.holds_rank("3"),
            "the player holds the 2 or the 3 of the suit",
        ),
        "ho-il-25": Signal(
            lambda v: v.holds_rank("2") and v.holds_rank("3"),
            "the player holds both the 2 and the 3 of the suit",
        ),
        "gioco-lungo": Signal(
            lambda v: v.n_holds() >= 5, "the player holds at least 5 cards of the suit"
        ),
        "asso": Signal(lambda v: v.holds_rank("A"), "the player holds the ace of the suit"),
        "volo": _VOLO,
        "carta-buona": Signal(
            lambda v: v.best(), "no card of the suit in another seat's hand outranks the card"
        ),
        "torno": Signal(
            lambda v: v.best() and v.n_keeps() >= 1,
            "no card of the suit in another seat's hand outranks the card and the player "
            "keeps a card of the suit",
        ),
        "ne-ho-ancora-2": _keeps_exactly(2),
    },
    "bredese": {
        "busso": _ALWAYS,
        "volo": _VOLO,
        "striscio-lungo": Signal(
            lambda v: v.n_holds() >= 3, "the player holds at least 3 cards of the suit"
        ),
        "punto": _keeps_exactly(1),
        "via": _ALWAYS,
        "busso-il-tre": Signal(lambda v: v.holds_rank("3"), "the player holds the 3 of the suit"),
        "busso-il-due": Signal(lambda v: v.holds_rank("2"), "the player holds the 2 of the suit"),
        "punta-l-asso": Signal(lambda v: v.holds_rank("A"), "the player holds the ace of the suit"),
    },
    "chitarrella": {
        "busso": _ALWAYS,
        "striscio-lungo": Signal(
            lambda v: v.n_holds() >= 3 and not any(v.holds_rank(r) for r in "A23"),
            "the player holds at least 3 cards of the suit and none of its A, 2, 3",
        ),
        "striscio": Signal(
            lambda v: v.n_holds() == 2 and not any(v.holds_rank(r) for r in "A23"),
            "the player holds exactly 2 cards of the suit, neither A, 2 nor 3",
        ),
        "piombo": _VOLO,
    },
    "romana": {
        "la-meglio": Signal(
            lambda v: (
                v.holds_rank("A") and (v.holds_rank("2") or v.holds_rank("3")) and v.n_holds() >= 4
            ),
            "the player holds the ace, the 2 or the 3, and at least 4 cards of the suit",
        ),
        "ho-l-asso": Signal(
            lambda v: v.holds_rank("A") and v.n_holds() >= 4,
            "the player holds the ace and at least 4 cards of the suit",
        ),
        "voglio-l-asso": Signal(
            lambda v: v.holds_rank("2") and v.holds_rank("3") and v.n_holds() >= 4,
            "the player holds the 2, the 3 and at least 4 cards of the suit",
        ),
        "busso": Signal(
            lambda v: v.holds_rank("3") and v.n_holds() >= 4,
            "the player holds the 3 and at least 4 cards of the suit",
        ),
        "ribusso": Signal(
            lambda v: v.holds_rank("2") and v.n_holds() >= 4,
            "the player holds the 2 and at least 4 cards of the suit",
        ),
        "una-altra-carta": _keeps_exactly(1),
        **_romana_altre(),
        "volo": _VOLO,
        "buona": Signal(
            lambda v: v.best(), "no card of the suit in another seat's hand outranks the card"
        ),
        "piombo-a-un-palo": _piombo(1),
        "piombo-a-due-pali": _piombo(2),
        "piombo-a-tre-pali": _piombo(3),
    },
    "neutra": {
        "busso": _ALWAYS,
        "volo": _VOLO,
        "liscio": Signal(
            lambda v: any(c[1] == v.suit and c[0] in "RCF7654" for c in v.keeps),
            "the player keeps a card of the suit ranked Re or lower",
        ),
    },
}
"""Each signal vocabulary: signal id -> its truth condition."""


# -------------------------------------------------------------------------- accuse

Accusa = tuple[int, str, str | None]
"""An accusa as (seat, kind, suit); suit is None for the four-of-a-kind kinds."""


def accuse_of(seat: int, cards: Sequence[str]) -> list[Accusa]:
    """Every accusa in one seat's dealt hand.

    A napoletana per suit holding A, 2 and 3; three of the 3s, 2s or aces (with the
    missing suit) or all four of them (four of a kind counts only as the four).
    """
    held = set(cards)
    found: list[Accusa] = [
        (seat, "napoletana", suit) for suit in SUITS if {"A" + suit, "2" + suit, "3" + suit} <= held
    ]
    for rank, word in _ACCUSA_RANKS:
        missing = [suit for suit in SUITS if rank + suit not in held]
        if not missing:
            found.append((seat, f"quattro-{word}", None))
        elif len(missing) == 1:
            found.append((seat, f"tre-{word}", missing[0]))
    return found


def _describe_accusa(accusa: Accusa) -> str:
    """An accusa in words, e.g. ``seat 0's napoletana of denari``."""
    seat, kind, suit = accusa
    if suit is None:
        return f"seat {seat}'s {kind}"
    if kind == "napoletana":
        return f"seat {seat}'s napoletana of {SUIT_NAMES[suit]}"
    return f"seat {seat}'s {kind} (missing {SUIT_NAMES[suit]})"


# ------------------------------------------------------------------------- options


@dataclass(frozen=True)
class Options:
    """The eleven Tressette options of a match, as validated."""

    target: int
    best_of: int
    decider_target: int | None
    cappotto: bool
    accuse: str
    accuse_timing: str
    accuse_ends_game: bool
    redeal_under_one_point: bool
    redeal_three_sevens: bool
    signals: str
    false_signals: bool

    @property
    def can_tirarsi_fuori(self) -> bool:
        """Whether "tirarsi fuori" may end a game (it needs accuse that score)."""
        return self.accuse_ends_game and self.accuse == "score"


@dataclass
class _HandOutcome:
    """What a checked hand hands on to the game: points, how it ended, who dealt."""

    points: tuple[int, int] | None
    tirarsi: bool
    cappotto: int | None
    dealer: int | None


_BOOL_OPTIONS: Final = (
    "cappotto",
    "accuse_ends_game",
    "redeal_under_one_point",
    "redeal_three_sevens",
    "false_signals",
)
