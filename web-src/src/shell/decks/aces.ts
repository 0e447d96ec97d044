// The Napoletane's and the Piacentine's aces: one large, ornate suit symbol per suit (the coin
// on an eagle: double-headed for the Napoletane, crowned for the Piacentine). The symbol itself
// is the single `class="pip"` group; ornaments around it are plain groups.
import type { ItalianSuit } from "./codes";
import { NAPOLETANE as N, PIACENTINE as PI } from "./palette";
import { symbolBody, suitSymbol } from "./symbols-italian";
import { spada } from "./symbols-napoletane";
import { circle, ellipse, path, placed, radial, n, group } from "./svg";
import { crown } from "./figure-parts";
import { laurelArc, ribbon } from "./ornaments";
import { eagle } from "./emblems";

const shadeBlue = "#1d3d60";

/** A veined leaf growing from the origin towards +x. */
function leaf(P: typeof N, ink: Record<string, string | number>): string {
  return (
    path("M0 0 C8 -12 26 -14 36 -6 C26 2 10 6 0 0 Z", P.green, ink) +
    path("M2 -1 C12 -5 24 -7 33 -6", "none", { stroke: P.greenDark, "stroke-width": 1 })
  );
}

function wreath(cx: number, cy: number, r: number, leaf: string, ink: string, count = 9, size = 1.3): string {
  return laurelArc(cx, cy, r, 200, 340, count, leaf, ink, size) + laurelArc(cx, cy, r, 160, 20, count, leaf, ink, size);
}

const lid = (P: typeof N): string =>
  path("M-15 -20 C-15 -33 15 -33 15 -20 Z", P.gold, { stroke: P.ink, "stroke-width": 0.5 }) +
  path("M-10 -26 Q0 -23 10 -26", "none", { stroke: P.red, "stroke-width": 1.2 }) +
  circle(0, -33, 2.6, P.red, { stroke: P.ink, "stroke-width": 0.4 }) +
  path("M0 -41 L0 -35.5 M-2.4 -38.5 L2.4 -38.5", "none", { stroke: P.goldDark, "stroke-width": 1.2, "stroke-linecap": "round" });

function tulip(x: number, y: number, stemTo: readonly [number, number], P: typeof N): string {
  return (
    path(`M${n(stemTo[0])} ${n(stemTo[1])} Q${n((x + stemTo[0]) / 2 + 6)} ${n((y + stemTo[1]) / 2)} ${n(x)} ${n(y + 6)}`, "none", { stroke: P.greenDark, "stroke-width": 2.4 }) +
    group(path("M0 -4 C6 -12 14 -10 14 -4 C10 -4 6 -2 0 2 Z", P.green, { stroke: P.ink, "stroke-width": 0.8 }), {
      transform: `translate(${n((x + stemTo[0]) / 2 + 3)} ${n((y + stemTo[1]) / 2)})`,
    }) +
    path(`M${n(x - 9)} ${n(y - 8)} L${n(x - 4)} ${n(y - 3)} L${n(x)} ${n(y - 12)} L${n(x + 4)} ${n(y - 3)} L${n(x + 9)} ${n(y - 8)} C${n(x + 9)} ${n(y + 4)} ${n(x + 4)} ${n(y + 8)} ${n(x)} ${n(y + 8)} C${n(x - 4)} ${n(y + 8)} ${n(x - 9)} ${n(y + 4)} ${n(x - 9)} ${n(y - 8)} Z`, P.red, {
      stroke: P.ink,
      "stroke-width": 1,
    })
  );
}

export function aceNapoletane(suit: ItalianSuit): string {
  const P = N;
  const ink = { stroke: P.ink, "stroke-width": 1.2 };
  switch (suit) {
    case "d":
      // the double-headed eagle, the coin on its breast
      return (
        eagle(100, 146, 1.62, { heads: 2, body: "#3a2c22", dark: "#5c4634", gold: P.gold, ink: P.ink }) +
        suitSymbol("napoletane", "d", { x: 100, y: 166, s: 1.9 }) +
        ribbon(100, 240, 76, P.red, P.redDark, P.ink)
      );
    case "c":
      return (
        laurelArc(100, 214, 62, 215, 300, 6, P.green, P.ink, 1.3) +
        laurelArc(100, 214, 62, 145, 60, 6, P.green, P.ink, 1.3) +
        placed({ x: 100, y: 178, s: 2.9 }, lid(P) + symbolBody("napoletane", "c"), "pip") +
        ellipse(100, 262, 44, 4, P.ink, { opacity: 0.12 })
      );
    case "s":
      return (
        laurelArc(100, 226, 62, 205, 330, 8, P.green, P.ink, 1.4) +
        laurelArc(100, 226, 62, 155, 30, 8, P.green, P.ink, 1.4) +
        placed({ x: 100, y: 164, s: 1.6 }, spada(170, 0.02), "pip") +
        crown(100, 132, 66, 42, { gold: P.gold, ink: P.ink, jewelA: P.red, jewelB: P.blue })
      );
    case "b":
      return (
        group(leaf(P, ink), { transform: "translate(112 62) rotate(30)" }) +
        group(leaf(P, ink), { transform: "translate(88 62) rotate(-30) scale(-1 1)" }) +
        group(leaf(P, ink), { transform: "translate(86 96) rotate(-70) scale(-0.8 0.8)" }) +
        group(leaf(P, ink), { transform: "translate(114 120) rotate(70) scale(0.8)" }) +
        suitSymbol("napoletane", "b", { x: 100, y: 170, s: 1.6, len: 158 }) +
        ribbon(100, 214, 96, P.red, P.redDark, P.ink)
      );
  }
}

export function acePiacentine(suit: ItalianSuit): string {
  const P = PI;
  switch (suit) {
    case "d":
      // the crowned single-headed eagle holding the sun coin
      return (
        eagle(100, 128, 1.3, { heads: 1, body: "#2b2522", dark: "#4a403a", gold: P.gold, ink: P.ink, crown: { jewel: P.red } }) +
        suitSymbol("piacentine", "d", { x: 100, y: 200, s: 2.3 }) +
        `<g transform="translate(100 200)">` +
        radial(16, circle(0, -56, 2.4, P.red, { stroke: P.ink, "stroke-width": 0.6 })) +
        "</g>"
      );
    case "c":
      return (
        tulip(100, 62, [100, 128], P) +
        tulip(66, 86, [86, 130], P) +
        tulip(134, 86, [114, 130], P) +
        suitSymbol("piacentine", "c", { x: 100, y: 196, s: 2.85 }) +
        ellipse(100, 258, 50, 4, P.ink, { opacity: 0.12 })
      );
    case "s":
      return (
        laurelArc(100, 150, 64, 215, 325, 7, P.green, P.ink, 1.2) +
        laurelArc(100, 150, 64, 145, 35, 7, P.green, P.ink, 1.2) +
        suitSymbol("piacentine", "s", { x: 100, y: 162, s: 1.5, len: 180 }) +
        ribbon(100, 130, 110, P.red, P.redDark, P.ink)
      );
    case "b":
      return (
        wreath(100, 160, 72, P.green, P.ink, 8, 1.2) +
        suitSymbol("piacentine", "b", { x: 100, y: 160, s: 1.9, len: 138 }) +
        ribbon(100, 160, 112, P.blue, shadeBlue, P.ink)
      );
  }
}
