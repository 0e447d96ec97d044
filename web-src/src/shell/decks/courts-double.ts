// Double-headed court cards (fante, cavallo, re): a bust in the top half, the same turned for
// the bottom, in one deck's court style — its colours, its suit symbols, what its courts hold
// (the Piacentine's king of coins an axe, the Trevisane's king of batons Treviso's arms) and,
// for the Triestine, the card's name written across the middle.
import type { ItalianRank, ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import { bust, doubleHeaded, horseHead, type BustSpec, type Collar, type Headwear } from "./figures-bust";
import { suitSymbol, type SymbolKit } from "./symbols-italian";
import { group, rect, text, SERIF } from "./svg";

/** A suit's court colours: coats, trim, hair, and the cavallo's horse. */
export interface Look {
  coat: string;
  coat2: string;
  trim: string;
  hair: string;
  horse: string;
  mane: string;
}

/** What a court holds in place of its usual symbol, or at its chest. */
export interface Holding {
  held?: string;
  chest?: string;
}

/** How a deck draws its double-headed court cards. */
export interface CourtStyle {
  palette: ItalianPalette;
  look: Record<ItalianSuit, Look>;
  kit: SymbolKit;
  /** The fante's and cavallo's collar (the re wears ermine). */
  collar: Collar;
  /** The crown's two jewels. */
  jewels: [string, string];
  /** The panel behind the figure, by suit. */
  panel: (suit: ItalianSuit) => string;
  /** The line between the two halves. */
  border: string;
  /** The fante's headwear (a beret when not said) and the cavallo's (a plumed hat). */
  fanteHat?: Headwear;
  cavalloHat?: Headwear;
  /** A court that holds something of its own (the hand is at (hx, hy)). */
  special?: (rank: ItalianRank, suit: ItalianSuit, hx: number, hy: number) => Holding | undefined;
  /** The card's name across the middle, in the deck's own words (the Triestine's). */
  label?: (rank: ItalianRank, suit: ItalianSuit) => string;
  /** How far a held sword bows (the north-Italian sabres). */
  swordBow?: number;
}

/** The suit symbol held up in the right hand of a bust. */
function held(style: CourtStyle, suit: ItalianSuit, hx: number, hy: number): string {
  switch (suit) {
    case "d":
      return suitSymbol(style.kit, "d", { x: hx, y: hy - 18, s: 0.85 }, "suit");
    case "c":
      return suitSymbol(style.kit, "c", { x: hx, y: hy - 18, s: 0.8 }, "suit");
    case "s":
      return suitSymbol(style.kit, "s", { x: hx, y: hy - 44, len: 118, bow: style.swordBow ?? 0 }, "suit");
    case "b":
      return suitSymbol(style.kit, "b", { x: hx, y: hy - 38, len: 106 }, "suit");
  }
}

/** The name band across the waist of the top half (turned with it for the bottom half). */
function nameBand(label: string, C: ItalianPalette, border: string): string {
  return (
    rect(26, 139, 148, 14, "#fffaf0", { stroke: border, "stroke-width": 1, rx: 2 }) +
    text(100, 149.5, label, { "font-family": SERIF, "font-size": 9, "font-weight": "bold", "letter-spacing": 0.6, fill: C.ink })
  );
}

/** A fante, cavallo or re drawn double-headed in a deck's court style. */
export function doubleHeadedCourt(rank: ItalianRank, suit: ItalianSuit, style: CourtStyle): string {
  const C = style.palette;
  const L = style.look[suit];
  const dx = rank === "C" ? 14 : 0;
  const hand: [number, number] = [146 + dx, 130];
  const own = style.special?.(rank, suit, hand[0], hand[1]);
  const spec: BustSpec = {
    ink: C.ink,
    skin: C.skin,
    hair: rank === "R" ? "#d9d3c6" : L.hair,
    hairStyle: rank === "R" ? "curly" : "short",
    beard: rank === "R" ? "#ece7dc" : undefined,
    coat: L.coat,
    coat2: L.coat2,
    trim: L.trim,
    collar: rank === "R" ? "ermine" : style.collar,
    headwear: rank === "R" ? "crown" : rank === "C" ? (style.cavalloHat ?? "plumed") : (style.fanteHat ?? "beret"),
    crown: { gold: C.gold, ink: C.ink, jewelA: style.jewels[0], jewelB: style.jewels[1] },
    held: own?.held ?? held(style, suit, hand[0], hand[1]),
    heldHand: hand,
    chest: own?.chest,
    dx,
  };
  let top = bust(spec);
  if (rank === "C") top += horseHead(L.horse, L.mane, C.red, C.ink);
  if (style.label) top += nameBand(style.label(rank, suit), C, style.border);
  const panel = rect(14, 14, 172, 292, style.panel(suit), { rx: 4 });
  return group(panel + doubleHeaded(top, 16, 184, style.border), { class: style.label ? "court double named" : "court double" });
}
