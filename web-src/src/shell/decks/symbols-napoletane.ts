// Suit symbols in the Napoletane manner, drawn around the origin:
// denari (r = 20), coppe (48 tall), curved spade and knotty bastoni (length `len`).
import { NAPOLETANE as P } from "./palette";
import { circle, ellipse, path, rect, radial, n, line, group } from "./svg";

const S = { stroke: P.ink, "stroke-width": 1 };
const PETAL = "M0 -3 C2.8 -5 3.2 -9 0 -11.6 C-3.2 -9 -2.8 -5 0 -3 Z";

/** A gold coin with a beaded rim and an eight-petal rosette. */
export function denaro(): string {
  return (
    circle(0, 0, 20, P.gold, { stroke: P.ink, "stroke-width": 1.3 }) +
    circle(0, 0, 17.3, "none", { stroke: P.goldDark, "stroke-width": 1.6, "stroke-dasharray": "1.7 1.7" }) +
    circle(0, 0, 14.6, P.red, S) +
    circle(0, 0, 12, P.goldLight, { stroke: P.ink, "stroke-width": 0.6 }) +
    radial(4, path(PETAL, P.red, { stroke: P.ink, "stroke-width": 0.5 })) +
    radial(4, path(PETAL, P.green, { stroke: P.ink, "stroke-width": 0.5 }), 45) +
    circle(0, 0, 3, P.blue, { stroke: P.ink, "stroke-width": 0.6 }) +
    path("M-13 -7 A15 15 0 0 1 -4 -14.2", "none", { stroke: "#fff", "stroke-width": 1.4, opacity: 0.55, "stroke-linecap": "round" })
  );
}

/** A goblet: bowl with a red band, knotted stem, round foot. */
export function coppa(): string {
  return (
    path("M-12 22 C-11 17 -5 16 -3 14.5 L3 14.5 C5 16 11 17 12 22 Z", P.gold, S) +
    ellipse(0, 22, 12, 2.4, P.goldDark, S) +
    rect(-2.6, 3.5, 5.2, 11.5, P.gold, S) +
    ellipse(0, 9, 5.6, 2.8, P.red, S) +
    path("M-16 -19 C-16 -6 -9 3.5 0 4.5 C9 3.5 16 -6 16 -19 Z", P.gold, S) +
    path("M-15.4 -12.5 L15.4 -12.5 C15 -10 14.4 -8.3 13.6 -7 L-13.6 -7 C-14.4 -8.3 -15 -10 -15.4 -12.5 Z", P.red, { stroke: P.ink, "stroke-width": 0.7 }) +
    circle(-7.5, -9.8, 1.3, P.blue) +
    circle(0, -9.8, 1.3, P.goldLight) +
    circle(7.5, -9.8, 1.3, P.blue) +
    path("M-12 -4 C-10 0 -6 2.5 -3 3", "none", { stroke: "#fff", "stroke-width": 1.3, opacity: 0.5, "stroke-linecap": "round" }) +
    ellipse(0, -19, 16, 3.4, P.goldDark, S) +
    ellipse(0, -19, 13, 2, P.redDark)
  );
}

/** A curved sabre, tip up, hilt down; `len` is the whole length. */
export function spada(len: number, bow = 0.085): string {
  const tip = -len / 2;
  const grip = Math.min(24, len * 0.13);
  const yg = len / 2 - grip - 8;
  const w = 4.4;
  const c = len * bow;
  const ym = (yg + tip) / 2;
  const blade =
    path(`M${n(-w)} ${n(yg)} Q${n(-w + 2 * c)} ${n(ym)} 0 ${n(tip)} Q${n(w + 2 * c)} ${n(ym)} ${n(w)} ${n(yg)} Z`, P.steel, {
      stroke: P.ink,
      "stroke-width": 1.1,
      "stroke-linejoin": "round",
    }) +
    path(`M0 ${n(yg - 2)} Q${n(2 * c)} ${n(ym)} 0 ${n(tip + 12)}`, "none", { stroke: "#e8f1fb", "stroke-width": 1.3 });
  const guard =
    path(`M-15 ${n(yg + 5)} Q-13 ${n(yg - 3)} 0 ${n(yg - 1.5)} Q13 ${n(yg - 3)} 15 ${n(yg + 5)}`, "none", {
      stroke: P.ink,
      "stroke-width": 6,
      "stroke-linecap": "round",
    }) +
    path(`M-15 ${n(yg + 5)} Q-13 ${n(yg - 3)} 0 ${n(yg - 1.5)} Q13 ${n(yg - 3)} 15 ${n(yg + 5)}`, "none", {
      stroke: P.gold,
      "stroke-width": 3.8,
      "stroke-linecap": "round",
    }) +
    circle(0, yg - 0.5, 3.4, P.red, S);
  let wraps = "";
  for (let y = yg + 4; y < yg + grip; y += 4) wraps += line(-2.8, y, 2.8, y + 2.5, P.ink, 0.7);
  const hilt =
    rect(-3, yg + 1.5, 6, grip, P.redDark, S) + wraps + circle(0, yg + grip + 5, 4.4, P.gold, S) + circle(-1.2, yg + grip + 3.8, 1.2, "#fff", { opacity: 0.6 });
  return blade + hilt + guard;
}

/** A knotty club, thick end up; `len` is the whole length. */
export function bastone(len: number): string {
  const top = -len / 2;
  const steps = 10;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = top + t * len;
    const half = 4.6 + 4.6 * (1 - t) + (i % 2 === 0 ? 0.7 : -0.5);
    left.push(`${n(-half)} ${n(y)}`);
    right.unshift(`${n(half)} ${n(y)}`);
  }
  const body = path(
    `M${left.join(" L")} Q0 ${n(len / 2 + 6)} ${right[0]} L${right.join(" L")} Z`,
    P.green,
    { stroke: P.ink, "stroke-width": 1.1, "stroke-linejoin": "round" },
  );
  const knots = [0.17, 0.33, 0.49, 0.65, 0.8]
    .map((t, i) => {
      const side = i % 2 === 0 ? -1 : 1;
      const y = top + t * len;
      const x = side * (3.6 + 4.6 * (1 - t));
      return group(
        path("M-3 1 L-2.4 -8 L2.4 -8 L3 1 Z", P.green, { stroke: P.ink, "stroke-width": 0.8 }) + ellipse(0, -8, 2.4, 1.2, P.wood, { stroke: P.ink, "stroke-width": 0.6 }),
        { transform: `translate(${n(x)} ${n(y)}) rotate(${side * 55})` },
      );
    })
    .join("");
  let bark = "";
  for (const [i, t] of [0.1, 0.26, 0.42, 0.58, 0.72, 0.88].entries()) {
    const y = top + t * len;
    const x = (i % 2 ? 1 : -1) * (1 + 2 * (1 - t));
    bark += `M${n(x - 1.5)} ${n(y)} q1.5 -3 3 -1`;
  }
  const barkPath = path(bark, "none", { stroke: P.greenDark, "stroke-width": 1, "stroke-linecap": "round" });
  const shine = path(`M-3.6 ${n(top + 8)} L-2 ${n(len / 2 - 12)}`, "none", {
    stroke: "#9fd27a",
    "stroke-width": 1.6,
    opacity: 0.7,
    "stroke-linecap": "round",
  });
  const cut = ellipse(0, top, 9.4, 3, P.wood, S) + ellipse(0, top, 5, 1.5, "none", { stroke: P.goldDark, "stroke-width": 0.7 });
  const band = rect(-6.2, len / 2 - 20, 12.4, 4.5, P.red, { stroke: P.ink, "stroke-width": 0.8 });
  return knots + body + barkPath + shine + band + cut;
}
