// Tressette's accuse view, a panel over the felt: what each seat has declared, as far as it is
// public (the points at once, the combination from the second trick on), with each side's total.
import { html, nothing, type TemplateResult } from "lit";
import { t } from "../../shell/i18n";
import type { PanelContext } from "../../shell/components/table-panels";
import { accusaText, teamOf } from "./logic";
import type { Accusa } from "./protocol";

/** Every seat's accuse as the table knows them, seat by seat from yours, and each side's points. */
export function accusePanel(accuse: readonly Accusa[], you: number, context: PanelContext): TemplateResult {
  const seats = [0, 1, 2, 3].map((n) => (you + n) % 4);
  const side = (team: number): number => accuse.filter((a) => teamOf(a.seat) === team).reduce((sum, a) => sum + a.points, 0);
  const us = teamOf(you);
  return html`<div class="popover panel" data-testid="accuse-panel">
    <h3>${t("web.accuse_view.title")}</h3>
    ${accuse.length
      ? html`<table class="accuse-table">
          ${seats.map((seat) => {
            const declared = accuse.filter((a) => a.seat === seat);
            return html`<tr data-seat=${seat}>
              <th scope="row">${context.name(seat)}</th>
              <td>${declared.length ? declared.map((a) => html`<span class="accusa">${accusaText(a, t)}</span> `) : html`<span class="muted">—</span>`}</td>
            </tr>`;
          })}
        </table>
        <p data-testid="accuse-totals">${t("web.accuse_view.totals", { us: side(us), them: side(1 - us) })}</p>`
      : html`<p>${t("web.accuse_view.none")}</p>`}
    ${accuse.some((a) => !a.kind) ? html`<p class="muted small">${t("web.accuse_view.later")}</p>` : nothing}
    <button @click=${context.close}>${t("web.close")}</button>
  </div>`;
}
