import { describe, expect, it } from "vitest";
import type { StateMessage } from "../../src/shell/protocol";
import { decimal } from "../../src/shell/i18n";
import { aiLabel, cardList, isAway, reasonsText, seatName, strengthOf } from "../../src/shell/table-logic";
import { labelledSvg } from "../../src/shell/card-art";

describe("names", () => {
  it("call Circolo's own player just Computer and name the others", () => {
    expect(aiLabel("heuristic", "Computer")).toBe("Computer");
    expect(aiLabel("heuristic:signals=ignore", "Computer")).toBe("Computer");
    expect(aiLabel("random", "Computer")).toBe("Computer (random)");
  });
});

describe("computers named as people see them", () => {
  const seats = [0, 1, 2, 3].map((seat) => ({ seat, kind: seat === 0 ? "human" : "ai", name: seat === 0 ? "Anna" : null, ai: seat === 0 ? null : "heuristic", connected: true }));
  const state = { seats, you: 0, watching: false } as unknown as Pick<StateMessage, "seats" | "you" | "watching">;
  const labels = { ai: "Computer", open: "free", you: "you", place: (seat: number) => ["S", "E", "N", "W"][seat] ?? "?" };

  it("calls a computer by its place at the table and a person by her name", () => {
    expect(seatName(state, 2, labels)).toBe("N");
    expect(seatName(state, 0, labels)).toBe("Anna (you)");
    expect(seatName(state, 2, { ai: "Computer", open: "free", you: "you" })).toBe("Computer");
  });

  it("names the first seat by its player for a spectator, who sits in no seat", () => {
    expect(seatName({ ...state, watching: true }, 0, labels)).toBe("Anna");
  });

  it("says a computer's strength in words that start with Computer", () => {
    const words: Record<string, string> = { "web.ai.strength.random": "Computer (beginner)", "web.ai.strength.heuristic": "Computer (club)", "web.seat.ai": "Computer" };
    const say = (key: string): string => words[key] ?? key;
    const has = (key: string): boolean => key in words;
    expect(strengthOf("random", say, has)).toBe("Computer (beginner)");
    expect(strengthOf("heuristic:signals=ignore", say, has)).toBe("Computer (club)");
    expect(strengthOf(null, say, has)).toBe("Computer (club)");
    expect(strengthOf("cmd:./bot", say, has)).toBe("Computer (cmd)");
  });

  it("writes a reason's sentence with the seat named as the table shows it, never 'seat 2'", () => {
    const catalog: Record<string, string> = {
      "reason.follow.partner_wins": "{card}: partner (seat {seat}) is winning; I play low.",
      "reason.infer.void_follow": "Il posto {seat} non ha più {suit}.",
    };
    const words = {
      say: (key: string, params: Record<string, unknown> = {}) => (catalog[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name])),
      has: (key: string) => key in catalog,
      card: (code: string) => `card ${code}`,
      suit: (code: string) => `suit ${code}`,
      seat: (seat: number) => ["S", "E", "N", "W"][seat] ?? "?",
    };
    expect(reasonsText([{ code: "follow.partner_wins", card: "4d", seat: 2 }], words)).toBe("card 4d: partner (N) is winning; I play low.");
    expect(reasonsText([{ code: "infer.void_follow", seat: 1, suit: "c" }], words)).toBe("E non ha più suit c.");
    expect(reasonsText([{ code: "not.in.catalog" }], words)).toBeNull();
  });

  it("names a signal in a reason as the table's buttons do ('busso (cioca)', not its id)", () => {
    const words = {
      say: (_key: string, params: Record<string, unknown> = {}) => `Signal ${String(params["signal"])} with it, about ${String(params["suit"])}.`,
      has: () => true,
      card: (code: string) => code,
      suit: (code: string) => (code === "c" ? "Clubs" : code),
      seat: (seat: number) => String(seat),
      signal: (id: string) => ({ "busso-il-tre": "busso il tre (cioca)" })[id] ?? id,
    };
    expect(reasonsText([{ code: "signal", signal: "busso-il-tre", suit: "c" }], words)).toBe("Signal busso il tre (cioca) with it, about Clubs.");
  });

  it("writes a reason's quantities with the page's decimal mark, and nothing else", () => {
    const words = {
      say: (_key: string, params: Record<string, unknown> = {}) => `${String(params["card"])}: ${String(params["points"])} punti su ${String(params["worlds"])}.`,
      has: () => true,
      card: (code: string) => (code === "Ac" ? "Asso di coppe" : code),
      suit: (code: string) => code,
      seat: (seat: number) => String(seat),
      decimal: (number: string) => decimal(number, "it"),
    };
    const reasons = [{ code: "pimc.search", card: "Ac", points: "7.89", worlds: 40 }];
    expect(reasonsText(reasons, words)).toBe("Asso di coppe: 7,89 punti su 40.");
  });

  it("names a list of cards taken as a sentence lists them, and leaves any other value as it is", () => {
    const names: Record<string, string> = { "3c": "Tre di coppe", "4s": "Quattro di spade", "1d": "Asso di denari" };
    const words = {
      say: (key: string, params: Record<string, unknown> = {}) => (key === "web.word.and" ? "e" : `Prendo ${String(params["cards"])}.`),
      has: () => true,
      card: (code: string) => names[code] ?? code,
      suit: (code: string) => code,
      seat: (seat: number) => String(seat),
    };
    expect(cardList(["3c", "4s"], words)).toBe("Tre di coppe e Quattro di spade");
    expect(cardList(["1d", "3c", "4s"], words)).toBe("Asso di denari, Tre di coppe e Quattro di spade");
    expect(reasonsText([{ code: "scopa.take", cards: ["3c", "4s"] }], words)).toBe("Prendo Tre di coppe e Quattro di spade.");
    expect(reasonsText([{ code: "pimc.search", cards: 40 }], words)).toBe("Prendo 40.");
  });
});

describe("a reason about the reader's own seat", () => {
  it("is written to them in both languages ('you have', 'non hai'), never 'you has' or 'tu non ha'", async () => {
    const { has, setLang, t } = await import("../../src/shell/i18n");
    const reasons = [
      { code: "infer.void_follow", seat: 0, suit: "c" },
      { code: "infer.void_signal", seat: 0, suit: "c", signal: "volo" },
      { code: "follow.under_their_busso", seat: 0, card: "4d" },
      { code: "infer.likely", seat: 0, card: "1c", share: 80, uniform: 33 },
    ];
    const expected = {
      en: [/^You have no c left: you did not follow suit\.$/, /^You have no c left: you signalled volo\.$/, /^4d: you knocked:/, /^Reading the others' plays: you likely hold 1c /],
      it: [/^Non hai più c: non hai risposto al seme\.$/, /^Non hai più c: hai dichiarato volo\.$/, /^4d: hai bussato tu:/, /^Dalle giocate degli altri: probabilmente hai 1c /],
    };
    for (const lang of ["it", "en"] as const) {
      setLang(lang);
      const you = lang === "it" ? "tu" : "you";
      const words = { say: t, has, card: (c: string) => c, suit: (c: string) => c, seat: (s: number) => (s === 0 ? you : "Nord"), you: 0 };
      reasons.forEach((reason, i) => expect(reasonsText([reason], words), reason.code).toMatch(expected[lang][i]));
      // another seat keeps the third person, named as the table shows it
      expect(reasonsText([{ code: "infer.void_follow", seat: 2, suit: "c" }], words)).toContain("Nord");
      // a spectator (no seat of their own) reads every seat in the third person, by its name
      const watching = { ...words, seat: () => "Anna", you: null };
      const third = lang === "it" ? "Anna non ha più c: non ha risposto al seme." : "Anna has no c left: it did not follow suit.";
      expect(reasonsText([reasons[0]], watching)).toBe(third);
    }
  });
});

describe("every reason of the catalogs that names a seat", () => {
  it("calls it by the table's name in both languages, with no 'seat 2' or 'posto 2' left", async () => {
    const { catalogOf, has, setLang, t } = await import("../../src/shell/i18n");
    const en = catalogOf("en"); // the core's catalog and every game's, where the players' reasons are
    const keys = Object.keys(en).filter((key) => key.startsWith("reason.") && en[key].includes("{seat}"));
    expect(keys.length).toBeGreaterThan(5);
    for (const lang of ["it", "en"] as const) {
      setLang(lang);
      const words = { say: t, has, card: (c: string) => c, suit: (c: string) => c, seat: () => "Nord" };
      for (const key of keys) {
        const text = reasonsText([{ code: key.slice("reason.".length), seat: 2 }], words) ?? "";
        expect(text, key).toContain("Nord");
        expect(text, key).not.toMatch(/\b(seat|posto)\b/i);
      }
    }
  });
});

describe("who is away", () => {
  it("counts a person not connected as away, never a computer or oneself", () => {
    expect(isAway({ you: 0 }, { seat: 1, kind: "human", connected: false })).toBe(true);
    expect(isAway({ you: 0 }, { seat: 1, kind: "ai", connected: false })).toBe(false);
    expect(isAway({ you: 1 }, { seat: 1, kind: "human", connected: false })).toBe(false);
    expect(isAway({ you: 0 }, { seat: 2, kind: "human", connected: true })).toBe(false);
  });
});

describe("what a screen reader is told", () => {
  it("gives every card's drawing its name, safely quoted", () => {
    expect(labelledSvg('<svg viewBox="0 0 1 1"></svg>', 'Re "di" <denari> & co')).toBe(
      '<svg role="img" aria-label="Re &quot;di&quot; &lt;denari> &amp; co" viewBox="0 0 1 1"></svg>',
    );
  });
});
