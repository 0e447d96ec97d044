// The lobby: play alone (new game, training, resume), create a table for friends, or join
// one of the waiting tables by choosing a free seat.
import { LitElement, html, css, nothing, type TemplateResult } from "lit";
import { ApiError, api } from "../api";
import { face } from "../card-art";
import { DisplayConsumer } from "../display";
import { tableLabel } from "../games";
import { t } from "../i18n";
import type { GameInfo, PinnacolaInfo, TableListing } from "../protocol";
import type { Seat, Store } from "../store";
import { shared } from "../styles";
import { aiLabel } from "../table-logic";
import type { OptionsChoice } from "./options-form";
import "./options-form";

type SeatChoice = "open" | "ai:heuristic" | "ai:pimc" | "ai:random";
/** A Pinnacola seat: open for a friend, or one of the AI strengths. */
type PinSeatChoice = "open" | "ai:weak" | "ai:medium" | "ai:strong" | "ai:mixed" | "ai:random";
const PIN_SEAT_CHOICES: readonly PinSeatChoice[] = ["ai:medium", "ai:weak", "ai:strong", "ai:mixed", "ai:random", "open"];

export class LobbyView extends LitElement {
  static properties = {
    store: { attribute: false },
    info: { attribute: false },
    tables: { state: true },
    resumable: { state: true },
    mine: { state: true },
    training: { state: true },
    seatChoices: { state: true },
    multi: { state: true },
    message: { state: true },
    busy: { state: true },
    pinInfo: { state: true },
    pin: { state: true },
    pinSeats: { state: true },
  };

  declare store: Store;
  declare info: GameInfo | null;
  declare tables: TableListing[];
  declare resumable: Seat[];
  declare mine: Seat[];
  declare training: boolean;
  declare seatChoices: SeatChoice[];
  declare multi: OptionsChoice;
  declare message: string;
  declare busy: boolean;
  declare pinInfo: PinnacolaInfo | null;
  declare pin: OptionsChoice;
  declare pinSeats: PinSeatChoice[];
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  private timer: number | undefined;

  constructor() {
    super();
    this.info = null;
    this.tables = [];
    this.resumable = [];
    this.mine = [];
    this.training = false;
    this.seatChoices = ["open", "open", "open"];
    this.multi = { variant: "classico", options: {} };
    this.message = "";
    this.busy = false;
    this.pinInfo = null;
    this.pin = { variant: "standard", options: {} };
    this.pinSeats = ["ai:medium", "ai:medium", "ai:medium"];
  }

  connectedCallback(): void {
    super.connectedCallback();
    this.multi = { variant: this.store.settings.variant, options: this.store.settings.options };
    void this.refresh();
    void api
      .pinnacolaInfo()
      .then((info) => (this.pinInfo = info))
      .catch(() => undefined);
    this.timer = window.setInterval(() => void this.refresh(), 3000);
  }

  /** Players at the Pinnacola table being set up (the option, 4 unless changed). */
  private pinPlayers(): number {
    const players = this.pin.options["players"];
    return players === 2 ? 2 : 4;
  }

  /** A Pinnacola table: alone against the AI it starts at once; with open seats it waits. */
  private async createPinnacola(): Promise<void> {
    const settings = this.store.settings;
    const profile = this.store.profile;
    const seats = ["human", ...this.pinSeats.slice(0, this.pinPlayers() - 1)];
    const alone = seats.every((seat) => seat !== "open");
    this.busy = true;
    this.message = "";
    try {
      const created = await api.create({
        game: "pinnacola",
        options: { ...this.pin.options, players: seats.length },
        seats,
        ai_delay_ms: settings.aiDelayMs,
        ...(settings.nickname.trim() ? { names: { "0": settings.nickname.trim() } } : {}),
        ...(profile ? { profiles: { "0": profile } } : {}),
      });
      const token = created.tokens["0"];
      this.store.addSeat({
        table: created.id,
        token,
        seat: 0,
        mode: alone ? "single" : "multi",
        variant: "pinnacola",
        game: "pinnacola",
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

  disconnectedCallback(): void {
    super.disconnectedCallback();
    window.clearInterval(this.timer);
  }

  /** The waiting tables, and which of this browser's seats are still in play. */
  private async refresh(): Promise<void> {
    try {
      this.tables = await api.tables();
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
      return;
    }
    // The listing holds the newest tables only: each of this browser's own is asked for.
    const status = new Map(this.tables.map((table) => [table.id, table.status as string]));
    await Promise.all(
      this.store.seats
        .filter((seat) => !status.has(seat.table))
        .map(async (seat) => {
          try {
            status.set(seat.table, (await api.table(seat.table)).status);
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
    this.mine = alive.filter((seat) => seat.mode === "multi");
  }

  private newGame(): void {
    this.dispatchEvent(new CustomEvent("new-game", { bubbles: true, composed: true, detail: { training: this.training } }));
  }

  private async createTable(): Promise<void> {
    const settings = this.store.settings;
    const profile = this.store.profile;
    this.busy = true;
    this.message = "";
    try {
      const created = await api.create({
        game: "tressette",
        variant: this.multi.variant,
        options: this.multi.options,
        seats: ["human", ...this.seatChoices],
        ai_delay_ms: settings.aiDelayMs,
        ...(settings.nickname.trim() ? { names: { "0": settings.nickname.trim() } } : {}),
        ...(profile ? { profiles: { "0": profile } } : {}),
      });
      this.store.addSeat({
        table: created.id,
        token: created.tokens["0"],
        seat: 0,
        mode: "multi",
        variant: this.multi.variant,
        created: new Date().toISOString(),
        creator: true,
      });
      location.hash = `#/table/${created.id}`;
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
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
    const [latest, ...older] = this.resumable;
    const waiting = this.waiting();
    return html`<div class="lobby" data-testid="lobby">
      ${this.message ? html`<p class="error" role="alert">${this.message}</p>` : nothing}
      <section class="panel solo">
        <div class="fan" aria-hidden="true">
          ${["Ad", "3c", "Rb"].map((code) => html`<div class="fan-card">${face(code, this.display.value.deck)}</div>`)}
        </div>
        <h2>${t("web.lobby.single")}</h2>
        <p class="muted">${t("web.lobby.single_hint", { variant: this.store.settings.variant })}</p>
        <label class="check"
          ><input type="checkbox" data-testid="training" .checked=${this.training} @change=${(e: Event) => (this.training = (e.target as HTMLInputElement).checked)} />
          ${t("web.lobby.training")}</label
        >
        <p class="muted small">${t("web.lobby.training_hint")}</p>
        <div class="buttons">
          <button class="primary" data-testid="new-game" @click=${() => this.newGame()}>${t("web.lobby.new_game")}</button>
          ${latest
            ? html`<button data-testid="resume-game" @click=${() => (location.hash = `#/table/${latest.table}`)}>
                ${t("web.lobby.resume", { variant: tableLabel(latest.game, latest.variant) })}
              </button>`
            : nothing}
        </div>
        ${older.length
          ? html`<p class="muted small">
              ${t("web.lobby.other_games")}
              ${older.map((seat) => html`<a href=${`#/table/${seat.table}`}>${tableLabel(seat.game, seat.variant)} ${new Date(seat.created).toLocaleString()}</a> `)}
            </p>`
          : nothing}
      </section>

      <section class="panel create">
        <h2>${t("web.lobby.create")}</h2>
        <options-form
          .info=${this.info}
          .variant=${this.multi.variant}
          .options=${this.multi.options}
          @change=${(e: CustomEvent<OptionsChoice>) => (this.multi = e.detail)}
        ></options-form>
        <div class="seats">
          <span>${t("web.lobby.seat_you")}</span>
          ${this.seatChoices.map(
            (choice, index) => html`<label
              >${t(index === 1 ? "web.lobby.seat_partner" : "web.lobby.seat_opponent", { n: index + 2 })}
              <select
                data-seat-choice=${index + 1}
                @change=${(e: Event) => {
                  const next = [...this.seatChoices];
                  next[index] = (e.target as HTMLSelectElement).value as SeatChoice;
                  this.seatChoices = next;
                }}
              >
                <option value="open" ?selected=${choice === "open"}>${t("web.lobby.seat_open")}</option>
                <option value="ai:heuristic" ?selected=${choice === "ai:heuristic"}>${t("web.lobby.seat_ai")}</option>
                <option value="ai:pimc" ?selected=${choice === "ai:pimc"}>${t("web.lobby.seat_ai_pimc")}</option>
                <option value="ai:random" ?selected=${choice === "ai:random"}>${t("web.lobby.seat_ai_random")}</option>
              </select></label
            >`,
          )}
        </div>
        <button class="primary" data-testid="create-table" ?disabled=${this.busy} @click=${() => this.createTable()}>${t("web.lobby.create_button")}</button>
      </section>

      <section class="panel pinnacola" data-testid="pinnacola-panel">
        <div class="fan" aria-hidden="true">
          ${["Ah", "JK", "Ks"].map((code) => html`<div class="fan-card">${face(code, "francesi")}</div>`)}
        </div>
        <h2>${t("web.pin.title")}</h2>
        <p class="muted">${t("web.pin.lobby_hint")}</p>
        <options-form
          .info=${this.pinInfo}
          .variant=${this.pin.variant}
          .options=${this.pin.options}
          @change=${(e: CustomEvent<OptionsChoice>) => (this.pin = e.detail)}
        ></options-form>
        <div class="seats">
          <span>${t("web.lobby.seat_you")}</span>
          ${this.pinSeats.slice(0, this.pinPlayers() - 1).map(
            (choice, index) => html`<label
              >${t(this.pinPlayers() === 4 && index === 1 ? "web.lobby.seat_partner" : "web.lobby.seat_opponent", { n: index + 2 })}
              <select
                data-pin-seat=${index + 1}
                @change=${(e: Event) => {
                  const next = [...this.pinSeats];
                  next[index] = (e.target as HTMLSelectElement).value as PinSeatChoice;
                  this.pinSeats = next;
                }}
              >
                ${PIN_SEAT_CHOICES.map(
                  (value) => html`<option value=${value} ?selected=${choice === value}>${t(`web.pin.seat.${value.replace("ai:", "")}`)}</option>`,
                )}
              </select></label
            >`,
          )}
        </div>
        <button class="primary" data-testid="new-pinnacola" ?disabled=${this.busy || !this.pinInfo} @click=${() => this.createPinnacola()}>
          ${t("web.pin.new_game")}
        </button>
      </section>

      <section class="panel join">
        <h2>${t("web.lobby.join")}</h2>
        ${this.mine.length
          ? html`<p>
              ${t("web.lobby.your_tables")}
              ${this.mine.map((seat) => html`<a data-testid="my-table" href=${`#/table/${seat.table}`}>${tableLabel(seat.game, seat.variant)} (${seat.table})</a> `)}
            </p>`
          : nothing}
        ${waiting.length
          ? html`<ul class="tables">
              ${waiting.map((table) => this.renderWaitingTable(table))}
            </ul>`
          : html`<p class="muted">${t("web.lobby.no_tables")}</p>`}
        <p class="muted small">${t("web.lobby.join_hint", { address: location.host })}</p>
      </section>
    </div>`;
  }

  private renderWaitingTable(table: TableListing): TemplateResult {
    const changed = Object.entries(table.options)
      .filter(([key, value]) => {
        const info = table.game === "pinnacola" ? this.pinInfo : this.info;
        const preset = info?.variants.find((v) => v.name === table.variant)?.options ?? {};
        return JSON.stringify(preset[key]) !== JSON.stringify(value);
      })
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
    return html`<li data-table=${table.id}>
      <div>
        <b>${tableLabel(table.game, table.variant)}</b>
        <span class="muted">(${t("web.score.target", { target: table.options["target"] })})</span>
        ${changed.length ? html`<span class="muted small">${changed.join(", ")}</span>` : nothing}
      </div>
      <div class="seat-row">
        ${table.seats.map((seat) =>
          seat.kind === "open"
            ? html`<button data-testid="join-table" data-seat=${seat.seat} @click=${() => this.join(table, seat.seat)}>
                ${t("web.lobby.take_seat", { n: seat.seat + 1 })}
              </button>`
            : html`<span class="taken">${seat.kind === "ai" ? aiLabel(seat.ai, t("web.seat.ai")) : seat.name ?? "?"}</span>`,
        )}
      </div>
    </li>`;
  }

  static styles = [
    shared,
    css`
      .lobby {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(290px, 1fr));
        gap: 1rem;
        padding: 1rem;
        max-width: 1200px;
        margin: 0 auto;
      }
      .solo,
      .pinnacola {
        position: relative;
      }
      .fan {
        position: absolute;
        top: -0.6rem;
        right: 1rem;
        display: flex;
      }
      .fan-card {
        width: 46px;
        margin-left: -22px;
        filter: drop-shadow(0 2px 3px #0005);
      }
      .fan-card:nth-child(1) {
        transform: rotate(-12deg);
      }
      .fan-card:nth-child(3) {
        transform: rotate(12deg);
      }
      .fan-card svg {
        display: block;
        width: 100%;
        height: auto;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin-top: 0.6rem;
      }
      .check {
        display: flex;
        gap: 0.4rem;
        align-items: center;
        font-weight: 600;
      }
      .small {
        font-size: 0.85rem;
      }
      .seats {
        display: grid;
        gap: 0.35rem;
        margin: 0.8rem 0;
      }
      .seats label {
        display: flex;
        justify-content: space-between;
        gap: 0.5rem;
      }
      .tables {
        list-style: none;
        padding: 0;
        display: grid;
        gap: 0.6rem;
      }
      .tables li {
        border: 1px solid #0002;
        border-radius: 8px;
        padding: 0.5rem 0.7rem;
        background: white;
      }
      .seat-row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin-top: 0.4rem;
        align-items: center;
      }
      .taken {
        font-size: 0.85rem;
        padding: 0.2em 0.6em;
        border-radius: 999px;
        background: #0000000d;
      }
    `,
  ];
}

customElements.define("lobby-view", LobbyView);
