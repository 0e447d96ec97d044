// Where the pips go. Italian layouts depend on the deck and on the suit (round symbols sit in
// rows; swords and batons cross, lie apart or meet in ovals); French ones are the standard grid.
import type { ItalianSuit } from "./codes";
import type { Place } from "./svg";

/** Where a deck's round symbols sit (denari, coppe). */
export type RoundLayout = "napoletane" | "piacentine" | "north";
/** How a deck's long symbols lie: crossing at the centre (narrow or wide), apart in rows
 *  (Spanish), in ovals (north-Italian swords) or in a long trellis (north-Italian batons). */
export type LongLayout = "crossed" | "crossed-wide" | "separate" | "ovals" | "trellis";

/** One deck's pip layout. */
export interface PipPlan {
  round: RoundLayout;
  swords: LongLayout;
  batons: LongLayout;
  /** Crossing curved swords mirror one diagonal (the Napoletane's sabres). */
  mirrorSwords?: boolean;
}

export const NAPOLETANE_PLAN: PipPlan = { round: "napoletane", swords: "crossed", batons: "crossed", mirrorSwords: true };
export const PIACENTINE_PLAN: PipPlan = { round: "piacentine", swords: "crossed-wide", batons: "crossed-wide" };
/** The Venetian and Lombard decks: swords in ovals, batons in a trellis. */
export const NORTH_PLAN: PipPlan = { round: "north", swords: "ovals", batons: "trellis" };
/** The Sicilian and Sardinian decks: swords and clubs apart, as the Spanish cards. */
export const SPANISH_PLAN: PipPlan = { round: "piacentine", swords: "separate", batons: "separate" };

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

/** North-Italian round symbols (Venetian and Lombard decks), counts 2..7: two columns. */
const NORTH_ROUND: Record<ItalianSuit & ("d" | "c"), Record<number, Place[]>> = {
  d: {
    2: at([[100, 88], [100, 232]], 1.6),
    3: at([[100, 70], [100, 160], [100, 250]], 1.4),
    4: at([[64, 92], [136, 92], [64, 228], [136, 228]], 1.45),
    5: at([[64, 80], [136, 80], [100, 160], [64, 240], [136, 240]], 1.35),
    6: at([[64, 72], [136, 72], [64, 160], [136, 160], [64, 248], [136, 248]], 1.3),
    7: at([[64, 66], [136, 66], [64, 134], [136, 134], [64, 202], [136, 202], [100, 262]], 1.15),
  },
  c: {
    2: at([[100, 90], [100, 230]], 1.5),
    3: at([[100, 74], [100, 160], [100, 246]], 1.3),
    4: at([[64, 94], [136, 94], [64, 226], [136, 226]], 1.35),
    5: at([[64, 80], [136, 80], [100, 160], [64, 240], [136, 240]], 1.2),
    6: at([[64, 74], [136, 74], [64, 160], [136, 160], [64, 246], [136, 246]], 1.15),
    7: at([[64, 66], [136, 66], [100, 113], [64, 160], [136, 160], [64, 254], [136, 254]], 1.05),
  },
};

const ROUND: Record<RoundLayout, Record<ItalianSuit & ("d" | "c"), Record<number, Place[]>>> = {
  napoletane: NAP_ROUND,
  piacentine: PIA_ROUND,
  north: NORTH_ROUND,
};

/** Crossing long symbols: `pairs` diagonals each way, plus an optional upright one. */
function lattice(per: number, upright: boolean, angle: number, spread: number, len: number, mirror: boolean): Place[] {
  const out: Place[] = [];
  for (let i = 0; i < per; i++) {
    const off = per === 1 ? 0 : -spread + (2 * spread * i) / (per - 1);
    // point symmetry: the symbols right of centre on one diagonal (and left on the other)
    // are turned round, so hilts / thick ends alternate between top and bottom
    const turn = off > 0 ? 180 : 0;
    out.push({ x: 100 + off, y: 160, rot: angle + turn, len, flip: false });
    out.push({ x: 100 - off, y: 160, rot: -angle + turn, len, flip: mirror });
  }
  if (upright) out.push({ x: 100, y: 160, rot: 0, len: len + 10 });
  return out;
}

/** Diagonals crossing at the centre (`a` widens the angle, `extra` lengthens them). */
function crossed(count: number, mirror: boolean, a: number, extra = 0): Place[] {
  switch (count) {
    case 2:
      return lattice(1, false, 21 * a, 0, 250 + extra, mirror);
    case 3:
      return lattice(1, true, 22 * a, 0, 246 + extra, mirror);
    case 4:
      return lattice(2, false, 17 * a, 30, 236 + extra, mirror);
    case 5:
      return lattice(2, true, 17 * a, 30, 236 + extra, mirror);
    case 6:
      return lattice(3, false, 13 * a, 46, 226 + extra, mirror);
    default:
      return lattice(3, true, 13 * a, 46, 226 + extra, mirror);
  }
}

/** Spanish-style: each sword or club apart from the others, in rows, leaning outwards. */
function separate(count: number): Place[] {
  const lean = (x: number): number => (x < 99 ? -9 : x > 101 ? 9 : 0);
  const put = (pts: readonly Pt[], len: number): Place[] => pts.map(([x, y]) => ({ x, y, len, rot: lean(x) }));
  switch (count) {
    case 2:
      return put([[72, 160], [128, 160]], 226);
    case 3:
      return put([[56, 160], [100, 160], [144, 160]], 218);
    case 4:
      return put([[70, 94], [130, 94], [70, 226], [130, 226]], 118);
    case 5:
      return put([[62, 92], [138, 92], [100, 160], [62, 228], [138, 228]], 112);
    case 6:
      return put([[52, 94], [100, 94], [148, 94], [52, 226], [100, 226], [148, 226]], 114);
    default:
      return [...put([[68, 78], [132, 78], [68, 242], [132, 242]], 100), ...put([[48, 160], [100, 160], [152, 160]], 92)];
  }
}

/** A sword laid from its hilt to its tip, bowing `bow` away from the hilt's side of the card. */
function swordBetween(hilt: Pt, tip: Pt, bow: number): Place {
  const [dx, dy] = [tip[0] - hilt[0], tip[1] - hilt[1]];
  const rot = (Math.atan2(dx, -dy) * 180) / Math.PI;
  const away = hilt[0] < 100 ? 1 : -1;
  const up = Math.cos((rot * Math.PI) / 180) >= 0 ? 1 : -1;
  return { x: (hilt[0] + tip[0]) / 2, y: (hilt[1] + tip[1]) / 2, rot, len: Math.hypot(dx, dy), bow: bow * away * up };
}

/** North-Italian swords: pairs of curved blades whose hilts stand out at the corners and whose
 *  blades cross near both ends, nested in ovals; an odd one straight up the middle. */
function ovals(count: number): Place[] {
  // each pair: the left sword's hilt and tip (the right one mirrors it) and its bow
  const pairs: [Pt, Pt, number][] = [
    [[56, 284], [88, 36], 62],
    [[60, 36], [86, 284], 49],
    [[80, 264], [94, 56], 25],
  ];
  const out: Place[] = [];
  for (const [hilt, tip, bow] of pairs.slice(0, Math.floor(count / 2))) {
    out.push(swordBetween(hilt, tip, bow));
    out.push(swordBetween([200 - hilt[0], hilt[1]], [200 - tip[0], tip[1]], bow));
  }
  if (count % 2) out.push({ x: 100, y: 160, len: count === 7 ? 180 : 214, bow: 0 });
  return out;
}

/** Places of the pips of an Italian pip card with 2..7 symbols. */
export function pipPlaces(plan: PipPlan, suit: ItalianSuit, count: number): Place[] {
  if (suit === "d" || suit === "c") {
    const places = ROUND[plan.round][suit][count];
    if (!places) throw new Error(`no layout for ${count} ${suit}`);
    return places;
  }
  const kind = suit === "s" ? plan.swords : plan.batons;
  switch (kind) {
    case "separate":
      return separate(count);
    case "ovals":
      return ovals(count);
    case "trellis":
      return crossed(count, false, 1.25, 30);
    case "crossed":
      return crossed(count, suit === "s" && plan.mirrorSwords === true, 1);
    case "crossed-wide":
      return crossed(count, false, 1.2);
  }
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
