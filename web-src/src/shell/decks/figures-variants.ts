// Full-length figures particular to one deck: the Siciliane's fante is a lady (the "donna") and
// their cavallo of swords a Moor in a turban with a scimitar; the Trentine's king sits on a
// throne (his coin's king with the round blank of the old tax stamp between his feet) and a
// little dog stands at the fante of cups' leg.
import type { ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import { footing, held, horse, type FullStyle } from "./figures-full";
import { crown, ermineSpots, hand, head, limb } from "./figure-parts";
import { suitSymbol } from "./symbols-italian";
import { circle, ellipse, group, line, path, rect } from "./svg";

const ink = (C: ItalianPalette): Record<string, string | number> => ({ stroke: C.ink, "stroke-width": 1.2, "stroke-linejoin": "round" });

/** A lady in a long gown holding her suit's symbol (the Siciliane's fante). */
export function lady(suit: ItalianSuit, st: FullStyle): string {
  const P = st.P;
  const INK = ink(P);
  const d = st.dress[suit];
  let out = footing(st, suit, 100, 46);
  // gown: a bell skirt to the ground with a hem band and a front panel
  out += path("M82 164 L118 164 C130 200 146 250 152 284 Q100 294 48 284 C54 250 70 200 82 164 Z", d.coat, INK);
  out += path("M92 166 L108 166 C112 210 116 250 118 288 Q100 291 82 288 C84 250 88 210 92 166 Z", d.coat2, INK);
  out += path("M48 284 Q100 294 152 284 L150 276 Q100 286 50 276 Z", P.gold, INK);
  for (const y of [190, 214, 238, 262]) out += circle(100, y, 2.2, P.goldLight, { stroke: P.ink, "stroke-width": 0.6 });
  // bodice, neckline, girdle
  out += path("M80 104 Q100 98 120 104 L118 166 L82 166 Z", d.coat, INK);
  out += path("M86 104 L114 104 L110 118 L90 118 Z", P.skin, INK);
  out += path("M80 160 L120 160 L120 168 L80 168 Z", P.gold, INK);
  // long hair behind the shoulders, the head, a small crown with a veil
  out += path("M84 62 C76 80 76 104 82 122 L92 110 L90 76 Z M116 62 C124 80 124 104 118 122 L108 110 L110 76 Z", d.hair, INK);
  out += rect(94, 86, 12, 18, P.skin, INK);
  out += head(100, 72, 15, { skin: P.skin, ink: P.ink, hair: d.hair, hairStyle: "long" });
  out += path("M84 60 C80 48 120 48 116 60 C124 72 126 96 122 112 C116 90 112 70 100 66 C88 70 84 90 78 112 C74 96 76 72 84 60 Z", "#fffaf0", { ...INK, opacity: 0.85 });
  out += crown(100, 58, 24, 14, { gold: P.gold, ink: P.ink, jewelA: P.red, jewelB: P.blue });
  // left hand at the girdle, holding a flower
  out += limb([[82, 110], [72, 140], [86, 160]], 11, d.coat, P.ink) + circle(92, 150, 4, P.red, { stroke: P.ink, "stroke-width": 0.8 }) + hand(88, 160, 5.5, P.skin, P.ink);
  if (suit === "s" || suit === "b") {
    const sym = suit === "s" ? suitSymbol(st.kit, "s", { x: 148, y: 100, len: 150 }, "suit") : suitSymbol(st.kit, "b", { x: 148, y: 170, len: 196 }, "suit");
    out += limb([[118, 110], [136, 140], [144, 160]], 11, d.coat, P.ink) + sym + hand(147, 162, 6, P.skin, P.ink);
  } else {
    out += limb([[118, 110], [140, 126], [146, 104]], 11, d.coat, P.ink) + held(st, suit, 147, 100, 0.9) + hand(147, 100, 6, P.skin, P.ink);
  }
  return group(out, { class: "court full lady" });
}

/** A turban wound round a head of radius r at (cx, cy). */
function turban(cx: number, cy: number, r: number, P: ItalianPalette): string {
  const S = { stroke: P.ink, "stroke-width": 1.1 };
  return (
    path(`M${cx - r * 1.15} ${cy - r * 0.35} C${cx - r * 1.3} ${cy - r * 1.9} ${cx + r * 1.3} ${cy - r * 1.9} ${cx + r * 1.15} ${cy - r * 0.35} C${cx + r * 0.5} ${cy - r * 0.75} ${cx - r * 0.5} ${cy - r * 0.75} ${cx - r * 1.15} ${cy - r * 0.35} Z`, "#fffaf0", S) +
    path(`M${cx - r * 1.1} ${cy - r * 0.8} Q${cx} ${cy - r * 1.3} ${cx + r * 1.1} ${cy - r * 0.8} M${cx - r} ${cy - r * 1.2} Q${cx} ${cy - r * 1.6} ${cx + r} ${cy - r * 1.2}`, "none", { stroke: "#c9bfa8", "stroke-width": 1.2 }) +
    circle(cx, cy - r * 0.95, r * 0.22, P.red, S) +
    path(`M${cx} ${cy - r * 1.15} C${cx + 4} ${cy - r * 2.4} ${cx + 14} ${cy - r * 2.5} ${cx + 18} ${cy - r * 2}`, "none", { stroke: P.gold, "stroke-width": 3, "stroke-linecap": "round" })
  );
}

/** A broad curved scimitar, hilt at the origin, blade curving up and out. */
function scimitar(P: ItalianPalette): string {
  const S = { stroke: P.ink, "stroke-width": 1.1, "stroke-linejoin": "round" };
  return (
    path("M-3 -6 C-10 -40 -30 -70 -58 -92 C-40 -66 -22 -40 4 -8 Z", P.steel, S) +
    rect(-10, -9, 20, 5, P.gold, { ...S, rx: 2.5 }) +
    rect(-2.5, -4, 5, 16, P.redDark, S) +
    circle(0, 14, 3.6, P.gold, S)
  );
}

/** The cavallo of swords as a Moor: turban, sash, a scimitar raised (the Siciliane's). */
export function moorRider(st: FullStyle): string {
  const P = st.P;
  const INK = ink(P);
  const d = st.dress.s;
  let out = footing(st, "s", 110, 58) + horse(d, P);
  out += path("M104 118 Q118 112 132 118 L136 170 Q118 177 100 170 Z", d.coat2, INK);
  out += path("M100 146 L136 146 L137 157 L99 157 Z", P.red, INK);
  out += limb([[130, 124], [128, 148], [106, 150]], 10, d.coat2, P.ink) + hand(103, 150, 5.5, P.skin, P.ink);
  out += path("M101 150 C80 156 52 164 36 172", "none", { stroke: "#4a2e1c", "stroke-width": 1.4 });
  out += limb([[120, 170], [106, 192], [110, 222]], 13, d.hose[0], P.ink) + ellipse(106, 226, 10, 5, "#4a2e1c", INK);
  out += rect(112, 100, 11, 14, P.skin, INK);
  out += head(118, 90, 14, { skin: P.skin, ink: P.ink, hair: "#2a1a10", hairStyle: "short", beard: "#2a1a10" });
  out += turban(118, 90, 14, P);
  out += limb([[108, 124], [96, 136], [88, 120]], 10, d.coat2, P.ink);
  out += `<g class="suit" transform="translate(88 116)">${scimitar(P)}</g>` + hand(88, 118, 6, P.skin, P.ink);
  return group(out, { class: "court full moor" });
}

/** A king seated on his throne, holding his suit's symbol (the Trentine's re). */
export function throneKing(suit: ItalianSuit, st: FullStyle, blank = false): string {
  const P = st.P;
  const INK = ink(P);
  const d = st.dress[suit];
  const mantle = d.coat2 === P.gold ? P.red : d.coat2;
  let out = footing(st, suit, 100, 58);
  // the throne: a tall arched back, the seat, its legs
  out += path("M52 206 L52 92 Q52 54 100 50 Q148 54 148 92 L148 206 Z", P.wood, INK);
  out += path("M60 200 L60 96 Q60 64 100 60 Q140 64 140 96 L140 200 Z", P.red, INK);
  for (const x of [52, 148]) out += circle(x, 92, 5, P.gold, INK) + rect(x - 4, 206, 8, 80, P.wood, INK);
  out += rect(44, 196, 112, 14, P.gold, INK);
  // robe: torso, the lap over the knees, the skirt falling to the feet
  out += path("M76 106 Q100 98 124 106 L130 200 L70 200 Z", d.coat, INK);
  out += path("M62 196 Q100 188 138 196 L140 222 Q100 230 60 222 Z", mantle, INK);
  out += path("M70 220 Q100 228 130 220 L134 282 Q100 290 66 282 Z", d.coat, INK);
  out += path("M94 108 L106 108 L108 200 L92 200 Z", P.gold, INK);
  if (blank) out += circle(100, 254, 13, "#fffaf0", INK) + circle(100, 254, 9.5, "none", { stroke: P.ink, "stroke-width": 0.6 });
  out += ellipse(86, 286, 9, 4, "#4a2e1c", INK) + ellipse(114, 286, 9, 4, "#4a2e1c", INK);
  out += path("M72 108 Q100 94 128 108 L134 132 Q100 144 66 132 Z", "#fffaf0", INK) + ermineSpots(72, 104, 56, 34, 9, P.ink);
  // left hand on the knee with an orb
  out += limb([[76, 114], [62, 150], [72, 190]], 12, mantle, P.ink) + circle(72, 186, 7, P.gold, INK) + line(72, 179, 72, 173, P.ink, 1.6) + hand(78, 194, 6, P.skin, P.ink);
  out += rect(94, 90, 12, 12, P.skin, INK);
  out += head(100, 78, 15, { skin: P.skin, ink: P.ink, hair: "#d8d2c4", hairStyle: "curly", beard: "#e9e4d8" });
  out += crown(100, 64, 32, 22, { gold: P.gold, ink: P.ink, jewelA: P.red, jewelB: P.blue });
  if (suit === "s" || suit === "b") {
    const sym = suit === "s" ? suitSymbol(st.kit, "s", { x: 148, y: 104, len: 150, bow: 10 }, "suit") : suitSymbol(st.kit, "b", { x: 148, y: 150, len: 190 }, "suit");
    out += limb([[124, 114], [140, 140], [145, 160]], 12, mantle, P.ink) + sym + hand(147, 162, 6.5, P.skin, P.ink);
  } else {
    out += limb([[124, 114], [142, 134], [148, 120]], 12, mantle, P.ink) + held(st, suit, 149, 118, 0.95) + hand(149, 118, 6.5, P.skin, P.ink);
  }
  return group(out, { class: "court full throne" });
}

/** A little dog sitting at a figure's feet, facing left. */
export function dog(x: number, y: number, P: ItalianPalette): string {
  const S = { stroke: P.ink, "stroke-width": 1, "stroke-linejoin": "round" };
  return (
    path(`M${x} ${y} C${x - 2} ${y - 14} ${x + 4} ${y - 22} ${x + 14} ${y - 22} C${x + 22} ${y - 22} ${x + 26} ${y - 12} ${x + 24} ${y} Z`, "#f3ede0", S) +
    path(`M${x + 22} ${y - 16} C${x + 30} ${y - 22} ${x + 32} ${y - 30} ${x + 28} ${y - 34}`, "none", { stroke: P.ink, "stroke-width": 2.6, "stroke-linecap": "round" }) +
    ellipse(x + 2, y - 26, 9, 8, "#f3ede0", S) +
    path(`M${x - 6} ${y - 26} L${x - 12} ${y - 23} L${x - 6} ${y - 21} Z`, "#f3ede0", S) +
    path(`M${x + 4} ${y - 32} C${x + 10} ${y - 32} ${x + 12} ${y - 22} ${x + 8} ${y - 18} C${x + 6} ${y - 22} ${x + 4} ${y - 26} ${x + 4} ${y - 32} Z`, "#8c5a34", S) +
    circle(x - 1, y - 28, 1.2, P.ink) +
    circle(x - 12, y - 23, 1.2, P.ink) +
    path(`M${x + 4} ${y - 12} L${x + 4} ${y}`, "none", { stroke: P.ink, "stroke-width": 0.8 })
  );
}
