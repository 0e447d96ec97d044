// Double-headed court figures: a bust drawn in the top half of the card (y < 160),
// then the same drawing turned half a turn for the bottom half. Used by the double-headed
// Italian decks' courts (courts-double.ts) and the French deck (J, Q, K, joker).
import { circle, ellipse, path, rect, line, n, turned } from "./svg";
import { head, crown, limb, hand, beret, ermineSpots, type HairStyle, type CrownColors } from "./figure-parts";

export type Headwear = "beret" | "crown" | "queen" | "plumed" | "jester";
export type Collar = "ruff" | "ermine" | "plain";

export interface BustSpec {
  ink: string;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  beard?: string;
  coat: string;
  coat2: string;
  trim: string;
  collar: Collar;
  headwear: Headwear;
  crown: CrownColors;
  /** What the right hand holds, drawn under the hand (card coordinates). */
  held: string;
  /** Where the right hand is. */
  heldHand: readonly [number, number];
  /** What the left hand holds at the chest, if anything. */
  chest?: string;
  /** Horizontal shift of the whole figure (to make room for a horse's head). */
  dx?: number;
}

const SHIRT = "#fffaf0";

/** Headwear sitting on a head of radius r centred at (cx, cy). */
function headwear(kind: Headwear, cx: number, cy: number, r: number, s: BustSpec): string {
  const top = cy - 1.1 * r;
  const ink = { stroke: s.ink, "stroke-width": 1.1, "stroke-linejoin": "round" };
  switch (kind) {
    case "beret":
      return beret(cx, top + 1, 1.8 * r, s.coat2, s.trim, s.ink, -1);
    case "crown":
      return crown(cx, top + 7, 2.05 * r, 1.45 * r, s.crown);
    case "queen":
      return crown(cx, top + 5, 1.7 * r, 1.15 * r, s.crown);
    case "plumed":
      return (
        path(`M${n(cx + 6)} ${n(top - 6)} C${n(cx + 12)} ${n(top - 30)} ${n(cx + 34)} ${n(top - 34)} ${n(cx + 44)} ${n(top - 22)} C${n(cx + 30)} ${n(top - 24)} ${n(cx + 20)} ${n(top - 16)} ${n(cx + 14)} ${n(top - 2)} Z`, s.trim, ink) +
        path(`M${n(cx - r * 1.1)} ${n(top + 6)} Q${n(cx - r)} ${n(top - r * 1.1)} ${n(cx)} ${n(top - r * 1.15)} Q${n(cx + r)} ${n(top - r * 1.1)} ${n(cx + r * 1.1)} ${n(top + 6)} Z`, s.coat2, ink) +
        ellipse(cx, top + 6, r * 1.4, 4, s.coat2, ink) +
        rect(cx - r * 1.05, top + 1, r * 2.1, 4, s.trim, ink)
      );
    case "jester": {
      // three floppy points with bells
      const pts: [number, number, number, number][] = [
        [-1, -2.2, -2.1, -0.6],
        [0, -2.6, 0, -2.5],
        [1, -2.2, 2.1, -0.6],
      ];
      let out = "";
      const colors = [s.coat, s.coat2, s.coat];
      pts.forEach(([bx, cy2, ex, ey], i) => {
        out += path(
          `M${n(cx - r * 0.95)} ${n(top + 6)} C${n(cx + bx * r * 0.6)} ${n(cy + cy2 * r)} ${n(cx + ex * r * 0.9)} ${n(cy + (ey - 1.3) * r)} ${n(cx + ex * r)} ${n(cy + ey * r)} ` +
            `C${n(cx + ex * r * 0.6)} ${n(cy + (ey - 0.6) * r)} ${n(cx + bx * r * 0.3)} ${n(cy + (cy2 + 0.5) * r)} ${n(cx + r * 0.95)} ${n(top + 6)} Z`,
          colors[i]!,
          ink,
        );
        out += circle(cx + ex * r, cy + ey * r + 3, 4, s.trim, ink);
      });
      return out + rect(cx - r * 1.05, top + 2, r * 2.1, 7, s.trim, { ...ink, rx: 3 });
    }
  }
}

function collar(kind: Collar, cx: number, s: BustSpec): string {
  const ink = { stroke: s.ink, "stroke-width": 1.1 };
  if (kind === "ruff") {
    let out = ellipse(cx, 104, 27, 8, SHIRT, ink);
    for (let i = -3; i <= 3; i++) out += path(`M${n(cx + i * 7)} 98 L${n(cx + i * 7.6)} 111`, "none", { stroke: s.ink, "stroke-width": 0.6 });
    return out;
  }
  if (kind === "ermine") {
    return path(`M${n(cx - 40)} 114 Q${n(cx)} 96 ${n(cx + 40)} 114 L${n(cx + 44)} 130 Q${n(cx)} 118 ${n(cx - 44)} 130 Z`, SHIRT, ink) + ermineSpots(cx - 40, 106, 80, 20, 8, s.ink);
  }
  return path(`M${n(cx - 14)} 104 L${n(cx)} 118 L${n(cx + 14)} 104 Z`, SHIRT, ink);
}

/** The upper bust alone (top half of the card). */
export function bust(s: BustSpec): string {
  const dx = s.dx ?? 0;
  const X = (x: number): number => x + dx;
  const ink = { stroke: s.ink, "stroke-width": 1.2, "stroke-linejoin": "round" };
  let out = "";
  out += path(`M${X(46)} 160 L${X(48)} 136 Q${X(52)} 114 ${X(80)} 107 L${X(120)} 107 Q${X(148)} 114 ${X(152)} 136 L${X(154)} 160 Z`, s.coat, ink);
  out += path(`M${X(87)} 109 L${X(113)} 109 L${X(119)} 160 L${X(81)} 160 Z`, s.coat2, ink);
  let zig = `M${X(84)} 160`;
  for (let y = 152, i = 0; y > 112; y -= 8, i++) zig += ` L${X(i % 2 ? 84 + (160 - y) * 0.06 : 116 - (160 - y) * 0.06)} ${y}`;
  out += path(zig, "none", { stroke: s.trim, "stroke-width": 2 });
  out += line(X(52), 150, X(148), 150, s.trim, 3);
  out += rect(X(92), 88, 16, 20, s.skin, ink);
  out += collar(s.collar, X(100), s);
  // left arm across the chest
  out += limb([[X(62), 120], [X(60), 146], [X(84), 148]], 12, s.coat, s.ink) + rect(X(76), 141, 5, 14, s.trim, ink);
  if (s.chest) out += s.chest;
  out += hand(X(88), 148, 6, s.skin, s.ink);
  out += head(X(100), 72, 19, { skin: s.skin, ink: s.ink, hair: s.hair, hairStyle: s.hairStyle, beard: s.beard });
  out += headwear(s.headwear, X(100), 72, 19, s);
  // right arm raised, holding the item
  const [hx, hy] = s.heldHand;
  out += limb([[X(136), 118], [X(148), 144], [hx, hy + 8]], 12, s.coat, s.ink);
  out += s.held + hand(hx, hy + 4, 6.5, s.skin, s.ink);
  return out;
}

/** Two copies of a top-half drawing, the second turned upside down, split by a line. */
export function doubleHeaded(top: string, x0: number, x1: number, ink: string): string {
  return top + turned(top) + line(x0, 160, x1, 160, ink, 1.4);
}

/** A horse's head and neck facing left, for the Piacentine cavallo (top half). */
export function horseHead(coat: string, mane: string, bridle: string, ink: string): string {
  const s = { stroke: ink, "stroke-width": 1.2, "stroke-linejoin": "round" };
  return (
    path(
      "M48 160 C52 142 58 126 61 112 C53 123 45 126 38 124 C32 128 22 128 18 122 C14 116 15 108 21 103 " +
        "L50 64 L51 47 L58 59 L63 45 L66 61 C80 78 88 116 90 160 Z",
      coat,
      s,
    ) +
    path("M64 57 C84 74 95 114 99 160 L90 160 C88 116 80 78 64 62 Z", mane, s) +
    path("M52 60 C46 60 42 66 42 72 C47 68 52 67 56 68 Z", mane, s) +
    path("M62 110 C60 98 52 92 44 98", "none", { stroke: ink, "stroke-width": 1 }) +
    ellipse(50, 80, 2.6, 2, ink) +
    ellipse(21, 112, 2.2, 1.5, ink) +
    path("M29 124 C26 122 24 120 22 120", "none", { stroke: ink, "stroke-width": 1 }) +
    path("M56 66 L36 110 M25 99 L40 112", "none", { stroke: bridle, "stroke-width": 2.8 }) +
    circle(36, 110, 2.8, "#f2d585", s)
  );
}

