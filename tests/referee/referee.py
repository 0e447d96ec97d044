"""An independent referee for Tressette match records.

The referee reads match records as described in ``docs/interfaces.md`` (one JSON
object per match, one match per line of a ``.jsonl`` file) and re-derives every
rule of ``docs/rules.md`` on its own: the deal, the order of play, following suit,
the trick winners, the signals, the accuse, the result of each hand, the end of each
game and of the match. Nothing in a record is trusted; every number is recomputed.

It is deliberately standalone (standard library only) and imports nothing from the
``circolo`` package, so that it can judge that package's output independently.

Usage::

    python tests/referee/referee.py FILE.jsonl

prints one line per fault and exits 0 when there is none, 1 otherwise (2 on a usage
error).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final, TypeGuard

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


class _Referee:
    """Checks one match record and collects its faults."""

    def __init__(self) -> None:
        """Start with no faults."""
        self.faults: list[str] = []
        self.opts: Options | None = None

    # ------------------------------------------------------------------ helpers

    def fault(self, where: str, text: str) -> None:
        """Record one fault at a place (``game 1, hand 2, play 17``) or at the record."""
        self.faults.append(f"{where}: {text}" if where else text)

    @property
    def options(self) -> Options:
        """The match's options (only valid once they have been checked)."""
        assert self.opts is not None
        return self.opts

    # ------------------------------------------------------------------- record

    def check(self, record: object) -> list[str]:
        """Check a whole match record and return its faults."""
        if not isinstance(record, dict):
            self.fault("", "the record is not a JSON object")
            return self.faults
        if record.get("game") != "tressette":
            self.fault("", f'the record\'s game is {_show(record.get("game"))}, not "tressette"')
        if "variant" not in record:
            self.fault("", "the record has no variant")
        elif record["variant"] not in PRESETS:
            self.fault(
                "",
                f"the variant {_show(record['variant'])} is not one of the presets "
                f"{', '.join(PRESETS)}",
            )
        if "seed" not in record:
            self.fault("", "the record has no seed")
        elif not (_is_int(record["seed"]) or record["seed"] is None):
            self.fault("", f"the seed {_show(record['seed'])} is not an integer")
        players = record.get("players")
        if not (
            isinstance(players, list)
            and len(players) == 4
            and all(isinstance(p, str) and p for p in players)
        ):
            self.fault("", f"the players {_show(players)} are not a list of 4 player names")
        self.opts = self._check_options(record.get("options"))
        games = record.get("games")
        if not isinstance(games, list):
            self.fault("", "the record has no list of games")
            return self.faults
        if not games:
            self.fault("", "the record has no games")
        if "winner" not in record:
            self.fault("", "the record has no match winner")
        elif not _is_team(record["winner"]):
            self.fault("", f"the match winner {_show(record['winner'])} is not a team (0 or 1)")
        if self.opts is None:
            return self.faults
        self._check_match(games, record.get("winner"))
        return self.faults

    def _check_options(self, raw: object) -> Options | None:
        """Validate the options object; return it typed, or None when it is unusable."""
        if not isinstance(raw, dict):
            self.fault("", "the record has no options object")
            return None
        ok = True
        for key in OPTION_KEYS:
            if key not in raw:
                self.fault("", f"the option {key} is missing")
                ok = False
        if not ok:
            return None
        checks: list[tuple[str, bool, str]] = [
            ("target", _is_int(raw["target"]) and raw["target"] > 0, "a positive integer"),
            ("best_of", _is_int(raw["best_of"]) and raw["best_of"] in (1, 3, 5), "1, 3 or 5"),
            (
                "decider_target",
                raw["decider_target"] is None
                or (_is_int(raw["decider_target"]) and raw["decider_target"] > 0),
                "null or a positive integer",
            ),
            ("accuse", raw["accuse"] in ("off", "declare", "score"), "off, declare or score"),
            (
                "accuse_timing",
                raw["accuse_timing"] in ("after-own-card", "end-of-first-trick"),
                "after-own-card or end-of-first-trick",
            ),
            (
                "signals",
                raw["signals"] == "none" or raw["signals"] in PRESETS,
                "none or one of " + ", ".join(PRESETS),
            ),
        ]
        checks += [(key, isinstance(raw[key], bool), "true or false") for key in _BOOL_OPTIONS]
        for key, valid, allowed in checks:
            if not valid:
                self.fault("", f"the option {key} is {_show(raw[key])}; it must be {allowed}")
                ok = False
        if not ok:
            return None
        return Options(
            target=raw["target"],
            best_of=raw["best_of"],
            decider_target=raw["decider_target"],
            cappotto=raw["cappotto"],
            accuse=raw["accuse"],
            accuse_timing=raw["accuse_timing"],
            accuse_ends_game=raw["accuse_ends_game"],
            redeal_under_one_point=raw["redeal_under_one_point"],
            redeal_three_sevens=raw["redeal_three_sevens"],
            signals=raw["signals"],
            false_signals=raw["false_signals"],
        )

    # -------------------------------------------------------------------- match

    def _check_match(self, games: list[Any], recorded_winner: object) -> None:
        """Check the games of the match, the number of games and the match winner."""
        opts = self.options
        needed = opts.best_of // 2 + 1
        wins = [0, 0]
        match_winner: int | None = None
        prev_dealer: int | None = None
        for index, game in enumerate(games):
            where = f"game {index + 1}"
            if match_winner is not None:
                self.fault(
                    where,
                    f"the game was played after team {match_winner} had already won the match",
                )
            decider = (
                opts.best_of in (3, 5)
                and opts.decider_target is not None
                and wins[0] == wins[1] == (opts.best_of - 1) // 2
            )
            target = opts.target
            if decider and opts.decider_target is not None:
                target = opts.decider_target
            winner, prev_dealer = self._check_game(where, game, target, prev_dealer)
            if winner is not None and match_winner is None:
                wins[winner] += 1
                if wins[winner] >= needed:
                    match_winner = winner
        if games and match_winner is None:
            self.fault(
                "",
                f"the match ends after {len(games)} games with wins {wins[0]}-{wins[1]}, "
                f"although no team has won {needed} of a best of {opts.best_of}",
            )
        if (
            match_winner is not None
            and _is_team(recorded_winner)
            and recorded_winner != match_winner
        ):
            self.fault(
                "",
                f"the record names team {recorded_winner} as the match winner, "
                f"but team {match_winner} won it",
            )

    # --------------------------------------------------------------------- game

    def _check_game(
        self, where: str, game: object, target: int, prev_dealer: int | None
    ) -> tuple[int | None, int | None]:
        """Check one game; return its winner (as recomputed when possible) and last dealer."""
        if not isinstance(game, dict):
            self.fault(where, "the game is not a JSON object")
            return None, None
        hands = game.get("hands")
        if not isinstance(hands, list) or not hands:
            self.fault(where, "the game has no list of hands")
            hands = []
        recorded_winner = game.get("winner")
        if not _is_team(recorded_winner):
            self.fault(where, f"the game's winner {_show(recorded_winner)} is not a team (0 or 1)")
            recorded_winner = None
        recorded_score = _pair(game.get("score"))
        if recorded_score is None:
            self.fault(
                where, f"the game's score {_show(game.get('score'))} is not a pair of integers"
            )
        recorded_end = game.get("ended_by")
        if recorded_end not in ("target", "cappotto", "accuse"):
            self.fault(
                where,
                f"the game's ended_by {_show(recorded_end)} is not target, cappotto or accuse",
            )
        totals = (0, 0)
        known = True
        over: int | None = None
        winner: int | None = None
        ended_by: str | None = None
        for index, hand in enumerate(hands):
            hand_where = f"{where}, hand {index + 1}"
            if over is not None:
                self.fault(
                    hand_where, f"the hand was played after the game had ended with hand {over + 1}"
                )
            expected_dealer = None if prev_dealer is None else (prev_dealer + 1) % 4
            before = totals if known and over is None else None
            outcome = self._check_hand(hand_where, hand, expected_dealer, before, target)
            prev_dealer = outcome.dealer if outcome.dealer is not None else expected_dealer
            if over is not None or not known:
                continue
            if outcome.points is None:
                known = False
                continue
            totals = (totals[0] + outcome.points[0], totals[1] + outcome.points[1])
            leader = 0 if totals[0] > totals[1] else 1
            if outcome.tirarsi and totals[0] != totals[1]:
                over, winner, ended_by = index, leader, "accuse"
            elif outcome.cappotto is not None:
                over, winner, ended_by = index, outcome.cappotto, "cappotto"
            elif max(totals) >= target and totals[0] != totals[1]:
                over, winner, ended_by = index, leader, "target"
        if not known or not hands:
            return recorded_winner, prev_dealer
        if over is None:
            self.fault(
                where,
                f"the game stops after hand {len(hands)} at {totals[0]}-{totals[1]}, "
                f"although no team has won it (target {target})",
            )
        if recorded_score is not None and recorded_score != totals:
            self.fault(
                where,
                f"the game's score is {_show(recorded_score)}, but its hands add up to "
                f"{_show(totals)}",
            )
        if winner is not None and recorded_winner is not None and recorded_winner != winner:
            self.fault(
                where, f"the game's winner is team {recorded_winner}, but team {winner} won it"
            )
        if (
            ended_by is not None
            and recorded_end in ("target", "cappotto", "accuse")
            and (recorded_end != ended_by)
        ):
            self.fault(where, f"the game's ended_by is {recorded_end}, but it ended by {ended_by}")
        return (winner if winner is not None else recorded_winner), prev_dealer

    # --------------------------------------------------------------------- hand

    def _check_deal(self, where: str, raw: object) -> list[list[str]] | None:
        """Check that the deal is the whole deck split 10/10/10/10; return it or None."""
        if not isinstance(raw, list) or len(raw) != 4:
            self.fault(where, "the deal is not a list of 4 hands")
            return None
        deal: list[list[str]] = []
        ok = True
        for seat, cards in enumerate(raw):
            if not isinstance(cards, list):
                self.fault(where, f"seat {seat}'s dealt hand is not a list of cards")
                return None
            if len(cards) != 10:
                self.fault(where, f"seat {seat} was dealt {len(cards)} cards; a hand is 10 cards")
                ok = False
            for card in cards:
                if not _is_card(card):
                    self.fault(where, f"seat {seat} was dealt {_show(card)}, which is not a card")
                    ok = False
            deal.append([card for card in cards if _is_card(card)])
        counts = Counter(card for cards in deal for card in cards)
        for card, count in sorted(counts.items()):
            if count > 1:
                self.fault(where, f"the card {card} is dealt {count} times")
                ok = False
        for card in sorted(DECK - counts.keys()):
            self.fault(where, f"the card {card} is missing from the deal")
            ok = False
        return deal if ok else None

    def _check_redeal(self, where: str, deal: list[list[str]]) -> None:
        """Check that no deal was played that the redeal options would have redealt."""
        opts = self.options
        for seat, cards in enumerate(deal):
            thirds = _hand_thirds(cards)
            if opts.redeal_under_one_point and thirds < 3:
                self.fault(
                    where,
                    f"seat {seat} was dealt only {thirds} thirds (under 1 point), "
                    "so the hand should have been redealt (redeal_under_one_point)",
                )
            sevens = sum(1 for card in cards if card[0] == "7")
            if opts.redeal_three_sevens and sevens >= 3:
                self.fault(
                    where,
                    f"seat {seat} was dealt {sevens} sevens, "
                    "so the hand should have been redealt (redeal_three_sevens)",
                )

    def _parse_accusa(self, where: str, entry: object) -> tuple[Accusa, int] | None:
        """Parse one entry of a hand's accuse list into (accusa, points)."""
        if not isinstance(entry, dict):
            self.fault(where, f"the accusa {_show(entry)} is not a JSON object")
            return None
        seat, kind, points = entry.get("seat"), entry.get("kind"), entry.get("points")
        if not _is_seat(seat):
            self.fault(where, f"the accusa {_show(entry)} has no valid seat")
            return None
        if not isinstance(kind, str) or kind not in ACCUSA_KINDS:
            self.fault(where, f"the accusa {_show(entry)} has an unknown kind")
            return None
        if not _is_int(points):
            self.fault(where, f"the accusa {_show(entry)} has no integer points")
            return None
        suit: str | None = None
        if kind.startswith("quattro-"):
            if "suit" in entry:
                self.fault(where, f"the accusa {_show(entry)} is a four of a kind and has no suit")
                return None
        else:
            raw_suit = entry.get("suit")
            if not (isinstance(raw_suit, str) and raw_suit in SUITS):
                self.fault(where, f"the accusa {_show(entry)} needs a suit (d, c, s or b)")
                return None
            suit = raw_suit
        return (seat, kind, suit), points

    def _check_accuse(
        self, where: str, hand: dict[str, Any], deal: list[list[str]] | None
    ) -> tuple[int, int] | None:
        """Check the hand's accuse list; return the accuse points each team scores.

        The points are None when they cannot be known (the deal is unusable).
        """
        opts = self.options
        if "accuse" not in hand:
            self.fault(where, "the hand has no accuse list")
            raw: object = None
        else:
            raw = hand["accuse"]
            if not isinstance(raw, list):
                self.fault(where, f"the hand's accuse {_show(raw)} is not a list")
                raw = None
        if opts.accuse == "off":
            if isinstance(raw, list) and raw:
                self.fault(where, f"accuse are off, but the hand lists {len(raw)} accuse")
            return (0, 0)
        expected: list[Accusa] | None = None
        team_points = [0, 0]
        if deal is not None:
            expected = [acc for seat in range(4) for acc in accuse_of(seat, deal[seat])]
            for seat, kind, _suit in expected:
                team_points[_team_of(seat)] += ACCUSA_KINDS[kind]
        if isinstance(raw, list):
            parsed: list[Accusa] = []
            complete = True
            for entry in raw:
                item = self._parse_accusa(where, entry)
                if item is None:
                    complete = False
                    continue
                accusa, points = item
                if points != ACCUSA_KINDS[accusa[1]]:
                    self.fault(
                        where,
                        f"{_describe_accusa(accusa)} is listed with {points} points; "
                        f"it is worth {ACCUSA_KINDS[accusa[1]]}",
                    )
                parsed.append(accusa)
            if expected is not None and complete:
                have, want = Counter(parsed), Counter(expected)
                for accusa in sorted((want - have).elements(), key=repr):
                    self.fault(where, f"{_describe_accusa(accusa)} is missing from the accuse")
                for accusa in sorted((have - want).elements(), key=repr):
                    self.fault(
                        where,
                        f"the accuse include {_describe_accusa(accusa)}, which the deal lacks",
                    )
        if opts.accuse != "score":
            return (0, 0)
        if deal is None:
            return None
        return (team_points[0], team_points[1])

    def _check_signals(
        self,
        where: str,
        play: dict[str, Any],
        seat: int,
        position: int,
        trick: int,
        view: SignalView,
    ) -> None:
        """Check the signals made with one card."""
        if "signals" not in play:
            return
        raw = play["signals"]
        if not isinstance(raw, list) or not all(isinstance(s, str) for s in raw):
            self.fault(where, f"the play's signals {_show(raw)} are not a list of signal ids")
            return
        if not raw:
            return
        ids: list[str] = raw
        opts = self.options
        if opts.signals == "none":
            self.fault(where, f"seat {seat} signalled {', '.join(ids)} although signals are off")
            return
        vocabulary = VOCABULARIES[opts.signals]
        for sig in ids:
            if sig not in vocabulary:
                self.fault(where, f"{_show(sig)} is not a signal of the {opts.signals} vocabulary")
        if trick == 9:
            self.fault(
                where, f"seat {seat} signalled on the tenth trick, where no signal is allowed"
            )
        if opts.signals not in ANY_PLAYER_SIGNALS and position != 0:
            self.fault(
                where,
                f"seat {seat} signalled without leading the trick; in the {opts.signals} "
                "vocabulary only the trick's leader may signal",
            )
        if len(ids) > 1:
            piombi = sum(1 for sig in ids if sig in PIOMBI)
            if not (opts.signals == "romana" and len(ids) == 2 and piombi == 1):
                self.fault(
                    where,
                    f"seat {seat} made {len(ids)} signals ({', '.join(ids)}) with one card; "
                    "at most one is allowed (in romana a piombo may go with one other)",
                )
        if opts.false_signals:
            return
        for sig in ids:
            signal = vocabulary.get(sig)
            if signal is not None and not signal.truth(view):
                self.fault(
                    where,
                    f"seat {seat} signalled {sig} with {view.card}, which is false (it is true "
                    f"when {signal.condition}) and false signals are refused",
                )

    def _simulate(
        self, where: str, dealer: int, deal: list[list[str]], plays: list[Any]
    ) -> tuple[tuple[int, int], int | None, bool]:
        """Replay the plays; return the thirds each team took, the last trick's team, and
        whether every play could be replayed."""
        hands = [list(cards) for cards in deal]
        leader = (dealer + 1) % 4
        thirds = [0, 0]
        last: int | None = None
        trick: list[tuple[int, str]] = []
        for number, play in enumerate(plays[:40]):
            play_where = f"{where}, play {number + 1}"
            trick_index, position = divmod(number, 4)
            turn = (leader + position) % 4
            if not isinstance(play, dict):
                self.fault(play_where, "the play is not a JSON object")
                return (thirds[0], thirds[1]), last, False
            seat, card = play.get("seat"), play.get("card")
            if not _is_seat(seat):
                self.fault(play_where, f"the play's seat {_show(seat)} is not a seat (0 to 3)")
                return (thirds[0], thirds[1]), last, False
            if not _is_card(card):
                self.fault(play_where, f"seat {seat} played {_show(card)}, which is not a card")
                return (thirds[0], thirds[1]), last, False
            if seat != turn:
                if number == 0:
                    text = (
                        f"seat {seat} led the first trick, but the player after the dealer "
                        f"(seat {turn}) leads it"
                    )
                else:
                    text = f"seat {seat} played out of turn; it was seat {turn}'s turn"
                self.fault(play_where, text)
                return (thirds[0], thirds[1]), last, False
            hand = hands[seat]
            if card not in hand:
                holder = next((s for s in range(4) if card in hands[s]), None)
                whose = "it was already played" if holder is None else f"seat {holder} holds it"
                self.fault(
                    play_where, f"seat {seat} played {card}, which it does not hold ({whose})"
                )
                return (thirds[0], thirds[1]), last, False
            if trick:
                lead = trick[0][1][1]
                if card[1] != lead and any(c[1] == lead for c in hand):
                    self.fault(
                        play_where,
                        f"seat {seat} played {card} while holding {SUIT_NAMES[lead]}; "
                        "must follow suit",
                    )
            holds = tuple(hand)
            hand.remove(card)
            others = tuple(c for other in range(4) if other != seat for c in hands[other])
            view = SignalView(card, holds, tuple(hand), others)
            self._check_signals(play_where, play, seat, position, trick_index, view)
            trick.append((seat, card))
            if len(trick) == 4:
                lead = trick[0][1][1]
                winner = max(
                    (entry for entry in trick if entry[1][1] == lead),
                    key=lambda entry: STRENGTH[entry[1][0]],
                )[0]
                thirds[_team_of(winner)] += _hand_thirds([c for _, c in trick])
                if trick_index == 9:
                    last = _team_of(winner)
                leader = winner
                trick = []
        return (thirds[0], thirds[1]), last, True

    def _check_hand(
        self,
        where: str,
        hand: object,
        expected_dealer: int | None,
        totals: tuple[int, int] | None,
        target: int,
    ) -> _HandOutcome:
        """Check one hand. ``totals`` is the game score before it (None when unknown)."""
        opts = self.options
        if not isinstance(hand, dict):
            self.fault(where, "the hand is not a JSON object")
            return _HandOutcome(None, False, None, None)
        dealer = hand.get("dealer")
        if not _is_seat(dealer):
            self.fault(where, f"the dealer {_show(dealer)} is not a seat (0 to 3)")
            dealer = None
        elif expected_dealer is not None and dealer != expected_dealer:
            self.fault(where, f"seat {dealer} dealt, but the deal passes to seat {expected_dealer}")
        deal = self._check_deal(where, hand.get("deal"))
        if deal is not None:
            self._check_redeal(where, deal)
        accuse_points = self._check_accuse(where, hand, deal)

        # Does "tirarsi fuori" end the game at the end of the first trick?
        tirarsi: bool | None = False
        if opts.can_tirarsi_fuori:
            if totals is None or accuse_points is None:
                tirarsi = None
            else:
                reach = (totals[0] + accuse_points[0], totals[1] + accuse_points[1])
                tirarsi = max(reach) >= target and reach[0] != reach[1]

        plays = hand.get("plays")
        if not isinstance(plays, list):
            self.fault(where, "the hand has no list of plays")
            plays = None
        elif tirarsi is not None:
            wanted = 4 if tirarsi else 40
            if len(plays) != wanted:
                why = (
                    "the game ends by tirarsi fuori at the end of the first trick"
                    if tirarsi
                    else "a hand is played out to 40 plays"
                )
                self.fault(where, f"the hand has {len(plays)} plays, but {why}")

        thirds: tuple[int, int] | None = None
        last: int | None = None
        play_dealer = dealer if dealer is not None else expected_dealer
        if deal is not None and plays is not None and play_dealer is not None:
            taken, last, replayed = self._simulate(where, play_dealer, deal, plays)
            if replayed and len(plays) == 40:
                thirds = taken

        expected: dict[str, object] = {}
        if accuse_points is not None:
            expected["accuse_points"] = accuse_points
        if tirarsi:
            expected.update(thirds=(0, 0), card_points=(0, 0), last_trick=None, cappotto=None)
            if accuse_points is not None:
                expected["points"] = accuse_points
        elif tirarsi is False and thirds is not None and last is not None:
            card_points = (thirds[0] // 3 + (last == 0), thirds[1] // 3 + (last == 1))
            cappotto = None
            if opts.cappotto:
                cappotto = next((team for team in (0, 1) if card_points[team] == 11), None)
            expected.update(
                thirds=thirds, last_trick=last, card_points=card_points, cappotto=cappotto
            )
            if accuse_points is not None:
                expected["points"] = (
                    card_points[0] + accuse_points[0],
                    card_points[1] + accuse_points[1],
                )
        recorded = self._check_result(where, hand.get("result"), expected, tirarsi)

        points = expected.get("points", recorded.get("points"))
        cappotto_team = expected.get("cappotto", recorded.get("cappotto"))
        if tirarsi is None:
            tirarsi = (
                plays is not None and len(plays) == 4 and recorded.get("last_trick", 0) is None
            )
        return _HandOutcome(
            points if isinstance(points, tuple) else None,
            tirarsi,
            cappotto_team if _is_team(cappotto_team) else None,
            dealer,
        )

    def _check_result(
        self, where: str, raw: object, expected: dict[str, object], tirarsi: bool | None
    ) -> dict[str, object]:
        """Check a hand's result against what the rules give; return its valid fields."""
        if not isinstance(raw, dict):
            self.fault(where, "the hand has no result object")
            return {}
        recorded: dict[str, object] = {}
        for key in ("thirds", "card_points", "accuse_points", "points"):
            pair = _pair(raw.get(key))
            if pair is None:
                self.fault(
                    where, f"the result's {key} {_show(raw.get(key))} is not a pair of integers"
                )
            else:
                recorded[key] = pair
        for key in ("last_trick", "cappotto"):
            if key not in raw:
                self.fault(where, f"the result has no {key}")
            elif raw[key] is None or _is_team(raw[key]):
                recorded[key] = raw[key]
            else:
                self.fault(
                    where, f"the result's {key} {_show(raw[key])} is neither a team nor null"
                )
        for key in ("thirds", "last_trick", "card_points", "accuse_points", "points", "cappotto"):
            if key in expected and key in recorded and recorded[key] != expected[key]:
                self.fault(
                    where,
                    f"the result's {key} is {_show(recorded[key])}, but the rules give "
                    f"{_show(expected[key])}",
                )
        self._check_result_invariants(where, recorded, expected, tirarsi)
        return recorded

    def _check_result_invariants(
        self,
        where: str,
        recorded: dict[str, object],
        expected: dict[str, object],
        tirarsi: bool | None,
    ) -> None:
        """Check the result's own arithmetic, which holds even where the play is unknown."""
        opts = self.options
        thirds, card = recorded.get("thirds"), recorded.get("card_points")
        accuse, points = recorded.get("accuse_points"), recorded.get("points")
        last = recorded.get("last_trick", 0)
        played_out = tirarsi is False or (tirarsi is None and last is not None)
        if played_out and isinstance(thirds, tuple) and sum(thirds) != 32:
            self.fault(where, f"the result's thirds add up to {sum(thirds)}, not the deck's 32")
        if played_out and isinstance(card, tuple) and sum(card) != 11:
            self.fault(where, f"the result's card points add up to {sum(card)}, not 11")
        if (
            "card_points" not in expected
            and isinstance(thirds, tuple)
            and isinstance(card, tuple)
            and _is_team(last)
            and card != (thirds[0] // 3 + (last == 0), thirds[1] // 3 + (last == 1))
        ):
            self.fault(
                where,
                f"the result's card points {_show(card)} are not floor(thirds / 3) plus 1 "
                "for the last trick",
            )
        if (
            "points" not in expected
            and isinstance(card, tuple)
            and isinstance(accuse, tuple)
            and isinstance(points, tuple)
            and points != (card[0] + accuse[0], card[1] + accuse[1])
        ):
            self.fault(
                where,
                f"the result's points {_show(points)} are not card points plus accuse points",
            )
        if "cappotto" not in expected and "cappotto" in recorded and isinstance(card, tuple):
            want = None
            if opts.cappotto and last is not None:
                want = next((team for team in (0, 1) if card[team] == 11), None)
            if recorded["cappotto"] != want:
                self.fault(
                    where,
                    f"the result's cappotto is {_show(recorded['cappotto'])}, "
                    f"but its card points give {_show(want)}",
                )


# ------------------------------------------------------------------------- public


def check_record(record: object) -> list[str]:
    """Return every fault found in one parsed match record (empty when it is valid)."""
    return _Referee().check(record)


def check_jsonl(path: str) -> list[str]:
    """Check every line of a JSONL file of match records.

    Each fault is prefixed with ``match N: `` where N counts lines from 1.
    """
    with open(path, "rb") as handle:
        data = handle.read()
    faults: list[str] = []
    for number, raw_line in enumerate(data.splitlines(), start=1):
        try:
            line = raw_line.decode("utf-8")
        except UnicodeDecodeError:
            faults.append(f"match {number}: the line is not valid UTF-8")
            continue
        if not line.strip():
            faults.append(f"match {number}: the line is empty")
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            faults.append(f"match {number}: the line is not valid JSON ({error.msg})")
            continue
        faults.extend(f"match {number}: {fault}" for fault in check_record(record))
    return faults


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry: check a JSONL file, print its faults, return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1 or args[0].startswith("-"):
        print("usage: referee.py FILE.jsonl", file=sys.stderr)
        return 2
    try:
        faults = check_jsonl(args[0])
    except OSError as error:
        print(f"referee: cannot read {args[0]}: {error.strerror}", file=sys.stderr)
        return 2
    for fault in faults:
        print(fault)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
