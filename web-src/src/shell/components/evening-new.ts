// The director's form of a club evening (#/evening/new): the game and its options (as the
// lobby's panels offer them), the format, boards and rounds, each entry a place for people
// or one of the game's computer players, the time a board, an invitation and rated. The
// evening made, its director's token is kept (store.ts) and its page opens, with the link
// to join it and its QR code.
import { LitElement, html, nothing, type TemplateResult } from "lit";
import { api } from "../api";
import { DisplayConsumer } from "../display";
import { FORMATS, MOST_BOARDS, MOST_ENTRIES, MOST_ROUNDS, entriesFor, fewestEntries, formProblem, newEveningBody, type EveningForm } from "../evening-logic";
import type { EveningFormat } from "../evening-types";
import { offeredGames } from "../../games/index";
import type { BrowserGame } from "../browser-game";
import { t } from "../i18n";
import type { GameInfo, GameListing } from "../protocol";
import type { Store } from "../store";
import { shared } from "../styles";
import { eveningStyles } from "./evening-styles";
import type { OptionsChoice } from "./options-form";
import "./options-form";

export class EveningNew extends LitElement {
  static properties = {
    store: { attribute: false },
    games: { state: true },
    infos: { state: true },
    form: { state: true },
    message: { state: true },
    busy: { state: true },
  };

  declare store: Store;
  /** The games the server lists that this browser can show, in menu order. */
  declare games: { game: BrowserGame; listing: GameListing }[];
  declare infos: ReadonlyMap<string, GameInfo>;
  declare form: EveningForm;
  declare message: string;
  declare busy: boolean;
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.games = [];
    this.infos = new Map();
    this.form = {
      game: "",
      variant: "",
      options: {},
      format: "howell",
      boards: 12,
      rounds: null,
      entries: entriesFor([], 4),
      minutesPerBoard: 10,
      invite: false,
      rated: false,
      aiDelayMs: 900,
    };
    this.message = "";
    this.busy = false;
  }

  connectedCallback(): void {
    super.connectedCallback();
    this.form = { ...this.form, aiDelayMs: this.store.settings.aiDelayMs };
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.games = offeredGames(await api.games());
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
      return;
    }
    const first = this.games[0];
    if (first) await this.chooseGame(first.game.name);
  }

  private offered(): { game: BrowserGame; listing: GameListing } | undefined {
    return this.games.find((g) => g.game.name === this.form.game);
  }

  private async chooseGame(name: string): Promise<void> {
    const offered = this.games.find((g) => g.game.name === name);
    this.form = { ...this.form, game: name, variant: offered?.listing.variants[0] ?? "", options: {}, entries: this.form.entries.map(() => "open") };
    if (this.infos.has(name)) return;
    try {
      const info = await api.gameInfo(name);
      this.infos = new Map([...this.infos, [name, info]]);
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    }
  }

  private change(changes: Partial<EveningForm>): void {
    this.form = { ...this.form, ...changes };
  }

  private async create(event: Event): Promise<void> {
    event.preventDefault();
    const problem = formProblem(this.form);
    if (problem) {
      this.message = t(problem, { fewest: fewestEntries(this.form.format), most: MOST_ENTRIES, boards: MOST_BOARDS, rounds: MOST_ROUNDS });
      return;
    }
    this.busy = true;
    this.message = "";
    try {
      const made = await api.createEvening(newEveningBody(this.form));
      this.store.addEvening({ id: made.id, token: made.director_token, director: true, link: made.join_url });
      location.hash = `#/evening/${encodeURIComponent(made.id)}`;
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  }

  render(): TemplateResult {
    const form = this.form;
    const offered = this.offered();
    const info = this.infos.get(form.game) ?? null;
    const number = (value: string): number => Number.parseInt(value, 10);
    return html`<div class="evening" data-testid="evening-new">
      <form class="panel" @submit=${(e: Event) => this.create(e)}>
        <h2>${t("web.evening.new_title")}</h2>
        <p class="muted">${t("web.evening.new_hint")}</p>
        ${this.message ? html`<p class="error" role="alert" data-testid="evening-error">${this.message}</p>` : nothing}
        <div class="form">
          <label for="evening-game">${t("web.evening.game")}</label>
          <select id="evening-game" data-testid="evening-game" @change=${(e: Event) => this.chooseGame((e.target as HTMLSelectElement).value)}>
            ${this.games.map(({ game }) => html`<option value=${game.name} ?selected=${game.name === form.game}>${game.lobby.title()}</option>`)}
          </select>
          <options-form
            class="wide"
            .info=${info}
            .variant=${form.variant}
            .options=${form.options}
            @change=${(e: Event) => {
              if (e instanceof CustomEvent && e.detail) {
                const choice = e.detail as OptionsChoice;
                this.change({ variant: choice.variant, options: choice.options });
              }
            }}
          ></options-form>
          <label for="evening-format">${t("web.evening.format")}</label>
          <select id="evening-format" data-testid="evening-format" @change=${(e: Event) => this.change({ format: (e.target as HTMLSelectElement).value as EveningFormat })}>
            ${FORMATS.map((format) => html`<option value=${format} ?selected=${format === form.format}>${t(`web.evening.format.${format}`)}</option>`)}
          </select>
          <p class="wide muted small">${t(`web.evening.format_about.${form.format}`)}</p>
          <label for="evening-boards">${t("web.evening.boards")}</label>
          <input id="evening-boards" data-testid="evening-boards" type="number" min="1" max=${MOST_BOARDS} .value=${String(form.boards)}
            @change=${(e: Event) => this.change({ boards: number((e.target as HTMLInputElement).value) })} />
          <label for="evening-rounds">${t("web.evening.rounds")}</label>
          <span class="check">
            <input id="evening-rounds" data-testid="evening-rounds" type="number" min="1" max=${MOST_ROUNDS} .value=${form.rounds === null ? "" : String(form.rounds)}
              placeholder=${t("web.evening.rounds_all")}
              @change=${(e: Event) => {
                const value = (e.target as HTMLInputElement).value.trim();
                this.change({ rounds: value ? number(value) : null });
              }} />
            <span class="muted small">${t("web.evening.rounds_hint")}</span>
          </span>
          <label for="evening-count">${t("web.evening.entry_count")}</label>
          <select id="evening-count" data-testid="evening-count" @change=${(e: Event) => this.change({ entries: entriesFor(form.entries, number((e.target as HTMLSelectElement).value)) })}>
            ${Array.from({ length: MOST_ENTRIES - 2 }, (_, i) => i + 3).map((n) => html`<option value=${n} ?selected=${n === form.entries.length}>${n}</option>`)}
          </select>
          <fieldset class="entries wide">
            <legend>${t("web.evening.entries")}</legend>
            ${form.entries.map(
              (entry, index) => html`<label
                >${t("web.evening.entry_n", { n: index + 1 })}
                <select data-entry=${index + 1} @change=${(e: Event) => {
                  const entries = [...form.entries];
                  entries[index] = (e.target as HTMLSelectElement).value;
                  this.change({ entries });
                }}>
                  <option value="open" ?selected=${entry === "open"}>${t("web.evening.people")}</option>
                  ${(offered?.game.lobby.players ?? []).map(
                    (player) => html`<option value=${player} ?selected=${player === entry}>${offered?.game.lobby.playerLabel(player) ?? player}</option>`,
                  )}
                </select></label
              >`,
            )}
          </fieldset>
          <p class="wide muted small">${t("web.evening.people_hint")}</p>
          <label for="evening-minutes">${t("web.evening.minutes")}</label>
          <input id="evening-minutes" data-testid="evening-minutes" type="number" min="1" max="60" .value=${String(form.minutesPerBoard)}
            @change=${(e: Event) => this.change({ minutesPerBoard: number((e.target as HTMLInputElement).value) })} />
          <label class="check wide"
            ><input type="checkbox" data-testid="evening-invite" .checked=${form.invite} @change=${(e: Event) => this.change({ invite: (e.target as HTMLInputElement).checked })} />
            ${t("web.evening.invite")}</label
          >
          <label class="check wide"
            ><input type="checkbox" data-testid="evening-rated" .checked=${form.rated} @change=${(e: Event) => this.change({ rated: (e.target as HTMLInputElement).checked })} />
            ${t("web.evening.rated")}</label
          >
          <label class="check wide"
            ><input type="checkbox" data-testid="evening-sit-and-go" .checked=${form.sitAndGo === true} @change=${(e: Event) => this.change({ sitAndGo: (e.target as HTMLInputElement).checked })} />
            ${t("web.evening.sit_and_go")}</label
          >
        </div>
        <div class="buttons">
          <button class="primary" type="submit" data-testid="evening-create" ?disabled=${this.busy || !info}>${t("web.evening.create")}</button>
          <a href="#/">${t("web.result.lobby")}</a>
        </div>
      </form>
    </div>`;
  }

  static styles = [shared, eveningStyles];
}

customElements.define("evening-new", EveningNew);
