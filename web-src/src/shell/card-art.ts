// Card faces and backs as lit templates, from the decks Circolo draws itself (decks/). Every
// face carries its accessible name in the page's language ("Re di denari"), so that a screen
// reader names each card wherever it lies; a back is hidden from it (its pile says how many).
import { html, type TemplateResult } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { cardName, frenchName } from "./cards";
import { backSvg, cardSvg, isItalianCode, type DeckId } from "./decks/index";

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
  const name = isItalianCode(code) ? cardName(code) : frenchName(code);
  const key = `${deck}:${code}:${name}`;
  let svg = named.get(key);
  if (svg === undefined) {
    svg = labelledSvg(cardSvg(code, deck), name);
    named.set(key, svg);
  }
  return html`${unsafeSVG(svg)}`;
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
