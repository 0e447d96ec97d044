// The card table: your hand, the other seats, the trick, signals, score, summaries and,
// at a training table, the stops with every player's reasons and the suggestions.
import { LitElement, html, css, nothing, type PropertyValues, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { api } from "../api";
import { back, face } from "../card-art";
import { cardName, sortHand, suitOf, theCard } from "../cards";
import type { DeckId } from "../decks/index";
import { DisplayConsumer, changeDisplay } from "../display";
import { showsAnotherGame } from "../game-shown";
import { getLang, has, pick, t } from "../i18n";
import type { Accusa, TressetteInfo, Play, Reason, SeatReasons, Suggestion, TableListing, TableState } from "../protocol";
import { Refused, TableConnection } from "../socket";
import { playSound } from "../sound";
import type { Seat, Store } from "../store";
import { shared } from "../styles";
import {
  cardsLeft,
  cardsOnTable,
  describeOptions,
  positionOf,
  refusalOf,
  refusalSentence,
  seatName,
  signalsNow,
  teamOf,
  toggleSignal,
  waitingForReady,
  type Position,
  type Refusal,
  type SeatLabels,
  reasonsText,
  strengthOf,
} from "../table-logic";
import { handSummary, matchTable } from "./summaries";

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
    this.sentReady = false;
    this.listed = null;
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
    this.connection = new TableConnection<TableState>(TableConnection.urlFor(this.seat.table, this.seat.token, location), {
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
    const myTurn = (s: TableState | null): boolean => s?.phase === "play" && s.view?.to_move === s.you;
    if (myTurn(state) && !myTurn(before)) playSound("turn", this.sounds);
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
    if (!state || !view) return;
    const refusal = refusalOf(view, card);
    if (refusal) {
      this.refuse(this.refusalText(state, refusal), card); // said at once, in the page's words
      return;
    }
    this.refusal = "";
    this.refusedCard = "";
    void this.send({ type: "play", card, signals: this.chosen, turn: view.plays.length }, card);
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
    } else if ((event.key === "s" || event.key === "S") && this.state?.training) {
      void this.send({ type: "suggest" });
    }
  }

  private goLobby(): void {
    location.hash = "#/";
  }

  private async leave(): Promise<void> {
    if (this.state?.status === "playing" && !confirm(t("web.table.leave_confirm"))) return;
    await this.send({ type: "leave" });
    this.store.removeSeat(this.seat.table);
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
        ${(["north", "west", "east"] as Position[]).map((position) => this.renderSeat(state, position))}
        ${this.renderTrick(state)} ${this.renderSouth(state)}
      </div>
      ${this.renderOverlays(state)}
    `;
  }

  private renderWaiting(state: TableState): TemplateResult {
    const creator = this.seat.creator === true;
    const address = location.href;
    return html`<section class="panel waiting" data-testid="waiting-room">
      <h2>${t("web.waiting.title")}</h2>
      ${this.listed
        ? html`<p data-testid="table-options">${t("web.waiting.options", { options: describeOptions(this.listed.options, t) })}</p>`
        : nothing}
      <p>${t("web.waiting.share")} <code>${address}</code></p>
      <ol class="seat-list">
        ${state.seats.map(
          (seat) => html`<li data-seat=${seat.seat}>
            ${seatName(state, seat.seat, this.labels())}
            ${seat.kind === "human" && !seat.connected && seat.seat !== state.you ? html`<span class="muted">(${t("web.seat.away")})</span>` : nothing}
          </li>`,
        )}
      </ol>
      ${creator
        ? html`<button class="primary" data-testid="start-table" @click=${() => this.start()}>${t("web.waiting.start")}</button>
            <p class="muted">${t("web.waiting.start_hint")}</p>`
        : html`<p>${t("web.waiting.wait_creator")}</p>`}
      <button class="quiet" @click=${() => this.leave()}>${t("web.table.leave")}</button>
      ${this.refusal ? html`<p class="error" data-testid="illegal-move">${this.refusal}</p>` : nothing}
    </section>`;
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
    const view = state.view;
    const us = teamOf(state.you);
    const score = view?.score ?? state.match.score;
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
        ${state.training ? html`<span class="badge" data-testid="training-badge">${t("web.training.badge")}</span>` : nothing}
        ${this.connected ? nothing : html`<span class="badge warn">${t("web.table.reconnecting")}</span>`}
        <button data-testid="last-trick" ?disabled=${!state.last_trick} @click=${() => (this.showLast = !this.showLast)}>
          ${t("web.table.last_trick")}
        </button>
        <label class="deck-choice"
          >${t("web.settings.deck")}
          <select data-testid="deck" .value=${this.deck} @change=${(e: Event) => this.setDeck((e.target as HTMLSelectElement).value as DeckId)}>
            ${(["napoletane", "piacentine"] as DeckId[]).map(
              (deck) => html`<option value=${deck} ?selected=${deck === this.deck}>${t(`web.deck.${deck}`)}</option>`,
            )}
          </select></label
        >
        <button
          class="quiet"
          aria-pressed=${this.sounds ? "true" : "false"}
          @click=${() => {
            this.store.update({ sounds: !this.sounds });
            this.requestUpdate();
          }}
        >
          ${this.sounds ? t("web.sound.on") : t("web.sound.off")}
        </button>
        ${this.seat.mode === "multi"
          ? html`<button class="quiet" @click=${() => this.leave()}>${t("web.table.leave")}</button>`
          : html`<button class="quiet" data-testid="back-to-lobby" @click=${() => this.goLobby()}>${t("web.table.pause")}</button>`}
      </div>
    </div>`;
  }

  private seatAt(state: TableState, position: Position): number {
    return [0, 1, 2, 3].find((seat) => positionOf(seat, state.you) === position) ?? 0;
  }

  private accuseOf(state: TableState, seat: number): Accusa[] {
    return (state.view?.accuse ?? []).filter((a) => a.seat === seat);
  }

  private renderAccusa(accusa: Accusa): TemplateResult {
    const text = accusa.kind
      ? t(`web.accusa.${accusa.kind}`, { suit: accusa.suit ? t(`suit.${accusa.suit}`) : "", points: accusa.points })
      : t("web.accusa.hidden", { points: accusa.points });
    return html`<span class="accusa" title=${t("web.accusa.title")}>${text}</span>`;
  }

  private renderSeat(state: TableState, position: Position): TemplateResult {
    const seat = this.seatAt(state, position);
    const view = state.view;
    const info = state.seats[seat];
    const left = view ? cardsLeft(view)[seat] : 0;
    const open = view?.hands?.[seat];
    const toMove = state.phase === "play" && view?.to_move === seat;
    return html`<div class="seat ${position} ${toMove ? "to-move" : ""}" data-position=${position}>
      <div class="nameplate">
        <span class="dot ${info.connected || info.kind === "ai" ? "on" : "off"}"></span>
        <span class="name" data-testid="seat-name">${seatName(state, seat, this.labels())}</span>
        ${info.kind === "ai" ? html`<span class="strength" data-testid="seat-strength">${strengthOf(info.ai, t, has)}</span>` : nothing}
        ${info.kind === "human" && info.ai ? html`<span class="badge" title=${t("web.seat.ai_plays_title")}>${t("web.seat.ai_plays")}</span>` : nothing}
        ${teamOf(seat) === teamOf(state.you) ? html`<span class="badge team-badge">${t("web.seat.partner")}</span>` : nothing}
        ${this.renderWhy(state, seat)}
      </div>
      <div class="accuse">${this.accuseOf(state, seat).map((a) => this.renderAccusa(a))}</div>
      <div class="fan ${open ? "open" : ""}" aria-label=${t("web.seat.cards_left", { n: left })}>
        ${open
          ? sortHand(open).map((code) => html`<div class="small-card" data-card=${code} title=${cardName(code)}>${face(code, this.deck)}</div>`)
          : Array.from({ length: left }, () => html`<div class="small-card back">${back(this.deck)}</div>`)}
      </div>
      ${this.why === seat ? this.renderReasons(state, seat) : nothing}
    </div>`;
  }

  private renderWhy(state: TableState, seat: number): TemplateResult | typeof nothing {
    if (!state.training) return nothing;
    const has = state.reasons.some((r) => r.seat === seat);
    return html`<button
      class="why"
      data-testid="why"
      data-seat=${seat}
      ?disabled=${!has}
      title=${t("web.training.why_title")}
      @click=${() => (this.why = this.why === seat ? null : seat)}
    >
      ${t("web.training.why")}
    </button>`;
  }

  private renderReasons(state: TableState, seat: number): TemplateResult {
    const reasons: SeatReasons | undefined = state.reasons.find((r) => r.seat === seat);
    const text = reasons ? this.reasonsOf(state, reasons) : "";
    return html`<div class="bubble" data-testid="reasons" data-seat=${seat}>
      ${text || t("web.training.no_reasons")}
    </div>`;
  }

  /** A computer's reasons in the page's words, the seats called as the table shows them. */
  private reasonsOf(state: TableState, reasons: { reasons: Reason[]; text: { it: string; en: string } }): string {
    const words = {
      say: t,
      has,
      card: (code: string) => cardName(code),
      suit: (code: string) => t(`suit.${code}`),
      seat: (seat: number) => seatName(state, seat, this.labels()),
    };
    return reasonsText(reasons.reasons, words) ?? pick(reasons.text);
  }

  private renderTrick(state: TableState): TemplateResult {
    const view = state.view;
    const { plays, complete } = view ? cardsOnTable(view) : { plays: [] as Play[], complete: false };
    const winner = complete ? state.last_trick?.winner : undefined;
    return html`<div class="trick" data-testid="trick">
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
      ${state.phase === "play" && view?.to_move !== null && view?.to_move !== undefined
        ? html`<div class="turn-hint">${view.to_move === state.you ? t("web.table.your_turn") : t("web.table.turn_of", { name: seatName(state, view.to_move, this.labels()) })}</div>`
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
    const myTurn = state.phase === "play" && view?.to_move === state.you;
    const available = signalsNow(this.info, view);
    const suggested = this.suggestion?.card;
    return html`<div class="seat south">
      <div class="nameplate">
        <span class="name">${seatName(state, state.you, this.labels())}</span>
        ${this.renderWhy(state, state.you)}
        <div class="accuse">${this.accuseOf(state, state.you).map((a) => this.renderAccusa(a))}</div>
      </div>
      ${this.why === state.you ? this.renderReasons(state, state.you) : nothing}
      ${available.length
        ? html`<div class="signals" role="group" aria-label=${t("web.signals.label")}>
            <span class="muted">${t("web.signals.label")}:</span>
            ${available.map(
              (signal) => html`<button
                class="signal ${this.chosen.includes(signal.id) ? "chosen" : ""}"
                data-signal=${signal.id}
                aria-pressed=${this.chosen.includes(signal.id) ? "true" : "false"}
                title=${pick(signal.meaning)}
                @click=${() => (this.chosen = toggleSignal(this.chosen, signal.id, available))}
              >
                ${pick(signal.name)}${signal.dialect ? html` <i>(${signal.dialect})</i>` : nothing}
              </button>`,
            )}
          </div>`
        : nothing}
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
      <div class="under-hand">
        ${state.training && myTurn
          ? html`<button data-testid="suggest" @click=${() => this.send({ type: "suggest" })}>${t("web.training.suggest")}</button>`
          : nothing}
        ${this.refusal ? html`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>` : nothing}
        ${this.suggestion
          ? html`<p class="suggestion" data-testid="suggestion">
              <b>${t("web.training.suggested", { card: cardName(this.suggestion.card) })}</b>
              ${this.suggestion.signals.length ? html`(${this.suggestion.signals.map((s) => this.signalName(view?.options.signals ?? "", s)).join(", ")})` : nothing}
              — ${this.state ? this.reasonsOf(this.state, this.suggestion) : pick(this.suggestion.text)}
            </p>`
          : nothing}
      </div>
    </div>`;
  }

  private renderOverlays(state: TableState): TemplateResult {
    return html`
      ${state.phase === "trick_stop"
        ? html`<div class="stop-bar">
            <span>${t("web.training.stop")}</span>
            <button class="primary" data-testid="continue" @click=${() => this.send({ type: "continue" })}>${t("web.training.continue")}</button>
          </div>`
        : nothing}
      ${this.showLast && state.last_trick ? this.renderLastTrick(state) : nothing}
      ${state.phase === "hand_over" && state.hand_summary ? this.renderHandOver(state) : nothing}
      ${state.phase === "over" ? this.renderMatchOver(state) : nothing}
    `;
  }

  private renderLastTrick(state: TableState): TemplateResult {
    const last = state.last_trick!;
    return html`<div class="popover panel" data-testid="last-trick-panel">
      <h3>${t("web.table.last_trick")}</h3>
      <div class="row">
        ${last.plays.map(
          (play) => html`<figure class=${play.seat === last.winner ? "winner" : ""}>
            <div class="small-card" data-card=${play.card}>${face(play.card, this.deck)}</div>
            <figcaption>${seatName(state, play.seat, this.labels())}</figcaption>
          </figure>`,
        )}
      </div>
      <p>${t("web.table.trick_taken_by", { name: seatName(state, last.winner, this.labels()) })}</p>
      <button @click=${() => (this.showLast = false)}>${t("web.close")}</button>
    </div>`;
  }

  private renderHandOver(state: TableState): TemplateResult {
    const waiting = waitingForReady(state);
    return html`<div class="overlay">
      <div class="panel summary">
        ${handSummary(state)}
        ${matchTable(state)}
        ${state.training
          ? html`<button class="primary" data-testid="continue" @click=${() => this.send({ type: "continue" })}>${t("web.summary.next_hand")}</button>`
          : html`<button
              class="primary"
              data-testid="ready"
              ?disabled=${this.sentReady || state.ready.includes(state.you)}
              @click=${() => {
                this.sentReady = true;
                void this.send({ type: "ready" });
              }}
            >
              ${t("web.summary.next_hand")}
            </button>`}
        ${waiting.length && (this.sentReady || state.ready.includes(state.you))
          ? html`<p class="muted">${t("web.summary.waiting_for", { names: waiting.map((s) => seatName(state, s, this.labels())).join(", ") })}</p>`
          : nothing}
      </div>
    </div>`;
  }

  private renderMatchOver(state: TableState): TemplateResult {
    const won = state.match.winner === teamOf(state.you);
    return html`<div class="overlay">
      <div class="panel summary" data-testid="match-result">
        <h2>${state.match.winner === null ? t("web.result.ended") : won ? t("web.result.won") : t("web.result.lost")}</h2>
        ${state.hand_summary ? handSummary(state) : nothing} ${matchTable(state)}
        <div class="buttons">
          ${this.seat.mode !== "multi"
            ? html`<button class="primary" data-testid="new-game" @click=${() => this.dispatchEvent(new CustomEvent("new-game", { bubbles: true, composed: true, detail: { training: state.training } }))}>
                ${t("web.result.again")}
              </button>`
            : nothing}
          <button @click=${() => this.goLobby()}>${t("web.result.lobby")}</button>
        </div>
      </div>
    </div>`;
  }

  protected updated(changed: PropertyValues): void {
    if (changed.has("refusedCard") && this.refusedCard) {
      const card = this.renderRoot.querySelector(`.hand [data-card="${this.refusedCard}"]`);
      card?.animate([{ transform: "translateX(-4px)" }, { transform: "translateX(4px)" }, { transform: "none" }], { duration: 240 });
    }
  }

  static styles = [
    shared,
    css`
      :host {
        display: flex;
        flex-direction: column;
        position: relative;
        min-height: calc(100vh - 56px);
        --card-w: clamp(58px, min(8.2vw, 11.5vh), 104px); /* the table fits a 1280x800 screen */
        --small-w: clamp(30px, 3.6vw, 48px);
      }
      .loading {
        color: white;
        padding: 2rem;
        text-align: center;
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        align-items: center;
        gap: 0.5rem;
        padding: 0.4rem 0.8rem;
        background: var(--felt-dark);
        color: var(--paper);
      }
      .toolbar select {
        margin-left: 0.3rem;
      }
      .toolbar .quiet {
        color: var(--paper);
      }
      .score {
        display: flex;
        gap: 1rem;
        align-items: baseline;
        font-size: 1.05rem;
      }
      .score b {
        font-size: 1.35rem;
        color: var(--gold);
      }
      .tools {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      .badge {
        font-size: 0.75rem;
        padding: 0.1em 0.55em;
        border-radius: 999px;
        background: #ffffff26;
        color: inherit;
        border: 1px solid #ffffff40;
      }
      .badge.warn {
        background: var(--red);
      }
      .felt {
        flex: 1;
        display: grid;
        grid-template-columns: minmax(90px, 1fr) 3fr minmax(90px, 1fr);
        grid-template-rows: auto 1fr auto;
        grid-template-areas: "north north north" "west trick east" "south south south";
        gap: 0.5rem;
        padding: 0.6rem;
        background: radial-gradient(ellipse at center, #2a7a4d 0%, var(--felt) 55%, var(--felt-dark) 100%);
        color: var(--paper);
      }
      .seat {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.3rem;
        position: relative;
      }
      .seat.north {
        grid-area: north;
      }
      .seat.west {
        grid-area: west;
        justify-content: center;
      }
      .seat.east {
        grid-area: east;
        justify-content: center;
      }
      .seat.south {
        grid-area: south;
      }
      .nameplate .strength {
        font-size: 0.8em;
        opacity: 0.78;
      }
      .nameplate {
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
        align-items: center;
        justify-content: center;
        padding: 0.2rem 0.7rem;
        border-radius: 999px;
        background: #0000002e;
      }
      .to-move .nameplate {
        background: var(--gold);
        color: var(--ink);
        box-shadow: 0 0 14px var(--gold);
      }
      .dot {
        width: 0.55rem;
        height: 0.55rem;
        border-radius: 50%;
        background: #8a8;
      }
      .dot.off {
        background: #a55;
      }
      .accuse {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem;
        justify-content: center;
      }
      .accusa {
        font-size: 0.8rem;
        background: #f3d98a;
        color: var(--ink);
        border-radius: 6px;
        padding: 0.05em 0.45em;
      }
      .fan {
        display: flex;
        justify-content: center;
      }
      .west .fan,
      .east .fan {
        flex-wrap: wrap;
        max-width: calc(var(--small-w) * 3.2);
      }
      .small-card {
        width: var(--small-w);
        aspect-ratio: 5 / 8;
        margin-left: calc(var(--small-w) * -0.45);
        filter: drop-shadow(0 1px 2px #0006);
      }
      .fan.open .small-card {
        margin-left: calc(var(--small-w) * -0.2);
      }
      .small-card:first-child {
        margin-left: 0;
      }
      .west .fan .small-card,
      .east .fan .small-card {
        margin-bottom: calc(var(--small-w) * -0.9);
      }
      svg {
        display: block;
        width: 100%;
        height: auto;
      }
      /* Room under the four cards for the line saying whose turn it is: the south card and
         its signal sticker end above it, never on it. */
      .trick {
        --hint-room: 2rem;
        grid-area: trick;
        position: relative;
        min-height: calc(var(--card-w) * 3.3 + var(--hint-room));
      }
      .played {
        position: absolute;
        width: var(--card-w);
        aspect-ratio: 5 / 8;
        left: 50%;
        top: calc(50% - var(--hint-room) / 2);
        filter: drop-shadow(0 3px 5px #0007);
        transition: opacity 0.3s, transform 0.3s;
      }
      .played.from-south {
        transform: translate(-50%, 2%);
        animation: from-south 0.35s ease-out;
      }
      .played.from-north {
        transform: translate(-50%, -102%);
        animation: from-north 0.35s ease-out;
      }
      .played.from-west {
        transform: translate(-158%, -50%) rotate(-4deg);
        animation: from-west 0.35s ease-out;
      }
      .played.from-east {
        transform: translate(58%, -50%) rotate(4deg);
        animation: from-east 0.35s ease-out;
      }
      .played.done {
        opacity: 0.85;
      }
      .played.winner {
        opacity: 1;
        filter: drop-shadow(0 0 10px var(--gold));
        z-index: 2;
      }
      @keyframes from-south {
        from {
          transform: translate(-50%, 140%);
          opacity: 0;
        }
      }
      @keyframes from-north {
        from {
          transform: translate(-50%, -240%);
          opacity: 0;
        }
      }
      @keyframes from-west {
        from {
          transform: translate(-320%, -50%);
          opacity: 0;
        }
      }
      @keyframes from-east {
        from {
          transform: translate(220%, -50%);
          opacity: 0;
        }
      }
      .signal-tag {
        position: absolute;
        left: 50%;
        bottom: -0.6rem;
        transform: translateX(-50%);
        white-space: nowrap;
        background: var(--red);
        color: white;
        font-weight: 700;
        font-size: 0.8rem;
        padding: 0.1em 0.6em;
        border-radius: 999px;
        animation: pop 0.4s ease-out;
      }
      @keyframes pop {
        from {
          transform: translateX(-50%) scale(0.2);
        }
      }
      .turn-hint {
        position: absolute;
        bottom: 0;
        width: 100%;
        text-align: center;
        opacity: 0.85;
      }
      .signals {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        align-items: center;
        justify-content: center;
      }
      .signal.chosen {
        background: var(--red);
        color: white;
      }
      .hand {
        display: flex;
        justify-content: center;
        max-width: 100%; /* bounded by the table, so that a crowded hand narrows its cards */
        padding: 0.8rem 0 0.2rem;
      }
      .hand .hand-card {
        flex: 0 1 var(--card-w);
        min-width: 0; /* a crowded hand narrows its cards rather than run off the screen */
        width: var(--card-w);
        aspect-ratio: 5 / 8;
        padding: 0;
        border: none;
        border-radius: 8px;
        background: none;
        margin-left: calc(var(--card-w) * -0.18);
        box-shadow: 0 2px 6px #0006;
        transition: transform 0.15s ease, box-shadow 0.15s;
      }
      .hand .hand-card:first-child {
        margin-left: 0;
      }
      .hand.my-turn .hand-card.playable:hover,
      .hand.my-turn .hand-card.playable:focus-visible {
        transform: translateY(-16px);
        box-shadow: 0 10px 18px #0007;
      }
      .hand.my-turn .hand-card:not(.playable) {
        filter: brightness(0.72);
      }
      /* The cards that may be played lie above the others and whole: the card after one
         starts past it, so no greyed card hides a playable one (nor its corners). */
      .hand.my-turn .hand-card.playable {
        position: relative;
        z-index: 1;
      }
      .hand.my-turn .hand-card.playable + .hand-card:not(.playable) {
        margin-left: calc(var(--card-w) * 0.04);
      }
      .hand-card.refused,
      .hand.my-turn .hand-card.refused:hover,
      .hand.my-turn .hand-card.refused:focus-visible {
        box-shadow: 0 0 0 3px var(--red), 0 0 18px 6px var(--red);
      }
      .hand-card.suggested {
        transform: translateY(-22px);
        box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
      }
      .under-hand {
        min-height: 2.2rem;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.3rem;
      }
      .under-hand .error {
        background: #fff;
        padding: 0.3em 0.8em;
        border-radius: 6px;
        margin: 0;
      }
      .suggestion {
        background: #fffbe8;
        color: var(--ink);
        padding: 0.4em 0.9em;
        border-radius: 8px;
        max-width: 46rem;
        margin: 0;
      }
      .why {
        font-size: 0.75rem;
        padding: 0.1em 0.6em;
      }
      .bubble {
        background: #fffbe8;
        color: var(--ink);
        padding: 0.5em 0.8em;
        border-radius: 10px;
        max-width: 22rem;
        box-shadow: 0 4px 14px #0005;
        z-index: 5;
        font-size: 0.9rem;
      }
      .stop-bar {
        position: fixed;
        left: 50%;
        bottom: 1rem;
        transform: translateX(-50%);
        display: flex;
        gap: 1rem;
        align-items: center;
        background: var(--paper);
        padding: 0.5rem 1rem;
        border-radius: 999px;
        box-shadow: 0 6px 20px #0006;
        z-index: 10;
      }
      .overlay {
        position: absolute;
        inset: 0;
        background: #0008;
        display: grid;
        place-items: center;
        z-index: 20;
        animation: fade 0.3s;
      }
      @keyframes fade {
        from {
          opacity: 0;
        }
      }
      .summary {
        max-width: min(34rem, 94vw);
        max-height: 90vh;
        overflow: auto;
      }
      .summary table {
        border-collapse: collapse;
        width: 100%;
        margin: 0.4rem 0 0.8rem;
      }
      .summary td,
      .summary th {
        padding: 0.25rem 0.5rem;
        text-align: right;
        border-bottom: 1px solid #0001;
      }
      .summary td:first-child,
      .summary th:first-child {
        text-align: left;
      }
      .buttons {
        display: flex;
        gap: 0.6rem;
        justify-content: flex-end;
      }
      .popover {
        position: fixed;
        top: 4rem;
        right: 1rem;
        z-index: 15;
      }
      .popover .row {
        display: flex;
        gap: 0.5rem;
      }
      .popover figure {
        margin: 0;
        text-align: center;
        font-size: 0.75rem;
      }
      .popover .small-card {
        margin: 0;
        --small-w: 56px;
      }
      .popover figure.winner .small-card {
        filter: drop-shadow(0 0 6px var(--gold));
      }
      .waiting {
        margin: 2rem auto;
        max-width: 36rem;
      }
      @media (max-width: 640px) {
        :host {
          --card-w: calc((100vw - 1rem) / 7.2);
          --small-w: 22px;
        }
        .felt {
          grid-template-columns: 60px 1fr 60px;
          padding: 0.3rem;
          overflow: hidden;
        }
        .seat.west .nameplate,
        .seat.east .nameplate {
          font-size: 0.72rem;
          padding: 0.1rem 0.3rem;
          max-width: 60px;
          overflow: hidden;
          text-overflow: ellipsis;
        }
        .west .fan,
        .east .fan {
          max-width: 56px;
        }
        .hand .hand-card {
          margin-left: calc(var(--card-w) * -0.3);
        }
        .deck-choice {
          display: none;
        }
      }
    `,
  ];
}

customElements.define("table-view", TableView);
