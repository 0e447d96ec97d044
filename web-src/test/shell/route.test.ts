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
