// The page: a header with the menu and the language, and one of the lobby, a table, the
// settings or the statistics, chosen by the address (#/, #/table/ID, #/settings, #/stats).
import { LitElement, html, css, nothing, type TemplateResult } from "lit";
import { api } from "../api";
import { LANGS, setLang, t, type Lang } from "../i18n";
import type { GameInfo } from "../protocol";
import { parseRoute, type Route } from "../route";
import { Store } from "../store";
import { shared } from "../styles";
import "./lobby-view";
import "./pinnacola-view";
import "./settings-view";
import "./stats-view";
import "./table-view";

export class CircoloApp extends LitElement {
  static properties = {
    route: { state: true },
    info: { state: true },
    message: { state: true },
    tick: { state: true },
  };

  declare route: Route;
  declare info: GameInfo | null;
  declare message: string;
  declare tick: number;

  readonly store: Store;
  private readonly onHash = (): void => {
    this.route = parseRoute(location.hash);
  };

  constructor() {
    super();
    const lang: Lang = navigator.languages?.some((l) => l.toLowerCase().startsWith("it")) ? "it" : "en";
    this.store = new Store(window.localStorage, { lang });
    setLang(this.store.settings.lang);
    this.route = parseRoute(location.hash);
    this.info = null;
    this.message = "";
    this.tick = 0;
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("hashchange", this.onHash);
    void this.boot();
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("hashchange", this.onHash);
  }

  /** The game's options and signals, and a profile on the first visit. */
  private async boot(): Promise<void> {
    try {
      this.info = await api.gameInfo();
      if (!this.store.profile) {
        const nickname = this.store.settings.nickname || `${t("web.default_nickname")} ${Math.floor(100 + Math.random() * 900)}`;
        const profile = await api.createProfile(nickname);
        this.store.setProfile({ id: profile.id, secret: profile.secret });
        this.store.update({ nickname: profile.nickname });
      }
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    }
  }

  private setLanguage(lang: Lang): void {
    this.store.update({ lang });
    setLang(lang);
    this.refreshAll();
  }

  /** Draw everything again (a language or deck change shows at once). */
  private refreshAll(): void {
    this.tick += 1;
    const redraw = (root: Element | ShadowRoot): void => {
      for (const element of Array.from(root.querySelectorAll("*"))) {
        if (element instanceof LitElement) {
          element.requestUpdate();
          if (element.shadowRoot) redraw(element.shadowRoot);
        }
      }
    };
    if (this.shadowRoot) redraw(this.shadowRoot);
  }

  /** A new single-player game (or training) with the settings' variant and options. */
  private async newGame(training: boolean): Promise<void> {
    const settings = this.store.settings;
    const profile = this.store.profile;
    this.message = "";
    try {
      const created = await api.create({
        game: "tressette",
        variant: settings.variant,
        options: settings.options,
        seats: ["human", ...Array.from({ length: 3 }, () => `ai:${settings.aiPlayer}`)],
        ai_delay_ms: settings.aiDelayMs,
        training,
        ...(settings.nickname.trim() ? { names: { "0": settings.nickname.trim() } } : {}),
        ...(profile && !training ? { profiles: { "0": profile } } : {}),
      });
      const token = created.tokens["0"];
      this.store.addSeat({
        table: created.id,
        token,
        seat: 0,
        mode: training ? "training" : "single",
        variant: settings.variant,
        created: new Date().toISOString(),
        creator: true,
      });
      await api.start(created.id, token);
      location.hash = `#/table/${created.id}`;
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    }
  }

  render(): TemplateResult {
    const route = this.route;
    const lang = this.store.settings.lang;
    return html`
      <header>
        <a class="brand" href="#/">Circolo <span>${t("web.tagline")}</span></a>
        <nav>
          <a href="#/" class=${route.page === "lobby" ? "here" : ""} data-testid="nav-lobby">${t("web.nav.lobby")}</a>
          <a href="#/stats" class=${route.page === "stats" ? "here" : ""} data-testid="stats">${t("web.nav.stats")}</a>
          <a href="#/settings" class=${route.page === "settings" ? "here" : ""} data-testid="settings">${t("web.nav.settings")}</a>
          <select data-testid="language" aria-label=${t("web.settings.language")} @change=${(e: Event) => this.setLanguage((e.target as HTMLSelectElement).value as Lang)}>
            ${LANGS.map((l) => html`<option value=${l} ?selected=${l === lang}>${l === "it" ? "Italiano" : "English"}</option>`)}
          </select>
        </nav>
      </header>
      ${this.message ? html`<p class="error banner" role="alert">${this.message}</p>` : nothing}
      <main @new-game=${(e: CustomEvent<{ training: boolean }>) => this.newGame(e.detail.training)} @settings-changed=${() => this.refreshAll()}>
        ${this.renderPage(route)}
      </main>
    `;
  }

  private renderPage(route: Route): TemplateResult {
    switch (route.page) {
      case "settings":
        return html`<settings-view .store=${this.store} .info=${this.info}></settings-view>`;
      case "stats":
        return html`<stats-view .store=${this.store} .info=${this.info}></stats-view>`;
      case "table": {
        const seat = this.store.seatAt(route.id);
        if (!seat) {
          return html`<div class="panel lost">
            <p>${t("web.table.no_seat")}</p>
            <a href="#/">${t("web.result.lobby")}</a>
          </div>`;
        }
        // keyed by table: a new table gets a fresh view and connection
        if (seat.game === "pinnacola") {
          return html`${[route.id].map((id) => html`<pinnacola-view data-table=${id} .seat=${seat} .store=${this.store}></pinnacola-view>`)}`;
        }
        return html`${[route.id].map((id) => html`<table-view data-table=${id} .seat=${seat} .store=${this.store} .info=${this.info}></table-view>`)}`;
      }
      default:
        return html`<lobby-view .store=${this.store} .info=${this.info}></lobby-view>`;
    }
  }

  static styles = [
    shared,
    css`
      :host {
        display: block;
        min-height: 100vh;
        background: linear-gradient(160deg, #134429, #0d2f1c);
      }
      header {
        display: flex;
        justify-content: space-between;
        align-items: center;
        flex-wrap: wrap;
        gap: 0.5rem;
        padding: 0.5rem 1rem;
        min-height: 40px;
        background: #0d2f1c;
        color: var(--paper);
        border-bottom: 2px solid var(--gold);
      }
      .brand {
        font-family: Georgia, "Times New Roman", serif;
        font-size: 1.5rem;
        color: var(--gold);
        text-decoration: none;
        font-weight: 700;
      }
      .brand span {
        font-size: 0.85rem;
        color: var(--paper);
        opacity: 0.75;
        font-weight: 400;
        margin-left: 0.4rem;
      }
      nav {
        display: flex;
        gap: 1rem;
        align-items: center;
      }
      nav a {
        color: var(--paper);
        text-decoration: none;
        padding-bottom: 2px;
      }
      nav a.here {
        border-bottom: 2px solid var(--gold);
      }
      .banner {
        background: white;
        margin: 0;
        padding: 0.5rem 1rem;
      }
      .lost {
        max-width: 30rem;
        margin: 2rem auto;
      }
      @media (max-width: 640px) {
        .brand span {
          display: none;
        }
      }
    `,
  ];
}

customElements.define("circolo-app", CircoloApp);
