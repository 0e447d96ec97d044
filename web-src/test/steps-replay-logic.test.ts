import { describe, expect, it } from "vitest";
import { briscolaFrames, type BriscolaRecord } from "../src/briscola-replay-logic";
import { setLang } from "../src/i18n";
import { inOrder, pinnacolaFrames, type PinnacolaRecord } from "../src/pinnacola-replay-logic";
import { frameAt, moveTo, without } from "../src/steps-replay-logic";
import briscola2 from "./records/briscola-2.json";
import briscola4 from "./records/briscola-4.json";
import pinnacola2 from "./records/pinnacola-2.json";
import pinnacola4 from "./records/pinnacola-4.json";

const name = (seat: number): string => ["South", "North"][seat] ?? "?";

/** Two players, the 7 of briscola exchanged, then one trick and the last two cards drawn. */
const BRISCOLA: BriscolaRecord = {
  game: "briscola",
  players: ["Anna", "Bruno"],
  hands: [
    {
      dealer: 1,
      deal: [["Ac", "7d", "2b"], ["Rd", "4s", "7c"]],
      briscola: "5d",
      stock: ["6s"],
      plays: [{ seat: 0, swap: "7d" }, { seat: 0, card: "Ac" }, { seat: 1, card: "4s" }],
    },
  ],
};

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

describe("Briscola's replay frames", () => {
  setLang("en");
  const frames = briscolaFrames(BRISCOLA, name);

  it("starts from the deal and takes one frame a step", () => {
    expect(frames.map((f) => [f.hand, f.play, f.seat])).toEqual([[1, 0, null], [1, 1, 0], [1, 2, 0], [1, 3, 1]]);
    expect(frames[0]?.says).toContain("the briscola is");
  });

  it("gives the 7 of briscola for the face-up card, which the last draw then takes", () => {
    expect(frames[1]?.held[0]).toEqual(["Ac", "2b", "5d"]);
    expect(frames[1]?.groups.at(-1)?.cards).toEqual(["7d"]);
    // the ace takes the trick (the suit led, no briscola played): it draws first, then the 7
    expect(frames[3]?.held).toEqual([["2b", "5d", "6s"], ["Rd", "7c", "7d"]]);
    expect(frames[3]?.score).toBe("Points taken: 11 – 0");
    expect(frames[3]?.says).toContain("South takes the trick (11 points)");
    expect(frames[3]?.groups.map((g) => g.cards)).toEqual([["Ac"], ["4s"], []]);
  });
});

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
    expect(frames[2]?.score).toBe("Points of the hand: 100 – -50");
    expect(frames[1]?.score).toBe("");
  });
});

describe("stepping through frames", () => {
  const frames = [...briscolaFrames(BRISCOLA, name), ...briscolaFrames(BRISCOLA, name).map((f) => ({ ...f, hand: 2 }))];

  it("opens at a hand and step, clamped to what the record holds", () => {
    expect(frameAt(frames, 1, 2)).toBe(2);
    expect(frameAt(frames, 2, 0)).toBe(4);
    expect(frameAt(frames, 2, 99)).toBe(7);
    expect(frameAt(frames, 9, 1)).toBe(5);
  });

  it("moves by steps and by hands", () => {
    expect(moveTo(frames, 3, 1)).toBe(4);
    expect(moveTo(frames, 0, -1)).toBe(0);
    expect(moveTo(frames, 1, "next")).toBe(4);
    expect(moveTo(frames, 5, "previous")).toBe(0);
    expect(moveTo(frames, 5, "end")).toBe(7);
    expect(moveTo(frames, 6, "deal")).toBe(4);
  });

  it("takes one copy of each card away, a wild card by its own code", () => {
    expect(without(["JK", "5h", "5h"], ["5h", "JK=7h"])).toEqual(["5h"]);
  });
});

/** Records written by `circolo selfplay` (test/records): the frames must follow the engine. */
const RECORDS: Record<string, unknown> = {
  "briscola-2.json": briscola2,
  "briscola-4.json": briscola4,
  "pinnacola-2.json": pinnacola2,
  "pinnacola-4.json": pinnacola4,
};
function recordOf<T>(file: string): T {
  return RECORDS[file] as T;
}

describe("the frames of real records follow the engine", () => {
  setLang("en");

  it.each(["briscola-2.json", "briscola-4.json"])("Briscola %s: every card is played and the points match the result", (file) => {
    const record = recordOf<BriscolaRecord>(file);
    const frames = briscolaFrames(record, name);
    record.hands.forEach((hand, index) => {
      const last = frames.filter((f) => f.hand === index + 1).at(-1);
      expect(last?.held.every((cards) => cards.length === 0)).toBe(true);
      expect(last?.score).toBe(`Points taken: ${hand.result?.points?.[0]} – ${hand.result?.points?.[1]}`);
    });
  });

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
