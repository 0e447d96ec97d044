// The movement of a club evening as the club prints it for the room: a row a round, a column
// a table, each cell the pair of entries (ns–ew) and the boards they play, the sit-outs last.
// A real table with its headers, for screen readers and for the printer (`@media print` in
// evening-styles.ts leaves the tables alone on the page).
import { html, nothing, type TemplateResult } from "lit";
import { boardsLabel, movementGrid } from "../evening-logic";
import type { EveningRound } from "../evening-types";
import { t } from "../i18n";

/** Where the reader plays (their entry) and the round in play, both marked. */
export interface MovementMarks {
  entry: number | null;
  round: number | null;
}

export function eveningMovement(rounds: readonly EveningRound[], marks: MovementMarks): TemplateResult {
  const grid = movementGrid(rounds);
  const sitouts = grid.rows.some((row) => row.sitout.length > 0);
  return html`<table data-testid="evening-movement">
    <caption>${t("web.evening.movement")}</caption>
    <thead>
      <tr>
        <th scope="col">${t("web.evening.round")}</th>
        ${grid.tables.map((number) => html`<th scope="col">${t("web.evening.table_n", { n: number })}</th>`)}
        ${sitouts ? html`<th scope="col">${t("web.evening.sitout")}</th>` : nothing}
      </tr>
    </thead>
    <tbody>
      ${grid.rows.map(
        (row) => html`<tr class=${row.round === marks.round ? "now" : ""} data-round=${row.round} aria-current=${row.round === marks.round ? "step" : "false"}>
          <th scope="row">${row.round}</th>
          ${row.cells.map((cell) => {
            if (!cell) return html`<td class="muted">—</td>`;
            const mine = marks.entry !== null && (cell.ns === marks.entry || cell.ew === marks.entry);
            const boards = t(cell.boards.length === 1 ? "web.evening.cell_board" : "web.evening.cell_boards", { boards: boardsLabel(cell.boards) });
            return html`<td class=${mine ? "mine" : ""} data-table=${cell.table}>
              <span class="pair">${cell.ns}–${cell.ew}</span>
              <span class="boards">${boards}</span>
            </td>`;
          })}
          ${sitouts ? html`<td class=${marks.entry !== null && row.sitout.includes(marks.entry) ? "mine" : ""}>${row.sitout.join(", ") || "—"}</td>` : nothing}
        </tr>`,
      )}
    </tbody>
  </table>
  <p class="muted small">${t("web.evening.movement_hint")}</p>`;
}
