// The Pinnacola table: your hand (click cards to select them), each team's melds, the
// discard pile fanned out, the stock, the steps of a turn, and the score after each hand.
import { html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { back, face } from "../../shell/card-art";
import { t } from "../../shell/i18n";
import type { Answer } from "../../shell/protocol";
import {
  frenchName,
  handPerRow,
  isMyTurn,
  keepsMeld,
  layStep,
  meaningLabel,
  needsMeaning,
  actionReasons,
  offers,
  pileTake,
  stepMessage,
  pinPosition,
  pinTeam,
  selectedCards,
  sortFrench,
  toggled,
  wildTaken,
  type PinState,
  type PinStep,
  type PinSuggestion,
  type PinView,
} from "./logic";
import { pinTrainingPanel } from "./training";
import { bringDockUp, fitUnderPage, meldColumns, playerScrolled, otherPlayers, type PinFelt } from "./felt";
import { overlayShown, pinOverlays } from "./summaries";
import { sideHeadings, teacherClick } from "../../shell/components/watching";
import { shared } from "../../shell/styles";
import { dealerMark, dealerStyles } from "../../shell/components/dealer-mark";
import { TableViewBase } from "../../shell/components/table-view-base";
import { pinnacolaScreenStyles } from "./screen-styles";
import { pinnacolaStyles } from "./styles";

const DECK = "francesi";

export class PinnacolaView extends TableViewBase<PinState> {
  static properties = {
    suggestion: { state: true },
    picked: { state: true },
    meld: { state: true },
    pileIndex: { state: true },
    choices: { state: true },
  };

  declare picked: Set<number>;
  /** Training: the step the computer suggested for this turn, with why. */
  declare suggestion: PinSuggestion | null;
  declare meld: number | null;
  declare pileIndex: number | null;
  /** Ways to lay the selection when a wild card could stand for several cards. */
  declare choices: { meld: number | null; options: string[][] } | null;

  constructor() {
    super({ game: "pinnacola", listing: false, leaveConfirm: "web.pin.leave_confirm" });
    this.picked = new Set();
    this.suggestion = null;
    this.meld = null;
    this.pileIndex = null;
    this.choices = null;
  }

  /** The panel over the table that was last given the focus (null: none shown). */
  private focused: string | null = null;
  /** Where bringDockUp left the page (null: not yet). Until the player scrolls, the table is
   *  placed again as it changes. */
  private placedAt: number | null = null;
  private readonly onResize = (): void => this.place();

  private place(): void {
    fitUnderPage(this, this.renderRoot);
    if (!playerScrolled(this.placedAt)) this.placedAt = bringDockUp(this.renderRoot);
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("resize", this.onResize);
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("resize", this.onResize);
  }

  /** The table is fitted to the screen under what is above it; a panel that opens over the
   *  table (a hand's summary, the match's end) takes the focus, on its button. */
  protected updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.state?.view) this.place();
    const shown = this.state ? overlayShown(this.state) : null;
    if (shown !== this.focused) {
      this.focused = shown;
      this.renderRoot.querySelector<HTMLElement>(".overlay [data-autofocus]")?.focus();
    }
  }

  /** Keyboard play: D draws from the stock, M melds and A attaches the selection, X discards
   *  it, U undoes the melds, S asks for a suggestion (training); Tab and Enter pick cards. */
  protected key(event: KeyboardEvent): void {
    const state = this.state;
    const view = state?.view;
    if (!state || !view) return;
    const selected = this.selection(view);
    const offer = offers(state, selected, this.meld, this.pileIndex);
    const key = event.key.toLowerCase();
    if (key === "d" && offer.drawStock) void this.step({ draw: { from: "stock" } });
    else if (key === "m" && offer.meld) void this.lay("meld");
    else if (key === "a" && offer.attach) void this.lay("attach");
    else if (key === "x" && offer.discard) void this.step({ discard: selected[0] });
    else if (key === "u" && offer.undo) void this.step({ undo: true });
    else if (key === "s" && state.training && isMyTurn(state)) void this.suggest();
  }

  protected receiving(state: PinState, before: PinState | null): void {
    const handBefore = before?.view?.hand.join(" ");
    if (!isMyTurn(state) || state.view?.hand.join(" ") !== handBefore) {
      this.picked = new Set();
      this.choices = null;
    }
    if (state.view?.turn?.actions.length !== before?.view?.turn?.actions.length || !isMyTurn(state)) this.suggestion = null;
    if (state.view?.phase !== "draw") this.pileIndex = null;
    if (this.meld !== null && !state.view?.melds.some((m) => m.number === this.meld)) this.meld = null;
  }

  protected myTurn(state: PinState | null): boolean {
    return isMyTurn(state);
  }

  /** Every message sent puts the last refusal away. */
  protected send(message: Record<string, unknown>): Promise<Answer | null> {
    this.refusal = "";
    return super.send(message);
  }

  private hand(view: PinView): string[] {
    return sortFrench(view.hand, view.options.pinelle);
  }

  private selection(view: PinView): string[] {
    return selectedCards(this.hand(view), this.picked);
  }

  private async step(step: PinStep): Promise<void> {
    const view = this.state?.view;
    if (!view) return;
    const answer = await this.send(stepMessage(step, view));
    if (answer?.type === "ack") {
      this.picked = new Set();
      this.choices = null;
      if (!keepsMeld(step)) this.meld = null;
    }
  }

  /** Training: ask the computer for this turn's next step. */
  protected async suggest(): Promise<void> {
    const answer = await this.send({ type: "suggest" });
    if (answer?.type === "pin_suggestion") this.suggestion = answer as unknown as PinSuggestion;
  }

  /** Lay or attach the selection; a bare wild card is given its meaning first. */
  private async lay(action: "meld" | "attach"): Promise<void> {
    const view = this.state?.view;
    if (!view) return;
    const cards = this.selection(view);
    const meld = action === "attach" ? this.meld : null;
    if (needsMeaning(cards, view.options.pinelle)) {
      const answer = await this.send({ type: "pin_choices", cards, ...(meld === null ? {} : { meld }) });
      const options = (answer && "choices" in answer ? answer.choices : undefined) ?? [];
      if (options.length > 1) {
        this.choices = { meld, options };
        return;
      }
      if (options.length === 1) {
        await this.step(layStep(options[0], meld));
        return;
      }
    }
    await this.step(layStep(cards, meld));
  }

  private async swap(): Promise<void> {
    const view = this.state?.view;
    const target = view?.melds.find((m) => m.number === this.meld);
    if (!view || !target) return;
    const take = wildTaken(target, view.options.pinelle);
    if (take === null) return;
    await this.step({ swap: target.number, give: this.selection(view)[0], take });
  }

  private async takePile(): Promise<void> {
    if (this.pileIndex !== null) await this.step({ draw: { from: "discard", index: this.pileIndex } });
  }

  protected placeOf(state: PinState, seat: number): string {
    return pinPosition(seat, state.you, state.view?.options.players ?? state.seats.length, state.view?.options.direction ?? "anticlockwise");
  }

  private felt(state: PinState): PinFelt {
    return {
      name: (seat) => this.name(state, seat),
      meld: this.meld,
      chooseMeld: (meld) => (this.meld = meld),
      sides: state.watching ? sideHeadings(state) : null,
    };
  }

  // -- rendering --------------------------------------------------------------------------

  protected renderTable(state: PinState): TemplateResult {
    const view = state.view;
    return html`
      ${this.renderToolbar(state)}
      ${view
        ? html`<div class="felt" data-testid="pinnacola-table" ?inert=${overlayShown(state) !== null}>
            <div class="others ${view.options.players > 2 ? "three" : "one"}">${otherPlayers(state, view, this.felt(state))}</div>
            <div class="melds">${meldColumns(view, this.felt(state))}</div>
            <div class="dock ${state.training ? "with-training" : ""}">
              <div class="middle">${this.renderStock(state, view)} ${this.renderPile(state, view)}</div>
              ${this.renderSouth(state, view)} ${state.training ? this.renderTraining(state) : nothing}
            </div>
          </div>`
        : nothing}
      ${this.renderOverlays(state)}
    `;
  }

  protected waitingTitle(): string {
    return `${t("web.pin.title")} — ${t("web.waiting.title")}`;
  }

  private renderToolbar(state: PinState): TemplateResult {
    if (state.watching) return this.watchingBar(state, state.match.score);
    const view = state.view;
    const us = pinTeam(state.you);
    const score = state.match.score;
    const options = view?.options;
    return html`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite">
        <span class="team us">${t("web.team.us")} <b>${score[us]}</b></span>
        <span class="team them">${t("web.team.them")} <b>${score[1 - us]}</b></span>
        ${options
          ? html`<span class="muted"
              >${options.mode === "single" ? t("web.pin.single_hand") : t("web.score.target", { target: options.target })}
              · ${t("web.pin.hand_number", { n: view?.hand_number ?? 1 })}</span
            >`
          : nothing}
      </div>
      <div class="tools">
        ${this.seatBadges(state)}
        ${this.seat.mode === "multi" || state.status === "playing"
          ? html`<button class="quiet" data-testid="leave" title=${t("web.table.leave")} @click=${() => this.leave()}>
              <span class="long">${t("web.table.leave")}</span><span class="short">${t("web.table.leave_short")}</span>
            </button>`
          : nothing}
        <button class="quiet" data-testid="back-to-lobby" title=${t("web.table.pause")} @click=${() => this.goLobby()}>
          <span class="long">${t("web.table.pause")}</span><span class="short">${t("web.table.pause_short")}</span>
        </button>
      </div>
    </div>`;
  }

  private renderStock(state: PinState, view: PinView): TemplateResult {
    const offer = offers(state, [], null, null);
    return html`<div class="stock">
      <button
        class="stock-button"
        data-testid="draw-stock"
        ?disabled=${!offer.drawStock}
        title=${t("web.pin.draw_stock")}
        @click=${() => this.step({ draw: { from: "stock" } })}
      >
        <div class="card-back">${back(DECK)}</div>
        <span>${t("web.pin.stock", { n: view.stock_size })}</span>
      </button>
      ${offer.endHand
        ? html`<button data-testid="end-hand" @click=${() => this.step({ draw: null })}>${t("web.pin.end_hand")}</button>`
        : nothing}
    </div>`;
  }

  private renderPile(state: PinState, view: PinView): TemplateResult {
    const mine = isMyTurn(state) && view.phase === "draw";
    const taking = this.pileIndex === null ? [] : pileTake(view.pile, this.pileIndex);
    const offer = offers(state, [], null, this.pileIndex);
    return html`<div class="pile-area">
      <div class="pile" data-testid="pile" role="group" aria-label=${t("web.pin.pile")}>
        ${view.pile.map((code, index) => {
          const usable = mine && view.usable_pile.includes(index);
          const inTake = this.pileIndex !== null && index >= this.pileIndex;
          return html`<button
            class="pile-card ${usable ? "usable" : ""} ${inTake ? "taking" : ""}"
            data-index=${index}
            data-card=${code}
            data-usable=${usable ? "true" : "false"}
            title=${frenchName(code)}
            ?disabled=${!mine}
            @click=${() => (this.pileIndex = this.pileIndex === index ? null : index)}
          >
            ${face(code, DECK)}
          </button>`;
        })}
        ${view.pile.length ? nothing : html`<span class="muted">${t("web.pin.pile_empty")}</span>`}
      </div>
      ${taking.length
        ? html`<div class="take" data-testid="pile-take">
            <span
              >${taking.length > 1
                ? t("web.pin.take_with", { card: frenchName(taking[0]), n: taking.length - 1 })
                : t("web.pin.take_one", { card: frenchName(taking[0]) })}</span
            >
            <span class="muted small">${taking.map((code) => frenchName(code)).join(", ")}</span>
            <button class="primary" data-testid="take-pile" ?disabled=${!offer.takePile} @click=${() => this.takePile()}>
              ${t("web.pin.take_pile")}
            </button>
            ${offer.takePile ? nothing : html`<span class="muted small">${t("web.pin.pile_unusable")}</span>`}
          </div>`
        : nothing}
    </div>`;
  }

  private renderSouth(state: PinState, view: PinView): TemplateResult {
    const hand = this.hand(view);
    const myTurn = isMyTurn(state);
    const selected = this.selection(view);
    const offer = offers(state, selected, this.meld, this.pileIndex);
    const why = actionReasons(state, selected, this.meld, this.pileIndex);
    const discardable = new Set(view.discardable);
    return html`<div class="south ${myTurn ? "my-turn" : ""} ${state.watching ? "watching" : ""}">
      <div class="status">
        ${dealerMark(view.dealer, state.you)}
        <p class="prompt" data-testid="prompt" aria-live="polite">
          ${myTurn
            ? view.phase === "draw"
              ? t("web.pin.prompt_draw")
              : t("web.pin.prompt_meld")
            : state.phase === "play" && view.to_move !== null
              ? t("web.pin.waiting_for", { name: this.name(state, view.to_move) })
              : ""}
        </p>
      </div>
      ${view.must_use.length
        ? html`<p class="notice" data-testid="must-use">${t("web.pin.must_use", { cards: view.must_use.map((c) => frenchName(c)).join(", ") })}</p>`
        : nothing}
      ${myTurn && view.phase === "meld" && why.meld && why.discard
        ? html`<p class="muted small" data-testid="action-hint">${t(why.meld)} ${t(why.discard)}</p>`
        : nothing}
      <div class="hand" data-testid="hand" role="group" aria-label=${t("web.table.your_hand")} style="--per-row: ${handPerRow(hand.length)}">
        ${hand.map((code, index) => {
          const picked = this.picked.has(index);
          return html`<button
            class="card ${picked ? "picked" : ""} ${index === hand.indexOf(state.hint ?? "") ? "suggested" : ""}"
            data-card=${code}
            data-playable=${myTurn && view.phase === "meld" && discardable.has(code) ? "true" : "false"}
            aria-pressed=${picked ? "true" : "false"}
            title=${frenchName(code)}
            @click=${() => teacherClick(state, code, (m) => this.send(m)) || (this.picked = toggled(this.picked, index))}
          >
            ${face(code, DECK)}
          </button>`;
        })}
      </div>
      <div class="actions">
        <button data-testid="meld" ?disabled=${!offer.meld} title=${why.meld ? t(why.meld) : ""} @click=${() => this.lay("meld")}>${t("web.pin.meld")}</button>
        <button data-testid="attach" ?disabled=${!offer.attach} title=${why.attach ? t(why.attach) : ""} @click=${() => this.lay("attach")}>
          ${t("web.pin.attach")}
        </button>
        <button data-testid="swap" ?disabled=${!offer.swap} title=${why.swap ? t(why.swap) : ""} @click=${() => this.swap()}>${t("web.pin.swap")}</button>
        <button class="primary" data-testid="discard" ?disabled=${!offer.discard} title=${why.discard ? t(why.discard) : ""} @click=${() => this.step({ discard: selected[0] })}>
          ${t("web.pin.discard")}
        </button>
        <button class="quiet" data-testid="undo" ?disabled=${!offer.undo} @click=${() => this.step({ undo: true })}>${t("web.pin.undo")}</button>
        ${this.picked.size ? html`<button class="quiet" @click=${() => (this.picked = new Set())}>${t("web.pin.clear")}</button>` : nothing}
      </div>
      ${this.meld !== null ? html`<p class="muted small">${t("web.pin.meld_chosen", { n: this.meld + 1 })}</p>` : nothing}
      ${this.choices
        ? html`<div class="choices" data-testid="meld-choices">
            <span>${t("web.pin.choose_meaning")}</span>
            ${this.choices.options.map(
              (option, index) => html`<button
                data-choice=${index}
                @click=${() => {
                  const chosen = this.choices;
                  if (!chosen) return;
                  void this.step(layStep(option, chosen.meld));
                }}
              >
                ${meaningLabel(option, this.choices?.options ?? [])}
              </button>`,
            )}
          </div>`
        : nothing}
      ${this.refusal ? html`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>` : nothing}
    </div>`;
  }

  /** Training: Suggest and its answer, and why the computers took their last steps. */
  private renderTraining(state: PinState): TemplateResult {
    return pinTrainingPanel({
      myTurn: isMyTurn(state),
      suggestion: this.suggestion,
      reasons: state.pin_reasons,
      name: (seat) => this.name(state, seat),
      suggest: () => void this.suggest(),
      take: (suggestion) => void this.step(suggestion.step),
      toggled: () => this.place(),
    });
  }

  private renderOverlays(state: PinState): TemplateResult {
    const overlays = (): TemplateResult => pinOverlays(state, { sentReady: this.sentReady, sendReady: () => this.sendReady() });
    return state.phase === "over" ? this.matchEnd(state, overlays) : overlays();
  }

  static styles = [shared, dealerStyles, pinnacolaStyles, pinnacolaScreenStyles];
}

customElements.define("pinnacola-view", PinnacolaView);
