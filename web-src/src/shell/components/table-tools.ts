// The deck menu and the sound switch of the trick tables' toolbars (Tressette's and Briscola's).
import { html, type TemplateResult } from "lit";
import { DECK_GROUPS, type DeckId } from "../decks/index";
import { t } from "../i18n";

/** The deck menu's options, grouped by suits (Spanish, Italian, French), `deck` selected. */
export function deckOptions(deck: DeckId): TemplateResult {
  return html`${DECK_GROUPS.map(
    (group) =>
      html`<optgroup label=${t(`web.deck.group.${group.suits}`)}>
        ${group.decks.map((one) => html`<option value=${one} ?selected=${one === deck}>${t(`web.deck.${one}`)}</option>`)}
      </optgroup>`,
  )}`;
}

/** The deck the cards are drawn with (the menu alone on a phone) and the sounds on or off. */
export function deckAndSound(deck: DeckId, sounds: boolean, setDeck: (deck: DeckId) => void, toggleSound: () => void): TemplateResult {
  return html`<label class="deck-choice"
      ><span class="deck-word">${t("web.settings.deck")}</span>
      <select data-testid="deck" aria-label=${t("web.settings.deck")} .value=${deck} @change=${(e: Event) => setDeck((e.target as HTMLSelectElement).value as DeckId)}>
        ${deckOptions(deck)}
      </select></label
    >
    <button class="quiet sound" aria-pressed=${sounds ? "true" : "false"} @click=${toggleSound}>${sounds ? t("web.sound.on") : t("web.sound.off")}</button>`;
}
