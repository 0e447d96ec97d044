// Card faces and backs as lit templates, from the decks Circolo draws itself (decks/). Every
// face carries its accessible name in the page's language ("Re di denari"), so that a screen
// reader names each card wherever it lies; a back is hidden from it (its pile says how many).
import { html, type TemplateResult } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { cardName, frenchName } from "./cards";
import { backSvg, cardSvg, FRENCH_DECKS, isItalianCode, type DeckId } from "./decks/index";

/** Text made safe inside an XML attribute's double quotes. */
function attribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** A card's drawing with its accessible name (`role="img"`, `aria-label`). */
export function labelledSvg(svg: string, name: string): string {
  return svg.replace("<svg ", `<svg role="img" aria-label="${attribute(name)}" `);
}

/** Each face as drawn with its name, by deck, code and name (a name per language): a table
 *  redraws its cards often, and the drawing is made once. */
const named = new Map<string, string>();

export function face(code: string, deck: DeckId): TemplateResult {
  // the deck tells the code's family: "3c" is the Three of Cups in an Italian deck and the
  // Three of Clubs in the French one
  const name = FRENCH_DECKS.includes(deck) || !isItalianCode(code) ? frenchName(code) : cardName(code);
  const key = `${deck}:${code}:${name}`;
  let svg = named.get(key);
  if (svg === undefined) {
    svg = labelledSvg(cardSvg(code, deck), name);
    named.set(key, svg);
  }
  return html`${unsafeSVG(svg)}`;
}

/** A card of your hand as its button's content: the drawing, named by the card, then the key
 *  that plays it for screen readers alone ("Re di denari (3)"). The button is named by what
 *  it holds, not by an aria-label, so its name never leaves out what it shows (the corners'
 *  rank is part of the named drawing). The view's styles must have the shared `.sr-only`. */
export function keyedFace(code: string, deck: DeckId, key: number): TemplateResult {
  return html`${face(code, deck)}<span class="sr-only"> (${key})</span>`;
}

const hiddenBacks = new Map<DeckId, string>();

export function back(deck: DeckId): TemplateResult {
  let svg = hiddenBacks.get(deck);
  if (svg === undefined) {
    svg = backSvg(deck).replace("<svg ", '<svg aria-hidden="true" ');
    hiddenBacks.set(deck, svg);
  }
  return html`${unsafeSVG(svg)}`;
}
