// The Briscola table's summaries: the hand just finished (each side's points, who won it, the
// hands won so far), the game's hands so far, the panels after a hand and at the match's end,
// and a training stop's reasons.
import { html, nothing, type TemplateResult } from "lit";
import { gameSoFar, handOutcome, sideOf, stepCard, type BriOptions, type BriState } from "./logic";
import { pick, t } from "../../shell/i18n";
import { replayLink } from "../../shell/replay-address";

/** What the summaries need of the view: the two sides' headings and the game's options. */
export interface SummaryContext {
  /** Yours first: you and the opponent, or us and them. */
  sides: [string, string];
  options: BriOptions | null;
}

/** The hand just finished: each side's points, who won it, the hands won so far. */
export function handSummary(state: BriState, context: SummaryContext, heading: "h2" | "h3" = "h2"): TemplateResult | typeof nothing {
  const summary = state.hand_summary;
  if (!summary) return nothing;
  const result = summary.result;
  const us = sideOf(state.you);
  const [mine, theirs] = context.sides;
  const outcome = handOutcome(result, state.you);
  const game = gameSoFar(summary.wins, context.options, state.you);
  const verdict = {
    won: state.watching ? t("web.watch.won_by", { side: mine }) : t(state.seats.length === 4 ? "web.bri.hand_won_team" : "web.bri.hand_won"),
    lost: state.watching ? t("web.watch.won_by", { side: theirs }) : t(state.seats.length === 4 ? "web.bri.hand_lost_team" : "web.bri.hand_lost", { name: theirs }),
    draw: t("web.bri.hand_draw"),
  }[outcome];
  const tie = result.points[0] === result.points[1] && result.winner !== null;
  const title = t("web.bri.hand_over", { n: summary.hand });
  return html`<section data-testid="hand-summary" data-outcome=${outcome}>
    ${heading === "h2" ? html`<h2>${title}</h2>` : html`<h3>${title}</h3>`}
    <p class="verdict ${outcome}">${verdict}</p>
    <table>
      <tr>
        <td></td>
        <th>${mine}</th>
        <th>${theirs}</th>
      </tr>
      <tr data-row="points">
        <td>${t("web.bri.card_points")}</td>
        <td><b>${result.points[us]}</b></td>
        <td><b>${result.points[1 - us]}</b></td>
      </tr>
      <tr data-row="last_trick">
        <td>${t("web.summary.last_trick")}</td>
        <td>${result.last_trick === us ? "✓" : ""}</td>
        <td>${result.last_trick === 1 - us ? "✓" : ""}</td>
      </tr>
      <tr data-row="wins">
        <td>${t("web.bri.hands_won")}</td>
        <td>${game.us}</td>
        <td>${game.them}</td>
      </tr>
    </table>
    ${tie ? html`<p class="muted small">${t("web.bri.tie_last_trick")}</p>` : nothing}
    ${game.target && game.target > 1 ? html`<p class="muted">${t("web.bri.first_to_long", { n: game.target })}</p>` : nothing}
  </section>`;
}

/** Each hand's points so far (when the game has more than one hand). */
export function gameSoFarTable(state: BriState, context: SummaryContext): TemplateResult | typeof nothing {
  const hands = state.match.hands;
  if (hands.length < 2) return nothing;
  const us = sideOf(state.you);
  const [mine, theirs] = context.sides;
  return html`<section class="match" data-testid="game-so-far">
    <h3>${t("web.bri.game_so_far")}</h3>
    <table>
      <tr>
        <td></td>
        <th>${mine}</th>
        <th>${theirs}</th>
      </tr>
      ${hands.map(
        (points, index) => html`<tr>
          <td>${t("web.bri.hand_n", { n: index + 1 })}</td>
          <td>${points[us]}${points[us] > 60 ? " ★" : ""}</td>
          <td>${points[1 - us]}${points[1 - us] > 60 ? " ★" : ""}</td>
        </tr>`,
      )}
    </table>
  </section>`;
}

/** Whether the screen is a phone's: the stop's reasons start folded there, over the trick. */
function onPhone(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(max-width: 640px)").matches;
}

/** A training stop after a trick: Continue, and why each card was played. */
export function trickStop(state: BriState, name: (seat: number) => string, go: () => void): TemplateResult {
  const explained = state.reasons.filter((reason) => pick(reason.text));
  return html`<div class="stop" data-testid="trick-stop">
    <div class="stop-head">
      <span>${t("web.bri.stop")}</span>
      <button class="primary" data-testid="continue" @click=${go}>${t("web.training.continue")}</button>
    </div>
    ${explained.length
      ? html`<details class="stop-why" ?open=${!onPhone()}>
          <summary data-testid="stop-why">${t("web.training.why")}</summary>
          <ul class="reasons">
            ${explained.map(
              (reason) => html`<li data-testid="reasons" data-seat=${reason.seat} data-card=${stepCard(reason.step)}>
                <b>${name(reason.seat)}</b>: ${pick(reason.text)}
              </li>`,
            )}
          </ul>
        </details>`
      : nothing}
  </div>`;
}

/** What the panel after a hand needs: who is still to say ready, and what the buttons do. */
export interface HandOverContext extends SummaryContext {
  name: (seat: number) => string;
  /** This seat has said it is ready for the next hand. */
  ready: boolean;
  sendReady: () => void;
  /** A training table: the next hand comes on Continue. */
  goOn: () => void;
}

export function handOverPanel(state: BriState, context: HandOverContext): TemplateResult {
  const waiting = state.seats.filter((s) => s.kind === "human" && s.connected && !state.ready.includes(s.seat) && s.seat !== state.you);
  return html`<div class="overlay">
    <div class="panel summary">
      ${handSummary(state, context)} ${gameSoFarTable(state, context)}
      <div class="buttons">
        ${state.watching
          ? nothing
          : state.training
            ? html`<button class="primary" data-testid="continue" @click=${context.goOn}>${t("web.summary.next_hand")}</button>`
            : html`<button class="primary" data-testid="ready" ?disabled=${context.ready} @click=${context.sendReady}>${t("web.summary.next_hand")}</button>`}
      </div>
      ${context.ready && waiting.length
        ? html`<p class="muted">${t("web.summary.waiting_for", { names: waiting.map((s) => context.name(s.seat)).join(", ") })}</p>`
        : nothing}
    </div>
  </div>`;
}

/** What the match's end needs: the Roman match around it, another game (alone), the lobby. */
export interface MatchOverContext extends SummaryContext {
  within: TemplateResult | typeof nothing;
  /** Another game against the computer, or null where there is none to offer. */
  again: (() => void) | null;
  toLobby: () => void;
  refusal: string;
}

export function matchOverPanel(state: BriState, context: MatchOverContext): TemplateResult {
  const winner = state.match.winner;
  const won = winner === sideOf(state.you);
  const team = state.seats.length === 4;
  const verdict =
    winner === null
      ? t("web.result.ended")
      : state.watching
        ? t("web.watch.won_by", { side: context.sides[winner === sideOf(state.you) ? 0 : 1] })
        : won
          ? t("web.result.won")
          : team
            ? t("web.result.lost")
            : t("web.bri.won_by", { name: context.sides[1] });
  return html`<div class="overlay">
    <div class="panel summary" data-testid="match-result">
      <h2>${verdict}</h2>
      ${state.within ? html`<p class="within">${context.within}</p>` : nothing}
      ${handSummary(state, context, "h3")} ${gameSoFarTable(state, context)}
      <div class="buttons">
        ${context.again ? html`<button class="primary" data-testid="new-game" @click=${context.again}>${t("web.result.again")}</button>` : nothing}
        <button data-testid="to-lobby" @click=${context.toLobby}>${t("web.result.lobby")}</button>
        ${state.within ? nothing : html`<a class="review" data-testid="review-match" href=${replayLink(state.table)}>${t("web.replay.open_steps")}</a>`}
      </div>
      ${context.refusal ? html`<p class="error" data-testid="illegal-move">${context.refusal}</p>` : nothing}
    </div>
  </div>`;
}

/** A Roman match's Briscola game: the match it is one game of (games won, best of). */
export function withinBadge(state: BriState, testid = "within"): TemplateResult | typeof nothing {
  const within = state.within;
  if (!within) return nothing;
  const us = sideOf(state.you);
  return html`<span class="badge roman" data-testid=${testid} title=${t("web.bri.within_title")}
    >${t("web.bri.within", { us: within.wins[us] ?? 0, them: within.wins[1 - us] ?? 0, n: within.best_of })}</span
  >`;
}
