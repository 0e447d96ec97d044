import { describe, expect, it } from "vitest";
import { DECK_GROUPS, FRENCH_DECKS, ITALIAN_DECKS } from "../../src/shell/decks/index";
import { catalogOf, dateTime, decimal, format, has, preferredLang, t } from "../../src/shell/i18n";

const it_ = catalogOf("it");
const en = catalogOf("en");

const SOURCES = import.meta.glob<string>("../../src/**/*.ts", { query: "?raw", import: "default", eager: true });

describe("catalog text", () => {
  it("fills {name} fields and keeps doubled braces as braces", () => {
    expect(format("{a} and {b} {{x}}", { a: 1, b: "due" })).toBe("1 and due {x}");
  });
  it("leaves a field without a value visible rather than writing undefined", () => {
    expect(format("to {target}", {})).toBe("to {target}");
  });
  it("renders in the language asked for", () => {
    expect(t("web.team.us", {}, "it")).toBe("Noi");
    expect(t("web.team.us", {}, "en")).toBe("Us");
  });
  it("says one card, not 1 cards, where the catalog has a twin for a count of one", () => {
    expect(t("web.pin.cards_left", { n: 1 }, "it")).toBe("una carta in mano");
    expect(t("web.pin.cards_left", { n: 1 }, "en")).toBe("one card in hand");
    expect(t("web.pin.cards_left", { n: 3 }, "it")).toBe("3 carte in mano");
    expect(t("web.pin.take_with", { card: "Re di cuori", n: 1 }, "it")).toBe("Prendi Re di cuori e la carta sopra");
  });
  it("writes a quantity with decimals with the language's decimal mark, and nothing else", () => {
    expect(decimal("7.89", "it")).toBe("7,89");
    expect(decimal("+1.5", "it")).toBe("+1,5");
    expect(decimal("7.89", "en")).toBe("7.89");
    expect(decimal("192.168.1.2", "it")).toBe("192.168.1.2");
    // a name someone chose is never a quantity, whatever it looks like
    expect(t("web.table.turn_of", { name: "3.14" }, "it")).toContain("3.14");
  });
  it("chooses Italian for Italian browsers and English otherwise", () => {
    expect(preferredLang(["it-IT", "en"])).toBe("it");
    expect(preferredLang(["de-DE", "en-GB"])).toBe("en");
    expect(preferredLang(["fr"])).toBe("en");
  });
  it("has every key the client uses, in both languages", () => {
    const used = new Set<string>();
    for (const text of Object.values(SOURCES)) {
      for (const match of text.matchAll(/\bt\(\s*"(web\.[\w.-]+)"/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !(key in it_) || !(key in en));
    expect(missing).toEqual([]);
    expect([...used].every(has)).toBe(true);
  });
  it("names every accusa kind and every deck", () => {
    for (const kind of ["napoletana", "tre-tre", "tre-due", "tre-assi", "quattro-tre", "quattro-due", "quattro-assi"]) {
      expect(has(`web.accusa.${kind}`)).toBe(true);
    }
    for (const deck of [...ITALIAN_DECKS, ...FRENCH_DECKS]) {
      expect(`web.deck.${deck}` in it_ && `web.deck.${deck}` in en, deck).toBe(true);
    }
    for (const group of DECK_GROUPS) expect(`web.deck.group.${group.suits}` in it_ && `web.deck.group.${group.suits}` in en).toBe(true);
  });
});

describe("a moment as people of the page's language write it", () => {
  it("writes the date Italian-style in Italian, whatever the browser's own language", () => {
    const said = dateTime("2025-03-05T21:04:00", "it");
    expect(said).toMatch(/^5 mar 2025/);
    expect(said).toContain("21:04");
    expect(dateTime("2025-03-05T21:04:00", "en")).toMatch(/Mar 5, 2025/);
    expect(dateTime("not a date", "it")).toBe("not a date");
  });
});
