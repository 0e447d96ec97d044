import { describe, expect, it } from "vitest";
import {
  actionReasons,
  cardOf,
  frenchName,
  handPerRow,
  houseRules,
  isWild,
  keepsMeld,
  layStep,
  meaningLabel,
  meldsByTeam,
  needsMeaning,
  offers,
  pileTake,
  stepMessage,
  pinPosition,
  selectedCards,
  sortFrench,
  standsFor,
  standsShown,
  toggled,
  wildTaken,
  writtenName,
  type PinState,
  type PinView,
} from "../../../src/games/pinnacola/logic";

function view(changes: Partial<PinView> = {}): PinView {
  return {
    game: "pinnacola",
    options: {
      players: 4, cards_per_hand: 13, pinelle: false, jokers: true, max_wild_per_meld: 1,
      four_jokers_meld: true, direction: "clockwise", mode: "points", target: 1500,
      chiusura_in_mano: false, no_close_first_round: false, open_before_pile: false, first_meld_minimum: 0,
    },
    seat: 0, dealer: 3, hand: ["5h", "6h", "JK", "Qs"], hand_sizes: [4, 13, 13, 13], stock_size: 50,
    pile: ["7d", "Qd", "Kc"], melds: [], opened: [true, false, false, false], known: [[], [], [], []],
    to_move: 0, phase: "draw", must_use: [], turn: null, turns: [], score: [0, 0], hand_number: 1,
    usable_pile: [2], discardable: [],
    ...changes,
  };
}

function state(v: PinView): PinState {
  return {
    type: "state", v: 1, game: "pinnacola", seq: 1, table: "t", you: 0, watching: false, spectators: [], teachers: [], teaching: null, asking: [], asks: [], hint: null, status: "playing", phase: "play",
    training: false, seats: [], view: v, last_trick: null, hand_summary: null,
    match: { game: "pinnacola", hands: [], score: [0, 0], winner: null, ended_by: null, games: [], wins: [0, 0] },
    ready: [], within: null, reasons: [], pin_reasons: [],
  };
}

describe("cards", () => {
  it("reads written meld cards and names French cards in both languages", () => {
    expect(cardOf("JK=7h")).toBe("JK");
    expect(standsFor("JK=Q")).toBe("Q");
    expect(standsFor("Qd")).toBeNull();
  });
  it("shows what a wild card stands for as a card's corner does, never as a code", () => {
    expect(standsShown("7h")).toBe("7♥");
    expect(standsShown("Td")).toBe("10♦");
    expect(standsShown("Ks")).toBe("K♠");
    expect(standsShown("Q")).toBe("Q");
    expect(frenchName("Ah", "it")).toBe("Asso di cuori");
    expect(frenchName("Qs", "en")).toBe("Queen of Spades");
    expect(frenchName("JK=7h", "it")).toBe("Jolly");
  });

  it("knows wild cards and sorts a hand by suit with wild cards last", () => {
    expect(isWild("2c", true)).toBe(true);
    expect(isWild("2c", false)).toBe(false);
    expect(sortFrench(["JK", "Kh", "Ah", "3s", "2c"], true)).toEqual(["Ah", "Kh", "3s", "2c", "JK"]);
    expect(needsMeaning(["5h", "JK"], false)).toBe(true);
  });
});

describe("the table", () => {
  it("seats the other players by direction", () => {
    expect(pinPosition(1, 0, 2, "clockwise")).toBe("north");
    expect(pinPosition(1, 0, 4, "clockwise")).toBe("west");
    expect(pinPosition(1, 0, 4, "anticlockwise")).toBe("east");
    expect(pinPosition(2, 0, 4, "clockwise")).toBe("north");
    expect(pinPosition(0, 1, 4, "clockwise")).toBe("east");
  });

  it("shows what comes with a pile card", () => {
    expect(pileTake(["7d", "Qd", "Kc"], 1)).toEqual(["Qd", "Kc"]);
    expect(pileTake(["7d"], 4)).toEqual([]);
  });

  it("splits melds by team, ours first", () => {
    const melds = [
      { number: 0, seat: 1, team: 1, kind: "set" as const, cards: ["Qd", "Qs", "Qc"], points: 30 },
      { number: 1, seat: 2, team: 0, kind: "run" as const, cards: ["5h", "6h", "JK=7h"], points: 45 },
    ];
    const [ours, theirs] = meldsByTeam(view({ melds }));
    expect(ours.map((m) => m.number)).toEqual([1]);
    expect(theirs.map((m) => m.number)).toEqual([0]);
    expect(wildTaken(melds[1], false)).toBe("JK");
    expect(wildTaken(melds[0], false)).toBeNull();
  });
});

describe("what may be done", () => {
  it("offers the draws before the draw", () => {
    const offer = offers(state(view()), [], null, 2);
    expect(offer.drawStock).toBe(true);
    expect(offer.takePile).toBe(true);
    expect(offers(state(view()), [], null, 0).takePile).toBe(false);
    expect(offer.discard).toBe(false);
    expect(offers(state(view({ stock_size: 0 })), [], null, null).endHand).toBe(true);
  });

  it("offers meld, attach, swap and discard after it", () => {
    const melds = [
      { number: 0, seat: 2, team: 0, kind: "run" as const, cards: ["8h", "9h", "JK=Th"], points: 45 },
      { number: 1, seat: 1, team: 1, kind: "set" as const, cards: ["Qd", "Qs", "JK=Q"], points: 45 },
    ];
    const after = state(view({ phase: "meld", melds, discardable: ["5h", "6h", "JK", "Qs"] }));
    expect(offers(after, ["5h", "6h", "JK"], null, null).meld).toBe(true);
    expect(offers(after, ["Qs"], 0, null).attach).toBe(true);
    expect(offers(after, ["Qs"], 1, null).attach).toBe(false); // the other team's meld
    expect(offers(after, ["Qs"], 1, null).swap).toBe(true); // a joker from any meld
    expect(offers(after, ["JK"], 1, null).swap).toBe(false);
    expect(offers(after, ["Qs"], null, null).discard).toBe(true);
    expect(offers(after, ["Qs", "5h"], null, null).discard).toBe(false);
    const waiting = state(view({ phase: "meld", to_move: 1 }));
    expect(offers(waiting, ["Qs"], null, null).discard).toBe(false);
  });

  it("says why each greyed-out action is not offered, and nothing for those that are", () => {
    expect(actionReasons(state(view()), [], null, null).meld).toBe("web.pin.why_not.draw_first");
    expect(actionReasons(state(view({ phase: "meld", to_move: 1 })), [], null, null).discard).toBe("web.pin.why_not.turn");
    const melds = [{ number: 0, seat: 2, team: 0, kind: "run" as const, cards: ["8h", "9h", "Th"], points: 30 }];
    const after = state(view({ phase: "meld", melds, discardable: ["5h", "Qs"] }));
    const none = actionReasons(after, [], null, null);
    expect(none.meld).toBe("web.pin.why_not.meld");
    expect(none.attach).toBe("web.pin.why_not.attach_cards");
    expect(none.discard).toBe("web.pin.why_not.discard_one");
    const one = actionReasons(after, ["Qs"], null, null);
    expect(one.discard).toBeNull();
    expect(one.attach).toBe("web.pin.why_not.attach_meld");
    expect(actionReasons(after, ["Jd"], null, null).discard).toBe("web.pin.why_not.discard_card");
    expect(actionReasons(after, ["5h", "6h", "7h"], null, null).meld).toBeNull();
  });

  it("selects cards by their place in the hand and writes the step message", () => {
    const picked = toggled(toggled(toggled(new Set(), 0), 2), 0);
    expect(selectedCards(["5h", "5h", "JK"], picked)).toEqual(["JK"]);
    expect(stepMessage({ discard: "Qs" }, view({ turns: [] }))).toEqual({
      type: "step", step: { discard: "Qs" }, turn: 0,
    });
  });

  it("writes each step in the record's shape, the one the server reads and sends", () => {
    const turn = { seat: 1, draw: { from: "stock" as const }, actions: [], discard: "Qs" };
    const later = view({ turns: [turn, turn] });
    expect(stepMessage({ draw: { from: "discard", index: 3 } }, later)).toEqual({
      type: "step", step: { draw: { from: "discard", index: 3 } }, turn: 2,
    });
    expect(stepMessage({ draw: null }, later).step).toEqual({ draw: null });
    expect(layStep(["5h", "6h", "JK=7h"], null)).toEqual({ meld: ["5h", "6h", "JK=7h"] });
    expect(layStep(["JK=K"], 2)).toEqual({ attach: 2, cards: ["JK=K"] });
    expect(keepsMeld({ attach: 2, cards: ["Kd"] })).toBe(true);
    expect(keepsMeld({ swap: 1, give: "7h", take: "JK" })).toBe(true);
    expect(keepsMeld({ meld: ["Qh", "Qs", "Qd"] })).toBe(false);
    expect(keepsMeld({ undo: true })).toBe(false);
  });
});

describe("house rules", () => {
  it("names the house rules a table plays with, and none by default", () => {
    expect(houseRules({ players: 4, target: 1500 })).toEqual([]);
    const on = { chiusura_in_mano: true, open_before_pile: true, first_meld_minimum: 40, no_close_first_round: false };
    expect(houseRules(on).length).toBe(3);
    expect(houseRules(on).join(" ")).toContain("40");
  });
});

describe("handPerRow", () => {
  it("keeps a phone's hand on one row while it fits, and balances the rows after", () => {
    expect(handPerRow(11)).toBe(11); // not ten and one alone
    expect(handPerRow(14)).toBe(14);
    expect(handPerRow(15)).toBe(8); // eight and seven
    expect(handPerRow(28)).toBe(14);
    expect(handPerRow(29)).toBe(10);
    expect(handPerRow(1)).toBe(1);
    expect(handPerRow(0)).toBe(1);
  });
});

describe("the joker's choice", () => {
  it("names a wild card by what it stands for, in card names", () => {
    expect(writtenName("JK=Ad", "en")).toBe("Joker as Ace of Diamonds");
    expect(writtenName("JK=6h", "it")).toBe("Jolly come Sei di cuori");
    expect(writtenName("JK=Q", "en")).toBe("Joker as Queen");
    expect(writtenName("7c", "en")).toBe("Seven of Clubs");
  });

  it("labels each way of laying the cards by what tells it from the others", () => {
    const ways = [
      ["8c", "9c", "JK=Tc"],
      ["JK=7c", "8c", "9c"],
    ];
    expect(ways.map((way) => meaningLabel(way, ways, "en"))).toEqual(["Joker as Ten of Clubs", "Joker as Seven of Clubs"]);
    expect(meaningLabel(["JK=6h"], [["JK=6h"]], "it")).toBe("Jolly come Sei di cuori");
    expect(meaningLabel(["5h", "2c=6h"], [["5h", "2c=6h"], ["5h", "2c=4h"]], "en")).toBe("Two of Clubs as Six of Hearts");
  });
});
