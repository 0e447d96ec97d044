// Card faces and backs as lit templates, from the decks Circolo draws itself (decks/).
import { html, type TemplateResult } from "lit";
import { unsafeSVG } from "lit/directives/unsafe-svg.js";
import { backSvg, cardSvg, type DeckId } from "./decks/index";

export function face(code: string, deck: DeckId): TemplateResult {
  return html`${unsafeSVG(cardSvg(code, deck))}`;
}

export function back(deck: DeckId): TemplateResult {
  return html`${unsafeSVG(backSvg(deck))}`;
}
