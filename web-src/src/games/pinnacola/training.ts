// A Pinnacola training table's help under your hand (beside the pile on a wide screen):
// Suggest (the computer's next step for you, with why, and Do it to take it), and why the
// computers took their last steps.
import { html, nothing, type TemplateResult } from "lit";
import { pick, t } from "../../shell/i18n";
import type { PinStepReasons, PinSuggestion } from "./logic";

/** What the panel shows and does. */
export interface PinTraining {
  /** It is your turn: a step can be suggested. */
  myTurn: boolean;
  suggestion: PinSuggestion | null;
  /** The computers' last steps with their reasons (the snapshot's `pin_reasons`). */
  reasons: readonly (PinStepReasons & { seat: number })[];
  name: (seat: number) => string;
  suggest: () => void;
  take: (suggestion: PinSuggestion) => void;
  /** The reasons were opened or folded (the table is placed again). */
  toggled: () => void;
}

export function pinTrainingPanel(panel: PinTraining): TemplateResult {
  const suggestion = panel.suggestion;
  return html`<div class="training" data-testid="pin-training">
    ${panel.myTurn ? html`<button data-testid="suggest" @click=${panel.suggest}>${t("web.training.suggest")}</button>` : nothing}
    ${suggestion
      ? html`<div class="suggestion" data-testid="suggestion">
          <p>${pick(suggestion.text)}</p>
          <button class="primary" data-testid="take-suggestion" @click=${() => panel.take(suggestion)}>${t("web.pin.take_suggestion")}</button>
        </div>`
      : nothing}
    ${panel.reasons.length
      ? html`<details class="why" data-testid="pin-reasons" @toggle=${panel.toggled}>
          <summary>${t("web.pin.why_title")}</summary>
          <ul>
            ${panel.reasons.map((reason) => html`<li data-testid="reasons" data-seat=${reason.seat}><b>${panel.name(reason.seat)}</b>: ${pick(reason.text)}</li>`)}
          </ul>
        </details>`
      : nothing}
  </div>`;
}
