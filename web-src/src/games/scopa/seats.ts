// The other seats at the Scopa table: each player's nameplate (a computer's strength, a person
// the computer plays for, your partner, the dealer) and the cards in hand — face down, or
// face up at a training table.
import { html, nothing, type TemplateResult } from "lit";
import { back, face } from "../../shell/card-art";
import { cardName } from "../../shell/cards";
import type { DeckId } from "../../shell/decks/index";
import { dealerMark } from "../../shell/components/dealer-mark";
import { has, t } from "../../shell/i18n";
import { strengthOf } from "../../shell/table-logic";
import { handSizes, sideOf, type ScoPosition, type ScoState } from "./logic";

/** What a seat needs of the view: the deck, and how the seats are named. */
export interface SeatContext {
  deck: DeckId;
  name: (seat: number) => string;
}

/** Another seat, where it sits for you (`position`). */
export function otherSeat(state: ScoState, seat: number, position: ScoPosition, context: SeatContext): TemplateResult {
  const view = state.view;
  const info = state.seats[seat];
  const left = view ? (handSizes(view)[seat] ?? 0) : 0;
  const open = view?.all_hands?.[seat];
  const toMove = state.phase === "play" && view?.to_move === seat;
  const partner = !state.watching && state.seats.length === 4 && sideOf(seat) === sideOf(state.you);
  const present = info.connected || info.kind === "ai";
  return html`<div class="seat ${position} ${toMove ? "to-move" : ""}" data-position=${position} data-seat=${seat}>
    <div class="nameplate">
      <span class="dot ${present ? "on" : "off"}" title=${present ? "" : t("web.seat.away")}></span>
      <span class="name" data-testid="seat-name">${context.name(seat)}</span>
      ${info.kind === "ai" ? html`<span class="strength" data-testid="seat-strength">${strengthOf(info.ai, t, has)}</span>` : nothing}
      ${info.kind === "human" && info.ai ? html`<span class="badge" title=${t("web.seat.ai_plays_title")}>${t("web.seat.ai_plays")}</span>` : nothing}
      ${partner ? html`<span class="badge team-badge">${t("web.seat.partner")}</span>` : nothing}
      ${dealerMark(view?.dealer, seat)}
    </div>
    <div class="fan ${open ? "open" : ""} ${left > 5 ? "many" : ""}" data-testid="cards-left" data-seat=${seat} data-count=${left}
      role=${open ? "group" : "img"} aria-label=${t("web.seat.cards_left", { n: left })} title=${t("web.seat.cards_left", { n: left })}>
      ${open
        ? open.map((code) => html`<div class="small-card" data-card=${code} title=${cardName(code)}>${face(code, context.deck)}</div>`)
        : Array.from({ length: left }, () => html`<div class="small-card back">${back(context.deck)}</div>`)}
    </div>
  </div>`;
}
