// The Romagnole: the Piacentine's Spanish-style suits (sun coins, wide cups, dagger swords and
// rough clubs crossing) in Romagna's rust, ochre and teal, with full-length figures standing
// whole (not double-headed), a plain number in two corners and a grey back with a palazzo.
import type { ItalianRank, ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import { aceRomagnole } from "./aces-south";
import { cavallo, fante, re, type Dress, type FullStyle } from "./figures-full";
import { PIACENTINE_PLAN } from "./layouts";
import { cornerNumbers, regionalFace, type RegionalDeck } from "./regional";
import { piacentineKit } from "./symbols-piacentine";
import { cardBase, path, rect } from "./svg";

/** Rust red, ochre, teal and olive on cream. */
const P: ItalianPalette = {
  paper: "#f9f1de",
  ink: "#26201b",
  gold: "#e0a83a",
  goldLight: "#f1d08a",
  goldDark: "#a1731e",
  red: "#b5432a",
  redDark: "#7a2a1a",
  blue: "#2f7380",
  green: "#6f8a3a",
  greenDark: "#4a5e24",
  steel: "#c7d0d2",
  wood: "#c88a4a",
  skin: "#f2d2b2",
};

const KIT = piacentineKit(P);

const DRESS: Record<ItalianSuit, Dress> = {
  d: { coat: P.blue, coat2: P.red, hose: [P.gold, P.red], hat: P.red, hair: "#6b3e1f", horse: "#efe8da", mane: "#b8a078" },
  c: { coat: P.red, coat2: P.gold, hose: [P.blue, P.blue], hat: P.blue, hair: "#a8742c", horse: "#a86434", mane: "#3a2416" },
  s: { coat: P.green, coat2: P.blue, hose: [P.red, P.gold], hat: P.red, hair: "#35210f", horse: "#c5c3bd", mane: "#5e5a55" },
  b: { coat: P.gold, coat2: P.green, hose: [P.red, P.blue], hat: P.green, hair: "#8a3b1a", horse: "#6e4a30", mane: "#2a1a10" },
};

const FIGURES: FullStyle = { P, dress: DRESS, kit: KIT, fanteHat: "tall", king: { hand: "orb", cape: "gold" } };

const DECK: RegionalDeck = {
  paper: P.paper,
  ink: P.ink,
  kit: KIT,
  plan: PIACENTINE_PLAN,
  ace: (suit) => aceRomagnole(suit, P, KIT),
  court: (rank, suit) => (rank === "F" ? fante(suit, FIGURES) : rank === "C" ? cavallo(suit, FIGURES) : re(suit, FIGURES)),
  corners: (rank) => cornerNumbers(rank, P.ink, 19, 29, 17),
};

/** The face of one Romagnole card (body only). */
export function romagnoleFace(rank: ItalianRank, suit: ItalianSuit): string {
  return regionalFace(DECK, rank, suit);
}

/** The back: a grey field with a palazzo's front, its arches and windows. */
export function romagnoleBack(): string {
  const grey = "#8d9196";
  const stone = "#c9ccd0";
  const S = { stroke: "#3c3f44", "stroke-width": 1 };
  let windows = "";
  for (const x of [64, 88, 112, 136]) {
    windows += path(`M${x - 6} 142 L${x - 6} 126 Q${x} 118 ${x + 6} 126 L${x + 6} 142 Z`, "#5a5e64", S);
    windows += path(`M${x - 8} 206 L${x - 8} 180 Q${x} 168 ${x + 8} 180 L${x + 8} 206 Z`, "#5a5e64", S);
  }
  return (
    cardBase(P.paper, P.ink) +
    rect(9, 9, 182, 302, grey, { rx: 7 }) +
    rect(15, 15, 170, 290, "none", { rx: 5, stroke: stone, "stroke-width": 1.4 }) +
    path("M44 100 L100 70 L156 100 Z", stone, S) +
    rect(48, 100, 104, 108, stone, S) +
    rect(44, 154, 112, 6, "#e2e4e6", S) +
    windows +
    rect(40, 208, 120, 8, "#e2e4e6", S) +
    path("M15 250 L185 250", "none", { stroke: stone, "stroke-width": 1 })
  );
}
