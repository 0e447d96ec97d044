// The end-of-hand summary (thirds, card points, last trick, accuse), the match so far, and the
// Tressette table's panels after a hand and at the match's end.
import { html, nothing, type TemplateResult } from "lit";
import { has, t } from "../../shell/i18n";
import { teamOf, waitingForReady } from "./logic";
import type { TableState } from "./protocol";
import { sideHeadings, verdict } from "../../shell/components/watching";
import { replayLink } from "../../shell/replay-address";

/** The hand just finished, by team: us first. */
export function handSummary(state: TableState): TemplateResult | typeof nothing {
  const summary = state.hand_summary;
  if (!summary) return nothing;
  const result = summary.result;
  const us = teamOf(state.you);
  const them = 1 - us;
  const row = (label: string, values: [number | string, number | string]): TemplateResult =>
    html`<tr>
      <td>${label}</td>
      <td>${values[us]}</td>
      <td>${values[them]}</td>
    </tr>`;
  const last: [string, string] = ["", ""];
  if (result.last_trick !== null) last[result.last_trick] = "✓";
  const onAccuse = summary.ended_by === "accuse"; // no card was counted: no rows of noughts
  return html`<section data-testid="hand-summary">
    <h2>${t("web.summary.title")}</h2>
    ${onAccuse ? html`<p data-testid="ended-on-accuse"><b>${endedOnAccuse(state)}</b></p>` : nothing}
    <table>
      <tr>
        <td></td>
        <th>${sideHeadings(state)[0]}</th>
        <th>${sideHeadings(state)[1]}</th>
      </tr>
      ${onAccuse
        ? nothing
        : html`${row(t("web.summary.thirds"), result.thirds)} ${row(t("web.summary.last_trick"), last)}
          ${row(t("web.summary.card_points"), result.card_points)}`}
      ${row(t("web.summary.accuse"), result.accuse_points)}
      ${row(t("web.summary.points"), result.points)} ${row(t("web.summary.game_score"), summary.score)}
    </table>
    ${result.cappotto !== null
      ? html`<p><b>${result.cappotto === us ? t("web.summary.cappotto_us") : t("web.summary.cappotto_them")}</b></p>`
      : nothing}
  </section>`;
}

/** Why a game (or the match) ended at its first trick: a side's accuse took it to the game's
 *  target ("The opponents reached 41 with their accuse: the match ends here, …"). */
function endedOnAccuse(state: TableState): string {
  const games = state.match.games;
  const game = games[games.length - 1];
  const what = state.match.winner !== null ? "match" : "game";
  const winner = game?.winner ?? 0;
  const target = game?.target ?? state.view?.target ?? 0;
  if (state.watching) return t(`web.summary.accuse_ended.${what}.side`, { side: sideHeadings(state)[winner], target });
  const who = winner === teamOf(state.you) ? "us" : "them";
  return t(`web.summary.accuse_ended.${what}.${who}`, { target });
}

/** How a game of the match played at another game is marked (the Roman match's Briscola). */
function playedAt(game: string): string {
  const key = `web.summary.played_at.${game}`;
  return has(key) ? t(key) : `(${game})`;
}

/** The games of the match so far and the games won. */
export function matchTable(state: TableState): TemplateResult | typeof nothing {
  const match = state.match;
  if (!match.games.length) return nothing;
  const us = teamOf(state.you);
  return html`<section class="match">
    <h3>${t("web.summary.match")}</h3>
    <table>
      <tr>
        <td></td>
        <th>${sideHeadings(state)[0]}</th>
        <th>${sideHeadings(state)[1]}</th>
      </tr>
      ${match.games.map(
        (game, index) => html`<tr>
          <td>
            ${t("web.summary.game_n", { n: index + 1 })}${game.game !== state.game
              ? html` <span class="muted" data-testid="played-at">${playedAt(game.game)}</span>`
              : nothing}
          </td>
          <td>${game.score[us]}${game.winner === us ? " ★" : ""}</td>
          <td>${game.score[1 - us]}${game.winner === 1 - us ? " ★" : ""}</td>
        </tr>`,
      )}
      <tr>
        <td><b>${t("web.summary.games_won")}</b></td>
        <td><b>${match.wins[us]}</b></td>
        <td><b>${match.wins[1 - us]}</b></td>
      </tr>
    </table>
  </section>`;
}

/** What the panel after a hand needs: whether this seat said ready, and what the buttons do. */
export interface HandOverContext {
  ready: boolean;
  name: (seat: number) => string;
  sendReady: () => void;
  /** A training table: the next hand comes on Continue. */
  goOn: () => void;
}

export function handOverPanel(state: TableState, context: HandOverContext): TemplateResult {
  const waiting = waitingForReady(state);
  return html`<div class="overlay">
    <div class="panel summary">
      ${handSummary(state)} ${matchTable(state)}
      ${state.watching
        ? nothing
        : state.training
          ? html`<button class="primary" data-testid="continue" @click=${context.goOn}>${t("web.summary.next_hand")}</button>`
          : html`<button class="primary" data-testid="ready" ?disabled=${context.ready} @click=${context.sendReady}>${t("web.summary.next_hand")}</button>`}
      ${waiting.length && context.ready
        ? html`<p class="muted">${t("web.summary.waiting_for", { names: waiting.map((seat) => context.name(seat)).join(", ") })}</p>`
        : nothing}
    </div>
  </div>`;
}

/** The match's end: who won, the last hand, the match's games; another game, or the lobby. */
export function matchOverPanel(state: TableState, context: { again: (() => void) | null; toLobby: () => void }): TemplateResult {
  const winner = state.match.winner;
  return html`<div class="overlay">
    <div class="panel summary" data-testid="match-result">
      <h2>${winner === null ? t("web.result.ended") : verdict(state, winner, teamOf(state.you))}</h2>
      ${state.hand_summary ? handSummary(state) : nothing} ${matchTable(state)}
      <div class="buttons">
        ${context.again ? html`<button class="primary" data-testid="new-game" @click=${context.again}>${t("web.result.again")}</button>` : nothing}
        <button @click=${context.toLobby}>${t("web.result.lobby")}</button>
        <a class="review" data-testid="review-match" href=${replayLink(state.table)}>${t("web.replay.open")}</a>
      </div>
    </div>
  </div>`;
}
