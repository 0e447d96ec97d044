// One entry point for the Italian suit symbols of every deck: a deck draws its pips with a
// symbol kit (the Napoletane's, the Piacentine's, the Spanish-style ones of Sicily and
// Sardinia, the north-Italian ones of the Venetian and Lombard decks).
import type { ItalianSuit } from "./codes";
import { placed, type Place } from "./svg";
import * as nap from "./symbols-napoletane";
import * as pia from "./symbols-piacentine";
import { PIACENTINE } from "./palette";

/** How one deck draws its four suit symbols, each around the origin. */
export interface SymbolKit {
  denaro(): string;
  coppa(): string;
  /** A sword `len` long, tip up; `bow` bends it sideways (north-Italian sabres). */
  spada(len: number, bow?: number): string;
  bastone(len: number): string;
}

export type ItalianStyle = "napoletane" | "piacentine";

const KITS: Record<ItalianStyle, SymbolKit> = {
  // the Napoletane's sabres keep their own gentle curve
  napoletane: { denaro: nap.denaro, coppa: nap.coppa, spada: (len) => nap.spada(len), bastone: nap.bastone },
  piacentine: pia.piacentineKit(PIACENTINE),
};

/** A kit by the name of the deck whose symbols it draws, or the kit itself. */
export function kitOf(style: ItalianStyle | SymbolKit): SymbolKit {
  return typeof style === "string" ? KITS[style] : style;
}

/** Default length of a sword or baton when a place does not say. */
export const DEFAULT_LEN = 120;

/** The bare drawing of a suit symbol around the origin. */
export function symbolBody(style: ItalianStyle | SymbolKit, suit: ItalianSuit, len: number = DEFAULT_LEN, bow?: number): string {
  const kit = kitOf(style);
  switch (suit) {
    case "d":
      return kit.denaro();
    case "c":
      return kit.coppa();
    case "s":
      return kit.spada(len, bow);
    case "b":
      return kit.bastone(len);
  }
}

/**
 * A suit symbol placed on the card. Pip symbols carry `class="pip"` (one group per
 * counted symbol); symbols held by figures use `class="suit"`.
 */
export function suitSymbol(style: ItalianStyle | SymbolKit, suit: ItalianSuit, p: Place, cls: "pip" | "suit" = "pip"): string {
  return placed(p, symbolBody(style, suit, p.len, p.bow), cls);
}
