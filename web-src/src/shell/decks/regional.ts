// Three more regional decks, drawn by Circolo's own code from the same parts as the others:
// Siciliane (full-length figures and napoletane-style pips, an orange frame, the number boxed
// in yellow), Trevisane (double-headed busts in Venetian green and red, a green frame) and
// Piemontesi (French suits for Tressette's forty cards: quadri for denari, cuori for coppe,
// picche for spade, fiori for bastoni; the fante is the J, the cavallo the Q, the re the K).
import { italianCornerNumber, italianPipCount, type FrenchSuit, type ItalianRank, type ItalianSuit } from "./codes";
import { NAPOLETANE as N, type ItalianPalette } from "./palette";
import { aceNapoletane, acePiacentine } from "./aces";
import { doubleHeadedCourt, type CourtStyle, type Look } from "./piacentine";
import { fante, cavallo, re } from "./figures-full";
import { francesiFace } from "./francesi";
import { italianLayout } from "./layouts";
import { diamondGrid, latticePath } from "./ornaments";
import { suitSymbol } from "./symbols-italian";
import { cardBase, circle, path, rect, starPath, text, turned, SERIF } from "./svg";

/** Trevisane: Venetian green, brick red and gold on ivory. */
const TREVISANE: ItalianPalette = {
  paper: "#fbf5e4",
  ink: "#221c16",
  gold: "#d7a33a",
  goldLight: "#efd48c",
  goldDark: "#9c7120",
  red: "#b23a2a",
  redDark: "#74231a",
  blue: "#2d5f73",
  green: "#3d7a4a",
  greenDark: "#23523a",
  steel: "#c4cfcf",
  wood: "#b9773a",
  skin: "#f1d2b2",
};

const SICILIAN_ORANGE = "#d9731f";

// -- Siciliane ------------------------------------------------------------------------------

function sicilianCorners(rank: ItalianRank): string {
  const label = String(italianCornerNumber(rank));
  const box =
    rect(11, 11, 24, 27, "#f4cf47", { rx: 3, stroke: SICILIAN_ORANGE, "stroke-width": 1.2 }) +
    text(23, 31, label, { "font-family": SERIF, "font-size": label.length > 1 ? 15 : 19, "font-weight": "bold", fill: N.redDark });
  return box + turned(box);
}

/** The face of one Siciliane card (body only). */
export function sicilianeFace(rank: ItalianRank, suit: ItalianSuit): string {
  let body = cardBase(N.paper, N.ink) + rect(6, 6, 188, 308, "none", { rx: 9, stroke: SICILIAN_ORANGE, "stroke-width": 3 });
  const count = italianPipCount(rank);
  if (rank === "A") body += aceNapoletane(suit);
  else if (count > 0) body += italianLayout("napoletane", suit, count).map((p) => suitSymbol("napoletane", suit, p)).join("");
  else body += rank === "F" ? fante(suit) : rank === "C" ? cavallo(suit) : re(suit);
  return body + sicilianCorners(rank);
}

/** The back: orange field, a gold diamond lattice and a sun. */
export function sicilianeBack(): string {
  return (
    cardBase(N.paper, N.ink) +
    rect(11, 11, 178, 298, SICILIAN_ORANGE, { rx: 7, stroke: N.redDark, "stroke-width": 2 }) +
    path(diamondGrid(15, 15, 170, 290, 16, 2), "#f4cf47") +
    circle(100, 160, 40, "#f4cf47", { stroke: N.redDark, "stroke-width": 3 }) +
    path(starPath(100, 160, 30, 15, 12), SICILIAN_ORANGE, { stroke: N.redDark, "stroke-width": 1 }) +
    circle(100, 160, 10, N.redDark)
  );
}

// -- Trevisane ------------------------------------------------------------------------------

const TREVISANE_LOOK: Record<ItalianSuit, Look> = {
  d: { coat: TREVISANE.green, coat2: TREVISANE.red, trim: TREVISANE.gold, hair: "#7a4a22", horse: "#f1ece0", mane: "#b9a27a" },
  c: { coat: TREVISANE.red, coat2: TREVISANE.green, trim: TREVISANE.gold, hair: "#a8742c", horse: "#8e4f26", mane: "#35210f" },
  s: { coat: TREVISANE.blue, coat2: TREVISANE.gold, trim: TREVISANE.gold, hair: "#35210f", horse: "#bdbcb8", mane: "#55514c" },
  b: { coat: TREVISANE.greenDark, coat2: TREVISANE.red, trim: TREVISANE.gold, hair: "#8c3f1c", horse: "#5b3d2a", mane: "#2a1a10" },
};

/** The Trevisane's courts: the Piacentine's double-headed busts in Venetian colours. */
const TREVISANE_COURT: CourtStyle = {
  palette: TREVISANE,
  look: TREVISANE_LOOK,
  collar: "plain",
  jewels: [TREVISANE.red, TREVISANE.green],
  panel: () => "#eef1e2",
  border: TREVISANE.green,
};

function trevisanCorners(rank: ItalianRank): string {
  const label = String(italianCornerNumber(rank));
  const number = text(22, 31, label, { "font-family": SERIF, "font-size": label.length > 1 ? 15 : 19, "font-weight": "bold", fill: TREVISANE.red });
  return number + turned(number);
}

/** The face of one Trevisane card (body only). */
export function trevisaneFace(rank: ItalianRank, suit: ItalianSuit): string {
  let body = cardBase(TREVISANE.paper, TREVISANE.ink) + rect(8, 8, 184, 304, "none", { rx: 8, stroke: TREVISANE.green, "stroke-width": 2.4 });
  const count = italianPipCount(rank);
  if (rank === "A") body += acePiacentine(suit);
  else if (count > 0) body += italianLayout("piacentine", suit, count).map((p) => suitSymbol("piacentine", suit, p)).join("");
  else body += doubleHeadedCourt(rank, suit, TREVISANE_COURT);
  return body + trevisanCorners(rank);
}

/** The back: Venetian green with a fine gold lattice and a red lozenge. */
export function trevisaneBack(): string {
  return (
    cardBase(TREVISANE.paper, TREVISANE.ink) +
    rect(9, 9, 182, 302, TREVISANE.greenDark, { rx: 7 }) +
    path(latticePath(9, 9, 182, 302, 14), "none", { stroke: TREVISANE.goldLight, "stroke-width": 0.7 }) +
    rect(9, 9, 182, 302, "none", { rx: 7, stroke: TREVISANE.gold, "stroke-width": 3 }) +
    path("M100 100 L140 160 L100 220 L60 160 Z", TREVISANE.red, { stroke: TREVISANE.gold, "stroke-width": 2.5 }) +
    circle(100, 160, 12, TREVISANE.gold, { stroke: TREVISANE.ink, "stroke-width": 1 })
  );
}

// -- Piemontesi -----------------------------------------------------------------------------

const PIEMONTESI_SUIT: Record<ItalianSuit, FrenchSuit> = { d: "d", c: "h", s: "s", b: "c" };
const PIEMONTESI_RANK: Partial<Record<ItalianRank, string>> = { F: "J", C: "Q", R: "K" };

/** The French card a Piemontesi card is drawn as (the 4 of coppe is the 4 of cuori). */
export function piemontesiCode(rank: ItalianRank, suit: ItalianSuit): string {
  return `${PIEMONTESI_RANK[rank] ?? rank}${PIEMONTESI_SUIT[suit]}`;
}

/** The face of one Piemontesi card (body only): the French card of its suit and rank. */
export function piemontesiFace(rank: ItalianRank, suit: ItalianSuit): string {
  return francesiFace(piemontesiCode(rank, suit));
}

/** The back: deep red with a cream lattice and a white cross, as Piedmont's cards. */
export function piemontesiBack(): string {
  return (
    cardBase("#fffdf8", "#1b1b1f") +
    rect(9, 9, 182, 302, "#9e1b2c", { rx: 7 }) +
    path(latticePath(9, 9, 182, 302, 12), "none", { stroke: "#e6c9a8", "stroke-width": 0.7 }) +
    rect(15, 15, 170, 290, "none", { rx: 5, stroke: "#fffdf8", "stroke-width": 1.5 }) +
    rect(88, 120, 24, 80, "#fffdf8") +
    rect(60, 148, 80, 24, "#fffdf8")
  );
}
