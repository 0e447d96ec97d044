// Tressette's replay viewer (the replay page gives it the record): a match stepped card by card
// with the keyboard or the buttons, every hand face up, the trick on the table, the thirds
// taken, and beside each card the solver's value of the card played and of the best card (the
// server's analysis routes: of the table's record, or of the record given as a file), with
// each side's costliest cards of the hand.
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { recordAnalysis, tableAnalysis, type Analysis } from "./analysis";
import { face } from "../../shell/card-art";
import { cardName, theCard } from "../../shell/cards";
import { DisplayConsumer } from "../../shell/display";
import { api } from "../../shell/api";
import { decimal, getLang, has, t } from "../../shell/i18n";
import { reasonsText } from "../../shell/table-logic";
import { signalNamed } from "./logic";
import type { TressetteInfo } from "./protocol";
import { GAME_END, replayGo, type ReplayStart } from "../../shell/replay-address";
import { addressOf, gameBetween, handsOf, mistakes, moved, placeOf, position, type Hand, type HandValues, type Mistake, type Place, type PlayValue, type TressetteRecord } from "./replay-logic";
import { shared } from "../../shell/styles";
import { placeName, replayBar, replayKey, replayStyles, sideOf } from "../../shell/components/replay-parts";

export class TressetteReplay extends LitElement {
  static properties = {
    match: { attribute: false },
    start: { attribute: false },
    record: { attribute: false },
    analysis: { state: true },
    place: { state: true },
    message: { state: true },
    analysing: { state: true },
    info: { state: true },
  };

  /** The table whose record is shown (null: a file dropped on the page). */
  declare match: string | null;
  /** Where to open: game, hand and play from the address. */
  declare start: ReplayStart | null;
  declare record: TressetteRecord | null;
  declare analysis: Analysis | null;
  declare place: Place;
  declare message: string;
  declare analysing: boolean;
  /** Tressette's info: its signals' names. */
  declare info: TressetteInfo | null;
  readonly display = new DisplayConsumer(this);
  private hands: Hand[] = [];
  private readonly keys = (event: KeyboardEvent): void => this.onKey(event);

  constructor() {
    super();
    this.match = null;
    this.start = null;
    this.record = null;
    this.analysis = null;
    this.place = { index: 0, play: 0 };
    this.message = "";
    this.analysing = false;
    this.info = null;
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.keys);
    const record = this.record;
    if (!record) return;
    this.hands = handsOf(record);
    const match = this.match;
    void this.analyse(() => (match ? tableAnalysis(match) : recordAnalysis(record)));
    api.gameInfo<TressetteInfo>("tressette").then(
      (info) => (this.info = info),
      () => undefined, // the signals are then named by their ids
    );
  }

  willUpdate(changed: PropertyValues<this>): void {
    // the place follows the address: on opening, and whenever the address changes
    if (changed.has("record")) this.hands = this.record ? handsOf(this.record) : [];
    if (changed.has("start") || changed.has("record")) {
      const start = this.start ?? { game: 1, hand: 1, play: 0 };
      this.place = placeOf(this.hands, start.game, start.hand, start.play);
      this.keepAddress();
    }
  }

  disconnectedCallback(): void {
    window.removeEventListener("keydown", this.keys);
    super.disconnectedCallback();
  }

  private async analyse(ask: () => Promise<Analysis>): Promise<void> {
    this.analysing = true;
    try {
      this.analysis = await ask();
    } catch (error) {
      this.message = (error as Error).message;
    } finally {
      this.analysing = false;
    }
  }

  private go(place: Place): void {
    const from = this.hands[this.place.index];
    const to = this.hands[place.index];
    // a game of the match played at another game lies between: its viewer is gone to
    const between = from && to ? gameBetween(from.game, to.game) : null;
    if (between !== null) {
      const forward = between > (from?.game ?? 0);
      this.dispatchEvent(replayGo({ game: between, hand: forward ? 1 : GAME_END, play: forward ? 0 : GAME_END }));
      return;
    }
    this.place = place;
    this.keepAddress();
  }

  /** A step of the keys or the buttons: past the first or the last place of these hands, to
   *  the game of the match before or after (another game's viewer shows it). */
  private step(place: Place, forward: boolean): void {
    const hand = this.hands[this.place.index];
    if (hand && place.index === this.place.index && place.play === this.place.play) {
      const next = forward ? hand.game + 1 : hand.game - 1;
      if (next >= 1 && next <= (this.record?.games?.length ?? 0)) {
        this.dispatchEvent(replayGo({ game: next, hand: forward ? 1 : GAME_END, play: forward ? 0 : GAME_END }));
      }
      return;
    }
    this.go(place);
  }

  /** The address of the place shown (replaced, not pushed: stepping adds no history). */
  private keepAddress(): void {
    const hand = this.hands[this.place.index];
    if (this.match && hand) history.replaceState(null, "", addressOf(this.match, hand, this.place.play));
  }

  private onKey(event: KeyboardEvent): void {
    if (!this.record) return;
    const hand = this.hands[this.place.index];
    const move = replayKey<[Place, boolean]>(event, {
      ArrowRight: () => [moved(this.hands, this.place, 1), true],
      ArrowLeft: () => [moved(this.hands, this.place, -1), false],
      PageDown: () => [{ index: Math.min(this.place.index + 1, this.hands.length - 1), play: 0 }, true],
      PageUp: () => [{ index: Math.max(this.place.index - 1, 0), play: 0 }, false],
      Home: () => [{ index: this.place.index, play: 0 }, false],
      End: () => [{ index: this.place.index, play: hand?.data.plays.length ?? 0 }, true],
    });
    if (!move) return;
    const [place, forward] = move;
    if (event.key.startsWith("Arrow") || event.key.startsWith("Page")) this.step(place, forward);
    else this.go(place);
  }

  private values(hand: Hand): HandValues | undefined {
    return this.analysis?.hands.find((h) => h.game === hand.game && h.hand === hand.hand);
  }

  private name(seat: number): string {
    return placeName(seat, this.record?.players);
  }

  /** A signal of the record's vocabulary as the table's buttons name it. */
  private signal(id: string): string {
    return signalNamed(this.info, this.record?.options?.signals ?? "", id, getLang());
  }

  /** The club player's reasons in the page's words, the seats named by their places
   *  ("partner (North) knocked"); the server's own sentence where the page has none. */
  private reasons(ai: NonNullable<PlayValue["ai"]>): string {
    const words = {
      say: t,
      has,
      card: (code: string) => cardName(code), // as the table's reasons name it
      suit: (code: string) => t(`card.suit.${code}`),
      seat: (seat: number) => t(`web.place.${sideOf(seat, 4)}`),
      signal: (id: string) => this.signal(id),
      decimal: (number: string) => decimal(number),
    };
    return (ai.reasons && reasonsText(ai.reasons, words)) || ai.text[getLang()];
  }

  render(): TemplateResult {
    const hand = this.hands[this.place.index];
    return html`${this.message ? html`<p class="error" role="alert">${this.message}</p>` : nothing}
    ${hand ? this.renderHand(hand) : html`<p class="muted">${t("web.replay.no_hands")}</p>`}`;
  }

  private renderHand(hand: Hand): TemplateResult {
    const play = this.place.play;
    const at = position(hand.data, play);
    const deck = this.display.value.deck;
    const values = this.values(hand);
    const last = play > 0 ? values?.plays[play - 1] : undefined;
    const total = hand.data.plays.length;
    return html`
      ${replayBar(
        t("web.replay.place", { game: hand.game, hand: hand.hand, play, total }),
        (by) => this.step(moved(this.hands, this.place, by), by > 0),
        t("web.replay.keys"),
      )}
      <div class="felt">
        ${[0, 1, 2, 3].map(
          (seat) => html`<div class="seat ${sideOf(seat, 4)}" data-seat=${seat}>
            <div class="name">${this.name(seat)}</div>
            <div class="cards">${(at.held[seat] ?? []).map((code) => html`<span class="card" data-card=${code} title=${theCard(code)}>${face(code, deck)}</span>`)}</div>
          </div>`,
        )}
        <div class="trick" data-testid="replay-trick">
          ${at.trick.map(
            (p) => html`<span class="played" data-seat-played=${p.seat}
              ><span class="card ${at.winner === p.seat ? "taker" : ""}" data-card=${p.card} title=${theCard(p.card)}>${face(p.card, deck)}</span>
              ${t(`web.place.${sideOf(p.seat, 4)}`)}${p.signals?.length ? html` · <span data-testid="replay-signal">${p.signals.map((id) => this.signal(id)).join(", ")}</span>` : nothing}</span
            >`,
          )}
        </div>
      </div>
      <p class="thirds" data-testid="replay-thirds">${t("web.replay.thirds", { ns: at.thirds[0], ew: at.thirds[1] })}</p>
      <p class="worth" data-testid="replay-worth">${last ? this.worth(last) : this.analysing ? t("web.replay.analysing") : play === 0 ? t("web.replay.deal") : ""}</p>
      ${values ? this.renderMistakes(values) : nothing}
    `;
  }

  /** The card just played against the best: its value, the best one's, what it gave away, and
   *  what the club player would have played there, and why. */
  private worth(value: HandValues["plays"][number]): TemplateResult {
    const lost = value.value_best - value.value_played;
    const best = value.best.map((code) => theCard(code)).join(" / ");
    const ai = value.ai;
    const said = ai ? html`<span class="ai" data-testid="replay-ai">${t("web.replay.ai", { card: theCard(ai.card) })} ${this.reasons(ai)}</span>` : nothing;
    return html`${this.worthLine(value, lost, best)} ${said}`;
  }

  private worthLine(value: HandValues["plays"][number], lost: number, best: string): TemplateResult {
    return html`<span class=${lost ? "lost" : "best"}
      >${t(lost ? "web.replay.gave_away" : "web.replay.best_card", {
        name: this.name(value.seat),
        card: theCard(value.card),
        played: value.value_played,
        best,
        value: value.value_best,
        lost,
      })}</span
    >`;
  }

  private renderMistakes(values: HandValues): TemplateResult {
    const sides = mistakes(values);
    const line = (m: Mistake): TemplateResult =>
      html`<li>
        <a href="" @click=${(e: Event) => {
          e.preventDefault();
          this.go({ index: this.place.index, play: m.play });
        }}>${t("web.replay.mistake", { n: m.play, name: this.name(m.seat), card: theCard(m.card), lost: m.lost, best: m.best.map((c) => theCard(c)).join(" / ") })}</a>
      </li>`;
    return html`<section class="panel mistakes" data-testid="replay-mistakes">
      <h3>${t("web.replay.mistakes")}</h3>
      ${sides.map(
        (list, side) => html`<h4>${t(side === 0 ? "web.watch.side_ns" : "web.watch.side_ew")}</h4>
          ${list.length ? html`<ul>${list.map(line)}</ul>` : html`<p class="muted small">${t("web.replay.no_mistakes")}</p>`}`,
      )}
    </section>`;
  }

  static styles = [
    shared,
    replayStyles,
    css`
      .mistakes {
        color: var(--ink);
      }
      .mistakes .muted {
        color: inherit;
      }
      .played {
        display: inline-flex;
        flex-direction: column;
        align-items: center;
        font-size: 0.75rem;
      }
      .trick {
        grid-area: middle;
        display: flex;
        justify-content: center;
        align-items: center;
        gap: 0.3rem;
        min-height: 5rem;
      }
      .trick .card {
        width: 3.4rem;
      }
      .card.taker {
        outline: 2px solid var(--gold);
        border-radius: 4px;
      }
      .worth .lost {
        color: #ffd6a0;
      }
      .worth .ai {
        display: block;
        margin-top: 0.3rem;
        font-size: 0.9rem;
        opacity: 0.9;
      }
      .mistakes a {
        color: inherit;
      }
    `,
  ];
}

customElements.define("tressette-replay", TressetteReplay);
