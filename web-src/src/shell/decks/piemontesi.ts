// The Piemontesi: French suits for Tressette's forty cards (quadri for denari, cuori for coppe,
// picche for spade, fiori for bastoni; the fante is the J, the cavallo the Q, the re the K).
import type { FrenchSuit, ItalianRank, ItalianSuit } from "./codes";
import { francesiFace } from "./francesi";
import { latticePath } from "./ornaments";
import { cardBase, path, rect } from "./svg";

const PIEMONTESI_SUIT: Record<ItalianSuit, FrenchSuit> = { d: "d", c: "h", s: "s", b: "c" };
const PIEMONTESI_RANK: Partial<Record<ItalianRank, string>> = { F: "J", C: "Q", R: "K" };

/** The French card a Piemontesi card is drawn as (the 4 of coppe is the 4 of cuori). */
export function piemontesiCode(rank: ItalianRank, suit: ItalianSuit): string {
  return `${PIEMONTESI_RANK[rank] ?? rank}${PIEMONTESI_SUIT[suit]}`;
}

/** The face of one Piemontesi card (body only): the French card of its suit and rank. */
export function piemontesiFace(rank: ItalianRank, suit: ItalianSuit): string {
  return francesiFace(piemontesiCode(rank, suit));
}

/** The back: deep red with a cream lattice and a white cross, as Piedmont's cards. */
export function piemontesiBack(): string {
  return (
    cardBase("#fffdf8", "#1b1b1f") +
    rect(9, 9, 182, 302, "#9e1b2c", { rx: 7 }) +
    path(latticePath(9, 9, 182, 302, 12), "none", { stroke: "#e6c9a8", "stroke-width": 0.7 }) +
    rect(15, 15, 170, 290, "none", { rx: 5, stroke: "#fffdf8", "stroke-width": 1.5 }) +
    rect(88, 120, 24, 80, "#fffdf8") +
    rect(60, 148, 80, 24, "#fffdf8")
  );
}
