// Small helpers shared by the deck painters: number formatting, transforms and the card frame.
// Everything here is pure string building, so a card's markup is the same on every call.

/** Card geometry: every face and back uses this viewBox. */
export const CARD_W = 200;
export const CARD_H = 320;
export const CARD_RX = 12;

/** Where (and how) one drawing is placed on the card. */
export interface Place {
  x: number;
  y: number;
  /** Uniform scale (1 = the symbol's nominal size). */
  s?: number;
  /** Rotation in degrees, clockwise, around the place itself. */
  rot?: number;
  /** Mirror left/right before rotating. */
  flip?: boolean;
  /** Length of long symbols (swords, batons) in card units, before scaling. */
  len?: number;
  /** How far a curved sword bows sideways (north-Italian swords meeting in an oval). */
  bow?: number;
}

/** A number as short, stable text (at most two decimals). */
export function n(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Build an attribute list from a record, skipping undefined values. */
export function attrs(a: Record<string, string | number | undefined>): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : escapeXml(v)}"`;
  }
  return out;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The transform attribute value for a place. */
export function placeTransform(p: Place): string {
  let t = `translate(${n(p.x)} ${n(p.y)})`;
  if (p.rot) t += ` rotate(${n(p.rot)})`;
  if (p.flip) t += " scale(-1 1)";
  if (p.s !== undefined && p.s !== 1) t += ` scale(${n(p.s)})`;
  return t;
}

/** Wrap a fragment in a group placed at `p`, with an optional class. */
export function placed(p: Place, body: string, cls?: string): string {
  return `<g${attrs({ class: cls, transform: placeTransform(p) })}>${body}</g>`;
}

/** Short element builders. */
export function circle(cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number | undefined> = {}): string {
  return `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Record<string, string | number | undefined> = {}): string {
  return `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra: Record<string, string | number | undefined> = {}): string {
  return `<rect${attrs({ x, y, width, height, fill, ...extra })}/>`;
}

export function path(d: string, fill: string, extra: Record<string, string | number | undefined> = {}): string {
  return `<path${attrs({ d, fill, ...extra })}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Record<string, string | number | undefined> = {}): string {
  return `<line${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width, ...extra })}/>`;
}

export function group(body: string, extra: Record<string, string | number | undefined> = {}): string {
  return `<g${attrs(extra)}>${body}</g>`;
}

/** Text centred at (x, y) baseline. */
export function text(x: number, y: number, content: string, extra: Record<string, string | number | undefined> = {}): string {
  return `<text${attrs({ x, y, "text-anchor": "middle", ...extra })}>${escapeXml(content)}</text>`;
}

/** Points on a regular polygon/star, as an SVG path "d" string. */
export function starPath(cx: number, cy: number, rOuter: number, rInner: number, points: number, rotDeg = -90): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? rOuter : rInner;
    const a = ((rotDeg + (i * 180) / points) * Math.PI) / 180;
    parts.push(`${i === 0 ? "M" : "L"}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`);
  }
  return parts.join(" ") + " Z";
}

/** `count` copies of a fragment rotated evenly around the origin. */
export function radial(count: number, body: string, offsetDeg = 0): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `<g transform="rotate(${n(offsetDeg + (i * 360) / count)})">${body}</g>`;
  }
  return out;
}

/** The same fragment turned half a turn around the card centre (corner indices, double figures). */
export function turned(body: string): string {
  return `<g transform="rotate(180 ${CARD_W / 2} ${CARD_H / 2})">${body}</g>`;
}

/** Rounded card outline: background fill and a thin border. */
export function cardBase(fill: string, stroke: string): string {
  return rect(1, 1, CARD_W - 2, CARD_H - 2, fill, { rx: CARD_RX, stroke, "stroke-width": 1.5 });
}

/** Standalone SVG document around a card body. */
export function svgDoc(body: string, deck: string, code: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_W} ${CARD_H}"` +
    `${attrs({ class: `circolo-card circolo-card-${deck}`, "data-deck": deck, "data-code": code })}>` +
    body +
    "</svg>"
  );
}

export const SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";

/** A #rrggbb colour mixed towards black (factor < 1) or white (factor > 1). */
export function shade(hex: string, factor: number): string {
  const v = parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    Math.round(factor <= 1 ? c * factor : c + (255 - c) * (factor - 1)),
  );
  return "#" + ch.map((c) => Math.max(0, Math.min(255, c)).toString(16).padStart(2, "0")).join("");
}
