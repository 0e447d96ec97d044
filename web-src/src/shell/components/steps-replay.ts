// The replay viewer of a game stepped turn by turn (Briscola, Pinnacola): the game's logic
// turns the record into frames (steps-replay-logic.ts), and this viewer steps through them
// with the keyboard or the buttons — every seat's cards face up, what lies on the table, what
// the step was, the score — and keeps the address of the place (`#match=…&hand=H&play=P`).
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from "lit";
import { face } from "../card-art";
import { cardName, frenchName } from "../cards";
import type { DeckId } from "../decks/index";
import { DisplayConsumer } from "../display";
import { t } from "../i18n";
import { GAME_END, replayGo, replayLink, type MatchRecord, type ReplayStart } from "../replay-address";
import { frameAt, moveTo, type ReplayFrame } from "../steps-replay-logic";
import { shared } from "../styles";
import { clubComputer, placeName, replayBar, replayKey, replayStyles, sideOf, type ComputerName } from "./replay-parts";

/** How a game's record becomes frames, given how its seats are named. */
export type FrameBuilder = (name: (seat: number) => string) => ReplayFrame[];

export class StepsReplay extends LitElement {
  static properties = {
    record: { attribute: false },
    build: { attribute: false },
    deck: { attribute: false },
    match: { attribute: false },
    start: { attribute: false },
    computer: { attribute: false },
    index: { state: true },
  };

  declare record: MatchRecord | null;
  declare build: FrameBuilder;
  /** The deck the game is drawn with (null: the player's own Italian deck). */
  declare deck: DeckId | null;
  /** The table whose record is shown (null: a file dropped on the page). */
  declare match: string | null;
  declare start: ReplayStart | null;
  /** How the game's tables name a computer player of the record (the club's by default). */
  declare computer: ComputerName;
  declare index: number;
  readonly display = new DisplayConsumer(this);
  private readonly keys = (event: KeyboardEvent): void => this.onKey(event);

  constructor() {
    super();
    this.record = null;
    this.build = () => [];
    this.deck = null;
    this.match = null;
    this.start = null;
    this.computer = clubComputer;
    this.index = 0;
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.keys);
  }

  willUpdate(changed: PropertyValues<this>): void {
    // the place follows the address: on opening, and whenever the address changes
    if (changed.has("start") || changed.has("record")) {
      const start = this.start ?? { game: 1, hand: 1, play: 0 };
      this.index = frameAt(this.frames(), start.hand, start.play);
      this.keepAddress(this.frames());
    }
  }

  disconnectedCallback(): void {
    window.removeEventListener("keydown", this.keys);
    super.disconnectedCallback();
  }

  private frames(): ReplayFrame[] {
    return this.build((seat) => this.name(seat));
  }

  private name(seat: number): string {
    const players = this.record?.players;
    return placeName(seat, players, players?.length ?? 4, this.computer);
  }

  private go(by: Parameters<typeof moveTo>[2]): void {
    const frames = this.frames();
    const index = moveTo(frames, this.index, by);
    const game = this.start?.game ?? 1;
    // a step past this game's first or last frame: the match's game before or after, if any
    const edge = index === this.index && (by === 1 || by === -1 || by === "next" || by === "previous");
    if (edge) {
      const forward = by === 1 || by === "next";
      this.dispatchEvent(replayGo({ game: forward ? game + 1 : game - 1, hand: forward ? 1 : GAME_END, play: forward ? 0 : GAME_END }));
      return;
    }
    this.index = index;
    this.keepAddress(frames);
  }

  /** The address of the frame shown, in this game of the match (replaced: stepping adds no history). */
  private keepAddress(frames: readonly ReplayFrame[]): void {
    const frame = frames[this.index];
    if (this.match && frame) history.replaceState(null, "", replayLink(this.match, { game: this.start?.game ?? 1, hand: frame.hand, play: frame.play }));
  }

  private onKey(event: KeyboardEvent): void {
    type Move = Parameters<typeof moveTo>[2];
    const by = replayKey<Move>(event, {
      ArrowRight: () => 1,
      ArrowLeft: () => -1,
      PageDown: () => "next",
      PageUp: () => "previous",
      Home: () => "deal",
      End: () => "end",
    });
    if (by !== undefined) this.go(by);
  }

  private card(code: string): TemplateResult {
    const natural = code.split("=")[0] ?? code;
    const deck = this.deck ?? this.display.value.deck;
    const title = deck === "francesi" ? frenchName(code) : cardName(natural);
    const stands = code.includes("=") ? html`<span class="stands">${code.split("=")[1]}</span>` : nothing;
    return html`<span class="card" data-card=${natural} title=${title}>${face(natural, deck)}${stands}</span>`;
  }

  render(): TemplateResult {
    const frames = this.frames();
    const frame = frames[this.index];
    if (!frame) return html`<p class="muted">${t("web.replay.no_hands")}</p>`;
    const total = frames.filter((f) => f.hand === frame.hand).length - 1;
    return html`
      ${replayBar(t("web.replay.step_place", { hand: frame.hand, play: frame.play, total }), (by) => this.go(by), t("web.replay.step_keys"))}
      <p class="says" data-testid="replay-says" aria-live="polite">${frame.says}</p>
      <div class="felt players-${frame.held.length}">
        ${frame.held.map(
          (cards, seat) => html`<div class="seat ${sideOf(seat, frame.held.length)} ${frame.seat === seat ? "moved" : ""}" data-seat=${seat} data-testid="replay-held">
            <div class="name">${this.name(seat)}</div>
            <div class="cards">${cards.map((code) => this.card(code))}</div>
          </div>`,
        )}
        <div class="table" data-testid="replay-table">
          ${frame.groups.map(
            (group) => html`<div class="group" data-seat=${group.seat ?? ""}>
              <div class="name">${group.title}</div>
              <div class="cards">${group.cards.map((code) => this.card(code))}</div>
            </div>`,
          )}
        </div>
      </div>
      ${frame.score ? html`<p class="score" data-testid="replay-score">${frame.score}</p>` : nothing}
    `;
  }

  static styles = [
    shared,
    replayStyles,
    css`
      .says {
        min-height: 2.6em;
        margin: 0.6rem 0 0;
      }
      .felt.players-2 {
        grid-template-areas: "north" "middle" "south";
        grid-template-columns: 1fr;
      }
      .seat.moved .name {
        color: var(--gold);
        font-weight: 600;
      }
      .table {
        grid-area: middle;
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        align-items: flex-start;
        gap: 0.6rem;
        min-height: 5rem;
      }
      .group .name {
        text-align: center;
      }
      .stands {
        position: absolute;
        right: 0;
        bottom: 0;
        font-size: 0.65rem;
        padding: 0 0.2em;
        border-radius: 3px;
        background: var(--gold);
        color: var(--ink);
      }
      @media (max-width: 640px) {
        .felt.players-2 {
          grid-template-areas: "north" "middle" "south";
          grid-template-columns: 1fr;
        }
      }
    `,
  ];
}

customElements.define("steps-replay", StepsReplay);
