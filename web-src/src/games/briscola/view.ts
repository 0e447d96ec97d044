// The Briscola table: your three cards, the briscola turned up under the stock with the
// cards left, the trick and who played each card, the other seats, the points taken (on
// request), the hand's summary and the game so far; the 7's exchange; at a training table
// every hand open, the reasons at each trick's end and the suggestions.
import { html, nothing, type TemplateResult } from "lit";
import { back, face, keyedFace } from "../../shell/card-art";
import { cardName } from "../../shell/cards";
import {
  briPosition,
  cardsOnTable,
  gameSoFar,
  handSizes,
  isMyTurn,
  isSwap,
  sideOf,
  stepCard,
  stepMessage,
  suggestedCard,
  swapStep,
  type BriPosition,
  type BriState,
  type BriStep,
  type BriView,
} from "./logic";
import { has, pick, t } from "../../shell/i18n";
import type { Answer, StepSuggestion } from "../../shell/protocol";
import { sideHeadings, teacherClick } from "../../shell/components/watching";
import { playSound } from "../../shell/sound";
import { shared } from "../../shell/styles";
import { refusalSentence, strengthOf } from "../../shell/table-logic";
import { dealerMark, dealerStyles } from "../../shell/components/dealer-mark";
import { briscolaStyles } from "./styles";
import { statusOf, stockOf, trickOf, type Felt } from "./felt";
import { handOverPanel, matchOverPanel, trickStop, withinBadge, type SummaryContext } from "./summaries";
import { lastTrickPanel, type PanelContext } from "../../shell/components/table-panels";
import { trickTableStyles } from "../../shell/components/trick-table-styles";
import { TableViewBase } from "../../shell/components/table-view-base";

export class BriscolaView extends TableViewBase<BriState> {
  static properties = {
    suggestion: { state: true },
    showPoints: { state: true },
    showLast: { state: true },
  };

  declare suggestion: StepSuggestion | null;
  declare showPoints: boolean;
  declare showLast: boolean;

  constructor() {
    super({ game: "briscola" });
    this.suggestion = null;
    this.showPoints = false;
    this.showLast = false;
  }

  protected receiving(state: BriState, before: BriState | null): void {
    const played = (s: BriState | null): number => s?.view?.plays.length ?? 0;
    if (played(state) !== played(before) || state.view?.hand.join() !== before?.view?.hand.join()) {
      if (played(state) > played(before)) {
        const cards = state.view ? cardsOnTable(state.view) : null;
        playSound(cards?.complete ? "trick" : "card", this.sounds);
      }
      this.refusal = "";
      this.refusedCard = "";
      this.suggestion = null;
    }
    if (!isMyTurn(state)) this.suggestion = null;
  }

  protected myTurn(state: BriState | null): boolean {
    return isMyTurn(state);
  }

  protected answered(answer: Answer): void {
    if (answer.type === "step_suggestion") this.suggestion = answer;
  }

  /** Play a card, or exchange the 7 (the table refuses a stale click with a sentence). */
  private step(step: BriStep): void {
    const state = this.state;
    const view = state?.view;
    if (!state || !view || (!isSwap(step) && teacherClick(state, step.card, (m) => this.send(m)))) return;
    if (view.to_move !== view.seat) {
      // said at once, in the page's words (any card may be played once it is your turn)
      const text = refusalSentence(
        { why: "not_your_turn", toMove: view.to_move },
        { say: t, card: cardName, suit: (code) => code, seat: (seat) => this.name(state, seat) },
      );
      this.refuse(text, isSwap(step) ? "" : step.card);
      return;
    }
    this.refusal = "";
    this.refusedCard = "";
    void this.send(stepMessage(step, view), isSwap(step) ? "" : step.card);
  }

  protected key(event: KeyboardEvent): void {
    const view = this.state?.view;
    if (/^[1-9]$/.test(event.key) && view) {
      const card = view.hand[Number(event.key) - 1];
      if (card) this.step({ card });
    } else if (event.key === "l" || event.key === "L") {
      this.showLast = !this.showLast;
    } else if (event.key === "p" || event.key === "P") {
      this.showPoints = !this.showPoints;
    } else if (event.key === "s" || event.key === "S") {
      this.suggest();
    }
  }

  protected placeOf(state: BriState, seat: number): string {
    return briPosition(seat, state.you, state.seats.length);
  }

  /** The headings of the two sides, yours first: you and the opponent, or us and them. */
  private sides(state: BriState): [string, string] {
    if (state.watching || state.seats.length === 4) return sideHeadings(state);
    return [t("web.bri.you"), this.name(state, 1 - state.you)];
  }

  // -- rendering --------------------------------------------------------------------------

  protected renderTable(state: BriState): TemplateResult {
    const view = state.view;
    const players = state.seats.length;
    const others = state.seats.map((seat) => seat.seat).filter((seat) => seat !== state.you);
    return html`
      ${this.renderToolbar(state)}
      <div class="felt players-${players}" data-testid="briscola-table">
        ${others.map((seat) => this.renderSeat(state, seat, briPosition(seat, state.you, players)))}
        <div class="middle">
          <div class="table-top">${view ? stockOf(state, view, this.felt(state)) : nothing} ${trickOf(state, this.felt(state))}</div>
          ${statusOf(state, this.felt(state))}
          ${this.suggestion && state.view ? this.renderSuggestion(this.suggestion, state.view) : nothing}
          ${state.phase === "trick_stop" ? trickStop(state, (seat) => this.name(state, seat), () => this.goOn()) : nothing}
        </div>
        ${this.renderSouth(state)}
      </div>
      ${this.renderOverlays(state)}
    `;
  }

  protected waitingTitle(): string {
    return `${t("web.bri.title")} — ${t("web.waiting.title")}`;
  }

  private renderToolbar(state: BriState): TemplateResult {
    if (state.watching) return this.watchingBar(state, state.match.wins);
    const view = state.view;
    const [mine, theirs] = this.sides(state);
    const game = gameSoFar(state.match.wins, this.gameOptions, state.you);
    const hand = state.match.hands.length + (view ? 1 : 0);
    return html`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite" title=${t("web.bri.hands_won")}>
        <span class="team us">${mine} <b>${game.us}</b></span>
        <span class="team them">${theirs} <b>${game.them}</b></span>
        ${state.evening
          ? nothing
          : html`<span class="muted"
              >${game.target === 1 ? t("web.bri.one_hand") : game.target ? t("web.bri.first_to", { n: game.target }) : ""}
              ${game.target !== 1 && hand ? html`· ${t("web.bri.hand_n", { n: hand })}` : nothing}</span
            >`}
        ${withinBadge(state)}
      </div>
      <div class="tools">
        ${this.seatBadges(state)}
        <button
          data-testid="points"
          aria-pressed=${this.showPoints ? "true" : "false"}
          ?disabled=${!view}
          title=${t("web.bri.points_title")}
          @click=${() => (this.showPoints = !this.showPoints)}
        >
          ${t("web.bri.points")}
        </button>
        <button data-testid="last-trick" ?disabled=${!state.last_trick} @click=${() => (this.showLast = !this.showLast)}>
          ${t("web.table.last_trick")}
        </button>
        ${this.deckTools()} ${this.leaveOrPause()}
      </div>
    </div>`;
  }

  private renderSeat(state: BriState, seat: number, position: BriPosition): TemplateResult {
    const view = state.view;
    const info = state.seats[seat];
    const left = view ? handSizes(view)[seat] : 0;
    const open = view?.all_hands?.[seat];
    const toMove = state.phase === "play" && view?.to_move === seat;
    const partner = !state.watching && state.seats.length === 4 && sideOf(seat) === sideOf(state.you);
    return html`<div class="seat ${position} ${toMove ? "to-move" : ""}" data-position=${position} data-seat=${seat}>
      <div class="nameplate">
        <span class="dot ${info.connected || info.kind === "ai" ? "on" : "off"}" title=${info.connected || info.kind === "ai" ? "" : t("web.seat.away")}></span>
        <span class="name" data-testid="seat-name">${this.name(state, seat)}</span>
        ${info.kind === "ai" ? html`<span class="strength" data-testid="seat-strength">${strengthOf(info.ai, t, has)}</span>` : nothing}
        ${info.kind === "human" && info.ai ? html`<span class="badge" title=${t("web.seat.ai_plays_title")}>${t("web.seat.ai_plays")}</span>` : nothing}
        ${partner ? html`<span class="badge team-badge">${t("web.seat.partner")}</span>` : nothing}
        ${dealerMark(view?.dealer, seat)}
      </div>
      <div class="fan ${open ? "open" : ""}" data-testid="cards-left" data-seat=${seat} data-count=${left} role=${open ? "group" : "img"} aria-label=${t("web.seat.cards_left", { n: left })} title=${t("web.seat.cards_left", { n: left })}>
        ${open
          ? open.map((code) => html`<div class="small-card" data-card=${code} title=${cardName(code)}>${face(code, this.deck)}</div>`)
          : Array.from({ length: left }, () => html`<div class="small-card back">${back(this.deck)}</div>`)}
      </div>
    </div>`;
  }

  private renderSouth(state: BriState): TemplateResult {
    const view = state.view;
    const hand = view?.hand ?? [];
    const myTurn = isMyTurn(state);
    const legal = new Set(view?.legal ?? []);
    const swap = swapStep(view);
    const suggested = this.suggestion ? suggestedCard(this.suggestion.step) : state.hint; // or a teacher's
    const suggestSwap = this.suggestion !== null && isSwap(this.suggestion.step);
    return html`<div class="seat south ${myTurn ? "to-move" : ""}" data-position="south" data-seat=${state.you}>
      <div class="nameplate">
        <span class="name">${this.name(state, state.you)}</span>
        ${dealerMark(view?.dealer, state.you)}
        ${state.training && myTurn
          ? html`<button class="suggest" data-testid="suggest" @click=${() => this.suggest()}>${t("web.training.suggest")}</button>`
          : nothing}
      </div>
      ${this.refusalSlot()}
      <div class="hand ${myTurn ? "my-turn" : ""}" data-testid="hand" role="group" aria-label=${t("web.table.your_hand")}>
        ${hand.map((code, index) => {
          const playable = myTurn && legal.has(code);
          return html`<button
            class="hand-card ${playable ? "playable" : ""} ${this.refusedCard === code ? "refused" : ""} ${suggested === code ? "suggested" : ""}"
            data-card=${code}
            data-playable=${playable ? "true" : "false"}
            title=${cardName(code)}
            @click=${() => this.step({ card: code })}
          >
            ${keyedFace(code, this.deck, index + 1)}
          </button>`;
        })}
      </div>
      <div class="under-hand">
        ${swap && view?.face_up
          ? html`<button class="swap ${suggestSwap ? "suggested" : ""}" data-testid="swap-seven" data-card=${swap.swap} @click=${() => this.step(swap)}>
              ${t("web.bri.swap", { seven: cardName(swap.swap), card: cardName(view.face_up) })}
            </button>`
          : nothing}
      </div>
    </div>`;
  }

  private renderSuggestion(suggestion: StepSuggestion, view: BriView): TemplateResult {
    const card = cardName(suggestedCard(suggestion.step));
    const what = isSwap(suggestion.step)
      ? t("web.bri.suggested_swap", { card: view.face_up ? cardName(view.face_up) : "" })
      : t("web.training.suggested", { card });
    return html`<div class="suggestion" data-testid="suggestion">
      <p><b>${what}</b> — ${pick(suggestion.text)}</p>
      <button class="primary" data-testid="take-suggestion" @click=${() => this.step(suggestion.step)}>${t("web.bri.take_suggestion")}</button>
    </div>`;
  }

  private renderOverlays(state: BriState): TemplateResult {
    return html`
      ${this.showLast && state.last_trick && state.phase !== "hand_over" && state.phase !== "over" ? lastTrickPanel({ plays: state.last_trick.plays.map((play) => ({ seat: play.seat, card: stepCard(play) })), winner: state.last_trick.winner }, this.panelContext(state)) : nothing}
      ${state.phase === "hand_over" && state.hand_summary ? this.renderHandOver(state) : nothing}
      ${state.phase === "over" ? this.matchEnd(state, () => this.renderMatchOver(state)) : nothing}
    `;
  }

  private felt(state: BriState): Felt {
    return { deck: this.deck, name: (seat) => this.name(state, seat), sides: this.sides(state), showPoints: this.showPoints };
  }

  private summaryContext(state: BriState): SummaryContext {
    return { sides: this.sides(state), options: this.gameOptions };
  }

  private panelContext(state: BriState): PanelContext {
    return { name: (seat) => this.name(state, seat), deck: this.deck, close: () => (this.showLast = false) };
  }

  private renderHandOver(state: BriState): TemplateResult {
    return handOverPanel(state, {
      ...this.summaryContext(state),
      name: (seat) => this.name(state, seat),
      ready: this.isReady(state),
      sendReady: () => this.sendReady(),
      goOn: () => this.goOn(),
    });
  }

  private renderMatchOver(state: BriState): TemplateResult {
    return matchOverPanel(state, {
      ...this.summaryContext(state),
      within: state.within ? withinBadge(state, "within-result") : nothing,
      again: state.within ? null : this.againOffer(state),
      toLobby: () => this.goLobby(),
      refusal: this.refusal,
    });
  }

  static styles = [shared, dealerStyles, trickTableStyles, briscolaStyles];
}

customElements.define("briscola-view", BriscolaView);
