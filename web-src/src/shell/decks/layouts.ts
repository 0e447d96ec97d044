// Where the pips go. Italian layouts depend on the deck style and on the suit
// (round symbols sit in rows; swords and batons cross); French ones are the standard grid.
import type { ItalianSuit } from "./codes";
import type { ItalianStyle } from "./symbols-italian";
import type { Place } from "./svg";

type Pt = readonly [number, number];
const at = (pts: readonly Pt[], s: number): Place[] => pts.map(([x, y]) => ({ x, y, s }));

/** Round symbols (denari, coppe) of the Napoletane deck, counts 2..7. */
const NAP_ROUND: Record<ItalianSuit & ("d" | "c"), Record<number, Place[]>> = {
  d: {
    2: at([[100, 92], [100, 228]], 1.65),
    3: at([[60, 78], [100, 160], [140, 242]], 1.45),
    4: at([[63, 88], [137, 88], [63, 232], [137, 232]], 1.5),
    5: at([[60, 76], [140, 76], [100, 160], [60, 244], [140, 244]], 1.4),
    6: at([[63, 70], [137, 70], [63, 160], [137, 160], [63, 250], [137, 250]], 1.38),
    7: at([[100, 68], [158, 114], [158, 206], [100, 252], [42, 206], [42, 114], [100, 160]], 1.22),
  },
  c: {
    2: at([[100, 94], [100, 228]], 1.6),
    3: at([[100, 86], [60, 226], [140, 226]], 1.45),
    4: at([[62, 92], [138, 92], [62, 230], [138, 230]], 1.45),
    5: at([[60, 80], [140, 80], [100, 160], [60, 242], [140, 242]], 1.3),
    6: at([[62, 72], [138, 72], [62, 160], [138, 160], [62, 248], [138, 248]], 1.3),
    7: at([[52, 76], [100, 76], [148, 76], [100, 160], [52, 244], [100, 244], [148, 244]], 1.12),
  },
};

/** Round symbols of the Piacentine deck, counts 2..7. */
const PIA_ROUND: Record<ItalianSuit & ("d" | "c"), Record<number, Place[]>> = {
  d: {
    2: at([[68, 100], [132, 220]], 1.6),
    3: at([[100, 76], [100, 160], [100, 244]], 1.45),
    4: at([[64, 90], [136, 90], [64, 230], [136, 230]], 1.5),
    5: at([[62, 80], [138, 80], [100, 160], [62, 240], [138, 240]], 1.35),
    6: at([[64, 74], [136, 74], [64, 160], [136, 160], [64, 246], [136, 246]], 1.3),
    7: at([[70, 76], [130, 76], [50, 160], [100, 160], [150, 160], [70, 244], [130, 244]], 1.12),
  },
  c: {
    2: at([[100, 96], [100, 224]], 1.55),
    3: at([[62, 96], [138, 96], [100, 226]], 1.35),
    4: at([[64, 96], [136, 96], [64, 228], [136, 228]], 1.3),
    5: at([[62, 82], [138, 82], [100, 160], [62, 238], [138, 238]], 1.2),
    6: at([[64, 76], [136, 76], [64, 160], [136, 160], [64, 244], [136, 244]], 1.2),
    7: at([[100, 62], [64, 132], [136, 132], [64, 196], [136, 196], [64, 258], [136, 258]], 1.05),
  },
};

/** Crossing long symbols: `pairs` diagonals each way, plus an optional upright one. */
function lattice(per: number, upright: boolean, angle: number, spread: number, len: number, curved: boolean): Place[] {
  const out: Place[] = [];
  for (let i = 0; i < per; i++) {
    const off = per === 1 ? 0 : -spread + (2 * spread * i) / (per - 1);
    // point symmetry: the symbols right of centre on one diagonal (and left on the other)
    // are turned round, so hilts / thick ends alternate between top and bottom
    const turn = off > 0 ? 180 : 0;
    out.push({ x: 100 + off, y: 160, rot: angle + turn, len, flip: false });
    out.push({ x: 100 - off, y: 160, rot: -angle + turn, len, flip: curved });
  }
  if (upright) out.push({ x: 100, y: 160, rot: 0, len: len + 10 });
  return out;
}

function longLayout(count: number, curved: boolean, style: ItalianStyle): Place[] {
  const a = style === "napoletane" ? 1 : 1.2;
  switch (count) {
    case 2:
      return lattice(1, false, 21 * a, 0, 250, curved);
    case 3:
      return lattice(1, true, 22 * a, 0, 246, curved);
    case 4:
      return lattice(2, false, 17 * a, 30, 236, curved);
    case 5:
      return lattice(2, true, 17 * a, 30, 236, curved);
    case 6:
      return lattice(3, false, 13 * a, 46, 226, curved);
    default:
      return lattice(3, true, 13 * a, 46, 226, curved);
  }
}

/** Places of the pips of an Italian pip card with 2..7 symbols. */
export function italianLayout(style: ItalianStyle, suit: ItalianSuit, count: number): Place[] {
  if (suit === "d" || suit === "c") {
    const table = style === "napoletane" ? NAP_ROUND : PIA_ROUND;
    const places = table[suit][count];
    if (!places) throw new Error(`no layout for ${count} ${suit}`);
    return places;
  }
  return longLayout(count, style === "napoletane" && suit === "s", style);
}

/** The standard French pip grid, counts 2..10; `turn` marks pips drawn upside down. */
export function frenchLayout(count: number): (Place & { turn: boolean })[] {
  const L = 62;
  const M = 100;
  const R = 138;
  const T = 66;
  const B = 254;
  const C = 160;
  const q1 = 129; // upper of four rows
  const q3 = 191; // lower of four rows
  const rows: Record<number, Pt[]> = {
    2: [[M, T], [M, B]],
    3: [[M, T], [M, C], [M, B]],
    4: [[L, T], [R, T], [L, B], [R, B]],
    5: [[L, T], [R, T], [M, C], [L, B], [R, B]],
    6: [[L, T], [R, T], [L, C], [R, C], [L, B], [R, B]],
    7: [[L, T], [R, T], [M, 113], [L, C], [R, C], [L, B], [R, B]],
    8: [[L, T], [R, T], [M, 113], [L, C], [R, C], [M, 207], [L, B], [R, B]],
    9: [[L, T], [R, T], [L, q1], [R, q1], [M, C], [L, q3], [R, q3], [L, B], [R, B]],
    10: [[L, T], [R, T], [M, 97], [L, q1], [R, q1], [L, q3], [R, q3], [M, 223], [L, B], [R, B]],
  };
  const pts = rows[count];
  if (!pts) throw new Error(`no layout for ${count} pips`);
  return pts.map(([x, y]) => ({ x, y, s: 1, turn: y > C + 0.5 }));
}
