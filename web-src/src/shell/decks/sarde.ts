// The Sarde: the most Spanish of the Italian decks — a ruled frame broken by the "pintas" that
// tell the suit (none for coins, one break for cups, two for swords, three for clubs), small
// numbers in two corners counting as the Spanish pack does (1-7, then 10 sota, 11 caballo,
// 12 rey), straight swords and knotted clubs lying apart, red-bowled cups, full-length figures.
import { italianCornerNumber, type ItalianRank, type ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import { aceSarde } from "./aces-south";
import { cavallo, fante, re, type Dress, type FullStyle } from "./figures-full";
import { SPANISH_PLAN } from "./layouts";
import { regionalFace, type RegionalDeck } from "./regional";
import { spanishKit } from "./symbols-spanish";
import { cardBase, circle, group, line, path, rect, text, turned, SERIF } from "./svg";

/** Spanish red, blue and gold on white. */
const P: ItalianPalette = {
  paper: "#fffcf3",
  ink: "#1e1a18",
  gold: "#f0b92c",
  goldLight: "#f8da7c",
  goldDark: "#b07c14",
  red: "#c8202e",
  redDark: "#86121c",
  blue: "#1d4f9c",
  green: "#3c8a44",
  greenDark: "#255c2c",
  steel: "#9fb8d8",
  wood: "#d9a653",
  skin: "#f2d2b0",
};

const KIT = spanishKit(P, "sarde");

const DRESS: Record<ItalianSuit, Dress> = {
  d: { coat: P.red, coat2: P.blue, hose: [P.gold, P.gold], hat: P.blue, hair: "#6b3e1f", horse: "#f1ebe0", mane: "#b8a078" },
  c: { coat: P.blue, coat2: P.red, hose: [P.red, P.red], hat: P.red, hair: "#3b2514", horse: "#b06a34", mane: "#3a2416" },
  s: { coat: P.gold, coat2: P.blue, hose: [P.blue, P.blue], hat: P.red, hair: "#8a3b1a", horse: "#c5c3bd", mane: "#5e5a55" },
  b: { coat: P.green, coat2: P.red, hose: [P.red, P.red], hat: P.gold, hair: "#2b1a10", horse: "#7a4a28", mane: "#2a1a10" },
};

const FIGURES: FullStyle = { P, dress: DRESS, kit: KIT, fanteHat: "cap", king: { crown: "arched", beard: "#6b4a2a", hand: "orb" } };

/** Breaks in the top and bottom rules, by suit (the Spanish pintas). */
const PINTAS: Record<ItalianSuit, number> = { d: 0, c: 1, s: 2, b: 3 };

/** The ruled frame, broken `breaks` times along its top and bottom edges. */
function frame(suit: ItalianSuit): string {
  const L = 24;
  const R = 176;
  const T = 16;
  const B = 304;
  const ink = { stroke: P.ink, "stroke-width": 1.4 };
  const breaks = PINTAS[suit];
  let rule = "";
  // the top rule, cut into breaks + 1 pieces with 10-wide gaps centred on the card
  const gaps = Array.from({ length: breaks }, (_, i) => 100 + (i - (breaks - 1) / 2) * 22);
  let x = L;
  for (const g of gaps) {
    rule += `M${x} ${T}L${g - 5} ${T}`;
    x = g + 5;
  }
  rule += `M${x} ${T}L${R} ${T}`;
  const top = path(rule, "none", ink);
  return group(top + turned(top) + line(L, T, L, B, P.ink, 1.4) + line(R, T, R, B, P.ink, 1.4), { class: `pintas-${breaks}` });
}

/** The Spanish index: 1-7, then 10, 11, 12 for the sota, caballo and rey. */
function corners(rank: ItalianRank): string {
  const n = italianCornerNumber(rank);
  const label = String(n <= 7 ? n : n + 2);
  const t = text(13, 34, label, { "font-family": SERIF, "font-size": label.length > 1 ? 12 : 15, "font-weight": "bold", fill: P.ink, "letter-spacing": -0.5 });
  return t + turned(t);
}

const DECK: RegionalDeck = {
  paper: P.paper,
  ink: P.ink,
  kit: KIT,
  plan: SPANISH_PLAN,
  ace: (suit) => aceSarde(suit, P, KIT),
  // the figures stand inside the frame, a little smaller
  court: (rank, suit) =>
    group(rank === "F" ? fante(suit, FIGURES) : rank === "C" ? cavallo(suit, FIGURES) : re(suit, FIGURES), { transform: "translate(100 160) scale(0.9) translate(-100 -160)" }),
  frame: (_rank, suit) => frame(suit),
  corners: (rank) => corners(rank),
};

/** The face of one Sarde card (body only). */
export function sardeFace(rank: ItalianRank, suit: ItalianSuit): string {
  return regionalFace(DECK, rank, suit);
}

/** The back: deep blue with a white frame and, in the middle, Sardinia's four Moors. */
export function sardeBack(): string {
  const S = { stroke: P.ink, "stroke-width": 1.2 };
  let moors = "";
  for (const [x, y] of [
    [86, 146],
    [114, 146],
    [86, 178],
    [114, 178],
  ] as const) {
    moors += circle(x, y, 6.5, "#1e1a18") + path(`M${x - 7} ${y - 3} L${x + 7} ${y - 3} L${x + 7} ${y - 0.5} L${x - 7} ${y - 0.5} Z`, "#fffcf3");
  }
  return (
    cardBase(P.paper, P.ink) +
    rect(9, 9, 182, 302, P.blue, { rx: 7 }) +
    rect(16, 16, 168, 288, "none", { rx: 5, stroke: P.paper, "stroke-width": 2.4 }) +
    rect(22, 22, 156, 276, "none", { rx: 3, stroke: P.gold, "stroke-width": 1 }) +
    path("M70 128 L130 128 L130 178 C130 198 112 208 100 214 C88 208 70 198 70 178 Z", P.paper, S) +
    rect(97, 128, 6, 84, P.red) +
    rect(70, 159, 60, 6, P.red) +
    moors +
    path("M70 128 L130 128 L130 178 C130 198 112 208 100 214 C88 208 70 198 70 178 Z", "none", S)
  );
}
