"""The referee's checks of one hand: the deal and its redeal, the accuse, the signals, the
play card by card, and the result (tests/referee/referee.py holds the match's checks)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tests.referee.referee_rules import (
    ACCUSA_KINDS,
    ANY_PLAYER_SIGNALS,
    DECK,
    PIOMBI,
    STRENGTH,
    SUIT_NAMES,
    SUITS,
    VOCABULARIES,
    Accusa,
    Options,
    SignalView,
    _describe_accusa,
    _hand_thirds,
    _HandOutcome,
    _is_card,
    _is_int,
    _is_seat,
    _is_team,
    _pair,
    _show,
    _team_of,
    accuse_of,
)


class _HandChecks:
    """The checks of a hand, and the faults they collect (what the match's checks build on)."""

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
