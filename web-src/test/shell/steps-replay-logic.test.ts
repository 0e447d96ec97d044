import { describe, expect, it } from "vitest";
import { frameAt, moveTo, without, type ReplayFrame } from "../../src/shell/steps-replay-logic";

describe("stepping through frames", () => {
  // two hands, each its deal and three steps, as a game's frames give them
  const frame = (hand: number, play: number): ReplayFrame => ({ hand, play, seat: play ? play % 2 : null, says: "", held: [], groups: [], score: "" });
  const frames = [1, 2].flatMap((hand) => [0, 1, 2, 3].map((play) => frame(hand, play)));

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
