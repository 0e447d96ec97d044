// The aces of the Siciliane, the Sarde and the Romagnole: one large suit symbol each (the
// single `class="pip"` group) with the deck's own ornaments — the Siciliane's eagle over the
// coin and the cherub holding the sword, the Sarde's crowned coin, the Romagnole's garlands.
import type { ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import type { SymbolKit } from "./symbols-italian";
import { suitSymbol } from "./symbols-italian";
import { cherub, eagle } from "./emblems";
import { crown } from "./figure-parts";
import { laurelArc, ribbon } from "./ornaments";
import { circle, ellipse, group, path, radial } from "./svg";

/** A leafy sprig from the origin towards +x. */
function sprig(P: ItalianPalette): string {
  const S = { stroke: P.ink, "stroke-width": 0.8 };
  return (
    path("M0 0 Q14 -4 30 -2", "none", { stroke: P.greenDark, "stroke-width": 1.6 }) +
    path("M8 -2 C10 -10 16 -12 20 -10 C18 -6 14 -3 8 -2 Z", P.green, S) +
    path("M16 -3 C20 4 26 6 29 4 C27 0 22 -2 16 -3 Z", P.green, S) +
    circle(30, -2, 3, P.red, S)
  );
}

export function aceSiciliane(suit: ItalianSuit, P: ItalianPalette, kit: SymbolKit): string {
  switch (suit) {
    case "d":
      return (
        eagle(100, 96, 1.05, { heads: 1, body: "#2d2620", dark: "#52443a", gold: P.gold, ink: P.ink, crown: { jewel: P.red } }) +
        suitSymbol(kit, "d", { x: 100, y: 200, s: 2.6 }) +
        group(radial(12, circle(0, -60, 2.6, P.red, { stroke: P.ink, "stroke-width": 0.6 })), { transform: "translate(100 200)" })
      );
    case "c":
      return (
        group(sprig(P), { transform: "translate(100 96) rotate(-60)" }) +
        group(sprig(P), { transform: "translate(100 96) rotate(-120) scale(1 -1)" }) +
        group(sprig(P), { transform: "translate(100 96) rotate(-90)" }) +
        suitSymbol(kit, "c", { x: 100, y: 178, s: 2.9 }) +
        ellipse(100, 250, 40, 4, P.ink, { opacity: 0.12 })
      );
    case "s":
      // the sword held up by a cherub
      return (
        laurelArc(100, 210, 58, 210, 320, 7, P.green, P.ink, 1.2) +
        laurelArc(100, 210, 58, 150, 40, 7, P.green, P.ink, 1.2) +
        suitSymbol(kit, "s", { x: 100, y: 178, s: 1.4, len: 170 }) +
        cherub(100, 58, 1.5, P)
      );
    case "b":
      return (
        group(sprig(P), { transform: "translate(112 70) rotate(-40)" }) +
        group(sprig(P), { transform: "translate(88 70) rotate(-140) scale(1 -1)" }) +
        suitSymbol(kit, "b", { x: 100, y: 168, s: 1.55, len: 160 }) +
        ribbon(100, 236, 90, P.red, P.redDark, P.ink)
      );
  }
}

export function aceSarde(suit: ItalianSuit, P: ItalianPalette, kit: SymbolKit): string {
  switch (suit) {
    case "d":
      return (
        laurelArc(100, 170, 74, 200, 340, 8, P.green, P.ink, 1.2) +
        laurelArc(100, 170, 74, 160, 20, 8, P.green, P.ink, 1.2) +
        suitSymbol(kit, "d", { x: 100, y: 170, s: 2.9 }) +
        crown(100, 100, 50, 30, { gold: P.gold, ink: P.ink, jewelA: P.red, jewelB: P.blue })
      );
    case "c":
      return suitSymbol(kit, "c", { x: 100, y: 164, s: 3.1 }) + ribbon(100, 236, 96, P.blue, P.ink, P.ink);
    case "s":
      return (
        laurelArc(100, 196, 62, 210, 330, 7, P.green, P.ink, 1.2) +
        laurelArc(100, 196, 62, 150, 30, 7, P.green, P.ink, 1.2) +
        suitSymbol(kit, "s", { x: 100, y: 160, s: 1.45, len: 180 }) +
        ribbon(100, 112, 92, P.red, P.redDark, P.ink)
      );
    case "b":
      return suitSymbol(kit, "b", { x: 100, y: 164, s: 1.7, len: 160 }) + group(sprig(P), { transform: "translate(114 86) rotate(-30)" });
  }
}

export function aceRomagnole(suit: ItalianSuit, P: ItalianPalette, kit: SymbolKit): string {
  const garland = (cy: number, r: number): string => laurelArc(100, cy, r, 215, 325, 6, P.green, P.ink, 1.2) + laurelArc(100, cy, r, 145, 35, 6, P.green, P.ink, 1.2);
  switch (suit) {
    case "d":
      return garland(160, 76) + suitSymbol(kit, "d", { x: 100, y: 160, s: 3 }) + ribbon(100, 250, 70, P.blue, P.ink, P.ink);
    case "c":
      return (
        group(sprig(P), { transform: "translate(100 110) rotate(-70)" }) +
        group(sprig(P), { transform: "translate(100 110) rotate(-110) scale(1 -1)" }) +
        suitSymbol(kit, "c", { x: 100, y: 180, s: 2.9 })
      );
    case "s":
      return garland(170, 60) + suitSymbol(kit, "s", { x: 100, y: 160, s: 1.5, len: 180 }) + ribbon(100, 200, 96, P.red, P.redDark, P.ink);
    case "b":
      return garland(160, 70) + suitSymbol(kit, "b", { x: 100, y: 160, s: 1.7, len: 150 });
  }
}
