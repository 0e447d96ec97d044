// Statistics: matches and wins (alone and with people), results over time, partners, and
// the leaderboard of a variant.
import { LitElement, html, css, nothing, svg, type TemplateResult } from "lit";
import { api, type LeaderboardRow, type PinnacolaBoard, type Statistics } from "../api";
import { DisplayConsumer } from "../display";
import { t } from "../i18n";
import type { GameInfo } from "../protocol";
import { percent, ratePath, runningRate } from "../stats-logic";
import type { Store } from "../store";
import { shared } from "../styles";

export class StatsView extends LitElement {
  static properties = {
    store: { attribute: false },
    info: { attribute: false },
    stats: { state: true },
    board: { state: true },
    variant: { state: true },
    message: { state: true },
    pinBoard: { state: true },
    pinMode: { state: true },
    season: { state: true },
  };

  declare store: Store;
  declare info: GameInfo | null;
  declare stats: Statistics | null;
  declare board: LeaderboardRow[];
  declare variant: string;
  declare message: string;
  declare pinBoard: PinnacolaBoard | null;
  declare pinMode: string;
  declare season: string | null;
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.info = null;
    this.stats = null;
    this.board = [];
    this.variant = "classico";
    this.message = "";
    this.pinBoard = null;
    this.pinMode = "points";
    this.season = null;
  }

  connectedCallback(): void {
    super.connectedCallback();
    this.variant = this.store.settings.variant;
    void this.load();
  }

  private async load(): Promise<void> {
    const profile = this.store.profile;
    try {
      if (profile) this.stats = await api.statistics(profile.id);
      this.board = (await api.leaderboard(this.variant)).players;
      this.pinBoard = await api.pinnacolaBoard(this.pinMode, this.season);
    } catch (error) {
      this.message = error instanceof Error ? error.message : String(error);
    }
  }

  private async reset(): Promise<void> {
    const profile = this.store.profile;
    if (!profile || !confirm(t("web.stats.reset_confirm"))) return;
    this.stats = await api.reset(profile.id, profile.secret);
  }

  private chart(stats: Statistics): TemplateResult {
    const points = runningRate(stats.history);
    if (!points.length) return html`<p class="muted">${t("web.stats.no_games")}</p>`;
    const width = 600;
    const height = 160;
    const bar = width / points.length;
    return html`<svg class="chart" viewBox="-44 -10 ${width + 54} ${height + 30}" role="img" aria-label=${t("web.stats.chart")} data-testid="stats-chart">
      ${[0, 0.5, 1].map(
        (rate) => svg`<line x1="0" x2=${width} y1=${(1 - rate) * height} y2=${(1 - rate) * height} stroke="#0002" />
          <text x="-6" y=${(1 - rate) * height + 4} text-anchor="end" font-size="11">${percent(rate)}</text>`,
      )}
      ${points.map(
        (p) => svg`<rect x=${p.index * bar + bar * 0.15} width=${Math.max(bar * 0.7, 1)} y=${height + 4} height="8"
          fill=${p.won ? "#2e8b57" : "#c0392b"}><title>${p.won ? t("web.stats.won") : t("web.stats.lost")}</title></rect>`,
      )}
      <path d=${ratePath(points, width, height)} fill="none" stroke="#d9a530" stroke-width="3" />
    </svg>`;
  }

  render(): TemplateResult {
    const stats = this.stats;
    return html`<div class="page">
      ${this.message ? html`<p class="error">${this.message}</p>` : nothing}
      <section class="panel">
        <h2>${t("web.stats.title", { name: stats?.nickname ?? this.store.settings.nickname })}</h2>
        ${stats
          ? html`<table class="numbers" data-testid="stats-numbers">
                <tr><th></th><th>${t("web.stats.games")}</th><th>${t("web.stats.wins")}</th><th>${t("web.stats.rate")}</th></tr>
                <tr><td>${t("web.stats.single")}</td><td>${stats.single.games}</td><td>${stats.single.wins}</td><td>${percent(stats.single.win_rate)}</td></tr>
                <tr><td>${t("web.stats.multi")}</td><td>${stats.multi.games}</td><td>${stats.multi.wins}</td><td>${percent(stats.multi.win_rate)}</td></tr>
              </table>
              <h3>${t("web.stats.over_time")}</h3>
              ${this.chart(stats)}
              <h3>${t("web.stats.partners")}</h3>
              ${stats.partners.length
                ? html`<table class="numbers">
                    <tr><th>${t("web.stats.partner")}</th><th>${t("web.stats.games")}</th><th>${t("web.stats.wins")}</th><th>${t("web.stats.rate")}</th></tr>
                    ${stats.partners.map(
                      (p) => html`<tr><td>${p.partner}</td><td>${p.games}</td><td>${p.wins}</td><td>${percent(p.games ? p.wins / p.games : null)}</td></tr>`,
                    )}
                  </table>`
                : html`<p class="muted">${t("web.stats.no_partners")}</p>`}
              <p class="muted small">${t("web.stats.training_note")}</p>
              <button class="quiet" @click=${() => this.reset()}>${t("web.stats.reset")}</button>`
          : html`<p class="muted">…</p>`}
      </section>
      <section class="panel" data-testid="leaderboard">
        <h2>${t("web.stats.leaderboard")}</h2>
        <select
          @change=${(e: Event) => {
            this.variant = (e.target as HTMLSelectElement).value;
            void this.load();
          }}
        >
          ${(this.info?.variants ?? []).map((v) => html`<option value=${v.name} ?selected=${v.name === this.variant}>${v.name}</option>`)}
        </select>
        ${this.board.length
          ? html`<table class="numbers board">
              <tr><th>#</th><th>${t("web.stats.player")}</th><th>${t("web.stats.rating")}</th><th>${t("web.stats.games")}</th></tr>
              ${this.board.map(
                (row) => html`<tr class=${row.id === this.store.profile?.id ? "me" : ""}>
                  <td>${row.rank}</td><td>${row.nickname}</td><td>${Math.round(row.rating)}</td><td>${row.games}</td>
                </tr>`,
              )}
            </table>`
          : html`<p class="muted">${t("web.stats.empty_board")}</p>`}
      </section>
      ${this.renderPinnacolaBoard()}
    </div>`;
  }

  /** Pinnacola's boards: one per mode, all time or one season; points as rules.md adds them. */
  private renderPinnacolaBoard(): TemplateResult {
    const board = this.pinBoard;
    return html`<section class="panel" data-testid="pinnacola-leaderboard">
      <h2>${t("web.pin.board")}</h2>
      <select
        data-testid="pinnacola-mode"
        @change=${(e: Event) => {
          this.pinMode = (e.target as HTMLSelectElement).value;
          void this.load();
        }}
      >
        ${["points", "single"].map((mode) => html`<option value=${mode} ?selected=${mode === this.pinMode}>${t(`web.choice.mode.${mode}`)}</option>`)}
      </select>
      <select
        data-testid="pinnacola-season"
        @change=${(e: Event) => {
          const value = (e.target as HTMLSelectElement).value;
          this.season = value || null;
          void this.load();
        }}
      >
        <option value="" ?selected=${this.season === null}>${t("web.pin.board_all_time")}</option>
        ${(board?.seasons ?? []).map(
          (s) => html`<option value=${s.name} ?selected=${s.name === this.season}>${s.name} (${s.from} – ${s.to})</option>`,
        )}
      </select>
      ${board?.players.length
        ? html`<table class="numbers board">
            <tr><th>#</th><th>${t("web.stats.player")}</th><th>${t("web.pin.board_points")}</th><th>${t("web.stats.games")}</th><th>${t("web.stats.wins")}</th></tr>
            ${board.players.map(
              (row) => html`<tr class=${row.id === this.store.profile?.id ? "me" : ""}>
                <td>${row.rank}</td><td>${row.nickname}</td><td>${row.points}</td><td>${row.matches}</td><td>${row.wins}</td>
              </tr>`,
            )}
          </table>`
        : html`<p class="muted">${t("web.stats.empty_board")}</p>`}
      <p class="muted small">${t("web.pin.board_rules")}</p>
    </section>`;
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
      tr.me {
        background: #f3d98a;
      }
      .chart {
        width: 100%;
        height: auto;
      }
      .small {
        font-size: 0.85rem;
      }
    `,
  ];
}

customElements.define("stats-view", StatsView);
