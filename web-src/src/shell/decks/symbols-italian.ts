// One entry point for the Italian suit symbols of both decks.
import type { ItalianSuit } from "./codes";
import { placed, type Place } from "./svg";
import * as nap from "./symbols-napoletane";
import * as pia from "./symbols-piacentine";

export type ItalianStyle = "napoletane" | "piacentine";

interface SymbolKit {
  denaro(): string;
  coppa(): string;
  spada(len: number): string;
  bastone(len: number): string;
}

const KITS: Record<ItalianStyle, SymbolKit> = { napoletane: nap, piacentine: pia };

/** Default length of a sword or baton when a place does not say. */
export const DEFAULT_LEN = 120;

/** The bare drawing of a suit symbol around the origin. */
export function symbolBody(style: ItalianStyle, suit: ItalianSuit, len: number = DEFAULT_LEN): string {
  const kit = KITS[style];
  switch (suit) {
    case "d":
      return kit.denaro();
    case "c":
      return kit.coppa();
    case "s":
      return kit.spada(len);
    case "b":
      return kit.bastone(len);
  }
}

/**
 * A suit symbol placed on the card. Pip symbols carry `class="pip"` (one group per
 * counted symbol); symbols held by figures use `class="suit"`.
 */
export function suitSymbol(style: ItalianStyle, suit: ItalianSuit, p: Place, cls: "pip" | "suit" = "pip"): string {
  return placed(p, symbolBody(style, suit, p.len), cls);
}
