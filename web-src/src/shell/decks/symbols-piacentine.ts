// Suit symbols in the Piacentine manner: flat sun-like denari, wide cups, straight dagger-like
// swords and rough wooden clubs with lopped branches. Drawn around the origin, in a palette (the
// Romagnole draw the same shapes in their own colours).
import { PIACENTINE, type ItalianPalette } from "./palette";
import type { SymbolKit } from "./symbols-italian";
import { circle, ellipse, group, path, rect, starPath, n, line } from "./svg";

const ink = (P: ItalianPalette): Record<string, string | number> => ({ stroke: P.ink, "stroke-width": 1 });

/** The Piacentine's shapes in a palette (the Romagnole's colours, or the Piacentine's own). */
export function piacentineKit(P: ItalianPalette): SymbolKit {
  return { denaro: () => denaro(P), coppa: () => coppa(P), spada: (len) => spada(len, P), bastone: (len) => bastone(len, P) };
}

/** A flat sun disc: sixteen rays, concentric rings, an eight-point star. */
export function denaro(P: ItalianPalette = PIACENTINE): string {
  const S = ink(P);
  return (
    path(starPath(0, 0, 20.5, 15, 16), P.red, { stroke: P.ink, "stroke-width": 0.9, "stroke-linejoin": "round" }) +
    circle(0, 0, 15.2, P.gold, S) +
    circle(0, 0, 12.2, "none", { stroke: P.blue, "stroke-width": 2.2 }) +
    circle(0, 0, 10, P.goldLight, { stroke: P.ink, "stroke-width": 0.6 }) +
    path(starPath(0, 0, 9.4, 3.8, 8, -90), P.red, { stroke: P.ink, "stroke-width": 0.5 }) +
    circle(0, 0, 2.4, P.blue)
  );
}

/** A wide, shallow cup on a short blue stem. */
export function coppa(P: ItalianPalette = PIACENTINE): string {
  const S = ink(P);
  return (
    path("M-15 21 C-12 15 -5 15 -3 13.5 L3 13.5 C5 15 12 15 15 21 Z", P.gold, S) +
    ellipse(0, 21, 15, 2.6, P.red, S) +
    rect(-3.2, 4, 6.4, 10, P.blue, S) +
    ellipse(0, 9, 6.4, 2.4, P.gold, S) +
    path("M-23 -13 C-22 -1 -11 5.5 0 5.5 C11 5.5 22 -1 23 -13 Z", P.gold, S) +
    path("M-22 -7 L22 -7 C21.3 -5 20.4 -3.6 19.4 -2.4 L-19.4 -2.4 C-20.4 -3.6 -21.3 -5 -22 -7 Z", P.blue, { stroke: P.ink, "stroke-width": 0.6 }) +
    path("M-17 -2.4 L-14 -6.6 L-11 -2.4 M-5 -2.4 L-2 -6.6 L1 -2.4 M7 -2.4 L10 -6.6 L13 -2.4", "none", { stroke: P.goldLight, "stroke-width": 0.9 }) +
    ellipse(0, -13, 23, 4.2, P.red, S) +
    ellipse(0, -13, 19, 2.6, P.redDark)
  );
}

/** A straight sword, tip up; `len` is the whole length. */
export function spada(len: number, P: ItalianPalette = PIACENTINE): string {
  const S = ink(P);
  const tip = -len / 2;
  const grip = Math.min(22, len * 0.12);
  const yg = len / 2 - grip - 7;
  const blade =
    path(`M-4.2 ${n(yg)} L-3.4 ${n(tip + 14)} L0 ${n(tip)} L3.4 ${n(tip + 14)} L4.2 ${n(yg)} Z`, P.steel, {
      stroke: P.ink,
      "stroke-width": 1,
      "stroke-linejoin": "round",
    }) + line(0, yg - 2, 0, tip + 6, "#7d8a98", 0.9);
  let bands = "";
  for (let y = yg + 5; y < yg + grip - 1; y += 5) bands += line(-2.8, y, 2.8, y, P.goldLight, 1.2);
  const hilt =
    rect(-2.8, yg + 2, 5.6, grip, P.blue, S) +
    bands +
    path(`M0 ${n(yg + grip + 1)} l4.5 5 l-4.5 5 l-4.5 -5 Z`, P.gold, S) +
    rect(-17, yg - 2.6, 34, 5.2, P.red, { ...S, rx: 2.6 }) +
    circle(-17.5, yg, 3.2, P.gold, S) +
    circle(17.5, yg, 3.2, P.gold, S);
  return blade + hilt;
}

/** A rough wooden club, thick end up, with lopped branches; `len` is the whole length. */
export function bastone(len: number, P: ItalianPalette = PIACENTINE): string {
  const S = ink(P);
  const top = -len / 2;
  const outline = { ...S, "stroke-linejoin": "round" };
  let stubs = "";
  for (const [i, t] of [0.16, 0.34, 0.52, 0.7].entries()) {
    const side = i % 2 ? 1 : -1;
    const y = top + t * len;
    const x = side * (6.2 - t * 2.4);
    stubs += group(path("M-2.4 1.5 L-2.6 -5 L2.6 -5 L2.4 1.5 Z", P.wood, outline) + ellipse(0, -5, 2.6, 1.2, P.goldLight, { stroke: P.ink, "stroke-width": 0.6 }), {
      transform: `translate(${n(x)} ${n(y)}) rotate(${side * 50})`,
    });
  }
  const body = path(
    `M-7 ${n(top + 3)} L-4.4 ${n(-top - 3)} Q0 ${n(-top + 2)} 4.4 ${n(-top - 3)} L7 ${n(top + 3)} Q0 ${n(top - 2)} -7 ${n(top + 3)} Z`,
    P.wood,
    outline,
  );
  let bark = "";
  for (let y = top + 14, i = 0; y < -top - 10; y += 13, i++) {
    const x = i % 2 ? 1.5 : -2.5;
    bark += `M${n(x - 1.6)} ${n(y)} q1.6 -3.4 3.2 -0.6`;
  }
  return (
    stubs +
    body +
    path(bark, "none", { stroke: P.redDark, "stroke-width": 1, "stroke-linecap": "round", opacity: 0.8 }) +
    line(-3, top + 8, -2.4, -top - 8, "#e6b27a", 1.3, { "stroke-linecap": "round", opacity: 0.8 }) +
    ellipse(0, top + 2.5, 6.6, 2.6, P.goldLight, S) +
    ellipse(0, top + 2.5, 3.4, 1.2, "none", { stroke: P.goldDark, "stroke-width": 0.7 })
  );
}
