// The Piacentine deck: a red double frame, numbers in small corner boxes, dagger-like swords and
// rough wooden clubs crossing, double-headed court figures (the king of coins with an axe), the
// crowned single-headed eagle on the ace of coins.
import { italianCornerNumber, type ItalianRank, type ItalianSuit } from "./codes";
import { PIACENTINE as P } from "./palette";
import { acePiacentine } from "./aces";
import { doubleHeadedCourt, type CourtStyle, type Holding, type Look } from "./courts-double";
import { PIACENTINE_PLAN } from "./layouts";
import { regionalFace, type RegionalDeck } from "./regional";
import { kitOf, suitSymbol } from "./symbols-italian";
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

const LOOK: Record<ItalianSuit, Look> = {
  d: { coat: P.blue, coat2: P.red, trim: P.gold, hair: "#7a4a22", horse: "#f3efe6", mane: "#b9a27a" },
  c: { coat: P.red, coat2: P.blue, trim: P.gold, hair: "#b07a2a", horse: "#8e4f26", mane: "#35210f" },
  s: { coat: P.greenDark, coat2: P.red, trim: P.goldLight, hair: "#35210f", horse: "#bdbcb8", mane: "#55514c" },
  b: { coat: P.wood, coat2: P.blue, trim: P.red, hair: "#8c3f1c", horse: "#5b3d2a", mane: "#2a1a10" },
};

/** The king of coins' axe, held up in the right hand (an archaic Spanish feature). */
function axe(hx: number, hy: number): string {
  const S = { stroke: P.ink, "stroke-width": 1.1, "stroke-linejoin": "round" };
  return (
    rect(hx - 2.4, hy - 70, 4.8, 76, P.wood, S) +
    path(`M${hx + 2} ${hy - 66} C${hx + 16} ${hy - 74} ${hx + 26} ${hy - 64} ${hx + 24} ${hy - 48} C${hx + 16} ${hy - 54} ${hx + 8} ${hy - 52} ${hx + 2} ${hy - 50} Z`, P.steel, S) +
    circle(hx, hy - 71, 3, P.gold, S)
  );
}

/** The Piacentine's own: the king of coins holds an axe, his coin at his chest. */
function special(rank: ItalianRank, suit: ItalianSuit, hx: number, hy: number): Holding | undefined {
  if (rank !== "R" || suit !== "d") return undefined;
  return { held: axe(hx, hy), chest: suitSymbol(KIT, "d", { x: 76, y: 128, s: 0.72 }, "suit") };
}

const KIT = kitOf("piacentine");
const COURT: CourtStyle = { palette: P, look: LOOK, kit: KIT, collar: "ruff", jewels: [P.red, P.blue], panel: shadeFor, border: P.red, special };

function shadeFor(suit: ItalianSuit): string {
  return { d: "#f6ecd0", c: "#f5e5dc", s: "#e8eee2", b: "#f1e6d6" }[suit];
}

const DECK: RegionalDeck = {
  paper: P.paper,
  ink: P.ink,
  kit: KIT,
  plan: PIACENTINE_PLAN,
  ace: acePiacentine,
  court: (rank, suit) => doubleHeadedCourt(rank, suit, COURT),
  frame,
  corners,
};

/** The face of one Piacentine card (body only, without the <svg> wrapper). */
export function piacentineFace(rank: ItalianRank, suit: ItalianSuit): string {
  return regionalFace(DECK, rank, suit);
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
