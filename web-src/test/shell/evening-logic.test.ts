import { describe, expect, it } from "vitest";
import {
  boardPoints,
  boardResults,
  boardsLabel,
  duplicateCells,
  entriesFor,
  entryNames,
  eveningBoardReplay,
  formProblem,
  matchesCells,
  movementGrid,
  newEveningBody,
  rankedRows,
  signed,
  whereNow,
  type EveningForm,
} from "../../src/shell/evening-logic";
import type { Evening, EveningRecord, EveningRound } from "../../src/shell/evening-types";
import { eveningBoardAddress } from "../../src/shell/replay-address";

/** Howell for 5 entries, 5 boards in 5 rounds (interfaces.md): round r sits r out. */
const HOWELL_5: EveningRound[] = [
  { round: 1, sitout: [1], tables: [{ table: 1, ns: 2, ew: 5, boards: [1], table_id: "t11", played: 0 }, { table: 2, ns: 3, ew: 4, boards: [1], table_id: "t12", played: 0 }] },
  { round: 2, sitout: [2], tables: [{ table: 1, ns: 3, ew: 1, boards: [2], table_id: null, played: 0 }, { table: 2, ns: 4, ew: 5, boards: [2], table_id: null, played: 0 }] },
];

/** A Mitchell of 5 entries: the phantom's table is not played, the others keep their numbers. */
const MITCHELL_5: EveningRound[] = [
  { round: 1, sitout: [3], tables: [{ table: 1, ns: 1, ew: 4, boards: [1, 2], table_id: "a", played: 2 }, { table: 2, ns: 2, ew: 5, boards: [1, 2], table_id: "b", played: 1 }] },
  { round: 2, sitout: [1], tables: [{ table: 2, ns: 2, ew: 4, boards: [3, 4], table_id: null, played: 0 }, { table: 3, ns: 3, ew: 5, boards: [3, 4], table_id: null, played: 0 }] },
];

function evening(changes: Partial<Evening> = {}): Evening {
  return {
    id: "ev1",
    game: "g",
    variant: null,
    options: {},
    format: "howell",
    boards: 5,
    round_count: 5,
    seconds_per_board: 600,
    invite: false,
    rated: false,
    status: "playing",
    round: 1,
    entries: [],
    rounds: HOWELL_5,
    standings: { scoring: "matchpoints", entries: [] },
    ...changes,
  };
}

const FORM: EveningForm = {
  game: "g",
  variant: "",
  options: { target: 11 },
  format: "howell",
  boards: 6,
  rounds: null,
  entries: ["open", "open", "open", "ai:heuristic"],
  minutesPerBoard: 10,
  invite: true,
  rated: false,
  aiDelayMs: 0,
};

describe("the director's form", () => {
  it("asks the server for what the form says, the time in seconds", () => {
    expect(newEveningBody(FORM)).toEqual({
      game: "g",
      variant: null,
      options: { target: 11 },
      format: "howell",
      boards: 6,
      rounds: null,
      entries: ["open", "open", "open", "ai:heuristic"],
      seconds_per_board: 600,
      invite: true,
      rated: false,
      ai_delay_ms: 0,
    });
  });

  it("says before asking what the server would refuse: entries for the format, boards under rounds", () => {
    expect(formProblem(FORM)).toBeNull();
    expect(formProblem({ ...FORM, entries: ["open", "open", "open"] })).toBe("web.evening.problem.entries");
    expect(formProblem({ ...FORM, format: "swiss", entries: ["open", "open", "open"] })).toBeNull();
    expect(formProblem({ ...FORM, entries: entriesFor([], 9) })).toBe("web.evening.problem.entries");
    expect(formProblem({ ...FORM, boards: 2, rounds: 3 })).toBe("web.evening.problem.boards_rounds");
    expect(formProblem({ ...FORM, boards: 37 })).toBe("web.evening.problem.boards");
    expect(formProblem({ ...FORM, rounds: 0 })).toBe("web.evening.problem.rounds");
    expect(formProblem({ ...FORM, minutesPerBoard: 0 })).toBe("web.evening.problem.minutes");
  });

  it("keeps the entries chosen when their number changes, open places for new ones", () => {
    expect(entriesFor(["ai:x", "open"], 4)).toEqual(["ai:x", "open", "open", "open"]);
    expect(entriesFor(["ai:x", "open", "ai:y"], 2)).toEqual(["ai:x", "open"]);
  });
});

describe("the movement as a printed table", () => {
  it("writes a board set as a club does", () => {
    expect(boardsLabel([1, 2, 3])).toBe("1–3");
    expect(boardsLabel([4])).toBe("4");
    expect(boardsLabel([1, 3])).toBe("1, 3");
    expect(boardsLabel([])).toBe("");
  });

  it("has a column a table and a row a round, with the sit-outs", () => {
    const grid = movementGrid(HOWELL_5);
    expect(grid.tables).toEqual([1, 2]);
    expect(grid.rows.map((row) => row.cells.map((cell) => cell && `${cell.ns}–${cell.ew}`))).toEqual([
      ["2–5", "3–4"],
      ["3–1", "4–5"],
    ]);
    expect(grid.rows.map((row) => row.sitout)).toEqual([[1], [2]]);
  });

  it("leaves a cell empty where a Mitchell's table is not played that round", () => {
    const grid = movementGrid(MITCHELL_5);
    expect(grid.tables).toEqual([1, 2, 3]);
    expect(grid.rows[0].cells.map((cell) => cell?.table ?? null)).toEqual([1, 2, null]);
    expect(grid.rows[1].cells.map((cell) => cell?.table ?? null)).toEqual([null, 2, 3]);
  });
});

describe("where a player goes now", () => {
  it("goes to their table of the round in play, on their side", () => {
    const where = whereNow(evening({ you: { entry: 4, table_id: "t12", seat: 1 } }));
    expect(where).toMatchObject({ kind: "table", round: 1, tableId: "t12", seat: 1, direction: "ew" });
    expect(where.kind === "table" && where.table.table).toBe(2);
  });

  it("sits out, waits for the next round, or has nowhere to go", () => {
    expect(whereNow(evening({ you: { entry: 1, table_id: null, seat: null } }))).toEqual({ kind: "sitout", round: 1 });
    expect(whereNow(evening({ round: 2, you: { entry: 4, table_id: null, seat: null } }))).toEqual({ kind: "between", round: 2 });
    expect(whereNow(evening())).toEqual({ kind: "watching" });
    expect(whereNow(evening({ status: "waiting", round: null, you: { entry: 1, table_id: null, seat: null } }))).toEqual({ kind: "waiting" });
    expect(whereNow(evening({ status: "finished", you: { entry: 1, table_id: null, seat: null } }))).toEqual({ kind: "finished" });
  });
});

describe("the standings' rows", () => {
  it("writes a duplicate row's matchpoints, percent and signed difference", () => {
    const row = { entry: 2, rank: 1, matchpoints: 10, max: 12, percent: 83.33, diff: 4.5, boards: [] };
    expect(duplicateCells(row)).toEqual({ matchpoints: "10", max: "12", percent: "83.33", diff: "+4.5" });
    expect(duplicateCells({ ...row, percent: null, diff: -2 })).toMatchObject({ percent: "—", diff: "−2" });
    expect(signed(0)).toBe("0");
  });

  it("writes a matches row's score, won–drawn–lost, byes and points", () => {
    const row = { entry: 2, rank: 1, score: 6, played: 3, won: 2, drawn: 1, lost: 0, byes: 1, points_for: 40, points_against: 26, matches: [] };
    expect(matchesCells(row)).toEqual({ score: "6", record: "2–1–0", byes: "1", points: "40–26" });
  });

  it("lists the rows by rank, then by entry", () => {
    const row = (entry: number, rank: number) => ({ entry, rank, matchpoints: 0, max: 0, percent: null, diff: 0, boards: [] });
    expect(rankedRows({ scoring: "matchpoints", entries: [row(3, 2), row(2, 1), row(1, 2)] }).map((r) => r.entry)).toEqual([2, 1, 3]);
  });

  it("names an entry by its people, else by its computer player, else not at all", () => {
    const computer = (ai: string) => `Computer (${ai})`;
    expect(entryNames({ people: ["Anna", "Bruno"], computer: null }, computer)).toBe("Anna & Bruno");
    expect(entryNames({ people: [], computer: "heuristic" }, computer)).toBe("Computer (ai:heuristic)");
    expect(entryNames({ people: [], computer: null }, computer)).toBeNull();
  });
});

describe("a board's results", () => {
  const hand = (result: Record<string, unknown>) => ({ dealer: 0, result });
  const record: EveningRecord = {
    kind: "evening",
    game: "g",
    variant: null,
    options: {},
    format: "howell",
    seed: null,
    entries: [1, 2, 3, 4].map((id) => ({ id, name: `E${id}`, players: ["human", "human"] })),
    boards: [{ board: 1 }],
    rounds: [
      {
        round: 1,
        sitout: [],
        tables: [
          { table: 1, ns: 2, ew: 3, boards: [1], records: [{ game: "g", games: [{ hands: [hand({ points: [8, 3] })] }] }] as never },
          { table: 2, ns: 1, ew: 4, boards: [1], records: [{ game: "g", hands: [hand({ points: { a: [1, 0] }, total: [2, 5] })] }] as never },
        ],
      },
    ],
    standings: {
      scoring: "matchpoints",
      entries: [2, 3, 1, 4].map((entry, i) => ({
        entry,
        rank: i + 1,
        matchpoints: [2, 2, 0, 0][i],
        max: 2,
        percent: null,
        diff: 0,
        boards: [{ board: 1, round: 1, table: entry === 2 || entry === 3 ? 1 : 2, direction: entry === 2 || entry === 1 ? "ns" : "ew", net: 0, matchpoints: [2, 2, 0, 0][i], max: 2, diff: 0 }],
      })),
    } as never,
  };

  it("reads a board's points where every game keeps them: a total, else the points", () => {
    expect(boardPoints({ game: "g", games: [{ hands: [hand({ points: [8, 3] })] }] } as never)).toEqual([8, 3]);
    expect(boardPoints({ game: "g", hands: [hand({ points: { carte: [1, 0] }, total: [3, 0] })] } as never)).toEqual([3, 0]);
    expect(boardPoints({ game: "g" })).toBeNull();
  });

  it("gives every table's points, net and each side's matchpoints", () => {
    expect(boardResults(record, 1)).toEqual([
      { round: 1, table: 1, ns: 2, ew: 3, points: [8, 3], net: 5, matchpoints: { ns: 2, ew: 2, max: 2 } },
      { round: 1, table: 2, ns: 1, ew: 4, points: [2, 5], net: -3, matchpoints: { ns: 0, ew: 0, max: 2 } },
    ]);
    expect(boardResults(record, 2)).toEqual([]);
  });

  it("links each table's play to the replay, and the replay reads the link back", () => {
    const link = eveningBoardReplay("ev 1", 2, 3, 4);
    expect(link).toBe("#evening=ev%201&round=2&table=3&board=4");
    expect(eveningBoardAddress(link)).toEqual({ evening: "ev 1", round: 2, table: 3, board: 4 });
    expect(eveningBoardAddress("#evening=x&round=2&table=3")).toBeNull();
    expect(eveningBoardAddress("#match=x")).toBeNull();
  });
});

describe("a sit-and-go", () => {
  it("asks the server to start the evening once every place is taken", () => {
    const base = {
      game: "briscola", variant: "", options: {}, format: "roundrobin" as const, boards: 3, rounds: null,
      entries: ["open", "open", "open"], minutesPerBoard: 10, invite: false, rated: false, aiDelayMs: 0,
    };
    expect(newEveningBody({ ...base, sitAndGo: true }).sit_and_go).toBe(true);
    expect("sit_and_go" in newEveningBody(base)).toBe(false);
  });
});
