// A club evening's page (#/evening/ID, or #/evening/ID/CODE from an invitation's link): asked
// for every 3 s while it is shown (not while the page is hidden, and no more once the evening
// is over). While it waits: its places, the form to join (a place of its own, or beside a
// partner), and for its director the link to send and Start. While it plays: where the player
// goes now (their table opens with the evening's token, which is their seat's token there),
// the movement and the live standings; once over, the final standings and every board's page.
import { LitElement, html, nothing, type TemplateResult } from "lit";
import { api } from "../api";
import { DisplayConsumer } from "../display";
import { boardsLabel, entryNames, whereNow, type Whereabouts } from "../evening-logic";
import type { Evening } from "../evening-types";
import { tableLabel } from "../../games/index";
import { has, t } from "../i18n";
import type { Store } from "../store";
import { shared } from "../styles";
import { strengthOf } from "../table-logic";
import { eveningMovement } from "./evening-movement";
import { eveningStandings } from "./evening-standings";
import { eveningStyles } from "./evening-styles";

/** How often the page asks for the evening (the lobby's pace). */
const POLL_MS = 3000;

export class EveningPage extends LitElement {
  static properties = {
    store: { attribute: false },
    evening: { attribute: false },
    code: { attribute: false },
    shown: { state: true },
    message: { state: true },
    busy: { state: true },
    joinName: { state: true },
    joinEntry: { state: true },
    copied: { state: true },
  };

  declare store: Store;
  /** The evening's id. */
  declare evening: string;
  /** The invitation's code from the link (null: none). */
  declare code: string | null;
  declare shown: Evening | null;
  declare message: string;
  declare busy: boolean;
  declare joinName: string;
  /** The entry to join beside a partner ("": the first open place). */
  declare joinEntry: string;
  declare copied: boolean;
  readonly display = new DisplayConsumer(this);

  private timer: number | undefined;
  private readonly onVisible = (): void => {
    if (!document.hidden) void this.refresh();
  };

  constructor() {
    super();
    this.evening = "";
    this.code = null;
    this.shown = null;
    this.message = "";
    this.busy = false;
    this.joinName = "";
    this.joinEntry = "";
    this.copied = false;
  }

  connectedCallback(): void {
    super.connectedCallback();
    this.joinName = this.store.settings.nickname;
    void this.refresh();
    this.timer = window.setInterval(() => {
      if (!document.hidden) void this.refresh();
    }, POLL_MS);
    document.addEventListener("visibilitychange", this.onVisible);
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
    document.removeEventListener("visibilitychange", this.onVisible);
  }

  private stop(): void {
    window.clearInterval(this.timer);
    this.timer = undefined;
  }

  private async refresh(): Promise<void> {
    try {
      this.shown = await api.evening(this.evening, this.store.eveningPlayer(this.evening)?.token);
      if (this.message && !this.busy) this.message = "";
      if (this.shown.status === "finished") this.stop();
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    }
  }

  private async join(event: Event): Promise<void> {
    event.preventDefault();
    const name = this.joinName.trim();
    if (!name) {
      this.message = t("web.evening.name_needed");
      return;
    }
    this.busy = true;
    this.message = "";
    try {
      const profile = this.store.profile;
      const joined = await api.joinEvening(this.evening, {
        name,
        entry: this.joinEntry ? Number(this.joinEntry) : null,
        code: this.code,
        ...(profile ? { profile } : {}),
      });
      this.store.addEvening({ id: this.evening, token: joined.token });
      if (!this.store.settings.nickname.trim()) this.store.update({ nickname: name });
      await this.refresh();
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  }

  private async start(): Promise<void> {
    const director = this.store.eveningDirector(this.evening);
    if (!director) return;
    this.busy = true;
    this.message = "";
    try {
      await api.startEvening(this.evening, director.token);
      await this.refresh();
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  }

  /** To the player's table of this round: the evening's token is their seat's token there. */
  private goTo(where: Extract<Whereabouts, { kind: "table" }>): void {
    const pass = this.store.eveningPlayer(this.evening);
    const evening = this.shown;
    if (!pass || !evening) return;
    this.store.addSeat({
      table: where.tableId,
      token: pass.token,
      seat: where.seat,
      mode: "multi",
      variant: evening.variant ?? "",
      game: evening.game,
      created: new Date().toISOString(),
      evening: evening.id,
      round: where.round,
    });
    location.hash = `#/table/${encodeURIComponent(where.tableId)}`;
  }

  private async copy(link: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      this.copied = true;
    } catch {
      this.copied = false; // no clipboard here (not a secure page): the link is there to select
    }
  }

  /** How a computer player is named: by its strength, as at a table ("Computer (club)"). */
  private computer(): (ai: string) => string {
    return (ai) => strengthOf(ai.replace(/^ai:/, ""), t, has);
  }

  render(): TemplateResult {
    const evening = this.shown;
    return html`<div class="evening" data-testid="evening-page">
      ${this.message ? html`<p class="error panel" role="alert" data-testid="evening-error">${this.message}</p>` : nothing}
      ${evening ? this.renderEvening(evening) : html`<p class="panel muted">${t("web.evening.loading")}</p>`}
    </div>`;
  }

  private renderEvening(evening: Evening): TemplateResult {
    const where = whereNow(evening);
    const you = evening.you?.entry ?? null;
    const computer = this.computer();
    const final = evening.status === "finished";
    return html`
      ${this.renderHead(evening)}
      ${this.renderBanner(evening, where)}
      ${evening.status === "waiting" ? this.renderWaiting(evening) : nothing}
      ${evening.status !== "waiting"
        ? html`<section class="panel" data-testid="evening-standings-panel">
            ${eveningStandings(evening.standings, evening.entries, computer, { final, you })}
            ${final ? this.renderBoards(evening) : nothing}
          </section>`
        : nothing}
      ${evening.rounds.length
        ? html`<section class="panel" data-testid="evening-movement-panel">${eveningMovement(evening.rounds, { entry: you, round: final ? null : evening.round })}</section>`
        : nothing}
    `;
  }

  private renderHead(evening: Evening): TemplateResult {
    const minutes = Math.round(evening.seconds_per_board / 60);
    const facts = [
      t(`web.evening.format.${evening.format}`),
      t("web.evening.boards_n", { n: evening.boards }),
      t("web.evening.rounds_n", { n: evening.round_count }),
      t("web.evening.minutes_n", { n: minutes }),
      t(evening.rated ? "web.evening.rated_yes" : "web.evening.rated_no"),
    ];
    return html`<section class="panel">
      <h2>${t("web.evening.title", { game: tableLabel(evening.game, evening.variant ?? "") })}</h2>
      <p class="muted">${facts.join(" · ")}</p>
      <p data-testid="evening-status"><b>${t(`web.evening.status.${evening.status}`, { round: evening.round ?? 0, count: evening.round_count })}</b></p>
    </section>`;
  }

  private renderBanner(evening: Evening, where: Whereabouts): TemplateResult | typeof nothing {
    if (where.kind === "table") {
      const boards = t(where.table.boards.length === 1 ? "web.evening.cell_board" : "web.evening.cell_boards", { boards: boardsLabel(where.table.boards) });
      return html`<div class="banner" role="status" data-testid="evening-banner">
        <p>${t("web.evening.your_table", { round: where.round, table: where.table.table, direction: t(`web.evening.direction.${where.direction}`), boards })}</p>
        <button class="primary" data-testid="evening-go" @click=${() => this.goTo(where)}>${t("web.evening.go")}</button>
      </div>`;
    }
    if (where.kind === "sitout" || where.kind === "between") {
      return html`<div class="banner" role="status" data-testid="evening-banner">
        <p>${t(`web.evening.now.${where.kind}`, { round: where.round ?? 0 })}</p>
      </div>`;
    }
    if (where.kind === "finished" && evening.you) {
      const row = evening.standings.entries.find((r) => r.entry === evening.you?.entry);
      return row
        ? html`<div class="banner" role="status" data-testid="evening-banner"><p>${t("web.evening.your_rank", { rank: row.rank, count: evening.entries.length })}</p></div>`
        : nothing;
    }
    return nothing;
  }

  private renderWaiting(evening: Evening): TemplateResult {
    const director = this.store.eveningDirector(evening.id);
    const player = this.store.eveningPlayer(evening.id);
    const computer = this.computer();
    const you = evening.you?.entry ?? null;
    return html`
      ${director ? this.renderDirector(evening, director.token, director.link ?? null) : nothing}
      <section class="panel" data-testid="evening-places">
        <h3>${t("web.evening.places")}</h3>
        <ul class="places">
          ${evening.entries.map((entry) => {
            const names = entryNames(entry, computer);
            return html`<li data-entry=${entry.id} class=${entry.id === you ? "you" : ""}>
              <b>${t("web.evening.entry_n", { n: entry.id })}</b>
              <span>${names ?? ""}${entry.id === you ? ` (${t("web.evening.you")})` : ""}</span>
              ${entry.open ? html`<span class="muted">${t("web.evening.open_places", { n: entry.open })}</span>` : nothing}
            </li>`;
          })}
        </ul>
      </section>
      ${player ? html`<p class="panel" data-testid="evening-joined">${t("web.evening.joined", { n: you ?? "?" })}</p>` : this.renderJoin(evening)}
    `;
  }

  private renderDirector(evening: Evening, token: string, link: string | null): TemplateResult {
    return html`<section class="panel" data-testid="evening-director">
      <h3>${t("web.evening.invite_title")}</h3>
      <div class="invite">
        <img data-testid="evening-qr" src=${api.eveningQr(evening.id, token)} width="132" height="132" alt=${t("web.evening.qr_alt")} />
        <div>
          ${link
            ? html`<p>${t("web.evening.share")} <a data-testid="evening-link" href=${link}>${link}</a></p>
                <button data-testid="evening-copy" @click=${() => this.copy(link)}>${t(this.copied ? "web.evening.copied" : "web.evening.copy")}</button>`
            : nothing}
        </div>
      </div>
      <div class="buttons">
        <button class="primary" data-testid="evening-start" ?disabled=${this.busy} @click=${() => this.start()}>${t("web.evening.start")}</button>
      </div>
      <p class="muted small">${t("web.evening.start_hint")}</p>
    </section>`;
  }

  private renderJoin(evening: Evening): TemplateResult {
    const computer = this.computer();
    const partners = evening.entries.filter((entry) => entry.people.length > 0 && entry.open > 0);
    const full = evening.entries.every((entry) => entry.open === 0);
    return html`<form class="panel" data-testid="evening-join" @submit=${(e: Event) => this.join(e)}>
      <h3>${t("web.evening.join_title")}</h3>
      ${full ? html`<p class="muted">${t("web.evening.full")}</p>` : nothing}
      ${evening.invite && !this.code ? html`<p class="muted small">${t("web.evening.invitation_only")}</p>` : nothing}
      <div class="form">
        <label for="evening-name">${t("web.evening.your_name")}</label>
        <input id="evening-name" type="text" maxlength="40" autocomplete="nickname" data-testid="evening-name" .value=${this.joinName}
          @input=${(e: Event) => (this.joinName = (e.target as HTMLInputElement).value)} />
        ${partners.length
          ? html`<label for="evening-where">${t("web.evening.where")}</label>
              <select id="evening-where" data-testid="evening-where" @change=${(e: Event) => (this.joinEntry = (e.target as HTMLSelectElement).value)}>
                <option value="" ?selected=${this.joinEntry === ""}>${t("web.evening.first_open")}</option>
                ${partners.map(
                  (entry) => html`<option value=${entry.id} ?selected=${this.joinEntry === String(entry.id)}>
                    ${t("web.evening.partner_of", { names: entryNames(entry, computer) ?? "", n: entry.id })}
                  </option>`,
                )}
              </select>`
          : nothing}
      </div>
      <div class="buttons">
        <button class="primary" type="submit" data-testid="evening-join-button" ?disabled=${this.busy || full}>${t("web.evening.join")}</button>
      </div>
    </form>`;
  }

  private renderBoards(evening: Evening): TemplateResult {
    return html`<h3>${t("web.evening.boards_title")}</h3>
      <ul class="board-links" data-testid="evening-board-links">
        ${Array.from({ length: evening.boards }, (_, i) => i + 1).map(
          (board) => html`<li><a href=${`#/evening/${encodeURIComponent(evening.id)}/board/${board}`} aria-label=${t("web.evening.board_n", { n: board })}>${board}</a></li>`,
        )}
      </ul>`;
  }

  static styles = [shared, eveningStyles];
}

customElements.define("evening-page", EveningPage);
