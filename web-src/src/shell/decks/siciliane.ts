// The Siciliane: no numbers, a thin orange frame, Spanish suits lying apart (straight swords,
// leafy clubs, the tall cup with a flared mouth), full-length figures whose fante is a lady
// and whose cavallo of swords is a Moor with a scimitar, the eagle over the ace of coins, a
// cherub holding the ace of swords, the moustached mask on the three of clubs.
import type { ItalianRank, ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import { aceSiciliane } from "./aces-south";
import { mask } from "./emblems";
import { cavallo, re, type Dress, type FullStyle } from "./figures-full";
import { lady, moorRider } from "./figures-variants";
import type { PipPlan } from "./layouts";
import { diamondGrid } from "./ornaments";
import { regionalFace, type RegionalDeck } from "./regional";
import { spanishKit } from "./symbols-spanish";
import { cardBase, circle, path, rect, starPath } from "./svg";

/** Sicilian yellow, orange, red, blue and green on warm white. */
const P: ItalianPalette = {
  paper: "#fbf3df",
  ink: "#2a1d14",
  gold: "#f2bd22",
  goldLight: "#fbe17a",
  goldDark: "#b8820f",
  red: "#d2352a",
  redDark: "#8e1c17",
  blue: "#1f5fb0",
  green: "#3d8c3a",
  greenDark: "#245a24",
  steel: "#a9c6e6",
  wood: "#c98a3c",
  skin: "#f4d0a6",
};

const ORANGE = "#de7a1e";
const KIT = spanishKit(P, "siciliane");
const PLAN: PipPlan = { round: "napoletane", swords: "separate", batons: "separate" };

const DRESS: Record<ItalianSuit, Dress> = {
  d: { coat: P.green, coat2: P.gold, hose: [P.red, P.blue], hat: P.red, hair: "#5a3218", horse: "#f4efe4", mane: "#c2a878" },
  c: { coat: P.blue, coat2: P.red, hose: [P.gold, P.red], hat: P.green, hair: "#b07a2a", horse: "#9c5a2c", mane: "#3a2416" },
  s: { coat: P.red, coat2: P.green, hose: [P.blue, P.gold], hat: P.blue, hair: "#2b1a10", horse: "#3c3430", mane: "#141010" },
  b: { coat: ORANGE, coat2: P.blue, hose: [P.green, P.gold], hat: P.red, hair: "#7a3a1a", horse: "#d9b27a", mane: "#5a3a1c" },
};

const FIGURES: FullStyle = { P, dress: DRESS, kit: KIT, fanteHat: "cap", king: { crown: "arched", beard: "#4a2c16", cape: "gold" } };

const DECK: RegionalDeck = {
  paper: P.paper,
  ink: P.ink,
  kit: KIT,
  plan: PLAN,
  ace: (suit) => aceSiciliane(suit, P, KIT),
  court: (rank, suit) => (rank === "F" ? lady(suit, FIGURES) : rank === "C" ? (suit === "s" ? moorRider(FIGURES) : cavallo(suit, FIGURES)) : re(suit, FIGURES)),
  frame: () => rect(7, 7, 186, 306, "none", { rx: 8, stroke: ORANGE, "stroke-width": 2.4 }),
  extras: (rank, suit) => (rank === "3" && suit === "b" ? mask(100, 160, 1.25, P, "#e9b98a") : ""),
};

/** The face of one Siciliane card (body only). */
export function sicilianeFace(rank: ItalianRank, suit: ItalianSuit): string {
  return regionalFace(DECK, rank, suit);
}

/** The back: orange field, a gold diamond lattice and a sun. */
export function sicilianeBack(): string {
  return (
    cardBase(P.paper, P.ink) +
    rect(11, 11, 178, 298, ORANGE, { rx: 7, stroke: P.redDark, "stroke-width": 2 }) +
    path(diamondGrid(15, 15, 170, 290, 16, 2), P.goldLight) +
    circle(100, 160, 40, P.goldLight, { stroke: P.redDark, "stroke-width": 3 }) +
    path(starPath(100, 160, 30, 15, 12), ORANGE, { stroke: P.redDark, "stroke-width": 1 }) +
    circle(100, 160, 10, P.redDark)
  );
}
