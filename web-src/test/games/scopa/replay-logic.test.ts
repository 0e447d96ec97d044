import { describe, expect, it } from "vitest";
import { scopaFrames, type ScopaRecord } from "../../../src/games/scopa/replay-logic";
import { setLang } from "../../../src/shell/i18n";
import scopa2 from "./records/scopa-2.json";
import scopone from "./records/scopone.json";

const name = (seat: number): string => ["South", "East", "North", "West"][seat] ?? "?";

/** Two players, two plays: a card laid down, then a scopa. */
const SHORT: ScopaRecord = {
  game: "scopa",
  hands: [
    {
      dealer: 1,
      deal: [["3d", "Rc", "7s"], ["5b", "Ac", "2d"]],
      table: ["4c", "Cs", "Fd", "6b"],
      stock: [],
      plays: [
        { seat: 0, card: "3d", take: [], scopa: false },
        { seat: 1, card: "5b", take: [], scopa: false },
        { seat: 0, card: "7s", take: ["4c", "3d"], scopa: false },
      ],
    },
  ],
};

describe("Scopa's replay frames", () => {
  setLang("en");

  it("starts from the deal and takes one frame a play, the card laid on the table when it takes nothing", () => {
    const frames = scopaFrames(SHORT, name);
    expect(frames.map((f) => [f.hand, f.play, f.seat])).toEqual([[1, 0, null], [1, 1, 0], [1, 2, 1], [1, 3, 0]]);
    expect(frames[0]?.says).toContain("turns up four");
    expect(frames[1]?.groups[0]?.cards).toEqual(["4c", "Cs", "Fd", "6b", "3d"]);
    expect(frames[1]?.held[0]).toEqual(["Rc", "7s"]);
    expect(frames[1]?.says).toBe("South laid the Three of Coins on the table.");
    expect(frames[1]?.groups).toHaveLength(1); // a card laid is on the table, nowhere else
  });

  it("shows a capture beside the table, and at the last play gives what is left to the last capture", () => {
    const frame = scopaFrames(SHORT, name)[3];
    expect(frame?.says).toBe(
      "South played the Seven of Swords and took the Four of Cups and the Three of Coins. The hand is over: " +
        "the Knight of Swords, the Jack of Coins, the Six of Clubs, the Five of Clubs go to South's side, the last to capture.",
    );
    expect(frame?.groups[0]?.cards).toEqual([]);
    expect(frame?.groups[1]).toEqual({ title: "South", cards: ["7s", "4c", "3d"], seat: 0 });
    expect(frame?.score).toBe("Cards taken 7 – 0 · scope 0 – 0");
  });

  for (const [label, record] of [["two players", scopa2], ["Scopone", scopone]] as const) {
    it(`plays every hand of a real record (${label}) to its end: every card taken, the scope counted`, () => {
      const data = record as unknown as ScopaRecord;
      const frames = scopaFrames(data, name);
      data.hands.forEach((hand, index) => {
        const own = frames.filter((frame) => frame.hand === index + 1);
        expect(own).toHaveLength(hand.plays.length + 1);
        const last = own.at(-1)!;
        expect(last.held.every((cards) => cards.length === 0)).toBe(true);
        expect(last.groups[0]?.cards).toEqual([]);
        const total = (hand.result as { total: number[] }).total;
        const scope = (hand.result as unknown as { points: { scope: number[] } }).points.scope;
        const taken = (hand.result as unknown as { taken: number[] }).taken;
        expect(last.score).toBe(
          `Cards taken ${taken[0]} – ${taken[1]} · scope ${scope[0]} – ${scope[1]} · Points of the hand ${total[0]} – ${total[1]}`,
        );
        // every card seen once: in a hand, on the table or played
        for (const frame of own) {
          const seen = [...frame.held.flat(), ...(frame.groups[0]?.cards ?? [])];
          expect(new Set(seen).size).toBe(seen.length);
        }
      });
    });
  }
});
