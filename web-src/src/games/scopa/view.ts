// The Scopa table: your cards, the cards on the table, the stock, each side's pile with its
// scope, the last play with what it took, the other seats, the hand's count and the game so
// far. A card of your hand with one possible play is played at once; with several captures it
// is chosen first, then the cards it takes are clicked on the table (or a capture's button).
// At a training table every hand is open, each computer's play stops with why, and Suggest
// says what the computer would do.
import { html, nothing, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { keyedFace } from "../../shell/card-art";
import { cardName } from "../../shell/cards";
import { t } from "../../shell/i18n";
import type { Answer, ScopaStepSuggestion } from "../../shell/protocol";
import { sideHeadings, teacherClick } from "../../shell/components/watching";
import { playSound } from "../../shell/sound";
import { shared } from "../../shell/styles";
import { refusalSentence } from "../../shell/table-logic";
import { dealerMark, dealerStyles } from "../../shell/components/dealer-mark";
import { TableViewBase } from "../../shell/components/table-view-base";
import { trickTableStyles } from "../../shell/components/trick-table-styles";
import { captureChoice, lastPlayOf, pilesView, stockOf, statusOf, tableOf, type Choosing, type Felt } from "./felt";
import {
  clickCard,
  clickTableCard,
  gameScore,
  isMyTurn,
  playsPerHand,
  primieraCards,
  scoPosition,
  stepMessage,
  wholeHand,
  type ScoPlayed,
  type ScoState,
  type ScoStep,
} from "./logic";
import { handOverPanel, matchOverPanel, playStop, suggestionPanel, type SummaryContext } from "./summaries";
import { scopaPanelStyles } from "./panel-styles";
import { otherSeat } from "./seats";
import { scopaStyles } from "./styles";

export class ScopaView extends TableViewBase<ScoState> {
  static properties = {
    suggestion: { state: true },
    choosing: { state: true },
  };

  declare suggestion: ScopaStepSuggestion | null;
  /** The capture being chosen for a card of the hand with several (null: none). */
  declare choosing: Choosing | null;

  /** The plays of the hand in play as last seen: with the last play they make the hand just
   *  finished, whose primiera's cards the summary shows. */
  private playsSeen: ScoPlayed[] | null = null;
  private finished: ScoPlayed[] | null = null;
  /** The plays of the hand when this seat sent a step the table has not answered yet: another
   *  click of that turn is not sent (a second tap while the first is on its way). */
  private sentAt: number | null = null;

  constructor() {
    super({ game: "scopa" });
    this.suggestion = null;
    this.choosing = null;
  }

  protected receiving(state: ScoState, before: ScoState | null): void {
    const played = (s: ScoState | null): number => s?.view?.plays.length ?? 0;
    const moved = played(state) !== played(before) || state.view?.hand.join() !== before?.view?.hand.join() || state.phase !== before?.phase;
    if (moved) {
      if (played(state) > played(before) || (!state.view && before?.view)) playSound(state.last_play?.scopa ? "trick" : "card", this.sounds);
      this.refusal = "";
      this.refusedCard = "";
      this.suggestion = null;
      this.choosing = null;
    }
    if (!isMyTurn(state)) {
      this.suggestion = null;
      this.choosing = null;
    }
    this.sentAt = null; // the table answered: a click plays again
    if (state.view) {
      this.playsSeen = state.view.plays;
      this.finished = null;
    } else if (state.hand_summary && this.finished === null && this.handOptions) {
      this.finished = wholeHand(this.playsSeen, state.last_play, playsPerHand(this.handOptions));
      this.playsSeen = null;
    }
  }

  protected myTurn(state: ScoState | null): boolean {
    return isMyTurn(state);
  }

  protected refuse(message: string, card = ""): void {
    this.sentAt = null;
    super.refuse(message, card);
  }

  protected answered(answer: Answer): void {
    if (answer.type === "step_suggestion") this.suggestion = answer as ScopaStepSuggestion;
  }

  /** A click on a card of your hand: played at once when it has one play, else its captures
   *  are offered on the table (the same card again puts the choice away). */
  private clickHand(card: string): void {
    const state = this.state;
    const view = state?.view;
    if (!state || !view || teacherClick(state, card, (m) => this.send(m))) return;
    if (this.sentAt === view.plays.length) return; // the step of this turn is on its way
    if (view.to_move !== view.seat || state.phase !== "play") {
      const text = refusalSentence(
        { why: "not_your_turn", toMove: view.to_move },
        { say: t, card: cardName, suit: (code) => code, seat: (seat) => this.name(state, seat) },
      );
      this.refuse(text, card);
      return;
    }
    if (this.choosing?.card === card) {
      this.choosing = null;
      return;
    }
    const click = clickCard(view.legal, card);
    if (click.kind === "play") this.play(click.step);
    else if (click.kind === "choose") {
      this.refusal = "";
      this.refusedCard = "";
      this.choosing = { card, takes: click.takes, chosen: [] };
    }
  }

  /** A click on a table card while a capture is chosen: picked, or the capture it completes played. */
  private pickTable(code: string): void {
    const choosing = this.choosing;
    if (!choosing) return;
    const next = clickTableCard(choosing.card, choosing.takes, choosing.chosen, code);
    if (next.step) this.play(next.step);
    else this.choosing = { ...choosing, chosen: next.chosen };
  }

  private play(step: ScoStep): void {
    const view = this.state?.view;
    if (!view || this.sentAt === view.plays.length) return;
    this.sentAt = view.plays.length;
    this.choosing = null;
    this.refusal = "";
    this.refusedCard = "";
    void this.send(stepMessage(step, view), step.card);
  }

  protected key(event: KeyboardEvent): void {
    const view = this.state?.view;
    if (/^[0-9]$/.test(event.key) && view) {
      const card = view.hand[event.key === "0" ? 9 : Number(event.key) - 1];
      if (card) this.clickHand(card);
    } else if (event.key === "Escape") {
      this.choosing = null;
    } else if (event.key === "s" || event.key === "S") {
      this.suggest();
    }
  }

  protected placeOf(state: ScoState, seat: number): string {
    return scoPosition(seat, state.you, state.seats.length);
  }

  /** The headings of the two sides, yours first: you and the opponent, or us and them. */
  private sides(state: ScoState): [string, string] {
    if (state.watching || state.seats.length === 4) return sideHeadings(state);
    return [t("web.sco.you"), this.name(state, 1 - state.you)];
  }

  // -- rendering --------------------------------------------------------------------------

  protected renderTable(state: ScoState): TemplateResult {
    const view = state.view;
    const players = state.seats.length;
    const others = state.seats.map((seat) => seat.seat).filter((seat) => seat !== state.you);
    const felt = this.felt(state);
    const suggested = this.suggestion?.step.take ?? [];
    return html`
      ${this.renderToolbar(state)}
      <div class="felt players-${players} ${view?.options.scopone ? "scopone" : ""}" data-testid="scopa-table">
        ${others.map((seat) => otherSeat(state, seat, scoPosition(seat, state.you, players), { deck: this.deck, name: (s) => this.name(state, s) }))}
        <div class="middle">
          ${view
            ? html`<div class="table-top">
                  ${stockOf(view, felt)}
                  ${tableOf(view, felt, { choosing: this.choosing, suggested, pick: (code) => this.pickTable(code) })}
                  ${pilesView(state, view, felt)}
                </div>
                ${this.choosing
                  ? captureChoice(this.choosing, (step) => this.play(step), () => (this.choosing = null))
                  : lastPlayOf(state, felt)}`
            : nothing}
          ${statusOf(state, felt)}
          ${this.suggestion && view ? suggestionPanel(this.suggestion, (step) => this.play(step)) : nothing}
          ${state.phase === "trick_stop" ? playStop(state, (seat) => this.name(state, seat), () => this.goOn()) : nothing}
        </div>
        ${this.renderSouth(state)}
      </div>
      ${this.renderOverlays(state)}
    `;
  }

  protected waitingTitle(): string {
    return `${t(this.gameOptions?.scopone ? "web.sco.scopone" : "web.sco.title")} — ${t("web.waiting.title")}`;
  }

  private renderToolbar(state: ScoState): TemplateResult {
    if (state.watching) return this.watchingBar(state, state.match.score);
    const view = state.view;
    const [mine, theirs] = this.sides(state);
    const score = gameScore(state.match.score, state.you, state.match.target);
    const hand = state.match.hands.length + (view ? 1 : 0);
    return html`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite" title=${t("web.sco.score_title")}>
        <span class="team us">${mine} <b>${score.us}</b></span>
        <span class="team them">${theirs} <b>${score.them}</b></span>
        ${state.evening
          ? nothing
          : html`<span class="muted">${t("web.sco.to_target", { n: score.target ?? "" })} ${hand ? html`· ${t("web.sco.hand_n", { n: hand })}` : nothing}</span>`}
      </div>
      <div class="tools">
        ${this.seatBadges(state)} ${this.deckTools()} ${this.leaveOrPause()}
      </div>
    </div>`;
  }

  private renderSouth(state: ScoState): TemplateResult {
    const view = state.view;
    const hand = view?.hand ?? [];
    const myTurn = isMyTurn(state);
    const suggested = this.suggestion ? this.suggestion.step.card : state.hint; // or a teacher's
    return html`<div class="seat south ${myTurn ? "to-move" : ""}" data-position="south" data-seat=${state.you}>
      <div class="nameplate">
        <span class="name">${this.name(state, state.you)}</span>
        ${dealerMark(view?.dealer, state.you)}
        ${state.training && myTurn
          ? html`<button class="suggest" data-testid="suggest" @click=${() => this.suggest()}>${t("web.training.suggest")}</button>`
          : nothing}
      </div>
      ${this.refusalSlot()}
      <div class="hand ${myTurn ? "my-turn" : ""} ${hand.length > 5 ? "many" : ""}" data-testid="hand" role="group" aria-label=${t("web.table.your_hand")}>
        ${repeat(
          hand,
          (code) => code,
          (code, index) => html`<button
            class="hand-card ${myTurn ? "playable" : ""} ${this.refusedCard === code ? "refused" : ""} ${suggested === code ? "suggested" : ""} ${this.choosing?.card === code ? "choosing" : ""}"
            data-card=${code}
            data-playable=${myTurn ? "true" : "false"}
            aria-pressed=${this.choosing?.card === code ? "true" : "false"}
            title=${cardName(code)}
            @click=${() => this.clickHand(code)}
          >
            ${keyedFace(code, this.deck, (index + 1) % 10)}
          </button>`,
        )}
      </div>
    </div>`;
  }

  private renderOverlays(state: ScoState): TemplateResult {
    return html`
      ${state.phase === "hand_over" && state.hand_summary ? this.renderHandOver(state) : nothing}
      ${state.phase === "over" ? this.matchEnd(state, () => this.renderMatchOver(state)) : nothing}
    `;
  }

  private felt(state: ScoState): Felt {
    return { deck: this.deck, name: (seat) => this.name(state, seat), sides: this.sides(state) };
  }

  private summaryContext(state: ScoState): SummaryContext {
    const summary = state.hand_summary;
    return {
      sides: this.sides(state),
      options: this.gameOptions,
      deck: this.deck,
      primiera: summary ? primieraCards(this.finished, summary) : null,
      name: (seat) => this.name(state, seat),
    };
  }

  private renderHandOver(state: ScoState): TemplateResult {
    return handOverPanel(state, {
      ...this.summaryContext(state),
      ready: this.isReady(state),
      sendReady: () => this.sendReady(),
      goOn: () => this.goOn(),
    });
  }

  private renderMatchOver(state: ScoState): TemplateResult {
    return matchOverPanel(state, {
      ...this.summaryContext(state),
      again: this.againOffer(state),
      toLobby: () => this.goLobby(),
      refusal: this.refusal,
    });
  }

  static styles = [shared, dealerStyles, trickTableStyles, scopaStyles, scopaPanelStyles];
}

customElements.define("scopa-view", ScopaView);
