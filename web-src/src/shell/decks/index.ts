// Circolo's own playing cards, drawn as SVG by code. Public entry point used by the client.
import { isFrenchCode, isItalianCode, type ItalianRank, type ItalianSuit } from "./codes";
import { napoletaneBack, napoletaneFace } from "./napoletane";
import { piacentineBack, piacentineFace } from "./piacentine";
import { francesiBack, francesiFace } from "./francesi";
import { piemontesiBack, piemontesiFace, sicilianeBack, sicilianeFace, trevisaneBack, trevisaneFace } from "./regional";
import { svgDoc } from "./svg";

export { isFrenchCode, isItalianCode } from "./codes";

export type DeckId = "napoletane" | "piacentine" | "siciliane" | "trevisane" | "piemontesi" | "francesi";

/** The decks Tressette and Briscola are drawn with (Piemontesi: French suits for the Italian forty cards). */
export const ITALIAN_DECKS: readonly DeckId[] = Object.freeze(["napoletane", "piacentine", "siciliane", "trevisane", "piemontesi"] as const);
export const FRENCH_DECKS: readonly DeckId[] = Object.freeze(["francesi"] as const);

const faces = new Map<string, string>();
const backs = new Map<DeckId, string>();

function isDeck(deck: string): deck is DeckId {
  return (ITALIAN_DECKS as readonly string[]).includes(deck) || (FRENCH_DECKS as readonly string[]).includes(deck);
}

/** Each Italian deck's face, drawn from a rank and a suit. */
const ITALIAN_FACES: Record<Exclude<DeckId, "francesi">, (rank: ItalianRank, suit: ItalianSuit) => string> = {
  napoletane: napoletaneFace,
  piacentine: piacentineFace,
  siciliane: sicilianeFace,
  trevisane: trevisaneFace,
  piemontesi: piemontesiFace,
};

const BACKS: Record<DeckId, () => string> = {
  napoletane: napoletaneBack,
  piacentine: piacentineBack,
  siciliane: sicilianeBack,
  trevisane: trevisaneBack,
  piemontesi: piemontesiBack,
  francesi: francesiBack,
};

function drawFace(code: string, deck: DeckId): string {
  if (deck === "francesi") {
    if (!isFrenchCode(code)) {
      const hint = isItalianCode(code) ? " (an Italian card code; use an Italian deck)" : "";
      throw new Error(`Unknown card code "${code}" for deck "${deck}"${hint}`);
    }
    return svgDoc(francesiFace(code), deck, code);
  }
  if (!isItalianCode(code)) {
    const hint = isFrenchCode(code) ? " (a French card code; use the francesi deck)" : "";
    throw new Error(`Unknown card code "${code}" for deck "${deck}"${hint}`);
  }
  const rank = code[0] as ItalianRank;
  const suit = code[1] as ItalianSuit;
  return svgDoc(ITALIAN_FACES[deck](rank, suit), deck, code);
}

/**
 * Full standalone SVG markup (viewBox 0 0 200 320) of one card face.
 * Throws an Error naming the code and the deck for an unknown code or a code of the other family.
 */
export function cardSvg(code: string, deck: DeckId): string {
  if (!isDeck(deck)) throw new Error(`Unknown deck "${String(deck)}" for card code "${code}"`);
  const key = `${deck}:${code}`;
  let svg = faces.get(key);
  if (svg === undefined) {
    svg = drawFace(code, deck);
    faces.set(key, svg);
  }
  return svg;
}

/** The back of the deck's cards, same viewBox. */
export function backSvg(deck: DeckId): string {
  if (!isDeck(deck)) throw new Error(`Unknown deck "${String(deck)}"`);
  let svg = backs.get(deck);
  if (svg === undefined) {
    svg = svgDoc(BACKS[deck](), deck, "back");
    backs.set(deck, svg);
  }
  return svg;
}
