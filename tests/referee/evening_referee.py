"""An independent referee for the movement and the standings of club evening records.

It reads an evening record as ``docs/interfaces.md`` lays it out ("Club evenings": "Movements",
"Scoring and standings", "The evening record") and re-derives on its own: every entry at one
place a round, the board sets, the movement of the format (the circle method, the mitchell,
each swiss round from the standings before it), each table's records against its boards (the
deal fields of the board), and the whole standings object from the boards' points. Nothing in
the record is trusted. Standard library only: it imports nothing from ``circolo``. The games'
own rules inside each board record are their referees' business, not this one's.

Usage::

    python tests/referee/evening_referee.py FILE.jsonl
"""

from __future__ import annotations

import json
import sys
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from typing import Any

COUNTS = {"howell": (4, 8), "mitchell": (4, 8), "swiss": (3, 8), "roundrobin": (3, 8)}
DUPLICATE_ROW = ("entry", "rank", "matchpoints", "max", "percent", "diff", "boards")
DUPLICATE_BOARD = ("board", "round", "table", "direction", "net", "matchpoints", "max", "diff")
MATCHES_ROW = ("entry", "rank", "score", "played", "won", "drawn", "lost", "byes",
               "points_for", "points_against", "matches")  # fmt: skip
MATCHES_MATCH = ("round", "table", "opponent", "direction", "points", "result")


class BrokenRecordError(Exception):
    """A record too broken to go on checking."""


def board_points(game: str, record: Any) -> list[int]:
    """The points per side of the one hand of a board record."""
    if game == "tressette":
        result = record["games"][0]["hands"][0]["result"]
    else:
        result = record["hands"][0]["result"]
    points = result["total"] if game in ("scopa", "pinnacola") else result["points"]
    if not (isinstance(points, list) and len(points) == 2):
        raise BrokenRecordError(f"points {points!r} are not two numbers")
    if not all(isinstance(p, int) and not isinstance(p, bool) for p in points):
        raise BrokenRecordError(f"points {points!r} are not two whole numbers")
    return list(points)


def board_hand(game: str, record: Any) -> dict[str, Any]:
    """The one hand of a board record."""
    hand = record["games"][0]["hands"][0] if game == "tressette" else record["hands"][0]
    if not isinstance(hand, dict):
        raise BrokenRecordError("the hand is not an object")
    return hand


# ---- the movement ----------------------------------------------------------------------------


def expected_sets(n_boards: int, n_rounds: int) -> list[list[int]]:
    """Boards 1..N over R rounds: the first N mod R rounds one more than N div R."""
    sets, start = [], 1
    for r in range(n_rounds):
        size = n_boards // n_rounds + (1 if r < n_boards % n_rounds else 0)
        sets.append(list(range(start, start + size)))
        start += size
    return sets


def circle(n: int, r: int) -> list[tuple[int, int] | None]:
    """Round ``r`` of the circle method, by table: (ns, ew), None where the phantom sits."""
    m = n if n % 2 == 0 else n + 1
    big = m - 1
    out: list[tuple[int, int] | None] = []
    for i in range(1, m // 2):
        out.append((((r - 1 + i) % big) + 1, ((r - 1 - i) % big) + 1))
    last = (r, m) if (r - 1) % 2 == 0 else (m, r)
    out.append(None if m > n else last)
    return out


def mitchell(n: int, r: int) -> list[tuple[int, int] | None]:
    """Round ``r`` of a mitchell, by table: (ns, ew), None where the phantom sits."""
    t_count = -(-n // 2)
    out: list[tuple[int, int] | None] = []
    for t in range(1, t_count + 1):
        ew = t_count + ((t - r) % t_count) + 1
        out.append(None if ew > n else (t, ew))
    return out


def all_matchings(order: list[int], met: set[frozenset[int]]) -> Any:
    """Every matching without a rematch, in the search's order (a generator)."""
    if not order:
        yield []
        return
    head = order[0]
    for b in order[1:]:
        if frozenset((head, b)) in met:
            continue
        rest = [x for x in order[1:] if x != b]
        for tail in all_matchings(rest, met):
            yield [(head, b), *tail]


def swiss_pairs(
    n: int, ranking: list[int], met: set[frozenset[int]], rested: set[int]
) -> tuple[list[int], list[tuple[int, int]]]:
    """The sit-out and the tables' (ns, ew) of a swiss round from the ranking before it."""
    order = list(ranking)
    out: list[int] = []
    if n % 2 == 1:
        candidates = [x for x in order if x not in rested] or order
        out = [candidates[-1]]
        order.remove(out[0])
    first = next(all_matchings(order, met), None)
    if first is None:
        first = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]
    return out, first


# ---- the standings ---------------------------------------------------------------------------


def two_dp(value: Fraction) -> float:
    """``value`` rounded to 2 decimals, half to even."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return float(exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN))


def percent(mp: int, most: int) -> float | None:
    """100 * mp / most to 2 decimals, None when most is 0."""
    return two_dp(Fraction(100 * mp, most)) if most else None


def duplicate_standings(ids: list[int], played: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The matchpoint ROWs in rank order; ``played`` holds one item per table and board."""
    rows: dict[int, dict[str, Any]] = {
        i: {"mp": 0, "max": 0, "diff": Fraction(0), "boards": []} for i in ids
    }
    for one in played:
        for side, direction in ((0, "ns"), (1, "ew")):
            me = one["points"][side] - one["points"][1 - side]
            field = [
                o["points"][side] - o["points"][1 - side]
                for o in played
                if o["board"] == one["board"] and o is not one
            ]
            mp = 2 * len([x for x in field if x < me]) + len([x for x in field if x == me])
            diff = Fraction(me) - Fraction(sum(field), len(field)) if field else Fraction(0)
            row = rows[one[direction]]
            row["mp"] += mp
            row["max"] += 2 * len(field)
            row["diff"] += diff
            row["boards"].append({"board": one["board"], "round": one["round"],
                                  "table": one["table"], "direction": direction, "net": me,
                                  "matchpoints": mp, "max": 2 * len(field),
                                  "diff": two_dp(diff)})  # fmt: skip

    def ratio(i: int) -> Fraction | None:
        return Fraction(rows[i]["mp"], rows[i]["max"]) if rows[i]["max"] else None

    def beats(a: Fraction | None, b: Fraction | None) -> bool:
        return a is not None and (b is None or a > b)

    ranked = sorted(ids, key=lambda i: (ratio(i) is None, -(ratio(i) or 0), i))
    return [
        {"entry": i, "rank": 1 + len([j for j in ids if beats(ratio(j), ratio(i))]),
         "matchpoints": rows[i]["mp"], "max": rows[i]["max"],
         "percent": percent(rows[i]["mp"], rows[i]["max"]),
         "diff": two_dp(rows[i]["diff"]),
         "boards": sorted(rows[i]["boards"], key=lambda b: (b["board"], b["round"]))}
        for i in ranked
    ]  # fmt: skip


def matches_standings(ids: list[int], rounds: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The matches ROWs in rank order; ``rounds`` as in the record, each table's ``points``
    the list of its boards' points (None for a board not played yet)."""
    st: dict[int, dict[str, Any]] = {
        i: {"won": 0, "drawn": 0, "lost": 0, "byes": 0, "pf": 0, "pa": 0, "m": []} for i in ids
    }
    for rnd in rounds:
        done = [t for t in rnd["tables"] if None not in t["points"]]
        for t in done:
            ns_total = sum(p[0] for p in t["points"])
            ew_total = sum(p[1] for p in t["points"])
            sides = ((t["ns"], t["ew"], ns_total, ew_total, "ns"),
                     (t["ew"], t["ns"], ew_total, ns_total, "ew"))  # fmt: skip
            for me, them, mine, theirs, way in sides:
                res = "drawn" if mine == theirs else ("won" if mine > theirs else "lost")
                st[me][res] += 1
                st[me]["pf"] += mine
                st[me]["pa"] += theirs
                st[me]["m"].append({"round": rnd["round"], "table": t["table"], "opponent": them,
                                    "direction": way, "points": [mine, theirs],
                                    "result": res})  # fmt: skip
        if len(done) == len(rnd["tables"]):
            for i in rnd["sitout"]:
                st[i]["byes"] += 1

    def score(i: int) -> int:
        return int(2 * st[i]["won"] + st[i]["drawn"] + 2 * st[i]["byes"])

    def key(i: int) -> tuple[int, int, int]:
        return (score(i), st[i]["pf"] - st[i]["pa"], st[i]["pf"])

    ranked = sorted(ids, key=lambda i: [-k for k in key(i)] + [i])
    return [
        {"entry": i, "rank": 1 + len([j for j in ids if key(j) > key(i)]), "score": score(i),
         "played": st[i]["won"] + st[i]["drawn"] + st[i]["lost"], "won": st[i]["won"],
         "drawn": st[i]["drawn"], "lost": st[i]["lost"], "byes": st[i]["byes"],
         "points_for": st[i]["pf"], "points_against": st[i]["pa"],
         "matches": sorted(st[i]["m"], key=lambda m: m["round"])}
        for i in ranked
    ]  # fmt: skip


def same(a: Any, b: Any) -> bool:
    """Equal as JSON values: numbers by value (a bool is no number), lists item by item."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b) and (a is None) == (b is None)


def compare_rows(where: str, got: Any, want: dict[str, Any], fields: tuple[str, ...],
                 sub: str, sub_fields: tuple[str, ...], sub_key: str) -> list[str]:  # fmt: skip
    """Faults of one recorded ROW against the recomputed one."""
    if not isinstance(got, dict):
        return [f"{where}: the row is not an object"]
    if tuple(got) != fields:
        return [f"{where}: fields {list(got)} but a ROW has {list(fields)}"]
    out = [f"{where}: {f} {json.dumps(got[f])} but the results give {json.dumps(want[f])}"
           for f in fields if f != sub and not same(got[f], want[f])]  # fmt: skip
    subs = got[sub] if isinstance(got[sub], list) else []
    keys = [s.get(sub_key) if isinstance(s, dict) else None for s in subs]
    wanted = [s[sub_key] for s in want[sub]]
    if keys != wanted:
        return [*out, f"{where}: {sub} {keys} but the results give {wanted}"]
    for g, w in zip(subs, want[sub], strict=True):
        place = f"{where}, {sub_key} {w[sub_key]}"
        if tuple(g) != sub_fields:
            out.append(f"{place}: fields {list(g)} but the standings have {list(sub_fields)}")
            continue
        out += [f"{place}: {f} {json.dumps(g[f])} but the results give {json.dumps(w[f])}"
                for f in sub_fields if not same(g[f], w[f])]  # fmt: skip
    return out


# ---- the whole evening -----------------------------------------------------------------------


def check_evening(evening: dict[str, Any], line: int = 1) -> list[str]:
    """Every disagreement between ``evening`` and what its movement and boards give, each a
    sentence beginning ``evening LINE``."""
    try:
        return [f"evening {line}, {fault}" for fault in _faults(evening)]
    except (BrokenRecordError, KeyError, TypeError, IndexError, ValueError) as broken:
        return [f"evening {line}: the record cannot be read ({broken!r})"]


def _faults(ev: dict[str, Any]) -> list[str]:
    fmt, game = ev["format"], ev["game"]
    if fmt not in COUNTS:
        return [f"format {fmt!r} is none of {sorted(COUNTS)}"]
    ids = [e["id"] for e in ev["entries"]]
    n = len(ids)
    if ids != list(range(1, n + 1)):
        return [f"entries numbered {ids}, not 1 to {n}"]
    if not COUNTS[fmt][0] <= n <= COUNTS[fmt][1]:
        return [f"{n} entries, which {fmt} does not take"]
    boards = {b["board"]: b for b in ev["boards"]}
    if sorted(boards) != list(range(1, len(ev["boards"]) + 1)):
        return [f"boards numbered {[b['board'] for b in ev['boards']]}"]
    rounds = ev["rounds"]
    if [r["round"] for r in rounds] != list(range(1, len(rounds) + 1)):
        return [f"rounds numbered {[r['round'] for r in rounds]}"]
    most = (-(-n // 2)) if fmt == "mitchell" else (n if n % 2 else n - 1)
    if not 1 <= len(rounds) <= min(most, len(boards)):
        return [f"{len(rounds)} rounds, but {fmt} with {n} entries and {len(boards)} boards "
                f"plays 1 to {min(most, len(boards))}"]  # fmt: skip
    out: list[str] = []
    sets = expected_sets(len(boards), len(rounds))
    met: set[frozenset[int]] = set()
    rested: set[int] = set()
    scored: list[dict[str, Any]] = []  # one item per table and board played
    by_round: list[dict[str, Any]] = []  # the rounds with each table's points
    for rnd, want_set in zip(rounds, sets, strict=True):
        r = rnd["round"]
        out += _places(r, ids, rnd)
        pairs = [(t["ns"], t["ew"]) for t in rnd["tables"]]
        numbers = [t["table"] for t in rnd["tables"]]
        if fmt == "swiss":
            ranking = [row["entry"] for row in matches_standings(ids, by_round)]
            out_sw, swiss = swiss_pairs(n, ranking, met, rested)
            want = {k + 1: p for k, p in enumerate(swiss)}
            want_out = out_sw
        else:
            plan = (mitchell if fmt == "mitchell" else circle)(n, r)
            want = {k + 1: p for k, p in enumerate(plan) if p is not None}
            want_out = sorted(set(ids) - {x for p in want.values() for x in p})
        if dict(zip(numbers, pairs, strict=True)) != want:
            got_s = ", ".join(f"{t}: {a}-{b}" for t, (a, b) in zip(numbers, pairs, strict=True))
            want_s = ", ".join(f"{t}: {a}-{b}" for t, (a, b) in want.items())
            out.append(f"round {r}: tables {got_s} but the {fmt} movement gives {want_s}")
        if rnd["sitout"] != want_out:
            out.append(f"round {r}: sitout {rnd['sitout']} but the {fmt} movement gives {want_out}")
        met |= {frozenset(p) for p in pairs}
        rested |= set(rnd["sitout"])
        tables_points = []
        for t in rnd["tables"]:
            where = f"round {r}, table {t['table']}"
            if t["boards"] != want_set:
                out.append(f"{where}: boards {t['boards']} but the round's set is {want_set}")
            if len(t["records"]) != len(t["boards"]):
                out.append(f"{where}: {len(t['records'])} records for boards {t['boards']}")
            pts: list[list[int] | None] = []
            for k, rec in zip(t["boards"], t["records"], strict=False):
                if rec is None:
                    pts.append(None)
                    continue
                hand = board_hand(game, rec)
                deal = {f: v for f, v in boards[k].items() if f != "board"}
                bad = sorted(f for f in deal if hand.get(f) != deal[f])
                if bad:
                    out.append(f"{where}, board {k}: {', '.join(bad)} differ from the board's")
                p = board_points(game, rec)
                pts.append(p)
                scored.append({"board": k, "round": r, "table": t["table"], "ns": t["ns"],
                               "ew": t["ew"], "points": p})  # fmt: skip
            tables_points.append({"table": t["table"], "ns": t["ns"], "ew": t["ew"],
                                  "points": pts})  # fmt: skip
        by_round.append({"round": r, "sitout": rnd["sitout"], "tables": tables_points})
    return out + _standings_faults(ev.get("standings"), fmt, ids, scored, by_round)


def _places(r: int, ids: list[int], rnd: dict[str, Any]) -> list[str]:
    """Faults of round ``r``'s places: every entry at one table or sitting out."""
    out = []
    if rnd["sitout"] != sorted(rnd["sitout"]):
        out.append(f"round {r}: sitout {rnd['sitout']} is not sorted")
    numbers = [t["table"] for t in rnd["tables"]]
    if numbers != sorted(set(numbers)):
        out.append(f"round {r}: tables numbered {numbers}")
    for i in ids:
        at = [t["table"] for t in rnd["tables"] if i in (t["ns"], t["ew"])]
        away = rnd["sitout"].count(i)
        if len(at) > 1:
            out.append(f"round {r}: entry {i} sits at tables {' and '.join(map(str, at))}")
        if at and away:
            out.append(f"round {r}: entry {i} sits at table {at[0]} and sits out")
        if not at and away != 1:
            out.append(
                f"round {r}: entry {i} " + ("has no place" if not away else "sits out twice")
            )
    strangers = {x for t in rnd["tables"] for x in (t["ns"], t["ew"])} | set(rnd["sitout"])
    out += [f"round {r}: entry {x} is not an entry" for x in sorted(strangers - set(ids))]
    return out


def _standings_faults(
    got: Any, fmt: str, ids: list[int], scored: list[dict[str, Any]], rounds: list[dict[str, Any]]
) -> list[str]:
    duplicate = fmt in ("howell", "mitchell")
    kind = "matchpoints" if duplicate else "matches"
    if not isinstance(got, dict) or list(got) != ["scoring", "entries"]:
        return ["standings: not an object of scoring and entries"]
    if got["scoring"] != kind:
        return [f"standings: scoring {got['scoring']!r} but {fmt} scores {kind}"]
    want = duplicate_standings(ids, scored) if duplicate else matches_standings(ids, rounds)
    rows = got["entries"] if isinstance(got["entries"], list) else []
    order = [row.get("entry") if isinstance(row, dict) else None for row in rows]
    out = []
    if order != [w["entry"] for w in want]:
        out.append(f"standings: entries in the order {order} but the results rank them "
                   f"{[w['entry'] for w in want]}")  # fmt: skip
    by_entry = {row["entry"]: row for row in rows if isinstance(row, dict) and "entry" in row}
    for w in want:
        where = f"standings, entry {w['entry']}"
        row = by_entry.get(w["entry"])
        if row is None:
            out.append(f"{where}: no row")
            continue
        if duplicate:
            out += compare_rows(where, row, w, DUPLICATE_ROW, "boards", DUPLICATE_BOARD, "board")
        else:
            out += compare_rows(where, row, w, MATCHES_ROW, "matches", MATCHES_MATCH, "round")
    return out


def main(argv: list[str]) -> int:
    """Check every evening line of each file; print the faults; 1 when there is one."""
    faults = []
    for name in argv:
        with open(name, encoding="utf-8") as file:
            for number, text in enumerate(file, start=1):
                if text.strip():
                    record = json.loads(text)
                    if record.get("kind") == "evening":
                        faults += check_evening(record, number)
    print("\n".join(faults) or "all evenings agree")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
