// The Pinnacola table's panels after a hand (each team's melded, in hand, closing, not opened
// and total, with Next hand) and at the match's end (who won, the scores, the lobby).
import { html, nothing, type TemplateResult } from "lit";
import { t } from "../../shell/i18n";
import { replayLink } from "../../shell/replay-address";
import { RESULT_ROWS, pinTeam, type PinResult, type PinState } from "./logic";
import { sideHeadings, verdict } from "../../shell/components/watching";

/** Which panel is over the table (the hand's summary, by its number, or the match's end), or
 *  null while a hand is played: the view gives a new panel the focus. */
export function overlayShown(state: PinState): string | null {
  if (state.phase === "hand_over" && state.hand_summary) return `hand-${state.hand_summary.hand}`;
  return state.phase === "over" ? "over" : null;
}

/** The panel over the table after a hand or at the end, over everything on the table (a
 *  dialog: its button has the focus); nothing while the hand is played. */
export function pinOverlays(state: PinState, ready: { sentReady: boolean; sendReady: () => void }): TemplateResult {
  const summary = state.hand_summary;
  if (state.phase === "hand_over" && summary) {
    return html`<div class="overlay">
      <div class="panel summary" data-testid="hand-summary" role="dialog" aria-modal="true" aria-labelledby="pin-summary-title">
        <h2 id="pin-summary-title">${t("web.pin.hand_over", { n: summary.hand })}</h2>
        ${resultTable(state, summary.result)}
        <p>${t("web.pin.match_score", { us: summary.score[pinTeam(state.you)], them: summary.score[1 - pinTeam(state.you)] })}</p>
        ${state.watching
          ? nothing
          : html`<button class="primary" data-testid="ready" data-autofocus ?disabled=${ready.sentReady} @click=${ready.sendReady}>
              ${ready.sentReady ? t("web.pin.waiting_others") : t("web.summary.next_hand")}
            </button>`}
      </div>
    </div>`;
  }
  if (state.phase === "over") {
    const us = pinTeam(state.you);
    const winner = state.match.winner;
    return html`<div class="overlay">
      <div class="panel summary" data-testid="match-result" role="dialog" aria-modal="true" aria-labelledby="pin-result-title">
        <h2 id="pin-result-title">${winner === null ? t("web.pin.level") : verdict(state, winner, us)}</h2>
        ${summary ? resultTable(state, summary.result) : nothing}
        <p>${t("web.pin.match_score", { us: state.match.score[us], them: state.match.score[1 - us] })}</p>
        ${state.match.ended_by === "pinnacolone" ? html`<p>${t("web.pin.pinnacolone")}</p>` : nothing}
        <a href="#/" data-testid="to-lobby" data-autofocus>${t("web.result.lobby")}</a>
        <a class="review" data-testid="review-match" href=${replayLink(state.table)}>${t("web.replay.open_steps")}</a>
      </div>
    </div>`;
  }
  return html``;
}

/** A hand's result by team, us first: melded, left in hand, closing, not opened, total. */
function resultTable(state: PinState, result: PinResult): TemplateResult {
  const us = pinTeam(state.you);
  return html`<table class="result">
    <thead>
      <tr>
        <td></td>
        <th>${sideHeadings(state)[0]}</th>
        <th>${sideHeadings(state)[1]}</th>
      </tr>
    </thead>
    <tbody>
      ${RESULT_ROWS.map(
        (row) => html`<tr data-row=${row}>
          <th>${t(`web.pin.result.${row}`)}</th>
          <td>${result[row][us]}</td>
          <td>${result[row][1 - us]}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}
