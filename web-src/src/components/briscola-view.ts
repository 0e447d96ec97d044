// The Briscola table: your three cards, the briscola turned up under the stock with the
// cards left, the trick and who played each card, the other seats, the points taken (on
// request), the hand's summary and the game so far; the 7's exchange; at a training table
// every hand open, the reasons at each trick's end and the suggestions.
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import { api } from "../api";
import { back, face } from "../card-art";
import { cardName, suitOf } from "../cards";
import {
  briPosition,
  cardsOnTable,
  gameSoFar,
  handOutcome,
  handSizes,
  isMyTurn,
  isSwap,
  sideOf,
  stepCard,
  stepMessage,
  suggestedCard,
  swapStep,
  trickWinner,
  type BriCard,
  type BriOptions,
  type BriPosition,
  type BriState,
  type BriStep,
  type BriView,
} from "../briscola-logic";
import { ITALIAN_DECKS, type DeckId } from "../decks/index";
import { DisplayConsumer, changeDisplay } from "../display";
import { showsAnotherGame } from "../game-shown";
import { getLang, has, pick, t } from "../i18n";
import type { ErrorMessage, StepSuggestion, TableListing } from "../protocol";
import { Refused, TableConnection } from "../socket";
import { playSound } from "../sound";
import type { Seat, Store } from "../store";
import { shared } from "../styles";
import { isAway, refusalSentence, seatName, strengthOf, type SeatLabels } from "../table-logic";
import { dealerMark, dealerStyles } from "./dealer-mark";
import { briscolaStyles } from "./briscola-styles";
import { waitingRoom } from "./waiting-room";
import { trickTableStyles } from "./trick-table-styles";

export class BriscolaView extends LitElement {
  static properties = {
    seat: { attribute: false },
    store: { attribute: false },
    state: { state: true },
    listed: { state: true },
    connected: { state: true },
    refusal: { state: true },
    refusedCard: { state: true },
    suggestion: { state: true },
    showPoints: { state: true },
    showLast: { state: true },
    sentReady: { state: true },
  };

  declare seat: Seat;
  declare store: Store;
  declare state: BriState | null;
  /** The table as the lobby lists it (its options, while no hand is in play to say them). */
  declare listed: TableListing | null;
  declare connected: boolean;
  declare refusal: string;
  declare refusedCard: string;
  declare suggestion: StepSuggestion | null;
  declare showPoints: boolean;
  declare showLast: boolean;
  declare sentReady: boolean;
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  private connection: TableConnection | null = null;
  /** The options of the last hand seen (between hands the snapshot has no view). */
  private options: BriOptions | null = null;
  private readonly onKey = (event: KeyboardEvent): void => this.key(event);

  constructor() {
    super();
    this.state = null;
    this.listed = null;
    this.connected = false;
    this.refusal = "";
    this.refusedCard = "";
    this.suggestion = null;
    this.showPoints = false;
    this.showLast = false;
    this.sentReady = false;
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
    this.connection = new TableConnection(TableConnection.urlFor(this.seat.table, this.seat.token, location), {
      state: (state) => this.receive(state as BriState),
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
  private get gameOptions(): BriOptions | null {
    return this.state?.view?.options ?? this.options ?? ((this.listed?.options as unknown as BriOptions | undefined) ?? null);
  }

  private receive(state: BriState): void {
    if (showsAnotherGame(this, this.seat.table, "briscola", state)) return; // back to the Roman match's Tressette
    const before = this.state;
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
    if (isMyTurn(state) && !isMyTurn(before)) playSound("turn", this.sounds);
    if (!isMyTurn(state)) this.suggestion = null;
    if (state.phase !== "hand_over") this.sentReady = false;
    if (state.phase === "over" && before?.phase !== "over" && state.match.winner !== null) {
      playSound(state.match.winner === sideOf(state.you) ? "win" : "lose", this.sounds);
    }
    if (state.view) this.options = state.view.options;
    if (state.status === "finished" && this.seat.mode !== "multi") this.store.removeSeat(this.seat.table);
    this.state = state;
  }

  private refuse(error: Pick<ErrorMessage, "message" | "message_it">, card: string): void {
    this.refusal = getLang() === "it" ? error.message_it : error.message;
    this.refusedCard = card;
    playSound("refuse", this.sounds);
  }

  private async send(message: Record<string, unknown>, card = ""): Promise<void> {
    try {
      const answer = await this.connection?.send(message);
      if (answer?.type === "step_suggestion") this.suggestion = answer;
    } catch (error) {
      if (error instanceof Refused) this.refuse(error.answer, card);
    }
  }

  /** Play a card, or exchange the 7 (the table refuses a stale click with a sentence). */
  private step(step: BriStep): void {
    const state = this.state;
    const view = state?.view;
    if (!state || !view) return;
    if (view.to_move !== view.seat) {
      // said at once, in the page's words (any card may be played once it is your turn)
      const text = refusalSentence(
        { why: "not_your_turn", toMove: view.to_move },
        { say: t, card: cardName, suit: (code) => code, seat: (seat) => this.name(state, seat) },
      );
      this.refuse({ message: text, message_it: text }, isSwap(step) ? "" : step.card);
      return;
    }
    this.refusal = "";
    this.refusedCard = "";
    void this.send(stepMessage(step, view), isSwap(step) ? "" : step.card);
  }

  private suggest(): void {
    if (this.state?.training && isMyTurn(this.state)) void this.send({ type: "suggest" });
  }

  private key(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (target && ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName)) return;
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
      place: (seat) => t(`web.place.${briPosition(seat, you, seats)}`), // a computer is named by its place
    };
  }

  private name(state: BriState, seat: number): string {
    return seatName(state, seat, this.labels());
  }

  /** The headings of the two sides, yours first: you and the opponent, or us and them. */
  private sides(state: BriState): [string, string] {
    if (state.seats.length === 4) return [t("web.team.us"), t("web.team.them")];
    return [t("web.bri.you"), this.name(state, 1 - state.you)];
  }

  // -- rendering --------------------------------------------------------------------------

  render(): TemplateResult {
    const state = this.state;
    if (!state) return html`<div class="loading">${t("web.table.connecting")}</div>`;
    if (state.status === "waiting") return this.renderWaiting(state);
    const view = state.view;
    const players = state.seats.length;
    const others = state.seats.map((seat) => seat.seat).filter((seat) => seat !== state.you);
    return html`
      ${this.renderToolbar(state)}
      <div class="felt players-${players}" data-testid="briscola-table">
        ${others.map((seat) => this.renderSeat(state, seat, briPosition(seat, state.you, players)))}
        <div class="middle">
          <div class="table-top">${view ? this.renderStock(state, view) : nothing} ${this.renderTrick(state)}</div>
          ${this.renderStatus(state)}
        </div>
        ${this.renderSouth(state)}
      </div>
      ${this.renderOverlays(state)}
    `;
  }

  private renderWaiting(state: BriState): TemplateResult {
    return waitingRoom({
      title: `${t("web.bri.title")} — ${t("web.waiting.title")}`,
      table: this.seat.table,
      options: null,
      seats: state.seats.map((seat) => ({ seat: seat.seat, name: this.name(state, seat.seat), away: isAway(state, seat) })),
      creator: this.seat.creator === true,
      refusal: this.refusal,
      start: () => void this.start(),
      leave: () => void this.leave(),
    });
  }


  /** A Roman match's Briscola game: the match it is one game of (games won, best of). */
  private renderWithin(state: BriState, testid = "within"): TemplateResult | typeof nothing {
    const within = state.within;
    if (!within) return nothing;
    const us = sideOf(state.you);
    return html`<span class="badge roman" data-testid=${testid} title=${t("web.bri.within_title")}
      >${t("web.bri.within", { us: within.wins[us] ?? 0, them: within.wins[1 - us] ?? 0, n: within.best_of })}</span
    >`;
  }

  private renderToolbar(state: BriState): TemplateResult {
    const view = state.view;
    const [mine, theirs] = this.sides(state);
    const game = gameSoFar(state.match.wins, this.gameOptions, state.you);
    const hand = state.match.hands.length + (view ? 1 : 0);
    return html`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite" title=${t("web.bri.hands_won")}>
        <span class="team us">${mine} <b>${game.us}</b></span>
        <span class="team them">${theirs} <b>${game.them}</b></span>
        <span class="muted"
          >${game.target === 1 ? t("web.bri.one_hand") : game.target ? t("web.bri.first_to", { n: game.target }) : ""}
          ${game.target !== 1 && hand ? html`· ${t("web.bri.hand_n", { n: hand })}` : nothing}</span
        >
        ${this.renderWithin(state)}
      </div>
      <div class="tools">
        ${state.training ? html`<span class="badge" data-testid="training-badge">${t("web.training.badge")}</span>` : nothing}
        ${this.connected ? nothing : html`<span class="badge warn">${t("web.table.reconnecting")}</span>`}
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
        <label class="deck-choice"
          ><span class="deck-word">${t("web.settings.deck")}</span>
          <select data-testid="deck" aria-label=${t("web.settings.deck")} .value=${this.deck} @change=${(e: Event) => changeDisplay(this, { deck: (e.target as HTMLSelectElement).value as DeckId })}>
            ${ITALIAN_DECKS.map(
              (deck) => html`<option value=${deck} ?selected=${deck === this.deck}>${t(`web.deck.${deck}`)}</option>`,
            )}
          </select></label
        >
        <button
          class="quiet sound"
          aria-pressed=${this.sounds ? "true" : "false"}
          @click=${() => {
            this.store.update({ sounds: !this.sounds });
            this.requestUpdate();
          }}
        >
          ${this.sounds ? t("web.sound.on") : t("web.sound.off")}
        </button>
        ${this.seat.mode === "multi"
          ? html`<button class="quiet" data-testid="leave" @click=${() => this.leave()}>${t("web.table.leave")}</button>`
          : html`<button class="quiet" data-testid="back-to-lobby" @click=${() => this.goLobby()}>${t("web.table.pause")}</button>`}
      </div>
    </div>`;
  }

  private renderSeat(state: BriState, seat: number, position: BriPosition): TemplateResult {
    const view = state.view;
    const info = state.seats[seat];
    const left = view ? handSizes(view)[seat] : 0;
    const open = view?.all_hands?.[seat];
    const toMove = state.phase === "play" && view?.to_move === seat;
    const partner = state.seats.length === 4 && sideOf(seat) === sideOf(state.you);
    return html`<div class="seat ${position} ${toMove ? "to-move" : ""}" data-position=${position} data-seat=${seat}>
      <div class="nameplate">
        <span class="dot ${info.connected || info.kind === "ai" ? "on" : "off"}" title=${info.connected || info.kind === "ai" ? "" : t("web.seat.away")}></span>
        <span class="name" data-testid="seat-name">${this.name(state, seat)}</span>
        ${info.kind === "ai" ? html`<span class="strength" data-testid="seat-strength">${strengthOf(info.ai, t, has)}</span>` : nothing}
        ${info.kind === "human" && info.ai ? html`<span class="badge" title=${t("web.seat.ai_plays_title")}>${t("web.seat.ai_plays")}</span>` : nothing}
        ${partner ? html`<span class="badge team-badge">${t("web.seat.partner")}</span>` : nothing}
        ${dealerMark(view?.dealer, seat)}
      </div>
      <div class="fan ${open ? "open" : ""}" data-testid="cards-left" data-seat=${seat} data-count=${left} aria-label=${t("web.seat.cards_left", { n: left })} title=${t("web.seat.cards_left", { n: left })}>
        ${open
          ? open.map((code) => html`<div class="small-card" data-card=${code} title=${cardName(code)}>${face(code, this.deck)}</div>`)
          : Array.from({ length: left }, () => html`<div class="small-card back">${back(this.deck)}</div>`)}
      </div>
    </div>`;
  }

  /** The stock face down with the cards left, and the briscola turned up under it. */
  private renderStock(state: BriState, view: BriView): TemplateResult {
    const us = sideOf(state.you);
    const [mine, theirs] = this.sides(state);
    const suit = suitOf(view.briscola);
    const faceUp = view.face_up;
    const stock = view.stock;
    return html`<div class="stock" data-testid="stock" data-count=${stock}>
      <div class="pile ${faceUp ? "" : "empty"}">
        ${faceUp
          ? html`<div class="face-up" data-testid="briscola" data-card=${faceUp} title=${cardName(faceUp)}>${face(faceUp, this.deck)}</div>`
          : nothing}
        ${stock > 1
          ? html`<div class="stock-back">${back(this.deck)}<span class="count" data-testid="stock-count">${stock}</span></div>`
          : nothing}
      </div>
      <div class="stock-caption">
        <span class="suit-name">${t("web.bri.briscola_suit", { suit: t(`card.suit.${suit}`) })}</span>
        <span class="muted">${stock ? t("web.bri.stock_left", { n: stock }) : t("web.bri.stock_empty")}</span>
        ${this.showPoints
          ? html`<span class="taken" data-testid="points-taken"
              >${t("web.bri.points_taken", { mine, us: view.taken[us], theirs, them: view.taken[1 - us] })}</span
            >`
          : nothing}
      </div>
    </div>`;
  }

  private renderTrick(state: BriState): TemplateResult {
    const view = state.view;
    const players = state.seats.length;
    let plays: BriCard[] = [];
    let complete = false;
    if (view) ({ plays, complete } = cardsOnTable(view));
    else if (state.last_trick) {
      plays = state.last_trick.plays.map((play) => ({ seat: play.seat, card: stepCard(play) }));
      complete = true;
    }
    const suit = view ? suitOf(view.briscola) : null;
    const winner = complete ? (state.last_trick?.winner ?? null) : plays.length && suit ? trickWinner(plays, suit) : null;
    return html`<div class="trick" data-testid="trick" data-complete=${complete ? "true" : "false"}>
      ${repeat(
        plays,
        (play) => `${play.seat}-${play.card}`,
        (play) => html`<figure
          class="played from-${briPosition(play.seat, state.you, players)} ${winner === play.seat ? "winner" : ""} ${complete ? "done" : ""}"
          data-card=${play.card}
          data-seat=${play.seat}
          title=${cardName(play.card)}
        >
          ${face(play.card, this.deck)}
          <figcaption>${this.name(state, play.seat)}</figcaption>
        </figure>`,
      )}
    </div>`;
  }

  /** Whose turn it is, or who took the trick just finished. */
  private renderStatus(state: BriState): TemplateResult {
    const view = state.view;
    if (!view || state.phase === "hand_over" || state.phase === "over") return html`<div class="status"></div>`;
    const { complete } = cardsOnTable(view);
    let text = "";
    if (state.phase === "trick_stop" && state.last_trick) {
      text = t("web.table.trick_taken_by", { name: this.name(state, state.last_trick.winner) });
    } else if (state.phase === "play") {
      text = view.to_move === state.you ? t("web.table.your_turn") : t("web.table.turn_of", { name: this.name(state, view.to_move) });
      if (complete && state.last_trick) text = `${t("web.table.trick_taken_by", { name: this.name(state, state.last_trick.winner) })} ${text}`;
    }
    return html`<div class="status ${isMyTurn(state) ? "mine" : ""}" data-testid="status" aria-live="polite">${text}</div>`;
  }

  private renderSouth(state: BriState): TemplateResult {
    const view = state.view;
    const hand = view?.hand ?? [];
    const myTurn = isMyTurn(state);
    const legal = new Set(view?.legal ?? []);
    const swap = swapStep(view);
    const suggested = this.suggestion ? suggestedCard(this.suggestion.step) : null;
    const suggestSwap = this.suggestion !== null && isSwap(this.suggestion.step);
    return html`<div class="seat south ${myTurn ? "to-move" : ""}" data-position="south" data-seat=${state.you}>
      <div class="nameplate">
        <span class="name">${this.name(state, state.you)}</span>
        ${dealerMark(view?.dealer, state.you)}
      </div>
      <div class="hand ${myTurn ? "my-turn" : ""}" data-testid="hand" role="group" aria-label=${t("web.table.your_hand")}>
        ${hand.map((code, index) => {
          const playable = myTurn && legal.has(code);
          return html`<button
            class="hand-card ${playable ? "playable" : ""} ${this.refusedCard === code ? "refused" : ""} ${suggested === code ? "suggested" : ""}"
            data-card=${code}
            data-playable=${playable ? "true" : "false"}
            aria-label=${`${cardName(code)} (${index + 1})`}
            title=${cardName(code)}
            @click=${() => this.step({ card: code })}
          >
            ${face(code, this.deck)}
          </button>`;
        })}
      </div>
      <div class="under-hand">
        ${swap && view?.face_up
          ? html`<button class="swap ${suggestSwap ? "suggested" : ""}" data-testid="swap-seven" data-card=${swap.swap} @click=${() => this.step(swap)}>
              ${t("web.bri.swap", { seven: cardName(swap.swap), card: cardName(view.face_up) })}
            </button>`
          : nothing}
        ${state.training && myTurn
          ? html`<button data-testid="suggest" @click=${() => this.suggest()}>${t("web.training.suggest")}</button>`
          : nothing}
        ${this.refusal ? html`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>` : nothing}
        ${this.suggestion && view ? this.renderSuggestion(this.suggestion, view) : nothing}
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

  /** Training, at a trick's end: why each computer played its card, and Continue. */
  private renderStop(state: BriState): TemplateResult {
    const explained = state.reasons.filter((reason) => pick(reason.text));
    return html`<div class="stop" data-testid="trick-stop">
      <div class="stop-head">
        <span>${t("web.bri.stop")}</span>
        <button class="primary" data-testid="continue" @click=${() => this.send({ type: "continue" })}>${t("web.training.continue")}</button>
      </div>
      ${explained.length
        ? html`<ul class="reasons">
            ${explained.map(
              (reason) => html`<li data-testid="reasons" data-seat=${reason.seat} data-card=${stepCard(reason.step)}>
                <b>${this.name(state, reason.seat)}</b>: ${pick(reason.text)}
              </li>`,
            )}
          </ul>`
        : nothing}
    </div>`;
  }

  private renderOverlays(state: BriState): TemplateResult {
    return html`
      ${state.phase === "trick_stop" ? this.renderStop(state) : nothing}
      ${this.showLast && state.last_trick && state.phase !== "hand_over" && state.phase !== "over" ? this.renderLastTrick(state) : nothing}
      ${state.phase === "hand_over" && state.hand_summary ? this.renderHandOver(state) : nothing}
      ${state.phase === "over" ? this.renderMatchOver(state) : nothing}
    `;
  }

  private renderLastTrick(state: BriState): TemplateResult {
    const last = state.last_trick!;
    return html`<div class="popover panel" data-testid="last-trick-panel">
      <h3>${t("web.table.last_trick")}</h3>
      <div class="row">
        ${last.plays.map(
          (play) => html`<figure class=${play.seat === last.winner ? "winner" : ""}>
            <div class="small-card" data-card=${stepCard(play)}>${face(stepCard(play), this.deck)}</div>
            <figcaption>${this.name(state, play.seat)}</figcaption>
          </figure>`,
        )}
      </div>
      <p>${t("web.table.trick_taken_by", { name: this.name(state, last.winner) })}</p>
      <button @click=${() => (this.showLast = false)}>${t("web.close")}</button>
    </div>`;
  }

  /** The hand just finished: each side's points, who won it, the hands won so far. */
  private renderSummary(state: BriState, heading: "h2" | "h3" = "h2"): TemplateResult | typeof nothing {
    const summary = state.hand_summary;
    if (!summary) return nothing;
    const result = summary.result;
    const us = sideOf(state.you);
    const [mine, theirs] = this.sides(state);
    const outcome = handOutcome(result, state.you);
    const options = this.gameOptions;
    const game = gameSoFar(summary.wins, options, state.you);
    const verdict = {
      won: t(state.seats.length === 4 ? "web.bri.hand_won_team" : "web.bri.hand_won"),
      lost: t(state.seats.length === 4 ? "web.bri.hand_lost_team" : "web.bri.hand_lost", { name: theirs }),
      draw: t("web.bri.hand_draw"),
    }[outcome];
    const tie = result.points[0] === result.points[1] && result.winner !== null;
    return html`<section data-testid="hand-summary" data-outcome=${outcome}>
      ${heading === "h2" ? html`<h2>${t("web.bri.hand_over", { n: summary.hand })}</h2>` : html`<h3>${t("web.bri.hand_over", { n: summary.hand })}</h3>`}
      <p class="verdict ${outcome}">${verdict}</p>
      <table>
        <tr>
          <th></th>
          <th>${mine}</th>
          <th>${theirs}</th>
        </tr>
        <tr data-row="points">
          <td>${t("web.bri.card_points")}</td>
          <td><b>${result.points[us]}</b></td>
          <td><b>${result.points[1 - us]}</b></td>
        </tr>
        <tr data-row="last_trick">
          <td>${t("web.summary.last_trick")}</td>
          <td>${result.last_trick === us ? "✓" : ""}</td>
          <td>${result.last_trick === 1 - us ? "✓" : ""}</td>
        </tr>
        <tr data-row="wins">
          <td>${t("web.bri.hands_won")}</td>
          <td>${game.us}</td>
          <td>${game.them}</td>
        </tr>
      </table>
      ${tie ? html`<p class="muted small">${t("web.bri.tie_last_trick")}</p>` : nothing}
      ${game.target && game.target > 1 ? html`<p class="muted">${t("web.bri.first_to_long", { n: game.target })}</p>` : nothing}
    </section>`;
  }

  /** Each hand's points so far (when the game has more than one hand). */
  private renderGame(state: BriState): TemplateResult | typeof nothing {
    const hands = state.match.hands;
    if (hands.length < 2) return nothing;
    const us = sideOf(state.you);
    const [mine, theirs] = this.sides(state);
    return html`<section class="match" data-testid="game-so-far">
      <h3>${t("web.bri.game_so_far")}</h3>
      <table>
        <tr>
          <th></th>
          <th>${mine}</th>
          <th>${theirs}</th>
        </tr>
        ${hands.map(
          (points, index) => html`<tr>
            <td>${t("web.bri.hand_n", { n: index + 1 })}</td>
            <td>${points[us]}${points[us] > 60 ? " ★" : ""}</td>
            <td>${points[1 - us]}${points[1 - us] > 60 ? " ★" : ""}</td>
          </tr>`,
        )}
      </table>
    </section>`;
  }

  private renderHandOver(state: BriState): TemplateResult {
    const ready = this.sentReady || state.ready.includes(state.you);
    const waiting = state.seats.filter((s) => s.kind === "human" && s.connected && !state.ready.includes(s.seat) && s.seat !== state.you);
    return html`<div class="overlay">
      <div class="panel summary">
        ${this.renderSummary(state)} ${this.renderGame(state)}
        <div class="buttons">
          ${state.training
            ? html`<button class="primary" data-testid="continue" @click=${() => this.send({ type: "continue" })}>${t("web.summary.next_hand")}</button>`
            : html`<button
                class="primary"
                data-testid="ready"
                ?disabled=${ready}
                @click=${() => {
                  this.sentReady = true;
                  void this.send({ type: "ready" });
                }}
              >
                ${t("web.summary.next_hand")}
              </button>`}
        </div>
        ${ready && waiting.length
          ? html`<p class="muted">${t("web.summary.waiting_for", { names: waiting.map((s) => this.name(state, s.seat)).join(", ") })}</p>`
          : nothing}
      </div>
    </div>`;
  }

  private renderMatchOver(state: BriState): TemplateResult {
    const winner = state.match.winner;
    const won = winner === sideOf(state.you);
    const team = state.seats.length === 4;
    const verdict =
      winner === null ? t("web.result.ended") : won ? t("web.result.won") : team ? t("web.result.lost") : t("web.bri.won_by", { name: this.sides(state)[1] });
    const alone = state.seats.every((seat) => seat.seat === state.you || seat.kind === "ai");
    return html`<div class="overlay">
      <div class="panel summary" data-testid="match-result">
        <h2>${verdict}</h2>
        ${state.within ? html`<p class="within">${this.renderWithin(state, "within-result")}</p>` : nothing}
        ${this.renderSummary(state, "h3")} ${this.renderGame(state)}
        <div class="buttons">
          ${alone && this.seat.mode !== "multi" && !state.within
            ? html`<button class="primary" data-testid="new-game" @click=${() => this.again()}>${t("web.result.again")}</button>`
            : nothing}
          <button data-testid="to-lobby" @click=${() => this.goLobby()}>${t("web.result.lobby")}</button>
        </div>
        ${this.refusal ? html`<p class="error" data-testid="illegal-move">${this.refusal}</p>` : nothing}
      </div>
    </div>`;
  }

  protected updated(changed: PropertyValues): void {
    if (changed.has("refusedCard") && this.refusedCard) {
      const card = this.renderRoot.querySelector(`.hand [data-card="${this.refusedCard}"]`);
      card?.animate([{ transform: "translateX(-4px)" }, { transform: "translateX(4px)" }, { transform: "none" }], { duration: 240 });
    }
  }

  static styles = [shared, dealerStyles, trickTableStyles, briscolaStyles];
}

customElements.define("briscola-view", BriscolaView);
