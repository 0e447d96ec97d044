// Rules protected here: every card of every deck renders as a standalone, well-formed SVG
// with the shared viewBox; pips are countable; decks differ; bad codes fail loudly; output is
// deterministic and safe to put many times on one page (no colliding ids, nothing external).
import { describe, expect, it, vi } from "vitest";
import { FRENCH_DECKS, ITALIAN_DECKS, backSvg, cardSvg, isFrenchCode, isItalianCode, type DeckId } from "../../src/shell/decks/index";

const IT_RANKS = ["A", "2", "3", "4", "5", "6", "7", "F", "C", "R"] as const;
const IT_SUITS = ["d", "c", "s", "b"] as const;
const FR_RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"] as const;
const FR_SUITS = ["h", "d", "c", "s"] as const;
const ITALIAN_CODES = IT_SUITS.flatMap((s) => IT_RANKS.map((r) => r + s));
const FRENCH_CODES = [...FR_SUITS.flatMap((s) => FR_RANKS.map((r) => r + s)), "JK"];

interface XmlElement {
  name: string;
  attrs: Map<string, string>;
}

/**
 * A small XML well-formedness check (there is no DOM in the node test environment):
 * tags balance, attributes are quoted and not repeated, text has no stray `<` or `&`,
 * exactly one root element. Returns every element in document order.
 */
function parseXml(xml: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const stack: string[] = [];
  const tagRe = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*"[^"<]*")*)\s*(\/?)>/y;
  const attrRe = /([A-Za-z_][\w:.-]*)\s*=\s*"([^"<]*)"/g;
  let i = 0;
  let roots = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const textPart = lt === -1 ? xml.slice(i) : xml.slice(i, lt);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(textPart)) throw new Error(`bare & in text near ${i}`);
    if (stack.length === 0 && textPart.trim() !== "") throw new Error(`text outside the root element near ${i}`);
    if (lt === -1) break;
    tagRe.lastIndex = lt;
    const m = tagRe.exec(xml);
    if (!m) throw new Error(`malformed tag at ${lt}: ${xml.slice(lt, lt + 60)}`);
    const [whole, closing, name, attrText, selfClosing] = m as unknown as [string, string, string, string, string];
    if (closing) {
      if (selfClosing || attrText.trim()) throw new Error(`malformed closing tag </${name}>`);
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? "nothing"}>`);
    } else {
      if (stack.length === 0) roots++;
      const attrs = new Map<string, string>();
      for (const a of attrText.matchAll(attrRe)) {
        if (attrs.has(a[1]!)) throw new Error(`attribute ${a[1]} repeated on <${name}>`);
        attrs.set(a[1]!, a[2]!);
      }
      elements.push({ name, attrs });
      if (!selfClosing) stack.push(name);
    }
    i = lt + whole.length;
  }
  if (stack.length) throw new Error(`unclosed <${stack.join("> <")}>`);
  if (roots !== 1) throw new Error(`expected one root element, found ${roots}`);
  return elements;
}

const pipCount = (svg: string): number => (svg.match(/class="pip"/g) ?? []).length;
const ids = (svg: string): string[] => [...svg.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!);

function expectCardDocument(svg: string): void {
  const els = parseXml(svg);
  const root = els[0]!;
  expect(root.name).toBe("svg");
  expect(root.attrs.get("xmlns")).toBe("http://www.w3.org/2000/svg");
  expect(root.attrs.get("viewBox")).toBe("0 0 200 320");
  // rounded card outline with a thin border
  const outline = els.find((e) => e.name === "rect" && e.attrs.has("rx") && e.attrs.has("stroke"));
  expect(outline).toBeDefined();
  expect(Number(outline!.attrs.get("rx"))).toBeGreaterThanOrEqual(8);
  // self-contained: nothing fetched, nothing run
  expect(svg).not.toMatch(/href=|url\(|<image|<script|<foreignObject/i);
}

describe("deck lists", () => {
  it("names the Italian and French decks", () => {
    expect([...ITALIAN_DECKS]).toEqual(["napoletane", "piacentine", "siciliane", "trevisane", "piemontesi"]);
    expect([...FRENCH_DECKS]).toEqual(["francesi"]);
  });
});

describe("card codes", () => {
  it("recognises exactly the 40 Italian codes", () => {
    for (const c of ITALIAN_CODES) expect(isItalianCode(c)).toBe(true);
    for (const c of ["8d", "Td", "Jd", "Ah", "JK", "ad", "A", "Add", "", "Ax", "10d"]) expect(isItalianCode(c)).toBe(false);
  });

  it("recognises exactly the 52 French codes and the joker", () => {
    for (const c of FRENCH_CODES) expect(isFrenchCode(c)).toBe(true);
    for (const c of ["Ab", "Fd", "Rb", "Cs", "10h", "jk", "ah", "Th ", "", "J"]) expect(isFrenchCode(c)).toBe(false);
  });
});

describe("every card renders", () => {
  it("every Italian code renders as a well-formed 200x320 SVG in both Italian decks", () => {
    for (const deck of ITALIAN_DECKS) for (const code of ITALIAN_CODES) expectCardDocument(cardSvg(code, deck));
  });

  it("every French code and the joker render as a well-formed 200x320 SVG in the French deck", () => {
    for (const code of FRENCH_CODES) expectCardDocument(cardSvg(code, "francesi"));
  });

  it("each deck has a well-formed back with the same viewBox", () => {
    for (const deck of [...ITALIAN_DECKS, ...FRENCH_DECKS]) expectCardDocument(backSvg(deck));
  });
});

describe("pips", () => {
  it("Italian pip cards show as many suit symbols as their value; figures show none", () => {
    for (const deck of ITALIAN_DECKS) {
      for (const suit of IT_SUITS) {
        IT_RANKS.forEach((rank, i) => {
          const expected = i < 7 ? i + 1 : 0;
          expect(pipCount(cardSvg(rank + suit, deck)), `${rank}${suit} in ${deck}`).toBe(expected);
        });
      }
    }
  });

  it("French pip cards show as many suit symbols as their value; J Q K and the joker show none", () => {
    for (const suit of FR_SUITS) {
      FR_RANKS.forEach((rank, i) => {
        const expected = i < 10 ? i + 1 : 0;
        expect(pipCount(cardSvg(rank + suit, "francesi")), `${rank}${suit}`).toBe(expected);
      });
    }
    expect(pipCount(cardSvg("JK", "francesi"))).toBe(0);
  });

  it("French cards carry their rank in the corners, 10 written as 10", () => {
    expect(cardSvg("Th", "francesi")).toContain(">10</text>");
    expect(cardSvg("Qs", "francesi")).toContain(">Q</text>");
    expect(cardSvg("JK", "francesi")).toContain(">JOKER</text>");
  });

  it("Italian-suited cards carry the corner number 1-7, 8 fante, 9 cavallo, 10 re", () => {
    for (const deck of ITALIAN_DECKS.filter((d) => d !== "piemontesi")) {
      expect(cardSvg("Ad", deck)).toContain(">1</text>");
      expect(cardSvg("7b", deck)).toContain(">7</text>");
      expect(cardSvg("Fc", deck)).toContain(">8</text>");
      expect(cardSvg("Cs", deck)).toContain(">9</text>");
      expect(cardSvg("Rb", deck)).toContain(">10</text>");
    }
  });
});

describe("decks look different", () => {
  it("the Italian decks draw every code differently", () => {
    for (const code of ITALIAN_CODES) {
      const drawn = ITALIAN_DECKS.map((deck) => cardSvg(code, deck).replace(/data-deck="[^"]*"|circolo-card-\w+/g, ""));
      expect(new Set(drawn).size, code).toBe(ITALIAN_DECKS.length);
    }
  });

  it("the Piemontesi are the French cards of Tressette's forty: fante J, cavallo Q, re K, coppe hearts", () => {
    expect(cardSvg("Rd", "piemontesi")).toContain(">K</text>");
    expect(cardSvg("Cs", "piemontesi")).toContain(">Q</text>");
    expect(cardSvg("Fb", "piemontesi")).toContain(">J</text>");
    expect(cardSvg("Ac", "piemontesi")).toContain(">A</text>");
    const body = (svg: string) => svg.replace(/<svg[^>]*>/, "");
    expect(body(cardSvg("4c", "piemontesi"))).toBe(body(cardSvg("4h", "francesi")));
    expect(body(cardSvg("7b", "piemontesi"))).toBe(body(cardSvg("7c", "francesi")));
  });

  it("every card of a deck is distinct, and the backs differ from each other", () => {
    for (const deck of ITALIAN_DECKS) expect(new Set(ITALIAN_CODES.map((c) => cardSvg(c, deck))).size).toBe(40);
    expect(new Set(FRENCH_CODES.map((c) => cardSvg(c, "francesi"))).size).toBe(53);
    expect(new Set([...ITALIAN_DECKS, ...FRENCH_DECKS].map((d) => backSvg(d))).size).toBe(ITALIAN_DECKS.length + FRENCH_DECKS.length);
  });
});

describe("bad codes", () => {
  const cases: [string, DeckId][] = [
    ["Xd", "napoletane"],
    ["8d", "piacentine"],
    ["", "napoletane"],
    ["ad", "napoletane"],
    ["Ah", "napoletane"], // French code in an Italian deck
    ["JK", "piacentine"], // the joker is French
    ["Ab", "francesi"], // Italian code in the French deck
    ["Rb", "francesi"],
    ["10h", "francesi"],
  ];
  it.each(cases)("unknown or cross-family code %j in %s throws an Error naming code and deck", (code, deck) => {
    expect(() => cardSvg(code, deck)).toThrowError(Error);
    try {
      cardSvg(code, deck);
    } catch (e) {
      expect((e as Error).message).toContain(`"${code}"`);
      expect((e as Error).message).toContain(deck);
    }
  });

  it("an unknown deck id throws", () => {
    expect(() => cardSvg("Ad", "toscane" as DeckId)).toThrowError(/toscane/);
    expect(() => backSvg("toscane" as DeckId)).toThrowError(/toscane/);
  });
});

describe("stable and page-safe output", () => {
  it("same input gives the same string, also from a freshly loaded module (no random, no clock)", async () => {
    const first = ITALIAN_DECKS.flatMap((d) => ITALIAN_CODES.map((c) => cardSvg(c, d))).concat(FRENCH_CODES.map((c) => cardSvg(c, "francesi")));
    expect(cardSvg("Rb", "napoletane")).toBe(cardSvg("Rb", "napoletane"));
    vi.resetModules();
    const fresh = await import("../../src/shell/decks/index");
    const second = ITALIAN_DECKS.flatMap((d) => ITALIAN_CODES.map((c) => fresh.cardSvg(c, d))).concat(
      FRENCH_CODES.map((c) => fresh.cardSvg(c, "francesi")),
    );
    expect(second).toEqual(first);
    expect(fresh.backSvg("piacentine")).toBe(backSvg("piacentine"));
  });

  it("no duplicate id values when a whole deck and its back are on one page", () => {
    const pages: [DeckId, string[]][] = [
      ["napoletane", ITALIAN_CODES],
      ["piacentine", ITALIAN_CODES],
      ["francesi", FRENCH_CODES],
    ];
    for (const [deck, codes] of pages) {
      const all = [...codes.map((c) => cardSvg(c, deck)), backSvg(deck)].flatMap(ids);
      expect(new Set(all).size).toBe(all.length);
    }
  });
});
