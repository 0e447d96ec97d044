// Suit symbols in the Spanish manner of the Sicilian and Sardinian decks, drawn around the
// origin: straight swords with curled quillons, knotted clubs lying apart, and each deck's own
// coin and cup (the Siciliane's tall cup with a flared mouth, the Sarde's red-bowled copa).
import type { ItalianPalette } from "./palette";
import type { SymbolKit } from "./symbols-italian";
import { circle, ellipse, group, line, n, path, radial, rect, starPath } from "./svg";

export type SpanishVariant = "siciliane" | "sarde";

/** A straight Spanish sword, tip up: broad blade, curled quillons, a ball pommel. */
function espada(P: ItalianPalette, len: number, v: SpanishVariant): string {
  const S = { stroke: P.ink, "stroke-width": 1 };
  const tip = -len / 2;
  const grip = Math.min(20, len * 0.12);
  const yg = len / 2 - grip - 8;
  const w = v === "sarde" ? 5 : 3.8;
  const blade =
    path(`M${n(-w)} ${n(yg)} L${n(-w * 0.8)} ${n(tip + 16)} L0 ${n(tip)} L${n(w * 0.8)} ${n(tip + 16)} L${n(w)} ${n(yg)} Z`, P.steel, {
      ...S,
      "stroke-linejoin": "round",
    }) + line(0, yg - 3, 0, tip + 8, P.blue, 1.1, { opacity: 0.7 });
  // the quillons: an S curling back towards the blade at each end (Sarde), or a half-moon guard (Siciliane)
  const guard =
    v === "sarde"
      ? path(`M-16 ${n(yg - 8)} C-20 ${n(yg - 2)} -12 ${n(yg + 3)} 0 ${n(yg)} C12 ${n(yg + 3)} 20 ${n(yg - 2)} 16 ${n(yg - 8)}`, "none", {
          stroke: P.ink,
          "stroke-width": 5.6,
          "stroke-linecap": "round",
        }) +
        path(`M-16 ${n(yg - 8)} C-20 ${n(yg - 2)} -12 ${n(yg + 3)} 0 ${n(yg)} C12 ${n(yg + 3)} 20 ${n(yg - 2)} 16 ${n(yg - 8)}`, "none", {
          stroke: P.gold,
          "stroke-width": 3.4,
          "stroke-linecap": "round",
        })
      : path(`M-13 ${n(yg - 6)} Q0 ${n(yg + 8)} 13 ${n(yg - 6)} L10 ${n(yg - 7)} Q0 ${n(yg + 3)} -10 ${n(yg - 7)} Z`, P.gold, S) +
        circle(-13, yg - 6.5, 2.4, P.red, S) +
        circle(13, yg - 6.5, 2.4, P.red, S);
  let wraps = "";
  for (let y = yg + 5; y < yg + grip; y += 4.5) wraps += line(-2.6, y, 2.6, y - 2, P.gold, 1);
  const hilt =
    rect(-2.8, yg + 1, 5.6, grip, v === "sarde" ? P.red : P.blue, S) + wraps + circle(0, yg + grip + 4.5, 4.6, P.gold, S) + circle(0, yg + 0.6, 3, P.red, S);
  return blade + hilt + guard;
}

/** A knotted club, thick end up: tapering, with cut branches (and leaves for the Siciliane). */
function basto(P: ItalianPalette, len: number, v: SpanishVariant): string {
  const top = -len / 2;
  const S = { stroke: P.ink, "stroke-width": 1, "stroke-linejoin": "round" };
  const thick = v === "sarde" ? 9.5 : 8;
  const body = path(
    `M${n(-thick)} ${n(top + 6)} C${n(-thick - 2)} ${n(top + len * 0.3)} -4.5 ${n(-top - 22)} -3.6 ${n(-top - 4)} Q0 ${n(-top + 2)} 3.6 ${n(-top - 4)} ` +
      `C4.5 ${n(-top - 22)} ${n(thick + 2)} ${n(top + len * 0.3)} ${n(thick)} ${n(top + 6)} Q0 ${n(top - 4)} ${n(-thick)} ${n(top + 6)} Z`,
    P.wood,
    S,
  );
  let knots = "";
  for (const [i, t] of [0.2, 0.38, 0.56, 0.72].entries()) {
    const side = i % 2 ? 1 : -1;
    const y = top + t * len;
    const x = side * (thick - 1 - t * (thick - 4.5));
    knots += group(path("M-2.6 1 L-2.2 -6 L2.2 -6 L2.6 1 Z", P.wood, S) + ellipse(0, -6, 2.2, 1.1, P.goldLight, { stroke: P.ink, "stroke-width": 0.6 }), {
      transform: `translate(${n(x)} ${n(y)}) rotate(${side * 60})`,
    });
  }
  const grain = path(`M-2 ${n(top + 10)} Q-3.5 ${n(0)} -1 ${n(-top - 14)} M3 ${n(top + 16)} Q4 ${n(top + len * 0.4)} 2 ${n(top + len * 0.6)}`, "none", {
    stroke: P.goldDark,
    "stroke-width": 0.9,
    opacity: 0.8,
  });
  const cut = ellipse(0, top + 3, thick - 0.5, 3.2, P.goldLight, { stroke: P.ink, "stroke-width": 0.8 });
  const leaves =
    v === "siciliane"
      ? group(path("M0 0 C5 -8 14 -9 19 -4 C13 -1 6 2 0 0 Z", P.green, { stroke: P.ink, "stroke-width": 0.7 }), {
          transform: `translate(${n(thick - 1)} ${n(top + 12)}) rotate(-30)`,
        }) +
        group(path("M0 0 C5 -8 14 -9 19 -4 C13 -1 6 2 0 0 Z", P.green, { stroke: P.ink, "stroke-width": 0.7 }), {
          transform: `translate(${n(-thick + 1)} ${n(top + 16)}) rotate(210) scale(1 -1)`,
        })
      : rect(-5, -top - 24, 10, 4, P.red, { stroke: P.ink, "stroke-width": 0.7 });
  return knots + body + grain + cut + leaves;
}

/** The Siciliane's tall cup: a flared mouth, a round knop, a stepped foot. */
function sicilianCup(P: ItalianPalette): string {
  const S = { stroke: P.ink, "stroke-width": 1 };
  return (
    path("M-11 23 C-10 18 -4 17 -2.5 14 L2.5 14 C4 17 10 18 11 23 Z", P.gold, S) +
    ellipse(0, 23, 11, 2.2, P.goldDark, S) +
    rect(-2.4, 2, 4.8, 13, P.gold, S) +
    circle(0, 6, 4.6, P.blue, S) +
    path("M-18 -22 C-12 -20 -10 -14 -10 -8 C-10 -1 -5 2 0 2 C5 2 10 -1 10 -8 C10 -14 12 -20 18 -22 Z", P.gold, S) +
    path("M-10.5 -10 L10.5 -10 L10 -5 L-10 -5 Z", P.red, { stroke: P.ink, "stroke-width": 0.6 }) +
    ellipse(0, -22, 18, 3, P.redDark, S) +
    path("M-7 -3 C-5 0 -3 1 -1 1.4", "none", { stroke: "#fff", "stroke-width": 1.2, opacity: 0.5 })
  );
}

/** The Sarde's copa: a deep red bowl on a gold stem, as the Spanish cups. */
function sardCup(P: ItalianPalette): string {
  const S = { stroke: P.ink, "stroke-width": 1 };
  return (
    path("M-14 22 C-12 16 -5 15 -3 13 L3 13 C5 15 12 16 14 22 Z", P.gold, S) +
    ellipse(0, 22, 14, 2.6, P.goldDark, S) +
    rect(-2.6, 4, 5.2, 10, P.gold, S) +
    ellipse(0, 8.5, 6.2, 2.6, P.gold, S) +
    path("M-17 -16 C-17 -3 -9 4 0 4.5 C9 4 17 -3 17 -16 Z", P.red, S) +
    path("M-17 -16 C-16 -12 -15 -10 -14 -8 L14 -8 C15 -10 16 -12 17 -16 Z", P.gold, { stroke: P.ink, "stroke-width": 0.7 }) +
    ellipse(0, -16, 17, 3.4, P.goldDark, S) +
    ellipse(0, -16, 14, 2, P.redDark) +
    path("M-12 -4 C-9 0 -6 2 -3 2.6", "none", { stroke: "#fff", "stroke-width": 1.3, opacity: 0.45 })
  );
}

/** The Siciliane's coin: a gold disc with a green ring and a red four-petal flower. */
function sicilianCoin(P: ItalianPalette): string {
  return (
    circle(0, 0, 20, P.gold, { stroke: P.ink, "stroke-width": 1.3 }) +
    circle(0, 0, 15.5, P.green, { stroke: P.ink, "stroke-width": 0.8 }) +
    circle(0, 0, 12.5, P.goldLight, { stroke: P.ink, "stroke-width": 0.6 }) +
    radial(4, path("M0 -1 C5 -4 5 -11 0 -12 C-5 -11 -5 -4 0 -1 Z", P.red, { stroke: P.ink, "stroke-width": 0.6 }), 45) +
    radial(4, circle(0, -9, 1.4, P.blue)) +
    circle(0, 0, 2.8, P.gold, { stroke: P.ink, "stroke-width": 0.6 })
  );
}

/** The Sarde's coin: a gold disc with a beaded rim and a red eight-point star. */
function sardCoin(P: ItalianPalette): string {
  return (
    circle(0, 0, 20, P.gold, { stroke: P.ink, "stroke-width": 1.3 }) +
    circle(0, 0, 16.6, "none", { stroke: P.redDark, "stroke-width": 2.2, "stroke-dasharray": "1.2 2.2" }) +
    circle(0, 0, 13.8, P.goldLight, { stroke: P.ink, "stroke-width": 0.7 }) +
    path(starPath(0, 0, 13, 5.6, 8), P.red, { stroke: P.ink, "stroke-width": 0.6, "stroke-linejoin": "round" }) +
    circle(0, 0, 3.6, P.gold, { stroke: P.ink, "stroke-width": 0.6 }) +
    path("M-13 -7 A15 15 0 0 1 -4 -14.2", "none", { stroke: "#fff", "stroke-width": 1.3, opacity: 0.5, "stroke-linecap": "round" })
  );
}

/** The symbol kit of a Spanish-suited regional deck, in its palette. */
export function spanishKit(P: ItalianPalette, v: SpanishVariant): SymbolKit {
  return {
    denaro: () => (v === "sarde" ? sardCoin(P) : sicilianCoin(P)),
    coppa: () => (v === "sarde" ? sardCup(P) : sicilianCup(P)),
    spada: (len) => espada(P, len, v),
    bastone: (len) => basto(P, len, v),
  };
}
