// The Tressette table's other seats: each one's name, strength, partner and dealer marks, its
// accuse, its cards (face up at a training table), the training's why? button and bubble, and
// the signals you may give with your card.
import { html, nothing, type TemplateResult } from "lit";
import { back, face } from "../../shell/card-art";
import { cardName, sortHand } from "../../shell/cards";
import type { DeckId } from "../../shell/decks/index";
import { getLang, has, pick, t } from "../../shell/i18n";
import type { SeatReasons } from "../../shell/protocol";
import { strengthOf } from "../../shell/table-logic";
import { cardsLeft, positionOf, signalLabel, teamOf, type Position } from "./logic";
import type { Accusa, SignalInfo, TableState } from "./protocol";
import { dealerMark } from "../../shell/components/dealer-mark";

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
      ${!state.watching && teamOf(seat) === teamOf(state.you) ? html`<span class="badge team-badge">${t("web.seat.partner")}</span>` : nothing}
      ${dealerMark(view?.dealer, seat)} ${whyButton(state, seat, ctx)}
    </div>
    <div class="accuse">${(view?.accuse ?? []).filter((a) => a.seat === seat).map((a) => ctx.accusa(a))}</div>
    <div class="fan ${open ? "open" : ""}" role=${open ? "group" : "img"} aria-label=${t("web.seat.cards_left", { n: left })}>
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
  return html`<div class="bubble" data-testid="reasons" data-seat=${seat} title=${t("web.training.bubble_close")} @click=${() => ctx.toggleWhy(seat)}>
    ${text || t("web.training.no_reasons")}
  </div>`;
}
/** The signals you may give with the card you play now, each a toggle (none when none apply). */
export function signalButtons(
  available: readonly SignalInfo[],
  chosen: readonly string[],
  toggle: (id: string) => void,
): TemplateResult | typeof nothing {
  if (!available.length) return nothing;
  return html`<div class="signals" role="group" aria-label=${t("web.signals.label")}>
    <span class="muted">${t("web.signals.label")}:</span>
    ${available.map(
      (signal) => html`<button
        class="signal ${chosen.includes(signal.id) ? "chosen" : ""}"
        data-signal=${signal.id}
        aria-pressed=${chosen.includes(signal.id) ? "true" : "false"}
        title=${pick(signal.meaning)}
        @click=${() => toggle(signal.id)}
      >
        ${signalLabel(signal, getLang())}
      </button>`,
    )}
  </div>`;
}
