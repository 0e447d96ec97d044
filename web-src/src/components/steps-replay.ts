// The replay viewer of a game stepped turn by turn (Briscola, Pinnacola): the game's logic
// turns the record into frames (steps-replay-logic.ts), and this viewer steps through them
// with the keyboard or the buttons — every seat's cards face up, what lies on the table, what
// the step was, the score — and keeps the address of the place (`#match=…&hand=H&play=P`).
import { LitElement, css, html, nothing, type TemplateResult } from "lit";
import { face } from "../card-art";
import { cardName, frenchName } from "../cards";
import type { DeckId } from "../decks/index";
import { DisplayConsumer } from "../display";
import { t } from "../i18n";
import { replayLink, type MatchRecord, type ReplayStart } from "../replay-address";
import { frameAt, moveTo, type ReplayFrame } from "../steps-replay-logic";
import { shared } from "../styles";

/** Where each seat sits on the screen, the first seat at the bottom (two players: facing). */
const SIDES: Record<number, readonly string[]> = { 2: ["south", "north"], 4: ["south", "east", "north", "west"] };

/** How a game's record becomes frames, given how its seats are named. */
export type FrameBuilder = (name: (seat: number) => string) => ReplayFrame[];

export class StepsReplay extends LitElement {
  static properties = {
    record: { attribute: false },
    build: { attribute: false },
    deck: { attribute: false },
    match: { attribute: false },
    start: { attribute: false },
    index: { state: true },
  };

  declare record: MatchRecord | null;
  declare build: FrameBuilder;
  /** The deck the game is drawn with (null: the player's own Italian deck). */
  declare deck: DeckId | null;
  /** The table whose record is shown (null: a file dropped on the page). */
  declare match: string | null;
  declare start: ReplayStart | null;
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
    this.index = 0;
  }

  connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("keydown", this.keys);
    const start = this.start ?? { game: 1, hand: 1, play: 0 };
    this.index = frameAt(this.frames(), start.hand, start.play);
  }

  disconnectedCallback(): void {
    window.removeEventListener("keydown", this.keys);
    super.disconnectedCallback();
  }

  private frames(): ReplayFrame[] {
    return this.build((seat) => this.name(seat));
  }

  private name(seat: number): string {
    const players = this.record?.players ?? [];
    const side = (SIDES[players.length] ?? SIDES[4] ?? [])[seat] ?? "south";
    const player = players[seat];
    return `${t(`web.place.${side}`)}${player ? ` · ${player}` : ""}`;
  }

  private go(by: Parameters<typeof moveTo>[2]): void {
    const frames = this.frames();
    this.index = moveTo(frames, this.index, by);
    const frame = frames[this.index];
    if (this.match && frame) history.replaceState(null, "", replayLink(this.match, { game: 1, hand: frame.hand, play: frame.play }));
  }

  private onKey(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, Parameters<typeof moveTo>[2]> = { ArrowRight: 1, ArrowLeft: -1, PageDown: "next", PageUp: "previous", Home: "deal", End: "end" };
    const by = moves[event.key];
    if (by === undefined) return;
    event.preventDefault();
    this.go(by);
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
    const sides = SIDES[frame.held.length] ?? SIDES[4] ?? [];
    return html`
      <div class="bar">
        <span data-testid="replay-place">${t("web.replay.step_place", { hand: frame.hand, play: frame.play, total })}</span>
        <span class="buttons">
          <button data-testid="replay-back" title="←" @click=${() => this.go(-1)}>◀</button>
          <button data-testid="replay-next" title="→" @click=${() => this.go(1)}>▶</button>
        </span>
        <span class="muted small">${t("web.replay.step_keys")}</span>
      </div>
      <p class="says" data-testid="replay-says" aria-live="polite">${frame.says}</p>
      <div class="felt players-${frame.held.length}">
        ${frame.held.map(
          (cards, seat) => html`<div class="seat ${sides[seat] ?? "south"} ${frame.seat === seat ? "moved" : ""}" data-seat=${seat} data-testid="replay-held">
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
    css`
      :host {
        display: block;
        color: var(--paper);
      }
      .muted {
        color: #fbf6eab3;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1rem;
        align-items: center;
      }
      .says {
        min-height: 2.6em;
        margin: 0.6rem 0 0;
      }
      .felt {
        display: grid;
        grid-template-areas: ". north ." "west table east" ". south .";
        grid-template-columns: 1fr 2fr 1fr;
        gap: 0.5rem;
        margin: 0.75rem 0;
      }
      .felt.players-2 {
        grid-template-areas: "north" "table" "south";
        grid-template-columns: 1fr;
      }
      .seat.north { grid-area: north; }
      .seat.south { grid-area: south; }
      .seat.east { grid-area: east; }
      .seat.west { grid-area: west; }
      .seat.moved .name {
        color: var(--gold);
        font-weight: 600;
      }
      .table {
        grid-area: table;
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
      .name {
        font-size: 0.85rem;
        margin-bottom: 0.2rem;
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        gap: 2px;
      }
      .card {
        position: relative;
        display: inline-block;
        width: 2.4rem;
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
        .felt {
          grid-template-areas: "north north" "west east" "table table" "south south";
          grid-template-columns: 1fr 1fr;
        }
        .felt.players-2 {
          grid-template-areas: "north" "table" "south";
          grid-template-columns: 1fr;
        }
        .card {
          width: 1.9rem;
        }
      }
    `,
  ];
}

customElements.define("steps-replay", StepsReplay);
