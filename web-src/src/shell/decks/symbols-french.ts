// French suit symbols (hearts, diamonds, clubs, spades), drawn in a 100 x 100 box
// around the origin; scale 0.36 gives a pip about 36 units tall.
import type { FrenchSuit } from "./codes";
import { FRANCESI as F } from "./palette";
import { placed, type Place } from "./svg";

const HEART = "M0 46 C-9 33 -48 8 -48 -17 C-48 -37 -32 -47 -20 -47 C-9 -47 -2 -40 0 -31 C2 -40 9 -47 20 -47 C32 -47 48 -37 48 -17 C48 8 9 33 0 46 Z";
const DIAMOND = "M0 -50 C10 -30 22 -14 38 0 C22 14 10 30 0 50 C-10 30 -22 14 -38 0 C-22 -14 -10 -30 0 -50 Z";
const SPADE =
  "M0 -49 C-10 -33 -47 -12 -47 11 C-47 29 -33 37 -21 37 C-12 37 -6 32 -3 27 C-4 38 -9 45 -17 49 L17 49 C9 45 4 38 3 27 " +
  "C6 32 12 37 21 37 C33 37 47 29 47 11 C47 -12 10 -33 0 -49 Z";
const CLUB =
  "M0 -49 C-13 -49 -22 -39 -22 -27 C-22 -19 -18 -13 -14 -9 C-17 -11 -21 -12 -25 -12 C-38 -12 -48 -2 -48 11 C-48 24 -38 34 -25 34 " +
  "C-15 34 -7 28 -3 20 C-4 34 -9 43 -17 49 L17 49 C9 43 4 34 3 20 C7 28 15 34 25 34 C38 34 48 24 48 11 C48 -2 38 -12 25 -12 " +
  "C21 -12 17 -11 14 -9 C18 -13 22 -19 22 -27 C22 -39 13 -49 0 -49 Z";

const SHAPES: Record<FrenchSuit, string> = { h: HEART, d: DIAMOND, c: CLUB, s: SPADE };

/** The spade outline, for the ornate ace of spades. */
export const SPADE_PATH = SPADE;

export function isRed(suit: FrenchSuit): boolean {
  return suit === "h" || suit === "d";
}

export function suitColor(suit: FrenchSuit): string {
  return isRed(suit) ? F.red : F.black;
}

/** The bare suit shape around the origin (100 x 100 box). */
export function frenchShape(suit: FrenchSuit): string {
  return `<path d="${SHAPES[suit]}" fill="${suitColor(suit)}"/>`;
}

/** A French suit symbol placed on the card; pips carry `class="pip"`. */
export function frenchSymbol(suit: FrenchSuit, p: Place, cls?: "pip" | "suit"): string {
  return placed(p, frenchShape(suit), cls);
}
