// Rules protected here: every card of every deck renders as a standalone, well-formed SVG
// with the shared viewBox; pips are countable; decks differ; bad codes fail loudly; output is
// deterministic and safe to put many times on one page (no colliding ids, nothing external).
import { describe, expect, it, vi } from "vitest";
import { DECK_GROUPS, FRENCH_DECKS, ITALIAN_DECKS, backSvg, cardSvg, isFrenchCode, isItalianCode, type DeckId } from "../../src/shell/decks/index";

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
  it("names the Italian and French decks: nine regional Italian patterns and the Piemontesi", () => {
    expect([...ITALIAN_DECKS]).toEqual([
      "napoletane",
      "piacentine",
      "siciliane",
      "sarde",
      "romagnole",
      "trevisane",
      "triestine",
      "bergamasche",
      "trentine",
      "piemontesi",
    ]);
    expect([...FRENCH_DECKS]).toEqual(["francesi"]);
  });

  it("groups every Italian deck once by its suits: Spanish, north-Italian, French", () => {
    expect(DECK_GROUPS.map((g) => g.suits)).toEqual(["spanish", "italian", "french"]);
    expect(DECK_GROUPS.flatMap((g) => g.decks)).toEqual([...ITALIAN_DECKS]);
    expect(DECK_GROUPS.find((g) => g.suits === "spanish")!.decks.length).toBeGreaterThanOrEqual(4);
    expect(DECK_GROUPS.find((g) => g.suits === "italian")!.decks.length).toBeGreaterThanOrEqual(4);
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

  const numbers = (svg: string): string[] => [...svg.matchAll(/>(\d+)<\/text>/g)].map((m) => m[1]!);

  it("numbered decks carry 1-7, 8 fante, 9 cavallo, 10 re in two corners", () => {
    for (const deck of ["napoletane", "piacentine", "romagnole", "trevisane", "triestine"] as const) {
      for (const suit of IT_SUITS) {
        IT_RANKS.forEach((rank, i) => expect(numbers(cardSvg(rank + suit, deck)), `${rank}${suit} in ${deck}`).toEqual([String(i + 1), String(i + 1)]));
      }
    }
  });

  it("the Siciliane, Bergamasche and Trentine have no numbers: the pips are counted", () => {
    for (const deck of ["siciliane", "bergamasche", "trentine"] as const) {
      for (const code of ITALIAN_CODES) expect(numbers(cardSvg(code, deck)), `${code} in ${deck}`).toEqual([]);
    }
  });

  it("the Sarde number as the Spanish pack: 1-7, then 10 sota, 11 caballo, 12 rey", () => {
    const expected = ["1", "2", "3", "4", "5", "6", "7", "10", "11", "12"];
    for (const suit of IT_SUITS) IT_RANKS.forEach((rank, i) => expect(numbers(cardSvg(rank + suit, "sarde"))).toEqual([expected[i], expected[i]]));
  });
});

/** A drawing's shapes without its colours and its deck's name: two decks that differ only by
 *  their palette draw the same shapes. */
const shapes = (svg: string): string => svg.replace(/data-deck="[^"]*"|circolo-card-\w+/g, "").replace(/#[0-9a-fA-F]{3,8}\b/g, "#");

const REGIONAL = ITALIAN_DECKS.filter((d) => d !== "piemontesi");
const has = (code: string, deck: DeckId, mark: string): boolean => cardSvg(code, deck).includes(mark);

describe("decks look different", () => {
  it("every deck draws every card with other shapes than every other deck, not only other colours", () => {
    for (const code of ITALIAN_CODES) {
      const drawn = ITALIAN_DECKS.map((deck) => shapes(cardSvg(code, deck)));
      for (let a = 0; a < drawn.length; a++) {
        for (let b = a + 1; b < drawn.length; b++) expect(drawn[a], `${code}: ${ITALIAN_DECKS[a]} and ${ITALIAN_DECKS[b]}`).not.toBe(drawn[b]);
      }
    }
    const backs = [...ITALIAN_DECKS, ...FRENCH_DECKS].map((d) => shapes(backSvg(d)));
    expect(new Set(backs).size).toBe(backs.length);
  });

  it("Spanish-suited decks lay swords and clubs crossing or apart; north-Italian ones bend the swords into ovals round a trellis of batons", () => {
    const spanish = DECK_GROUPS.find((g) => g.suits === "spanish")!.decks;
    const north = DECK_GROUPS.find((g) => g.suits === "italian")!.decks;
    for (const deck of spanish) {
      for (const code of ["4s", "5s", "4b", "7b"]) expect(cardSvg(code, deck), `${code} in ${deck}`).toMatch(/class="pips lay-(crossed|crossed-wide|separate)"/);
    }
    for (const deck of north) {
      for (const rank of ["2", "3", "4", "5", "6", "7"]) {
        expect(has(`${rank}s`, deck, 'class="pips lay-ovals"'), `${rank}s in ${deck}`).toBe(true);
        expect(has(`${rank}b`, deck, 'class="pips lay-trellis"'), `${rank}b in ${deck}`).toBe(true);
      }
    }
    // the Siciliane and the Sarde keep them apart, as the Spanish cards; the Napoletane cross them
    for (const deck of ["siciliane", "sarde"] as const) expect(has("6s", deck, "lay-separate") && has("6b", deck, "lay-separate")).toBe(true);
    expect(has("6s", "napoletane", "lay-crossed")).toBe(true);
  });

  it("each deck's courts: full-length or double-headed, and the figures that tell them apart", () => {
    const full = ["napoletane", "siciliane", "sarde", "romagnole", "trentine"] as const;
    const double = ["piacentine", "trevisane", "triestine", "bergamasche"] as const;
    for (const deck of full) for (const rank of ["F", "C", "R"]) for (const suit of IT_SUITS) expect(has(rank + suit, deck, 'class="court full'), `${rank}${suit} ${deck}`).toBe(true);
    for (const deck of double) for (const rank of ["F", "C", "R"]) for (const suit of IT_SUITS) expect(has(rank + suit, deck, 'class="court double'), `${rank}${suit} ${deck}`).toBe(true);
    // the Siciliane's fante is a lady, their cavallo of swords a Moor
    for (const suit of IT_SUITS) expect(has(`F${suit}`, "siciliane", "court full lady")).toBe(true);
    expect(has("Cs", "siciliane", "court full moor")).toBe(true);
    expect(has("Cd", "siciliane", "moor")).toBe(false);
    // the Trentine's king sits on a throne; the Triestine's courts carry their names
    for (const suit of IT_SUITS) expect(has(`R${suit}`, "trentine", "court full throne")).toBe(true);
    expect(cardSvg("Rd", "triestine")).toContain(">RE DE DANARI</text>");
    expect(cardSvg("Cc", "triestine")).toContain(">CAVAL DE COPE</text>");
    expect(cardSvg("Fs", "triestine")).toContain(">FANTE DE SPADE</text>");
    // the Napoletane stand on platforms of their suit's colour: four different ones
    const platforms = IT_SUITS.map((suit) => cardSvg(`F${suit}`, "napoletane").match(/<path d="M46 284[^>]*fill="(#[0-9a-f]+)"/)?.[1]);
    expect(new Set(platforms).size).toBe(4);
  });

  it("the aces: the Napoletane's double-headed eagle, the crowned single one of the Piacentine and the Siciliane, the Venetian mottoes", () => {
    expect(has("Ad", "napoletane", "eagle heads-2")).toBe(true);
    expect(has("Ad", "piacentine", "eagle heads-1")).toBe(true);
    expect(has("Ad", "siciliane", "eagle heads-1")).toBe(true);
    expect(has("As", "siciliane", 'class="cherub"')).toBe(true);
    for (const deck of ["trevisane", "triestine"] as const) for (const suit of IT_SUITS) expect(has(`A${suit}`, deck, 'class="motto"'), `A${suit} ${deck}`).toBe(true);
    expect(cardSvg("Ab", "bergamasche")).toContain(">VINCERAI</text>");
    expect(has("Ac", "bergamasche", 'class="cherub"')).toBe(true);
    expect(has("3b", "napoletane", 'class="mask"') && has("3b", "siciliane", 'class="mask"')).toBe(true);
  });

  it("the Sarde's frame is broken by the pintas that tell the suit: none, one, two, three", () => {
    IT_SUITS.forEach((suit, i) => {
      for (const rank of IT_RANKS) expect(has(rank + suit, "sarde", `class="pintas-${i}"`), `${rank}${suit}`).toBe(true);
    });
  });

  it("every regional deck has its own back", () => {
    expect(new Set(REGIONAL.map((d) => backSvg(d))).size).toBe(REGIONAL.length);
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
    const pages: [DeckId, string[]][] = [...ITALIAN_DECKS.map((d): [DeckId, string[]] => [d, ITALIAN_CODES]), ["francesi", FRENCH_CODES]];
    for (const [deck, codes] of pages) {
      const all = [...codes.map((c) => cardSvg(c, deck)), backSvg(deck)].flatMap(ids);
      expect(new Set(all).size).toBe(all.length);
    }
  });
});
