// The variant and its options, as a form: every option of the server's list, starting from
// the variant's preset. Sends a "change" event with {variant, options} (the overrides).
import { LitElement, html, css, nothing, type TemplateResult } from "lit";
import { DisplayConsumer } from "../display";
import { has, t } from "../i18n";
import { variantAbout } from "../lobby-logic";
import type { OptionSpec, OptionsInfo } from "../protocol";
import { shared } from "../styles";

/** Options chosen before any other (how many play): beside the variant, never folded away. */
export const FRONT_OPTIONS: readonly string[] = ["players"];

export interface OptionsChoice {
  variant: string;
  options: Record<string, unknown>;
}


export class OptionsForm extends LitElement {
  static properties = {
    info: { attribute: false },
    variant: {},
    options: { attribute: false },
    open: { type: Boolean },
  };

  declare info: OptionsInfo | null;
  declare variant: string;
  declare options: Record<string, unknown>;
  declare open: boolean;
  /** The language and the deck (a lit context): this view redraws when either changes. */
  readonly display = new DisplayConsumer(this);

  constructor() {
    super();
    this.info = null;
    this.variant = "classico";
    this.options = {};
    this.open = false;
  }

  private preset(): Record<string, unknown> {
    return this.info?.variants.find((v) => v.name === this.variant)?.options ?? {};
  }

  private value(key: string): unknown {
    return key in this.options ? this.options[key] : this.preset()[key];
  }

  private emit(variant: string, options: Record<string, unknown>): void {
    this.variant = variant;
    this.options = options;
    this.dispatchEvent(new CustomEvent<OptionsChoice>("change", { detail: { variant, options } }));
  }

  private set(key: string, value: unknown): void {
    const options = { ...this.options };
    if (JSON.stringify(value) === JSON.stringify(this.preset()[key])) delete options[key];
    else options[key] = value;
    this.emit(this.variant, options);
  }

  private choiceLabel(key: string, value: unknown): string {
    const label = `web.choice.${key}.${String(value)}`;
    return has(label) ? t(label) : String(value);
  }

  private control(spec: OptionSpec): TemplateResult {
    const value = this.value(spec.key);
    const id = `option-${spec.key}`;
    if (spec.kind === "switch") {
      return html`<input
        id=${id}
        type="checkbox"
        data-option=${spec.key}
        .checked=${value === true}
        @change=${(e: Event) => this.set(spec.key, (e.target as HTMLInputElement).checked)}
      />`;
    }
    if (spec.kind === "choice") {
      return html`<select
        id=${id}
        data-option=${spec.key}
        @change=${(e: Event) => {
          const raw = (e.target as HTMLSelectElement).value;
          const chosen = spec.choices?.find((c) => String(c) === raw);
          this.set(spec.key, chosen ?? raw);
        }}
      >
        ${(spec.choices ?? []).map(
          (choice) => html`<option value=${String(choice)} ?selected=${choice === value}>${this.choiceLabel(spec.key, choice)}</option>`,
        )}
      </select>`;
    }
    const same = spec.nullable && value === null;
    return html`<span class="number">
      <input
        id=${id}
        type="number"
        data-option=${spec.key}
        min=${spec.min ?? 1}
        max=${spec.max ?? 1000}
        .value=${same ? "" : String(value ?? "")}
        ?disabled=${same}
        @change=${(e: Event) => {
          const number = Number((e.target as HTMLInputElement).value);
          if (Number.isInteger(number) && number >= (spec.min ?? 1) && number <= (spec.max ?? 1000)) this.set(spec.key, number);
          else this.requestUpdate();
        }}
      />
      ${spec.nullable
        ? html`<label
            ><input
              type="checkbox"
              .checked=${same}
              @change=${(e: Event) => this.set(spec.key, (e.target as HTMLInputElement).checked ? null : Number(this.preset()[spec.key] ?? this.preset()["target"] ?? 31))}
            />
            ${has(`web.options.null.${spec.key}`) ? t(`web.options.null.${spec.key}`) : t("web.options.same_target")}</label
          >`
        : nothing}
    </span>`;
  }

  render(): TemplateResult {
    const info = this.info;
    if (!info) return html`<p class="muted">…</p>`;
    return html`
      <label class="variant"
        >${t("web.options.variant")}
        <select data-testid="variant" @change=${(e: Event) => this.emit((e.target as HTMLSelectElement).value, {})}>
          ${info.variants.map((v) => html`<option value=${v.name} ?selected=${v.name === this.variant}>${v.name}</option>`)}
        </select>
      </label>
      ${info.options
        .filter((spec) => FRONT_OPTIONS.includes(spec.key))
        .map(
          (spec) => html`<label class="variant" for=${`option-${spec.key}`}
            >${t(`web.option.${spec.key}`)} ${this.control(spec)}</label
          >`,
        )}
      <p class="muted about">${t(variantAbout(info, this.variant, has))}</p>
      <details ?open=${this.open}>
        <summary>${t("web.options.title")}${Object.keys(this.options).length ? ` (${t("web.options.changed", { n: Object.keys(this.options).length })})` : ""}</summary>
        <div class="grid">
          ${info.options
            .filter((spec) => !FRONT_OPTIONS.includes(spec.key))
            .map(
            (spec) => html`<label for=${`option-${spec.key}`}>${t(`web.option.${spec.key}`)}</label>
              <div>${this.control(spec)}</div>`,
          )}
        </div>
        ${Object.keys(this.options).length
          ? html`<button class="quiet" @click=${() => this.emit(this.variant, {})}>${t("web.options.reset")}</button>`
          : nothing}
      </details>
    `;
  }

  static styles = [
    shared,
    css`
      :host {
        display: block;
      }
      .variant {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        font-weight: 600;
      }
      .about {
        margin: 0.3rem 0 0.5rem;
        font-size: 0.9rem;
      }
      summary {
        cursor: pointer;
        margin-bottom: 0.5rem;
      }
      .grid {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.35rem 0.8rem;
        align-items: center;
      }
      input[type="number"] {
        width: 5.5em;
      }
      .number label {
        font-size: 0.85rem;
        margin-left: 0.4rem;
      }
    `,
  ];
}

customElements.define("options-form", OptionsForm);
