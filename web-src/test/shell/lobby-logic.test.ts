import { describe, expect, it } from "vitest";
import { changedOptions, isAlone, variantAbout, isPartner, newTableBody, otherSeats, panelDefaultSeat, presetOf, seatCompany, seatCount, type NewTable } from "../../src/shell/lobby-logic";
import type { GameInfo } from "../../src/shell/protocol";

/** A game with the option `players` (2 by default), like the two-or-four games. */
const WITH_PLAYERS: GameInfo = {
  game: "cards",
  variants: [{ name: "plain", options: { players: 2, hands: 4 } }],
  options: [
    { key: "players", kind: "choice", choices: [2, 4] },
    { key: "hands", kind: "number", min: 1, max: 9 },
  ],
  seats: [2, 4],
  players: ["random", "club"],
};
/** A game of four seats and no such option. */
const FOUR: GameInfo = { game: "four", variants: [{ name: "a", options: { target: 31 } }], options: [{ key: "target", kind: "number" }] };

const table = (changes: Partial<NewTable> = {}): NewTable => ({
  game: "cards",
  choice: { variant: "plain", options: {} },
  info: WITH_PLAYERS,
  others: ["ai:club"],
  training: false,
  aiDelayMs: 0,
  nickname: " Anna ",
  profile: { id: "p", secret: "s" },
  ...changes,
});

describe("a new table's seats", () => {
  it("has the seats the option players says (chosen, else the preset's), or the game's most", () => {
    expect(seatCount({ seats: [2, 4] }, WITH_PLAYERS, { variant: "plain", options: {} })).toBe(2);
    expect(seatCount({ seats: [2, 4] }, WITH_PLAYERS, { variant: "plain", options: { players: 4 } })).toBe(4);
    expect(seatCount({ seats: [2, 4] }, WITH_PLAYERS, { variant: "plain", options: { players: 3 } })).toBe(4);
    expect(seatCount({ seats: [4] }, FOUR, { variant: "a", options: {} })).toBe(4);
    expect(seatCount({ seats: [2, 4] }, null, { variant: "plain", options: {} })).toBe(4);
  });

  it("keeps the seats chosen and gives the rest the game's default", () => {
    expect(otherSeats(["open"], 4, "ai:club")).toEqual(["open", "ai:club", "ai:club"]);
    expect(otherSeats(["open", "ai:random", "ai:club"], 2, "ai:club")).toEqual(["open"]);
  });

  it("offers a computer where a friend cannot come (a server only this computer reaches)", () => {
    const friendly = { defaultSeat: "open", players: ["ai:club", "ai:random"] };
    expect(panelDefaultSeat(friendly, false)).toBe("open");
    expect(panelDefaultSeat(friendly, true)).toBe("ai:club");
    expect(panelDefaultSeat({ defaultSeat: "ai:random", players: ["ai:club", "ai:random"] }, true)).toBe("ai:random");
  });

  it("offers the settings' computer where the game has it, never in place of a friend's seat", () => {
    const club = { defaultSeat: "ai:club", players: ["ai:club", "ai:expert"] };
    expect(panelDefaultSeat(club, false, "ai:expert")).toBe("ai:expert");
    expect(panelDefaultSeat(club, false, "ai:other")).toBe("ai:club");
    expect(panelDefaultSeat({ defaultSeat: "open", players: ["ai:club", "ai:expert"] }, false, "ai:expert")).toBe("open");
  });

  it("sits the partner opposite at four and nobody's partner at two", () => {
    expect([0, 1, 2].map((index) => isPartner(index, 4))).toEqual([false, true, false]);
    expect(isPartner(0, 2)).toBe(false);
    expect(isAlone(["ai:club", "ai:random"])).toBe(true);
    expect(isAlone(["ai:club", "open"])).toBe(false);
  });
});

describe("the request that creates a table", () => {
  it("puts you in seat 0 and says players with the seats where the game has the option", () => {
    expect(newTableBody(table({ others: ["ai:club", "open", "ai:random"], choice: { variant: "plain", options: { hands: 1 } } }))).toEqual({
      game: "cards",
      variant: "plain",
      options: { hands: 1, players: 4 },
      seats: ["human", "ai:club", "open", "ai:random"],
      ai_delay_ms: 0,
      names: { "0": "Anna" },
      profiles: { "0": { id: "p", secret: "s" } },
    });
    const four = newTableBody(table({ game: "four", info: FOUR, choice: { variant: "a", options: {} }, others: ["open", "open", "open"] }));
    expect(four["options"]).toEqual({});
  });

  it("makes a training table only alone against the computer, and leaves it off the statistics", () => {
    const alone = newTableBody(table({ training: true }));
    expect(alone["training"]).toBe(true);
    expect(alone["profiles"]).toBeUndefined();
    const friends = newTableBody(table({ training: true, others: ["open"] }));
    expect(friends["training"]).toBeUndefined();
    expect(friends["profiles"]).toBeDefined();
    expect(newTableBody(table({ nickname: "  " }))["names"]).toBeUndefined();
  });

  it("lists a waiting table's options that differ from its preset", () => {
    expect(presetOf(WITH_PLAYERS, "plain")).toEqual({ players: 2, hands: 4 });
    expect(presetOf(WITH_PLAYERS, "unknown")).toEqual({ players: 2, hands: 4 });
    expect(presetOf(null, "plain")).toEqual({});
    expect(changedOptions({ players: 4, hands: 4, tie: "draw" }, { players: 2, hands: 4, tie: "draw" })).toEqual([["players", 4]]);
  });
});

describe("who a free seat of a waiting table plays with", () => {
  const say = (key: string, params: Record<string, unknown>): string => `${key.split(".").pop()} ${String(params["name"])}`;
  const seat = (n: number, kind: string, name: string | null = null) => ({ seat: n, kind, name });
  it("names the partner opposite at four, else an opponent, else nobody", () => {
    const four = [seat(0, "human", "Anna"), seat(1, "open"), seat(2, "open"), seat(3, "ai")];
    expect(seatCompany(four, 2, say)).toBe("partner_of Anna");
    expect(seatCompany(four, 1, say)).toBe("opponent_of Anna");
    expect(seatCompany([seat(0, "human", "Anna"), seat(1, "open")], 1, say)).toBe("opponent_of Anna");
    expect(seatCompany([seat(0, "open"), seat(1, "open")], 1, say)).toBeNull();
  });
});

describe("the sentence under a preset", () => {
  it("is the game's own where two games name a preset alike, else the shared one", () => {
    const known = new Set(["web.variant.dama.classica"]);
    const has = (key: string): boolean => known.has(key);
    expect(variantAbout({ game: "dama" }, "classica", has)).toBe("web.variant.dama.classica");
    expect(variantAbout({ game: "dama" }, "lampo", has)).toBe("variant.lampo");
    expect(variantAbout({ game: "poker" }, "classica", has)).toBe("variant.classica");
    expect(variantAbout({}, "classica", has)).toBe("variant.classica");
  });
});
