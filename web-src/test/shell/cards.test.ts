import { describe, expect, it } from "vitest";
import { cardName, sortHand, thirdsOf } from "../../src/shell/cards";
import { parseRoute } from "../../src/shell/route";

describe("cards", () => {
  it("sorts a hand by suit, strongest first (3, 2, asso, re … 4)", () => {
    expect(sortHand(["4d", "Rb", "3d", "Ad", "2d", "Cd"])).toEqual(["3d", "2d", "Ad", "Cd", "4d", "Rb"]);
  });
  it("names cards from the catalogs", () => {
    expect(cardName("Ad", "it")).toBe("Asso di denari");
    expect(cardName("Cs", "en")).toMatch(/Knight/);
  });
  it("counts an asso as three thirds and figures, 2s and 3s as one", () => {
    expect(["Ad", "3c", "Rb", "7s"].map(thirdsOf)).toEqual([3, 1, 1, 0]);
  });
});

describe("addresses", () => {
  it("map to the lobby, a table, the settings and the statistics", () => {
    expect(parseRoute("")).toEqual({ page: "lobby" });
    expect(parseRoute("#/table/abc")).toEqual({ page: "table", id: "abc" });
    expect(parseRoute("#/settings")).toEqual({ page: "settings" });
    expect(parseRoute("#/stats")).toEqual({ page: "stats" });
    expect(parseRoute("#/nowhere")).toEqual({ page: "lobby" });
  });
});
