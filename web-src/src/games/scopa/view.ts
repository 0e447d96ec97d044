// The Scopa table: your cards, the cards on the table, the stock, each side's pile with its
// scope, the last play with what it took, the other seats, the hand's count and the game so
// far. A card of your hand with one possible play is played at once; with several captures it
// is chosen first, then the cards it takes are clicked on the table (or a capture's button).
// At a training table every hand is open, each computer's play stops with why, and Suggest
// says what the computer would do.
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { api } from "../../shell/api";
import { face } from "../../shell/card-art";
import { cardName } from "../../shell/cards";
import type { DeckId } from "../../shell/decks/index";
import { DisplayConsumer, changeDisplay } from "../../shell/display";
import { getLang, t } from "../../shell/i18n";
import type { ErrorMessage, ScopaStepSuggestion, TableListing } from "../../shell/protocol";
import { audienceLine, sideHeadings, teacherClick, watchingToolbar } from "../../shell/components/watching";
import { Refused, TableConnection } from "../../shell/socket";
import { playSound } from "../../shell/sound";
import type { Seat, Store } from "../../shell/store";
import { shared } from "../../shell/styles";
import { refusalSentence, seatName, type SeatLabels } from "../../shell/table-logic";
import { dealerMark, dealerStyles } from "../../shell/components/dealer-mark";
import { waitingRoom } from "../../shell/components/waiting-room";
import { deckAndSound } from "../../shell/components/table-tools";
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
  sideOf,
  stepMessage,
  wholeHand,
  type ScoOptions,
  type ScoPlayed,
  type ScoState,
  type ScoStep,
} from "./logic";
import { handOverPanel, matchOverPanel, playStop, suggestionPanel, type SummaryContext } from "./summaries";
import { scopaPanelStyles } from "./panel-styles";
import { otherSeat } from "./seats";
import { scopaStyles } from "./styles";

export class ScopaView extends LitElement {
  static properties = {
    seat: { attribute: false },
    store: { attribute: false },
    state: { state: true },
    listed: { state: true },
    connected: { state: true },
    refusal: { state: true },
    refusedCard: { state: true },
    suggestion: { state: true },
    choosing: { state: true },
    sentReady: { state: true },
  };

  declare seat: Seat;
  declare store: Store;
  declare state: ScoState | null;
  /** The table as the lobby lists it (its options, while no hand is in play to say them). */
  declare listed: TableListing | null;
  declare connected: boolean;
  declare refusal: string;
  declare refusedCard: string;
  declare suggestion: ScopaStepSuggestion | null;
  /** The capture being chosen for a card of the hand with several (null: none). */
  declare choosing: Choosing | null;
  declare sentReady: boolean;
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  private connection: TableConnection | null = null;
  /** The options of the last hand seen (between hands the snapshot has no view). */
  private options: ScoOptions | null = null;
  /** The plays of the hand in play as last seen: with the last play they make the hand just
   *  finished, whose primiera's cards the summary shows. */
  private playsSeen: ScoPlayed[] | null = null;
  private finished: ScoPlayed[] | null = null;
  /** The plays of the hand when this seat sent a step the table has not answered yet: another
   *  click of that turn is not sent (a second tap while the first is on its way). */
  private sentAt: number | null = null;
  private readonly onKey = (event: KeyboardEvent): void => this.key(event);

  constructor() {
    super();
    this.state = null;
    this.listed = null;
    this.connected = false;
    this.refusal = "";
    this.refusedCard = "";
    this.suggestion = null;
    this.choosing = null;
    this.sentReady = false;
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
    this.connection = new TableConnection(TableConnection.forSeat(this.seat, this.store.settings.nickname, location), {
      state: (state) => this.receive(state as ScoState),
      error: (error) => this.refuse(error, ""),
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

  /** The game's options: the hand's, else the last hand's, else the table's as listed. */
  private get gameOptions(): ScoOptions | null {
    return this.state?.view?.options ?? this.options ?? ((this.listed?.options as unknown as ScoOptions | undefined) ?? null);
  }

  private receive(state: ScoState): void {
    const before = this.state;
    const played = (s: ScoState | null): number => s?.view?.plays.length ?? 0;
    const moved = played(state) !== played(before) || state.view?.hand.join() !== before?.view?.hand.join() || state.phase !== before?.phase;
    if (moved) {
      if (played(state) > played(before) || (!state.view && before?.view)) playSound(state.last_play?.scopa ? "trick" : "card", this.sounds);
      this.refusal = "";
      this.refusedCard = "";
      this.suggestion = null;
      this.choosing = null;
    }
    if (isMyTurn(state) && !isMyTurn(before)) playSound("turn", this.sounds);
    if (!isMyTurn(state)) {
      this.suggestion = null;
      this.choosing = null;
    }
    if (state.phase !== "hand_over") this.sentReady = false;
    this.sentAt = null; // the table answered: a click plays again
    if (state.phase === "over" && before?.phase !== "over" && state.match.winner !== null) {
      playSound(state.match.winner === sideOf(state.you) ? "win" : "lose", this.sounds);
    }
    if (state.view) {
      this.options = state.view.options;
      this.playsSeen = state.view.plays;
      this.finished = null;
    } else if (state.hand_summary && this.finished === null && this.options) {
      this.finished = wholeHand(this.playsSeen, state.last_play, playsPerHand(this.options));
      this.playsSeen = null;
    }
    if (state.status === "finished" && this.seat.mode !== "multi") this.store.removeSeat(this.seat.table);
    this.state = state;
  }

  private refuse(error: Pick<ErrorMessage, "message" | "message_it">, card: string): void {
    this.sentAt = null;
    this.refusal = getLang() === "it" ? error.message_it : error.message;
    this.refusedCard = card;
    playSound("refuse", this.sounds);
  }

  private async send(message: Record<string, unknown>, card = ""): Promise<void> {
    try {
      const answer = await this.connection?.send(message);
      if (answer?.type === "step_suggestion") this.suggestion = answer as ScopaStepSuggestion;
    } catch (error) {
      this.sentAt = null;
      if (error instanceof Refused) this.refuse(error.answer, card);
    }
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
      this.refuse({ message: text, message_it: text }, card);
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

  private suggest(): void {
    if (this.state?.training && isMyTurn(this.state)) void this.send({ type: "suggest" });
  }

  private key(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (target && ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName)) return;
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
      this.refusal = error instanceof Error ? error.message : String(error);
    }
  }

  /** Another game alone with the same options and the same computer players. */
  private async again(): Promise<void> {
    const state = this.state;
    const options = this.gameOptions;
    if (!state || !options) return;
    const settings = this.store.settings;
    const profile = this.store.profile;
    try {
      const created = await api.create({
        game: state.game,
        options,
        seats: state.seats.map((seat) => (seat.seat === state.you ? "human" : `ai:${seat.ai ?? "heuristic"}`)),
        ai_delay_ms: this.listed?.ai_delay_ms ?? settings.aiDelayMs,
        ...(state.training ? { training: true } : {}),
        ...(settings.nickname.trim() ? { names: { "0": settings.nickname.trim() } } : {}),
        ...(profile && !state.training ? { profiles: { "0": profile } } : {}),
      });
      const token = created.tokens["0"];
      this.store.addSeat({ ...this.seat, table: created.id, token, seat: 0, created: new Date().toISOString(), creator: true });
      await api.start(created.id, token);
      location.hash = `#/table/${created.id}`;
    } catch (error) {
      this.refusal = error instanceof Error ? error.message : String(error);
    }
  }

  private labels(): SeatLabels {
    const state = this.state;
    const you = state?.you ?? this.seat.seat;
    const seats = state?.seats.length ?? 2;
    return {
      ai: t("web.seat.ai"),
      open: t("web.seat.open"),
      you: t("web.seat.you"),
      place: (seat) => t(`web.place.${scoPosition(seat, you, seats)}`), // a computer is named by its place
    };
  }

  private name(state: ScoState, seat: number): string {
    return seatName(state, seat, this.labels());
  }

  /** The headings of the two sides, yours first: you and the opponent, or us and them. */
  private sides(state: ScoState): [string, string] {
    if (state.watching || state.seats.length === 4) return sideHeadings(state);
    return [t("web.sco.you"), this.name(state, 1 - state.you)];
  }

  // -- rendering --------------------------------------------------------------------------

  render(): TemplateResult {
    const state = this.state;
    if (!state) return html`<div class="loading">${t("web.table.connecting")}</div>`;
    if (state.status === "waiting") return this.renderWaiting(state);
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
          ${state.phase === "trick_stop" ? playStop(state, (seat) => this.name(state, seat), () => void this.send({ type: "continue" })) : nothing}
        </div>
        ${this.renderSouth(state)}
      </div>
      ${this.renderOverlays(state)}
    `;
  }

  private renderWaiting(state: ScoState): TemplateResult {
    return waitingRoom({
      title: `${t(this.gameOptions?.scopone ? "web.sco.scopone" : "web.sco.title")} — ${t("web.waiting.title")}`,
      table: this.seat.table,
      options: null,
      state,
      name: (seat) => this.name(state, seat),
      creator: this.seat.creator === true,
      refusal: this.refusal,
      start: () => void this.start(),
      leave: () => void this.leave(),
    });
  }

  private renderToolbar(state: ScoState): TemplateResult {
    if (state.watching) return watchingToolbar(state, (seat) => this.name(state, seat), this.connected, state.match.score, (m) => this.send(m));
    const view = state.view;
    const [mine, theirs] = this.sides(state);
    const score = gameScore(state.match.score, state.you, state.match.target);
    const hand = state.match.hands.length + (view ? 1 : 0);
    return html`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite" title=${t("web.sco.score_title")}>
        <span class="team us">${mine} <b>${score.us}</b></span>
        <span class="team them">${theirs} <b>${score.them}</b></span>
        <span class="muted">${t("web.sco.to_target", { n: score.target ?? "" })} ${hand ? html`· ${t("web.sco.hand_n", { n: hand })}` : nothing}</span>
      </div>
      <div class="tools">
        ${state.training ? html`<span class="badge" data-testid="training-badge">${t("web.training.badge")}</span>` : nothing}
        ${audienceLine(state, (seat) => this.name(state, seat), (m) => this.send(m))}
        ${this.connected ? nothing : html`<span class="badge warn">${t("web.table.reconnecting")}</span>`}
        ${deckAndSound(
          this.deck,
          this.sounds,
          (deck) => changeDisplay(this, { deck }),
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
      <div class="refusal-slot">${this.refusal ? html`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>` : nothing}</div>
      <div class="hand ${myTurn ? "my-turn" : ""} ${hand.length > 5 ? "many" : ""}" data-testid="hand" role="group" aria-label=${t("web.table.your_hand")}>
        ${repeat(
          hand,
          (code) => code,
          (code, index) => html`<button
            class="hand-card ${myTurn ? "playable" : ""} ${this.refusedCard === code ? "refused" : ""} ${suggested === code ? "suggested" : ""} ${this.choosing?.card === code ? "choosing" : ""}"
            data-card=${code}
            data-playable=${myTurn ? "true" : "false"}
            aria-pressed=${this.choosing?.card === code ? "true" : "false"}
            aria-label=${`${cardName(code)} (${(index + 1) % 10})`}
            title=${cardName(code)}
            @click=${() => this.clickHand(code)}
          >
            ${face(code, this.deck)}
          </button>`,
        )}
      </div>
    </div>`;
  }

  private renderOverlays(state: ScoState): TemplateResult {
    return html`
      ${state.phase === "hand_over" && state.hand_summary ? this.renderHandOver(state) : nothing}
      ${state.phase === "over" ? this.renderMatchOver(state) : nothing}
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
      ready: this.sentReady || state.ready.includes(state.you),
      sendReady: () => {
        this.sentReady = true;
        void this.send({ type: "ready" });
      },
      goOn: () => void this.send({ type: "continue" }),
    });
  }

  private renderMatchOver(state: ScoState): TemplateResult {
    const alone = state.seats.every((seat) => seat.seat === state.you || seat.kind === "ai");
    return matchOverPanel(state, {
      ...this.summaryContext(state),
      again: alone && this.seat.mode !== "multi" ? () => void this.again() : null,
      toLobby: () => this.goLobby(),
      refusal: this.refusal,
    });
  }

  protected updated(changed: PropertyValues): void {
    if (changed.has("refusedCard") && this.refusedCard) {
      const card = this.renderRoot.querySelector(`.hand [data-card="${this.refusedCard}"]`);
      card?.animate([{ transform: "translateX(-4px)" }, { transform: "translateX(4px)" }, { transform: "none" }], { duration: 240 });
    }
  }

  static styles = [shared, dealerStyles, trickTableStyles, scopaStyles, scopaPanelStyles];
}

customElements.define("scopa-view", ScopaView);
