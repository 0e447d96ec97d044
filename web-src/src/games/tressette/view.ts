// The card table: your hand, the other seats, the trick, signals, score, summaries and,
// at a training table, the stops with every player's reasons and the suggestions.
import { html, nothing, type TemplateResult } from "lit";
import { keyed } from "lit/directives/keyed.js";
import { repeat } from "lit/directives/repeat.js";
import { face, keyedFace } from "../../shell/card-art";
import { cardName, sortHand, suitOf, theCard } from "../../shell/cards";
import { decimal, getLang, has, pick, t } from "../../shell/i18n";
import type { Answer, Reason, Suggestion } from "../../shell/protocol";
import type { Accusa, Play, TableState, TressetteInfo } from "./protocol";
import { teacherClick } from "../../shell/components/watching";
import { playSound } from "../../shell/sound";
import { shared } from "../../shell/styles";
import { reasonsText, refusalSentence, type Refusal } from "../../shell/table-logic";
import {
  accusaText,
  announcement,
  cardsOnTable,
  describeOptions,
  positionOf,
  refusalOf,
  shownScore,
  signalNamed,
  shownTarget,
  signalChoice,
  teamOf,
  toggleSignal,
  type Position,
} from "./logic";
import { handOverPanel, matchOverPanel } from "./summaries";
import { dealerMark, dealerStyles } from "../../shell/components/dealer-mark";
import { tableStyles } from "./styles";
import { trainingStyles } from "./training-styles";
import { otherSeat, reasonsBubble, signalButtons, whyButton, type SeatContext } from "./seats";
import { lastTrickPanel, type PanelContext } from "../../shell/components/table-panels";
import { accusePanel } from "./accuse-panel";
import { trickTableStyles } from "../../shell/components/trick-table-styles";
import { TableViewBase } from "../../shell/components/table-view-base";

/** How long a played card slides to the trick (styles.ts): the turn is told after it. */
const CARD_SLIDE_MS = 350;

export class TableView extends TableViewBase<TableState> {
  static properties = {
    info: { attribute: false },
    chosen: { state: true },
    suggestion: { state: true },
    why: { state: true },
    showLast: { state: true },
    showAccuse: { state: true },
  };

  declare info: TressetteInfo | null;
  declare chosen: string[];
  declare suggestion: Suggestion | null;
  declare why: number | null;
  declare showLast: boolean;
  /** The accuse view is open. */
  declare showAccuse: boolean;

  constructor() {
    super({ game: "tressette" });
    this.info = null;
    this.chosen = [];
    this.suggestion = null;
    this.why = null;
    this.showLast = false;
    this.showAccuse = false;
  }

  protected receiving(state: TableState, before: TableState | null): void {
    const played = (s: TableState | null): number => s?.view?.plays.length ?? 0;
    if (played(state) > played(before)) {
      playSound(played(state) % 4 === 0 ? "trick" : "card", this.sounds);
      this.refusal = "";
      this.refusedCard = "";
      this.suggestion = null;
    }
    if (!this.myTurn(state)) this.chosen = [];
    if (state.phase !== "trick_stop") this.why = null;
  }

  protected myTurn(state: TableState | null): boolean {
    return state?.phase === "play" && !state.watching && state.view?.to_move === state.you;
  }

  protected turnSound(): void {
    window.setTimeout(() => super.turnSound(), CARD_SLIDE_MS); // once the card has landed
  }

  protected answered(answer: Answer): void {
    if (answer.type === "suggestion") this.suggestion = answer;
  }

  protected startRefused(message: string): void {
    this.refuse(message);
  }

  private play(card: string): void {
    const state = this.state;
    const view = state?.view;
    if (!state || !view || teacherClick(state, card, (m) => this.send(m))) return; // a teacher suggests it
    const refusal = refusalOf(view, card);
    if (refusal) {
      this.refuse(this.refusalText(state, refusal), card); // said at once, in the page's words
      return;
    }
    this.refusal = "";
    this.refusedCard = "";
    void this.send({ type: "step", step: { card, signals: this.chosen }, turn: view.plays.length }, card);
  }

  /** A refusal as a player would say it: "Devi rispondere a coppe: il Re di denari non si può giocare". */
  private refusalText(state: TableState, refusal: Refusal): string {
    return refusalSentence(refusal, {
      say: t,
      card: theCard,
      suit: (code) => t(`card.suit.${suitOf(code)}`),
      seat: (seat) => this.name(state, seat),
    });
  }

  protected key(event: KeyboardEvent): void {
    const view = this.state?.view;
    if (/^[0-9]$/.test(event.key) && view) {
      const hand = sortHand(view.hand);
      const index = event.key === "0" ? 9 : Number(event.key) - 1;
      if (index < hand.length) this.play(hand[index]);
    } else if (event.key === "l" || event.key === "L") {
      this.toggleLast();
    } else if ((event.key === "a" || event.key === "A") && this.state?.view?.accuse.length) {
      this.toggleAccuse();
    } else if (event.key === "Escape") {
      this.closePanels();
    } else if ((event.key === "s" || event.key === "S") && this.state?.training) {
      void this.send({ type: "suggest" });
    }
  }

  /** The last trick's panel, opened or closed: one panel at a time, the accuse view goes. */
  private toggleLast(): void {
    this.showLast = !this.showLast;
    if (this.showLast) this.showAccuse = false;
  }

  /** The accuse view, opened or closed: one panel at a time, the last trick goes. */
  private toggleAccuse(): void {
    this.showAccuse = !this.showAccuse;
    if (this.showAccuse) this.showLast = false;
  }

  /** Escape: the panels and a why? bubble close. */
  private closePanels(): void {
    this.showLast = false;
    this.showAccuse = false;
    this.why = null;
  }

  protected placeOf(state: TableState, seat: number): string {
    return positionOf(seat, state.you);
  }

  // -- rendering --------------------------------------------------------------------------

  protected renderTable(state: TableState): TemplateResult {
    return html`
      ${this.renderToolbar(state)}
      <div class="felt">
        ${(["north", "west", "east"] as Position[]).map((position) => otherSeat(state, position, this.seatContext(state)))}
        ${this.renderTrick(state)} ${this.renderSouth(state)} ${this.renderPanels(state)}
      </div>
      ${this.renderOverlays(state)}
    `;
  }

  protected waitingTitle(): string {
    return t("web.waiting.title");
  }

  protected tableOptions(): string | null {
    return this.listed ? describeOptions(this.listed.options, t) : null;
  }

  private renderToolbar(state: TableState): TemplateResult {
    if (state.watching) return this.watchingBar(state, shownScore(state));
    const view = state.view;
    const us = teamOf(state.you);
    const score = shownScore(state);
    const bestOf = view?.options.best_of ?? 1;
    const target = shownTarget(state);
    return html`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite">
        <span class="team us">${t("web.team.us")} <b>${score[us]}</b></span>
        <span class="team them">${t("web.team.them")} <b>${score[1 - us]}</b></span>
        ${target !== null && !state.evening ? html`<span class="muted" data-testid="target">${t("web.score.target", { target })}</span>` : nothing}
        ${bestOf > 1
          ? html`<span class="muted">${t("web.score.games", { us: state.match.wins[us], them: state.match.wins[1 - us] })}</span>`
          : nothing}
      </div>
      <div class="tools">
        ${this.seatBadges(state)}
        ${view?.options.accuse !== "off" && view
          ? html`<button data-testid="accuse-view" ?disabled=${!view.accuse.length} aria-pressed=${this.showAccuse ? "true" : "false"}
              title=${t(view.accuse.length ? "web.accuse_view.title" : "web.accuse_view.nothing_yet")} @click=${() => this.toggleAccuse()}>
              ${t("web.accuse_view.button")}
            </button>`
          : nothing}
        <button data-testid="last-trick" ?disabled=${!state.last_trick} aria-pressed=${this.showLast ? "true" : "false"} @click=${() => this.toggleLast()}>
          ${t("web.table.last_trick")}
        </button>
        ${this.deckTools()} ${this.leaveOrPause()}
      </div>
    </div>`;
  }

  private seatContext(state: TableState): SeatContext {
    return {
      deck: this.deck,
      name: (seat) => this.name(state, seat),
      accusa: (accusa) => this.renderAccusa(accusa),
      why: this.why,
      toggleWhy: (seat) => (this.why = this.why === seat ? null : seat),
      reasons: (reasons) => this.reasonsOf(state, reasons),
    };
  }

  private accuseOf(state: TableState, seat: number): Accusa[] {
    return (state.view?.accuse ?? []).filter((a) => a.seat === seat);
  }

  private renderAccusa(accusa: Accusa): TemplateResult {
    return html`<span class="accusa" title=${t("web.accusa.title")}>${accusaText(accusa, t)}</span>`;
  }

  /** A computer's reasons in the page's words, the seats called as the table shows them. */
  private reasonsOf(state: TableState, reasons: { reasons: Reason[]; text: { it: string; en: string } }): string {
    const you = state.watching ? null : state.you; // a spectator is nobody's "you"
    const words = {
      say: t,
      has,
      card: (code: string) => cardName(code),
      suit: (code: string) => t(`card.suit.${code}`),
      // you, in a reason's brackets, by the one word: "partner (you)", never "(Anna (you))"
      seat: (seat: number) => (seat === you ? this.labels(state).you : this.name(state, seat)),
      signal: (id: string) => this.signalName(state.view?.options.signals ?? "", id),
      decimal: (number: string) => decimal(number),
      you,
    };
    return reasonsText(reasons.reasons, words) ?? pick(reasons.text);
  }

  private renderTrick(state: TableState): TemplateResult {
    const view = state.view;
    const { plays, complete } = view ? cardsOnTable(view) : { plays: [] as Play[], complete: false };
    const winner = complete ? state.last_trick?.winner : undefined;
    const stopped = state.phase === "trick_stop";
    return html`<div class="trick ${stopped ? "stopped" : ""}" data-testid="trick">
      ${repeat(
        plays,
        (play) => `${play.seat}-${play.card}`,
        (play) => html`<div
          class="played from-${positionOf(play.seat, state.you)} ${winner === play.seat ? "winner" : ""} ${complete ? "done" : ""}"
          data-card=${play.card}
          data-seat=${play.seat}
          title=${cardName(play.card)}
        >
          ${face(play.card, this.deck)}
          ${play.signals.length ? html`<span class="signal-tag">${play.signals.map((s) => this.signalName(view?.options.signals ?? "", s)).join(" + ")}</span>` : nothing}
        </div>`,
      )}
      ${this.suggestion
        ? html`<p class="suggestion in-trick" data-testid="suggestion">
            <b>${t("web.training.suggested", { card: cardName(this.suggestion.card) })}</b>
            ${this.suggestion.signals.length ? html`(${this.suggestion.signals.map((s) => this.signalName(view?.options.signals ?? "", s)).join(", ")})` : nothing}
            — ${this.reasonsOf(state, this.suggestion)}
          </p>`
        : state.phase === "play" && view?.to_move !== null && view?.to_move !== undefined
          ? // a new line for each card played: it comes in once the card has landed (its slide)
            keyed(
              view.plays.length,
              html`<div class="turn-hint">${view.to_move === state.you && !state.watching ? t("web.table.your_turn") : t("web.table.turn_of", { name: this.name(state, view.to_move) })}</div>`,
            )
          : nothing}
      ${this.why !== null && this.why !== state.you
        ? reasonsBubble(state, this.why, this.seatContext(state), positionOf(this.why, state.you))
        : nothing}
      <p class="sr-only" aria-live="polite" data-testid="announce">
        ${announcement(view, { seat: (seat) => this.name(state, seat), card: (code) => theCard(code), say: t })}
      </p>
      ${stopped
        ? html`<div class="stop-bar" data-testid="trick-stop">
            <span>${t("web.training.stop")}</span>
            <button class="primary" data-testid="continue" @click=${() => this.goOn()}>${t("web.training.continue")}</button>
          </div>`
        : nothing}
    </div>`;
  }

  private signalName(vocabulary: string, id: string): string {
    return signalNamed(this.info, vocabulary, id, getLang());
  }

  private renderSouth(state: TableState): TemplateResult {
    const view = state.view;
    const hand = view ? sortHand(view.hand) : [];
    const legal = new Set(view?.legal ?? []);
    const myTurn = this.myTurn(state);
    const choice = state.watching ? { true: [], bluffs: [] } : signalChoice(this.info, view, state.true_signals); // a teacher signals nothing
    const available = [...choice.true, ...choice.bluffs];
    const suggested = this.suggestion?.card ?? state.hint; // the training's, or a teacher's
    return html`<div class="seat south">
      <div class="south-line">
      <div class="nameplate">
        <span class="name">${this.name(state, state.you)}</span>
        ${dealerMark(view?.dealer, state.you)} ${whyButton(state, state.you, this.seatContext(state))}
        ${state.training && myTurn
          ? html`<button class="suggest" data-testid="suggest" @click=${() => this.send({ type: "suggest" })}>${t("web.training.suggest")}</button>`
          : nothing}
        <div class="accuse">${this.accuseOf(state, state.you).map((a) => this.renderAccusa(a))}</div>
      </div>
        ${signalButtons(choice, this.chosen, (id) => (this.chosen = toggleSignal(this.chosen, id, available)))}
        ${this.why === state.you ? reasonsBubble(state, state.you, this.seatContext(state)) : nothing}
      </div>
      ${this.refusalSlot()}
      <div class="hand ${myTurn ? "my-turn" : ""}" data-testid="hand" role="group" aria-label=${t("web.table.your_hand")}>
        ${hand.map(
          (code, index) => html`<button
            class="hand-card ${legal.has(code) && myTurn ? "playable" : ""} ${this.refusedCard === code ? "refused" : ""} ${suggested === code ? "suggested" : ""}"
            data-card=${code}
            data-playable=${legal.has(code) && myTurn ? "true" : "false"}
            @click=${() => this.play(code)}
          >
            ${keyedFace(code, this.deck, index === 9 ? 0 : index + 1)}
          </button>`,
        )}
      </div>
    </div>`;
  }

  /** The last trick or the accuse view, over the felt's corner (one at a time). */
  private renderPanels(state: TableState): TemplateResult {
    return html`
      ${this.showLast && state.last_trick ? lastTrickPanel(state.last_trick, this.panelContext(state, () => (this.showLast = false))) : nothing}
      ${this.showAccuse && state.view ? accusePanel(state.view.accuse, state.you, this.panelContext(state, () => (this.showAccuse = false))) : nothing}
    `;
  }

  private renderOverlays(state: TableState): TemplateResult {
    return html`
      ${state.phase === "hand_over" && state.hand_summary ? this.renderHandOver(state) : nothing}
      ${state.phase === "over" ? this.matchEnd(state, () => this.renderMatchOver(state)) : nothing}
    `;
  }



  private panelContext(state: TableState, close: () => void): PanelContext {
    return { name: (seat) => this.name(state, seat), deck: this.deck, close };
  }

  private renderHandOver(state: TableState): TemplateResult {
    return handOverPanel(state, {
      ready: this.isReady(state),
      name: (seat) => this.name(state, seat),
      sendReady: () => this.sendReady(),
      goOn: () => this.goOn(),
    });
  }

  private renderMatchOver(state: TableState): TemplateResult {
    const again = (): boolean => this.dispatchEvent(new CustomEvent("new-game", { bubbles: true, composed: true, detail: { training: state.training } }));
    return matchOverPanel(state, { again: this.seat.mode !== "multi" ? again : null, toLobby: () => this.goLobby() });
  }

  static styles = [shared, dealerStyles, trickTableStyles, tableStyles, trainingStyles];
}

customElements.define("table-view", TableView);
