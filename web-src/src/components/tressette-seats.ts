// The Tressette table's other seats: each one's name, strength, partner and dealer marks, its
// accuse, its cards (face up at a training table), and the training's why? button and bubble.
import { html, nothing, type TemplateResult } from "lit";
import { back, face } from "../card-art";
import { cardName, sortHand } from "../cards";
import type { DeckId } from "../decks/index";
import { has, t } from "../i18n";
import type { Accusa, SeatReasons, TableState } from "../protocol";
import { cardsLeft, positionOf, strengthOf, teamOf, type Position } from "../table-logic";
import { dealerMark } from "./dealer-mark";

/** What the seats need of the view. */
export interface SeatContext {
  deck: DeckId;
  name: (seat: number) => string;
  accusa: (accusa: Accusa) => TemplateResult;
  /** The seat whose reasons are open, or null. */
  why: number | null;
  toggleWhy: (seat: number) => void;
  /** A computer's reasons in the page's words. */
  reasons: (reasons: SeatReasons) => string;
}

export function otherSeat(state: TableState, position: Position, ctx: SeatContext): TemplateResult {
  const seat = [0, 1, 2, 3].find((s) => positionOf(s, state.you) === position) ?? 0;
  const view = state.view;
  const info = state.seats[seat];
  const left = view ? cardsLeft(view)[seat] : 0;
  const open = view?.hands?.[seat];
  const toMove = state.phase === "play" && view?.to_move === seat;
  return html`<div class="seat ${position} ${toMove ? "to-move" : ""}" data-position=${position}>
    <div class="nameplate">
      <span class="dot ${info.connected || info.kind === "ai" ? "on" : "off"}"></span>
      <span class="name" data-testid="seat-name">${ctx.name(seat)}</span>
      ${info.kind === "ai" ? html`<span class="strength" data-testid="seat-strength">${strengthOf(info.ai, t, has)}</span>` : nothing}
      ${info.kind === "human" && info.ai ? html`<span class="badge" title=${t("web.seat.ai_plays_title")}>${t("web.seat.ai_plays")}</span>` : nothing}
      ${teamOf(seat) === teamOf(state.you) ? html`<span class="badge team-badge">${t("web.seat.partner")}</span>` : nothing}
      ${dealerMark(view?.dealer, seat)} ${whyButton(state, seat, ctx)}
    </div>
    <div class="accuse">${(view?.accuse ?? []).filter((a) => a.seat === seat).map((a) => ctx.accusa(a))}</div>
    <div class="fan ${open ? "open" : ""}" aria-label=${t("web.seat.cards_left", { n: left })}>
      ${open
        ? sortHand(open).map((code) => html`<div class="small-card" data-card=${code} title=${cardName(code)}>${face(code, ctx.deck)}</div>`)
        : Array.from({ length: left }, () => html`<div class="small-card back">${back(ctx.deck)}</div>`)}
    </div>
    ${ctx.why === seat ? reasonsBubble(state, seat, ctx) : nothing}
  </div>`;
}
export function whyButton(state: TableState, seat: number, ctx: SeatContext): TemplateResult | typeof nothing {
  if (!state.training) return nothing;
  const has = state.reasons.some((r) => r.seat === seat);
  return html`<button
    class="why"
    data-testid="why"
    data-seat=${seat}
    ?disabled=${!has}
    title=${t("web.training.why_title")}
    @click=${() => ctx.toggleWhy(seat)}
  >
    ${t("web.training.why")}
  </button>`;
}
export function reasonsBubble(state: TableState, seat: number, ctx: SeatContext): TemplateResult {
  const reasons: SeatReasons | undefined = state.reasons.find((r) => r.seat === seat);
  const text = reasons ? ctx.reasons(reasons) : "";
  return html`<div class="bubble" data-testid="reasons" data-seat=${seat}>
    ${text || t("web.training.no_reasons")}
  </div>`;
}