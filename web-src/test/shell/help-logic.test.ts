import { describe, expect, it } from "vitest";
import { firstTable, introOf, optionValue, paragraphs, plain, sectionOrder } from "../../src/shell/help-logic";
import tabellaEn from "../../../docs/opening-leads.en.md?raw";
import tabellaIt from "../../../docs/opening-leads.it.md?raw";

describe("the help page", () => {
  it("puts the open table's game first and keeps the rest in order", () => {
    const games = ["tressette", "pinnacola", "briscola"];
    expect(sectionOrder(games, null)).toEqual(["howto", "tressette", "pinnacola", "briscola", "keyboard"]);
    expect(sectionOrder(games, "briscola")).toEqual(["briscola", "howto", "tressette", "pinnacola", "keyboard"]);
    expect(sectionOrder(games, "nonsense")[0]).toBe("howto");
  });
  it("reads the numbered paragraphs of a catalog section until one is missing", () => {
    const catalog: Record<string, string> = { "h.x.1": "one", "h.x.2": "two", "h.x.4": "four" };
    expect(paragraphs("h.x", (k) => k in catalog, (k) => catalog[k])).toEqual(["one", "two"]);
  });
  it("says an option's value in words", () => {
    const catalog: Record<string, string> = { "web.help.yes": "yes", "web.help.no": "no", "web.help.same": "same", "web.choice.accuse.score": "declared and scored" };
    const say = (k: string) => catalog[k] ?? k;
    const has = (k: string) => k in catalog;
    expect(optionValue("accuse", "score", say, has)).toBe("declared and scored");
    expect(optionValue("cappotto", true, say, has)).toBe("yes");
    expect(optionValue("target", 31, say, has)).toBe("31");
    expect(optionValue("decider_target", null, say, has)).toBe("same");
  });
  it("reads the tabella from the docs' own table, in both languages, as plain text", () => {
    for (const text of [tabellaEn, tabellaIt]) {
      const table = firstTable(text);
      expect(table.header).toHaveLength(4);
      expect(table.rows.length).toBeGreaterThanOrEqual(15);
      expect(table.rows.every((row) => row.length === 4)).toBe(true);
      expect(table.rows[0][0]).toContain("3-2-A");
      expect(table.rows.flat().some((cell) => cell.includes("*"))).toBe(false);
      expect(introOf(text).length).toBeGreaterThan(0);
      expect(introOf(text).some((p) => p.startsWith("Help page") || p.startsWith("Pagina"))).toBe(false);
    }
    expect(firstTable(tabellaEn).rows[0][2]).toBe("busso");
  });
  it("writes Markdown marks as plain words", () => {
    expect(plain(" **busso** and *volo* with `code` ")).toBe("busso and volo with code");
    expect(firstTable("no table here")).toEqual({ header: [], rows: [] });
  });
});
