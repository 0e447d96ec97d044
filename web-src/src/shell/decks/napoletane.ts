// The Napoletane deck: cream cards with no frame, a small number (1-10) in two corners as the
// modern printings have (the club's default deck: a hand fanned on a phone shows its corners),
// full-length figures standing on platforms of their suit's colour, curved sabres and knotty
// green clubs crossing, the double-headed eagle on the ace of coins; the red ribbon on the two
// and three of swords, the yellow flowers on the four, the moustached mask on the three of clubs.
import type { ItalianRank, ItalianSuit } from "./codes";
import { NAPOLETANE as P } from "./palette";
import { aceNapoletane } from "./aces";
import { fante, cavallo, re } from "./figures-full";
import { NAPOLETANE_PLAN } from "./layouts";
import { cornerNumbers, regionalFace, type RegionalDeck } from "./regional";
import { kitOf, suitSymbol } from "./symbols-italian";
import { cardBase, circle, rect, path, group, radial } from "./svg";
import { diamondGrid, ribbon } from "./ornaments";
import { mask } from "./emblems";

/** A small yellow flower (the four of swords' middle). */
function flower(x: number, y: number): string {
  return group(radial(5, path("M0 -2 C3 -4 3 -8 0 -9 C-3 -8 -3 -4 0 -2 Z", P.gold, { stroke: P.ink, "stroke-width": 0.7 })) + circle(0, 0, 2.4, P.red, { stroke: P.ink, "stroke-width": 0.6 }), {
    transform: `translate(${x} ${y})`,
  });
}

/** What some pip cards carry besides their pips. */
function extras(rank: ItalianRank, suit: ItalianSuit): string {
  if (suit === "s" && (rank === "2" || rank === "3")) return ribbon(100, 160, 64, P.red, P.redDark, P.ink);
  if (suit === "s" && rank === "4") return flower(100, 128) + flower(100, 160) + flower(100, 192);
  if (suit === "b" && rank === "3") return mask(100, 160, 1.2, P, P.skin);
  return "";
}

const DECK: RegionalDeck = {
  paper: P.paper,
  ink: P.ink,
  kit: kitOf("napoletane"),
  plan: NAPOLETANE_PLAN,
  ace: aceNapoletane,
  court: (rank, suit) => (rank === "F" ? fante(suit) : rank === "C" ? cavallo(suit) : re(suit)),
  extras,
  corners: (rank) => cornerNumbers(rank, P.ink, 18, 31, 21),
};

/** The face of one Napoletane card (body only, without the <svg> wrapper). */
export function napoletaneFace(rank: ItalianRank, suit: ItalianSuit): string {
  return regionalFace(DECK, rank, suit);
}

/** The back: deep red field with a gold diamond lattice and a coin-like medallion. */
export function napoletaneBack(): string {
  return (
    cardBase(P.paper, P.ink) +
    rect(11, 11, 178, 298, P.redDark, { rx: 7, stroke: P.gold, "stroke-width": 2 }) +
    path(diamondGrid(15, 15, 170, 290, 14, 5), P.red) +
    path(diamondGrid(15, 15, 170, 290, 14, 1.6), P.gold) +
    rect(17, 17, 166, 286, "none", { rx: 5, stroke: P.gold, "stroke-width": 1 }) +
    circle(100, 160, 42, P.paper, { stroke: P.gold, "stroke-width": 4 }) +
    circle(100, 160, 36, "none", { stroke: P.redDark, "stroke-width": 1.4 }) +
    group(suitSymbol("napoletane", "d", { x: 0, y: 0, s: 1.45 }, "suit"), { transform: "translate(100 160)" })
  );
}
