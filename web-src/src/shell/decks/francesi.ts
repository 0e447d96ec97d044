// The French deck for Pinnacola: standard pip grid, corner indices, double-headed
// J / Q / K in a framed panel, and the joker.
import { frenchPipCount, type FrenchRank, type FrenchSuit } from "./codes";
import { FRANCESI as F } from "./palette";
import { frenchLayout } from "./layouts";
import { SPADE_PATH, frenchShape, frenchSymbol, isRed, suitColor } from "./symbols-french";
import { bust, doubleHeaded, type BustSpec } from "./figures-bust";
import { cardBase, circle, group, line, n, path, rect, text, turned, SERIF, placed } from "./svg";
import { diamondGrid } from "./ornaments";

const RANK_LABEL: Record<FrenchRank, string> = {
  A: "A", "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8", "9": "9", T: "10", J: "J", Q: "Q", K: "K",
};

function corners(rank: FrenchRank, suit: FrenchSuit): string {
  const label = RANK_LABEL[rank];
  const idx =
    text(17, 31, label, {
      "font-family": SERIF,
      "font-size": label.length > 1 ? 20 : 24,
      "font-weight": "bold",
      fill: suitColor(suit),
      "letter-spacing": label.length > 1 ? -1.5 : undefined,
    }) + frenchSymbol(suit, { x: 17, y: 44, s: 0.15 });
  return idx + turned(idx);
}

function pips(count: number, suit: FrenchSuit): string {
  return frenchLayout(count)
    .map((p) => frenchSymbol(suit, { x: p.x, y: p.y, s: 0.37, rot: p.turn ? 180 : 0 }, "pip"))
    .join("");
}

function ace(suit: FrenchSuit): string {
  const big = frenchSymbol(suit, { x: 100, y: 160, s: suit === "s" ? 1.05 : 0.9 }, "pip");
  if (suit !== "s") return big;
  // the traditional ornate ace of spades
  return (
    big +
    placed({ x: 100, y: 158, s: 0.72 }, `<path d="${SPADE_PATH}" fill="none" stroke="${F.white}" stroke-width="2.6"/>`) +
    text(100, 166, "C", { "font-family": SERIF, "font-size": 20, "font-weight": "bold", fill: F.white }) +
    path("M58 236 Q100 222 142 236", "none", { stroke: F.black, "stroke-width": 1.5 }) +
    text(100, 256, "CIRCOLO", { "font-family": SERIF, "font-size": 11, "letter-spacing": 3, fill: F.black })
  );
}

/** Items held by the court figures. */
function sword(x: number, hy: number): string {
  const ink = { stroke: F.ink, "stroke-width": 1 };
  return (
    path(`M${n(x - 3)} ${n(hy - 6)} L${n(x - 3)} ${n(hy - 92)} L${n(x)} ${n(hy - 102)} L${n(x + 3)} ${n(hy - 92)} L${n(x + 3)} ${n(hy - 6)} Z`, "#dfe5ea", ink) +
    rect(x - 12, hy - 9, 24, 4.5, F.yellow, { ...ink, rx: 2 })
  );
}
function flower(x: number, hy: number, color: string): string {
  const ink = { stroke: F.ink, "stroke-width": 1 };
  return (
    path(`M${n(x)} ${n(hy)} Q${n(x - 6)} ${n(hy - 20)} ${n(x - 2)} ${n(hy - 38)}`, "none", { stroke: "#2f7a3a", "stroke-width": 2.4 }) +
    path(`M${n(x - 4)} ${n(hy - 18)} C${n(x - 16)} ${n(hy - 24)} ${n(x - 18)} ${n(hy - 16)} ${n(x - 18)} ${n(hy - 14)} C${n(x - 12)} ${n(hy - 12)} ${n(x - 8)} ${n(hy - 14)} ${n(x - 4)} ${n(hy - 18)} Z`, "#2f7a3a", ink) +
    circle(x - 2, hy - 44, 8, color, ink) +
    circle(x - 2, hy - 44, 3.2, F.yellow, ink)
  );
}
function halberd(x: number, hy: number): string {
  const ink = { stroke: F.ink, "stroke-width": 1 };
  return (
    line(x, hy + 14, x, hy - 104, F.ink, 4.6, { "stroke-linecap": "round" }) +
    line(x, hy + 14, x, hy - 104, "#9a6a3a", 2.6, { "stroke-linecap": "round" }) +
    path(`M${n(x)} ${n(hy - 118)} L${n(x + 3.5)} ${n(hy - 104)} L${n(x - 3.5)} ${n(hy - 104)} Z`, "#dfe5ea", ink) +
    path(`M${n(x + 2)} ${n(hy - 100)} C${n(x + 16)} ${n(hy - 104)} ${n(x + 18)} ${n(hy - 86)} ${n(x + 14)} ${n(hy - 80)} C${n(x + 10)} ${n(hy - 86)} ${n(x + 6)} ${n(hy - 88)} ${n(x + 2)} ${n(hy - 86)} Z`, "#dfe5ea", ink)
  );
}

function court(rank: "J" | "Q" | "K", suit: FrenchSuit): string {
  const red = isRed(suit);
  const main = red ? F.red : F.blue;
  const second = red ? F.blue : F.red;
  const hand: [number, number] = [146, 128];
  const held = rank === "K" ? sword(hand[0], hand[1]) : rank === "Q" ? flower(hand[0], hand[1], second) : halberd(hand[0], hand[1]);
  const spec: BustSpec = {
    ink: F.ink,
    skin: F.skin,
    hair: rank === "J" ? "#c7902f" : rank === "Q" ? "#6b3a1a" : "#8a8378",
    hairStyle: rank === "Q" ? "long" : rank === "K" ? "curly" : "short",
    beard: rank === "K" ? "#9a9186" : undefined,
    coat: rank === "Q" ? second : main,
    coat2: rank === "Q" ? main : F.yellow,
    trim: rank === "Q" ? F.yellow : second,
    collar: rank === "K" ? "ermine" : "ruff",
    headwear: rank === "K" ? "crown" : rank === "Q" ? "queen" : "beret",
    crown: { gold: F.yellow, ink: F.ink, jewelA: F.red, jewelB: F.blue },
    held,
    heldHand: hand,
  };
  const top = bust(spec) + frenchSymbol(suit, { x: 48, y: 42, s: 0.2 }, "suit");
  return (
    rect(32, 22, 136, 276, F.white, { stroke: F.ink, "stroke-width": 1.2 }) +
    rect(35, 25, 130, 270, "none", { stroke: suitColor(suit), "stroke-width": 0.6 }) +
    doubleHeaded(top, 32, 168, F.ink)
  );
}

function joker(): string {
  const spec: BustSpec = {
    ink: F.ink,
    skin: F.skin,
    hair: "#3a2a1a",
    hairStyle: "short",
    coat: F.red,
    coat2: F.black,
    trim: F.yellow,
    collar: "ruff",
    headwear: "jester",
    crown: { gold: F.yellow, ink: F.ink, jewelA: F.red, jewelB: F.blue },
    held:
      line(146, 150, 146, 70, F.ink, 4, { "stroke-linecap": "round" }) +
      line(146, 150, 146, 70, F.yellow, 2.2, { "stroke-linecap": "round" }) +
      circle(146, 62, 9, F.skin, { stroke: F.ink, "stroke-width": 1 }) +
      path("M137 58 L134 46 L142 54 L146 42 L150 54 L158 46 L155 58 Z", F.red, { stroke: F.ink, "stroke-width": 1 }),
    heldHand: [146, 128],
  };
  const figure = group(bust(spec) + path(diamondGrid(52, 124, 96, 34, 12, 4.5), F.yellow, { opacity: 0.9 }), {
    transform: "translate(-30 24) scale(1.3)",
  });
  let letters = "";
  "JOKER".split("").forEach((ch, i) => {
    letters += text(17, 30 + i * 17, ch, { "font-family": SERIF, "font-size": 15, "font-weight": "bold", fill: i % 2 ? F.black : F.red });
  });
  return (
    figure +
    rect(40, 248, 120, 34, F.white, { stroke: F.ink, "stroke-width": 1.2, rx: 5 }) +
    text(100, 274, "JOKER", { "font-family": SERIF, "font-size": 24, "font-weight": "bold", "letter-spacing": 2, fill: F.red }) +
    letters +
    turned(letters)
  );
}

/** The face of one French card (body only, without the <svg> wrapper). */
export function francesiFace(code: string): string {
  let body = cardBase(F.paper, F.ink);
  if (code === "JK") return body + joker();
  const rank = code[0] as FrenchRank;
  const suit = code[1] as FrenchSuit;
  const count = frenchPipCount(rank);
  if (rank === "A") body += ace(suit);
  else if (count > 0) body += pips(count, suit);
  else body += court(rank as "J" | "Q" | "K", suit);
  return body + corners(rank, suit);
}

/** The back: navy field, fine diamonds, a white double border and a four-suit rosette. */
export function francesiBack(): string {
  const suits: FrenchSuit[] = ["h", "c", "d", "s"];
  const rosette = suits
    .map((s, i) => placed({ x: [0, 20, 0, -20][i]!, y: [-19, 0, 19, 0][i]!, s: 0.22 }, frenchShape(s)))
    .join("");
  return (
    cardBase(F.paper, F.ink) +
    rect(10, 10, 180, 300, F.blue, { rx: 7 }) +
    path(diamondGrid(10, 10, 180, 300, 10, 4), "#2d64bd") +
    rect(16, 16, 168, 288, "none", { rx: 5, stroke: F.white, "stroke-width": 1.5 }) +
    rect(20, 20, 160, 280, "none", { rx: 4, stroke: F.white, "stroke-width": 0.6 }) +
    circle(100, 160, 40, F.white, { stroke: F.yellow, "stroke-width": 3 }) +
    group(rosette, { transform: "translate(100 160)" })
  );
}
