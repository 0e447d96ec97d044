// Card codes: Italian `<rank><suit>` (rank A 2-7 F C R, suit d c s b) and French
// `<rank><suit>` (rank A 2-9 T J Q K, suit h d c s) plus the joker `JK`.

export type ItalianRank = "A" | "2" | "3" | "4" | "5" | "6" | "7" | "F" | "C" | "R";
export type ItalianSuit = "d" | "c" | "s" | "b";
export type FrenchRank = "A" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "T" | "J" | "Q" | "K";
export type FrenchSuit = "h" | "d" | "c" | "s";

export const ITALIAN_RANKS: readonly ItalianRank[] = ["A", "2", "3", "4", "5", "6", "7", "F", "C", "R"];
export const ITALIAN_SUITS: readonly ItalianSuit[] = ["d", "c", "s", "b"];
export const FRENCH_RANKS: readonly FrenchRank[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"];
export const FRENCH_SUITS: readonly FrenchSuit[] = ["h", "d", "c", "s"];
export const JOKER = "JK";

export function isItalianCode(code: string): boolean {
  return (
    code.length === 2 &&
    (ITALIAN_RANKS as readonly string[]).includes(code[0]!) &&
    (ITALIAN_SUITS as readonly string[]).includes(code[1]!)
  );
}

export function isFrenchCode(code: string): boolean {
  if (code === JOKER) return true;
  return (
    code.length === 2 &&
    (FRENCH_RANKS as readonly string[]).includes(code[0]!) &&
    (FRENCH_SUITS as readonly string[]).includes(code[1]!)
  );
}

/** Number of suit symbols on an Italian pip card (A = 1), or 0 for a face card. */
export function italianPipCount(rank: ItalianRank): number {
  if (rank === "A") return 1;
  const v = Number(rank);
  return Number.isInteger(v) ? v : 0;
}

/** The number printed in the corners of modern Italian decks: 1-7, fante 8, cavallo 9, re 10. */
export function italianCornerNumber(rank: ItalianRank): number {
  return ITALIAN_RANKS.indexOf(rank) + 1;
}

/** Number of suit symbols on a French pip card (A = 1, T = 10), or 0 for a face card. */
export function frenchPipCount(rank: FrenchRank): number {
  if (rank === "A") return 1;
  if (rank === "T") return 10;
  const v = Number(rank);
  return Number.isInteger(v) ? v : 0;
}

/** Every Italian code, suit by suit. */
export function allItalianCodes(): string[] {
  return ITALIAN_SUITS.flatMap((s) => ITALIAN_RANKS.map((r) => r + s));
}

/** Every French code, suit by suit, then the joker. */
export function allFrenchCodes(): string[] {
  return [...FRENCH_SUITS.flatMap((s) => FRENCH_RANKS.map((r) => r + s)), JOKER];
}
