import { describe, expect, it } from "vitest";
import { eveningAddress, eveningBadgeLabel, eveningBadgeText, eveningRoundOver, eveningSeatLine } from "../../src/shell/evening-table-logic";

const BOARD = { evening: "ev 1", round: 2, table: 1, board: 5, index: 2, count: 3 };

describe("a club evening's table", () => {
  it("names its board in the badge, in both languages, with a fuller accessible name", async () => {
    const { setLang, t } = await import("../../src/shell/i18n");
    setLang("en");
    expect(eveningBadgeText(BOARD, t)).toBe("Club evening · round 2 · board 5 (2 of 3)");
    expect(eveningBadgeLabel(BOARD, t)).toContain("board 5");
    expect(eveningBadgeLabel(BOARD, t)).toContain("2 of 3");
    setLang("it");
    expect(eveningBadgeText(BOARD, t)).toBe("Serata di torneo · turno 2 · smazzata 5 (2 di 3)");
    expect(eveningBadgeLabel(BOARD, t)).toContain("2 di 3");
    setLang("en");
  });

  it("is over once its match is over or the table finished, and only at an evening's table", () => {
    expect(eveningRoundOver({ evening: BOARD, phase: "over", status: "finished" })).toBe(true);
    expect(eveningRoundOver({ evening: BOARD, phase: "over", status: "playing" })).toBe(true);
    expect(eveningRoundOver({ evening: BOARD, phase: "hand_over", status: "playing" })).toBe(false);
    expect(eveningRoundOver({ evening: BOARD, phase: "play", status: "playing" })).toBe(false);
    expect(eveningRoundOver({ phase: "over", status: "finished" })).toBe(false);
    expect(eveningRoundOver({ evening: null, phase: "over", status: "finished" })).toBe(false);
  });

  it("goes back to the evening's page", () => {
    expect(eveningAddress("ev 1")).toBe("#/evening/ev%201");
  });

  it("is named in Your tables by its round", async () => {
    const { setLang, t } = await import("../../src/shell/i18n");
    setLang("en");
    expect(eveningSeatLine({ evening: "ev1", round: 2 }, t)).toBe("Evening · round 2");
    expect(eveningSeatLine({ evening: "ev1" }, t)).toBe("Evening");
    expect(eveningSeatLine({}, t)).toBeNull();
    setLang("it");
    expect(eveningSeatLine({ evening: "ev1", round: 3 }, t)).toBe("Serata · turno 3");
    setLang("en");
  });
});
