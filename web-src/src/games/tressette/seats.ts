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
import { cardsLeft, positionOf, signalLabel, teamOf, type Position, type SignalChoice } from "./logic";
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
  return html`<div class="seat ${position} ${toMove ? "to-move" : ""} ${open ? "open-hand" : ""}" data-position=${position}>
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
  </div>`;
}
/** A training table's why? at a seat: it opens the reasons of the seat's card at the trick's
 *  stop; at any other moment there are none, and it keeps its place unseen (a greyed button
 *  would look as if it could be pressed). */
export function whyButton(state: TableState, seat: number, ctx: SeatContext): TemplateResult | typeof nothing {
  if (!state.training) return nothing;
  const has = state.reasons.some((r) => r.seat === seat);
  return html`<button
    class="why ${has ? "" : "idle"}"
    data-testid="why"
    data-seat=${seat}
    ?disabled=${!has}
    title=${t("web.training.why_title")}
    @click=${() => ctx.toggleWhy(seat)}
  >
    ${t("web.training.why")}
  </button>`;
}
/** The reasons of the card ``seat`` played: yours under your name, another seat's over the felt
 *  beside the trick (``place``: the seat's position), never over the card it explains. */
export function reasonsBubble(state: TableState, seat: number, ctx: SeatContext, place = ""): TemplateResult {
  const reasons: SeatReasons | undefined = state.reasons.find((r) => r.seat === seat);
  const text = reasons ? ctx.reasons(reasons) : "";
  return html`<div class="bubble ${place ? `at-${place}` : ""}" data-testid="reasons" data-seat=${seat} title=${t("web.training.bubble_close")} @click=${() => ctx.toggleWhy(seat)}>
    ${text || t("web.training.no_reasons")}
  </div>`;
}
/** The signals you may give with the card you play now, in one row: a toggle for each one true
 *  of your hand, and — where the options allow false signals — one menu of the others (none
 *  when nothing may be signalled). */
export function signalButtons(
  choice: SignalChoice,
  chosen: readonly string[],
  toggle: (id: string) => void,
): TemplateResult | typeof nothing {
  if (!choice.true.length && !choice.bluffs.length) return nothing;
  const name = (signal: SignalInfo): string => (signal.dialect ? `${pick(signal.name)} (${signal.dialect})` : pick(signal.name));
  const bluff = choice.bluffs.find((signal) => chosen.includes(signal.id));
  const pickBluff = (event: Event): void => {
    const id = (event.target as HTMLSelectElement).value;
    if (bluff) toggle(bluff.id); // one false signal at a time: the menu's choice replaces it
    if (id) toggle(id);
  };
  return html`<div class="signals" role="group" aria-label=${t("web.signals.label")} data-testid="signals">
    <span class="muted signals-label">${t("web.signals.label")}:</span>
    ${choice.true.map(
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
    ${choice.bluffs.length
      ? html`<select
          class="bluff ${bluff ? "chosen" : ""}"
          data-testid="false-signal"
          aria-label=${t("web.signals.bluff_title")}
          title=${t("web.signals.bluff_title")}
          @change=${pickBluff}
        >
          <option value="" .selected=${!bluff}>${t("web.signals.bluff")}</option>
          ${choice.bluffs.map((signal) => html`<option value=${signal.id} .selected=${bluff?.id === signal.id} title=${pick(signal.meaning)}>${name(signal)}</option>`)}
        </select>`
      : nothing}
  </div>`;
}
