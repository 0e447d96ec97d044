// Full-length court figures: fante (standing youth), cavallo (rider on a horse), re (standing
// king with crown), in one deck's figure style (its colours, its suit symbols, the ground the
// figures stand on). The Napoletane's, and the other single-ended decks'. Card coordinates.
import type { ItalianSuit } from "./codes";
import { NAPOLETANE, type ItalianPalette } from "./palette";
import { suitSymbol, kitOf, type SymbolKit } from "./symbols-italian";
import { circle, ellipse, group, path, rect, line, shade } from "./svg";
import { head, crown, limb, hand, beret, ermineSpots } from "./figure-parts";

export interface Dress {
  coat: string;
  coat2: string;
  hose: readonly [string, string];
  hat: string;
  hair: string;
  horse: string;
  mane: string;
}

/** How a deck draws its full-length figures. */
export interface FullStyle {
  P: ItalianPalette;
  dress: Record<ItalianSuit, Dress>;
  kit: SymbolKit;
  /** The platform each figure stands on, by suit (the Napoletane's); a shadow when absent. */
  ground?: Record<ItalianSuit, string>;
  /** The fante's hat: a feathered beret (the Napoletane's), a flat Spanish cap, a tall hat. */
  fanteHat?: "beret" | "cap" | "tall";
  /** The standing king: an open or an arched crown, his beard's colour, a sceptre or an orb
   *  in his left hand, an ermine or a gold cape (the Napoletane's: open, white, sceptre, ermine). */
  king?: { crown?: "open" | "arched"; beard?: string; hand?: "sceptre" | "orb"; cape?: "ermine" | "gold" };
}

const P = NAPOLETANE;
const DRESS: Record<ItalianSuit, Dress> = {
  d: { coat: P.blue, coat2: P.gold, hose: [P.red, P.gold], hat: P.red, hair: "#6b3e1f", horse: "#f4efe4", mane: "#c2a878" },
  c: { coat: P.red, coat2: P.blue, hose: [P.blue, P.gold], hat: P.green, hair: "#c8922f", horse: "#9c5a2c", mane: "#3a2416" },
  s: { coat: P.green, coat2: P.red, hose: [P.red, P.blue], hat: P.blue, hair: "#3b2514", horse: "#c5c3bd", mane: "#5e5a55" },
  b: { coat: P.red, coat2: P.green, hose: [P.gold, P.green], hat: P.blue, hair: "#8a3b1a", horse: "#d9b27a", mane: "#5a3a1c" },
};

/** The Napoletane's figures: yellow, red, blue and green platforms for the four suits. */
export const NAPOLETANE_FULL: FullStyle = {
  P,
  dress: DRESS,
  kit: kitOf("napoletane"),
  ground: { d: P.gold, c: P.red, s: P.blue, b: P.green },
};

const ink = (C: ItalianPalette): Record<string, string | number> => ({ stroke: C.ink, "stroke-width": 1.2, "stroke-linejoin": "round" });

/** What the figure stands on: its suit's platform, or a soft shadow. */
export function footing(st: FullStyle, suit: ItalianSuit, cx: number, w: number): string {
  const colour = st.ground?.[suit];
  if (!colour) return ellipse(cx, 288, w, 5, st.P.ink, { opacity: 0.14 });
  return (
    path(`M${cx - w - 10} 284 L${cx + w + 10} 284 L${cx + w + 4} 298 L${cx - w - 4} 298 Z`, colour, ink(st.P)) +
    path(`M${cx - w - 10} 284 L${cx + w + 10} 284`, "none", { stroke: shade(colour, 1.5), "stroke-width": 2 })
  );
}

/** The suit symbol held up beside the figure: round symbols above a raised hand, long ones upright. */
export function held(st: FullStyle, suit: ItalianSuit, x: number, handY: number, s = 0.95): string {
  if (suit === "d") return suitSymbol(st.kit, suit, { x, y: handY - 20 * s, s }, "suit");
  if (suit === "c") return suitSymbol(st.kit, suit, { x, y: handY - 24 * s, s }, "suit");
  return "";
}

/** The fante's hat on a head whose top is at (100, 57). */
function fanteHat(kind: "beret" | "cap" | "tall", d: Dress, P: ItalianPalette): string {
  const INK = ink(P);
  if (kind === "beret") return beret(100, 57, 30, d.hat, P.goldLight, P.ink);
  if (kind === "cap") return path("M82 62 Q84 44 100 44 Q116 44 118 62 Z", d.hat, INK) + ellipse(100, 62, 20, 4.2, d.hat, INK) + rect(82, 56, 36, 4, P.gold, INK);
  return (
    path("M86 62 L92 30 Q100 24 108 30 L114 62 Z", d.hat, INK) +
    ellipse(100, 62, 23, 4.6, d.hat, INK) +
    rect(88, 52, 24, 5, P.gold, INK) +
    path("M108 34 C116 20 128 18 134 24 C126 24 118 28 112 38 Z", P.goldLight, INK)
  );
}

/** Fante: a standing youth in a belted tunic and parti-coloured hose. */
export function fante(suit: ItalianSuit, st: FullStyle = NAPOLETANE_FULL): string {
  const P = st.P;
  const INK = ink(P);
  const d = st.dress[suit];
  const long = suit === "s" || suit === "b";
  let out = footing(st, suit, 100, 44);
  out += rect(85, 196, 13, 82, d.hose[0], INK) + rect(102, 196, 13, 82, d.hose[1], INK);
  out += rect(84, 234, 15, 5, d.coat2, INK) + rect(101, 234, 15, 5, d.coat2, INK);
  out += ellipse(89, 280, 11, 5, "#4a2e1c", INK) + ellipse(112, 280, 11, 5, "#4a2e1c", INK);
  out += path("M80 104 Q100 98 120 104 L130 150 L142 208 Q100 218 58 208 L70 150 Z", d.coat, INK);
  out += path("M58 208 Q100 218 142 208 L140 199 Q100 209 60 199 Z", d.coat2, INK);
  out += line(100, 108, 100, 200, d.coat2, 3.2);
  for (const y of [118, 132, 146]) out += circle(100, y, 2, P.goldLight, { stroke: P.ink, "stroke-width": 0.6 });
  out += path("M67 156 L133 156 L134 165 L66 165 Z", "#5a3a22", INK) + rect(95, 155, 10, 11, P.gold, INK);
  // left arm on the hip
  out += limb([[80, 112], [67, 146], [74, 178]], 12, d.coat, P.ink) + rect(68, 170, 12, 5, d.coat2, INK) + hand(75, 182, 6, P.skin, P.ink);
  out += rect(94, 88, 12, 16, P.skin, INK);
  out += path("M82 104 Q100 116 118 104 L115 98 Q100 108 85 98 Z", "#fffaf0", INK);
  out += head(100, 74, 16, { skin: P.skin, ink: P.ink, hair: d.hair, hairStyle: "short" });
  out += fanteHat(st.fanteHat ?? "beret", d, P);
  if (long) {
    const sym =
      suit === "s"
        ? suitSymbol(st.kit, "s", { x: 150, y: 98, len: 150 }, "suit")
        : suitSymbol(st.kit, "b", { x: 150, y: 168, len: 200 }, "suit");
    out += limb([[120, 112], [138, 140], [146, 160]], 12, d.coat, P.ink) + sym + hand(149, 162, 6.5, P.skin, P.ink);
  } else {
    out += limb([[120, 112], [142, 128], [148, 106]], 12, d.coat, P.ink) + held(st, suit, 149, 102) + hand(149, 102, 6.5, P.skin, P.ink);
  }
  return group(out, { class: "court full" });
}

/** Horse facing left, with saddle cloth; legs behind and in front. */
export function horse(d: Dress, P: ItalianPalette): string {
  const INK = ink(P);
  const far = shade(d.horse, 0.78);
  let out = "";
  // far legs (darker)
  out += limb([[72, 214], [58, 236], [68, 254]], 10, far, P.ink);
  out += limb([[140, 220], [142, 252], [138, 280]], 10, far, P.ink);
  out += rect(132, 278, 12, 7, "#3a2a20", INK) + path("M62 252 l10 -3 l3 8 l-10 3 Z", "#3a2a20", INK);
  // tail
  out += path("M166 190 C186 200 190 238 178 266 C174 244 170 216 160 202 Z", d.mane, INK);
  // body, neck and head as one silhouette
  out += path(
    "M64 200 C58 185 54 172 50 160 C44 168 36 176 30 176 C24 176 20 168 25 161 C32 148 40 138 47 131 " +
      "L49 120 L55 129 L60 119 L63 132 C74 140 84 156 92 170 C108 175 135 173 150 176 " +
      "C165 178 173 192 168 207 C166 214 160 220 154 222 C130 231 100 231 82 225 C70 221 64 212 64 200 Z",
    d.horse,
    INK,
  );
  // near legs
  out += limb([[82, 220], [80, 252], [78, 280]], 11, d.horse, P.ink) + limb([[150, 214], [158, 248], [150, 280]], 11, d.horse, P.ink);
  out += rect(71, 278, 14, 7, "#3a2a20", INK) + rect(143, 278, 14, 7, "#3a2a20", INK);
  // mane, eye, nostril, bridle
  out += path("M53 124 C68 128 82 146 93 171 L85 172 C76 152 66 140 52 136 Z", d.mane, INK);
  out += circle(42, 146, 2.2, P.ink) + ellipse(28, 167, 2, 1.4, P.ink);
  out += path("M46 132 L36 160 M28 158 C32 162 36 168 38 176", "none", { stroke: P.red, "stroke-width": 2.4 });
  // saddle cloth with fringe
  out += path("M94 170 C112 175 132 174 148 172 L152 216 C130 224 106 222 92 214 Z", d.coat, INK);
  out += path("M92 214 C106 222 130 224 152 216", "none", { stroke: P.gold, "stroke-width": 4, "stroke-dasharray": "2 2" });
  out += path("M98 176 C114 180 130 179 144 177", "none", { stroke: P.gold, "stroke-width": 2 });
  return out;
}

/** The rider's hat, in the deck's manner, on a head whose top is at (118, 75). */
function riderHat(kind: "beret" | "cap" | "tall", d: Dress, P: ItalianPalette): string {
  const INK = ink(P);
  if (kind === "cap") return path("M102 79 Q103 61 118 61 Q133 61 134 79 Z", d.hat, INK) + ellipse(118, 79, 18, 4, d.hat, INK) + rect(102, 73, 32, 4, P.gold, INK);
  if (kind === "tall")
    return (
      path("M105 79 L110 50 Q118 44 126 50 L131 79 Z", d.hat, INK) +
      ellipse(118, 79, 20, 4.4, d.hat, INK) +
      rect(106, 70, 24, 4.4, P.gold, INK) +
      path("M125 54 C132 40 144 38 150 44 C142 44 134 48 128 58 Z", P.goldLight, INK)
    );
  return (
    path("M100 78 Q118 50 136 78 Z", d.hat, INK) +
    ellipse(118, 78, 21, 4.5, d.hat, INK) +
    path("M124 62 C132 44 150 40 160 48 C148 48 138 54 128 66 Z", P.goldLight, INK)
  );
}

/** An arched (closed) crown: the open crown with two arches and an orb and cross on top. */
function archedCrown(P: ItalianPalette): string {
  const INK = ink(P);
  return (
    path("M84 58 C84 34 116 34 116 58", "none", { stroke: P.ink, "stroke-width": 4.4 }) +
    path("M84 58 C84 34 116 34 116 58", "none", { stroke: P.gold, "stroke-width": 2.6 }) +
    path("M100 58 L100 38", "none", { stroke: P.gold, "stroke-width": 2.6 }) +
    circle(100, 36, 4, P.gold, INK) +
    path("M100 24 L100 32 M96.5 27.5 L103.5 27.5", "none", { stroke: P.ink, "stroke-width": 1.8 }) +
    crown(100, 66, 34, 20, { gold: P.gold, ink: P.ink, jewelA: P.red, jewelB: P.blue })
  );
}

/** Cavallo: a rider on a prancing horse, holding the suit symbol forward. */
export function cavallo(suit: ItalianSuit, st: FullStyle = NAPOLETANE_FULL): string {
  const P = st.P;
  const INK = ink(P);
  const d = st.dress[suit];
  let out = footing(st, suit, 110, 58) + horse(d, P);
  // rider: torso, far arm with reins, leg, head, hat
  out += path("M104 118 Q118 112 132 118 L136 170 Q118 177 100 170 Z", d.coat2, INK);
  out += path("M100 150 L136 150 L137 158 L99 158 Z", "#5a3a22", INK);
  out += limb([[130, 124], [128, 148], [106, 150]], 10, d.coat2, P.ink) + hand(103, 150, 5.5, P.skin, P.ink);
  out += path("M101 150 C80 156 52 164 36 172", "none", { stroke: "#4a2e1c", "stroke-width": 1.4 });
  out += limb([[120, 170], [106, 192], [110, 222]], 13, d.hose[0], P.ink) + ellipse(106, 226, 10, 5, "#4a2e1c", INK);
  out += rect(112, 100, 11, 14, P.skin, INK);
  out += head(118, 90, 14, { skin: P.skin, ink: P.ink, hair: d.hair, hairStyle: "short" });
  out += riderHat(st.fanteHat ?? "beret", d, P);
  // near arm holding the suit symbol forward
  if (suit === "s" || suit === "b") {
    const sym =
      suit === "s"
        ? suitSymbol(st.kit, "s", { x: 80, y: 84, rot: -18, len: 128, flip: true }, "suit")
        : suitSymbol(st.kit, "b", { x: 78, y: 92, rot: -22, len: 118 }, "suit");
    out += limb([[108, 124], [96, 140], [90, 126]], 10, d.coat2, P.ink) + sym + hand(89, 124, 6, P.skin, P.ink);
  } else {
    out += limb([[108, 124], [92, 136], [84, 118]], 10, d.coat2, P.ink) + held(st, suit, 82, 114, 0.85) + hand(83, 114, 6, P.skin, P.ink);
  }
  return group(out, { class: "court full" });
}

/** Re: a standing king with crown and beard, ermine cape and sceptre, holding the suit symbol. */
export function re(suit: ItalianSuit, st: FullStyle = NAPOLETANE_FULL): string {
  const P = st.P;
  const INK = ink(P);
  const d = st.dress[suit];
  const mantle = d.coat2 === P.gold ? P.red : d.coat2;
  let out = footing(st, suit, 100, 56);
  out += path("M74 106 Q100 96 126 106 C140 150 152 230 158 282 Q100 296 42 282 C48 230 60 150 74 106 Z", mantle, INK);
  out += path("M84 110 L116 110 C120 170 126 230 130 284 Q100 292 70 284 C74 230 80 170 84 110 Z", d.coat, INK);
  out += path("M96 112 L104 112 L109 288 L91 288 Z", P.gold, INK);
  for (let i = 0; i < 9; i++) out += circle(100, 128 + i * 18, 2.6, i % 2 ? P.red : P.blue, { stroke: P.ink, "stroke-width": 0.6 });
  out += ellipse(89, 289, 8, 4, "#4a2e1c", INK) + ellipse(111, 289, 8, 4, "#4a2e1c", INK);
  out += path("M80 168 L120 168 L121 176 L79 176 Z", P.gold, INK);
  const k = st.king ?? {};
  // the shoulder cape: ermine, or gold with a red hem
  if (k.cape === "gold")
    out += path("M70 110 Q100 94 130 110 L136 136 Q100 148 64 136 Z", P.gold, INK) + path("M64 136 Q100 148 136 136 L135 130 Q100 142 65 130 Z", P.red, INK);
  else out += path("M70 110 Q100 94 130 110 L136 136 Q100 148 64 136 Z", "#fffaf0", INK) + ermineSpots(70, 106, 60, 36, 9, P.ink);
  if (k.hand === "orb") {
    // an orb held at the waist
    out += limb([[76, 116], [60, 146], [72, 170]], 12, mantle, P.ink) + circle(76, 168, 8, P.gold, INK) + path("M76 160 L76 152 M72 155 L80 155", "none", { stroke: P.ink, "stroke-width": 1.8 }) + hand(70, 176, 6.5, P.skin, P.ink);
  } else {
    // a sceptre in the left hand
    out += line(62, 110, 62, 252, P.ink, 5.6, { "stroke-linecap": "round" }) + line(62, 110, 62, 252, P.gold, 3.4, { "stroke-linecap": "round" });
    out += circle(62, 104, 6, P.gold, INK) + path("M62 92 L62 100 M58 95 L66 95", "none", { stroke: P.ink, "stroke-width": 2 });
    out += limb([[76, 116], [58, 140], [62, 166]], 12, mantle, P.ink) + rect(55, 160, 14, 5, "#fffaf0", INK) + hand(62, 170, 6.5, P.skin, P.ink);
  }
  // head, crown
  const beard = k.beard ?? "#e9e4d8";
  out += rect(94, 92, 12, 12, P.skin, INK);
  out += head(100, 80, 16, { skin: P.skin, ink: P.ink, hair: k.beard ? beard : "#d8d2c4", hairStyle: "curly", beard });
  out += k.crown === "arched" ? archedCrown(P) : crown(100, 66, 34, 24, { gold: P.gold, ink: P.ink, jewelA: P.red, jewelB: P.blue });
  // the suit symbol in the right hand
  if (suit === "s" || suit === "b") {
    const sym =
      suit === "s"
        ? suitSymbol(st.kit, "s", { x: 150, y: 104, len: 160 }, "suit")
        : suitSymbol(st.kit, "b", { x: 150, y: 172, len: 196 }, "suit");
    out += limb([[124, 116], [142, 142], [147, 164]], 12, mantle, P.ink) + sym + hand(149, 166, 6.5, P.skin, P.ink);
  } else {
    out += limb([[124, 116], [144, 136], [148, 150]], 12, mantle, P.ink) + rect(141, 144, 14, 5, "#fffaf0", INK) + held(st, suit, 149, 150, 1) + hand(149, 152, 6.5, P.skin, P.ink);
  }
  return group(out, { class: "court full" });
}
