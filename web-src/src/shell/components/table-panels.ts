// The trick tables' panel over the felt that shows the last trick (Tressette's and Briscola's),
// and what a panel needs of the table.
import { html, type TemplateResult } from "lit";
import { face } from "../card-art";
import type { DeckId } from "../decks/index";
import { t } from "../i18n";

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
