// A club evening's table, as every game's view shows it (table-view-base.ts): the quiet badge
// of the board in play in the toolbar, and, once the table's boards are played, the panel
// back to the evening's page in place of the game's end (no new game, no rematch: the
// evening's page says where each player goes next).
import { html, nothing, type TemplateResult } from "lit";
import { t } from "../i18n";
import type { EveningBoard } from "../protocol";
import { eveningAddress, eveningBadgeLabel, eveningBadgeText } from "../evening-table-logic";

/** The toolbar's badge of the board in play (nothing at a table of no evening). */
export function eveningBadge(board: EveningBoard | null | undefined): TemplateResult | typeof nothing {
  if (!board) return nothing;
  return html`<span class="badge evening" role="status" data-testid="evening-badge" aria-label=${eveningBadgeLabel(board, t)}
    >${eveningBadgeText(board, t)}</span
  >`;
}

/** The panel over the table once its round is over: back to the evening's page. */
export function eveningOverPanel(board: EveningBoard): TemplateResult {
  return html`<div class="overlay">
    <div class="panel summary" data-testid="evening-round-over" role="dialog" aria-modal="true" aria-labelledby="evening-round-over-title">
      <h2 id="evening-round-over-title">${t("web.evening.round_over", { round: board.round })}</h2>
      <p>${t("web.evening.round_over_hint")}</p>
      <div class="buttons">
        <button class="primary" data-testid="evening-back" data-autofocus @click=${() => (location.hash = eveningAddress(board.evening))}>
          ${t("web.evening.back")}
        </button>
      </div>
    </div>
  </div>`;
}
