// What every game's table view does the same, whatever its cards: one seat's (or a
// spectator's) connection to its table opened and closed with the view, the snapshots taken in
// (the turn, the match's end and a finished table's seat handled alike), a message sent and
// its refusal said, the keys, leaving, starting, another game alone, the waiting room, the
// toolbar's common tools and the hand-over's Ready. Each game's view (games/NAME/view.ts)
// extends it with its own felt, its own keys and what a new snapshot changes of its own.
import { LitElement, html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from "lit";
import { api } from "../api";
import type { DeckId } from "../decks/index";
import { DisplayConsumer, changeDisplay } from "../display";
import { showsAnotherGame } from "../game-shown";
import { getLang, t } from "../i18n";
import type { Answer, ErrorMessage, StateMessage, TableListing } from "../protocol";
import { Refused, TableConnection } from "../socket";
import { playSound } from "../sound";
import type { Seat, Store } from "../store";
import { seatName, type SeatLabels } from "../table-logic";
import { eveningRoundOver } from "../evening-table-logic";
import { eveningBadge, eveningOverPanel } from "./evening-table";
import { deckAndSound } from "./table-tools";
import { waitingRoom } from "./waiting-room";
import { audienceLine, watchingToolbar } from "./watching";

/** The options of a game's hands, as its snapshots' view carries them. */
export type OptionsOf<S extends StateMessage> = NonNullable<S["view"]>["options"];

/** What a game's view says of itself to the shared part. */
export interface TableViewSetup {
  /** The game's name, as its snapshots' `game` writes it: another game's snapshot hands the
   *  table to that game's view (the Roman match, game-shown.ts). */
  game: string;
  /** Whether the view asks the lobby's listing of its table (`listed`: its options before a
   *  hand is dealt); true unless said. */
  listing?: boolean;
  /** The catalog key of the question asked before leaving a table in play. */
  leaveConfirm?: string;
}

/** An error the server sent, in the page's language. */
function said(error: Pick<ErrorMessage, "message" | "message_it">): string {
  return getLang() === "it" ? error.message_it : error.message;
}

/** The table view of one seat, `S` its game's snapshot. */
export abstract class TableViewBase<S extends StateMessage> extends LitElement {
  static properties: PropertyDeclarations = {
    seat: { attribute: false },
    store: { attribute: false },
    state: { state: true },
    listed: { state: true },
    connected: { state: true },
    refusal: { state: true },
    refusedCard: { state: true },
    sentReady: { state: true },
  };

  declare seat: Seat;
  declare store: Store;
  declare state: S | null;
  /** The table as the lobby lists it (its options, while no hand is in play to say them). */
  declare listed: TableListing | null;
  declare connected: boolean;
  /** What was refused last, in words ("" for nothing). */
  declare refusal: string;
  /** The card of the hand the refusal is about ("" for none): it shakes. */
  declare refusedCard: string;
  /** This seat said it is ready for the next hand. */
  declare sentReady: boolean;
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  private connection: TableConnection<S> | null = null;
  /** The panel back to the evening was shown (and its button given the focus). */
  private eveningBackFocused = false;
  private readonly setup: Required<TableViewSetup>;
  /** The options of the last hand seen (between hands the snapshot has no view). */
  protected handOptions: OptionsOf<S> | null = null;
  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (target && ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName)) return;
    this.key(event);
  };

  constructor(setup: TableViewSetup) {
    super();
    this.setup = { listing: true, leaveConfirm: "web.table.leave_confirm", ...setup };
    this.state = null;
    this.listed = null;
    this.connected = false;
    this.refusal = "";
    this.refusedCard = "";
    this.sentReady = false;
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.onKey);
    this.connection = new TableConnection<S>(TableConnection.forSeat(this.seat, this.store.settings.nickname, location), {
      state: (state) => this.receive(state),
      error: (error) => this.refuse(said(error)),
      connected: (connected) => (this.connected = connected),
    });
    this.connection.connect();
    if (!this.setup.listing) return;
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

  // -- what each game's view says -------------------------------------------------------

  /** What a new snapshot changes of the game's own, `before` the last one (its sounds of a
   *  card played, what it clears); called before the turn's sound and the match's end. */
  protected abstract receiving(state: S, before: S | null): void;
  /** Whether it is this seat's turn to play (its sound, a suggestion asked). */
  protected abstract myTurn(state: S | null): boolean;
  /** A seat's place at the table as this seat sees it ("north"…): a computer is named by it. */
  protected abstract placeOf(state: S, seat: number): string;
  /** A key pressed on the page (not with a modifier, not in a field). */
  protected abstract key(event: KeyboardEvent): void;
  /** The waiting room's heading: the game and "Waiting room". */
  protected abstract waitingTitle(): string;
  /** The table when it is not waiting. */
  protected abstract renderTable(state: S): TemplateResult;

  /** An answer to a message sent (a suggestion…): the game takes what it asked for. */
  protected answered(_answer: Answer): void {}

  /** The table's options in words for the waiting room (null: not said). */
  protected tableOptions(): string | null {
    return null;
  }

  /** The turn's sound, once it becomes this seat's turn. */
  protected turnSound(): void {
    playSound("turn", this.sounds);
  }

  /** A start the server refused, said in the waiting room. */
  protected startRefused(message: string): void {
    this.refusal = message;
  }

  // -- the connection ------------------------------------------------------------------

  private receive(state: S): void {
    if (showsAnotherGame(this, this.seat.table, this.setup.game, state)) return; // the Roman match's other game
    const before = this.state;
    this.receiving(state, before);
    if (this.myTurn(state) && !this.myTurn(before)) this.turnSound();
    if (state.phase !== "hand_over") this.sentReady = false;
    if (state.view) this.handOptions = state.view.options as OptionsOf<S>;
    // the sides alternate round the table: a seat's side is its number's parity
    if (state.phase === "over" && before?.phase !== "over" && state.match.winner !== null) {
      playSound(state.match.winner === state.you % 2 ? "win" : "lose", this.sounds);
    }
    if (state.status === "finished" && this.seat.mode !== "multi") this.store.removeSeat(this.seat.table);
    this.state = state;
  }

  /** Say a refusal (and shake its `card` of the hand, if any). */
  protected refuse(message: string, card = ""): void {
    this.refusal = message;
    this.refusedCard = card;
    playSound("refuse", this.sounds);
  }

  /** Send a message to the table: its answer (null when refused, said with its `card`). */
  protected async send(message: Record<string, unknown>, card = ""): Promise<Answer | null> {
    try {
      const answer = await this.connection?.send(message);
      if (!answer) return null;
      this.answered(answer);
      return answer;
    } catch (error) {
      if (error instanceof Refused) this.refuse(said(error.answer), card);
      return null;
    }
  }

  // -- what every table has ---------------------------------------------------------------

  protected get deck(): DeckId {
    return this.display.value.deck;
  }

  protected get sounds(): boolean {
    return this.store.settings.sounds;
  }

  /** The game's options: the hand's, else the last hand's, else the table's as listed. */
  protected get gameOptions(): OptionsOf<S> | null {
    const hand = this.state?.view?.options as OptionsOf<S> | undefined;
    return hand ?? this.handOptions ?? ((this.listed?.options as unknown as OptionsOf<S> | undefined) ?? null);
  }

  /** How this table names its seats: a computer by its place ("North"). */
  protected labels(state: S): SeatLabels {
    return {
      ai: t("web.seat.ai"),
      open: t("web.seat.open"),
      you: t("web.seat.you"),
      place: (seat) => t(`web.place.${this.placeOf(state, seat)}`),
    };
  }

  /** A seat as the table names it: a person by the name, a computer by its place. */
  protected name(state: S, seat: number): string {
    return seatName(state, seat, this.labels(state));
  }

  /** Ask for a suggestion (training, on this seat's turn). */
  protected suggest(): void {
    if (this.state?.training && this.myTurn(this.state)) void this.send({ type: "suggest" });
  }

  protected goLobby(): void {
    location.hash = "#/";
  }

  /** Leave the table (asked first while it plays). */
  protected async leave(): Promise<void> {
    if (this.state?.status === "playing" && !confirm(t(this.setup.leaveConfirm))) return;
    const inPlay = this.state?.status === "playing";
    await this.send({ type: "leave" });
    this.store.leaveSeat(this.seat.table, inPlay);
    this.goLobby();
  }

  /** Start a waiting table (its creator's button). */
  protected async start(): Promise<void> {
    try {
      await api.start(this.seat.table, this.seat.token);
    } catch (error) {
      this.startRefused(error instanceof Error ? error.message : String(error));
    }
  }

  /** Another game alone with the same options and the same computer players. */
  protected async again(): Promise<void> {
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

  /** Another game alone, offered at this browser's own table where every other seat is a
   *  computer's (null: not offered; never at a club evening's table). */
  protected againOffer(state: S): (() => void) | null {
    if (state.evening || this.seat.evening) return null;
    const alone = state.seats.every((seat) => seat.seat === state.you || seat.kind === "ai");
    return alone && this.seat.mode !== "multi" ? () => void this.again() : null;
  }

  /** Whether this seat is ready for the next hand (said, or as the table has it). */
  protected isReady(state: S): boolean {
    return this.sentReady || state.ready.includes(state.you);
  }

  /** Say this seat is ready for the next hand. */
  protected sendReady(): void {
    this.sentReady = true;
    void this.send({ type: "ready" });
  }

  /** Go on after a training stop. */
  protected goOn(): void {
    void this.send({ type: "continue" });
  }

  // -- rendering --------------------------------------------------------------------------

  render(): TemplateResult {
    const state = this.state;
    if (!state) return html`<div class="loading">${t("web.table.connecting")}</div>`;
    if (state.status === "waiting") return this.renderWaiting(state);
    return this.renderTable(state);
  }

  private renderWaiting(state: S): TemplateResult {
    return waitingRoom({
      title: this.waitingTitle(),
      table: this.seat.table,
      options: this.tableOptions(),
      state,
      name: (seat) => this.name(state, seat),
      creator: this.seat.creator === true,
      refusal: this.refusal,
      start: () => void this.start(),
      leave: () => void this.leave(),
    });
  }

  /** A spectator's toolbar, with each side's `score`. */
  protected watchingBar(state: S, score: readonly number[]): TemplateResult {
    return watchingToolbar(state, (seat) => this.name(state, seat), this.connected, score, (m) => this.send(m));
  }

  /** A seat's toolbar's first tools: the club evening's board, the training badge, who
   *  watches, a lost connection. */
  protected seatBadges(state: S): TemplateResult {
    return html`${eveningBadge(state.evening)} ${state.training ? html`<span class="badge" data-testid="training-badge">${t("web.training.badge")}</span>` : nothing}
      ${audienceLine(state, (seat) => this.name(state, seat), (m) => this.send(m))}
      ${this.connected ? nothing : html`<span class="badge warn">${t("web.table.reconnecting")}</span>`}`;
  }

  /** The match's end: the game's own panel (`own`), or at a club evening's table whose
   *  boards are played the panel back to the evening (no new game, no rematch). */
  protected matchEnd(state: S, own: () => TemplateResult): TemplateResult {
    return state.evening && eveningRoundOver(state) ? eveningOverPanel(state.evening) : own();
  }

  /** The deck menu and the sound switch. */
  protected deckTools(): TemplateResult {
    return deckAndSound(
      this.deck,
      this.sounds,
      (deck) => changeDisplay(this, { deck }),
      () => {
        this.store.update({ sounds: !this.sounds });
        this.requestUpdate();
      },
    );
  }

  /** Leave a friends' table; pause one's own (back to the lobby, the seat kept). */
  protected leaveOrPause(): TemplateResult {
    return this.seat.mode === "multi"
      ? html`<button class="quiet" data-testid="leave" @click=${() => this.leave()}>${t("web.table.leave")}</button>`
      : html`<button class="quiet" data-testid="back-to-lobby" title=${t("web.table.pause")} @click=${() => this.goLobby()}>
          <span class="long">${t("web.table.pause")}</span><span class="short">${t("web.table.pause_short")}</span>
        </button>`;
  }

  /** Where the last refusal is said, above the hand. */
  protected refusalSlot(): TemplateResult {
    return html`<div class="refusal-slot">${this.refusal ? html`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>` : nothing}</div>`;
  }

  protected updated(changed: PropertyValues): void {
    // the panel back to the evening is a dialog: its button takes the focus once it shows
    const back = this.renderRoot.querySelector<HTMLElement>("[data-testid=evening-back]");
    if (back && !this.eveningBackFocused) back.focus();
    this.eveningBackFocused = back !== null;
    if (changed.has("refusedCard") && this.refusedCard) {
      const card = this.renderRoot.querySelector(`.hand [data-card="${this.refusedCard}"]`);
      card?.animate([{ transform: "translateX(-4px)" }, { transform: "translateX(4px)" }, { transform: "none" }], { duration: 240 });
    }
  }
}
