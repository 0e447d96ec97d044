import { describe, expect, it } from "vitest";
import { opensAnotherPage, parseRoute } from "../../src/shell/route";

describe("moving between pages", () => {
  it("starts another page at its top: a table opened from the lobby, another table, the settings", () => {
    const lobby = parseRoute("#/");
    expect(opensAnotherPage(lobby, parseRoute("#/table/abc"))).toBe(true);
    expect(opensAnotherPage(parseRoute("#/table/abc"), parseRoute("#/table/xyz"))).toBe(true);
    expect(opensAnotherPage(parseRoute("#/table/abc"), parseRoute("#/settings"))).toBe(true);
  });

  it("keeps the place when the same page shows something else (an invitation's row, a help section)", () => {
    expect(opensAnotherPage(parseRoute("#/"), parseRoute("#/join/abc"))).toBe(false);
    expect(opensAnotherPage(parseRoute("#/help"), parseRoute("#/help/pinnacola"))).toBe(false);
    expect(opensAnotherPage(parseRoute("#/table/abc"), parseRoute("#/table/abc"))).toBe(false);
  });
});

describe("the club evenings' addresses", () => {
  it("opens the director's form, an evening, an invitation and a board", () => {
    expect(parseRoute("#/evening/new")).toEqual({ page: "evening-new" });
    expect(parseRoute("#/evening/ab12")).toEqual({ page: "evening", id: "ab12", code: null });
    expect(parseRoute("#/evening/ab12/Xy-9_")).toEqual({ page: "evening", id: "ab12", code: "Xy-9_" });
    expect(parseRoute("#/evening/ab12/board/3")).toEqual({ page: "evening-board", id: "ab12", board: 3 });
    expect(parseRoute("#/evening/ab12/board/0")).toEqual({ page: "evening", id: "ab12", code: null });
    expect(parseRoute("#/evening")).toEqual({ page: "lobby" });
  });

  it("replays one table's play of an evening's board", () => {
    expect(parseRoute("#evening=ab12&round=2&table=1&board=5")).toEqual({
      page: "replay",
      match: null,
      game: 1,
      hand: 1,
      play: 0,
      evening: { evening: "ab12", round: 2, table: 1, board: 5 },
    });
  });

  it("starts another evening or board at its top, not the same one", () => {
    expect(opensAnotherPage(parseRoute("#/evening/a"), parseRoute("#/evening/b"))).toBe(true);
    expect(opensAnotherPage(parseRoute("#/evening/a"), parseRoute("#/evening/a/board/1"))).toBe(true);
    expect(opensAnotherPage(parseRoute("#/evening/a/board/1"), parseRoute("#/evening/a/board/2"))).toBe(true);
    expect(opensAnotherPage(parseRoute("#/evening/a"), parseRoute("#/evening/a"))).toBe(false);
  });
});
