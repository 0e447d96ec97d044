import { describe, expect, it } from "vitest";
import { briscolaFrames, type BriscolaRecord } from "../../../src/games/briscola/replay-logic";
import { setLang } from "../../../src/shell/i18n";
import briscola2 from "./records/briscola-2.json";
import briscola4 from "./records/briscola-4.json";

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
    expect(frames[3]?.score).toBe("Points taken: South 11, North 0"); // whose, by their places
    expect(frames[3]?.says).toContain("South takes the trick (11 points)");
    expect(frames[3]?.groups.map((g) => g.cards)).toEqual([["Ac"], ["4s"], []]);
  });
});

/** Records written by `circolo selfplay` (records/): the frames must follow the engine. */
const RECORDS: Record<string, unknown> = {
  "briscola-2.json": briscola2,
  "briscola-4.json": briscola4,
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
      const [a, b] = hand.deal.length === 4 ? ["South–North", "East–West"] : ["South", "North"];
      expect(last?.score).toBe(`Points taken: ${a} ${hand.result?.points?.[0]}, ${b} ${hand.result?.points?.[1]}`);
    });
  });
});
