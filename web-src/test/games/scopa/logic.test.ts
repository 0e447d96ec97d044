import { describe, expect, it } from "vitest";
import {
  capturesByCard,
  cardValue,
  categories,
  categoryFigure,
  clickCard,
  clickTableCard,
  finishedPiles,
  gameScore,
  handOutcome,
  handSizes,
  isMyTurn,
  offeredCards,
  pilesOf,
  primieraCards,
  primieraOf,
  scoPosition,
  stepMessage,
  sumOf,
  wholeHand,
  type ScoPlayed,
  type ScoResult,
  type ScoState,
  type ScoStep,
  type ScoView,
} from "../../../src/games/scopa/logic";

const OPTIONS = {
  players: 2,
  scopone: false,
  target: 11,
  three_kings_redeal: true,
  scopa_d_assi: false,
  re_bello: false,
  napola: false,
  scopa_on_last_play: false,
};

function view(changes: Partial<ScoView> = {}): ScoView {
  return {
    game: "scopa",
    options: OPTIONS,
    seat: 0,
    dealer: 1,
    hand: ["7d", "5b", "Rc"],
    table: ["3c", "4s", "7c", "2b"],
    stock: 30,
    plays: [],
    score: [0, 0],
    to_move: 0,
    legal: [],
    ...changes,
  };
}

const play = (seat: number, card: string, take: string[] = [], scopa = false): ScoPlayed => ({ seat, card, take, scopa });

describe("a card's value and a capture's sum", () => {
  it("counts the Ace 1, the numbers as they are, Fante 8, Cavallo 9, Re 10", () => {
    expect(["Ad", "2c", "7s", "Fb", "Cd", "Rc"].map(cardValue)).toEqual([1, 2, 7, 8, 9, 10]);
    expect(sumOf(["3c", "4s"])).toBe(7);
  });
});

describe("what a click on a card of the hand does", () => {
  const legal: ScoStep[] = [
    { card: "7d", take: ["7c"] },
    { card: "5b", take: ["3c", "2b"] },
    { card: "Rc", take: ["3c", "7c"] },
    { card: "Rc", take: ["4s", "2b", "3c"] },
    { card: "Ab", take: [] },
  ];

  it("groups the legal steps by card, each card with its captures", () => {
    const byCard = capturesByCard(legal);
    expect([...byCard.keys()]).toEqual(["7d", "5b", "Rc", "Ab"]);
    expect(byCard.get("Rc")).toEqual([["3c", "7c"], ["4s", "2b", "3c"]]);
    expect(byCard.get("Ab")).toEqual([[]]);
  });

  it("plays a card with one capture, or none, at once", () => {
    expect(clickCard(legal, "5b")).toEqual({ kind: "play", step: { card: "5b", take: ["3c", "2b"] } });
    expect(clickCard(legal, "Ab")).toEqual({ kind: "play", step: { card: "Ab", take: [] } });
  });

  it("offers the choice of a card with several captures", () => {
    expect(clickCard(legal, "Rc")).toEqual({ kind: "choose", card: "Rc", takes: [["3c", "7c"], ["4s", "2b", "3c"]] });
  });

  it("does nothing with a card that has no legal step (not your turn)", () => {
    expect(clickCard([], "7d")).toEqual({ kind: "none" });
  });
});

describe("choosing the cards a card takes", () => {
  // The Re (10) takes 3+7, or 4+2+3+A, or 7+2+A: three sums.
  const takes = [["3c", "7c"], ["4s", "2b", "3c", "Ad"], ["7c", "2b", "Ad"]];

  it("offers only the table cards of a capture, and with some chosen those still possible", () => {
    expect([...offeredCards(takes, [])].sort()).toEqual(["2b", "3c", "4s", "7c", "Ad"]);
    expect([...offeredCards(takes, ["3c"])].sort()).toEqual(["2b", "3c", "4s", "7c", "Ad"]);
    expect([...offeredCards(takes, ["7c"])].sort()).toEqual(["2b", "3c", "7c", "Ad"]);
    expect([...offeredCards(takes, ["7c", "2b"])].sort()).toEqual(["2b", "7c", "Ad"]);
  });

  it("plays at once a table card that belongs to one capture only", () => {
    expect(clickTableCard("Rc", takes, [], "4s")).toEqual({ chosen: ["4s"], step: { card: "Rc", take: ["4s", "2b", "3c", "Ad"] } });
  });

  it("waits while the cards chosen still fit several captures, then plays the one they name", () => {
    const first = clickTableCard("Rc", takes, [], "3c");
    expect(first).toEqual({ chosen: ["3c"], step: null });
    const second = clickTableCard("Rc", takes, first.chosen, "7c");
    expect(second.step).toEqual({ card: "Rc", take: ["3c", "7c"] });
  });

  it("takes a chosen card back, and ignores a card no capture with the chosen ones has", () => {
    expect(clickTableCard("Rc", takes, ["3c"], "3c")).toEqual({ chosen: [], step: null });
    expect(clickTableCard("Rc", [["3c", "7c"], ["4s", "2b", "3c", "Ad"]], ["7c"], "4s")).toEqual({ chosen: ["7c"], step: null });
  });

  it("tells two equal cards apart: each is a capture of its own", () => {
    const equal = [["5c"], ["5s"]];
    expect(clickTableCard("5d", equal, [], "5s").step).toEqual({ card: "5d", take: ["5s"] });
  });
});

describe("the seats and the turn", () => {
  it("puts the opponent of two opposite, and with four the next player on your right", () => {
    expect(scoPosition(1, 0, 2)).toBe("north");
    expect([0, 1, 2, 3].map((seat) => scoPosition(seat, 1, 4))).toEqual(["west", "south", "east", "north"]);
  });

  it("is your turn only while playing, as a seat, with the view's seat to move", () => {
    const state = { phase: "play", watching: false, you: 0, view: view() } as unknown as ScoState;
    expect(isMyTurn(state)).toBe(true);
    expect(isMyTurn({ ...state, phase: "trick_stop" })).toBe(false);
    expect(isMyTurn({ ...state, watching: true })).toBe(false);
    expect(isMyTurn({ ...state, view: view({ to_move: 1 }) })).toBe(false);
  });

  it("sends a step with the plays so far as its turn", () => {
    expect(stepMessage({ card: "7d", take: ["7c"] }, view({ plays: [play(0, "Ab")] }))).toEqual({
      type: "step",
      step: { card: "7d", take: ["7c"] },
      turn: 1,
    });
  });
});

describe("the cards each seat holds", () => {
  it("works them out from the plays since the last deal, from the dealer's next", () => {
    // dealer 1: seat 0 plays first
    expect(handSizes(view({ plays: [] }))).toEqual([3, 3]);
    expect(handSizes(view({ plays: [play(0, "Ab")], hand: ["7d", "5b"] }))).toEqual([2, 3]);
    expect(handSizes(view({ plays: Array.from({ length: 5 }, (_, i) => play(i % 2, "Ab")) }))).toEqual([0, 1]);
    expect(handSizes(view({ plays: Array.from({ length: 6 }, (_, i) => play(i % 2, "Ab")) }))).toEqual([3, 3]); // dealt again
  });

  it("counts four players and Scopone's ten cards alike", () => {
    const four = view({ options: { ...OPTIONS, players: 4, scopone: true }, dealer: 3, hand: [] });
    const plays = [play(0, "Ab"), play(1, "2b"), play(2, "3b")];
    expect(handSizes({ ...four, plays })).toEqual([9, 9, 9, 10]);
  });

  it("reads every hand at a training table", () => {
    expect(handSizes(view({ all_hands: [["7d"], ["Ac", "2c"]] }))).toEqual([1, 2]);
  });
});

describe("each side's pile and scope", () => {
  it("counts a capture's card with what it took, and marks each scopa with its card", () => {
    const plays = [play(0, "7d", ["3c", "4s"]), play(1, "Ab"), play(0, "Ac", ["Ab"], true), play(1, "Rc", ["7c", "3b"])];
    expect(pilesOf(plays)).toEqual([
      { count: 5, scope: ["Ac"] },
      { count: 3, scope: [] },
    ]);
  });

  it("gives the leftovers to the side of the last capture at the hand's end", () => {
    const plays = [play(0, "7d", ["7c"]), play(1, "Ab"), play(2, "Rc", ["Fd", "2b"])];
    expect(finishedPiles(plays, ["5s"], 0)).toEqual([["7d", "7c", "Rc", "Fd", "2b", "5s"], []]);
  });
});

describe("the primiera", () => {
  it("takes each suit's best card by the primiera's worth, and has no sum without every suit", () => {
    expect(primieraOf(["Rd", "7d", "Ac", "6c", "5s", "2b", "Fb"])).toEqual({ cards: ["7d", "6c", "5s", "2b"], sum: 21 + 18 + 15 + 12 });
    expect(primieraOf(["7d", "6c", "5s"])).toEqual({ cards: ["7d", "6c", "5s"], sum: null });
  });

  it("shows the cards only when the plays seen make the hand whose count it is", () => {
    const plays = [play(0, "7d", ["7c", "6s"]), play(1, "Ab", ["Ad", "Fb", "Cs"])];
    const summary = {
      hand: 1,
      leftovers: ["2b"],
      score: [1, 0] as [number, number],
      result: { taken: [3, 5], last_capture: 1 } as unknown as ScoResult,
    };
    expect(primieraCards(plays, summary)).toEqual([["7d", "7c", "6s"], ["Ad", "Cs", "Ab"]]); // no coppe: no primiera
    expect(primieraCards(plays.slice(1), summary)).toBeNull();
    expect(primieraCards(null, summary)).toBeNull();
  });

  it("makes the whole hand from the plays seen before its last and the last play", () => {
    const before = [play(0, "Ab"), play(1, "2b")];
    expect(wholeHand(before, play(0, "3b"), 3)).toHaveLength(3);
    expect(wholeHand([...before, play(0, "3b")], play(0, "3b"), 3)).toHaveLength(3);
    expect(wholeHand(before.slice(1), play(0, "3b"), 3)).toBeNull();
  });
});

describe("the hand's count, category by category", () => {
  const result: ScoResult = {
    taken: [22, 18],
    denari: [4, 6],
    primiera: [78, null],
    last_capture: 0,
    points: {
      carte: [1, 0],
      denari: [0, 1],
      settebello: [1, 0],
      primiera: [1, 0],
      scope: [2, 0],
      re_bello: [0, 0],
      napola: [0, 0],
    },
    total: [5, 1],
  };

  it("lists the categories the options play, in the record's order", () => {
    expect(categories(OPTIONS)).toEqual(["carte", "denari", "settebello", "primiera", "scope"]);
    expect(categories({ re_bello: true, napola: true })).toEqual(["carte", "denari", "settebello", "primiera", "scope", "re_bello", "napola"]);
  });

  it("shows the cards, the denari, the primiera's sum and the scope beside the points", () => {
    expect(categoryFigure(result, "carte", 0)).toBe(22);
    expect(categoryFigure(result, "denari", 1)).toBe(6);
    expect(categoryFigure(result, "primiera", 1)).toBeNull(); // a suit missing
    expect(categoryFigure(result, "scope", 0)).toBe(2);
    expect(categoryFigure(result, "settebello", 0)).toBeUndefined();
  });

  it("says who won the hand from your side, and the game's score yours first", () => {
    expect(handOutcome(result, 0)).toBe("won");
    expect(handOutcome(result, 3)).toBe("lost");
    expect(handOutcome({ ...result, total: [2, 2] }, 1)).toBe("draw");
    expect(gameScore([7, 4], 1, 11)).toEqual({ us: 4, them: 7, target: 11 });
  });
});
