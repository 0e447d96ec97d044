// Suit symbols in the Piacentine manner: flat sun-like denari, wide cups,
// straight swords and straight banded batons. Drawn around the origin.
import { PIACENTINE as P } from "./palette";
import { circle, ellipse, path, rect, starPath, n, line } from "./svg";

const S = { stroke: P.ink, "stroke-width": 1 };

/** A flat sun disc: sixteen rays, concentric rings, an eight-point star. */
export function denaro(): string {
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
export function coppa(): string {
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
export function spada(len: number): string {
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

/** A straight turned baton with red bands; `len` is the whole length. */
export function bastone(len: number): string {
  const top = -len / 2;
  let bands = "";
  const count = Math.max(2, Math.round(len / 40));
  for (let i = 1; i <= count; i++) {
    const y = top + (len * i) / (count + 1);
    bands += rect(-5.8, y - 2.2, 11.6, 4.4, P.red, { stroke: P.ink, "stroke-width": 0.8, rx: 1 });
  }
  return (
    path(`M-4.2 ${n(top + 4)} L-5.2 ${n(-top - 4)} Q0 ${n(-top + 3)} 5.2 ${n(-top - 4)} L4.2 ${n(top + 4)} Q0 ${n(top - 3)} -4.2 ${n(top + 4)} Z`, P.wood, {
      stroke: P.ink,
      "stroke-width": 1,
    }) +
    line(-1.8, top + 6, -2.2, -top - 6, "#e6b27a", 1.4, { "stroke-linecap": "round" }) +
    bands +
    ellipse(0, top + 2, 5.8, 3.6, P.gold, S) +
    ellipse(0, -top - 2, 6.4, 3.8, P.gold, S)
  );
}
