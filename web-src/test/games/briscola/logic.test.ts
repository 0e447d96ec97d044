import { describe, expect, it } from "vitest";
import {
  beats,
  briPosition,
  cardPoints,
  cardsOnTable,
  gameSoFar,
  handOutcome,
  handSizes,
  isMyTurn,
  isSwap,
  pointsOf,
  sevenOfBriscola,
  stepMessage,
  suggestedCard,
  swapStep,
  swapsMade,
  trickWinner,
  type BriState,
  type BriView,
} from "../../../src/games/briscola/logic";

function view(changes: Partial<BriView> = {}): BriView {
  return {
    game: "briscola",
    options: { players: 2, hands_to_win: 4, tie: "draw", swap_seven: true },
    seat: 0,
    dealer: 1,
    hand: ["Ad", "7b", "2c"],
    briscola: "3b",
    face_up: "3b",
    stock: 34,
    plays: [],
    taken: [0, 0],
    wins: [0, 0],
    to_move: 0,
    legal: ["Ad", "7b", "2c"],
    may_swap: true,
    ...changes,
  };
}

function state(v: BriView | null, changes: Partial<BriState> = {}): BriState {
  return {
    type: "state", v: 1, game: "briscola", seq: 1, table: "t", you: 0, watching: false, spectators: [], teachers: [], teaching: null, asking: [], asks: [], hint: null, status: "playing", phase: "play",
    training: false, seats: [], ready: [], within: null, view: v, last_trick: null, hand_summary: null,
    match: { game: "briscola", hands: [], score: [0, 0], wins: [0, 0], winner: null, games: [] },
    reasons: [],
    ...changes,
  };
}

describe("Briscola's cards", () => {
  it("counts 11, 10, 4, 3, 2 and nothing for the rest: 120 in the deck", () => {
    expect(["Ad", "3d", "Rd", "Cd", "Fd", "7d", "2d"].map(cardPoints)).toEqual([11, 10, 4, 3, 2, 0, 0]);
    const deck = ["A", "2", "3", "4", "5", "6", "7", "F", "C", "R"].flatMap((rank) => ["d", "c", "s", "b"].map((suit) => rank + suit));
    expect(pointsOf(deck)).toBe(120);
  });

  it("takes a trick with the highest briscola, else the highest card of the suit led", () => {
    expect(beats("3d", "Rd", "b")).toBe(true); // the tre beats the re of its suit
    expect(beats("Ac", "2d", "b")).toBe(false); // another suit, not briscola: no
    expect(beats("2b", "Ad", "b")).toBe(true); // the smallest briscola beats the asso
    expect(trickWinner([{ seat: 1, card: "Ad" }, { seat: 0, card: "3d" }], "b")).toBe(1);
    expect(trickWinner([{ seat: 2, card: "Cd" }, { seat: 3, card: "4b" }, { seat: 0, card: "Ab" }, { seat: 1, card: "3d" }], "b")).toBe(0);
  });
});

describe("the Briscola table", () => {
  it("seats the opponent opposite with two players, the next player on the right with four", () => {
    expect(briPosition(1, 0, 2)).toBe("north");
    expect(briPosition(0, 1, 2)).toBe("north");
    expect([0, 1, 2, 3].map((seat) => briPosition(seat, 1, 4))).toEqual(["west", "south", "east", "north"]);
  });

  it("shows the trick in play, and a finished trick until the next lead; exchanges are no cards", () => {
    const one = view({ plays: [{ seat: 1, card: "Ad" }, { seat: 1, swap: "7b" }] });
    expect(cardsOnTable(one)).toEqual({ plays: [{ seat: 1, card: "Ad" }], complete: false });
    const two = view({ plays: [{ seat: 1, card: "Ad" }, { seat: 0, card: "2d" }] });
    expect(cardsOnTable(two)).toEqual({ plays: [{ seat: 1, card: "Ad" }, { seat: 0, card: "2d" }], complete: true });
    const three = view({ plays: [...two.plays, { seat: 1, card: "4c" }] });
    expect(cardsOnTable(three).plays).toEqual([{ seat: 1, card: "4c" }]);
    expect(cardsOnTable(view()).plays).toEqual([]);
  });

  it("works out every hand's size from one's own and the trick, or reads the open hands", () => {
    expect(handSizes(view())).toEqual([3, 3]);
    expect(handSizes(view({ hand: ["Ad", "7b"], plays: [{ seat: 0, card: "2c" }] }))).toEqual([2, 3]);
    expect(handSizes(view({ plays: [{ seat: 1, card: "4c" }] }))).toEqual([3, 2]);
    const four = view({ options: { players: 4, hands_to_win: 4, tie: "draw", swap_seven: false }, plays: [{ seat: 1, card: "4c" }, { seat: 2, card: "5c" }] });
    expect(handSizes(four)).toEqual([3, 2, 2, 3]);
    expect(handSizes(view({ all_hands: [["Ad"], ["2c", "3c"]] }))).toEqual([1, 2]);
  });

  it("offers the 7's exchange only when the seat may make it, for the 7 of the briscola's suit", () => {
    expect(sevenOfBriscola(view())).toBe("7b");
    expect(swapStep(view())).toEqual({ swap: "7b" });
    expect(swapStep(view({ may_swap: false }))).toBeNull();
    expect(swapStep(null)).toBeNull();
    const swapped = view({ plays: [{ seat: 0, swap: "7b" }], face_up: "7b", hand: ["Ad", "3b", "2c"], may_swap: false });
    expect(swapsMade(swapped)).toEqual([{ seat: 0, card: "7b" }]);
  });

  it("sends each step with the plays so far as its turn, exchanges counted", () => {
    expect(stepMessage({ card: "Ad" }, view())).toEqual({ type: "step", step: { card: "Ad" }, turn: 0 });
    const after = view({ plays: [{ seat: 1, card: "4c" }, { seat: 0, swap: "7b" }] });
    expect(stepMessage({ swap: "7b" }, after)).toEqual({ type: "step", step: { swap: "7b" }, turn: 2 });
  });

  it("reads a suggestion's card or exchange", () => {
    expect(suggestedCard({ card: "Ad" })).toBe("Ad");
    expect(suggestedCard({ swap: "7b" })).toBe("7b");
    expect(isSwap({ swap: "7b" })).toBe(true);
    expect(isSwap({ card: "7b" })).toBe(false);
  });

  it("knows whose turn it is only while a hand is played", () => {
    expect(isMyTurn(state(view()))).toBe(true);
    expect(isMyTurn(state(view({ to_move: 1 })))).toBe(false);
    expect(isMyTurn(state(view(), { phase: "trick_stop" }))).toBe(false);
    expect(isMyTurn(state(null, { phase: "hand_over" }))).toBe(false);
  });

  it("tells a hand won, lost or drawn from the side of the seat", () => {
    expect(handOutcome({ points: [70, 50], last_trick: 0, winner: 0 }, 2)).toBe("won");
    expect(handOutcome({ points: [70, 50], last_trick: 0, winner: 0 }, 3)).toBe("lost");
    expect(handOutcome({ points: [60, 60], last_trick: 1, winner: null }, 0)).toBe("draw");
    expect(gameSoFar([1, 3], view().options, 1)).toEqual({ us: 3, them: 1, target: 4 });
    expect(gameSoFar([0, 0], null, 0).target).toBeNull();
  });
});
