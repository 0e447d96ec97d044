// Building blocks of the court figures: heads, crowns, hats, limbs, ermine.
import { circle, ellipse, path, rect, n, attrs } from "./svg";

export type HairStyle = "short" | "long" | "curly";

export interface HeadStyle {
  skin: string;
  ink: string;
  hair: string;
  hairStyle: HairStyle;
  /** Beard colour; no beard when absent. */
  beard?: string;
}

/** A frontal head of radius r centred at (cx, cy): face 1.1 r tall, hair, features, optional beard. */
export function head(cx: number, cy: number, r: number, st: HeadStyle): string {
  const X = (k: number): string => n(cx + k * r);
  const Y = (k: number): string => n(cy + k * r);
  const ink = { stroke: st.ink, "stroke-width": n(Math.max(0.8, r * 0.06)) };
  let out = "";
  if (st.hairStyle === "long") {
    for (const s of [-1, 1]) {
      const x = (k: number): string => n(cx + s * k * r);
      out += path(
        `M${x(1.05)} ${Y(-0.3)} C${x(1.4)} ${Y(0.9)} ${x(1.35)} ${Y(1.7)} ${x(1.1)} ${Y(2.1)} L${x(0.55)} ${Y(2)} C${x(0.8)} ${Y(1.4)} ${x(0.82)} ${Y(0.8)} ${x(0.8)} ${Y(0.2)} Z`,
        st.hair,
        ink,
      );
    }
  } else if (st.hairStyle === "curly") {
    for (const s of [-1, 1]) {
      out += circle(cx + s * 0.98 * r, cy + 0.25 * r, 0.38 * r, st.hair, ink);
      out += circle(cx + s * 0.92 * r, cy + 0.75 * r, 0.34 * r, st.hair, ink);
    }
  }
  // ears, face
  out += ellipse(cx - r, cy + 0.1 * r, 0.2 * r, 0.3 * r, st.skin, ink);
  out += ellipse(cx + r, cy + 0.1 * r, 0.2 * r, 0.3 * r, st.skin, ink);
  out += ellipse(cx, cy, r, 1.1 * r, st.skin, ink);
  // hair cap with a parted fringe
  out += path(
    `M${X(-1.04)} ${Y(0.15)} C${X(-1.12)} ${Y(-1.55)} ${X(1.12)} ${Y(-1.55)} ${X(1.04)} ${Y(0.15)} ` +
      `C${X(0.86)} ${Y(-0.4)} ${X(0.35)} ${Y(-0.62)} ${X(0.05)} ${Y(-0.5)} C${X(-0.3)} ${Y(-0.66)} ${X(-0.86)} ${Y(-0.42)} ${X(-1.04)} ${Y(0.15)} Z`,
    st.hair,
    ink,
  );
  // features
  const thin = { stroke: st.ink, "stroke-width": n(Math.max(0.6, r * 0.055)), "stroke-linecap": "round" };
  out += path(`M${X(-0.55)} ${Y(-0.18)} Q${X(-0.36)} ${Y(-0.3)} ${X(-0.17)} ${Y(-0.18)}`, "none", thin);
  out += path(`M${X(0.17)} ${Y(-0.18)} Q${X(0.36)} ${Y(-0.3)} ${X(0.55)} ${Y(-0.18)}`, "none", thin);
  out += ellipse(cx - 0.36 * r, cy + 0.03 * r, 0.085 * r, 0.12 * r, st.ink);
  out += ellipse(cx + 0.36 * r, cy + 0.03 * r, 0.085 * r, 0.12 * r, st.ink);
  out += path(`M${X(0.04)} ${Y(0.05)} Q${X(-0.12)} ${Y(0.38)} ${X(0.08)} ${Y(0.44)}`, "none", thin);
  out += circle(cx - 0.56 * r, cy + 0.42 * r, 0.17 * r, "#e57f7f", { opacity: 0.4 });
  out += circle(cx + 0.56 * r, cy + 0.42 * r, 0.17 * r, "#e57f7f", { opacity: 0.4 });
  if (st.beard) {
    out += path(
      `M${X(-1)} ${Y(0.1)} C${X(-1.02)} ${Y(1.25)} ${X(-0.5)} ${Y(1.8)} ${X(0)} ${Y(1.9)} C${X(0.5)} ${Y(1.8)} ${X(1.02)} ${Y(1.25)} ${X(1)} ${Y(0.1)} ` +
        `C${X(0.78)} ${Y(0.55)} ${X(0.45)} ${Y(0.62)} ${X(0)} ${Y(0.6)} C${X(-0.45)} ${Y(0.62)} ${X(-0.78)} ${Y(0.55)} ${X(-1)} ${Y(0.1)} Z`,
      st.beard,
      ink,
    );
    out += path(
      `M${X(-0.5)} ${Y(0.7)} Q${X(-0.22)} ${Y(0.44)} ${X(0)} ${Y(0.58)} Q${X(0.22)} ${Y(0.44)} ${X(0.5)} ${Y(0.7)} Q${X(0.22)} ${Y(0.62)} ${X(0)} ${Y(0.7)} Q${X(-0.22)} ${Y(0.62)} ${X(-0.5)} ${Y(0.7)} Z`,
      st.beard,
      ink,
    );
    out += path(`M${X(-0.12)} ${Y(0.84)} L${X(0.12)} ${Y(0.84)}`, "none", { stroke: "#b0383a", "stroke-width": n(r * 0.08), "stroke-linecap": "round" });
  } else {
    out += path(`M${X(-0.2)} ${Y(0.68)} Q${X(0)} ${Y(0.8)} ${X(0.2)} ${Y(0.68)}`, "none", {
      stroke: "#b0383a",
      "stroke-width": n(Math.max(0.8, r * 0.08)),
      "stroke-linecap": "round",
    });
  }
  return out;
}

export interface CrownColors {
  gold: string;
  ink: string;
  jewelA: string;
  jewelB: string;
}

/** An open crown: jewelled band with five points topped by pearls; base at baseY. */
export function crown(cx: number, baseY: number, w: number, h: number, c: CrownColors): string {
  const x0 = cx - w / 2;
  const bandH = h * 0.32;
  const top = baseY - h;
  const valley = baseY - bandH - h * 0.22;
  let d = `M${n(x0)} ${n(baseY)} L${n(x0)} ${n(baseY - bandH)} L${n(x0 - w * 0.04)} ${n(top + h * 0.12)}`;
  const peaks = [0.25, 0.5, 0.75];
  let prevX = 0;
  for (const p of peaks) {
    d += ` L${n(x0 + w * (prevX + (p - prevX) / 2))} ${n(valley)} L${n(x0 + w * p)} ${n(p === 0.5 ? top : top + h * 0.08)}`;
    prevX = p;
  }
  d += ` L${n(x0 + w * 0.875)} ${n(valley)} L${n(x0 + w * 1.04)} ${n(top + h * 0.12)} L${n(x0 + w)} ${n(baseY - bandH)} L${n(x0 + w)} ${n(baseY)} Z`;
  const ink = { stroke: c.ink, "stroke-width": n(Math.max(0.8, h * 0.05)), "stroke-linejoin": "round" };
  let out = path(d, c.gold, ink);
  out += rect(x0, baseY - bandH, w, bandH, c.gold, ink);
  for (const [i, p] of [0, 0.25, 0.5, 0.75, 1].entries()) {
    const px = x0 + w * (p === 0 ? -0.04 : p === 1 ? 1.04 : p);
    const py = p === 0.5 ? top : p === 0 || p === 1 ? top + h * 0.12 : top + h * 0.08;
    out += circle(px, py, h * 0.09, i % 2 === 0 ? "#fffaf0" : c.jewelA, ink);
  }
  for (const [i, p] of [0.17, 0.5, 0.83].entries()) {
    out += ellipse(x0 + w * p, baseY - bandH / 2, h * 0.08, bandH * 0.3, i === 1 ? c.jewelA : c.jewelB, ink);
  }
  return out;
}

/** A limb through points, drawn as an outlined thick stroke (sleeve, leg, horse leg). */
export function limb(points: readonly (readonly [number, number])[], width: number, fill: string, ink: string): string {
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join(" ");
  const base = { d, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" };
  return `<path${attrs({ ...base, stroke: ink, "stroke-width": width + 2.4 })}/><path${attrs({ ...base, stroke: fill, "stroke-width": width })}/>`;
}

/** A hand: a small outlined disc. */
export function hand(x: number, y: number, r: number, skin: string, ink: string): string {
  return circle(x, y, r, skin, { stroke: ink, "stroke-width": 1 });
}

/** Ermine spots scattered (deterministically) over a rectangle. */
export function ermineSpots(x: number, y: number, w: number, h: number, step: number, ink: string): string {
  let d = "";
  let row = 0;
  for (let yy = y + step / 2; yy < y + h; yy += step, row++) {
    for (let xx = x + (row % 2 ? step : step / 2); xx < x + w; xx += step) {
      d += `M${n(xx)} ${n(yy - 2)}l1.2 3.6l-1.2 -0.8l-1.2 0.8Z`;
    }
  }
  return path(d, ink);
}

/** A wide-brimmed beret with a curling feather; the head top is at (cx, topY). */
export function beret(cx: number, topY: number, w: number, fill: string, feather: string, ink: string, tilt = 1): string {
  const s = { stroke: ink, "stroke-width": 1 };
  return (
    path(`M${n(cx + tilt * w * 0.2)} ${n(topY - 2)} C${n(cx + tilt * w * 0.45)} ${n(topY - w * 0.55)} ${n(cx + tilt * w * 0.9)} ${n(topY - w * 0.6)} ${n(cx + tilt * w * 1.05)} ${n(topY - w * 0.35)} C${n(cx + tilt * w * 0.8)} ${n(topY - w * 0.42)} ${n(cx + tilt * w * 0.5)} ${n(topY - w * 0.3)} ${n(cx + tilt * w * 0.3)} ${n(topY)} Z`, feather, s) +
    path(`M${n(cx - w * 0.42)} ${n(topY + 4)} Q${n(cx - w * 0.3)} ${n(topY - w * 0.42)} ${n(cx + w * 0.1)} ${n(topY - w * 0.36)} Q${n(cx + w * 0.45)} ${n(topY - w * 0.28)} ${n(cx + w * 0.44)} ${n(topY + 4)} Z`, fill, s) +
    ellipse(cx, topY + 4, w * 0.55, w * 0.12, fill, s)
  );
}
