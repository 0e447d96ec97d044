// The card table: your hand, the other seats, the trick, signals, score, summaries and,
// at a training table, the stops with every player's reasons and the suggestions.
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { keyed } from "lit/directives/keyed.js";
import { repeat } from "lit/directives/repeat.js";
import { api } from "../../shell/api";
import { face } from "../../shell/card-art";
import { cardName, sortHand, suitOf, theCard } from "../../shell/cards";
import type { DeckId } from "../../shell/decks/index";
import { DisplayConsumer, changeDisplay } from "../../shell/display";
import { showsAnotherGame } from "../../shell/game-shown";
import { decimal, getLang, has, pick, t } from "../../shell/i18n";
import type { Reason, Suggestion, TableListing } from "../../shell/protocol";
import type { Accusa, Play, TableState, TressetteInfo } from "./protocol";
import { audienceLine, teacherClick, watchingToolbar } from "../../shell/components/watching";
import { Refused, TableConnection } from "../../shell/socket";
import { playSound } from "../../shell/sound";
import type { Seat, Store } from "../../shell/store";
import { shared } from "../../shell/styles";
import { reasonsText, refusalSentence, seatName, type Refusal, type SeatLabels } from "../../shell/table-logic";
import {
  accusaText,
  announcement,
  cardsOnTable,
  describeOptions,
  positionOf,
  refusalOf,
  shownScore,
  signalsNow,
  teamOf,
  toggleSignal,
  type Position,
} from "./logic";
import { handOverPanel, matchOverPanel } from "./summaries";
import { dealerMark, dealerStyles } from "../../shell/components/dealer-mark";
import { tableStyles } from "./styles";
import { waitingRoom } from "../../shell/components/waiting-room";
import { otherSeat, reasonsBubble, signalButtons, whyButton, type SeatContext } from "./seats";
import { deckAndSound } from "../../shell/components/table-tools";
import { lastTrickPanel, type PanelContext } from "../../shell/components/table-panels";
import { accusePanel } from "./accuse-panel";
import { trickTableStyles } from "../../shell/components/trick-table-styles";

/** How long a played card slides to the trick (styles.ts): the turn is told after it. */
const CARD_SLIDE_MS = 350;

export class TableView extends LitElement {
  static properties = {
    seat: { attribute: false },
    store: { attribute: false },
    info: { attribute: false },
    state: { state: true },
    connected: { state: true },
    refusal: { state: true },
    refusedCard: { state: true },
    chosen: { state: true },
    suggestion: { state: true },
    why: { state: true },
    showLast: { state: true },
    showAccuse: { state: true },
    sentReady: { state: true },
    listed: { state: true },
  };

  declare seat: Seat;
  declare store: Store;
  declare info: TressetteInfo | null;
  declare state: TableState | null;
  /** The table as the lobby lists it (its options, for the waiting room), once asked. */
  declare listed: TableListing | null;
  declare connected: boolean;
  declare refusal: string;
  declare refusedCard: string;
  declare chosen: string[];
  declare suggestion: Suggestion | null;
  declare why: number | null;
  declare showLast: boolean;
  /** The accuse view is open. */
  declare showAccuse: boolean;
  declare sentReady: boolean;
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  private connection: TableConnection | null = null;
  private readonly onKey = (event: KeyboardEvent): void => this.key(event);

  constructor() {
    super();
    this.info = null;
    this.state = null;
    this.connected = false;
    this.refusal = "";
    this.refusedCard = "";
    this.chosen = [];
    this.suggestion = null;
    this.why = null;
    this.showLast = false;
    this.showAccuse = false;
    this.sentReady = false;
    this.listed = null;
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
    this.connection = new TableConnection<TableState>(TableConnection.forSeat(this.seat, this.store.settings.nickname, location), {
      state: (state) => this.receive(state),
      error: (error) => this.refuse(getLang() === "it" ? error.message_it : error.message, ""),
      connected: (connected) => (this.connected = connected),
    });
    this.connection.connect();
    void api
      .table(this.seat.table)
      .then((listed) => (this.listed = listed))
      .catch(() => undefined);
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("keydown", this.onKey);
    this.connection?.close();
    this.connection = null;
  }

  private get deck(): DeckId {
    return this.display.value.deck;
  }

  private get sounds(): boolean {
    return this.store.settings.sounds;
  }

  private receive(state: TableState): void {
    if (showsAnotherGame(this, this.seat.table, "tressette", state)) return; // the Roman match's Briscola
    const before = this.state;
    const played = (s: TableState | null): number => s?.view?.plays.length ?? 0;
    if (played(state) > played(before)) {
      playSound(played(state) % 4 === 0 ? "trick" : "card", this.sounds);
      this.refusal = "";
      this.refusedCard = "";
      this.suggestion = null;
    }
    const myTurn = (s: TableState | null): boolean => s?.phase === "play" && !s.watching && s.view?.to_move === s.you;
    if (myTurn(state) && !myTurn(before)) window.setTimeout(() => playSound("turn", this.sounds), CARD_SLIDE_MS); // once the card has landed
    if (!myTurn(state)) this.chosen = [];
    if (state.phase !== "hand_over") this.sentReady = false;
    if (state.phase !== "trick_stop") this.why = null;
    if (state.phase === "over" && before?.phase !== "over" && state.match.winner !== null) {
      playSound(state.match.winner === teamOf(state.you) ? "win" : "lose", this.sounds);
    }
    if (state.status === "finished" && this.seat.mode !== "multi") this.store.removeSeat(this.seat.table);
    this.state = state;
  }

  private refuse(message: string, card: string): void {
    this.refusal = message;
    this.refusedCard = card;
    playSound("refuse", this.sounds);
  }

  private async send(message: Record<string, unknown>, card = ""): Promise<void> {
    try {
      const answer = await this.connection?.send(message);
      if (answer?.type === "suggestion") this.suggestion = answer;
    } catch (error) {
      if (error instanceof Refused) {
        this.refuse(getLang() === "it" ? error.answer.message_it : error.answer.message, card);
      }
    }
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
      seat: (seat) => seatName(state, seat, this.labels()),
    });
  }

  private key(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (target && ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName)) return;
    const view = this.state?.view;
    if (/^[0-9]$/.test(event.key) && view) {
      const hand = sortHand(view.hand);
      const index = event.key === "0" ? 9 : Number(event.key) - 1;
      if (index < hand.length) this.play(hand[index]);
    } else if (event.key === "l" || event.key === "L") {
      this.showLast = !this.showLast;
    } else if ((event.key === "a" || event.key === "A") && this.state?.view?.accuse.length) {
      this.showAccuse = !this.showAccuse;
    } else if ((event.key === "s" || event.key === "S") && this.state?.training) {
      void this.send({ type: "suggest" });
    }
  }

  private goLobby(): void {
    location.hash = "#/";
  }

  private async leave(): Promise<void> {
    if (this.state?.status === "playing" && !confirm(t("web.table.leave_confirm"))) return;
    const inPlay = this.state?.status === "playing";
    await this.send({ type: "leave" });
    this.store.leaveSeat(this.seat.table, inPlay);
    this.goLobby();
  }

  private async start(): Promise<void> {
    try {
      await api.start(this.seat.table, this.seat.token);
    } catch (error) {
      this.refuse(error instanceof Error ? error.message : String(error), "");
    }
  }

  private setDeck(deck: DeckId): void {
    changeDisplay(this, { deck });
  }

  // -- rendering --------------------------------------------------------------------------

  render(): TemplateResult {
    const state = this.state;
    if (!state) {
      return html`<div class="loading">${t("web.table.connecting")}</div>`;
    }
    if (state.status === "waiting") return this.renderWaiting(state);
    return html`
      ${this.renderToolbar(state)}
      <div class="felt">
        ${(["north", "west", "east"] as Position[]).map((position) => otherSeat(state, position, this.seatContext(state)))}
        ${this.renderTrick(state)} ${this.renderSouth(state)}
      </div>
      ${this.renderOverlays(state)}
    `;
  }

  private renderWaiting(state: TableState): TemplateResult {
    return waitingRoom({
      title: t("web.waiting.title"),
      table: this.seat.table,
      options: this.listed ? describeOptions(this.listed.options, t) : null,
      state,
      name: (seat) => seatName(state, seat, this.labels()),
      creator: this.seat.creator === true,
      refusal: this.refusal,
      start: () => void this.start(),
      leave: () => void this.leave(),
    });
  }


  private labels(): SeatLabels {
    const you = this.state?.you ?? this.seat.seat;
    return {
      ai: t("web.seat.ai"),
      open: t("web.seat.open"),
      you: t("web.seat.you"),
      place: (seat) => t(`web.place.${positionOf(seat, you)}`), // a computer is named by its place
    };
  }

  private renderToolbar(state: TableState): TemplateResult {
    if (state.watching) return watchingToolbar(state, (seat) => seatName(state, seat, this.labels()), this.connected, shownScore(state), (m) => this.send(m));
    const view = state.view;
    const us = teamOf(state.you);
    const score = shownScore(state);
    const bestOf = view?.options.best_of ?? 1;
    return html`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite">
        <span class="team us">${t("web.team.us")} <b>${score[us]}</b></span>
        <span class="team them">${t("web.team.them")} <b>${score[1 - us]}</b></span>
        ${view ? html`<span class="muted">${t("web.score.target", { target: view.target })}</span>` : nothing}
        ${bestOf > 1
          ? html`<span class="muted">${t("web.score.games", { us: state.match.wins[us], them: state.match.wins[1 - us] })}</span>`
          : nothing}
      </div>
      <div class="tools">
        ${state.training ? html`<span class="badge" data-testid="training-badge">${t("web.training.badge")}</span>` : nothing} ${audienceLine(state, (seat) => seatName(state, seat, this.labels()), (m) => this.send(m))}
        ${this.connected ? nothing : html`<span class="badge warn">${t("web.table.reconnecting")}</span>`}
        ${view?.options.accuse !== "off" && view
          ? html`<button data-testid="accuse-view" ?disabled=${!view.accuse.length} aria-pressed=${this.showAccuse ? "true" : "false"}
              title=${t(view.accuse.length ? "web.accuse_view.title" : "web.accuse_view.nothing_yet")} @click=${() => (this.showAccuse = !this.showAccuse)}>
              ${t("web.accuse_view.button")}
            </button>`
          : nothing}
        <button data-testid="last-trick" ?disabled=${!state.last_trick} @click=${() => (this.showLast = !this.showLast)}>
          ${t("web.table.last_trick")}
        </button>
        ${deckAndSound(
          this.deck,
          this.sounds,
          (deck) => this.setDeck(deck),
          () => {
            this.store.update({ sounds: !this.sounds });
            this.requestUpdate();
          },
        )}
        ${this.seat.mode === "multi"
          ? html`<button class="quiet" data-testid="leave" @click=${() => this.leave()}>${t("web.table.leave")}</button>`
          : html`<button class="quiet" data-testid="back-to-lobby" title=${t("web.table.pause")} @click=${() => this.goLobby()}>
              <span class="long">${t("web.table.pause")}</span><span class="short">${t("web.table.pause_short")}</span>
            </button>`}
      </div>
    </div>`;
  }

  private seatContext(state: TableState): SeatContext {
    return {
      deck: this.deck,
      name: (seat) => seatName(state, seat, this.labels()),
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
      seat: (seat: number) => (seat === you ? this.labels().you : seatName(state, seat, this.labels())),
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
              html`<div class="turn-hint">${view.to_move === state.you && !state.watching ? t("web.table.your_turn") : t("web.table.turn_of", { name: seatName(state, view.to_move, this.labels()) })}</div>`,
            )
          : nothing}
      <p class="sr-only" aria-live="polite" data-testid="announce">
        ${announcement(view, { seat: (seat) => seatName(state, seat, this.labels()), card: (code) => theCard(code), say: t })}
      </p>
      ${stopped
        ? html`<div class="stop-bar" data-testid="trick-stop">
            <span>${t("web.training.stop")}</span>
            <button class="primary" data-testid="continue" @click=${() => this.send({ type: "continue" })}>${t("web.training.continue")}</button>
          </div>`
        : nothing}
    </div>`;
  }

  private signalName(vocabulary: string, id: string): string {
    const signal = this.info?.vocabularies[vocabulary]?.signals.find((s) => s.id === id);
    if (!signal) return id;
    return signal.dialect ? `${pick(signal.name)} (${signal.dialect})` : pick(signal.name);
  }

  private renderSouth(state: TableState): TemplateResult {
    const view = state.view;
    const hand = view ? sortHand(view.hand) : [];
    const legal = new Set(view?.legal ?? []);
    const myTurn = state.phase === "play" && !state.watching && view?.to_move === state.you;
    const available = state.watching ? [] : signalsNow(this.info, view); // a teacher signals nothing
    const suggested = this.suggestion?.card ?? state.hint; // the training's, or a teacher's
    return html`<div class="seat south">
      <div class="south-line">
      <div class="nameplate">
        <span class="name">${seatName(state, state.you, this.labels())}</span>
        ${dealerMark(view?.dealer, state.you)} ${whyButton(state, state.you, this.seatContext(state))}
        ${state.training && myTurn
          ? html`<button class="suggest" data-testid="suggest" @click=${() => this.send({ type: "suggest" })}>${t("web.training.suggest")}</button>`
          : nothing}
        <div class="accuse">${this.accuseOf(state, state.you).map((a) => this.renderAccusa(a))}</div>
      </div>
        ${signalButtons(available, this.chosen, (id) => (this.chosen = toggleSignal(this.chosen, id, available)))}
        ${this.why === state.you ? reasonsBubble(state, state.you, this.seatContext(state)) : nothing}
      </div>
      <div class="refusal-slot">${this.refusal ? html`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>` : nothing}</div>
      <div class="hand ${myTurn ? "my-turn" : ""}" data-testid="hand" role="group" aria-label=${t("web.table.your_hand")}>
        ${hand.map(
          (code, index) => html`<button
            class="hand-card ${legal.has(code) && myTurn ? "playable" : ""} ${this.refusedCard === code ? "refused" : ""} ${suggested === code ? "suggested" : ""}"
            data-card=${code}
            data-playable=${legal.has(code) && myTurn ? "true" : "false"}
            aria-label=${`${cardName(code)} (${index === 9 ? 0 : index + 1})`}
            @click=${() => this.play(code)}
          >
            ${face(code, this.deck)}
          </button>`,
        )}
      </div>
    </div>`;
  }

  private renderOverlays(state: TableState): TemplateResult {
    return html`
      ${this.showLast && state.last_trick ? lastTrickPanel(state.last_trick, this.panelContext(state, () => (this.showLast = false))) : nothing}
      ${this.showAccuse && state.view ? accusePanel(state.view.accuse, state.you, this.panelContext(state, () => (this.showAccuse = false))) : nothing}
      ${state.phase === "hand_over" && state.hand_summary ? this.renderHandOver(state) : nothing}
      ${state.phase === "over" ? this.renderMatchOver(state) : nothing}
    `;
  }



  private panelContext(state: TableState, close: () => void): PanelContext {
    return { name: (seat) => seatName(state, seat, this.labels()), deck: this.deck, close };
  }

  private renderHandOver(state: TableState): TemplateResult {
    return handOverPanel(state, {
      ready: this.sentReady || state.ready.includes(state.you),
      name: (seat) => seatName(state, seat, this.labels()),
      sendReady: () => {
        this.sentReady = true;
        void this.send({ type: "ready" });
      },
      goOn: () => void this.send({ type: "continue" }),
    });
  }

  private renderMatchOver(state: TableState): TemplateResult {
    const again = (): boolean => this.dispatchEvent(new CustomEvent("new-game", { bubbles: true, composed: true, detail: { training: state.training } }));
    return matchOverPanel(state, { again: this.seat.mode !== "multi" ? again : null, toLobby: () => this.goLobby() });
  }

  protected updated(changed: PropertyValues): void {
    if (changed.has("refusedCard") && this.refusedCard) {
      const card = this.renderRoot.querySelector(`.hand [data-card="${this.refusedCard}"]`);
      card?.animate([{ transform: "translateX(-4px)" }, { transform: "translateX(4px)" }, { transform: "none" }], { duration: 240 });
    }
  }

  static styles = [shared, dealerStyles, trickTableStyles, tableStyles];
}

customElements.define("table-view", TableView);
