// The Bergamasche (Lombard): north-Italian suits in strong red, blue and yellow with heavy black
// outlines and no numbers, small vignettes (flowers, a knot) on several pip cards, double-headed
// courts (the fante of swords with a second sword's hilt at his chest), a cupid over the ace
// of cups, "VINCERAI" on the ace of batons, the blank round of the old stamp on the ace of coins.
import type { ItalianRank, ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import { aceBergamasche } from "./aces-north";
import { doubleHeadedCourt, type CourtStyle, type Holding, type Look } from "./courts-double";
import { NORTH_PLAN } from "./layouts";
import { regionalFace, type RegionalDeck } from "./regional";
import { northKit } from "./symbols-north";
import { cardBase, circle, group, path, radial, rect } from "./svg";

/** Lombard red, cobalt and yellow, black ink. */
const P: ItalianPalette = {
  paper: "#fdf9ee",
  ink: "#111111",
  gold: "#f4c21f",
  goldLight: "#fadc6a",
  goldDark: "#b48a0a",
  red: "#d0242a",
  redDark: "#8a1418",
  blue: "#1f4fa8",
  green: "#2f8a3e",
  greenDark: "#1f5e2a",
  steel: "#bfd0e4",
  wood: "#c0843e",
  skin: "#f5d7bb",
};

const KIT = northKit(P, "bergamasche");

const LOOK: Record<ItalianSuit, Look> = {
  d: { coat: P.gold, coat2: P.red, trim: P.blue, hair: "#6b3e1f", horse: "#f6f2ea", mane: "#b9a27a" },
  c: { coat: P.red, coat2: P.blue, trim: P.gold, hair: "#a8742c", horse: "#a0582a", mane: "#35210f" },
  s: { coat: P.blue, coat2: P.gold, trim: P.red, hair: "#2b1a10", horse: "#c9c7c2", mane: "#55514c" },
  b: { coat: P.green, coat2: P.red, trim: P.gold, hair: "#8c3f1c", horse: "#3c2a1e", mane: "#141010" },
};

/** The fante of swords holds the hilt of a second sword at his chest. */
function special(rank: ItalianRank, suit: ItalianSuit): Holding | undefined {
  if (rank !== "F" || suit !== "s") return undefined;
  const S = { stroke: P.ink, "stroke-width": 1.1 };
  return {
    chest:
      path("M70 160 L74 118 L78 160 Z", P.steel, S) + rect(62, 114, 24, 5, P.gold, { ...S, rx: 2.5 }) + rect(71, 102, 6, 12, P.blue, S) + circle(74, 99, 3.6, P.gold, S),
  };
}

const COURT: CourtStyle = {
  palette: P,
  look: LOOK,
  kit: KIT,
  collar: "plain",
  jewels: [P.red, P.blue],
  panel: (suit) => ({ d: "#fdf2c8", c: "#fbe2dc", s: "#dfe8f6", b: "#e2f0dc" })[suit],
  border: P.ink,
  fanteHat: "plumed",
  cavalloHat: "beret",
  special,
  swordBow: 12,
};

/** A small flower (a vignette between the pips). */
function flower(x: number, y: number, fill: string): string {
  return group(radial(6, path("M0 -2 C3 -4 3 -8 0 -9 C-3 -8 -3 -4 0 -2 Z", fill, { stroke: P.ink, "stroke-width": 0.8 })) + circle(0, 0, 2.6, P.gold, { stroke: P.ink, "stroke-width": 0.7 }), {
    transform: `translate(${x} ${y})`,
  });
}

function extras(rank: ItalianRank, suit: ItalianSuit): string {
  if ((suit === "d" || suit === "c") && (rank === "4" || rank === "6")) return rank === "4" ? flower(100, 160, P.red) : flower(100, 116, P.red) + flower(100, 204, P.red);
  if (suit === "s" && (rank === "2" || rank === "4" || rank === "6")) return flower(100, 160, P.red);
  if (suit === "b" && rank === "2") return flower(100, 90, P.blue) + flower(100, 230, P.blue);
  return "";
}

const DECK: RegionalDeck = {
  paper: P.paper,
  ink: P.ink,
  kit: KIT,
  plan: NORTH_PLAN,
  ace: (suit) => aceBergamasche(suit, P, KIT),
  court: (rank, suit) => doubleHeadedCourt(rank, suit, COURT),
  frame: () => rect(6, 6, 188, 308, "none", { rx: 8, stroke: P.ink, "stroke-width": 2.6 }),
  extras: (rank, suit) => extras(rank, suit),
};

/** The face of one Bergamasche card (body only). */
export function bergamascheFace(rank: ItalianRank, suit: ItalianSuit): string {
  return regionalFace(DECK, rank, suit);
}

/** The back: cobalt with a grid of small white stars and a yellow rule. */
export function bergamascheBack(): string {
  let stars = "";
  for (let y = 26; y < 300; y += 18) for (let x = y % 36 === 26 ? 26 : 35; x < 180; x += 18) stars += `M${x} ${y - 3}L${x + 1} ${y}L${x} ${y + 3}L${x - 1} ${y}Z M${x - 3} ${y}L${x} ${y - 1}L${x + 3} ${y}L${x} ${y + 1}Z`;
  return (
    cardBase(P.paper, P.ink) +
    rect(9, 9, 182, 302, P.blue, { rx: 7 }) +
    path(stars, "#fdf9ee") +
    rect(15, 15, 170, 290, "none", { rx: 5, stroke: P.gold, "stroke-width": 2.4 })
  );
}
