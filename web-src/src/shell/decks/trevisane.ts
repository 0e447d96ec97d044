// The Trevisane (Venetian): north-Italian suits — curved swords meeting in ovals, long batons
// crossing in a trellis, tall gadrooned cups, coins half blue and half gold — double-headed
// courts in Venetian green, red and gold (the king of batons with Treviso's arms at his
// chest), the number in red at the top left and bottom right, a motto on every ace.
import type { ItalianRank, ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import { aceVenetian } from "./aces-north";
import { doubleHeadedCourt, type CourtStyle, type Holding, type Look } from "./courts-double";
import { shield } from "./emblems";
import { NORTH_PLAN } from "./layouts";
import { latticePath, ribbon } from "./ornaments";
import { cornerNumbers, regionalFace, type RegionalDeck } from "./regional";
import { northKit } from "./symbols-north";
import { cardBase, circle, path, rect } from "./svg";

/** Venetian green, brick red and gold on ivory. */
const P: ItalianPalette = {
  paper: "#fbf5e4",
  ink: "#221c16",
  gold: "#e0ac3c",
  goldLight: "#f1d48c",
  goldDark: "#9c7120",
  red: "#b8352a",
  redDark: "#74231a",
  blue: "#2f6fb0",
  green: "#3d7a4a",
  greenDark: "#23523a",
  steel: "#c4d2dc",
  wood: "#b9773a",
  skin: "#f1d2b2",
};

const KIT = northKit(P, "trevisane");

const LOOK: Record<ItalianSuit, Look> = {
  d: { coat: P.green, coat2: P.red, trim: P.gold, hair: "#7a4a22", horse: "#f1ece0", mane: "#b9a27a" },
  c: { coat: P.red, coat2: P.green, trim: P.gold, hair: "#a8742c", horse: "#8e4f26", mane: "#35210f" },
  s: { coat: P.blue, coat2: P.gold, trim: P.gold, hair: "#35210f", horse: "#bdbcb8", mane: "#55514c" },
  b: { coat: P.greenDark, coat2: P.red, trim: P.gold, hair: "#8c3f1c", horse: "#5b3d2a", mane: "#2a1a10" },
};

/** The king of batons holds Treviso's arms at his chest. */
function special(rank: ItalianRank, suit: ItalianSuit): Holding | undefined {
  return rank === "R" && suit === "b" ? { chest: shield(74, 130, 0.95, P.red, "#fffaf0", P.ink) } : undefined;
}

const COURT: CourtStyle = {
  palette: P,
  look: LOOK,
  kit: KIT,
  collar: "plain",
  jewels: [P.red, P.green],
  panel: () => "#eef1e2",
  border: P.green,
  cavalloHat: "beret",
  special,
  swordBow: 10,
};

const DECK: RegionalDeck = {
  paper: P.paper,
  ink: P.ink,
  kit: KIT,
  plan: NORTH_PLAN,
  ace: (suit) => aceVenetian(suit, P, KIT, "#fffaf0"),
  court: (rank, suit) => doubleHeadedCourt(rank, suit, COURT),
  extras: (rank, suit) => (rank === "2" && (suit === "s" || suit === "c") ? ribbon(100, 160, 58, P.red, P.redDark, P.ink) : ""),
  corners: (rank) => cornerNumbers(rank, P.red),
};

/** The face of one Trevisane card (body only). */
export function trevisaneFace(rank: ItalianRank, suit: ItalianSuit): string {
  return regionalFace(DECK, rank, suit);
}

/** The back: Venetian green with a fine gold lattice and a red lozenge. */
export function trevisaneBack(): string {
  return (
    cardBase(P.paper, P.ink) +
    rect(9, 9, 182, 302, P.greenDark, { rx: 7 }) +
    path(latticePath(9, 9, 182, 302, 14), "none", { stroke: P.goldLight, "stroke-width": 0.7 }) +
    rect(9, 9, 182, 302, "none", { rx: 7, stroke: P.gold, "stroke-width": 3 }) +
    path("M100 100 L140 160 L100 220 L60 160 Z", P.red, { stroke: P.gold, "stroke-width": 2.5 }) +
    circle(100, 160, 12, P.gold, { stroke: P.ink, "stroke-width": 1 })
  );
}
