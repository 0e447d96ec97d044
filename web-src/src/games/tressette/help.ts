// Tressette's part of the Help page: a variant's options in words, its signals with their
// meaning and who may make them, the accuse, and the opening-lead table ("tabella") read from
// docs/opening-leads.LANG.md at build time, so that the page and the docs never disagree.
import { LitElement, html, css, type TemplateResult } from "lit";
import { api } from "../../shell/api";
import { DisplayConsumer } from "../../shell/display";
import { firstTable, introOf, optionValue, paragraphs } from "../../shell/help-logic";
import { getLang, has, t } from "../../shell/i18n";
import type { OptionSpec } from "../../shell/protocol";
import { signalLabel } from "./logic";
import type { TressetteInfo } from "./protocol";
import { shared } from "../../shell/styles";
import tabellaEn from "../../../../docs/opening-leads.en.md?raw";
import tabellaIt from "../../../../docs/opening-leads.it.md?raw";
import { helpStyles } from "../../shell/components/help-styles";

export class TressetteHelp extends LitElement {
  static properties = {
    variant: {},
    info: { state: true },
  };

  /** The variant shown (the settings' at first; the menu changes it). */
  declare variant: string;
  declare info: TressetteInfo | null;
  /** The language (a lit context): the text follows it. */
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.variant = "";
    this.info = null;
  }

  connectedCallback(): void {
    super.connectedCallback();
    api.gameInfo<TressetteInfo>("tressette").then(
      (info) => (this.info = info),
      () => undefined, // the rules' text stands without the variant's details
    );
  }

  render(): TemplateResult {
    const info = this.info;
    const preset = info?.variants.find((v) => v.name === this.variant) ?? info?.variants[0];
    return html`
      <h3>${t("web.help.variant.title")}</h3>
      ${info && preset
        ? html`<label
              >${t("web.options.variant")}
              <select data-testid="help-variant" @change=${(e: Event) => (this.variant = (e.target as HTMLSelectElement).value)}>
                ${info.variants.map((v) => html`<option value=${v.name} ?selected=${v.name === preset.name}>${v.name}</option>`)}
              </select></label
            >
            <p class="muted">${t(`variant.${preset.name}`)}</p>
            <table class="rules" data-testid="help-options">
              ${info.options.map((spec) => this.optionRow(spec, preset.options))}
            </table>
            <h3>${t("web.help.signals.title")}</h3>
            ${this.renderSignals(info, String(preset.options["signals"] ?? "none"))}`
        : html`<p class="muted">…</p>`}
      <h3>${t("web.help.accuse.title")}</h3>
      ${paragraphs("web.help.accuse", has, (key) => t(key)).map((text) => html`<p>${text}</p>`)}
      <h3>${t("web.help.tabella.title")}</h3>
      ${this.renderTabella()}
    `;
  }

  private optionRow(spec: OptionSpec, options: Record<string, unknown>): TemplateResult {
    return html`<tr data-option=${spec.key}>
      <th scope="row">${t(`web.option.${spec.key}`)}</th>
      <td>${optionValue(spec.key, options[spec.key], (key) => t(key), has)}</td>
    </tr>`;
  }

  private renderSignals(info: TressetteInfo, vocabulary: string): TemplateResult {
    const chosen = info.vocabularies[vocabulary];
    if (!chosen || !chosen.signals.length) return html`<p data-testid="help-signals">${t("web.help.signals.none")}</p>`;
    const lang = getLang();
    return html`<p>${t(chosen.who === "leader" ? "web.help.signals.leader" : "web.help.signals.any")}</p>
      <table class="rules" data-testid="help-signals">
        <tr>
          <th>${t("web.help.signals.signal")}</th>
          <th>${t("web.help.signals.meaning")}</th>
        </tr>
        ${chosen.signals.map(
          (signal) => html`<tr data-signal=${signal.id}>
            <td><b>${signalLabel(signal, lang)}</b></td>
            <td>${signal.meaning[lang]}</td>
          </tr>`,
        )}
      </table>`;
  }

  /** The opening-lead table of docs/opening-leads.LANG.md, as an HTML table. */
  private renderTabella(): TemplateResult {
    const text = getLang() === "it" ? tabellaIt : tabellaEn;
    const table = firstTable(text);
    return html`${introOf(text).map((p) => html`<p>${p}</p>`)}
      <div class="scroll">
        <table class="tabella" data-testid="tabella">
          <thead>
            <tr>
              ${table.header.map((cell) => html`<th scope="col">${cell}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${table.rows.map(
              (row) => html`<tr>
                ${row.map((cell, i) => (i === 0 ? html`<th scope="row">${cell}</th>` : html`<td>${cell}</td>`))}
              </tr>`,
            )}
          </tbody>
        </table>
      </div>`;
  }

  static styles = [
    shared,
    helpStyles,
    css`
      :host {
        display: block;
      }
    `,
  ];
}

customElements.define("tressette-help", TressetteHelp);
