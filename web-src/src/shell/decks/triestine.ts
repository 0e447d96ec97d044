// The Triestine: the Venetian pattern as Trieste draws it — north-Italian suits in red, gold and
// blue inside a thin black rule, double-headed courts that carry their names across the middle
// ("RE DE DANARI", "CAVAL DE COPE"), the Venetian mottoes on the aces, a red back with
// Trieste's halberd.
import type { ItalianRank, ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import { aceVenetian } from "./aces-north";
import { doubleHeadedCourt, type CourtStyle, type Look } from "./courts-double";
import { NORTH_PLAN } from "./layouts";
import { cornerNumbers, regionalFace, type RegionalDeck } from "./regional";
import { northKit } from "./symbols-north";
import { cardBase, path, rect } from "./svg";

/** Red, gold and deep blue on white. */
const P: ItalianPalette = {
  paper: "#fffdf6",
  ink: "#181513",
  gold: "#f0b828",
  goldLight: "#f8d97a",
  goldDark: "#a87a12",
  red: "#c42a2a",
  redDark: "#7e1616",
  blue: "#24488e",
  green: "#3e7d3e",
  greenDark: "#275227",
  steel: "#cdd6e0",
  wood: "#b47a3c",
  skin: "#f3d5b8",
};

const KIT = northKit(P, "triestine");

const LOOK: Record<ItalianSuit, Look> = {
  d: { coat: P.red, coat2: P.gold, trim: P.blue, hair: "#6b3e1f", horse: "#f3efe6", mane: "#b9a27a" },
  c: { coat: P.blue, coat2: P.red, trim: P.gold, hair: "#a8742c", horse: "#a0582a", mane: "#35210f" },
  s: { coat: P.gold, coat2: P.blue, trim: P.red, hair: "#35210f", horse: "#c9c7c2", mane: "#55514c" },
  b: { coat: P.green, coat2: P.red, trim: P.gold, hair: "#8c3f1c", horse: "#5b3d2a", mane: "#2a1a10" },
};

const RANK_NAME: Partial<Record<ItalianRank, string>> = { F: "FANTE", C: "CAVAL", R: "RE" };
const SUIT_NAME: Record<ItalianSuit, string> = { d: "DANARI", c: "COPE", s: "SPADE", b: "BASTONI" };

const COURT: CourtStyle = {
  palette: P,
  look: LOOK,
  kit: KIT,
  collar: "ruff",
  jewels: [P.red, P.blue],
  panel: () => P.paper,
  border: P.ink,
  fanteHat: "plumed",
  label: (rank, suit) => `${RANK_NAME[rank] ?? ""} DE ${SUIT_NAME[suit]}`,
  swordBow: 10,
};

const DECK: RegionalDeck = {
  paper: P.paper,
  ink: P.ink,
  kit: KIT,
  plan: NORTH_PLAN,
  ace: (suit) => aceVenetian(suit, P, KIT, "#fdf0c8"),
  court: (rank, suit) => doubleHeadedCourt(rank, suit, COURT),
  frame: () => rect(7, 7, 186, 306, "none", { rx: 6, stroke: P.ink, "stroke-width": 1.4 }),
  corners: (rank) => cornerNumbers(rank, P.blue, 21, 31, 16),
};

/** The face of one Triestine card (body only). */
export function triestineFace(rank: ItalianRank, suit: ItalianSuit): string {
  return regionalFace(DECK, rank, suit);
}

/** Trieste's halberd: a spearhead between two curled blades, centred at (0, 0). */
const HALBERD =
  "M0 -56 L7 -30 L5 -8 C14 -14 24 -26 26 -40 C32 -22 26 -2 10 8 L6 10 L6 52 L-6 52 L-6 10 L-10 8 C-26 -2 -32 -22 -26 -40 C-24 -26 -14 -14 -5 -8 L-7 -30 Z";

/** The back: red field, a white rule, Trieste's halberd in white. */
export function triestineBack(): string {
  return (
    cardBase(P.paper, P.ink) +
    rect(9, 9, 182, 302, P.red, { rx: 7 }) +
    rect(16, 16, 168, 288, "none", { rx: 5, stroke: P.paper, "stroke-width": 2 }) +
    rect(21, 21, 158, 278, "none", { rx: 3, stroke: P.paper, "stroke-width": 0.8 }) +
    path(HALBERD, P.paper, { stroke: P.redDark, "stroke-width": 1.2, transform: "translate(100 160) scale(1.2)" })
  );
}
