// Circolo's own playing cards, drawn as SVG by code. Public entry point used by the client.
// Each regional deck is a module of its own (napoletane.ts, sarde.ts, trevisane.ts…) built from
// shared parts: the suit symbols of its family (symbols-*.ts), the pip layouts (layouts.ts), the
// full-length or double-headed figures (figures-*.ts, courts-double.ts), aces and emblems.
import { isFrenchCode, isItalianCode, type ItalianRank, type ItalianSuit } from "./codes";
import { napoletaneBack, napoletaneFace } from "./napoletane";
import { piacentineBack, piacentineFace } from "./piacentine";
import { francesiBack, francesiFace } from "./francesi";
import { sicilianeBack, sicilianeFace } from "./siciliane";
import { sardeBack, sardeFace } from "./sarde";
import { romagnoleBack, romagnoleFace } from "./romagnole";
import { trevisaneBack, trevisaneFace } from "./trevisane";
import { triestineBack, triestineFace } from "./triestine";
import { bergamascheBack, bergamascheFace } from "./bergamasche";
import { trentineBack, trentineFace } from "./trentine";
import { piemontesiBack, piemontesiFace } from "./piemontesi";
import { svgDoc } from "./svg";

export { isFrenchCode, isItalianCode } from "./codes";

export type DeckId =
  | "napoletane"
  | "piacentine"
  | "siciliane"
  | "sarde"
  | "romagnole"
  | "trevisane"
  | "triestine"
  | "bergamasche"
  | "trentine"
  | "piemontesi"
  | "francesi";

/** The regional decks the forty Italian cards are drawn with: the Spanish-suited ones of the
 *  south and the centre, the north-Italian ones, and the Piemontesi (French suits). */
export const ITALIAN_DECKS: readonly DeckId[] = Object.freeze([
  "napoletane",
  "piacentine",
  "siciliane",
  "sarde",
  "romagnole",
  "trevisane",
  "triestine",
  "bergamasche",
  "trentine",
  "piemontesi",
] as const);
/** The Italian decks by their suits, as the deck menus group them. */
export const DECK_GROUPS: readonly { readonly suits: "spanish" | "italian" | "french"; readonly decks: readonly DeckId[] }[] = Object.freeze([
  { suits: "spanish", decks: ["napoletane", "piacentine", "siciliane", "sarde", "romagnole"] },
  { suits: "italian", decks: ["trevisane", "triestine", "bergamasche", "trentine"] },
  { suits: "french", decks: ["piemontesi"] },
] as const);

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
  sarde: sardeFace,
  romagnole: romagnoleFace,
  trevisane: trevisaneFace,
  triestine: triestineFace,
  bergamasche: bergamascheFace,
  trentine: trentineFace,
  piemontesi: piemontesiFace,
};

const BACKS: Record<DeckId, () => string> = {
  napoletane: napoletaneBack,
  piacentine: piacentineBack,
  siciliane: sicilianeBack,
  sarde: sardeBack,
  romagnole: romagnoleBack,
  trevisane: trevisaneBack,
  triestine: triestineBack,
  bergamasche: bergamascheBack,
  trentine: trentineBack,
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
