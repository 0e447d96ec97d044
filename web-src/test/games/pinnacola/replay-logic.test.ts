import { describe, expect, it } from "vitest";
import { inOrder, pinnacolaFrames, type PinnacolaRecord } from "../../../src/games/pinnacola/replay-logic";
import { setLang } from "../../../src/shell/i18n";
import pinnacola2 from "./records/pinnacola-2.json";
import pinnacola4 from "./records/pinnacola-4.json";

const name = (seat: number): string => ["South", "North"][seat] ?? "?";

/** Two turns: a meld with a joker taken back by a swap, the pile taken, an attach. */
const PINNACOLA: PinnacolaRecord = {
  game: "pinnacola",
  players: ["Anna", "Bruno"],
  hands: [
    {
      dealer: 1,
      deal: [["5h", "6h", "JK", "Qd", "4c"], ["Qs", "Qc", "9d", "3s", "8h"]],
      upcard: "2d",
      stock: ["7h", "Kc"],
      turns: [
        { seat: 0, draw: { from: "stock" }, actions: [{ meld: ["5h", "6h", "JK=7h"] }, { swap: 0, give: "7h", take: "JK" }], discard: "4c" },
        { seat: 1, draw: { from: "discard", index: 1 }, actions: [{ attach: 0, cards: ["8h"] }], discard: "3s" },
      ],
      result: { total: [100, -50] },
    },
  ],
};

describe("Pinnacola's replay frames", () => {
  setLang("en");
  const frames = pinnacolaFrames(PINNACOLA, name);

  it("follows the hands through a draw, a meld, a swap and a discard", () => {
    expect(frames[1]?.held[0]).toEqual(["Qd", "JK"]);
    expect(frames[1]?.groups.map((g) => g.cards)).toEqual([["2d", "4c"], [], ["5h", "6h", "7h"]]);
    expect(frames[1]?.says).toMatch(/^South: draws .*; lays .*; puts .* in meld 1 and takes back .*; discards/);
  });

  it("takes the pile from the card chosen up, and shows the hand's points at its end", () => {
    expect(frames[2]?.held[1]).toEqual(["Qs", "Qc", "9d", "4c"]);
    expect(frames[2]?.groups[0]?.cards).toEqual(["2d", "3s"]);
    expect(frames[2]?.groups[1]?.title).toBe("Stock: 1");
    expect(frames[2]?.groups[2]?.cards).toEqual(["5h", "6h", "7h", "8h"]);
    expect(frames[2]?.score).toBe("Points of the hand: South 100, North -50");
    expect(frames[1]?.score).toBe("");
  });
});

/** Records written by `circolo selfplay` (records/): the frames must follow the engine. */
const RECORDS: Record<string, unknown> = {
  "pinnacola-2.json": pinnacola2,
  "pinnacola-4.json": pinnacola4,
};
function recordOf<T>(file: string): T {
  return RECORDS[file] as T;
}

describe("the frames of real records follow the engine", () => {
  setLang("en");

  it.each(["pinnacola-2.json", "pinnacola-4.json"])("Pinnacola %s: no card is lost or made between frames, and the closer ends with none", (file) => {
    const record = recordOf<PinnacolaRecord>(file);
    const frames = pinnacolaFrames(record, name);
    const deck = record.hands[0]?.deal.flat().length ?? 0;
    const counted = (f: (typeof frames)[number]): number =>
      f.held.flat().length + f.groups.reduce((sum, g) => sum + g.cards.length + (/\d+$/.exec(g.title) && g.cards.length === 0 ? Number(/\d+$/.exec(g.title)?.[0]) : 0), 0);
    const total = counted(frames[0]!);
    expect(total).toBeGreaterThan(deck);
    for (const frame of frames) expect(counted(frame)).toBe(total);
    const closer = record.hands[0]?.result?.closer;
    if (closer !== null && closer !== undefined) expect(frames.at(-1)?.held[closer]).toEqual([]);
    expect(frames.some((f) => f.says.includes("takes back"))).toBe(true); // a swap was followed
  });
});

describe("a meld as the table lays it", () => {
  it("orders a run from its lowest card, a wild card where it stands, an ace above a king", () => {
    expect(inOrder(["5h", "6h", "7h", "4h"])).toEqual(["4h", "5h", "6h", "7h"]);
    expect(inOrder(["5h", "JK=7h", "6h"])).toEqual(["5h", "6h", "JK=7h"]);
    expect(inOrder(["Ah", "Qh", "Kh"])).toEqual(["Qh", "Kh", "Ah"]);
    expect(inOrder(["3s", "As", "2s"])).toEqual(["As", "2s", "3s"]);
    expect(inOrder(["9d", "JK=8d"])).toEqual(["JK=8d", "9d"]);
  });

  it("orders a set by suit with its wild card last", () => {
    expect(inOrder(["Qc", "JK=Q", "Qh", "Qs"])).toEqual(["Qh", "Qs", "Qc", "JK=Q"]);
  });
});
