// The aces of the north-Italian decks: the Venetian mottoes on the Trevisane's and the
// Triestine's; the Bergamasche's cupid over the cup, "VINCERAI" on the baton and the blank
// round of the old tax stamp on the coin; the Trentine's eagle over the cup and the sword
// through a crown.
import type { ItalianSuit } from "./codes";
import type { ItalianPalette } from "./palette";
import type { SymbolKit } from "./symbols-italian";
import { suitSymbol } from "./symbols-italian";
import { cherub, eagle, motto } from "./emblems";
import { crown } from "./figure-parts";
import { laurelArc, ribbon } from "./ornaments";
import { circle, group, path, radial, text, SERIF } from "./svg";

/** The Venetian aces' mottoes, on the gambler's risks. */
const MOTTOES: Record<ItalianSuit, readonly string[]> = {
  d: ["Non val saper", "a chi ha fortuna contra"],
  c: ["Per un punto", "Martin perse la capa"],
  s: ["Non ti fidar di me", "se il cuor ti manca"],
  b: ["Se ti perdi", "tuo danno"],
};

/** The Trevisane's and the Triestine's aces: the big symbol and its motto on a scroll. */
export function aceVenetian(suit: ItalianSuit, P: ItalianPalette, kit: SymbolKit, scroll: string): string {
  const words = motto(100, 270, 150, MOTTOES[suit], P, scroll);
  switch (suit) {
    case "d":
      return group(radial(16, path("M0 -52 L4 -62 L-4 -62 Z", P.red, { stroke: P.ink, "stroke-width": 0.7 })), { transform: "translate(100 140)" }) + suitSymbol(kit, "d", { x: 100, y: 140, s: 2.5 }) + words;
    case "c":
      return suitSymbol(kit, "c", { x: 100, y: 140, s: 2.7 }) + words;
    case "s":
      return laurelArc(100, 150, 56, 215, 325, 6, P.green, P.ink, 1.1) + laurelArc(100, 150, 56, 145, 35, 6, P.green, P.ink, 1.1) + suitSymbol(kit, "s", { x: 100, y: 128, s: 1.3, len: 170, bow: 16 }) + words;
    case "b":
      return suitSymbol(kit, "b", { x: 100, y: 130, s: 1.2, len: 196 }) + words;
  }
}

export function aceBergamasche(suit: ItalianSuit, P: ItalianPalette, kit: SymbolKit): string {
  switch (suit) {
    case "d":
      // the blank round where the tax stamp went
      return (
        suitSymbol(kit, "d", { x: 100, y: 150, s: 3.2 }) +
        circle(100, 150, 30, "#fffaf0", { stroke: P.ink, "stroke-width": 1.4 }) +
        circle(100, 150, 26, "none", { stroke: P.ink, "stroke-width": 0.6, "stroke-dasharray": "2 2" }) +
        ribbon(100, 250, 80, P.red, P.redDark, P.ink)
      );
    case "c":
      return suitSymbol(kit, "c", { x: 100, y: 190, s: 2.8 }) + cherub(100, 82, 1.7, P);
    case "s":
      return crown(100, 92, 56, 34, { gold: P.gold, ink: P.ink, jewelA: P.red, jewelB: P.blue }) + suitSymbol(kit, "s", { x: 100, y: 170, s: 1.35, len: 180, bow: 14 });
    case "b":
      return (
        suitSymbol(kit, "b", { x: 100, y: 160, s: 1.3, len: 210 }) +
        ribbon(100, 160, 130, "#fffaf0", "#e9dcc0", P.ink) +
        text(100, 164, "VINCERAI", { "font-family": SERIF, "font-size": 11, "font-weight": "bold", "letter-spacing": 1.2, fill: P.red })
      );
  }
}

export function aceTrentine(suit: ItalianSuit, P: ItalianPalette, kit: SymbolKit): string {
  switch (suit) {
    case "d":
      return laurelArc(100, 160, 70, 200, 340, 8, P.green, P.ink, 1.2) + laurelArc(100, 160, 70, 160, 20, 8, P.green, P.ink, 1.2) + suitSymbol(kit, "d", { x: 100, y: 160, s: 2.9 });
    case "c":
      return eagle(100, 88, 0.95, { heads: 1, body: "#2d2620", dark: "#52443a", gold: P.gold, ink: P.ink }) + suitSymbol(kit, "c", { x: 100, y: 200, s: 2.6 });
    case "s":
      // the sword through a crown
      return (
        crown(100, 176, 76, 44, { gold: P.gold, ink: P.ink, jewelA: P.red, jewelB: P.green }) +
        suitSymbol(kit, "s", { x: 100, y: 160, s: 1.4, len: 190, bow: 0 }) +
        path("M62 176 L138 176 L138 166 L62 166 Z", P.gold, { stroke: P.ink, "stroke-width": 1.2 })
      );
    case "b":
      return suitSymbol(kit, "b", { x: 100, y: 160, s: 1.35, len: 200 }) + ribbon(100, 124, 110, P.green, P.greenDark, P.ink) + ribbon(100, 196, 110, P.red, P.redDark, P.ink);
  }
}
