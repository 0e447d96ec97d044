// What every regional Italian-suited deck is made of, and the face drawn from it: the paper,
// a frame (or none), the pips laid out in the deck's manner with its suit symbols, its aces and
// court figures, the extras some pip cards carry, and the corner numbers (or none).
import { italianCornerNumber, italianPipCount, type ItalianRank, type ItalianSuit } from "./codes";
import type { PipPlan } from "./layouts";
import { pipPlaces } from "./layouts";
import { suitSymbol, type SymbolKit } from "./symbols-italian";
import { cardBase, group, text, turned, SERIF } from "./svg";

export interface RegionalDeck {
  paper: string;
  ink: string;
  kit: SymbolKit;
  plan: PipPlan;
  ace: (suit: ItalianSuit) => string;
  court: (rank: ItalianRank, suit: ItalianSuit) => string;
  /** Drawn under everything else (a frame, a ground). */
  frame?: (rank: ItalianRank, suit: ItalianSuit) => string;
  /** What a pip card carries besides its pips (ribbons, masks, flowers). */
  extras?: (rank: ItalianRank, suit: ItalianSuit) => string;
  /** The numbers in the corners; none when absent. */
  corners?: (rank: ItalianRank, suit: ItalianSuit) => string;
}

/** How the pips of a suit lie, as a class of their group: `lay-ovals`, `lay-separate`… */
function layoutName(plan: PipPlan, suit: ItalianSuit): string {
  return `lay-${suit === "s" ? plan.swords : suit === "b" ? plan.batons : plan.round}`;
}

/** The face of one card of a regional deck (body only). */
export function regionalFace(deck: RegionalDeck, rank: ItalianRank, suit: ItalianSuit): string {
  let body = cardBase(deck.paper, deck.ink) + (deck.frame?.(rank, suit) ?? "");
  const count = italianPipCount(rank);
  if (rank === "A") body += deck.ace(suit);
  else if (count > 0) body += group(pipPlaces(deck.plan, suit, count).map((p) => suitSymbol(deck.kit, suit, p)).join(""), { class: `pips ${layoutName(deck.plan, suit)}` }) + (deck.extras?.(rank, suit) ?? "");
  else body += deck.court(rank, suit);
  return body + (deck.corners?.(rank, suit) ?? "");
}

/** The card's number (1-7, fante 8, cavallo 9, re 10) at the top left and, turned, bottom right. */
export function cornerNumbers(rank: ItalianRank, fill: string, x = 20, y = 30, size = 19): string {
  const label = String(italianCornerNumber(rank));
  const t = text(x, y, label, { "font-family": SERIF, "font-size": label.length > 1 ? size * 0.8 : size, "font-weight": "bold", fill });
  return t + turned(t);
}
