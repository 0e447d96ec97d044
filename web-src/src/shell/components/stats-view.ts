// Statistics: matches and wins (alone and with people), results over time, partners, and
// a leaderboard for each game the server lists, its columns and menus from what it answers.
import { LitElement, html, css, nothing, svg, type TemplateResult } from "lit";
import { api, type Statistics } from "../api";
import { DisplayConsumer } from "../display";
import { gameNamed, offeredGames } from "../../games/index";
import type { BrowserGame } from "../browser-game";
import { dateTime, has, t } from "../i18n";
import type { GameInfo, GameListing, Leaderboard } from "../protocol";
import { boardCell, boardCellLabel, boardChoices, boardColumns, partnerName, percent, ratePath, runningRate, type Outcome } from "../stats-logic";
import type { Store } from "../store";
import { shared } from "../styles";
import { replayLink } from "../replay-address";

/** A game of the page: the registry's entry and the server's listing of it. */
interface Offered {
  game: BrowserGame;
  listing: GameListing;
}

/** The words before a board's menu: the variant, the game's own name of its option `mode`
 *  where it has one ("Match"), the season. */
function choiceLabel(choice: "variant" | "mode" | "season"): string {
  if (choice === "variant") return t("web.options.variant");
  if (choice === "mode" && has("web.option.mode")) return t("web.option.mode");
  return t(`web.stats.${choice}`);
}

export class StatsView extends LitElement {
  static properties = {
    store: { attribute: false },
    stats: { state: true },
    games: { state: true },
    infos: { state: true },
    boards: { state: true },
    message: { state: true },
  };

  declare store: Store;
  declare stats: Statistics | null;
  /** The games the server lists that this browser can show, in menu order. */
  declare games: Offered[];
  /** Each game's options (a board's modes are its option `mode`'s choices), by name. */
  declare infos: ReadonlyMap<string, GameInfo>;
  /** Each game's board as last answered, by name. */
  declare boards: Readonly<Record<string, Leaderboard>>;
  declare message: string;
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  /** What each game's board is asked for (its variant, mode, season), by name. */
  private readonly asked = new Map<string, Record<string, string | null>>();

  constructor() {
    super();
    this.stats = null;
    this.games = [];
    this.infos = new Map();
    this.boards = {};
    this.message = "";
  }

  connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private async load(): Promise<void> {
    const profile = this.store.profile;
    try {
      if (profile) this.stats = await api.statistics(profile.id, profile.secret);
      this.games = offeredGames(await api.games());
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
      return;
    }
    const variant = this.store.settings.variant;
    await Promise.all(
      this.games.map(async ({ game, listing }) => {
        // the default game's board opens at the settings' variant, the others at their own default
        if (listing.variants.length > 1 && listing.variants.includes(variant)) this.asked.set(game.name, { variant });
        await Promise.all([this.loadBoard(game.name), this.loadInfo(game.name)]);
      }),
    );
  }

  private async loadInfo(name: string): Promise<void> {
    try {
      const info = await api.gameInfo(name);
      this.infos = new Map([...this.infos, [name, info]]);
    } catch {
      // the board's mode menu shows only the mode it answered
    }
  }

  private async loadBoard(name: string): Promise<void> {
    try {
      const board = await api.leaderboard(name, this.asked.get(name) ?? {});
      this.boards = { ...this.boards, [name]: board };
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    }
  }

  private choose(name: string, key: string, value: string | null): void {
    this.asked.set(name, { ...(this.asked.get(name) ?? {}), [key]: value });
    void this.loadBoard(name);
  }

  private async reset(): Promise<void> {
    const profile = this.store.profile;
    if (!profile || !confirm(t("web.stats.reset_confirm"))) return;
    this.stats = await api.reset(profile.id, profile.secret);
  }

  /** The running win rate over the matches, oldest first, a mark per match below it. The
   *  drawing stretches to the page's width; its labels are text of the page, so that they read
   *  at the page's size on a phone too. */
  private chart(stats: Statistics): TemplateResult {
    const points = runningRate(stats.history);
    if (!points.length) return html`<p class="muted">${t("web.stats.no_games")}</p>`;
    const width = 600;
    const height = 160;
    const bar = width / points.length;
    const colour: Record<Outcome, string> = { won: "#2e8b57", lost: "#c0392b", left: "#8a8a8a" };
    const word: Record<Outcome, string> = { won: t("web.stats.won"), lost: t("web.stats.lost"), left: t("web.stats.left_one") };
    return html`<figure class="chart-box" data-testid="stats-chart">
      <div role="img" aria-label=${t("web.stats.chart")}>
        <div class="y-axis" aria-hidden="true">
          ${[1, 0.5, 0].map((rate) => html`<span style=${`top: ${(1 - rate) * height}px`}>${percent(rate)}</span>`)}
        </div>
        <svg class="chart" viewBox="0 0 ${width} ${height + 20}" preserveAspectRatio="none" aria-hidden="true">
          ${[0, 0.5, 1].map((rate) => svg`<line x1="0" x2=${width} y1=${(1 - rate) * height} y2=${(1 - rate) * height} stroke="#0002" vector-effect="non-scaling-stroke" />`)}
          ${points.map(
            (p) => svg`<rect x=${p.index * bar + bar * 0.15} width=${Math.max(bar * 0.7, 1)} y=${height + 8} height="10"
              fill=${colour[p.outcome]}><title>${word[p.outcome]}</title></rect>`,
          )}
          <path d=${ratePath(points, width, height)} fill="none" stroke="#d9a530" stroke-width="3" vector-effect="non-scaling-stroke" />
        </svg>
      </div>
      <figcaption class="legend" data-testid="stats-legend">
        <span><i style="background: #d9a530"></i>${t("web.stats.rate_line")}</span>
        ${(["won", "lost", "left"] as const).map((o) => html`<span><i style=${`background: ${colour[o]}`}></i>${word[o]}</span>`)}
        <span class="muted">${t("web.stats.oldest_first")}</span>
      </figcaption>
    </figure>`;
  }

  render(): TemplateResult {
    const stats = this.stats;
    return html`<div class="page">
      ${this.message ? html`<p class="error">${this.message}</p>` : nothing}
      <section class="panel">
        <h2>${t("web.stats.title", { name: stats?.nickname ?? this.store.settings.nickname })}</h2>
        ${stats
          ? html`<table class="numbers" data-testid="stats-numbers">
                <tr><td></td><th>${t("web.stats.games")}</th><th>${t("web.stats.wins")}</th><th>${t("web.stats.left")}</th><th>${t("web.stats.rate")}</th></tr>
                <tr><td>${t("web.stats.single")}</td><td>${stats.single.games}</td><td>${stats.single.wins}</td><td data-testid="stats-left-single">${stats.single.left ?? 0}</td><td>${percent(stats.single.win_rate)}</td></tr>
                <tr><td>${t("web.stats.multi")}</td><td>${stats.multi.games}</td><td>${stats.multi.wins}</td><td data-testid="stats-left-multi">${stats.multi.left ?? 0}</td><td>${percent(stats.multi.win_rate)}</td></tr>
              </table>
              <h3>${t("web.stats.over_time")}</h3>
              ${this.chart(stats)}
              <h3>${t("web.stats.partners")}</h3>
              ${stats.partners.length
                ? html`<table class="numbers">
                    <tr><th>${t("web.stats.partner")}</th><th>${t("web.stats.games")}</th><th>${t("web.stats.wins")}</th><th>${t("web.stats.rate")}</th></tr>
                    ${stats.partners.map(
                      (p) => html`<tr><td data-testid="stats-partner">${partnerName(p.partner, t, has)}</td><td>${p.games}</td><td>${p.wins}</td><td>${percent(p.games ? p.wins / p.games : null)}</td></tr>`,
                    )}
                  </table>`
                : html`<p class="muted">${t("web.stats.no_partners")}</p>`}
              ${this.recent(stats)}
              <p class="muted small">${t("web.stats.training_note")}</p>
              <button class="quiet" @click=${() => this.reset()}>${t("web.stats.reset")}</button>`
          : html`<p class="muted">…</p>`}
      </section>
      ${this.games.map((offered) => this.renderBoard(offered))}
    </div>`;
  }

  /** The last matches, newest first, each with the way to replay it card by card. */
  private recent(stats: Statistics): TemplateResult | typeof nothing {
    const rows = [...stats.history].sort((a, b) => b.at.localeCompare(a.at)).slice(0, 10);
    if (!rows.length) return nothing;
    return html`<h3>${t("web.stats.recent")}</h3>
      <ul class="recent" data-testid="stats-recent">
        ${rows.map(
          (row) => html`<li>
            <span data-testid="stats-when">${dateTime(row.at)}</span> · ${row.variant} · ${row.won ? t("web.result.won") : t("web.result.lost")}
            ${row.table && gameNamed(row.game)?.replay
              ? html`<a data-testid="stats-replay" href=${replayLink(row.table)}>${t("web.replay.open")}</a>`
              : nothing}
          </li>`,
        )}
      </ul>`;
  }

  /** A menu above a board: its variants, its modes (the game's option `mode`), its seasons. */
  private renderChoice(offered: Offered, board: Leaderboard, choice: "variant" | "mode" | "season"): TemplateResult | typeof nothing {
    const name = offered.game.name;
    const testid = `${name}-${choice}`;
    if (choice === "season") {
      return html`<label>${choiceLabel(choice)}
        <select data-testid=${testid} @change=${(e: Event) => this.choose(name, "season", (e.target as HTMLSelectElement).value || null)}>
          <option value="" ?selected=${!board.season}>${t("web.stats.all_time")}</option>
          ${(board.seasons ?? []).map(
            (s) => html`<option value=${s.name} ?selected=${s.name === board.season}>${s.name} (${s.from} – ${s.to})</option>`,
          )}
        </select>
      </label>`;
    }
    const now = String(board[choice] ?? "");
    const values =
      choice === "variant"
        ? offered.listing.variants
        : ((this.infos.get(name)?.options.find((spec) => spec.key === choice)?.choices ?? [now]).map(String));
    if (values.length < 2) return nothing;
    const label = (value: string): string => (has(`web.choice.${choice}.${value}`) ? t(`web.choice.${choice}.${value}`) : value);
    return html`<label>${choiceLabel(choice)}
      <select data-testid=${testid} @change=${(e: Event) => this.choose(name, choice, (e.target as HTMLSelectElement).value)}>
        ${values.map((value) => html`<option value=${value} ?selected=${value === now}>${label(value)}</option>`)}
      </select>
    </label>`;
  }

  /** A game's leaderboard: rank, nickname and the numbers its rows hold (a rating and the skill ± its
   *  uncertainty, with a note on what they are; points, matches and wins). */
  private renderBoard(offered: Offered): TemplateResult {
    const { game } = offered;
    const board = this.boards[game.name];
    const players = board?.players ?? [];
    const columns = boardColumns(players);
    return html`<section class="panel" data-testid=${`${game.name}-leaderboard`} data-game=${game.name}>
      <h2>${t("web.stats.board_of", { game: game.lobby.title() })}</h2>
      ${board ? html`<div class="menus">${boardChoices(board).map((choice) => this.renderChoice(offered, board, choice))}</div>` : nothing}
      ${players.length
        ? html`<table class="numbers board">
            <tr>
              <th>#</th>
              <th>${t("web.stats.player")}</th>
              ${columns.map((column) => html`<th>${t(column.label)}</th>`)}
            </tr>
            ${players.map(
              (row) => html`<tr class=${row.id === this.store.profile?.id ? "me" : ""}>
                <td>${row.rank}</td>
                <td>${row.nickname}</td>
                ${columns.map((column) => {
                  const label = boardCellLabel(column.key, row, t);
                  return html`<td aria-label=${label ?? nothing}>${this.boardNumber(boardCell(column.key, row))}</td>`;
                })}
              </tr>`,
            )}
          </table>`
        : html`<p class="muted">${board ? t("web.stats.empty_board") : "…"}</p>`}
      ${board && typeof board.variant === "string" ? html`<p class="muted small" data-testid="rating-note">${t("web.stats.rating_note")}</p>` : nothing}
      ${game.boardNote ? html`<p class="muted small">${t(game.boardNote)}</p>` : nothing}
    </section>`;
  }

  /** A board's cell: a skill with its uncertainty may break before the "±", never inside
   *  either number (a narrow panel draws "31.2" over "± 2.4"). */
  private boardNumber(text: string): TemplateResult | string {
    const [skill, uncertainty] = text.split(" ± ");
    if (uncertainty === undefined) return text;
    return html`<span class="whole">${skill}</span> <span class="whole">± ${uncertainty}</span>`;
  }

  static styles = [
    shared,
    css`
      .page {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
        gap: 1rem;
        padding: 1rem;
        max-width: 1100px;
        margin: 0 auto;
      }
      .numbers {
        border-collapse: collapse;
        width: 100%;
        margin: 0.4rem 0 1rem;
      }
      .numbers td,
      .numbers th {
        padding: 0.3rem 0.5rem;
        text-align: right;
        border-bottom: 1px solid #0001;
      }
      .numbers td:first-child,
      .numbers th:first-child {
        text-align: left;
      }
      .board td:nth-child(2),
      .board th:nth-child(2) {
        text-align: left;
      }
      /* five columns (a rated board) fit a phone's panel: tighter cells, smaller headings */
      .board td,
      .board th {
        padding: 0.3rem 0.35rem;
      }
      .board th {
        font-size: 0.85rem;
      }
      .board .whole {
        white-space: nowrap;
      }
      tr.me {
        background: #f3d98a;
      }
      .chart-box {
        position: relative;
        margin: 0.5rem 0 1rem;
        padding-left: 3.2rem;
      }
      .chart {
        display: block;
        width: 100%;
        height: 180px;
      }
      .y-axis span {
        position: absolute;
        left: 0;
        width: 2.8rem;
        text-align: right;
        transform: translateY(-50%);
        font-size: 0.85rem;
        color: var(--muted, #555);
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1rem;
        margin-top: 0.4rem;
        font-size: 0.9rem;
      }
      .legend i {
        display: inline-block;
        width: 0.8rem;
        height: 0.8rem;
        margin-right: 0.3rem;
        border-radius: 2px;
        vertical-align: -0.05rem;
      }
      .small {
        font-size: 0.85rem;
      }
      .menus {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1rem;
      }
      .menus label {
        display: inline-flex;
        align-items: center;
        gap: 0.35rem;
      }
    `,
  ];
}

customElements.define("stats-view", StatsView);
