// One board of a club evening (#/evening/ID/board/K): every table's result on it, from the
// evening record — who sat ns and ew, the points, the ns net and, for a duplicate evening,
// each side's matchpoints — with a link to the replay of each table's play. While the evening
// plays, a board still in play at some table is not shown to anyone (the record leaves it out).
// Where the game has a solver, the board's par (each side's points, double dummy) comes from
// the server once every table has finished the board.
import { LitElement, html, nothing, type TemplateResult } from "lit";
import { api } from "../api";
import { DisplayConsumer } from "../display";
import { boardResults, eveningBoardReplay, signed } from "../evening-logic";
import type { EveningRecord } from "../evening-types";
import { tableLabel } from "../../games/index";
import { decimal, has, t } from "../i18n";
import { strengthOf } from "../table-logic";
import { shared } from "../styles";
import { eveningStyles } from "./evening-styles";

export class EveningBoard extends LitElement {
  static properties = {
    evening: { attribute: false },
    board: { attribute: false },
    record: { state: true },
    par: { state: true },
    message: { state: true },
  };

  declare evening: string;
  declare board: number;
  declare record: EveningRecord | null;
  /** The board's par, [ns, ew] points (null: none, or not asked yet). */
  declare par: number[] | null;
  declare message: string;
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.evening = "";
    this.board = 1;
    this.record = null;
    this.par = null;
    this.message = "";
  }

  connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private async load(): Promise<void> {
    try {
      this.record = await api.eveningRecord(this.evening);
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
      return;
    }
    if (!boardResults(this.record, this.board).length) return; // not finished everywhere: no par
    try {
      this.par = (await api.eveningBoard(this.evening, this.board)).par?.points ?? null;
    } catch {
      this.par = null; // the results stand without it
    }
  }

  render(): TemplateResult {
    const record = this.record;
    const back = `#/evening/${encodeURIComponent(this.evening)}`;
    return html`<div class="evening" data-testid="evening-board">
      <section class="panel">
        <h2>${t("web.evening.board_title", { n: this.board })}</h2>
        ${record ? html`<p class="muted">${tableLabel(record.game, record.variant ?? "")}</p>` : nothing}
        ${this.message ? html`<p class="error" role="alert">${this.message}</p>` : nothing}
        ${record ? this.renderResults(record) : this.message ? nothing : html`<p class="muted">${t("web.evening.loading")}</p>`}
        <nav class="buttons" aria-label=${t("web.evening.boards_title")}>
          ${this.board > 1 ? html`<a href=${`${back}/board/${this.board - 1}`} data-testid="board-previous">${t("web.evening.board_previous")}</a>` : nothing}
          <a href=${back} data-testid="board-evening">${t("web.evening.back")}</a>
          ${record && this.board < Math.max(0, ...record.boards.map((b) => b.board))
            ? html`<a href=${`${back}/board/${this.board + 1}`} data-testid="board-next">${t("web.evening.board_next")}</a>`
            : nothing}
        </nav>
      </section>
    </div>`;
  }

  private renderResults(record: EveningRecord): TemplateResult {
    const rows = boardResults(record, this.board);
    if (!rows.length) return html`<p data-testid="board-not-yet">${t("web.evening.board_not_yet")}</p>`;
    // an entry of the computer alone is named by its strength, as at a table
    const name = (entry: number): string => {
      const found = record.entries.find((e) => e.id === entry);
      if (!found) return "";
      return found.players.some((p) => p === "human") ? found.name : strengthOf(found.players[0] ?? found.name, t, has);
    };
    const duplicate = record.standings.scoring === "matchpoints";
    const par = this.par;
    return html`${par && par.length === 2
        ? html`<p class="par" data-testid="board-par" title=${t("web.evening.par_label")}>${t("web.evening.par", { ns: par[0], ew: par[1] })}</p>`
        : nothing}
      <table data-testid="board-results">
      <caption>${t("web.evening.board_results", { n: this.board })}</caption>
      <thead>
        <tr>
          <th scope="col">${t("web.evening.col.table")}</th>
          <th scope="col">${t("web.evening.col.ns_ew")}</th>
          <th scope="col" class="number">${t("web.evening.col.points")}</th>
          <th scope="col" class="number">${t("web.evening.col.net")}</th>
          ${duplicate ? html`<th scope="col" class="number"><abbr title=${t("web.evening.col.matchpoints_long")}>${t("web.evening.col.matchpoints")}</abbr></th>` : nothing}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) => html`<tr data-table=${row.table} data-round=${row.round}>
            <th scope="row">
              ${t("web.evening.round_table", { round: row.round, table: row.table })}
              <a class="replay" href=${eveningBoardReplay(this.evening, row.round, row.table, this.board)} data-testid="board-replay"
                aria-label=${t("web.evening.replay_of", { round: row.round, table: row.table })}>${t("web.evening.replay")}</a>
            </th>
            <td>
              <span class="pair">${row.ns}–${row.ew}</span>
              <span class="names words">${name(row.ns)} – ${name(row.ew)}</span>
            </td>
            <td class="number">${row.points ? `${row.points[0]}–${row.points[1]}` : "—"}</td>
            <td class="number">${row.net === null ? "—" : signed(row.net)}</td>
            ${duplicate ? html`<td class="number">${row.matchpoints ? `${decimal(String(row.matchpoints.ns))}–${decimal(String(row.matchpoints.ew))} / ${row.matchpoints.max}` : "—"}</td>` : nothing}
          </tr>`,
        )}
      </tbody>
    </table>`;
  }

  static styles = [shared, eveningStyles];
}

customElements.define("evening-board", EveningBoard);
