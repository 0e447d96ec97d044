// Settings: nickname (kept on the server's profile), deck, sounds, the variant and options
// of new single-player games, and how long the AI players wait before a card.
import { LitElement, html, css, nothing, type TemplateResult } from "lit";
import { face } from "../card-art";
import type { DeckId } from "../decks/index";
import { deckOptions } from "./table-tools";
import { DisplayConsumer, changeDisplay } from "../display";
import { t } from "../i18n";
import { saveNickname } from "../nickname";
import type { OptionsInfo } from "../protocol";
import type { Store } from "../store";
import { shared } from "../styles";
import type { OptionsChoice } from "./options-form";
import "./options-form";

/** The cards that show a deck: the ace, the seven and the king of each suit. */
const PREVIEW = ["Ad", "7d", "Rd", "Ac", "7c", "Rc", "As", "7s", "Rs", "Ab", "7b", "Rb"] as const;

export class SettingsView extends LitElement {
  static properties = {
    store: { attribute: false },
    info: { attribute: false },
    nickname: { state: true },
    message: { state: true },
  };

  declare store: Store;
  declare info: OptionsInfo | null;
  declare nickname: string;
  declare message: string;
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.info = null;
    this.nickname = "";
    this.message = "";
  }

  connectedCallback(): void {
    super.connectedCallback();
    this.nickname = this.store.settings.nickname;
  }

  /** A setting was saved: show it (the language and the deck go through changeDisplay). */
  private changed(): void {
    this.requestUpdate();
  }

  private async saveNickname(): Promise<void> {
    const nickname = this.nickname.trim();
    try {
      await saveNickname(this.store, nickname);
      this.message = t("web.settings.saved");
      this.changed();
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    }
  }

  render(): TemplateResult {
    const settings = this.store.settings;
    return html`<div class="page panel" data-testid="settings-page">
      <h2>${t("web.settings.title")}</h2>
      <div class="row">
        <label for="nickname">${t("web.settings.nickname")}</label>
        <div>
          <input
            id="nickname"
            type="text"
            data-testid="nickname"
            maxlength="40"
            .value=${this.nickname}
            @input=${(e: Event) => (this.nickname = (e.target as HTMLInputElement).value)}
            @keydown=${(e: KeyboardEvent) => e.key === "Enter" && this.saveNickname()}
          />
          <button @click=${() => this.saveNickname()}>${t("web.settings.save")}</button>
          ${this.message ? html`<span class="note">${this.message}</span>` : nothing}
          <p class="muted small">${t("web.settings.nickname_hint")}</p>
        </div>
      </div>
      <div class="row">
        <label for="deck">${t("web.settings.deck")}</label>
        <div>
          <select
            id="deck"
            data-testid="deck"
            @change=${(e: Event) => changeDisplay(this, { deck: (e.target as HTMLSelectElement).value as DeckId })}
          >
            ${deckOptions(this.display.value.deck)}
          </select>
          <div class="preview" data-testid="deck-preview" role="group" aria-label=${t("web.settings.deck_preview", { deck: t(`web.deck.${this.display.value.deck}`) })}>
            ${PREVIEW.map((code) => html`<div class="preview-card" data-card=${code}>${face(code, this.display.value.deck)}</div>`)}
          </div>
        </div>
      </div>
      <div class="row">
        <label for="sounds">${t("web.settings.sounds")}</label>
        <input
          id="sounds"
          type="checkbox"
          data-testid="sounds"
          .checked=${settings.sounds}
          @change=${(e: Event) => {
            this.store.update({ sounds: (e.target as HTMLInputElement).checked });
            this.changed();
          }}
        />
      </div>
      <div class="row">
        <label for="ai-player">${t("web.settings.ai_player")}</label>
        <div>
          <select
            id="ai-player"
            data-testid="ai-player"
            @change=${(e: Event) => {
              this.store.update({ aiPlayer: (e.target as HTMLSelectElement).value as "heuristic" | "pimc" });
              this.changed();
            }}
          >
            <option value="heuristic" ?selected=${settings.aiPlayer === "heuristic"}>${t("web.lobby.seat_ai")}</option>
            <option value="pimc" ?selected=${settings.aiPlayer === "pimc"}>${t("web.lobby.seat_ai_pimc")}</option>
          </select>
          <p class="muted small">${t("web.settings.ai_player_hint")}</p>
        </div>
      </div>
      <div class="row">
        <label for="delay">${t("web.settings.ai_delay")}</label>
        <div>
          <input
            id="delay"
            type="range"
            min="0"
            max="3000"
            step="100"
            data-testid="ai-delay"
            .value=${String(settings.aiDelayMs)}
            @change=${(e: Event) => {
              this.store.update({ aiDelayMs: Number((e.target as HTMLInputElement).value) });
              this.changed();
            }}
          />
          <span>${t("web.settings.ms", { ms: settings.aiDelayMs })}</span>
        </div>
      </div>
      <h3>${t("web.settings.game")}</h3>
      <options-form
        .info=${this.info}
        .variant=${settings.variant}
        .options=${settings.options}
        open
        @change=${(e: CustomEvent<OptionsChoice>) => {
          this.store.update({ variant: e.detail.variant, options: e.detail.options });
          this.changed();
        }}
      ></options-form>
    </div>`;
  }

  static styles = [
    shared,
    css`
      .page {
        max-width: 44rem;
        margin: 1rem auto;
      }
      .row {
        display: grid;
        grid-template-columns: 12rem 1fr;
        gap: 0.8rem;
        align-items: start;
        margin-bottom: 0.9rem;
      }
      .small {
        font-size: 0.85rem;
      }
      .note {
        margin-left: 0.5rem;
      }
      .preview {
        display: grid;
        grid-template-columns: repeat(6, minmax(0, 4.2rem));
        gap: 0.4rem;
        margin-top: 0.5rem;
      }
      .preview-card {
        min-width: 0;
        filter: drop-shadow(0 2px 3px #0005);
      }
      .preview-card svg {
        width: 100%;
        height: auto;
        display: block;
      }
      @media (max-width: 640px) {
        .row {
          grid-template-columns: 1fr;
        }
      }
    `,
  ];
}

customElements.define("settings-view", SettingsView);
