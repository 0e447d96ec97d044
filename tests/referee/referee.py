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
from collections.abc import Sequence
from pathlib import Path
from typing import Any

if __name__ == "__main__" and not __package__:  # run as a script: find its sibling modules
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.referee.referee_hands import _HandChecks
from tests.referee.referee_rules import (
    _BOOL_OPTIONS,
    OPTION_KEYS,
    PRESETS,
    Options,
    _is_int,
    _is_team,
    _pair,
    _show,
)


class _Referee(_HandChecks):
    """Checks one match record and collects its faults."""

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
