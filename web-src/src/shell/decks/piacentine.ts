// The Piacentine deck: a red double frame, numbers in small corner boxes,
// straight swords and batons, double-headed (mirrored) court figures.
import { italianCornerNumber, italianPipCount, type ItalianRank, type ItalianSuit } from "./codes";
import { PIACENTINE as P, type ItalianPalette } from "./palette";
import { acePiacentine } from "./aces";
import { bust, doubleHeaded, horseHead, type BustSpec, type Collar } from "./figures-bust";
import { italianLayout } from "./layouts";
import { suitSymbol } from "./symbols-italian";
import { cardBase, circle, rect, path, text, turned, SERIF, starPath } from "./svg";
import { latticePath } from "./ornaments";

function frame(): string {
  return (
    rect(7, 7, 186, 306, "none", { rx: 8, stroke: P.red, "stroke-width": 2.2 }) +
    rect(10.5, 10.5, 179, 299, "none", { rx: 6, stroke: P.red, "stroke-width": 0.7 })
  );
}

function corners(rank: ItalianRank): string {
  const label = String(italianCornerNumber(rank));
  const box =
    rect(12, 12, 21, 25, P.paper, { stroke: P.red, "stroke-width": 1, rx: 2 }) +
    text(22.5, 30.5, label, { "font-family": SERIF, "font-size": label.length > 1 ? 14 : 17, "font-weight": "bold", fill: P.blue });
  return box + turned(box);
}

/** A suit's court colours: coats, trim, hair, and the cavallo's horse. */
export interface Look {
  coat: string;
  coat2: string;
  trim: string;
  hair: string;
  horse: string;
  mane: string;
}

/** How a deck draws its double-headed court cards (the Piacentine's, and the Trevisane's). */
export interface CourtStyle {
  palette: ItalianPalette;
  look: Record<ItalianSuit, Look>;
  /** The fante's and cavallo's collar (the re wears ermine). */
  collar: Collar;
  /** The crown's two jewels. */
  jewels: [string, string];
  /** The panel behind the figure, by suit. */
  panel: (suit: ItalianSuit) => string;
  /** The line between the two halves. */
  border: string;
}

const LOOK: Record<ItalianSuit, Look> = {
  d: { coat: P.blue, coat2: P.red, trim: P.gold, hair: "#7a4a22", horse: "#f3efe6", mane: "#b9a27a" },
  c: { coat: P.red, coat2: P.blue, trim: P.gold, hair: "#b07a2a", horse: "#8e4f26", mane: "#35210f" },
  s: { coat: P.greenDark, coat2: P.red, trim: P.goldLight, hair: "#35210f", horse: "#bdbcb8", mane: "#55514c" },
  b: { coat: P.wood, coat2: P.blue, trim: P.red, hair: "#8c3f1c", horse: "#5b3d2a", mane: "#2a1a10" },
};

/** The suit symbol held up in the right hand of a bust. */
function held(suit: ItalianSuit, hx: number, hy: number): string {
  switch (suit) {
    case "d":
      return suitSymbol("piacentine", "d", { x: hx, y: hy - 18, s: 0.85 }, "suit");
    case "c":
      return suitSymbol("piacentine", "c", { x: hx, y: hy - 18, s: 0.8 }, "suit");
    case "s":
      return suitSymbol("piacentine", "s", { x: hx, y: hy - 44, len: 118 }, "suit");
    case "b":
      return suitSymbol("piacentine", "b", { x: hx, y: hy - 38, len: 106 }, "suit");
  }
}

/** A fante, cavallo or re drawn double-headed in a deck's court style. */
export function doubleHeadedCourt(rank: ItalianRank, suit: ItalianSuit, style: CourtStyle): string {
  const C = style.palette;
  const L = style.look[suit];
  const dx = rank === "C" ? 14 : 0;
  const hand: [number, number] = [146 + dx, 130];
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
    headwear: rank === "R" ? "crown" : rank === "C" ? "plumed" : "beret",
    crown: { gold: C.gold, ink: C.ink, jewelA: style.jewels[0], jewelB: style.jewels[1] },
    held: held(suit, hand[0], hand[1]),
    heldHand: hand,
    dx,
  };
  let top = bust(spec);
  if (rank === "C") top += horseHead(L.horse, L.mane, C.red, C.ink);
  const panel = rect(14, 14, 172, 292, style.panel(suit), { rx: 4 });
  return panel + doubleHeaded(top, 16, 184, style.border);
}

const COURT: CourtStyle = { palette: P, look: LOOK, collar: "ruff", jewels: [P.red, P.blue], panel: shadeFor, border: P.red };

function shadeFor(suit: ItalianSuit): string {
  return { d: "#f6ecd0", c: "#f5e5dc", s: "#e8eee2", b: "#f1e6d6" }[suit];
}

/** The face of one Piacentine card (body only, without the <svg> wrapper). */
export function piacentineFace(rank: ItalianRank, suit: ItalianSuit): string {
  let body = cardBase(P.paper, P.ink) + frame();
  const count = italianPipCount(rank);
  if (rank === "A") body += acePiacentine(suit);
  else if (count > 0) body += italianLayout("piacentine", suit, count).map((p) => suitSymbol("piacentine", suit, p)).join("");
  else body += doubleHeadedCourt(rank, suit, COURT);
  return body + corners(rank);
}

/** The back: slate-blue field with a fine cream lattice and a sun medallion in a frame. */
export function piacentineBack(): string {
  return (
    cardBase(P.paper, P.ink) +
    rect(9, 9, 182, 302, P.blue, { rx: 7 }) +
    path(latticePath(9, 9, 182, 302, 12), "none", { stroke: "#9db6d3", "stroke-width": 0.8 }) +
    rect(9, 9, 182, 302, "none", { rx: 7, stroke: P.red, "stroke-width": 3 }) +
    rect(15, 15, 170, 290, "none", { rx: 5, stroke: P.paper, "stroke-width": 1.2 }) +
    path("M100 96 L150 160 L100 224 L50 160 Z", P.paper, { stroke: P.red, "stroke-width": 2.5 }) +
    path(starPath(100, 160, 30, 14, 8), P.gold, { stroke: P.ink, "stroke-width": 1 }) +
    circle(100, 160, 9, P.red, { stroke: P.ink, "stroke-width": 1 })
  );
}
