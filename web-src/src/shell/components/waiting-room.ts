// The waiting room of a table with friends' seats, the same for every game: the table's rules in
// words, the invitation (link and QR code), who sits where, and the creator's Start.
import { html, nothing, type TemplateResult } from "lit";
import { t } from "../i18n";
import { isAway } from "../table-logic";
import "./table-invite";

/** What a game's view tells the waiting room. */
export interface WaitingRoom {
  /** The heading: the game and "Waiting room". */
  title: string;
  /** The table's id (its invitation). */
  table: string;
  /** The table's options in words, when the view knows them. */
  options: string | null;
  /** Who sits where (each seat marked away while its person is not connected). */
  state: { you: number; seats: readonly { seat: number; kind: string; connected: boolean }[] };
  /** A seat as the table names it. */
  name: (seat: number) => string;
  /** This browser created the table: it starts it. */
  creator: boolean;
  /** A refusal to show (a start that failed), or "". */
  refusal: string;
  start: () => void;
  leave: () => void;
}

export function waitingRoom(room: WaitingRoom): TemplateResult {
  return html`<section class="panel waiting" data-testid="waiting-room">
    <h2>${room.title}</h2>
    ${room.options ? html`<p data-testid="table-options">${t("web.waiting.options", { options: room.options })}</p>` : nothing}
    <table-invite .table=${room.table}></table-invite>
    <ol class="seat-list">
      ${room.state.seats.map(
        (seat) => html`<li data-seat=${seat.seat}>
          ${room.name(seat.seat)} ${isAway(room.state, seat) ? html`<span class="muted">(${t("web.seat.away")})</span>` : nothing}
        </li>`,
      )}
    </ol>
    ${room.creator
      ? html`<button class="primary" data-testid="start-table" @click=${room.start}>${t("web.waiting.start")}</button>
          <p class="muted">${t("web.waiting.start_hint")}</p>`
      : html`<p>${t("web.waiting.wait_creator")}</p>`}
    <button class="quiet" data-testid="leave-waiting" @click=${room.leave}>${t("web.table.leave")}</button>
    ${room.refusal ? html`<p class="error" data-testid="illegal-move">${room.refusal}</p>` : nothing}
  </section>`;
}
