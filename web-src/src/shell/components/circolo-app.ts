// The page: a header with the menu and the language, and one of the lobby, a table, the
// settings or the statistics, chosen by the address (#/, #/table/ID, #/settings, #/stats).
// It holds the language and the deck (display.ts) and provides them to every view as a lit
// context; a table is drawn by its game's view, from the list of games (games/index.ts).
import { ContextProvider } from "@lit/context";
import { LitElement, html, css, nothing, type TemplateResult } from "lit";
import { keyed } from "lit/directives/keyed.js";
import { api } from "../api";
import { DisplaySetting, displayContext, type Display } from "../display";
import { GAME_SHOWN, type GameShown } from "../game-shown";
import { DEFAULT_GAME, gameNamed } from "../../games/index";
import { LANGS, t, type Lang } from "../i18n";
import { newProfile } from "../nickname";
import type { GameInfo } from "../protocol";
import { opensAnotherPage, parseRoute, type Route } from "../route";
import { Store } from "../store";
import { shared } from "../styles";
import "./evening-board";
import "./evening-new";
import "./evening-page";
import "./help-view";
import "./lobby-view";
import "./settings-view";
import "./replay-page";
import "./stats-view";

export class CircoloApp extends LitElement {
  static properties = {
    route: { state: true },
    info: { state: true },
    message: { state: true },
    shown: { state: true },
  };

  declare route: Route;
  declare info: GameInfo | null;
  declare message: string;
  /** Per table, the game its snapshots name when it is not the table's own (game-shown.ts). */
  declare shown: Record<string, string>;

  readonly store: Store;
  /** The language and the deck, provided to every view below as `displayContext`. */
  readonly display: DisplaySetting;
  private readonly displayProvider: ContextProvider<typeof displayContext, this>;
  private readonly onHash = (): void => {
    const before = this.route;
    this.route = parseRoute(location.hash);
    // A table opened from low in the lobby would open scrolled down as far (on a phone, its top cut).
    if (opensAnotherPage(before, this.route)) window.scrollTo(0, 0);
    this.takeBackSeat();
  };
  private readonly onGameShown = (event: Event): void => {
    const { table, game } = (event as CustomEvent<GameShown>).detail;
    this.shown = { ...this.shown, [table]: game };
  };

  constructor() {
    super();
    const lang: Lang = navigator.languages?.some((l) => l.toLowerCase().startsWith("it")) ? "it" : "en";
    this.store = new Store(window.localStorage, { lang });
    this.display = new DisplaySetting(this.store);
    this.displayProvider = new ContextProvider(this, { context: displayContext, initialValue: this.display.value });
    this.display.subscribe((display) => {
      this.displayProvider.setValue(display);
      this.requestUpdate();
    });
    this.route = parseRoute(location.hash);
    this.takeBackSeat();
    this.info = null;
    this.message = "";
    this.shown = {};
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("hashchange", this.onHash);
    this.addEventListener(GAME_SHOWN, this.onGameShown);
    void this.boot();
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("hashchange", this.onHash);
    this.removeEventListener(GAME_SHOWN, this.onGameShown);
  }

  /** Opening the table of a seat this browser left takes the seat back (its view connects with the token). */
  private takeBackSeat(): void {
    if (this.route.page === "table") this.store.takeBack(this.route.id);
  }

  /** The game's options and signals, and a profile on the first visit. */
  private async boot(): Promise<void> {
    try {
      this.info = await api.gameInfo(DEFAULT_GAME);
      if (!this.store.profile) {
        const profile = await newProfile(this.store.settings.nickname);
        this.store.setProfile({ id: profile.id, secret: profile.secret });
        this.store.update({ nickname: profile.nickname });
      }
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    }
  }

  /** A new single-player game (or training) of the default game, with the settings' variant and options. */
  private async newGame(training: boolean): Promise<void> {
    const settings = this.store.settings;
    const profile = this.store.profile;
    this.message = "";
    try {
      const created = await api.create({
        game: DEFAULT_GAME,
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
    const lang = this.display.value.lang;
    return html`
      <header>
        <h1><a class="brand" href="#/">Circolo <span>${t("web.tagline")}</span></a></h1>
        <nav>
          <a href="#/" class=${route.page === "lobby" ? "here" : ""} data-testid="nav-lobby">${t("web.nav.lobby")}</a>
          <a href="#/stats" class=${route.page === "stats" ? "here" : ""} data-testid="stats">${t("web.nav.stats")}</a>
          <a href="#/settings" class=${route.page === "settings" ? "here" : ""} data-testid="settings">${t("web.nav.settings")}</a>
          ${this.renderHelpLink(route)}
          <select data-testid="language" aria-label=${t("web.settings.language")} @change=${(e: Event) => this.display.change({ lang: (e.target as HTMLSelectElement).value as Lang })}>
            ${LANGS.map((l) => html`<option value=${l} ?selected=${l === lang}>${l === "it" ? "Italiano" : "English"}</option>`)}
          </select>
        </nav>
      </header>
      ${this.message ? html`<p class="error banner" role="alert">${this.message}</p>` : nothing}
      <main
        @new-game=${(e: CustomEvent<{ training: boolean }>) => this.newGame(e.detail.training)}
        @display-change=${(e: CustomEvent<Partial<Display>>) => this.display.change(e.detail)}
      >
        ${this.renderPage(route)}
      </main>
    `;
  }

  /** Help from every screen; from a table it opens in a new tab (the game goes on) with that
   *  table's game first. */
  private renderHelpLink(route: Route): TemplateResult {
    const here = route.page === "help" ? "here" : "";
    if (route.page !== "table" && route.page !== "watch") return html`<a href="#/help" class=${here} data-testid="help">${t("web.nav.help")}</a>`;
    const game = this.shown[route.id] ?? this.store.seatAt(route.id)?.game ?? DEFAULT_GAME;
    return html`<a href=${`#/help/${encodeURIComponent(game)}`} target="_blank" rel="noopener" data-testid="help">${t("web.nav.help")}</a>`;
  }

  private renderPage(route: Route): TemplateResult | ReturnType<typeof keyed> {
    switch (route.page) {
      case "help":
        return html`<help-view .store=${this.store} .first=${route.game ?? null}></help-view>`;
      case "settings":
        return html`<settings-view .store=${this.store} .info=${this.info}></settings-view>`;
      case "stats":
        return html`<stats-view .store=${this.store}></stats-view>`;
      case "replay":
        // the route itself is the place (a new one only when the address changes: the viewer
        // then moves to it, and not when the page is drawn again for another reason)
        if (route.evening) {
          const board = route.evening;
          return keyed(`evening-replay/${board.evening}/${board.round}/${board.table}/${board.board}`, html`<replay-page .board=${board}></replay-page>`);
        }
        return keyed(`replay/${route.match ?? ""}`, html`<replay-page .match=${route.match} .start=${route}></replay-page>`);
      case "evening-new":
        return html`<evening-new .store=${this.store}></evening-new>`;
      case "evening":
        return keyed(`evening/${route.id}`, html`<evening-page .store=${this.store} .evening=${route.id} .code=${route.code}></evening-page>`);
      case "evening-board":
        return keyed(`evening/${route.id}/board/${route.board}`, html`<evening-board .evening=${route.id} .board=${route.board}></evening-board>`);
      case "watch": {
        // a spectator's place: no token, no hand; a view of another game hands the table on
        const game = gameNamed(this.shown[route.id] ?? DEFAULT_GAME);
        const seat = { table: route.id, token: "", seat: 0, mode: "multi" as const, variant: "", created: "", watching: true };
        return game ? keyed(`watch/${route.id}/${game.name}`, game.view({ seat, store: this.store, info: this.info })) : html``;
      }
      case "table": {
        const seat = this.store.seatAt(route.id);
        if (!seat) {
          return html`<div class="panel lost">
            <p>${t("web.table.no_seat")}</p>
            <a href="#/">${t("web.result.lobby")}</a>
          </div>`;
        }
        const name = this.shown[route.id] ?? seat.game;
        const game = gameNamed(name);
        if (!game) {
          return html`<div class="panel lost">
            <p>${t("web.table.unknown_game", { game: name ?? "" })}</p>
            <a href="#/">${t("web.result.lobby")}</a>
          </div>`;
        }
        // keyed by table and game shown: a new table, or another game of its match (the Roman
        // match's Briscola), gets a fresh view and connection
        return keyed(`${route.id}/${game.name}`, game.view({ seat, store: this.store, info: this.info }));
      }
      default:
        return html`<lobby-view .store=${this.store} .joining=${route.page === "lobby" ? (route.joining ?? null) : null}></lobby-view>`;
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
      /* the club's name is every page's heading; its look is the brand's */
      header h1 {
        margin: 0;
        font-size: inherit;
        font-weight: inherit;
        line-height: inherit;
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
        flex-wrap: wrap;
        gap: 0.4rem 1rem;
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
        nav {
          gap: 0.3rem 0.7rem;
          font-size: 0.95rem;
        }
      }
    `,
  ];
}

customElements.define("circolo-app", CircoloApp);
