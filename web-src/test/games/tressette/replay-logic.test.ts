import { describe, expect, it } from "vitest";
import { firstRecord, gamesOf, otherGameRecord, replayAddress } from "../../../src/shell/replay-address";
import { addressOf, gameBetween, handsOf, mistakes, moved, placeOf, position, trickWinner, type RecordHand, type TressetteRecord } from "../../../src/games/tressette/replay-logic";

/** A hand of two tricks a seat (8 cards), enough to follow the rules the viewer reads. */
const HAND: RecordHand = {
  dealer: 3,
  deal: [["3d", "4c"], ["Ad", "5c"], ["2d", "Rc"], ["7d", "Ac"]],
  plays: [
    { seat: 0, card: "3d", signals: [] },
    { seat: 1, card: "Ad" },
    { seat: 2, card: "2d" },
    { seat: 3, card: "7d" },
    { seat: 0, card: "4c" },
    { seat: 1, card: "5c" },
    { seat: 2, card: "Rc" },
    { seat: 3, card: "Ac" },
  ],
  result: { points: [1, 1], thirds: [6, 6] },
};
const RECORD: TressetteRecord = { game: "tressette", games: [{ hands: [HAND, HAND] }, { game: "briscola", hands: [] }, { hands: [HAND] }] };

describe("stepping through a Tressette record", () => {
  it("lists the Tressette hands with their game and number, leaving out a game played at Briscola", () => {
    expect(handsOf(RECORD).map((h) => [h.game, h.hand])).toEqual([[1, 1], [1, 2], [3, 1]]);
  });

  it("gives a trick to the strongest card of the suit led (the 3 above the 2 above the ace)", () => {
    expect(trickWinner(HAND.plays.slice(0, 4))).toBe(0);
    expect(trickWinner(HAND.plays.slice(4, 8))).toBe(3);
  });

  it("shows who holds what, the trick on the table and the thirds each side took", () => {
    const deal = position(HAND, 0);
    expect(deal.held[0]).toEqual(["3d", "4c"]);
    expect(deal.trick).toEqual([]);
    const two = position(HAND, 2);
    expect(two.held[1]).toEqual(["5c"]);
    expect(two.trick.map((p) => p.card)).toEqual(["3d", "Ad"]);
    expect(two.winner).toBeNull();
    const first = position(HAND, 4);
    expect(first.winner).toBe(0);
    expect(first.thirds).toEqual([5, 0]); // 3, ace, 2: 1 + 3 + 1
    const end = position(HAND, 8);
    expect(end.thirds).toEqual([5, 3 + 1 + 3]); // king and ace, and the last trick
  });

  it("moves across hands and stays within the record", () => {
    const hands = handsOf(RECORD);
    expect(moved(hands, { index: 0, play: 8 }, 1)).toEqual({ index: 1, play: 0 });
    expect(moved(hands, { index: 1, play: 0 }, -1)).toEqual({ index: 0, play: 8 });
    expect(moved(hands, { index: 0, play: 0 }, -5)).toEqual({ index: 0, play: 0 });
    expect(moved(hands, { index: 2, play: 7 }, 9)).toEqual({ index: 2, play: 8 });
    expect(placeOf(hands, 3, 1, 99)).toEqual({ index: 2, play: 8 });
  });

  it("opens a game at its last hand when asked for a hand past it, and knows a game between two", () => {
    const hands = handsOf(RECORD);
    expect(placeOf(hands, 1, 9999, 9999)).toEqual({ index: 1, play: 8 });
    expect(placeOf(hands, 2, 1, 0)).toEqual({ index: 0, play: 0 }); // not Tressette's: the start
    expect(gameBetween(1, 3)).toBe(2);
    expect(gameBetween(3, 1)).toBe(2);
    expect(gameBetween(1, 2)).toBeNull();
  });

  it("lists every game of the match, the one played at Briscola as a Briscola record", () => {
    const record = { ...RECORD, players: ["Anna", "heuristic", "pimc", "random"] };
    expect(gamesOf(record)).toEqual([
      { number: 1, game: "tressette" },
      { number: 2, game: "briscola" },
      { number: 3, game: "tressette" },
    ]);
    expect(otherGameRecord(record, 2)).toEqual({ game: "briscola", hands: [], players: ["Anna", "heuristic", "pimc", "random"] });
    expect(otherGameRecord(record, 1)).toBeNull();
    expect(otherGameRecord(record, 7)).toBeNull();
    expect(gamesOf({ game: "briscola" })).toEqual([{ number: 1, game: "briscola" }]);
  });

  it("reads and writes the address of a place, counted from 1", () => {
    expect(replayAddress("#match=abc&game=2&hand=3&play=7")).toEqual({ match: "abc", game: 2, hand: 3, play: 7 });
    expect(replayAddress("#match=abc")).toEqual({ match: "abc", game: 1, hand: 1, play: 0 });
    expect(replayAddress("#/table/abc")).toBeNull();
    expect(addressOf("a b", handsOf(RECORD)[2]!, 4)).toBe("#match=a%20b&game=3&hand=1&play=4");
  });

  it("names each side's costliest cards, the worst first", () => {
    const values = {
      game: 1,
      hand: 1,
      plays: [
        { seat: 0, card: "3d", value_played: 10, value_best: 10, best: ["3d"] },
        { seat: 1, card: "Ad", value_played: 2, value_best: 5, best: ["5c"] },
        { seat: 2, card: "2d", value_played: 9, value_best: 10, best: ["Rc"] },
        { seat: 3, card: "7d", value_played: 0, value_best: 6, best: ["Ac"] },
      ],
    };
    const [ours, theirs] = mistakes(values);
    expect(ours.map((m) => [m.play, m.lost])).toEqual([[3, 1]]);
    expect(theirs.map((m) => [m.play, m.lost])).toEqual([[4, 6], [2, 3]]);
  });

  it("takes the first record of a dropped file, and nothing from what is not one", () => {
    expect(firstRecord(`\n${JSON.stringify(RECORD)}\n{"game": "x"}`)).toEqual(RECORD);
    expect(firstRecord("not json")).toBeNull();
    expect(firstRecord("[1, 2]")).toBeNull();
  });
});
