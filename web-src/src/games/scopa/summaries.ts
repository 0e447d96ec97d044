// The Scopa table's summaries: the hand just finished, counted category by category (carte,
// denari, settebello, primiera with its cards, scope, and the options' re bello and napola),
// the game's hands so far, the panels after a hand and at the game's end, and the training
// panels (a stop's reasons, a suggestion).
import { html, nothing, type TemplateResult } from "lit";
import { face } from "../../shell/card-art";
import { cardName } from "../../shell/cards";
import type { DeckId } from "../../shell/decks/index";
import { pick, t } from "../../shell/i18n";
import { replayLink } from "../../shell/replay-address";
import type { ScopaStepSuggestion } from "../../shell/protocol";
import { playWords, stepWords } from "./felt";
import { categories, categoryFigure, gameScore, handOutcome, sideOf, type ScoOptions, type ScoState, type ScoStep } from "./logic";

/** What the summaries need of the view: the sides' headings, the options, the deck. */
export interface SummaryContext {
  /** Yours first: you and the opponent, or us and them. */
  sides: [string, string];
  options: ScoOptions | null;
  deck: DeckId;
  /** Each side's primiera cards (by side, not yours first), when the plays seen make the hand. */
  primiera: [string[], string[]] | null;
  name: (seat: number) => string;
}

/** One side's cell of a category: its figure (cards, denari, the primiera's sum…) and the
 *  point it scored in bold. */
function cell(context: SummaryContext, category: string, figure: number | null | undefined, point: number, side: 0 | 1): TemplateResult {
  const cards = category === "primiera" ? context.primiera?.[side] : undefined;
  const shown = figure === undefined ? "" : figure === null ? t("web.sco.no_primiera") : String(figure);
  return html`<td>
    ${cards?.length
      ? html`<span class="primiera-cards" data-testid="primiera-cards" data-side=${side}>
          ${cards.map((code) => html`<span class="tiny-card" data-card=${code} title=${cardName(code)}>${face(code, context.deck)}</span>`)}
        </span>`
      : nothing}
    ${shown ? html`<span class="figure">${shown}</span>` : nothing}
    <b class="point ${point ? "scored" : ""}">${point}</b>
  </td>`;
}

/** The hand just finished: each category's figures and points per side, the total, what was
 *  left on the table for the last capture, and the game's score after it. */
export function handSummary(state: ScoState, context: SummaryContext, heading: "h2" | "h3" = "h2"): TemplateResult | typeof nothing {
  const summary = state.hand_summary;
  if (!summary) return nothing;
  const result = summary.result;
  const us = sideOf(state.you);
  const them = (1 - us) as 0 | 1;
  const [mine, theirs] = context.sides;
  const outcome = handOutcome(result, state.you);
  const title = t("web.sco.hand_over", { n: summary.hand });
  const points = result.points as unknown as Record<string, [number, number]>;
  const score = gameScore(summary.score, state.you, context.options?.target ?? state.match.target);
  return html`<section data-testid="hand-summary" data-outcome=${outcome} data-hand=${summary.hand}>
    ${heading === "h2" ? html`<h2>${title}</h2>` : html`<h3>${title}</h3>`}
    <table class="count">
      <tr>
        <td></td>
        <th>${mine}</th>
        <th>${theirs}</th>
      </tr>
      ${categories(context.options).map(
        (category) => html`<tr data-row=${category}>
          <td title=${t(`web.sco.category_title.${category}`)}>${t(`web.sco.category.${category}`)}</td>
          ${cell(context, category, categoryFigure(result, category, us), points[category]?.[us] ?? 0, us)}
          ${cell(context, category, categoryFigure(result, category, them), points[category]?.[them] ?? 0, them)}
        </tr>`,
      )}
      <tr data-row="total" class="total">
        <td>${t("web.sco.hand_points")}</td>
        <td><b>${result.total[us]}</b></td>
        <td><b>${result.total[them]}</b></td>
      </tr>
    </table>
    <p class="muted small" data-testid="leftovers">
      ${summary.leftovers.length
        ? t("web.sco.leftovers", { side: context.sides[result.last_capture === us ? 0 : 1], cards: summary.leftovers.map((code) => cardName(code)).join(", ") })
        : t("web.sco.no_leftovers")}
    </p>
    <p class="game-score" data-testid="game-score">
      ${t("web.sco.game_score", { mine, us: score.us, theirs, them: score.them })}
      ${score.target ? html`<span class="muted">· ${t("web.sco.to_target", { n: score.target })}</span>` : nothing}
    </p>
  </section>`;
}

/** Each hand's points so far (from the second hand on). */
export function gameSoFarTable(state: ScoState, context: SummaryContext): TemplateResult | typeof nothing {
  const hands = state.match.hands;
  if (hands.length < 2) return nothing;
  const us = sideOf(state.you);
  const [mine, theirs] = context.sides;
  return html`<section class="match" data-testid="game-so-far">
    <h3>${t("web.sco.game_so_far")}</h3>
    <table>
      <tr>
        <td></td>
        <th>${mine}</th>
        <th>${theirs}</th>
      </tr>
      ${hands.map(
        (points, index) => html`<tr>
          <td>${t("web.sco.hand_n", { n: index + 1 })}</td>
          <td>${points[us]}</td>
          <td>${points[1 - us]}</td>
        </tr>`,
      )}
    </table>
  </section>`;
}

/** Whether the screen is a phone's: the reasons of a stop or a suggestion start folded there. */
export function onPhone(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(max-width: 640px)").matches;
}

/** Why the computer made its last play (training), each play in words with its reasons. */
function whyList(state: ScoState, name: (seat: number) => string, open: boolean): TemplateResult | typeof nothing {
  const explained = state.reasons.filter((reason) => pick(reason.text));
  if (!explained.length) return nothing;
  return html`<details class="stop-why" ?open=${open}>
    <summary data-testid="stop-why">${t("web.training.why")}</summary>
    <ul class="reasons">
      ${explained.map(
        (reason) => html`<li data-testid="reasons" data-seat=${reason.seat} data-card=${reason.step.card}>
          <b>${playWords(reason.step, name(reason.seat))}</b> ${pick(reason.text)}
        </li>`,
      )}
    </ul>
  </details>`;
}

/** A training stop after a computer's play: what it did, why, and Continue. */
export function playStop(state: ScoState, name: (seat: number) => string, go: () => void): TemplateResult {
  return html`<div class="stop" data-testid="trick-stop">
    <div class="stop-head">
      <span>${t("web.sco.stop")}</span>
      <button class="primary" data-testid="continue" @click=${go}>${t("web.training.continue")}</button>
    </div>
    ${whyList(state, name, !onPhone())}
  </div>`;
}

/** Training: what the computer would do in your place, why (folded on a phone), and Do it. */
export function suggestionPanel(suggestion: Pick<ScopaStepSuggestion, "step" | "text">, take: (step: ScoStep) => void): TemplateResult {
  const why = pick(suggestion.text);
  return html`<div class="suggestion" data-testid="suggestion">
    <p><b>${stepWords(suggestion.step)}</b></p>
    <button class="primary" data-testid="take-suggestion" @click=${() => take(suggestion.step)}>${t("web.sco.take_suggestion")}</button>
    ${why
      ? html`<details class="suggestion-why">
          <summary data-testid="suggestion-why">${t("web.training.why")}</summary>
          <p>${why}</p>
        </details>`
      : nothing}
  </div>`;
}

/** What the panel after a hand needs: who is still to say ready, and what the buttons do. */
export interface HandOverContext extends SummaryContext {
  /** This seat has said it is ready for the next hand. */
  ready: boolean;
  sendReady: () => void;
  /** A training table: the next hand comes on Continue. */
  goOn: () => void;
}

export function handOverPanel(state: ScoState, context: HandOverContext): TemplateResult {
  const waiting = state.seats.filter((s) => s.kind === "human" && s.connected && !state.ready.includes(s.seat) && s.seat !== state.you);
  return html`<div class="overlay">
    <div class="panel summary">
      ${handSummary(state, context)} ${gameSoFarTable(state, context)}
      ${state.training ? whyList(state, context.name, false) : nothing}
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

/** What the game's end needs: another game (alone), the lobby, a refusal to show. */
export interface MatchOverContext extends SummaryContext {
  /** Another game against the computer, or null where there is none to offer. */
  again: (() => void) | null;
  toLobby: () => void;
  refusal: string;
}

export function matchOverPanel(state: ScoState, context: MatchOverContext): TemplateResult {
  const winner = state.match.winner;
  const won = winner === sideOf(state.you);
  const verdict =
    winner === null
      ? t("web.result.ended")
      : state.watching
        ? t("web.watch.won_by", { side: context.sides[won ? 0 : 1] })
        : won
          ? t("web.result.won")
          : state.seats.length === 4
            ? t("web.result.lost")
            : t("web.sco.won_by", { name: context.sides[1] });
  return html`<div class="overlay">
    <div class="panel summary" data-testid="match-result" data-won=${won ? "true" : "false"}>
      <h2>${verdict}</h2>
      ${handSummary(state, context, "h3")} ${gameSoFarTable(state, context)}
      <div class="buttons">
        ${context.again ? html`<button class="primary" data-testid="new-game" @click=${context.again}>${t("web.result.again")}</button>` : nothing}
        <button data-testid="to-lobby" @click=${context.toLobby}>${t("web.result.lobby")}</button>
        <a class="review" data-testid="review-match" href=${replayLink(state.table)}>${t("web.replay.open_steps")}</a>
      </div>
      ${context.refusal ? html`<p class="error" data-testid="illegal-move">${context.refusal}</p>` : nothing}
    </div>
  </div>`;
}
