// Decorative pieces shared by aces, figures and backs: laurel, ribbons, lattices.
import { n, ellipse, path, attrs } from "./svg";

/** Leaves along a circular arc (angles in degrees, 0 = up, clockwise). */
export function laurelArc(
  cx: number,
  cy: number,
  r: number,
  fromDeg: number,
  toDeg: number,
  count: number,
  fill: string,
  ink: string,
  size = 1,
): string {
  let out = `<path${attrs({
    d: arcPath(cx, cy, r, fromDeg, toDeg),
    fill: "none",
    stroke: ink,
    "stroke-width": 1.2 * size,
  })}/>`;
  for (let i = 0; i < count; i++) {
    const a = fromDeg + ((toDeg - fromDeg) * (i + 0.5)) / count;
    const rad = (a * Math.PI) / 180;
    const x = cx + r * Math.sin(rad);
    const y = cy - r * Math.cos(rad);
    const dir = toDeg > fromDeg ? 1 : -1;
    for (const side of [-1, 1]) {
      out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(a + dir * 90 + side * 38 * dir)})">${ellipse(
        0,
        -5.2 * size,
        2.3 * size,
        5.2 * size,
        fill,
        { stroke: ink, "stroke-width": 0.7 * size },
      )}</g>`;
    }
  }
  return out;
}

/** An SVG arc path on a circle (angles in degrees, 0 = up, clockwise). */
export function arcPath(cx: number, cy: number, r: number, fromDeg: number, toDeg: number): string {
  const p = (deg: number): string => {
    const rad = (deg * Math.PI) / 180;
    return `${n(cx + r * Math.sin(rad))} ${n(cy - r * Math.cos(rad))}`;
  };
  const large = Math.abs(toDeg - fromDeg) > 180 ? 1 : 0;
  const sweep = toDeg > fromDeg ? 1 : 0;
  return `M${p(fromDeg)} A${n(r)} ${n(r)} 0 ${large} ${sweep} ${p(toDeg)}`;
}

/** A horizontal waving ribbon centred at (cx, cy), with folded tails. */
export function ribbon(cx: number, cy: number, w: number, fill: string, dark: string, ink: string): string {
  const h = 9;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const tails =
    path(`M${n(x0 + 4)} ${n(cy - h / 2 + 5)} l-16 2 l6 ${n(h / 2)} l-6 ${n(h / 2 + 1)} l16 -1 Z`, dark, { stroke: ink, "stroke-width": 1 }) +
    path(`M${n(x1 - 4)} ${n(cy - h / 2 + 5)} l16 2 l-6 ${n(h / 2)} l6 ${n(h / 2 + 1)} l-16 -1 Z`, dark, { stroke: ink, "stroke-width": 1 });
  const band = path(
    `M${n(x0)} ${n(cy - h / 2)} Q${n(cx - w / 4)} ${n(cy - h / 2 - 6)} ${n(cx)} ${n(cy - h / 2)} ` +
      `Q${n(cx + w / 4)} ${n(cy - h / 2 + 6)} ${n(x1)} ${n(cy - h / 2)} L${n(x1)} ${n(cy + h / 2)} ` +
      `Q${n(cx + w / 4)} ${n(cy + h / 2 + 6)} ${n(cx)} ${n(cy + h / 2)} Q${n(cx - w / 4)} ${n(cy + h / 2 - 6)} ${n(x0)} ${n(cy + h / 2)} Z`,
    fill,
    { stroke: ink, "stroke-width": 1.1 },
  );
  return tails + band;
}

/** Many small diamonds on a grid filling a rectangle (card backs). One path, no ids. */
export function diamondGrid(x: number, y: number, w: number, h: number, step: number, size: number): string {
  let d = "";
  const cols = Math.floor(w / step);
  const rows = Math.floor(h / step);
  const ox = x + (w - (cols - 1) * step) / 2;
  const oy = y + (h - (rows - 1) * step) / 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = ox + c * step;
      const cy = oy + r * step;
      d += `M${n(cx)} ${n(cy - size)}L${n(cx + size)} ${n(cy)}L${n(cx)} ${n(cy + size)}L${n(cx - size)} ${n(cy)}Z`;
    }
  }
  return d;
}

/** Diagonal lines of a lattice, clipped by computation to a rectangle (no clipPath needed). */
export function latticePath(x: number, y: number, w: number, h: number, step: number): string {
  let d = "";
  // lines of slope +1 and -1: x - y = k and x + y = k
  for (let k = -h; k <= w; k += step) {
    // slope +1 line through (x + k, y): points (x + k + t, y + t)
    const t0 = Math.max(0, -k);
    const t1 = Math.min(h, w - k);
    if (t1 > t0) d += `M${n(x + k + t0)} ${n(y + t0)}L${n(x + k + t1)} ${n(y + t1)}`;
    // mirror: (x + w - k - t, y + t)
    if (t1 > t0) d += `M${n(x + w - k - t0)} ${n(y + t0)}L${n(x + w - k - t1)} ${n(y + t1)}`;
  }
  return d;
}

/** Parallel diagonal stripes (falling to the right), clipped by computation to a rectangle. */
export function stripesPath(x: number, y: number, w: number, h: number, step: number): string {
  let d = "";
  for (let k = -h; k <= w; k += step) {
    const t0 = Math.max(0, -k);
    const t1 = Math.min(h, w - k);
    if (t1 > t0) d += `M${n(x + k + t0)} ${n(y + t0)}L${n(x + k + t1)} ${n(y + t1)}`;
  }
  return d;
}
