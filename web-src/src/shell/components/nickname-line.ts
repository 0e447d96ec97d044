// The lobby's line with the name the others see at the table, and a way to change it there:
// a new browser's made-up name ("Giocatore 531") is pointed out, so that friends at a table
// see who is who without a visit to the settings.
import { LitElement, html, css, nothing, type TemplateResult } from "lit";
import { DisplayConsumer } from "../display";
import { t } from "../i18n";
import { isGeneratedNickname, saveNickname } from "../nickname";
import type { Store } from "../store";
import { shared } from "../styles";

export class NicknameLine extends LitElement {
  static properties = {
    store: { attribute: false },
    editing: { state: true },
    draft: { state: true },
    message: { state: true },
  };

  declare store: Store;
  declare editing: boolean;
  declare draft: string;
  declare message: string;
  /** The language (a lit context): the sentences follow it. */
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.editing = false;
    this.draft = "";
    this.message = "";
  }

  private readonly onChange = (): void => this.requestUpdate();

  connectedCallback(): void {
    super.connectedCallback();
    this.store?.changes.addEventListener("change", this.onChange); // the name given at the first visit
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.store?.changes.removeEventListener("change", this.onChange);
  }

  private edit(): void {
    this.draft = this.store.settings.nickname;
    this.message = "";
    this.editing = true;
  }

  private async save(event: Event): Promise<void> {
    event.preventDefault();
    const nickname = this.draft.trim();
    if (!nickname) {
      this.message = t("web.nickname.empty");
      return;
    }
    try {
      await saveNickname(this.store, nickname);
      this.editing = false;
      this.message = "";
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    }
  }

  render(): TemplateResult {
    const name = this.store.settings.nickname;
    const made = isGeneratedNickname(name);
    if (this.editing) {
      return html`<form class="line" @submit=${(e: Event) => void this.save(e)}>
        <label for="nickname-input">${t("web.nickname.label")}</label>
        <input
          id="nickname-input"
          data-testid="lobby-nickname-input"
          maxlength="40"
          autocomplete="nickname"
          .value=${this.draft}
          @input=${(e: Event) => (this.draft = (e.target as HTMLInputElement).value)}
        />
        <button class="primary" type="submit" data-testid="lobby-nickname-save">${t("web.nickname.save")}</button>
        <button type="button" @click=${() => (this.editing = false)}>${t("web.nickname.cancel")}</button>
        ${this.message ? html`<span class="error" role="alert">${this.message}</span>` : nothing}
      </form>`;
    }
    return html`<p class="line ${made ? "prompt" : ""}" data-testid="lobby-nickname">
      <span>${t("web.nickname.label")} <strong data-testid="lobby-nickname-name">${name}</strong></span>
      ${made ? html`<span class="muted">${t("web.nickname.made_up")}</span>` : nothing}
      <button data-testid="lobby-nickname-change" @click=${() => this.edit()}>${t(made ? "web.nickname.choose" : "web.nickname.change")}</button>
    </p>`;
  }

  static styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .line {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.8rem;
        margin: 0;
      }
      .prompt {
        padding: 0.5rem 0.8rem;
        border-radius: 8px;
        background: color-mix(in srgb, var(--gold) 25%, transparent);
      }
      input {
        min-width: 12rem;
      }
    `,
  ];
}

customElements.define("nickname-line", NicknameLine);
