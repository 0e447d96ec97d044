// Scopa's part of the Help page, under its rules (the catalog's `web.help.scopa.N`): the three
// presets in words, and the primiera's worth of each card.
import { html, type TemplateResult } from "lit";
import { t } from "../../shell/i18n";

/** The presets, in the server's order (circolo/games/scopa/options.py). */
export const PRESETS: readonly string[] = ["classica", "a-quattro", "scopone"];

/** Each rank's worth in the primiera, from the best; the figures (Fante, Cavallo, Re) last. */
export const PRIMIERA_ROWS: readonly [string, number][] = [
  ["7", 21],
  ["6", 18],
  ["A", 16],
  ["5", 15],
  ["4", 14],
  ["3", 13],
  ["2", 12],
  ["F", 10],
];

export function scopaHelp(): TemplateResult {
  return html`
    <h3>${t("web.sco.help_presets")}</h3>
    <table class="rules" data-testid="help-presets">
      ${PRESETS.map(
        (name) => html`<tr data-variant=${name}>
          <th scope="row">${name}</th>
          <td>${t(`web.variant.scopa.${name}`)}</td>
        </tr>`,
      )}
    </table>
    <h3>${t("web.sco.help_primiera")}</h3>
    <table class="rules" data-testid="help-primiera">
      ${PRIMIERA_ROWS.map(
        ([rank, worth]) => html`<tr>
          <th scope="row">${rank === "F" ? t("web.sco.help_figures") : t(`card.rank.${rank}`)}</th>
          <td>${worth}</td>
        </tr>`,
      )}
    </table>
  `;
}
