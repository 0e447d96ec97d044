// The lobby: your unfinished tables (resume), a panel for each game the server lists (its
// options, who sits in each seat, training: alone it starts at once, with open seats it waits
// for friends), and the waiting tables, joined by choosing a free seat. What the panels were
// left at is kept in the browser's memory (store.ts), so that another page and back keeps it.
import { LitElement, html, nothing, type TemplateResult } from "lit";
import { ApiError, api, type Share } from "../api";
import { face } from "../card-art";
import { DisplayConsumer } from "../display";
import { DEFAULT_GAME, offeredGames, tableLabel } from "../../games/index";
import type { BrowserGame } from "../browser-game";
import { optionValue } from "../help-logic";
import { has, t } from "../i18n";
import { changedOptions, isAlone, isPartner, newTableBody, otherSeats, panelDefaultSeat, presetOf, seatCompany, seatCount } from "../lobby-logic";
import type { GameInfo, GameListing, TableListing } from "../protocol";
import type { LobbyMemory, Seat, Store } from "../store";
import { shared } from "../styles";
import { strengthOf } from "../table-logic";
import { lobbyStyles } from "./lobby-styles";
import type { OptionsChoice } from "./options-form";
import "./nickname-line";
import "./options-form";
import { watchable, watchList } from "./watch-list";
import { gameWithScore, yourTables } from "./your-tables";

/** A game of the lobby: the registry's entry and the server's listing of it. */
interface Offered {
  game: BrowserGame;
  listing: GameListing;
}

export class LobbyView extends LitElement {
  static properties = {
    store: { attribute: false },
    tables: { state: true },
    resumable: { state: true },
    listed: { state: true },
    confirming: { state: true },
    mine: { state: true },
    games: { state: true },
    infos: { state: true },
    choices: { state: true },
    seatChoices: { state: true },
    trainingAt: { state: true },
    closedAt: { state: true },
    message: { state: true },
    busy: { state: true },
    joining: { attribute: false },
    share: { state: true },
  };

  declare store: Store;
  declare tables: TableListing[];
  declare resumable: Seat[];
  /** This browser's unfinished tables as the server lists them (their scores), by id. */
  declare listed: ReadonlyMap<string, TableListing>;
  /** A new game was asked for while one is unfinished: the lobby asks first. */
  declare confirming: boolean;
  declare mine: Seat[];
  /** The games the server lists that this browser can show, in menu order. */
  declare games: Offered[];
  /** Each game's options and presets, by name, as they arrive. */
  declare infos: ReadonlyMap<string, GameInfo>;
  /** Each game panel's variant and options, by game (the default game's are the settings'). */
  declare choices: Readonly<Record<string, OptionsChoice>>;
  /** Each game panel's other seats (`open` or `ai:NAME`), by game. */
  declare seatChoices: Readonly<Record<string, string[]>>;
  /** Each game panel's training box, by game. */
  declare trainingAt: Readonly<Record<string, boolean>>;
  /** The games whose next table the player keeps closed to spectators. */
  declare closedAt: Readonly<Record<string, boolean>>;
  declare message: string;
  declare busy: boolean;
  /** The table of an invitation's link (#/join/ID): its row is shown and marked. */
  declare joining: string | null;
  /** Where friends reach this server (null until the server answers). */
  declare share: Share | null;
  /** The invitation's table whose row was last scrolled into view, with the game panels
   *  above it drawn (they change the row's place), or null. */
  private shownJoining: string | null = null;
  /** The waiting tables have been asked for once (before that, an invitation is not "gone"). */
  private listedOnce = false;
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  private timer: number | undefined;

  constructor() {
    super();
    this.tables = [];
    this.resumable = [];
    this.listed = new Map();
    this.confirming = false;
    this.mine = [];
    this.games = [];
    this.infos = new Map();
    this.choices = {};
    this.seatChoices = {};
    this.trainingAt = {};
    this.closedAt = {};
    this.message = "";
    this.busy = false;
    this.joining = null;
    this.share = null;
  }

  connectedCallback(): void {
    super.connectedCallback();
    // the panels as they were left (another page and back, or a reload)
    const kept = this.store.lobby;
    this.choices = kept.choices ?? {};
    this.seatChoices = kept.seats ?? {};
    this.trainingAt = kept.training ?? {};
    this.closedAt = kept.closed ?? {};
    void this.refresh();
    void this.loadGames();
    api.share().then(
      (share) => (this.share = share),
      () => undefined, // the hint then names this page's own address
    );
    this.timer = window.setInterval(() => void this.refresh(), 3000);
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    window.clearInterval(this.timer);
  }

  /** The games the server lists, then each one's options. */
  private async loadGames(): Promise<void> {
    try {
      this.games = offeredGames(await api.games());
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
      return;
    }
    await Promise.all(
      this.games.map(async ({ game }) => {
        try {
          const info = await api.gameInfo(game.name);
          this.infos = new Map([...this.infos, [game.name, info]]);
        } catch {
          // that game's panel stays without its form; the others are drawn
        }
      }),
    );
  }

  /** A panel's variant and options: the default game's are the settings' (the settings page
   *  and this panel change the same); another's as chosen, else its first preset. */
  private choiceOf(offered: Offered): OptionsChoice {
    const settings = this.store.settings;
    if (offered.game.name === DEFAULT_GAME && offered.listing.variants.includes(settings.variant)) return { variant: settings.variant, options: settings.options };
    const chosen = this.choices[offered.game.name];
    if (chosen) return chosen;
    return { variant: offered.listing.variants[0] ?? "", options: {} };
  }

  private othersOf(offered: Offered): string[] {
    const name = offered.game.name;
    const count = seatCount(offered.listing, this.infos.get(name) ?? null, this.choiceOf(offered));
    const fallback = panelDefaultSeat(offered.game.lobby, this.share?.local_only === true, `ai:${this.store.settings.aiPlayer}`);
    return otherSeats(this.seatChoices[name] ?? [], count, fallback);
  }

  /** A panel's choice changed: drawn, and kept in the browser's memory. */
  private remember(changes: Partial<LobbyMemory>): void {
    if (changes.choices) this.choices = changes.choices;
    if (changes.seats) this.seatChoices = changes.seats;
    if (changes.training) this.trainingAt = changes.training;
    if (changes.closed) this.closedAt = changes.closed;
    this.store.rememberLobby(changes);
  }

  /** A panel's variant and options chosen: the default game's go to the settings. */
  private choose(offered: Offered, choice: OptionsChoice): void {
    if (offered.game.name === DEFAULT_GAME) this.store.update({ variant: choice.variant, options: choice.options });
    this.remember({ choices: { ...this.choices, [offered.game.name]: choice } });
  }

  /** A table of a game from its panel: alone against the computer it starts at once; with
   *  open seats it waits. The default game alone, with a game of it unfinished, asks first. */
  private async create(offered: Offered, confirmed = false): Promise<void> {
    const name = offered.game.name;
    const settings = this.store.settings;
    const choice = this.choiceOf(offered);
    const others = this.othersOf(offered);
    const alone = isAlone(others);
    if (alone && name === DEFAULT_GAME && !confirmed && this.resumable.length) {
      this.confirming = true;
      return;
    }
    this.confirming = false;
    const body = newTableBody({
      game: name,
      choice,
      info: this.infos.get(name) ?? null,
      others,
      training: this.trainingAt[name] === true,
      spectators: this.closedAt[name] !== true,
      aiDelayMs: settings.aiDelayMs,
      nickname: settings.nickname,
      profile: this.store.profile,
    });
    this.busy = true;
    this.message = "";
    try {
      const created = await api.create(body);
      const token = created.tokens["0"];
      this.store.addSeat({
        table: created.id,
        token,
        seat: 0,
        mode: alone ? (body["training"] === true ? "training" : "single") : "multi",
        variant: choice.variant,
        game: name,
        created: new Date().toISOString(),
        creator: true,
      });
      if (alone) await api.start(created.id, token);
      location.hash = `#/table/${created.id}`;
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  }

  /** The waiting tables, and which of this browser's seats are still in play. */
  private async refresh(): Promise<void> {
    try {
      this.tables = await api.tables();
      this.listedOnce = true;
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
      return;
    }
    // The listing holds the newest tables only: each of this browser's own is asked for.
    const status = new Map(this.tables.map((table) => [table.id, table.status as string]));
    const listed = new Map(this.tables.map((table) => [table.id, table]));
    await Promise.all(
      this.store.seats
        .filter((seat) => !status.has(seat.table))
        .map(async (seat) => {
          try {
            const table = await api.table(seat.table);
            status.set(seat.table, table.status);
            listed.set(seat.table, table);
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) status.set(seat.table, "gone");
          }
        }),
    );
    const alive: Seat[] = [];
    for (const seat of this.store.seats) {
      const now = status.get(seat.table);
      if (now === "gone" || now === "finished" || now === "broken") this.store.removeSeat(seat.table);
      else alive.push(seat);
    }
    this.resumable = alive.filter((seat) => seat.mode !== "multi");
    this.listed = listed;
    this.mine = alive.filter((seat) => seat.mode === "multi");
  }

  private async join(table: TableListing, seat: number): Promise<void> {
    const profile = this.store.profile;
    this.message = "";
    try {
      const name = this.store.settings.nickname.trim();
      const joined = await api.join(table.id, { seat, ...(name ? { name } : {}), ...(profile ? { profile } : {}) });
      this.store.addSeat({
        table: table.id,
        token: joined.token,
        seat,
        mode: "multi",
        variant: table.variant,
        game: table.game,
        created: new Date().toISOString(),
      });
      location.hash = `#/table/${table.id}`;
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
      void this.refresh();
    }
  }

  private waiting(): TableListing[] {
    const held = new Set(this.store.seats.map((s) => s.table));
    return this.tables.filter(
      (table) => table.status === "waiting" && !table.training && !held.has(table.id) && table.seats.some((s) => s.kind === "open"),
    );
  }

  render(): TemplateResult {
    const waiting = this.waiting();
    return html`<div class="lobby" data-testid="lobby">
      ${this.message ? html`<p class="error" role="alert">${this.message}</p>` : nothing}
      <nickname-line class="panel" .store=${this.store}></nickname-line>
      ${yourTables(this.resumable, this.mine, this.listed)}
      ${this.games.map((offered) => this.renderGame(offered))}
      <section class="panel evening" data-testid="evening-panel">
        <h2>${t("web.evening.lobby_title")}</h2>
        <p class="muted">${t("web.evening.lobby_hint")}</p>
        <div class="buttons"><a class="button" href="#/evening/new" data-testid="evening-new-link">${t("web.evening.lobby_button")}</a></div>
      </section>

      ${watchList(watchable(this.tables, new Set(this.store.seats.map((s) => s.table))), (table) => tableLabel(table.game, table.variant), (ai) => strengthOf(ai, t, has))}
      <section class="panel join">
        <h2>${t("web.lobby.join")}</h2>
        ${this.renderInvited(waiting)}
        ${waiting.length
          ? html`<ul class="tables">
              ${waiting.map((table) => this.renderWaitingTable(table))}
            </ul>`
          : html`<p class="muted">${t("web.lobby.no_tables")}</p>`}
        <p class="muted small" data-testid="join-hint">
          ${this.share?.local_only
            ? t("web.lobby.local_only")
            : t("web.lobby.join_hint", { address: this.share?.urls[0] ?? `${location.origin}/` })}
        </p>
      </section>
    </div>`;
  }

  /** Above the waiting tables, for an invitation's link: choose a seat, or the table is gone. */
  private renderInvited(waiting: TableListing[]): TemplateResult | typeof nothing {
    if (!this.joining || !this.listedOnce || this.store.seatAt(this.joining)) return nothing;
    const found = waiting.some((table) => table.id === this.joining);
    return html`<p class=${found ? "invited" : "error"} data-testid="invited">
      ${t(found ? "web.lobby.invited" : "web.lobby.invited_gone")}
    </p>`;
  }

  updated(): void {
    // Once the game panels above are drawn (they move the row), the invited row is scrolled to.
    const drawn = this.games.length > 0 && this.infos.size === this.games.length;
    if (!this.joining || this.shownJoining === this.joining || !drawn) return;
    const row = this.renderRoot.querySelector("li.joining");
    if (row) {
      this.shownJoining = this.joining;
      requestAnimationFrame(() => row.scrollIntoView({ block: "center" }));
    }
  }

  /** A game's panel: its options, the other seats, training, and the button that makes the table. */
  private renderGame(offered: Offered): TemplateResult {
    const { game } = offered;
    const name = game.name;
    const offer = game.lobby;
    const info = this.infos.get(name) ?? null;
    const choice = this.choiceOf(offered);
    const others = this.othersOf(offered);
    const count = others.length + 1;
    const alone = isAlone(others);
    const setSeat = (index: number, value: string): void => {
      const next = [...others];
      next[index] = value;
      this.remember({ seats: { ...this.seatChoices, [name]: next } });
    };
    // the first game's panel holds what "play alone" was: its own names for the page's tests
    // and keys (new-game alone, training), the others' are named by their game
    const first = name === DEFAULT_GAME;
    const button = first && alone ? "new-game" : `new-${name}`;
    return html`<section class="panel game" data-testid=${`${name}-panel`} data-game=${name}>
      <div class="fan" aria-hidden="true">
        ${offer.fan.cards.map((code) => html`<div class="fan-card">${face(code, offer.fan.deck ?? this.display.value.deck)}</div>`)}
      </div>
      <h2>${offer.title()}</h2>
      <p class="muted">${offer.hint()}</p>
      <options-form
        .info=${info}
        .variant=${choice.variant}
        .options=${choice.options}
        @change=${(e: Event) => {
          // the form's own event (a native change from inside it carries no choice)
          if (e instanceof CustomEvent && e.detail) this.choose(offered, e.detail as OptionsChoice);
        }}
      ></options-form>
      ${info
        ? html`<p class="small" data-testid="panel-options">
            ${t("web.lobby.panel_options", { options: offer.describe({ ...presetOf(info, choice.variant), ...choice.options }) })}
          </p>`
        : nothing}
      <div class="seats">
        <span>${t("web.lobby.seat_you")}</span>
        ${others.map(
          (seatChoice, index) => html`<label
            >${t(isPartner(index, count) ? "web.lobby.seat_partner" : "web.lobby.seat_opponent", { n: index + 2 })}
            <select data-seat-choice=${index + 1} @change=${(e: Event) => setSeat(index, (e.target as HTMLSelectElement).value)}>
              ${[...offer.players, "open"].map(
                (value) =>
                  html`<option value=${value} ?selected=${value === seatChoice}>
                    ${value === "open" ? t("web.lobby.seat_open") : offer.playerLabel(value)}
                  </option>`,
              )}
            </select></label
          >`,
        )}
      </div>
      <label class="check" title=${alone ? "" : t("web.lobby.training_alone")}
        ><input
          type="checkbox"
          data-testid=${first ? "training" : "table-training"}
          ?disabled=${!alone}
          .checked=${alone && this.trainingAt[name] === true}
          @change=${(e: Event) => this.remember({ training: { ...this.trainingAt, [name]: (e.target as HTMLInputElement).checked } })}
        />
        ${t("web.lobby.training")}</label
      >
      ${first ? html`<p class="muted small">${t("web.lobby.training_hint")}</p>` : nothing}
      <label class="check"
        ><input type="checkbox" data-testid="table-spectators" .checked=${this.closedAt[name] !== true}
          @change=${(e: Event) => this.remember({ closed: { ...this.closedAt, [name]: !(e.target as HTMLInputElement).checked } })} />
        ${t("web.watch.allow")}</label
      >
      <div class="buttons">
        <button class="primary" data-testid=${button} ?disabled=${this.busy || !info} @click=${() => this.create(offered)}>
          ${alone ? t("web.lobby.new_game") : t("web.lobby.create_button")}
        </button>
      </div>
      ${first && this.confirming ? this.renderConfirm(offered) : nothing}
    </section>`;
  }

  /** A new game alone while one is unfinished: start it all the same, or go back to that one. */
  private renderConfirm(offered: Offered): TemplateResult | typeof nothing {
    const [latest] = this.resumable;
    if (!latest) return nothing;
    return html`<div class="confirm" role="alertdialog" aria-labelledby="unfinished" data-testid="confirm-new-game">
      <p id="unfinished">${t("web.lobby.unfinished", { game: gameWithScore(latest, this.listed.get(latest.table)) })}</p>
      <div class="buttons">
        <button class="primary" data-testid="start-new-anyway" @click=${() => this.create(offered, true)}>${t("web.lobby.start_new_anyway")}</button>
        <button data-testid="keep-playing" @click=${() => (location.hash = `#/table/${latest.table}`)}>${t("web.lobby.keep_playing")}</button>
      </div>
    </div>`;
  }

  private renderWaitingTable(table: TableListing): TemplateResult {
    const game = this.games.find((offered) => offered.game.name === table.game)?.game;
    // the options that differ from the variant's, in words ("Points to win a game: 11")
    const changed = changedOptions(table.options, presetOf(this.infos.get(table.game) ?? null, table.variant)).map(
      ([key, value]) => `${t(`web.option.${key}`)}: ${optionValue(key, value, (k) => t(k), has)}`,
    );
    const about = game?.lobby.describe(table.options) ?? "";
    return html`<li data-table=${table.id} data-game=${table.game} class=${table.id === this.joining ? "joining" : ""}>
      <div>
        <b>${tableLabel(table.game, table.variant)}</b>
        ${table.rated
          ? html`<span class="badge" data-testid="table-rated" title=${t("web.lobby.rated_title")}>${t("web.lobby.rated")}</span>`
          : nothing}
        ${about ? html`<span class="muted">(${about})</span>` : nothing}
        ${changed.length ? html`<span class="muted small">${changed.join(", ")}</span>` : nothing}
      </div>
      <div class="seat-row">
        ${table.seats.map((seat) =>
          seat.kind === "open"
            ? html`<button data-testid="join-table" data-seat=${seat.seat} @click=${() => this.join(table, seat.seat)}>
                ${t("web.lobby.take_seat", { n: seat.seat + 1 })}
                ${(() => {
                  const company = seatCompany(table.seats, seat.seat, t);
                  return company ? html`<span class="small">(${company})</span>` : nothing;
                })()}
              </button>`
            : html`<span class="taken">${seat.kind === "ai" ? strengthOf(seat.ai, t, has) : seat.name ?? "?"}</span>`,
        )}
      </div>
    </li>`;
  }

  static styles = [shared, lobbyStyles];
}

customElements.define("lobby-view", LobbyView);
