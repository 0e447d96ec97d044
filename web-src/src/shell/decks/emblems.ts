// Emblems the regional decks are known by: the eagle of the ace of coins (double-headed on the
// Napoletane, crowned and single-headed on the Piacentine and the Siciliane), a cherub's head,
// the moustached mask of the three of clubs, the mottoes on the Venetian aces, a city's arms.
import type { ItalianPalette } from "./palette";
import { crown } from "./figure-parts";
import { circle, ellipse, group, n, path, rect, text, SERIF } from "./svg";

const FEATHER = "M0 -4.5 C14 -9 34 -8 46 0 C34 8 14 9 0 4.5 Z";

/** One wing spreading to the right of the origin (the shoulder). */
function wing(fill: string, dark: string, ink: string): string {
  const S = { stroke: ink, "stroke-width": 1 };
  let out = "";
  const feathers: [number, number][] = [
    [-48, 1.05],
    [-30, 1.12],
    [-12, 1.08],
    [6, 1],
    [24, 0.9],
    [42, 0.78],
  ];
  for (const [a, k] of feathers) {
    out += group(path(FEATHER, fill, S) + path("M4 0 L40 0", "none", { stroke: dark, "stroke-width": 0.8 }), {
      transform: `rotate(${a}) scale(${k})`,
    });
  }
  return out + ellipse(12, -6, 15, 10, dark, { ...S, transform: "rotate(-22 12 -6)" });
}

/** A head facing left (beak at -x), its neck at the origin. */
function eagleHead(fill: string, beak: string, ink: string): string {
  const S = { stroke: ink, "stroke-width": 1, "stroke-linejoin": "round" };
  return (
    path("M-5 10 C-7 0 -8 -8 -3 -13 C2 -17 8 -14 8 -7 C8 0 6 6 5 10 Z", fill, S) +
    path("M-4 -11 C-10 -12 -14 -9 -14 -5 C-12 -7 -9 -7 -7 -6 C-9 -4 -8 -2 -5 -3 Z", beak, S) +
    circle(-1, -9.5, 1.5, "#fff") +
    circle(-1.2, -9.5, 0.8, ink)
  );
}

export interface EagleOptions {
  heads: 1 | 2;
  body: string;
  dark: string;
  gold: string;
  ink: string;
  /** Crowned heads (the Piacentine's and the Siciliane's eagle). */
  crown?: { jewel: string };
}

/** A heraldic eagle, wings spread, centred at (cx, cy); about 120 wide at scale 1. */
export function eagle(cx: number, cy: number, s: number, o: EagleOptions): string {
  const S = { stroke: o.ink, "stroke-width": 1, "stroke-linejoin": "round" };
  let out = "";
  // tail and legs behind the body
  for (const a of [70, 82, 94, 106]) out += group(path(FEATHER, o.body, S), { transform: `translate(0 18) rotate(${a}) scale(0.62)` });
  for (const side of [-1, 1]) {
    out += path(`M${side * 6} 18 L${side * 12} 32`, "none", { stroke: o.gold, "stroke-width": 3.4, "stroke-linecap": "round" });
    out += path(`M${side * 12} 32 l${side * 5} 3 M${side * 12} 32 l${side * 1} 5 M${side * 12} 32 l${side * -3} 4`, "none", {
      stroke: o.ink,
      "stroke-width": 1.4,
      "stroke-linecap": "round",
    });
  }
  out += group(wing(o.body, o.dark, o.ink), { transform: "translate(8 -6)" });
  out += group(wing(o.body, o.dark, o.ink), { transform: "translate(-8 -6) scale(-1 1)" });
  out += ellipse(0, 4, 12, 19, o.body, S);
  out += path("M-7 -6 Q0 -2 7 -6 M-8 2 Q0 6 8 2 M-7 10 Q0 14 7 10", "none", { stroke: o.dark, "stroke-width": 1 });
  const crowned = (x: number, y: number): string =>
    o.crown ? crown(x, y, 14, 10, { gold: o.gold, ink: o.ink, jewelA: o.crown.jewel, jewelB: o.crown.jewel }) : "";
  if (o.heads === 2) {
    out += group(eagleHead(o.body, o.gold, o.ink), { transform: "translate(-9 -16) rotate(-14)" }) + crowned(-12, -31);
    out += group(eagleHead(o.body, o.gold, o.ink), { transform: "translate(9 -16) rotate(14) scale(-1 1)" }) + crowned(12, -31);
  } else {
    out += group(eagleHead(o.body, o.gold, o.ink), { transform: "translate(0 -14)" }) + crowned(2, -29);
  }
  return group(out, { class: `eagle heads-${o.heads}`, transform: `translate(${n(cx)} ${n(cy)}) scale(${n(s)})` });
}

/** A cherub's head between two small wings, centred at (cx, cy). */
export function cherub(cx: number, cy: number, s: number, P: ItalianPalette): string {
  const S = { stroke: P.ink, "stroke-width": 1 };
  let wings = "";
  for (const side of [-1, 1]) {
    for (const [i, a] of [-30, -5, 20].entries()) {
      wings += group(path("M0 -3.5 C8 -6 20 -5 26 0 C20 5 8 6 0 3.5 Z", i === 1 ? P.goldLight : "#fffaf0", S), {
        transform: `scale(${side} 1) translate(8 ${-2 + i * 2}) rotate(${a})`,
      });
    }
  }
  const face =
    circle(0, 0, 11, P.skin, S) +
    path("M-11 -2 C-12 -12 -4 -15 0 -13 C4 -15 12 -12 11 -2 C9 -7 5 -9 0 -8 C-5 -9 -9 -7 -11 -2 Z", P.goldDark, S) +
    circle(-4, 0, 1.2, P.ink) +
    circle(4, 0, 1.2, P.ink) +
    path("M-2 5 Q0 6.5 2 5", "none", { stroke: P.redDark, "stroke-width": 1 }) +
    circle(-6, 3.5, 2, "#e57f7f", { opacity: 0.4 }) +
    circle(6, 3.5, 2, "#e57f7f", { opacity: 0.4 });
  return group(wings + face, { class: "cherub", transform: `translate(${n(cx)} ${n(cy)}) scale(${n(s)})` });
}

/** The grotesque moustached mask where the clubs of the three cross. */
export function mask(cx: number, cy: number, s: number, P: ItalianPalette, tint: string): string {
  const S = { stroke: P.ink, "stroke-width": 1.1, "stroke-linejoin": "round" };
  const face =
    path("M-14 -10 C-16 4 -10 16 0 17 C10 16 16 4 14 -10 C10 -16 -10 -16 -14 -10 Z", tint, S) +
    path("M-14 -10 C-12 -18 12 -18 14 -10 C8 -12 -8 -12 -14 -10 Z", P.redDark, S) +
    ellipse(-6, -3, 3, 2.2, "#fff", S) +
    ellipse(6, -3, 3, 2.2, "#fff", S) +
    circle(-6, -3, 1.2, P.ink) +
    circle(6, -3, 1.2, P.ink) +
    path("M-10 -8 L-3 -6 M10 -8 L3 -6", "none", { stroke: P.ink, "stroke-width": 1.6, "stroke-linecap": "round" }) +
    path("M0 -3 C-3 3 -2 6 0 6 C2 6 3 3 0 -3 Z", shadeTint(tint), S) +
    path("M0 8 C-6 6 -14 9 -22 5 C-16 12 -6 13 0 10 C6 13 16 12 22 5 C14 9 6 6 0 8 Z", P.ink) +
    path("M-4 13 Q0 15 4 13", "none", { stroke: P.redDark, "stroke-width": 1.2 });
  return group(face, { class: "mask", transform: `translate(${n(cx)} ${n(cy)}) scale(${n(s)})` });
}

function shadeTint(tint: string): string {
  return tint === "#f3cfa8" ? "#e0a983" : tint;
}

/** A scroll with a motto, centred at (cx, cy), `w` wide; long mottoes take two lines. */
export function motto(cx: number, cy: number, w: number, lines: readonly string[], P: ItalianPalette, fill = "#fffaf0"): string {
  const h = 9 + lines.length * 9;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const y0 = cy - h / 2;
  const S = { stroke: P.ink, "stroke-width": 1 };
  let out =
    path(`M${n(x0 + 6)} ${n(y0 + 4)} l-10 2 l5 ${n(h / 2)} l-5 ${n(h / 2 - 2)} l10 -1 Z`, shadeFill(fill), S) +
    path(`M${n(x1 - 6)} ${n(y0 + 4)} l10 2 l-5 ${n(h / 2)} l5 ${n(h / 2 - 2)} l-10 -1 Z`, shadeFill(fill), S) +
    path(`M${n(x0)} ${n(y0)} Q${n(cx)} ${n(y0 - 5)} ${n(x1)} ${n(y0)} L${n(x1)} ${n(y0 + h)} Q${n(cx)} ${n(y0 + h - 5)} ${n(x0)} ${n(y0 + h)} Z`, fill, S);
  lines.forEach((line, i) => {
    out += text(cx, y0 + 10.5 + i * 9, line, { "font-family": SERIF, "font-size": 7.4, "font-style": "italic", fill: P.ink });
  });
  return group(out, { class: "motto" });
}

function shadeFill(fill: string): string {
  return fill === "#fffaf0" ? "#e9dcc0" : fill;
}

/** A shield with a cross (a city's arms), centred at (cx, cy). */
export function shield(cx: number, cy: number, s: number, field: string, cross: string, ink: string): string {
  const S = { stroke: ink, "stroke-width": 1.2 };
  return group(
    path("M-14 -16 L14 -16 L14 2 C14 12 6 17 0 20 C-6 17 -14 12 -14 2 Z", field, S) +
      rect(-3, -16, 6, 33, cross) +
      rect(-14, -6, 28, 6, cross) +
      path("M-14 -16 L14 -16 L14 2 C14 12 6 17 0 20 C-6 17 -14 12 -14 2 Z", "none", S),
    { transform: `translate(${n(cx)} ${n(cy)}) scale(${n(s)})` },
  );
}
