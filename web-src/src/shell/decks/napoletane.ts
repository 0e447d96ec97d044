// The Napoletane deck: cream cards, no frame, full-length figures, a small
// number (1-10) in two corners.
import { italianCornerNumber, italianPipCount, type ItalianRank, type ItalianSuit } from "./codes";
import { NAPOLETANE as P } from "./palette";
import { aceNapoletane } from "./aces";
import { fante, cavallo, re } from "./figures-full";
import { italianLayout } from "./layouts";
import { suitSymbol } from "./symbols-italian";
import { cardBase, circle, rect, path, text, turned, SERIF, group } from "./svg";
import { diamondGrid } from "./ornaments";

const SUIT_INK: Record<ItalianSuit, string> = { d: "#9a6708", c: P.red, s: P.blue, b: P.greenDark };

function corners(rank: ItalianRank, suit: ItalianSuit): string {
  const label = String(italianCornerNumber(rank));
  const t = text(18, 31, label, {
    "font-family": SERIF,
    "font-size": 21,
    "font-weight": "bold",
    fill: SUIT_INK[suit],
    stroke: P.paper,
    "stroke-width": 0.6,
  });
  return t + turned(t);
}

/** The face of one Napoletane card (body only, without the <svg> wrapper). */
export function napoletaneFace(rank: ItalianRank, suit: ItalianSuit): string {
  let body = cardBase(P.paper, P.ink);
  const count = italianPipCount(rank);
  if (rank === "A") body += aceNapoletane(suit);
  else if (count > 0) body += italianLayout("napoletane", suit, count).map((p) => suitSymbol("napoletane", suit, p)).join("");
  else body += rank === "F" ? fante(suit) : rank === "C" ? cavallo(suit) : re(suit);
  return body + corners(rank, suit);
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
