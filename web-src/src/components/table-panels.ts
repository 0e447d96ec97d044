// The trick tables' panels over the felt: the last trick (Tressette's and Briscola's), and
// Tressette's accuse view (what each seat has declared, as far as it is public: the points at
// once, the combination from the second trick on), with each side's total.
import { html, nothing, type TemplateResult } from "lit";
import { face } from "../card-art";
import type { DeckId } from "../decks/index";
import { t } from "../i18n";
import type { Accusa } from "../protocol";
import { accusaText, teamOf } from "../table-logic";

/** What a panel needs of the table: its seats' names, the deck, and how to close it. */
export interface PanelContext {
  name: (seat: number) => string;
  deck: DeckId;
  close: () => void;
}

/** A finished trick: each card with its player, and who took it. */
export interface FinishedTrick {
  plays: readonly { seat: number; card: string }[];
  winner: number;
}

/** The trick before, each card with its player, the winner's card lit. */
export function lastTrickPanel(last: FinishedTrick, context: PanelContext): TemplateResult {
  return html`<div class="popover panel" data-testid="last-trick-panel">
    <h3>${t("web.table.last_trick")}</h3>
    <div class="row">
      ${last.plays.map(
        (play) => html`<figure class=${play.seat === last.winner ? "winner" : ""}>
          <div class="small-card" data-card=${play.card}>${face(play.card, context.deck)}</div>
          <figcaption>${context.name(play.seat)}</figcaption>
        </figure>`,
      )}
    </div>
    <p>${t("web.table.trick_taken_by", { name: context.name(last.winner) })}</p>
    <button @click=${context.close}>${t("web.close")}</button>
  </div>`;
}

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
