// Italian card codes (`3d`, `Rb`): suits, ranks, Tressette strength, names and hand order; and
// the names of French cards (`Kh`, a joker `JK` or one standing for a card, `JK=7h`).
import { t, type Lang, getLang } from "./i18n";

export const SUITS = ["d", "c", "s", "b"] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "F", "C", "R"] as const;
/** Ranks from the strongest to the weakest in Tressette (3, 2, asso, re, cavallo, fante, 7…4). */
export const STRENGTH = ["3", "2", "A", "R", "C", "F", "7", "6", "5", "4"] as const;

export function suitOf(code: string): Suit {
  return code.slice(-1) as Suit;
}

export function rankOf(code: string): string {
  return code.slice(0, -1);
}

/** Thirds of a point the card is worth: asso 3, figures and 2s and 3s 1, the rest 0. */
export function thirdsOf(code: string): number {
  const rank = rankOf(code);
  if (rank === "A") return 3;
  return ["2", "3", "F", "C", "R"].includes(rank) ? 1 : 0;
}

/** The card's name: "Asso di denari", "Three of Cups". */
export function cardName(code: string, lang: Lang = getLang()): string {
  return t(
    "card.name",
    { rank: t(`card.rank.${rankOf(code)}`, {}, lang), suit: t(`card.suit.${suitOf(code)}`, {}, lang) },
    lang,
  );
}

/** The card named with its article, as a sentence names it: "il Re di denari", "the King of Coins". */
export function theCard(code: string, lang: Lang = getLang()): string {
  return `${t(`card.the.${rankOf(code)}`, {}, lang)}${cardName(code, lang)}`;
}

/** A hand in the order a player holds it: by suit, strongest first within the suit. */
export function sortHand(codes: readonly string[]): string[] {
  const key = (code: string): number =>
    SUITS.indexOf(suitOf(code)) * 10 + STRENGTH.indexOf(rankOf(code) as (typeof STRENGTH)[number]);
  return [...codes].sort((a, b) => key(a) - key(b));
}

/** A French card's name: "Asso di cuori", "Queen of Spades", "Jolly". */
export function frenchName(code: string, lang: Lang = getLang()): string {
  const card = code.split("=")[0];
  if (card === "JK") return t("card.french.joker", {}, lang);
  const rank = t(`card.french.rank.${card[0]}`, {}, lang);
  const suit = t(`card.french.suit.${card[1]}`, {}, lang);
  return t("card.french.name", { rank, suit }, lang);
}
