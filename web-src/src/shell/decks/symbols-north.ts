// Suit symbols of the north-Italian decks (Venetian and Lombard): curved sabres that meet in
// ovals, long slender batons, tall ornate cups and flower-like coins — the Trevisane's half
// blue and half gold. Drawn around the origin, in each deck's palette.
import type { ItalianPalette } from "./palette";
import type { SymbolKit } from "./symbols-italian";
import { circle, ellipse, group, line, n, path, radial, rect } from "./svg";

export type NorthVariant = "trevisane" | "triestine" | "bergamasche" | "trentine";

/** A sabre `len` long, tip up, its blade bowing `bow` sideways; the hilt follows the curve. */
function sabre(P: ItalianPalette, len: number, bow: number, v: NorthVariant): string {
  const S = { stroke: P.ink, "stroke-width": 1 };
  const tip = -len / 2;
  const grip = Math.min(20, len * 0.11);
  const yg = len / 2 - grip - 6;
  const ym = (yg + tip) / 2;
  const c = 2 * bow;
  const w = 5.2;
  const blade =
    path(`M${n(-w)} ${n(yg)} Q${n(c - w)} ${n(ym)} 0 ${n(tip)} Q${n(c + w)} ${n(ym)} ${n(w)} ${n(yg)} Z`, P.steel, {
      ...S,
      "stroke-linejoin": "round",
    }) + path(`M0 ${n(yg - 3)} Q${n(c)} ${n(ym)} 0 ${n(tip + 10)}`, "none", { stroke: v === "bergamasche" ? P.ink : P.blue, "stroke-width": 0.9, opacity: 0.7 });
  const tilt = (Math.atan2(c, yg - ym) * 180) / Math.PI;
  const gripFill = v === "trevisane" || v === "triestine" ? P.red : v === "bergamasche" ? P.blue : P.green;
  let bands = "";
  for (let y = 4; y < grip; y += 5) bands += line(-2.6, y, 2.6, y, P.goldLight, 1.1);
  const guard =
    v === "bergamasche" || v === "trentine"
      ? rect(-14, -2.6, 28, 5.2, P.gold, { ...S, rx: 2.6 }) + circle(-14, 0, 3, P.red, S) + circle(14, 0, 3, P.red, S)
      : path("M-15 5 C-14 -3 -6 -2.5 0 -1.5 C6 -2.5 14 -3 15 5 C11 1.6 6 1.8 0 2.6 C-6 1.8 -11 1.6 -15 5 Z", P.gold, S);
  const hilt = rect(-2.8, 1, 5.6, grip, gripFill, S) + bands + guard + circle(0, grip + 4, 4.3, P.gold, S) + circle(0, 0, 2.4, P.blue, S);
  return blade + group(hilt, { transform: `translate(0 ${n(yg)}) rotate(${n(tilt)})` });
}

/** A long slender baton with turned ends and coloured bands. */
function baton(P: ItalianPalette, len: number, v: NorthVariant): string {
  const S = { stroke: P.ink, "stroke-width": 0.9 };
  const half = len / 2;
  const w = v === "bergamasche" ? 3.6 : 3.2;
  const [fill, band] =
    v === "trevisane" ? [P.red, P.gold] : v === "triestine" ? [P.gold, P.red] : v === "bergamasche" ? [P.blue, P.gold] : [P.green, P.red];
  let out = rect(-w, -half + 9, 2 * w, len - 18, fill, S);
  const count = Math.max(3, Math.round(len / 34));
  for (let i = 1; i < count; i++) {
    const y = -half + 9 + ((len - 18) * i) / count;
    out += rect(-w - 0.8, y - 1.8, 2 * w + 1.6, 3.6, band, { ...S, rx: 0.8 });
  }
  // the ends: a bud (Trevisane, Triestine) or a ball (the Lombard decks)
  const end =
    v === "trevisane" || v === "triestine"
      ? path(`M${n(-w - 1.5)} -1 C${n(-w - 2)} -8 -2 -12 0 -16 C2 -12 ${n(w + 2)} -8 ${n(w + 1.5)} -1 Z`, P.gold, S) + ellipse(0, -1, w + 2, 1.8, band, S)
      : circle(0, -5, w + 2.4, P.gold, S) + ellipse(0, 0, w + 2, 1.8, band, S);
  out += group(end, { transform: `translate(0 ${n(-half + 9)})` }) + group(end, { transform: `translate(0 ${n(half - 9)}) rotate(180)` });
  out += line(-w + 1.2, -half + 12, -w + 1.2, half - 12, "#fff", 0.9, { opacity: 0.35 });
  return out;
}

/** A tall cup with a gadrooned bowl, a knop and a wide foot; the Lombard cups carry a lid. */
function cup(P: ItalianPalette, v: NorthVariant): string {
  const S = { stroke: P.ink, "stroke-width": 1 };
  const bowl = v === "trevisane" || v === "triestine" ? P.gold : P.red;
  const rim = v === "trevisane" || v === "triestine" ? P.red : P.gold;
  let out =
    path("M-13 24 C-12 18 -5 17 -3 14 L3 14 C5 17 12 18 13 24 Z", P.gold, S) +
    ellipse(0, 24, 13, 2.4, P.goldDark, S) +
    rect(-2.4, 1, 4.8, 14, P.gold, S) +
    ellipse(0, 7, 5.4, 3.4, P.blue, S) +
    path("M-17 -14 C-17 -4 -9 2 0 2.5 C9 2 17 -4 17 -14 Z", bowl, S);
  for (const x of [-10, -4, 2, 8]) out += path(`M${x} -12 Q${x + 1} -5 ${x + 3} 0`, "none", { stroke: P.goldDark, "stroke-width": 1 });
  out += rect(-18, -17, 36, 4.6, rim, { ...S, rx: 2 });
  if (v === "bergamasche" || v === "trentine") {
    out += path("M-14 -17 C-12 -26 12 -26 14 -17 Z", P.gold, S) + circle(0, -27, 3, P.red, S);
  } else {
    out += ellipse(0, -17, 16, 2.2, P.redDark);
  }
  return out;
}

/** The coin: the Trevisane's half blue and half gold; a red and gold flower for the others. */
function coin(P: ItalianPalette, v: NorthVariant): string {
  const S = { stroke: P.ink, "stroke-width": 1.2 };
  if (v === "trevisane") {
    return (
      circle(0, 0, 20, P.gold, S) +
      path("M0 -20 A20 20 0 0 0 0 20 Z", P.blue, { stroke: "none" }) +
      circle(0, 0, 20, "none", S) +
      circle(0, 0, 13, "none", { stroke: P.ink, "stroke-width": 0.8 }) +
      radial(8, path("M0 -13 L2.4 -19 L-2.4 -19 Z", P.red, { stroke: P.ink, "stroke-width": 0.5 })) +
      radial(4, path("M0 -1 C4 -4 4 -9 0 -11 C-4 -9 -4 -4 0 -1 Z", P.red, { stroke: P.ink, "stroke-width": 0.6 })) +
      circle(0, 0, 2.6, P.goldLight, { stroke: P.ink, "stroke-width": 0.6 })
    );
  }
  const [petal, heart] = v === "triestine" ? [P.red, P.blue] : v === "bergamasche" ? [P.red, P.green] : [P.blue, P.red];
  return (
    radial(8, path("M0 -8 C6 -12 7 -19 0 -21 C-7 -19 -6 -12 0 -8 Z", petal, { stroke: P.ink, "stroke-width": 0.8 }), 22.5) +
    radial(8, path("M0 -8 C4 -11 5 -16 0 -17.5 C-5 -16 -4 -11 0 -8 Z", P.gold, { stroke: P.ink, "stroke-width": 0.8 })) +
    circle(0, 0, 9.5, P.gold, S) +
    circle(0, 0, 6, heart, { stroke: P.ink, "stroke-width": 0.7 }) +
    circle(0, 0, 2.2, P.goldLight)
  );
}

/** The symbol kit of a north-Italian deck, in its palette. */
export function northKit(P: ItalianPalette, v: NorthVariant): SymbolKit {
  return {
    denaro: () => coin(P, v),
    coppa: () => cup(P, v),
    spada: (len, bow = 0) => sabre(P, len, bow, v),
    bastone: (len) => baton(P, len, v),
  };
}
