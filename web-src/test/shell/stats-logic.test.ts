import { describe, expect, it } from "vitest";
import { boardCell, boardCellLabel, boardChoices, boardColumns, partnerName, percent, ratePath, runningRate } from "../../src/shell/stats-logic";

const result = (at: string, won: boolean) => ({ at, won, mode: "single", variant: "classico" });

describe("results over time", () => {
  it("gives the running win rate in the order the matches ended", () => {
    const points = runningRate([result("2026-11-03", true), result("2026-11-01", false), result("2026-11-02", true)]);
    expect(points.map((p) => p.won)).toEqual([false, true, true]);
    expect(points.map((p) => Number(p.rate.toFixed(2)))).toEqual([0, 0.5, 0.67]);
  });
  it("draws a path from left to right with a full rate at the top", () => {
    const path = ratePath(runningRate([result("1", true), result("2", false)]), 100, 50);
    expect(path).toBe("M0.0,0.0 L100.0,25.0");
  });
  it("marks a match left to the computer apart from the ones lost, and never as won", () => {
    const points = runningRate([result("1", true), { ...result("2", false), left: true }, result("3", false)]);
    expect(points.map((p) => p.outcome)).toEqual(["won", "left", "lost"]);
    expect(points[1].rate).toBe(0.5);
  });
  it("names a computer partner by its strength as the table does, a person by the nickname", () => {
    const catalog: Record<string, string> = { "web.ai.strength.heuristic": "Computer (club)", "web.ai.strength.pimc": "Computer (expert)" };
    const say = (key: string) => catalog[key] ?? key;
    const has = (key: string) => key in catalog;
    expect(partnerName("AI heuristic", say, has)).toBe("Computer (club)");
    expect(partnerName("AI pimc", say, has)).toBe("Computer (expert)");
    expect(partnerName("AI", say, has)).toBe("Computer (club)");
    expect(partnerName("Bea", say, has)).toBe("Bea");
    expect(partnerName("AIda", say, has)).toBe("AIda");
  });
  it("writes rates as whole percentages", () => {
    expect(percent(0.625)).toBe("63%");
    expect(percent(null)).toBe("–");
  });
});

describe("leaderboards", () => {
  it("draws the columns a board's rows hold: a rating, the skill and games, or points, matches and wins", () => {
    const rated = [{ rank: 1, id: "a", nickname: "Anna", rating: 19.1, mu: 27.3, sigma: 2.7, games: 3 }];
    expect(boardColumns(rated).map((c) => c.key)).toEqual(["rating", "mu", "games"]);
    const older = [{ rank: 1, id: "a", nickname: "Anna", rating: 1512.4, games: 3 }];
    expect(boardColumns(older).map((c) => c.key)).toEqual(["rating", "games"]);
    const scored = [{ rank: 1, id: "a", nickname: "Anna", points: 1740, matches: 2, wins: 1 }];
    expect(boardColumns(scored).map((c) => c.key)).toEqual(["points", "matches", "wins"]);
    expect(boardColumns([])).toEqual([]);
  });
  it("offers the menus the answer was chosen by", () => {
    expect(boardChoices({ variant: "classico" })).toEqual(["variant"]);
    expect(boardChoices({ mode: "points", season: null, seasons: [] })).toEqual(["mode", "season"]);
  });
  it("writes ratings as whole numbers and the skill with its uncertainty", () => {
    expect(boardCell("rating", { rating: 19.6 })).toBe("20");
    expect(boardCell("rating", { rating: -0.2 })).toBe("0");
    expect(boardCell("mu", { mu: 27.3, sigma: 2.66 })).toBe("27.3 ± 2.7");
    expect(boardCell("mu", { mu: 25 })).toBe("25.0");
    expect(boardCell("points", { points: 1740 })).toBe("1740");
    expect(boardCell("wins", {})).toBe("");
  });
  it("names a skill cell's two numbers for a screen reader", () => {
    const say = (key: string, values: Record<string, string>): string => `${key} ${values.mu} ${values.sigma}`;
    expect(boardCellLabel("mu", { mu: 27.3, sigma: 2.7 }, say)).toBe("web.stats.skill_label 27.3 2.7");
    expect(boardCellLabel("rating", { rating: 19.2, mu: 27.3, sigma: 2.7 }, say)).toBeNull();
  });
});
