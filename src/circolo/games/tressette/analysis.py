"""Hand analysis: the double-dummy value of every card played in a record, and of the best.

For each play of each hand, with all four hands known (the record's deal), the compiled
solver gives the thirds of a point the player's team takes from that trick (counting the
cards already on the table) to the end of the hand after each legal card: the card played
is compared with the best. A hand cut short ("tirarsi fuori") has nothing to analyse.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from circolo.core.cards.italian import Card
from circolo.core.i18n import Lang, t
from circolo.games.tressette.options import TressetteOptions
from circolo.games.tressette.rules import HAND_SIZE, SEATS, trick_winner
from circolo.games.tressette.solver import Solver


@dataclass(frozen=True)
class PlayValue:
    """One play: the value of the card played and of the best card, for the player's team,
    and what the club player (``heuristic``) would have played there, with its reasons."""

    seat: int
    card: Card
    value_played: int
    value_best: int
    best: tuple[Card, ...]
    ai: Advice | None = None

    @property
    def lost(self) -> int:
        """Thirds the card played gave away against the best card."""
        return self.value_best - self.value_played

    def to_json(self) -> dict[str, Any]:
        shown: dict[str, Any] = {
            "seat": self.seat,
            "card": self.card.code,
            "value_played": self.value_played,
            "value_best": self.value_best,
            "best": [card.code for card in self.best],
        }
        if self.ai is not None:
            shown["ai"] = self.ai.to_json()
        return shown


@dataclass(frozen=True)
class Advice:
    """The card the club player would have played (and its signals), and why: in each
    language, and as its reasons (codes and facts) for a page to name the seats its way."""

    card: Card
    signals: tuple[str, ...]
    text: dict[str, str]
    reasons: tuple[dict[str, object], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "card": self.card.code,
            "signals": list(self.signals),
            "text": self.text,
            "reasons": list(self.reasons),
        }


@dataclass(frozen=True)
class HandAnalysis:
    """The plays of one hand, where it was in its record (match, game and hand from 1)."""

    match: int
    game: int
    hand: int
    plays: tuple[PlayValue, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "match": self.match,
            "game": self.game,
            "hand": self.hand,
            "plays": [play.to_json() for play in self.plays],
        }


def analyse_hand(
    solver: Solver,
    deal: Sequence[Sequence[Card]],
    plays: Sequence[Card],
    advice: Sequence[Advice | None] = (),
) -> list[PlayValue]:
    """Every play of a whole hand (40 cards in order from ``deal``), valued by the solver;
    ``advice``: the club player's card at each play, kept beside the values."""
    hands = [list(hand) for hand in deal]
    leader = _first_leader(deal, plays)
    trick: list[Card] = []
    result: list[PlayValue] = []
    for card in plays:
        seat = (leader + len(trick)) % SEATS
        values = solver.move_values(hands, leader, trick, team=seat % 2)
        best_value = max(values.values())
        best = tuple(
            sorted((c for c, v in values.items() if v == best_value), key=lambda c: c.index)
        )
        said = advice[len(result)] if len(result) < len(advice) else None
        result.append(PlayValue(seat, card, values[card], best_value, best, said))
        hands[seat].remove(card)
        trick.append(card)
        if len(trick) == SEATS:
            leader = trick_winner([((leader + i) % SEATS, c) for i, c in enumerate(trick)])
            trick = []
    return result


def _first_leader(deal: Sequence[Sequence[Card]], plays: Sequence[Card]) -> int:
    """The seat that held the first card played."""
    return next(seat for seat in range(SEATS) if plays[0] in deal[seat])


@dataclass(frozen=True)
class RecordedHand:
    """One Tressette hand of a record: where it is (game and hand from 1), its deal and plays."""

    game: int
    hand: int
    deal: tuple[tuple[Card, ...], ...]
    plays: tuple[Card, ...]
    #: The record's options, the hand's dealer and each play's signals: the club player's
    #: view at each play is built from them.
    options: TressetteOptions | None = None
    dealer: int = 0
    signals: tuple[tuple[str, ...], ...] = ()

    def analyse(self, solver: Solver, match: int) -> HandAnalysis:
        """The hand's plays valued by ``solver``, with the club player's card at each (none
        for a hand cut short)."""
        whole = len(self.plays) == SEATS * HAND_SIZE
        values = analyse_hand(solver, self.deal, self.plays, self.advice()) if whole else []
        return HandAnalysis(match, self.game, self.hand, tuple(values))

    def advice(self) -> list[Advice | None]:
        """At each play, what the club player would have played from that seat's own view
        (the hand dealt afresh with the record's options: the score before it is not known
        here); empty where the hand cannot be dealt so (the record's checks say why)."""
        from circolo.core.errors import CircoloError
        from circolo.games.tressette.match import MatchState
        from circolo.games.tressette.players.suggest import suggest
        from circolo.games.tressette.state import Play
        from circolo.games.tressette.view import seat_view

        if self.options is None:
            return []
        said: list[Advice | None] = []
        try:
            match = MatchState.new(self.options, self.dealer).deal(self.deal)
            for card, signals in zip(self.plays, self.signals, strict=True):
                seat = match.to_move
                if seat is None:
                    break
                decision = suggest(seat_view(match, seat))
                text = {lang: decision.explain(lang) for lang in ("it", "en")}
                reasons = tuple(reason.to_json() for reason in decision.reasons)
                said.append(Advice(decision.card, tuple(decision.signals), text, reasons))
                match = match.play(Play(card, signals))
        except (CircoloError, ValueError):
            return said
        return said


def recorded_hands(record: Mapping[str, Any]) -> Iterator[RecordedHand]:
    """The Tressette hands of a checked match record, in record order; the games of a Roman
    match played at another game (Briscola, named by their ``game``) are left out, keeping
    the numbers."""
    from circolo.core.cards.italian import parse_cards
    from circolo.games.tressette.options import options_from_json

    options = options_from_json(record["options"])
    for game_number, game in enumerate(record["games"], start=1):
        if "game" in game:  # a game of the match played at another game names it
            continue
        for hand_number, hand in enumerate(game["hands"], start=1):
            deal = tuple(tuple(parse_cards(cards)) for cards in hand["deal"])
            plays = tuple(Card.parse(play["card"]) for play in hand["plays"])
            signals = tuple(tuple(play.get("signals", ())) for play in hand["plays"])
            yield RecordedHand(
                game_number, hand_number, deal, plays, options, hand["dealer"], signals
            )


def analyse_record(record: Mapping[str, Any], match: int, solver: Solver) -> Iterator[HandAnalysis]:
    """Each hand of a checked match record, in record order (cut-short hands: no plays)."""
    for hand in recorded_hands(record):
        yield hand.analyse(solver, match)


def board_par(record: Mapping[str, Any], solver: Solver) -> tuple[int, int] | None:
    """An evening board's par from one table's RECORD of it: each team's card points (the
    last trick's included; accuse are no play of the cards) when its deal is played double
    dummy from the first lead (dealer+1); None for a record with no hand."""
    hand = next(iter(recorded_hands(record)), None)
    if hand is None:
        return None
    hands = [list(cards) for cards in hand.deal]
    leader = (hand.dealer + 1) % SEATS
    ns = solver.value(hands, leader, team=0)
    ew = solver.value(hands, leader, team=1)
    return ns // 3, ew // 3


def hand_key(hand: RecordedHand) -> object:
    """What the hand's analysis depends on, as JSON: its place, deal, dealer and plays with
    their signals, and the options it was read with (the club player's advice follows them)."""
    return [
        hand.options.to_json() if hand.options is not None else None,
        hand.game, hand.hand, [[card.code for card in cards] for cards in hand.deal],
        hand.dealer, [card.code for card in hand.plays], hand.signals,
    ]  # fmt: skip


_solver: Solver | None = None


def process_solver() -> Solver:
    """This process's solver, made on first use (compiling or loading the C library once)."""
    global _solver
    if _solver is None:
        _solver = Solver()
    return _solver


def report(analysis: HandAnalysis, lang: Lang) -> list[str]:
    """The hand as sentences: every play that gave thirds away, and the total per seat."""
    lines = [t("analyze.hand", lang, match=analysis.match, game=analysis.game, hand=analysis.hand)]
    if not analysis.plays:
        lines.append("  " + t("analyze.cut_short", lang))
        return lines
    lost = [0] * SEATS
    for number, play in enumerate(analysis.plays):
        lost[play.seat] += play.lost
        if play.lost:
            lines.append(
                "  "
                + t(
                    "analyze.play",
                    lang,
                    trick=number // SEATS + 1,
                    seat=play.seat,
                    card=play.card.name(lang),
                    played=play.value_played,
                    best=" / ".join(card.name(lang) for card in play.best),
                    value=play.value_best,
                    lost=play.lost,
                )
            )
    if not any(lost):
        lines.append("  " + t("analyze.perfect", lang))
    lines.append(
        "  "
        + t("analyze.total", lang, lost=", ".join(f"{seat}: {n}" for seat, n in enumerate(lost)))
    )
    return lines
