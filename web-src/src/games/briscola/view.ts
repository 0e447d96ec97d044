// The Briscola table: your three cards, the briscola turned up under the stock with the
// cards left, the trick and who played each card, the other seats, the points taken (on
// request), the hand's summary and the game so far; the 7's exchange; at a training table
// every hand open, the reasons at each trick's end and the suggestions.
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { api } from "../../shell/api";
import { back, face } from "../../shell/card-art";
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
  type BriOptions,
  type BriPosition,
  type BriState,
  type BriStep,
  type BriView,
} from "./logic";
import type { DeckId } from "../../shell/decks/index";
import { DisplayConsumer, changeDisplay } from "../../shell/display";
import { showsAnotherGame } from "../../shell/game-shown";
import { getLang, has, pick, t } from "../../shell/i18n";
import type { ErrorMessage, StepSuggestion, TableListing } from "../../shell/protocol";
import { audienceLine, sideHeadings, teacherClick, watchingToolbar } from "../../shell/components/watching";
import { Refused, TableConnection } from "../../shell/socket";
import { playSound } from "../../shell/sound";
import type { Seat, Store } from "../../shell/store";
import { shared } from "../../shell/styles";
import { refusalSentence, seatName, strengthOf, type SeatLabels } from "../../shell/table-logic";
import { dealerMark, dealerStyles } from "../../shell/components/dealer-mark";
import { briscolaStyles } from "./styles";
import { waitingRoom } from "../../shell/components/waiting-room";
import { statusOf, stockOf, trickOf, type Felt } from "./felt";
import { deckAndSound } from "../../shell/components/table-tools";
import { handOverPanel, matchOverPanel, trickStop, withinBadge, type SummaryContext } from "./summaries";
import { lastTrickPanel, type PanelContext } from "../../shell/components/table-panels";
import { trickTableStyles } from "../../shell/components/trick-table-styles";

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
    this.connection = new TableConnection(TableConnection.forSeat(this.seat, this.store.settings.nickname, location), {
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
    if (!state || !view || (!isSwap(step) && teacherClick(state, step.card, (m) => this.send(m)))) return;
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
    if (state.watching || state.seats.length === 4) return sideHeadings(state);
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
          <div class="table-top">${view ? stockOf(state, view, this.felt(state)) : nothing} ${trickOf(state, this.felt(state))}</div>
          ${statusOf(state, this.felt(state))}
          ${this.suggestion && state.view ? this.renderSuggestion(this.suggestion, state.view) : nothing}
          ${state.phase === "trick_stop" ? trickStop(state, (seat) => this.name(state, seat), () => void this.send({ type: "continue" })) : nothing}
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
      state,
      name: (seat) => this.name(state, seat),
      creator: this.seat.creator === true,
      refusal: this.refusal,
      start: () => void this.start(),
      leave: () => void this.leave(),
    });
  }


  private renderToolbar(state: BriState): TemplateResult {
    if (state.watching) return watchingToolbar(state, (seat) => this.name(state, seat), this.connected, state.match.wins, (m) => this.send(m));
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
        ${withinBadge(state)}
      </div>
      <div class="tools">
        ${state.training ? html`<span class="badge" data-testid="training-badge">${t("web.training.badge")}</span>` : nothing} ${audienceLine(state, (seat) => this.name(state, seat), (m) => this.send(m))}
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
      <div class="fan ${open ? "open" : ""}" data-testid="cards-left" data-seat=${seat} data-count=${left} aria-label=${t("web.seat.cards_left", { n: left })} title=${t("web.seat.cards_left", { n: left })}>
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
      <div class="refusal-slot">${this.refusal ? html`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>` : nothing}</div>
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
      ${state.phase === "over" ? this.renderMatchOver(state) : nothing}
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
      ready: this.sentReady || state.ready.includes(state.you),
      sendReady: () => {
        this.sentReady = true;
        void this.send({ type: "ready" });
      },
      goOn: () => void this.send({ type: "continue" }),
    });
  }

  private renderMatchOver(state: BriState): TemplateResult {
    const alone = state.seats.every((seat) => seat.seat === state.you || seat.kind === "ai");
    return matchOverPanel(state, {
      ...this.summaryContext(state),
      within: state.within ? withinBadge(state, "within-result") : nothing,
      again: alone && this.seat.mode !== "multi" && !state.within ? () => void this.again() : null,
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

  static styles = [shared, dealerStyles, trickTableStyles, briscolaStyles];
}

customElements.define("briscola-view", BriscolaView);
