// The replay page, whatever the game: #match=ID&game=G&hand=H&play=P opens a table's match
// record at a place, #/replay takes a record file dropped on the page (or chosen). The record
// names its game, and the list of the browser's games (games/index.ts) gives that game's
// viewer; a game without one is named, not shown. A match of several games has a row of them
// above the viewer, and a game played at another game (the Roman match's Briscola) is shown
// by that game's viewer; the view follows the address when it changes (the page passes the
// new place on), and a game the match does not have is said so. A board of a club evening
// (#evening=ID&round=R&table=T&board=K) is its one table's record, from the evening record,
// shown as a file is.
import { LitElement, css, html, nothing, type TemplateResult } from "lit";
import { keyed } from "lit/directives/keyed.js";
import { api } from "../api";
import { gameNamed } from "../../games/index";
import { t } from "../i18n";
import { boardRecord } from "../evening-logic";
import { firstRecord, gamesOf, otherGameRecord, replayLink, type EveningBoard, type MatchGame, type MatchRecord, type ReplayStart } from "../replay-address";
import { shared } from "../styles";

/** The place a replay opens at when none is asked for: the first game's deal (one object, so
 *  that a viewer drawn again is not sent back to it). */
const FIRST: ReplayStart = { game: 1, hand: 1, play: 0 };

export class ReplayPage extends LitElement {
  static properties = {
    match: { attribute: false },
    start: { attribute: false },
    board: { attribute: false },
    record: { state: true },
    message: { state: true },
  };

  /** The table whose match is replayed (null: a record file, dropped or chosen). */
  declare match: string | null;
  declare start: ReplayStart | null;
  /** A board of a club evening, as one of its tables played it (null: none). */
  declare board: EveningBoard | null;
  declare record: MatchRecord | null;
  declare message: string;
  /** The record whose other games were made records of their game, and those records. */
  private othersOf: MatchRecord | null = null;
  private others = new Map<number, MatchRecord | null>();

  constructor() {
    super();
    this.match = null;
    this.start = null;
    this.board = null;
    this.record = null;
    this.message = "";
  }

  connectedCallback(): void {
    super.connectedCallback();
    if (this.match) void this.load(this.match);
    else if (this.board) void this.loadBoard(this.board);
  }

  /** The record of an evening's board at one table (a board in play anywhere is not there). */
  private async loadBoard(board: EveningBoard): Promise<void> {
    try {
      const found = boardRecord(await api.eveningRecord(board.evening), board.round, board.table, board.board);
      if (found) this.record = found;
      else this.message = t("web.evening.board_not_yet");
    } catch (error) {
      this.message = (error as Error).message;
    }
  }

  /** Where the viewer is asked to go: a new address for a table's match (the page's route
   *  follows it), the place itself for a record file. A game the match lacks is not gone to. */
  private goTo(place: ReplayStart): void {
    const record = this.record;
    if (!record || place.game < 1 || place.game > gamesOf(record).length) return;
    if (this.match) location.hash = replayLink(this.match, place);
    else this.start = place;
  }

  private async load(match: string): Promise<void> {
    try {
      this.record = await api.record(match);
    } catch (error) {
      this.message = (error as Error).message;
    }
  }

  private async dropped(files: FileList | null | undefined): Promise<void> {
    const file = files?.[0];
    if (!file) return;
    const record = firstRecord(await file.text());
    this.message = record ? "" : t("web.replay.not_a_record", { name: file.name });
    this.record = null;
    await this.updateComplete; // a new record gets a fresh viewer
    this.record = record;
  }

  render(): TemplateResult {
    return html`<div class="replay" data-testid="replay" @replay-go=${(e: CustomEvent<ReplayStart>) => this.goTo(e.detail)}>
      <h2>${t("web.replay.title")}</h2>
      ${this.message ? html`<p class="error" role="alert">${this.message}</p>` : nothing}
      ${this.record ? this.renderRecord(this.record) : nothing}
      ${this.board ? this.renderBoardBack(this.board) : this.match ? nothing : this.renderDrop()}
    </div>`;
  }

  /** The record at the place asked for: the row of its games, and the game's viewer. */
  private renderRecord(record: MatchRecord): TemplateResult {
    const start = this.start ?? FIRST;
    const games = gamesOf(record);
    const shown = games.find((g) => g.number === start.game);
    const row = games.length > 1 || !shown ? this.renderGames(games, start.game) : nothing;
    if (!shown) {
      const count = games.length;
      return html`${row}<p class="error" role="alert" data-testid="replay-no-game">${t(count === 1 ? "web.replay.no_game_one" : "web.replay.no_game", { game: start.game, count })}</p>`;
    }
    const other = this.otherGame(record, shown.number);
    const game = other ? other.game : record.game;
    const viewer = gameNamed(game)?.replay;
    if (!viewer) return html`${row}<p class="error" role="alert">${t("web.replay.no_viewer", { game })}</p>`;
    // the record's own games share one viewer (it moves with the address); another game's
    // viewer is its own, made afresh
    const key = other ? `game-${shown.number}` : "own";
    return html`${row}${keyed(key, viewer({ record: other ?? record, match: this.match, start }))}`;
  }

  /** Game `number` played at another game, as that game's record: the same object each time
   *  (a new one would send its viewer back to the address's place). */
  private otherGame(record: MatchRecord, number: number): MatchRecord | null {
    if (this.othersOf !== record) [this.othersOf, this.others] = [record, new Map()];
    if (!this.others.has(number)) this.others.set(number, otherGameRecord(record, number));
    return this.others.get(number) ?? null;
  }

  /** The games of the match, the one shown marked: each a way to its first card. */
  private renderGames(games: readonly MatchGame[], current: number): TemplateResult {
    return html`<nav class="games" aria-label=${t("web.replay.games")} data-testid="replay-games">
      ${games.map((entry) => {
        const other = this.record && entry.game !== this.record.game ? gameNamed(entry.game) : undefined;
        const label = other ? t("web.replay.game_at", { n: entry.number, game: other.lobby.title() }) : t("web.replay.game_n", { n: entry.number });
        const place = { game: entry.number, hand: 1, play: 0 };
        return html`<a
          href=${this.match ? replayLink(this.match, place) : "#/replay"}
          aria-current=${entry.number === current ? "page" : "false"}
          data-game-number=${entry.number}
          @click=${(e: Event) => {
            e.preventDefault();
            this.goTo(place);
          }}
          >${label}</a
        >`;
      })}
    </nav>`;
  }

  /** Where an evening's board came from, and the way back to every table's result on it. */
  private renderBoardBack(board: EveningBoard): TemplateResult {
    return html`<p data-testid="replay-evening-board">
      ${t("web.evening.replay_where", { board: board.board, round: board.round, table: board.table })}
      <a href=${`#/evening/${encodeURIComponent(board.evening)}/board/${board.board}`}>${t("web.evening.board_all")}</a>
    </p>`;
  }

  private renderDrop(): TemplateResult {
    return html`<label
      class="drop panel"
      data-testid="replay-drop"
      @dragover=${(e: DragEvent) => e.preventDefault()}
      @drop=${(e: DragEvent) => {
        e.preventDefault();
        void this.dropped(e.dataTransfer?.files);
      }}
    >
      <p>${t("web.replay.drop")}</p>
      <input type="file" accept=".jsonl,.json,application/json" data-testid="replay-file" @change=${(e: Event) => void this.dropped((e.target as HTMLInputElement).files)} />
    </label>`;
  }

  static styles = [
    shared,
    css`
      .replay {
        max-width: 60rem;
        margin: 0 auto;
        padding: 0.5rem 1rem 2rem;
        color: var(--paper);
      }
      .games {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin: 0.4rem 0 0.6rem;
      }
      .games a {
        color: var(--paper);
        padding: 0.15rem 0.6rem;
        border: 1px solid #fbf6ea66;
        border-radius: 999px;
        text-decoration: none;
      }
      .games a[aria-current="page"] {
        background: var(--gold);
        border-color: var(--gold);
        color: var(--ink);
        font-weight: 600;
      }
      .drop {
        display: block;
        margin-top: 1rem;
        padding: 1.5rem;
        text-align: center;
        border: 2px dashed var(--gold);
        color: var(--ink);
      }
    `,
  ];
}

customElements.define("replay-page", ReplayPage);
