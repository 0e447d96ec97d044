// The Trentine: the oldest-looking of the north-Italian patterns — single-ended, full-length
// figures (the fante in a tall hat, a little dog at the fante of cups' leg, the king seated on
// his throne with the blank round of the old stamp between the feet of the king of coins),
// north-Italian suits in Tyrolean green and red, no numbers, an S-shaped band joining the two
// coins, flowers on the two cups, an eagle over the ace of cups, the ace of swords through a crown.
import type { ItalianRank, ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import { aceTrentine } from "./aces-north";
import { cavallo, fante, type Dress, type FullStyle } from "./figures-full";
import { dog, throneKing } from "./figures-variants";
import { NORTH_PLAN } from "./layouts";
import { regionalFace, type RegionalDeck } from "./regional";
import { northKit } from "./symbols-north";
import { stripesPath } from "./ornaments";
import { cardBase, circle, group, path, rect } from "./svg";

/** Tyrolean green, red and gold on cream. */
const P: ItalianPalette = {
  paper: "#faf4e2",
  ink: "#231c15",
  gold: "#e8b33a",
  goldLight: "#f4d68e",
  goldDark: "#a17a1c",
  red: "#c0392b",
  redDark: "#7c2018",
  blue: "#2b5c94",
  green: "#2f7a3a",
  greenDark: "#1f5228",
  steel: "#c7d3de",
  wood: "#9a6a3a",
  skin: "#f1d1b0",
};

const KIT = northKit(P, "trentine");

const DRESS: Record<ItalianSuit, Dress> = {
  d: { coat: P.red, coat2: P.green, hose: [P.gold, P.green], hat: P.green, hair: "#6b3e1f", horse: "#f2ede2", mane: "#b8a078" },
  c: { coat: P.green, coat2: P.red, hose: [P.red, P.gold], hat: P.red, hair: "#a8742c", horse: "#8c4e2a", mane: "#35210f" },
  s: { coat: P.blue, coat2: P.gold, hose: [P.red, P.blue], hat: P.red, hair: "#2b1a10", horse: "#c9c7c2", mane: "#55514c" },
  b: { coat: P.gold, coat2: P.red, hose: [P.green, P.red], hat: P.green, hair: "#8a3b1a", horse: "#5e402a", mane: "#2a1a10" },
};

const FIGURES: FullStyle = { P, dress: DRESS, kit: KIT, fanteHat: "tall" };

function court(rank: ItalianRank, suit: ItalianSuit): string {
  if (rank === "R") return throneKing(suit, FIGURES, suit === "d");
  if (rank === "C") return cavallo(suit, FIGURES);
  return fante(suit, FIGURES) + (suit === "c" ? dog(46, 286, P) : "");
}

/** The S-shaped band joining the two coins. */
function sBand(): string {
  const d = "M100 116 C150 130 150 168 100 160 C50 152 50 190 100 204";
  return path(d, "none", { stroke: P.ink, "stroke-width": 9, "stroke-linecap": "round" }) + path(d, "none", { stroke: P.red, "stroke-width": 6.4, "stroke-linecap": "round" });
}

/** Two flowers on long stems rising between the two cups. */
function cupFlowers(): string {
  let out = "";
  for (const side of [-1, 1]) {
    out += path(`M100 200 C${100 + side * 8} 180 ${100 + side * 30} 168 ${100 + side * 34} 150`, "none", { stroke: P.greenDark, "stroke-width": 2 });
    out += group(path("M0 -4 C5 -10 12 -8 12 -2 C8 -2 4 0 0 3 Z", P.green, { stroke: P.ink, "stroke-width": 0.7 }), {
      transform: `translate(${100 + side * 14} 178) scale(${side} 1)`,
    });
    out += circle(100 + side * 34, 146, 6, P.red, { stroke: P.ink, "stroke-width": 0.8 }) + circle(100 + side * 34, 146, 2.4, P.gold);
  }
  return out;
}

const DECK: RegionalDeck = {
  paper: P.paper,
  ink: P.ink,
  kit: KIT,
  plan: NORTH_PLAN,
  ace: (suit) => aceTrentine(suit, P, KIT),
  court,
  // the S band lies under the two coins
  frame: (rank, suit) => rect(8, 8, 184, 304, "none", { rx: 8, stroke: P.green, "stroke-width": 1.6 }) + (rank === "2" && suit === "d" ? sBand() : ""),
  extras: (rank, suit) => (rank === "2" && suit === "c" ? cupFlowers() : ""),
};

/** The face of one Trentine card (body only). */
export function trentineFace(rank: ItalianRank, suit: ItalianSuit): string {
  return regionalFace(DECK, rank, suit);
}

/** The back: green with red and gold diagonal stripes. */
export function trentineBack(): string {
  return (
    cardBase(P.paper, P.ink) +
    rect(9, 9, 182, 302, P.greenDark, { rx: 7 }) +
    path(stripesPath(12, 12, 176, 296, 20), "none", { stroke: P.red, "stroke-width": 5 }) +
    path(stripesPath(12, 12, 176, 296, 20), "none", { stroke: P.gold, "stroke-width": 1, transform: "translate(5 0)" }) +
    rect(15, 15, 170, 290, "none", { rx: 5, stroke: P.gold, "stroke-width": 2 })
  );
}
